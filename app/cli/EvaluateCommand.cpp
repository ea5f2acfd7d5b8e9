#include "Commands.h"
#include "ConfigSource.h"
#include "ResultsOutput.h"

#include <fmt/core.h>

namespace snp::cli {

int evaluateConfig(const CommandLine &line) {
  const std::string format = line.option("format").value_or("json");
  if (format != "json" && format != "csv" && format != "text") {
    fmt::print(stderr, "--format is '{}'; must be json, csv or text\n", format);
    return 2;
  }
  const LoadedConfig loaded = loadConfig(line);
  if (const int status = reportProblems(loaded)) return status;
  const sim::Results results = sim::evaluate(*loaded.config);
  if (format == "json") fmt::print("{}\n", resultsJson(*loaded.config, results));
  if (format == "csv") fmt::print("{}", resultsCsv(results));
  if (format == "text") fmt::print("{}", resultsText(*loaded.config, results));
  return 0;
}

} // namespace snp::cli

#include "Commands.h"
#include "ConfigSource.h"
#include "CriteriaSource.h"

#include "app/report/ComparisonTables.h"
#include "model/CriteriaJson.h"
#include "sim/Comparison.h"

#include <fmt/core.h>

#include <map>

namespace snp::cli {

namespace {

// Each --preset in order, then each file, loaded with the same --set assignments.
std::optional<std::vector<sim::Candidate>> loadCandidates(const CommandLine &line) {
  std::vector<CommandLine> sources;
  for (const std::string &preset : line.optionValues("preset")) {
    CommandLine one;
    one.options["preset"] = {preset};
    sources.push_back(one);
  }
  for (const std::string &file : line.positional)
    sources.push_back(CommandLine{{file}, {}, {}});
  if (sources.empty()) {
    fmt::print(stderr, "error: give configuration files and/or --preset ID (repeatable) to compare\n");
    return std::nullopt;
  }
  std::vector<sim::Candidate> candidates;
  std::map<std::string, int> seen;
  bool ok = true;
  for (CommandLine &source : sources) {
    source.settings = line.settings;
    const LoadedConfig loaded = loadConfig(source);
    if (reportProblems(loaded) != 0) {
      ok = false;
      continue;
    }
    // Two candidates of the same name (a preset and its edited copy) stay apart in the columns.
    std::string name = loaded.config->name;
    if (const int n = ++seen[name]; n > 1) name += fmt::format(" ({})", n);
    candidates.push_back({name, *loaded.config});
  }
  if (!ok) return std::nullopt;
  return candidates;
}

} // namespace

int compareConfigs(const CommandLine &line) {
  const std::string format = line.option("format").value_or("text");
  const std::string table = line.option("table").value_or("wide");
  if (format != "json" && format != "csv" && format != "text") {
    fmt::print(stderr, "--format is '{}'; must be text, csv or json\n", format);
    return 2;
  }
  if (table != "wide" && table != "long") {
    fmt::print(stderr, "--table is '{}'; must be wide or long\n", table);
    return 2;
  }
  const LoadedCriteria criteria = loadCriteria(line);
  for (const auto &error : criteria.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  if (!criteria.errors.empty()) return 1;
  const auto candidates = loadCandidates(line);
  if (!candidates) return 1;

  const model::CriteriaSet &set = criteria.set ? *criteria.set : model::defaultCriteriaSet();
  const sim::Comparison comparison = sim::compare(*candidates, set);
  std::string text;
  if (format == "text") text = report::comparisonText(comparison, set);
  if (format == "json") text = report::comparisonJson(comparison, set) + "\n";
  if (format == "csv")
    text = table == "wide" ? report::comparisonCsvWide(comparison, set)
                           : report::comparisonCsvLong(comparison, set);
  return writeOutput(line, text) ? 0 : 1;
}

int listMetrics() {
  for (const sim::MetricInfo &metric : sim::metricCatalogue()) {
    const char *better = metric.better == sim::Better::Higher  ? "higher is better"
                         : metric.better == sim::Better::Lower ? "lower is better"
                                                               : "";
    fmt::print("{:44} {:10} {}\n", metric.path, metric.unit, better);
  }
  return 0;
}

} // namespace snp::cli

#include "CandidateSource.h"
#include "Commands.h"
#include "CriteriaSource.h"

#include "app/report/ComparisonTables.h"
#include "model/CriteriaJson.h"
#include "sim/decision/Comparison.h"

#include <fmt/core.h>

namespace snp::cli {

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
  const auto candidates = loadCandidates(line, "to compare");
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

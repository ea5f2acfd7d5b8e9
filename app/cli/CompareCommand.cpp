#include "CandidateSource.h"
#include "Commands.h"
#include "CriteriaSource.h"

#include "app/report/ComparisonTables.h"
#include "model/CriteriaJson.h"
#include "sim/decision/Comparison.h"

#include <fmt/core.h>

namespace snp::cli {

int compareConfigs(const CompareOptions &options) {
  const auto judging = loadJudging(options.criteria, options.candidates, "to compare");
  if (!judging) return 1;
  const model::CriteriaSet &set = judging->criteria;
  const sim::Comparison comparison = sim::compare(judging->candidates, set);
  std::string text;
  if (options.format == OutputFormat::Text) text = report::comparisonText(comparison, set);
  if (options.format == OutputFormat::Json) text = report::comparisonJson(comparison, set) + "\n";
  if (options.format == OutputFormat::Csv)
    text = options.table == CompareOptions::Table::Wide ? report::comparisonCsvWide(comparison, set)
                                                        : report::comparisonCsvLong(comparison, set);
  return writeOutput(options.output, text) ? 0 : 1;
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

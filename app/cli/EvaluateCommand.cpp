#include "Commands.h"
#include "ConfigSource.h"
#include "CriteriaSource.h"
#include "ResultsOutput.h"

#include "app/report/ComparisonTables.h"
#include "app/report/CsvWriter.h"
#include "sim/decision/Verdicts.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace snp::cli {

namespace {

// Two rows per rule, "criteria.<id>.pass" (1 or 0) and "criteria.<id>.margin" (SI), in the
// evaluate CSV's columns.
std::string verdictsCsv(const sim::CriteriaVerdicts &verdicts) {
  report::CsvWriter csv;
  for (const sim::Verdict &v : verdicts.verdicts) {
    const std::string id = "criteria." + v.rule->id;
    const std::string rule =
        fmt::format("{} {} {}", v.rule->metric, model::kComparatorNames[static_cast<int>(v.rule->comparator)],
                    v.rule->threshold);
    csv.field(id + ".pass").number(v.pass ? 1 : 0).field("").field(rule).field("").field(v.rule->name);
    csv.field("").field("").endRow(); // no error band of its own: the figure it reads has it
    csv.field(id + ".margin").number(v.margin).field(v.figure.unit).field(rule).field("").field(v.rule->name);
    csv.field("").field("").endRow();
  }
  return csv.text();
}

} // namespace

int evaluateConfig(const EvaluateOptions &options) {
  const LoadedCriteria criteria = loadCriteria(options.criteria);
  for (const auto &error : criteria.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  if (!criteria.errors.empty()) return 1;
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;
  const sim::Results results = sim::evaluate(*loaded.config);
  std::optional<sim::CriteriaVerdicts> verdicts;
  if (criteria.set) verdicts = sim::judge(*criteria.set, sim::MetricValues(*loaded.config, results));

  if (options.format == OutputFormat::Json) {
    nlohmann::ordered_json out = nlohmann::ordered_json::parse(resultsJson(*loaded.config, results));
    if (verdicts) {
      out["criteria"] = nlohmann::ordered_json::parse(report::verdictsJson(*verdicts));
      out["criteria_summary"] = {{"set", criteria.set->name},
                                 {"passes_must_rules", verdicts->must_pass},
                                 {"score", verdicts->score}};
    }
    fmt::print("{}\n", out.dump(2));
  }
  if (options.format == OutputFormat::Csv)
    fmt::print("{}{}", resultsCsv(*loaded.config, results), verdicts ? verdictsCsv(*verdicts) : "");
  if (options.format == OutputFormat::Text) {
    fmt::print("{}", resultsText(*loaded.config, results));
    if (verdicts) fmt::print("\n[criteria: {}]\n{}", criteria.set->name, report::verdictsText(*verdicts));
  }
  return 0;
}

} // namespace snp::cli

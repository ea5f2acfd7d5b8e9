#include "app/report/ComparisonTables.h"

#include "model/Requirement.h"

#include "app/report/CsvWriter.h"
#include "app/report/SiText.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace snp::report {

namespace {

using nlohmann::ordered_json;

ordered_json number(double value) { return std::isfinite(value) ? ordered_json(value) : ordered_json(); }

ordered_json verdictObject(const sim::Verdict &v) {
  const model::Criterion &rule = *v.rule;
  ordered_json out = {{"id", rule.id},
                      {"name", rule.name},
                      {"metric", rule.metric},
                      {"value", number(v.figure.value)},
                      {"unit", std::string(v.figure.unit)},
                      {"comparator", std::string(model::kComparatorNames[static_cast<int>(rule.comparator)])},
                      {"threshold", rule.threshold}};
  if (rule.comparator == model::Comparator::Between) out["upper"] = rule.upper;
  out["pass"] = v.pass;
  out["margin"] = number(v.margin);
  out["margin_ratio"] = number(v.margin_ratio);
  if (v.band && v.band->validated()) out["error_band"] = v.band->half_width;
  out["within_error_band"] = v.withinBand();
  out["must"] = rule.must;
  out["weight"] = rule.weight;
  out["display_unit"] = rule.unit;
  out["formula"] = v.figure.formula.text();
  out["assumption"] = v.figure.assumption.text();
  return out;
}

// Whether every rule reading `metric` passes; nullopt when none reads it.
std::optional<bool> metricPasses(const sim::CriteriaVerdicts &verdicts, const std::string &metric) {
  std::optional<bool> pass;
  for (const sim::Verdict &v : verdicts.verdicts)
    if (v.rule->metric == metric) pass = pass.value_or(true) && v.pass;
  return pass;
}

std::string verdictLine(const sim::Verdict &v) {
  const model::Criterion &rule = *v.rule;
  const std::string outcome = !v.evaluable ? "N/A " : v.pass ? "PASS" : "FAIL";
  std::string margin;
  if (std::isfinite(v.margin_ratio)) margin = fmt::format(" (margin {:+.1f} %)", 100 * v.margin_ratio);
  const std::string band =
      v.withinBand() ? fmt::format(", within the error band of ±{:.1f} %", 100 * v.band->half_width) : "";
  return fmt::format("{} {}{}: {} {}{}{}", outcome, rule.name, rule.must ? "" : " (wish)",
                     inUnit(v.figure.value, rule.unit), model::requirementText(rule), margin, band);
}

} // namespace

std::string comparisonCsvWide(const sim::Comparison &c, const model::CriteriaSet &criteria) {
  CsvWriter csv;
  csv.field("scenario").field("rank").field("score [%]").field("passes all must-rules");
  for (const sim::ComparisonRow &row : c.rows)
    csv.field(row.metric->unit.empty() ? row.metric->path
                                       : fmt::format("{} [{}]", row.metric->path, row.metric->unit));
  for (const model::Criterion &rule : criteria.rules)
    csv.field(fmt::format("criterion {} passes", rule.id));
  csv.endRow();
  for (std::size_t i = 0; i < c.names.size(); ++i) {
    csv.field(c.names[i]).number(c.rank[i]).number(c.verdicts[i].score);
    csv.field(c.verdicts[i].must_pass ? "true" : "false");
    for (const sim::ComparisonRow &row : c.rows)
      csv.number(row.figures[i].value);
    for (const sim::Verdict &v : c.verdicts[i].verdicts)
      csv.field(v.pass ? "true" : "false");
    csv.endRow();
  }
  return csv.text();
}

std::string comparisonCsvLong(const sim::Comparison &c, const model::CriteriaSet &) {
  CsvWriter csv;
  csv.field("scenario").field("metric").field("value").field("unit").field("pass").endRow();
  for (std::size_t i = 0; i < c.names.size(); ++i)
    for (const sim::ComparisonRow &row : c.rows) {
      const auto pass = metricPasses(c.verdicts[i], row.metric->path);
      csv.field(c.names[i]).field(row.metric->path).number(row.figures[i].value).field(row.metric->unit);
      csv.field(pass ? (*pass ? "true" : "false") : "").endRow();
    }
  return csv.text();
}

std::string comparisonJson(const sim::Comparison &c, const model::CriteriaSet &criteria) {
  ordered_json candidates = ordered_json::array();
  for (std::size_t i = 0; i < c.names.size(); ++i) {
    ordered_json figures = ordered_json::object();
    ordered_json best = ordered_json::array();
    for (const sim::ComparisonRow &row : c.rows) {
      figures[row.metric->path] = number(row.figures[i].value);
      if (row.best[i]) best.push_back(row.metric->path);
    }
    ordered_json verdicts = ordered_json::array();
    for (const sim::Verdict &v : c.verdicts[i].verdicts)
      verdicts.push_back(verdictObject(v));
    candidates.push_back({{"name", c.names[i]},
                          {"rank", c.rank[i]},
                          {"score", c.verdicts[i].score},
                          {"passes_must_rules", c.verdicts[i].must_pass},
                          {"criteria", std::move(verdicts)},
                          {"best_in", std::move(best)},
                          {"figures", std::move(figures)}});
  }
  ordered_json units = ordered_json::object();
  for (const sim::ComparisonRow &row : c.rows)
    units[row.metric->path] = std::string(row.metric->unit);
  ordered_json out = {
      {"criteria_set", criteria.name}, {"candidates", std::move(candidates)}, {"units", std::move(units)}};
  return out.dump(2);
}

std::string comparisonText(const sim::Comparison &c, const model::CriteriaSet &criteria) {
  std::string text = fmt::format("Criteria: {}\n\n", criteria.name);
  std::vector<std::size_t> order(c.names.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    order[static_cast<std::size_t>(c.rank[i] - 1)] = i;
  for (std::size_t i : order) {
    text += fmt::format("#{} {} — score {:.0f} %, {}\n", c.rank[i], c.names[i], c.verdicts[i].score,
                        c.verdicts[i].must_pass
                            ? "meets every must-rule"
                            : fmt::format("must-rules failed: {}", c.verdicts[i].failed_must));
    for (const sim::Verdict &v : c.verdicts[i].verdicts)
      text += "  " + verdictLine(v) + "\n";
  }
  text += fmt::format("\n{:40}", "metric");
  for (const std::string &name : c.names)
    text += fmt::format(" {:>22.22}", name);
  text += "\n";
  for (const sim::ComparisonRow &row : c.rows) {
    text += fmt::format("{:40}", row.metric->path);
    for (std::size_t i = 0; i < c.names.size(); ++i)
      text +=
          fmt::format(" {:>21}{}", siText(row.figures[i].value, row.metric->unit), row.best[i] ? '*' : ' ');
    text += "\n";
  }
  text += "\n* best value of the row\n";
  return text;
}

std::string verdictsJson(const sim::CriteriaVerdicts &verdicts) {
  ordered_json list = ordered_json::array();
  for (const sim::Verdict &v : verdicts.verdicts)
    list.push_back(verdictObject(v));
  return list.dump(2);
}

std::string verdictsText(const sim::CriteriaVerdicts &verdicts) {
  std::string text;
  for (const sim::Verdict &v : verdicts.verdicts)
    text += verdictLine(v) + "\n";
  text += fmt::format("score {:.0f} %; {}\n", verdicts.score,
                      verdicts.must_pass ? "meets every must-rule"
                                         : fmt::format("must-rules failed: {}", verdicts.failed_must));
  return text;
}

} // namespace snp::report

#include "sim/decision/Verdicts.h"

#include "model/DisplayUnits.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

// Signed distance of `value` to the rule's threshold, positive inside the allowed region.
double marginOf(const model::Criterion &rule, double value) {
  switch (rule.comparator) {
  case model::Comparator::AtLeast: return value - rule.threshold;
  case model::Comparator::AtMost: return rule.threshold - value;
  case model::Comparator::Between: return std::min(value - rule.threshold, rule.upper - value);
  case model::Comparator::Equal:
    return rule.tolerance * std::abs(rule.threshold) - std::abs(value - rule.threshold);
  }
  return std::nan("");
}

} // namespace

CriteriaVerdicts judge(const model::CriteriaSet &set, const MetricValues &metrics) {
  CriteriaVerdicts result;
  double totalWeight = 0;
  double passingWeight = 0;
  for (const model::Criterion &rule : set.rules) {
    Verdict v;
    v.rule = &rule;
    if (const Figure *figure = metrics.find(rule.metric)) v.figure = *figure;
    v.evaluable = std::isfinite(v.figure.value);
    if (v.evaluable) {
      v.margin = marginOf(rule, v.figure.value);
      v.pass = v.margin >= 0;
      v.margin_ratio = rule.threshold != 0 ? v.margin / std::abs(rule.threshold) : std::nan("");
      v.band = metrics.band(rule.metric);
    } else {
      v.margin = v.margin_ratio = std::nan("");
    }
    totalWeight += rule.weight;
    if (v.pass) passingWeight += rule.weight;
    if (rule.must && !v.pass) {
      result.must_pass = false;
      ++result.failed_must;
    }
    result.verdicts.push_back(v);
  }
  result.score = totalWeight > 0 ? 100 * passingWeight / totalWeight : 100;
  return result;
}

model::Problems checkMetrics(const model::CriteriaSet &set) {
  model::Problems problems;
  for (std::size_t i = 0; i < set.rules.size(); ++i) {
    const model::Criterion &rule = set.rules[i];
    const MetricInfo *metric = findMetric(rule.metric);
    if (!metric) {
      problems.push_back(
          {fmt::format("rules[{}].metric", i),
           fmt::format("is \"{}\"; not a figure of the simulator (`snplan metrics` lists them)",
                       rule.metric)});
      continue;
    }
    if (!model::isUnitOf(rule.unit, metric->unit))
      problems.push_back({fmt::format("rules[{}].unit", i),
                          fmt::format("is \"{}\"; {} is measured in {}", rule.unit, rule.metric,
                                      metric->unit.empty() ? "plain numbers (unit \"\")" : metric->unit)});
  }
  return problems;
}

} // namespace snp::sim

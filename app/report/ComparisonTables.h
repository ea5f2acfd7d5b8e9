#pragma once

#include "model/Criteria.h"
#include "sim/decision/Comparison.h"

#include <string>

namespace snp::report {

// A comparison as the files and terminal output a sales engineer hands over. Numbers in CSV and
// JSON are SI, exact (they read back to the evaluation's doubles); text is for people.

// One row per candidate: name, rank, score, must-pass, then every metric ("path [unit]") and
// every criterion's pass/fail.
std::string comparisonCsvWide(const sim::Comparison &comparison, const model::CriteriaSet &criteria);
// One row per candidate and metric: scenario, metric, value, unit, pass (empty when no rule
// reads the metric; otherwise whether every rule reading it passes).
std::string comparisonCsvLong(const sim::Comparison &comparison, const model::CriteriaSet &criteria);
std::string comparisonJson(const sim::Comparison &comparison, const model::CriteriaSet &criteria);
// The criteria verdicts, then the metrics, candidates side by side; '*' marks the best value.
std::string comparisonText(const sim::Comparison &comparison, const model::CriteriaSet &criteria);

// Verdicts of one candidate as JSON objects {id, name, metric, value, unit, comparator,
// threshold, pass, margin, ...}, the "criteria" of `snplan evaluate --criteria`.
std::string verdictsJson(const sim::CriteriaVerdicts &verdicts);
// The same as text lines for a terminal.
std::string verdictsText(const sim::CriteriaVerdicts &verdicts);

} // namespace snp::report

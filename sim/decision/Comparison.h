#pragma once

#include "model/Config.h"
#include "model/Criteria.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"

#include <string>
#include <vector>

namespace snp::sim {

// One candidate of a comparison: a named configuration that validate() accepted.
struct Candidate {
  std::string name;
  model::Config config;
};

// One metric across the candidates, with the best of them marked.
struct ComparisonRow {
  const MetricInfo *metric = nullptr;
  std::vector<Figure> figures; // one per candidate
  std::vector<bool> best;      // true where the value is the best of the row (ties all marked)
};

// Candidates side by side: every metric as a row, each candidate's verdicts, score and rank.
struct Comparison {
  std::vector<std::string> names;
  std::vector<ComparisonRow> rows; // in metricCatalogue() order
  std::vector<CriteriaVerdicts> verdicts;
  // rank[i] is candidate i's place, 1 = best: candidates passing every must-rule first, then by
  // weighted score, then by the sum of their clamped margins (how comfortably they pass).
  std::vector<int> rank;
};

// Evaluates each candidate once and compares them under `criteria`.
Comparison compare(const std::vector<Candidate> &candidates, const model::CriteriaSet &criteria);

} // namespace snp::sim

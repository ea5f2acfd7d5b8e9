#pragma once

#include "model/Criteria.h"
#include "model/Problem.h"
#include "sim/decision/Metrics.h"

#include <cmath>
#include <optional>
#include <vector>

namespace snp::sim {

// One rule held against one candidate: the value it read, pass or fail, and by how much.
struct Verdict {
  const model::Criterion *rule = nullptr;
  Figure figure;          // the metric with its own explanation (value NaN when unknown)
  bool evaluable = false; // false when the metric is unknown or could not be computed
  bool pass = false;
  // Distance to the threshold in the metric's SI unit, positive when the rule passes
  // (value − threshold for >=, threshold − value for <=; for between and =, to the nearest edge).
  double margin = 0;
  // margin / |threshold| (NaN for a zero threshold): "+20 %" of headroom.
  double margin_ratio = 0;
  // The figure's error band, when published runs measure figures of its kind.
  std::optional<ErrorBand> band;

  // The threshold lies inside the figure's validated band: within the simulator's error the rule
  // could go either way, so "passes" or "fails" is not a firm answer.
  bool withinBand() const {
    return evaluable && band && band->validated() &&
           std::abs(margin) <= band->half_width * std::abs(figure.value);
  }
};

// All rules of a set against one candidate, and what they add up to.
struct CriteriaVerdicts {
  std::vector<Verdict> verdicts; // in the set's order
  bool must_pass = true;         // every must-rule passes
  int failed_must = 0;
  double score = 0; // 100 × (weight of passing rules) / (weight of all rules); 100 for no rules
};

CriteriaVerdicts judge(const model::CriteriaSet &set, const MetricValues &metrics);

// Problems of a set that only the simulator can see: metrics it does not know, or units that
// do not fit the metric (e.g. "TB/s" for a PUE). Each names the rule, e.g. "rules[2].metric".
model::Problems checkMetrics(const model::CriteriaSet &set);

} // namespace snp::sim

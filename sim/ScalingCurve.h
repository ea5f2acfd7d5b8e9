#pragma once

#include "model/Config.h"

#include <vector>

namespace snp::sim {

struct ScalingPoint {
  int accelerators = 0;
  double samples_per_s = 0;
  double scaling_efficiency = 0; // samples_per_s / (accelerators × samples_per_s of one)
};

// Throughput from one accelerator up to the configured tp × pp × dp, growing the data-parallel
// degree with the per-replica batch kept. The first point is the single-accelerator reference
// (no model parallelism, memory ignored); the others use dp = 1 … dp spaced geometrically.
// `points` >= 2 gives that many points at most (fewer when dp has fewer distinct values).
std::vector<ScalingPoint> scalingCurve(const model::Config &config, int points);

} // namespace snp::sim

#pragma once

#include "model/Config.h"

#include <vector>

namespace snp::sim {

struct ScalingPoint {
  int accelerators = 0;
  double samples_per_s = 0;
  double scaling_efficiency = 0; // samples_per_s / (replicas × samples_per_s of one replica)
};

// Throughput from one data-parallel replica (the scaling efficiency's reference,
// scalingReferenceWorkload) up to the configured run, growing the number of replicas with the
// per-replica batch kept. Between the first and the last point the replicas grow geometrically
// in steps that fill whole nodes. `points` >= 2 gives that many points at most (fewer when there
// are fewer distinct sizes).
std::vector<ScalingPoint> scalingCurve(const model::Config &config, int points);

} // namespace snp::sim

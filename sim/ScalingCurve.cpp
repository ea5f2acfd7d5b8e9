#include "sim/ScalingCurve.h"

#include "sim/TrainingStep.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

double samplesPerSecond(const model::Config &config, const model::Workload &workload) {
  return workload.global_batch / trainingStep(config, workload).total();
}

} // namespace

std::vector<ScalingPoint> scalingCurve(const model::Config &config, int points) {
  const model::Workload &full = config.workload;
  const model::Workload single = singleAcceleratorWorkload(full);
  const double single_rate = samplesPerSecond(config, single);

  std::vector<ScalingPoint> curve;
  curve.push_back({1, single_rate, 1.0});
  const int dp = std::max(1, full.parallelism.dp);
  const int replica_batch = std::max(1, full.global_batch / dp);
  const int steps = std::max(1, points - 1);
  for (int i = 0; i < steps; ++i) {
    // dp grows geometrically from 1 to its configured value.
    const double fraction = steps == 1 ? 1.0 : double(i) / (steps - 1);
    const int replicas = std::clamp(int(std::lround(std::pow(dp, fraction))), 1, dp);
    model::Workload w = full;
    w.parallelism.dp = replicas;
    w.global_batch = replica_batch * replicas;
    const int accelerators = trainingRanks(w);
    if (accelerators == curve.back().accelerators) continue;
    const double rate = samplesPerSecond(config, w);
    curve.push_back({accelerators, rate, rate / (accelerators * single_rate)});
  }
  return curve;
}

} // namespace snp::sim

#include "sim/training/ScalingCurve.h"

#include "sim/training/TrainingStep.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace snp::sim {

namespace {

double samplesPerSecond(const model::Config &config, const model::Workload &workload) {
  return workload.global_batch / trainingStep(config, workload).total();
}

// The workload with `replicas` data-parallel replicas of the reference, each with its batch.
model::Workload withReplicas(const model::Workload &reference, int replicas) {
  model::Workload w = reference;
  w.parallelism.dp = replicas;
  w.global_batch = reference.global_batch * replicas;
  return w;
}

} // namespace

std::vector<ScalingPoint> scalingCurve(const model::Config &config, int points) {
  const model::Workload reference = scalingReferenceWorkload(config.workload);
  const double reference_rate = samplesPerSecond(config, reference);
  const int replica_ranks = trainingRanks(reference);
  const int replicas = dataParallelReplicas(config.workload);

  std::vector<ScalingPoint> curve;
  curve.push_back({replica_ranks, reference_rate, 1.0});
  auto add = [&](int r) {
    const model::Workload w = withReplicas(reference, r);
    const int accelerators = trainingRanks(w);
    if (accelerators <= curve.back().accelerators) return;
    const double rate = samplesPerSecond(config, w);
    curve.push_back({accelerators, rate, rate / (r * reference_rate)});
  };
  // Replicas grow in steps that fill whole nodes, geometrically spaced up to the configured run.
  const int per_node = std::max(1, config.node.accelerators);
  const int step = per_node / std::gcd(replica_ranks, per_node);
  const int steps = replicas / step;
  const int spaced = std::max(1, points - 2);
  for (int i = 0; i < spaced && steps >= 1; ++i) {
    const double fraction = spaced == 1 ? 1.0 : double(i) / (spaced - 1);
    add(step * std::clamp(int(std::lround(std::pow(steps, fraction))), 1, steps));
  }
  add(replicas);
  return curve;
}

} // namespace snp::sim

#include "model/CheckpointCost.h"

#include "model/WorkloadSize.h"

#include <algorithm>
#include <vector>

namespace snp::model {

namespace {

constexpr double kSecondsPerHour = 3600;

double perHourSum(const std::vector<FailureRate> &rates) {
  double sum = 0;
  for (const FailureRate &rate : rates)
    sum += rate.per_accelerator_hour;
  return sum;
}

// Built once: evaluations must not allocate.
double llama3PerHour() {
  static const double sum = perHourSum(ReliabilityPolicy::llama3Defaults());
  return sum;
}

} // namespace

double acceleratorFailureRate(const ReliabilityPolicy &policy) {
  const double per_hour = policy.failure_rates.empty() ? llama3PerHour() : perHourSum(policy.failure_rates);
  return per_hour / kSecondsPerHour;
}

double checkpointSizeB(const Config &config) {
  if (config.reliability.checkpoint_size_B > 0) return config.reliability.checkpoint_size_B;
  // A checkpoint keeps what a restart needs: weights and optimizer state, not the gradients.
  const StateBytesPerParameter state = stateBytesPerParameter(config.workload);
  return parameterCount(config.workload) * (state.weight + state.optimizer);
}

double checkpointStorageWriteS(const Config &config) {
  return checkpointSizeB(config) / config.reliability.storage_bandwidth_Bps;
}

double checkpointStallS(const Config &config) {
  const ReliabilityPolicy &policy = config.reliability;
  if (!policy.checkpoint_async) return checkpointStorageWriteS(config);
  // Every accelerator copies its share of the state at once (PyTorch's distributed checkpoint
  // spreads the save over all ranks).
  return checkpointSizeB(config) / std::max(1, config.accelerators()) / policy.snapshot_bandwidth_Bps;
}

} // namespace snp::model

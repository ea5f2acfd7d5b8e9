#include "sim/training/HostOffload.h"

#include "model/WorkloadSize.h"
#include "sim/training/Overlap.h"
#include "sim/training/TrainingMemory.h"

#include <algorithm>

namespace snp::sim {

namespace {

// A transfer of `bytes` at `Bps`; nothing to move takes no time, and a missing rate (refused by
// validation whenever something is offloaded) none either rather than infinity.
double transferS(double bytes, double Bps) { return bytes > 0 && Bps > 0 ? bytes / Bps : 0; }

} // namespace

double activationOffloadExposedS(const model::Config &config, const model::Workload &workload,
                                 double block_forward_s, double block_backward_s) {
  const int blocks = workload.offload_activation_blocks;
  if (blocks <= 0) return 0;
  const double copy = transferS(storedBlockActivationBytes(workload), config.accelerator.host_link_Bps);
  auto exposed = [&](double window) { return copy - hiddenBehind(workload, copy, window); };
  return blocks * (exposed(block_forward_s) + exposed(block_backward_s));
}

double hostOptimizerS(const model::Config &config, const model::Workload &workload, double parameters) {
  const double share = workload.offloadedOptimizerShare() * parameters;
  if (share <= 0) return 0;
  const model::StateBytesPerParameter state = model::stateBytesPerParameter(workload);
  const double link = config.accelerator.host_link_Bps;
  const double cpu_Bps = config.node.host_memory_bandwidth_Bps / std::max(1, config.node.accelerators);
  const double to_host = transferS(share * state.gradient, link);
  const double adam = transferS(share * (state.gradient + 2 * state.optimizer + state.weight), cpu_Bps);
  const double to_device = transferS(share * state.weight, link);
  return std::max({to_host, adam, to_device});
}

} // namespace snp::sim

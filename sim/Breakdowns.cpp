#include "sim/Breakdowns.h"

#include <cmath>
#include <limits>

namespace snp::sim {

EffectiveStepBreakdown effectiveStepBreakdown(const Results &results) {
  const TrainingResults &t = results.training;
  const ReliabilityResults &r = results.reliability;
  EffectiveStepBreakdown b;
  b.compute_s = t.compute_s.value - t.recompute_s.value;
  b.recompute_s = t.recompute_s.value;
  b.tp_comm_s = t.tp_comm_s.value;
  b.ep_comm_s = t.ep_comm_s.value;
  b.cp_comm_s = t.cp_comm_s.value;
  b.pp_comm_s = t.pp_comm_s.value;
  b.pp_bubble_s = t.pp_bubble_s.value;
  b.dp_comm_exposed_s = t.dp_comm_exposed_s.value;
  b.offload_s = t.offload_s.value;
  b.optimizer_s = t.optimizer_s.value;
  const double step = t.step_time_s.value;
  const double goodput = r.goodput.value;
  const double failures = r.rework_overhead.value + r.restart_overhead.value + r.repair_wait_overhead.value +
                          r.plant_outage_overhead.value;
  if (goodput > 0 && std::isfinite(goodput)) {
    b.checkpoint_s = step * r.checkpoint_overhead.value / goodput;
    b.failures_s = step * failures / goodput;
  } else { // no progress: every step takes forever
    b.checkpoint_s = std::numeric_limits<double>::infinity();
    b.failures_s = std::numeric_limits<double>::infinity();
  }
  return b;
}

PowerBreakdown powerBreakdown(const model::Config &config, const Results &results) {
  const model::Node &node = config.node;
  const model::Accelerator &acc = config.accelerator;
  const PowerResults &p = results.power;
  const CoolingResults &c = results.cooling;
  const double efficiency = node.conversion_efficiency > 0 ? node.conversion_efficiency : 1.0;
  const double nodes = config.nodes();

  PowerBreakdown b;
  b.accelerators_W = p.accelerators_W.value;
  b.hosts_W = nodes * (node.cpus * node.cpu_W + node.dpus * node.dpu_W + node.other_W);
  // optics_W and fans_W are drawn at the wall; their DC share is what conversion leaves.
  b.network_W = nodes * (node.accelerators * acc.nics * acc.nic_W + node.switch_chips * node.switch_chip_W) +
                p.optics_W.value * efficiency;
  b.server_fans_W = p.fans_W.value * efficiency;
  b.cooling_W = c.cooling_W.value;
  b.conversion_and_distribution_W = p.conversion_loss_W.value + c.distribution_loss_W.value;
  return b;
}

} // namespace snp::sim

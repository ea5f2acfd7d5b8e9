#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

namespace snp::sim {

// Where the time of one training step goes (sim/training/TrainingStep.h's StepBreakdown), with the step's
// share of what checkpoints and failures cost over the run. With T the step time, g the goodput and
// o_c, o_f the checkpoint and failure (rework + restart + repair wait + plant outage) shares of the wall
// time, g + o_c + o_f = 1, so per useful step checkpoint_s = T o_c / g, failures_s = T o_f / g and the parts
// sum to T / g.
struct EffectiveStepBreakdown {
  double compute_s = 0; // forward and backward, without the recompute
  double recompute_s = 0;
  double tp_comm_s = 0; // exposed
  double ep_comm_s = 0; // exposed
  double cp_comm_s = 0;
  double pp_comm_s = 0;
  double pp_bubble_s = 0;
  double dp_comm_exposed_s = 0;
  double offload_s = 0; // exposed copies to and from host memory
  double optimizer_s = 0;
  double checkpoint_s = 0;
  double failures_s = 0;

  double stepTime() const {
    return compute_s + recompute_s + tp_comm_s + ep_comm_s + cp_comm_s + pp_comm_s + pp_bubble_s +
           dp_comm_exposed_s + offload_s + optimizer_s;
  }
  double effectiveStepTime() const { return stepTime() + checkpoint_s + failures_s; }
};

EffectiveStepBreakdown effectiveStepBreakdown(const Results &results);

// Where the facility's annual mean power goes. Parts are DC power at the loads, except conversion
// (PSU and DC-DC losses, IT x (1 - efficiency)) and the facility's cooling plant and distribution
// loss; server fans are IT power (PUE counts them as IT) and stand apart from the cooling plant.
// Their sum is power.facility_W.
struct PowerBreakdown {
  double accelerators_W = 0;
  double hosts_W = 0;       // CPUs, DPUs and the rest of the board
  double network_W = 0;     // NICs, in-node switch chips and optics
  double server_fans_W = 0; // fans moving the air share of the heat through the servers
  double cooling_W = 0;     // chillers, pumps, room and heat-rejection fans
  double conversion_and_distribution_W = 0;

  double total() const {
    return accelerators_W + hosts_W + network_W + server_fans_W + cooling_W + conversion_and_distribution_W;
  }
};

// From the results evaluate(config) gave; the host and network parts come from the config's
// rated powers, as the power model counts them.
PowerBreakdown powerBreakdown(const model::Config &config, const Results &results);

} // namespace snp::sim

#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

namespace snp::sim {

// What training the workload on the configured machine achieves, step by step.
struct TrainingResults {
  Figure step_time_s;
  Figure samples_per_s;
  Figure tokens_per_s;
  Figure mfu;                // model FLOPs per second / peak of all accelerators
  Figure comm_fraction;      // exposed communication / step time
  Figure scaling_efficiency; // throughput(N) / (N × throughput(1))
  Figure memory_per_accelerator_B;
  Figure memory_share_of_hbm; // memory_per_accelerator_B / HBM capacity: above 1 it does not fit
  Figure steps_to_train;      // for workload.tokens_to_train; 0 without a budget
  Figure failure_free_time_s; // steps × (step + overhead); reliability.expected_wall_time_s adds failures

  // Breakdown of the step (seconds) and of the memory (bytes).
  Figure compute_s;
  Figure recompute_s;
  Figure tp_comm_s;
  Figure ep_comm_s;
  Figure cp_comm_s;
  Figure pp_comm_s;
  Figure pp_bubble_s;
  Figure dp_comm_s;
  Figure dp_comm_exposed_s;
  Figure offload_s;
  Figure optimizer_s;
  Figure microbatches;
  Figure weights_B;
  Figure gradients_B;
  Figure optimizer_state_B;
  Figure activations_B;
  // Offloaded activations and optimizer state, per accelerator and as a share of the node's host
  // memory (above 1 the offload does not fit).
  Figure host_memory_per_accelerator_B;
  Figure host_memory_share;

  bool fitsMemory() const { return memory_share_of_hbm.value <= 1; }
  bool fitsHostMemory() const { return !(host_memory_share.value > 1); }

  // Calls v(name, figure) for every figure; the names are the JSON keys under "training.".
  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("step_time_s", step_time_s);
    v("samples_per_s", samples_per_s);
    v("tokens_per_s", tokens_per_s);
    v("mfu", mfu);
    v("comm_fraction", comm_fraction);
    v("scaling_efficiency", scaling_efficiency);
    v("memory_per_accelerator_B", memory_per_accelerator_B);
    v("memory_share_of_hbm", memory_share_of_hbm);
    v("steps_to_train", steps_to_train);
    v("failure_free_time_s", failure_free_time_s);
    v("compute_s", compute_s);
    v("recompute_s", recompute_s);
    v("tp_comm_s", tp_comm_s);
    v("ep_comm_s", ep_comm_s);
    v("cp_comm_s", cp_comm_s);
    v("pp_comm_s", pp_comm_s);
    v("pp_bubble_s", pp_bubble_s);
    v("dp_comm_s", dp_comm_s);
    v("dp_comm_exposed_s", dp_comm_exposed_s);
    v("offload_s", offload_s);
    v("optimizer_s", optimizer_s);
    v("microbatches", microbatches);
    v("weights_B", weights_B);
    v("gradients_B", gradients_B);
    v("optimizer_state_B", optimizer_state_B);
    v("activations_B", activations_B);
    v("host_memory_per_accelerator_B", host_memory_per_accelerator_B);
    v("host_memory_share", host_memory_share);
  }
};

// Calculon-style analytic model of one training step (see TrainingStep.h). Does not allocate;
// two step evaluations (N accelerators and one).
TrainingResults evaluateTraining(const model::Config &config);

// Share of the step the accelerators compute (compute_s / step_time_s, clamped to [0, 1]): the
// utilisation the power model draws at. One definition for evaluate() and the sweeps.
double acceleratorBusyFraction(const TrainingResults &training);

} // namespace snp::sim

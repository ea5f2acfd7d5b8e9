#pragma once

#include "model/Config.h"
#include "sim/training/StepPricer.h"

namespace snp::sim {

// Where one training step's time goes on the slowest accelerator, in seconds.
struct StepBreakdown {
  double compute_s = 0;         // forward, backward and recompute of every microbatch, plus the compute
                                // stolen by communication running underneath
  double recompute_s = 0;       // the replayed forward, included in compute_s
  double tp_comm_s = 0;         // exposed tensor-parallel collectives
  double ep_comm_s = 0;         // exposed expert-parallel all-to-alls
  double cp_comm_s = 0;         // context-parallel key and value exchange
  double pp_comm_s = 0;         // pipeline sends between stages
  double pp_bubble_s = 0;       // pipeline fill and drain
  double dp_comm_s = 0;         // the whole gradient collective
  double dp_comm_exposed_s = 0; // what backward does not hide of it
  double offload_s = 0;         // activation copies to and from host memory that compute does not hide
  double optimizer_s = 0;       // on the device, or on the CPUs for the offloaded share, whichever is longer
  double microbatches = 0;      // per pipeline, per step

  double total() const {
    return compute_s + tp_comm_s + ep_comm_s + cp_comm_s + pp_comm_s + pp_bubble_s + dp_comm_exposed_s +
           offload_s + optimizer_s;
  }
};

// The step of `workload` on the machine of `config` (the workload is passed apart so that
// variants can be evaluated without copying the Config). Transformers: tensor, pipeline
// (1F1B, interleaved) and data parallelism; ResNet-50, BERT-large and Custom: pure data
// parallelism over tp × cp × pp × dp ranks. Does not allocate.
StepBreakdown trainingStep(const model::Config &config, const model::Workload &workload);
// The same, priced through `pricer` (its configuration is the machine), so that steps evaluated
// together price each of their shared parts once.
StepBreakdown trainingStep(StepPricer &pricer, const model::Workload &workload);

// Pipeline fill and drain in stage times (one microbatch's forward and backward on one stage).
// 1F1B runs m microbatches through p stages in m + p − 1 stage times (Narayanan et al. 2021,
// §2.2): p − 1 of bubble whatever m. Interleaving v model chunks per device cuts the bubble to
// (p − 1)/v when m ≥ p; with fewer microbatches than stages nothing fills the gaps, and one
// microbatch still has to cross all p devices (p stage times), so the schedule takes
// p + (m − 1)/v stage times. The larger of the two covers both cases.
double pipelineBubbleStages(double pp, double microbatches, double interleave);

// Accelerators the workload runs on: tp × cp × pp × dp.
int trainingRanks(const model::Workload &workload);

// The reference of the scaling efficiency: the smallest configuration that runs the same model
// with the same batch per accelerator — one data-parallel replica (tp × pp accelerators of a
// transformer, one accelerator of a data-parallel workload) given the replica's share of the
// global batch. Its ranks sit where replica 0 of the full run sits.
model::Workload scalingReferenceWorkload(const model::Workload &workload);

// Data-parallel replicas of the workload: dp for a transformer, every rank otherwise.
int dataParallelReplicas(const model::Workload &workload);

// Ranks holding the same weights, over which gradients are reduced and state sharded: dp × cp for a
// transformer, every rank otherwise.
int gradientReplicas(const model::Workload &workload);

} // namespace snp::sim

#include "sim/training/TrainingResults.h"

#include "model/Message.h"

#include "model/WorkloadSize.h"
#include "sim/training/TimeToTrain.h"
#include "sim/training/TrainingDevice.h"
#include "sim/training/TrainingMemory.h"
#include "sim/training/TrainingStep.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <initializer_list>

namespace snp::sim {

namespace {

// What a "token" is for the workload: the throughput in tokens reads differently for each.
model::Message tokensPerSampleAssumption(model::WorkloadKind kind) {
  switch (kind) {
  case model::WorkloadKind::ResNet50: return SNP_MESSAGE("Figure", "ResNet-50 counts one token per image");
  case model::WorkloadKind::BertLarge:
    return SNP_MESSAGE("Figure", "BERT-large counts the 512 tokens of a phase-2 sequence");
  case model::WorkloadKind::Transformer:
    return SNP_MESSAGE("Figure", "a sample is one sequence, as many tokens as the model's sequence length");
  case model::WorkloadKind::Custom:
    return SNP_MESSAGE("Figure", "tokens per sample as the custom workload gives them");
  }
  return {};
}

template <std::size_t N>
Figure seconds(double value, model::Message formula, const Term (&terms)[N], model::Message assumption = {}) {
  return Figure(value, "s", formula, terms, assumption);
}

template <std::size_t N>
Figure bytes(double value, model::Message formula, const Term (&terms)[N], model::Message assumption = {}) {
  return Figure(value, "B", formula, terms, assumption);
}

// The weights one accelerator holds a share of: the model split over tp × pp.
double parametersPerAccelerator(const model::Workload &w) {
  return model::parameterCount(w) / (std::max(1, w.parallelism.tp) * std::max(1, w.parallelism.pp));
}

// Step time, throughput, utilisation, scaling and the time to train: what a run delivers.
void setThroughputFigures(StepPricer &pricer, const StepBreakdown &s, TrainingResults &r) {
  const model::Config &config = pricer.config();
  const model::Workload &w = config.workload;
  const model::Workload reference = scalingReferenceWorkload(w);
  const double reference_samples_per_s = reference.global_batch / trainingStep(pricer, reference).total();
  const double ranks = trainingRanks(w);
  const double step_s = s.total();
  const double samples_per_s = w.global_batch / step_s;
  const double tokens = model::tokensPerSample(w);
  const double flops_per_sample = model::flopsPerSample(w);
  const double peak = config.accelerator.peak_flops[static_cast<std::size_t>(w.precision)];
  const double exposed_comm = s.tp_comm_s + s.ep_comm_s + s.cp_comm_s + s.pp_comm_s + s.dp_comm_exposed_s;
  const double replicas = dataParallelReplicas(w);
  const model::Parallelism &par = w.parallelism;
  const double steps = stepsToTrain(w);

  r.step_time_s = Figure(
      step_s, "s",
      SNP_MESSAGE("Figure",
                  "compute + tp_comm + ep_comm + cp_comm + pp_comm + pp_bubble + dp_comm_exposed + offload + "
                  "optimizer"),
      {{"compute_s", s.compute_s, "s"},
       {"tp_comm_s", s.tp_comm_s, "s"},
       {"ep_comm_s", s.ep_comm_s, "s"},
       {"cp_comm_s", s.cp_comm_s, "s"},
       {"pp_comm_s", s.pp_comm_s, "s"},
       {"pp_bubble_s", s.pp_bubble_s, "s"},
       {"dp_comm_exposed_s", s.dp_comm_exposed_s, "s"},
       {"offload_s", s.offload_s, "s"},
       {"optimizer_s", s.optimizer_s, "s"}},
      SNP_MESSAGE("Figure", "Calculon-style analytic model, held against published training runs: its "
                            "error band says how closely"));
  r.samples_per_s = Figure(samples_per_s, "samples/s", SNP_MESSAGE("Figure", "global_batch / step_time"),
                           {{"global_batch", double(w.global_batch), ""}, {"step_time_s", step_s, "s"}});
  r.tokens_per_s =
      Figure(samples_per_s * tokens, "tokens/s", SNP_MESSAGE("Figure", "samples_per_s × tokens per sample"),
             {{"samples_per_s", samples_per_s, "samples/s"}, {"tokens_per_sample", tokens, ""}},
             tokensPerSampleAssumption(w.kind));
  r.mfu = Figure(
      flops_per_sample * samples_per_s / (ranks * peak), "ratio",
      SNP_MESSAGE("Figure", "flops_per_sample × samples_per_s / (accelerators × peak)"),
      {{"flops_per_sample", flops_per_sample, "FLOP"},
       {"samples_per_s", samples_per_s, "samples/s"},
       {"accelerators", ranks, ""},
       {"peak_flops", peak, "FLOP/s"}},
      SNP_MESSAGE("Figure",
                  "model FLOPs = 3 × forward (transformer 6N + 12Lhs per token); recompute not counted"));
  r.comm_fraction =
      Figure(exposed_comm / step_s, "ratio",
             SNP_MESSAGE("Figure", "(tp_comm + ep_comm + cp_comm + pp_comm + dp_comm_exposed) / step_time"),
             {{"tp_comm_s", s.tp_comm_s, "s"},
              {"ep_comm_s", s.ep_comm_s, "s"},
              {"pp_comm_s", s.pp_comm_s, "s"},
              {"dp_comm_exposed_s", s.dp_comm_exposed_s, "s"},
              {"step_time_s", step_s, "s"}});
  r.scaling_efficiency = Figure(
      samples_per_s / (replicas * reference_samples_per_s), "ratio",
      SNP_MESSAGE("Figure", "samples_per_s(N) / (replicas × samples_per_s(one replica))"),
      {{"samples_per_s", samples_per_s, "samples/s"},
       {"replicas", replicas, ""},
       {"replica_accelerators", double(trainingRanks(reference)), ""},
       {"replica_samples_per_s", reference_samples_per_s, "samples/s"}},
      par.sharding != model::Sharding::None
          ? SNP_MESSAGE("Figure", "one data-parallel replica with its share of the batch is the reference; "
                                  "optimizer sharding splits the optimizer step over the replicas, which "
                                  "can make scaling slightly super-linear")
          : SNP_MESSAGE("Figure", "one data-parallel replica with its share of the batch is the reference: "
                                  "the same model and batch per accelerator, without the gradient "
                                  "synchronisation"));
  r.steps_to_train =
      Figure(steps, "", SNP_MESSAGE("Figure", "⌈tokens_to_train / (global_batch × tokens per sample)⌉"),
             {{"tokens_to_train", w.tokens_to_train, ""},
              {"global_batch", double(w.global_batch), ""},
              {"tokens_per_sample", tokens, ""}},
             SNP_MESSAGE("Figure", "0: no token budget set (workload.tokens_to_train)"));
  r.failure_free_time_s = seconds(
      usefulComputeS(config, step_s), SNP_MESSAGE("Figure", "steps_to_train × (step_time + overhead)"),
      {{"steps_to_train", steps, ""},
       {"step_time_s", step_s, "s"},
       {"step_overhead_s", w.step_overhead_s, "s"}},
      steps > 0 ? SNP_MESSAGE("Figure", "before failures; reliability.expected_wall_time_s adds them")
                : SNP_MESSAGE("Figure", "no token budget: reliability.training_duration_s"));
}

// The parts of one step's time: compute, each parallelism's communication, the bubble, the optimizer.
void setStepPartFigures(const model::Config &config, const StepBreakdown &s, TrainingResults &r) {
  const model::Workload &w = config.workload;
  const model::Parallelism &par = w.parallelism;
  const double tp = std::max(1, par.tp), pp = std::max(1, par.pp), dp = std::max(1, par.dp);
  const double interleave = std::max(1, par.interleave);
  const double peak = config.accelerator.peak_flops[static_cast<std::size_t>(w.precision)];
  const DeviceRates rates = deviceRates(config, w.precision);
  const bool vector_published =
      config.accelerator.vector_flops[static_cast<std::size_t>(vectorPrecision(w.precision))] > 0;
  const double parameters = parametersPerAccelerator(w);
  const double gradient_value_bytes = model::bytesPerValue(w.gradient_precision);
  const double hbm = config.accelerator.hbm_bandwidth_Bps;
  const Term microbatches{"microbatches", s.microbatches, ""};
  const Term blocks{"stage_blocks", model::stageBlocks(w), ""};
  const Term parameters_term{"parameters_per_accelerator", parameters, ""};

  r.compute_s = seconds(
      s.compute_s, SNP_MESSAGE("Figure", "microbatches × stage blocks × (forward + backward + recompute)"),
      {microbatches,
       blocks,
       {"peak_flops", peak, "FLOP/s"},
       {"power_cap_throughput", powerCapThroughput(config.accelerator, operatingCapW(config)), ""},
       {"matrix_sustained_scale", rates.matrix_scale, ""},
       {"matrix_efficiency_ceiling", rates.matrix_ceiling, ""},
       {"vector_flops", rates.vector_flops, "FLOP/s"},
       {"hbm_bandwidth", hbm, "B/s"},
       {"memory_sustained_scale", rates.memory_scale, ""}},
      vector_published ? SNP_MESSAGE("Figure", "op time = FLOPs / (peak × efficiency(GFLOP)) + bytes / (HBM "
                                               "× efficiency(MB)); vector engine at accelerator.vector_flops")
                       : SNP_MESSAGE("Figure", "op time = FLOPs / (peak × efficiency(GFLOP)) + bytes / (HBM "
                                               "× efficiency(MB)); vector rate unpublished "
                                               "(accelerator.vector_flops 0): 1/4 of the matrix peak"));
  r.recompute_s = seconds(
      s.recompute_s, SNP_MESSAGE("Figure", "microbatches × stage blocks × replayed forward ops"),
      {microbatches, blocks},
      SNP_MESSAGE("Figure", "selective replays the attention core, selective per op all but the "
                            "attention kernel and every other matrix multiply, full the whole block"));
  r.tp_comm_s =
      seconds(s.tp_comm_s, SNP_MESSAGE("Figure", "microbatches × stage blocks × tensor-parallel collectives"),
              {microbatches, blocks, {"tp", tp, ""}},
              SNP_MESSAGE("Figure", "exposed unless overlap_tp; sequence parallelism turns all-reduces into "
                                    "all-gather + reduce-scatter"));
  r.ep_comm_s = seconds(
      s.ep_comm_s,
      SNP_MESSAGE("Figure", "microbatches × stage blocks × expert share × all-to-alls × (1 − overlap)"),
      {microbatches,
       blocks,
       {"ep", double(std::max(1, par.ep)), ""},
       {"experts", double(w.transformer.experts), ""},
       {"experts_per_token", double(w.transformer.experts_per_token), ""},
       {"overlap", w.overlap_ep ? w.overlap_fraction : 0, "ratio"}},
      SNP_MESSAGE("Figure", "dispatch and combine, forward and backward, of tokens × top-k × capacity × "
                            "hidden over the expert-parallel ranks, on the network's all-to-all"));
  r.cp_comm_s = seconds(
      s.cp_comm_s,
      SNP_MESSAGE("Figure", "microbatches × stage blocks × (key/value all-gathers + reduce-scatters)"),
      {microbatches, blocks, {"cp", double(std::max(1, par.cp)), ""}},
      SNP_MESSAGE("Figure", "the keys and values of the whole sequence gathered for attention, their "
                            "gradients reduce-scattered back; exposed (Llama 3's all-gather context "
                            "parallelism)"));
  r.pp_comm_s = seconds(
      s.pp_comm_s, SNP_MESSAGE("Figure", "microbatches × 2 × interleave × stage send × (1 − overlap)"),
      {microbatches,
       {"interleave", interleave, ""},
       {"pp", pp, ""},
       {"overlap", w.overlap_pp ? w.overlap_fraction : 0, "ratio"}},
      SNP_MESSAGE("Figure", "each tensor-parallel rank sends its 1/tp share (scatter-gather)"));
  r.pp_bubble_s = seconds(
      s.pp_bubble_s, SNP_MESSAGE("Figure", "max((PP − 1)/v, PP − m + (m − 1)/v) × stage time per microbatch"),
      {{"pp", pp, ""}, {"interleave", interleave, ""}, microbatches},
      SNP_MESSAGE("Figure", "1F1B schedule, interleaved over v chunks per device (Narayanan et "
                            "al. 2021); with fewer microbatches than stages the chunks wait"));
  r.dp_comm_s = seconds(
      s.dp_comm_s,
      SNP_MESSAGE("Figure", "gradient reduction + parameter gathers of the sharding level, per step"),
      {{"dp", dp, ""},
       {"gradient_bytes", parameters * gradient_value_bytes * w.gradient_compression, "B"},
       {"compression", w.gradient_compression, "ratio"}},
      SNP_MESSAGE("Figure", "none: all-reduce; optimizer: reduce-scatter + all-gather; gradients: "
                            "reduce-scatter every microbatch; full: also an all-gather of the weights "
                            "before each forward and backward (ZeRO stages 1-3)"));
  r.dp_comm_exposed_s =
      seconds(s.dp_comm_exposed_s,
              SNP_MESSAGE("Figure", "dp_comm − overlap_fraction × (min(reductions, backward window) + "
                                    "min(gathers, forward window))"),
              {{"dp_comm_s", s.dp_comm_s, "s"},
               {"overlap_fraction", w.overlap_fraction, "ratio"},
               {"overlap_dp", w.overlap_dp ? 1.0 : 0.0, ""},
               {"overlap_param_gather", w.overlap_param_gather ? 1.0 : 0.0, ""}},
              SNP_MESSAGE("Figure", "hidden part steals compute (processor usage: 0.15 in the scale-up "
                                    "domain, 0.15 across it for a GPU, 0 for a TPU)"));
  const Term host_link{"host_link_Bps", config.accelerator.host_link_Bps, "B/s"};
  r.offload_s = seconds(
      s.offload_s,
      SNP_MESSAGE("Figure", "microbatches × offloaded blocks × (copy out + copy back − what the next "
                            "block's compute hides)"),
      {microbatches,
       {"offload_activation_blocks", double(w.offload_activation_blocks), ""},
       {"block_activations_B", storedBlockActivationBytes(w), "B"},
       host_link},
      SNP_MESSAGE("Figure", "each offloaded block's activations go to host memory beside the next block's "
                            "forward and come back beside its backward (Transformer Engine's CPU offload)"));
  const double offloaded = w.offloadedOptimizerShare();
  r.optimizer_s = seconds(
      s.optimizer_s,
      offloaded > 0
          ? SNP_MESSAGE("Figure", "max(device Adam over the kept share, slowest of gradients to host, CPU "
                                  "Adam, weights to device over the offloaded share)")
          : SNP_MESSAGE("Figure", "Adam: parameters × (11 FLOP, grads + 2 × state + weights bytes)"),
      {parameters_term,
       {"hbm_bandwidth", hbm, "B/s"},
       {"offload_optimizer_fraction", offloaded, "ratio"},
       host_link,
       {"host_memory_bandwidth_Bps", config.node.host_memory_bandwidth_Bps, "B/s"}},
      SNP_MESSAGE("Figure", "memory-bound streaming of the fp32 optimizer state; an offloaded share runs "
                            "on the CPUs beside the device's (Megatron-Core's HybridDeviceOptimizer)"));
  r.microbatches = Figure(s.microbatches, "", SNP_MESSAGE("Figure", "global batch / (microbatch × dp)"),
                          {{"global_batch", double(w.global_batch), ""},
                           {"microbatch", double(w.microbatch), ""},
                           {"dp", dp, ""}});
}

// What one accelerator holds: weights, gradients, optimizer state and activations, against its HBM.
void setMemoryFigures(const model::Config &config, TrainingResults &r) {
  const model::Workload &w = config.workload;
  const MemoryFootprint memory = memoryFootprint(w);
  const model::Parallelism &par = w.parallelism;
  const double tp = std::max(1, par.tp), pp = std::max(1, par.pp);
  const Term blocks{"stage_blocks", model::stageBlocks(w), ""};
  const Term parameters_term{"parameters_per_accelerator", parametersPerAccelerator(w), ""};
  const double value_bytes = model::bytesPerValue(w.precision);
  const double gradient_value_bytes = model::bytesPerValue(w.gradient_precision);
  const model::StateShards shards = model::stateShards(par.sharding, gradientReplicas(w));

  r.memory_per_accelerator_B = Figure(
      memory.total(), "B", SNP_MESSAGE("Figure", "weights + gradients + optimizer state + activations"),
      {{"weights_B", memory.weights_B, "B"},
       {"gradients_B", memory.gradients_B, "B"},
       {"optimizer_state_B", memory.optimizer_B, "B"},
       {"activations_B", memory.activations_B, "B"},
       {"hbm_capacity_B", config.accelerator.hbm_capacity_B, "B"}},
      SNP_MESSAGE("Figure", "mixed-precision Adam: fp32 gradients, master weights and moments"));
  r.memory_share_of_hbm = Figure(
      memory.total() / config.accelerator.hbm_capacity_B, "ratio",
      SNP_MESSAGE("Figure", "memory per accelerator / accelerator.hbm_capacity_B"),
      {{"memory_per_accelerator_B", memory.total(), "B"},
       {"hbm_capacity_B", config.accelerator.hbm_capacity_B, "B"}},
      SNP_MESSAGE("Figure", "activations included, which validation's memory check leaves out; above 100 % "
                            "the step does not fit"));
  r.weights_B = bytes(
      memory.weights_B,
      SNP_MESSAGE("Figure", "parameters per accelerator × bytes per value / shards (+ 2 gathered blocks)"),
      {parameters_term, {"bytes_per_value", value_bytes, "B"}, {"shards", shards.weights, ""}},
      SNP_MESSAGE("Figure", "full sharding gathers the running block's weights and prefetches the next"));
  r.gradients_B = bytes(
      memory.gradients_B, SNP_MESSAGE("Figure", "parameters per accelerator × bytes per gradient / shards"),
      {parameters_term, {"bytes_per_gradient", gradient_value_bytes, "B"}, {"shards", shards.gradients, ""}},
      SNP_MESSAGE("Figure", "gradients accumulate in workload.gradient_precision"));
  r.optimizer_state_B =
      bytes(memory.optimizer_B,
            SNP_MESSAGE("Figure", "parameters per accelerator × (master + 2 moments) bytes / shards"),
            {parameters_term,
             {"bytes_per_parameter", model::stateBytesPerParameter(w).optimizer, "B"},
             {"shards", shards.optimizer, ""}},
            SNP_MESSAGE("Figure", "sharding optimizer, gradients or full splits the state over dp"));
  r.activations_B =
      bytes(memory.activations_B,
            SNP_MESSAGE("Figure", "per-block activations × stage blocks × microbatches in flight"),
            {blocks, {"microbatch", double(w.microbatch), ""}, {"tp", tp, ""}, {"pp", pp, ""}},
            SNP_MESSAGE("Figure", "Korthikanti et al. 2022 §4; checkpoints only under full recompute"));
  const double per_node = memory.host_B * std::max(1, config.node.accelerators);
  r.host_memory_per_accelerator_B =
      bytes(memory.host_B,
            SNP_MESSAGE("Figure", "offloaded blocks × block activations × microbatches in flight + offloaded "
                                  "share × optimizer state"),
            {{"offload_activation_blocks", double(w.offload_activation_blocks), ""},
             {"offload_optimizer_fraction", w.offload_optimizer_fraction, "ratio"}},
            SNP_MESSAGE("Figure", "what leaves the accelerator's memory for the host's"));
  r.host_memory_share = Figure(
      config.node.host_memory_B > 0 ? per_node / config.node.host_memory_B : 0, "ratio",
      SNP_MESSAGE("Figure", "host memory per accelerator × accelerators per node / node.host_memory_B"),
      {{"host_memory_per_node_B", per_node, "B"}, {"host_memory_B", config.node.host_memory_B, "B"}},
      SNP_MESSAGE("Figure", "above 100 % the offload does not fit; the framework and data loaders need "
                            "some of it too"));
}

} // namespace

TrainingResults evaluateTraining(const model::Config &config) {
  // The step and its scaling reference share their blocks and collectives.
  StepPricer pricer(config);
  const StepBreakdown step = trainingStep(pricer, config.workload);
  TrainingResults r;
  setThroughputFigures(pricer, step, r);
  setStepPartFigures(config, step, r);
  setMemoryFigures(config, r);
  return r;
}

double acceleratorBusyFraction(const TrainingResults &training) {
  const double step = training.step_time_s.value;
  return step > 0 ? std::clamp(training.compute_s.value / step, 0.0, 1.0) : 0.0;
}

} // namespace snp::sim

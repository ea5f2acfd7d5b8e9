#include "sim/TrainingStep.h"

#include "model/WorkloadSize.h"
#include "sim/ComputeEfficiency.h"
#include "sim/TrainingBlock.h"
#include "sim/TrainingComm.h"
#include "sim/TrainingDevice.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

double pipelineBubbleStages(double pp, double microbatches, double interleave) {
  const double p = std::max(1.0, pp), m = std::max(1.0, microbatches), v = std::max(1.0, interleave);
  return std::max((p - 1) / v, (p - m) + (m - 1) / v);
}

namespace {

using model::WorkloadKind;

// Adam per parameter: ~11 vector FLOPs; reads the gradient, reads and writes the fp32 master
// weight and both moments, writes the working-precision weight.
constexpr double kAdamFlopsPerParameter = 11;

// ResNet-50's mean convolution, for the efficiency table: 53 conv/fc layers, each run
// forward, for activation and for weight gradients.
constexpr double kPasses = 3;
constexpr double kResNet50Gemms = 53;
// HBM passes over each stored activation value per step. Unfused batch norm and ReLU make
// ResNet-50 memory-bound: forward, the convolution writes its output, batch norm reads it
// twice (statistics, then normalise) and writes, ReLU reads and writes, the next layer reads
// (7); backward, ReLU and batch norm read output and gradient and write a gradient, the
// convolutions read them (about 6). 13 puts an A100 at NVIDIA's published 2,470 img/s; the
// V100's 1,200 img/s then follows within 10 % (tests/sim/resnet_validation_test.cpp).
constexpr double kResNet50TouchesPerActivation = 13;

double optimizerTime(const DeviceRates &rates, double parameters, model::Precision precision) {
  const model::StateBytesPerParameter state = model::stateBytesPerParameter(precision);
  const double bytes = parameters * (state.gradient + 2 * state.optimizer + state.weight);
  return vectorOpTime(rates, kAdamFlopsPerParameter * parameters, bytes);
}

// Compute the data-parallel traffic can hide behind: the whole forward and backward of the step,
// and the parts that follow the last gradient and precede the first use of a weight.
struct OverlapWindows {
  double step_forward_s = 0;
  double step_backward_s = 0;
  double first_forward_s = 0; // before the first microbatch needs the last-gathered weights
  double last_backward_s = 0; // after the last microbatch has produced the gradients
};

// The data-parallel collectives of one step by sharding level (ZeRO, SC 2020, §5): unsharded
// all-reduces the gradients once; stage 1 reduce-scatters them and all-gathers the updated
// parameters; stage 2 keeps only its shard of the gradient, so it reduce-scatters after every
// microbatch; stage 3 also all-gathers each block's weights before its forward and again before its
// backward, every microbatch (FSDP FULL_SHARD). Gradient reductions hide behind the backward when
// overlap_dp, parameter gathers behind the forward when overlap_param_gather; the hidden part still
// costs compute through the processor usage of the tier carrying it.
void addDataParallelComm(StepBreakdown &step, const model::Config &config, const model::Workload &w,
                         double parameters, double microbatches, const OverlapWindows &windows,
                         CommGroup group) {
  const double weight_bytes = parameters * model::bytesPerValue(w.precision);
  const double gradient_bytes = weight_bytes * w.gradient_compression;
  auto op = [&](Collective c, double bytes) { return collectiveTime(config, c, bytes, group); };

  double backward_once = 0, backward_each = 0, forward_once = 0, forward_each = 0;
  switch (w.parallelism.sharding) {
  case model::Sharding::None: backward_once = op(Collective::AllReduce, gradient_bytes); break;
  case model::Sharding::Optimizer:
    backward_once = op(Collective::ReduceScatter, gradient_bytes);
    forward_once = op(Collective::AllGather, weight_bytes);
    break;
  case model::Sharding::Gradients:
    backward_each = op(Collective::ReduceScatter, gradient_bytes);
    forward_once = op(Collective::AllGather, weight_bytes);
    break;
  case model::Sharding::Full:
    backward_each = op(Collective::ReduceScatter, gradient_bytes) + op(Collective::AllGather, weight_bytes);
    forward_each = op(Collective::AllGather, weight_bytes);
    break;
  }
  const double backward = backward_once + microbatches * backward_each;
  const double forward = forward_once + microbatches * forward_each;
  const double backward_window = backward_each > 0 ? windows.step_backward_s : windows.last_backward_s;
  const double forward_window = forward_each > 0 ? windows.step_forward_s : windows.first_forward_s;
  const double hidden = (w.overlap_dp ? w.overlap_fraction * std::min(backward, backward_window) : 0) +
                        (w.overlap_param_gather ? w.overlap_fraction * std::min(forward, forward_window) : 0);
  step.dp_comm_s = backward + forward;
  step.dp_comm_exposed_s = step.dp_comm_s - hidden;
  step.compute_s += hidden * processorUsage(group);
}

// `count` collectives of one kind; skips the evaluation when there are none.
double repeatedCollective(const model::Config &config, int count, Collective op, double bytes,
                          CommGroup group) {
  return count > 0 ? count * collectiveTime(config, op, bytes, group) : 0;
}

double tensorParallelTime(const model::Config &config, const BlockCost &block, CommGroup group) {
  return repeatedCollective(config, block.tp_all_reduces, Collective::AllReduce, block.tp_bytes, group) +
         repeatedCollective(config, block.tp_all_gathers, Collective::AllGather, block.tp_bytes, group) +
         repeatedCollective(config, block.tp_reduce_scatters, Collective::ReduceScatter, block.tp_bytes,
                            group);
}

// The output layer (logits over the vocabulary, vocabulary-parallel over TP) runs on the last
// stage after its blocks, forward and twice backward, never recomputed. It lengthens the
// slowest stage, which paces the whole 1F1B pipeline.
double outputLayerTime(const DeviceRates &rates, const model::Workload &w) {
  const model::TransformerShape &t = w.transformer;
  const double tokens = double(w.microbatch) * t.sequence;
  const double vocabulary_shard = double(t.vocabulary) / std::max(1, w.parallelism.tp);
  const double flops = 2 * tokens * t.hidden * vocabulary_shard;
  const double bytes = (t.hidden * vocabulary_shard + tokens * t.hidden + tokens * vocabulary_shard) *
                       model::bytesPerValue(w.precision);
  return 3 * matrixOpTime(rates, flops, bytes);
}

StepBreakdown transformerStep(const model::Config &config, const model::Workload &w) {
  const model::Parallelism &par = w.parallelism;
  const DeviceRates rates = deviceRates(config.accelerator, w.precision);
  const BlockCost block = transformerBlockCost(rates, w);
  const ParallelGroups groups = parallelGroups(config.network.scaleup_domain, par);

  const double pp = std::max(1, par.pp);
  const double v = std::max(1, par.interleave);
  const double dp = std::max(1, par.dp);
  const double blocks = std::ceil(double(w.transformer.layers) / pp);
  const double m = std::max(1.0, std::floor(double(w.global_batch) / (double(w.microbatch) * dp)));

  // Tensor-parallel collectives sit between dependent GEMMs: exposed unless overlapped.
  const double tp_time = tensorParallelTime(config, block, groups.tp);
  const double tp_hidden = w.overlap_tp ? w.overlap_fraction * tp_time : 0;
  const double tp_stolen = tp_hidden * processorUsage(groups.tp);
  const double tp_exposed = tp_time - tp_hidden;

  // Each of the v model chunks of a stage sends its output forward and its gradient back.
  const double gather =
      block.pipeline_gathers ? collectiveTime(config, Collective::AllGather, block.tp_bytes, groups.tp) : 0;
  const double send =
      pp > 1 ? collectiveTime(config, Collective::Broadcast, block.pipeline_bytes, groups.pp_pair) + gather
             : 0;
  const double sends_per_microbatch = pp > 1 ? 2 * v : 0;

  const double block_compute = block.forward_s + block.backward_s + block.recompute_s + tp_stolen;
  // The last stage, with the output layer, is the slowest and sets the pipeline's pace.
  const double stage_compute = blocks * block_compute + outputLayerTime(rates, w);
  const double stage_microbatch = stage_compute + blocks * tp_exposed + sends_per_microbatch * send;

  StepBreakdown step;
  step.microbatches = m;
  step.compute_s = m * stage_compute;
  step.recompute_s = m * blocks * block.recompute_s;
  step.tp_comm_s = m * blocks * tp_exposed;
  step.pp_comm_s = m * sends_per_microbatch * send;
  if (w.overlap_pp) {
    const double hidden = w.overlap_fraction * step.pp_comm_s;
    step.pp_comm_s -= hidden;
    step.compute_s += hidden * processorUsage(groups.pp_pair);
  }
  step.pp_bubble_s = pipelineBubbleStages(pp, m, v) * stage_microbatch;

  const double parameters = model::parameterCount(w) / (double(std::max(1, par.tp)) * pp);
  // Gradients of a chunk are final after its last microbatch's backward: the earlier chunks'
  // reductions hide behind up to PP later microbatches each, the last chunk's behind its own
  // backward (Calculon's overlap window); the parameter gathers mirror it in the forward.
  const double chunks_in_window = (v - 1) * std::min(pp, m) + 1;
  const double stage_backward = blocks * (block.backward_s + block.recompute_s);
  const OverlapWindows windows{.step_forward_s = m * blocks * block.forward_s,
                               .step_backward_s = m * stage_backward,
                               .first_forward_s = chunks_in_window * blocks / v * block.forward_s,
                               .last_backward_s = chunks_in_window * stage_backward / v};
  addDataParallelComm(step, config, w, parameters, m, windows, groups.dp);

  step.optimizer_s =
      optimizerTime(rates, parameters / model::stateShards(par.sharding, int(dp)).optimizer, w.precision);
  return step;
}

// One microbatch, forward and backward, on one data-parallel replica.
double dataParallelMicrobatchTime(const DeviceRates &rates, const model::Workload &w, double microbatch) {
  const double flops = model::flopsPerSample(w) * microbatch;
  switch (w.kind) {
  case WorkloadKind::BertLarge: {
    // A transformer: the block model on one accelerator.
    model::Workload bert = w;
    bert.kind = WorkloadKind::Transformer;
    bert.transformer = model::kBertLargeShape;
    bert.microbatch = int(microbatch);
    bert.parallelism = {};
    bert.parallelism.recompute = w.parallelism.recompute;
    const BlockCost block = transformerBlockCost(rates, bert);
    return bert.transformer.layers * (block.forward_s + block.backward_s + block.recompute_s);
  }
  case WorkloadKind::ResNet50: {
    const double compute =
        flops / (rates.matrix_flops * matrixEfficiency(flops / (kResNet50Gemms * kPasses)));
    const double traffic = kResNet50TouchesPerActivation * model::kResNet50ActivationValuesPerImage *
                           model::bytesPerValue(w.precision) * microbatch;
    return compute + traffic / (rates.memory_Bps * memoryEfficiency(traffic));
  }
  case WorkloadKind::Transformer:
  case WorkloadKind::Custom:
    // Structure unknown: one matrix op per pass, no memory traffic.
    return flops / (rates.matrix_flops * matrixEfficiency(flops / kPasses));
  }
  return 0;
}

StepBreakdown dataParallelStep(const model::Config &config, const model::Workload &w) {
  const int ranks = trainingRanks(w);
  const DeviceRates rates = deviceRates(config.accelerator, w.precision);
  const double local_batch = std::max(1.0, std::floor(double(w.global_batch) / ranks));
  const double microbatch = std::clamp(double(w.microbatch), 1.0, local_batch);
  const double m = std::max(1.0, std::floor(local_batch / microbatch));

  const double microbatch_time = dataParallelMicrobatchTime(rates, w, microbatch);

  model::Parallelism replicas;
  replicas.dp = ranks;
  const CommGroup group = parallelGroups(config.network.scaleup_domain, replicas).dp;
  const double parameters = model::parameterCount(w);

  StepBreakdown step;
  step.microbatches = m;
  step.compute_s = m * microbatch_time;
  // A third of a microbatch's FLOPs are its forward, two thirds its backward.
  const double forward = microbatch_time / kPasses, backward = microbatch_time - forward;
  const OverlapWindows windows{.step_forward_s = m * forward,
                               .step_backward_s = m * backward,
                               .first_forward_s = forward,
                               .last_backward_s = backward};
  addDataParallelComm(step, config, w, parameters, m, windows, group);
  step.optimizer_s = optimizerTime(
      rates, parameters / model::stateShards(w.parallelism.sharding, ranks).optimizer, w.precision);
  return step;
}

} // namespace

int trainingRanks(const model::Workload &workload) {
  const model::Parallelism &par = workload.parallelism;
  return std::max(1, par.tp) * std::max(1, par.pp) * std::max(1, par.dp);
}

StepBreakdown trainingStep(const model::Config &config, const model::Workload &workload) {
  if (workload.kind == WorkloadKind::Transformer) return transformerStep(config, workload);
  return dataParallelStep(config, workload);
}

int dataParallelReplicas(const model::Workload &workload) {
  return workload.kind == WorkloadKind::Transformer ? std::max(1, workload.parallelism.dp)
                                                    : trainingRanks(workload);
}

model::Workload scalingReferenceWorkload(const model::Workload &workload) {
  model::Workload reference = workload;
  reference.global_batch = std::max(1, workload.global_batch / dataParallelReplicas(workload));
  reference.microbatch = std::clamp(workload.microbatch, 1, reference.global_batch);
  reference.parallelism.dp = 1;
  if (workload.kind != WorkloadKind::Transformer) {
    // Model parallelism does not apply: the ranks are all data-parallel.
    reference.parallelism.tp = 1;
    reference.parallelism.pp = 1;
  }
  return reference;
}

} // namespace snp::sim

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

double gradientSyncTime(const model::Config &config, double bytes, CommGroup group, bool sharded) {
  if (sharded)
    return collectiveTime(config, Collective::ReduceScatter, bytes, group) +
           collectiveTime(config, Collective::AllGather, bytes, group);
  return collectiveTime(config, Collective::AllReduce, bytes, group);
}

// Gradient communication overlaps the backward `window` when the workload asks for it; the
// hidden part still costs compute through the processor usage of the tier carrying it.
void exposeDataParallel(StepBreakdown &step, const model::Workload &w, double window, CommGroup group) {
  if (!w.overlap_dp) {
    step.dp_comm_exposed_s = step.dp_comm_s;
    return;
  }
  const double hidden = w.overlap_fraction * std::min(step.dp_comm_s, window);
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
  step.pp_bubble_s = pipelineBubbleStages(pp, m, v) * stage_microbatch;

  const double parameters = model::parameterCount(w) / (double(std::max(1, par.tp)) * pp);
  const double gradient_bytes = parameters * model::bytesPerValue(w.precision) * w.gradient_compression;
  step.dp_comm_s = gradientSyncTime(config, gradient_bytes, groups.dp, par.optimizer_sharding);
  // Gradients of a chunk are final after its last microbatch's backward: the earlier chunks'
  // reductions hide behind up to PP later microbatches each, the last chunk's behind its own
  // backward (Calculon's overlap window).
  const double chunk_backward = blocks / v * (block.backward_s + block.recompute_s);
  const double window = ((v - 1) * std::min(pp, m) + 1) * chunk_backward;
  exposeDataParallel(step, w, window, groups.dp);

  const double optimizer_ranks = par.optimizer_sharding ? dp : 1;
  step.optimizer_s = optimizerTime(rates, parameters / optimizer_ranks, w.precision);
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
  const double gradient_bytes = parameters * model::bytesPerValue(w.precision) * w.gradient_compression;

  StepBreakdown step;
  step.microbatches = m;
  step.compute_s = m * microbatch_time;
  step.dp_comm_s = gradientSyncTime(config, gradient_bytes, group, w.parallelism.optimizer_sharding);
  // The backward of the last microbatch (two thirds of its FLOPs) can hide the reduction.
  exposeDataParallel(step, w, microbatch_time * 2 / kPasses, group);
  const double optimizer_ranks = w.parallelism.optimizer_sharding ? ranks : 1;
  step.optimizer_s = optimizerTime(rates, parameters / optimizer_ranks, w.precision);
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

#include "sim/training/TrainingStep.h"

#include "model/WorkloadSize.h"
#include "sim/training/ComputeEfficiency.h"
#include "sim/training/HostOffload.h"
#include "sim/training/Overlap.h"
#include "sim/training/StepPricer.h"
#include "sim/training/TrainingBlock.h"
#include "sim/training/TrainingComm.h"
#include "sim/training/TrainingDevice.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

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

// The Adam step over one accelerator's shard of `parameters`: the device updates its share while
// the CPUs update the offloaded one.
double optimizerTime(const model::Config &config, const DeviceRates &rates, double parameters,
                     const model::Workload &w) {
  const model::StateBytesPerParameter state = model::stateBytesPerParameter(w);
  const double on_device = parameters * (1 - w.offloadedOptimizerShare());
  const double bytes = on_device * (state.gradient + 2 * state.optimizer + state.weight);
  return std::max(vectorOpTime(rates, kAdamFlopsPerParameter * on_device, bytes),
                  hostOptimizerS(config, w, parameters));
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
// Parameters whose gradients one group of replicas reduces: the dense part over all data-parallel
// ranks, each expert shard over its dp / ep replicas.
struct ReplicatedState {
  double parameters = 0;
  CommGroup group;
};

void addDataParallelComm(StepBreakdown &step, StepPricer &pricer, const model::Workload &w,
                         std::initializer_list<ReplicatedState> states, double microbatches,
                         const OverlapWindows &windows) {
  double backward_once = 0, backward_each = 0, forward_once = 0, forward_each = 0;
  for (const ReplicatedState &state : states) {
    // Weights are gathered in their working format, gradients reduced in theirs.
    const double weight_bytes = state.parameters * model::bytesPerValue(w.precision);
    const double gradient_bytes =
        state.parameters * model::bytesPerValue(w.gradient_precision) * w.gradient_compression;
    auto op = [&](Collective c, double bytes) { return pricer.collective(c, bytes, state.group); };
    switch (w.parallelism.sharding) {
    case model::Sharding::None: backward_once += op(Collective::AllReduce, gradient_bytes); break;
    case model::Sharding::Optimizer:
      backward_once += op(Collective::ReduceScatter, gradient_bytes);
      forward_once += op(Collective::AllGather, weight_bytes);
      break;
    case model::Sharding::Gradients:
      backward_each += op(Collective::ReduceScatter, gradient_bytes);
      forward_once += op(Collective::AllGather, weight_bytes);
      break;
    case model::Sharding::Full:
      backward_each +=
          op(Collective::ReduceScatter, gradient_bytes) + op(Collective::AllGather, weight_bytes);
      forward_each += op(Collective::AllGather, weight_bytes);
      break;
    }
  }
  const double backward = backward_once + microbatches * backward_each;
  const double forward = forward_once + microbatches * forward_each;
  const double backward_window = backward_each > 0 ? windows.step_backward_s : windows.last_backward_s;
  const double forward_window = forward_each > 0 ? windows.step_forward_s : windows.first_forward_s;
  const double hidden = (w.overlap_dp ? hiddenBehind(w, backward, backward_window) : 0) +
                        (w.overlap_param_gather ? hiddenBehind(w, forward, forward_window) : 0);
  step.dp_comm_s = backward + forward;
  step.dp_comm_exposed_s = step.dp_comm_s - hidden;
  step.compute_s += hidden * processorUsage(pricer.config().accelerator, states.begin()->group);
}

// `count` collectives of one kind; skips the evaluation when there are none.
double repeatedCollective(StepPricer &pricer, int count, Collective op, double bytes, CommGroup group) {
  return count > 0 ? count * pricer.collective(op, bytes, group) : 0;
}

double tensorParallelTime(StepPricer &pricer, const BlockCost &block, CommGroup group) {
  return repeatedCollective(pricer, block.tp_all_reduces, Collective::AllReduce, block.tp_bytes, group) +
         repeatedCollective(pricer, block.tp_all_gathers, Collective::AllGather, block.tp_bytes, group) +
         repeatedCollective(pricer, block.tp_reduce_scatters, Collective::ReduceScatter, block.tp_bytes,
                            group);
}

// The output layer (logits over the vocabulary, vocabulary-parallel over TP) runs on the last
// stage after its blocks, forward and twice backward, never recomputed. It lengthens the
// slowest stage, which paces the whole 1F1B pipeline.
double outputLayerTime(const DeviceRates &rates, const model::Workload &w) {
  const model::TransformerShape &t = w.transformer;
  const double tokens = double(w.microbatch) * t.sequence / std::max(1, w.parallelism.cp);
  const double vocabulary_shard = double(t.vocabulary) / std::max(1, w.parallelism.tp);
  const double flops = 2 * tokens * t.hidden * vocabulary_shard;
  const double bytes =
      t.hidden * vocabulary_shard * model::bytesPerValue(w.precision) +
      (tokens * t.hidden + tokens * vocabulary_shard) * model::bytesPerValue(w.activation_precision);
  return 3 * matrixOpTime(rates, flops, bytes);
}

// The mean block of a stage, dense and mixture-of-experts blocks in the stack's proportions, with
// the time of its tensor-parallel and expert-parallel collectives.
struct MeanBlock {
  double forward_s = 0, backward_s = 0, recompute_s = 0;
  double tp_s = 0, ep_s = 0, cp_s = 0;
};

double contextParallelTime(StepPricer &pricer, const BlockCost &block, CommGroup group) {
  return repeatedCollective(pricer, block.cp_all_gathers, Collective::AllGather, block.cp_bytes, group) +
         repeatedCollective(pricer, block.cp_reduce_scatters, Collective::ReduceScatter, block.cp_bytes,
                            group);
}

MeanBlock meanBlock(StepPricer &pricer, const DeviceRates &rates, const model::Workload &w,
                    const BlockCost &dense, const ParallelGroups &groups) {
  auto of = [&](const BlockCost &b) {
    return MeanBlock{
        b.forward_s,
        b.backward_s,
        b.recompute_s,
        tensorParallelTime(pricer, b, groups.tp),
        repeatedCollective(pricer, b.ep_dispatches, Collective::AllToAll, b.ep_dispatch_bytes, groups.ep) +
            repeatedCollective(pricer, b.ep_combines, Collective::AllToAll, b.ep_combine_bytes, groups.ep),
        contextParallelTime(pricer, b, groups.cp)};
  };
  const model::TransformerShape &t = w.transformer;
  if (!t.mixtureOfExperts() || t.layers <= 0) return of(dense);
  const MeanBlock d = of(dense);
  const MeanBlock x = of(pricer.block(rates, w, BlockKind::Experts));
  const double share = double(t.expertLayers()) / t.layers;
  auto mix = [share](double a, double b) { return (1 - share) * a + share * b; };
  return {mix(d.forward_s, x.forward_s),
          mix(d.backward_s, x.backward_s),
          mix(d.recompute_s, x.recompute_s),
          mix(d.tp_s, x.tp_s),
          mix(d.ep_s, x.ep_s),
          mix(d.cp_s, x.cp_s)};
}

// Collective time `time` of which overlap hides overlap_fraction when `overlaps`, but never more
// than the compute `window` running beside it: the exposed rest, and the compute the hidden part
// takes from the processor.
struct Exposure {
  double exposed_s = 0, stolen_s = 0;
};

Exposure expose(const model::Config &config, const model::Workload &w, double time, bool overlaps,
                double window, CommGroup group) {
  const double hidden = overlaps ? hiddenBehind(w, time, window) : 0;
  return {time - hidden, hidden * processorUsage(config.accelerator, group)};
}

StepBreakdown transformerStep(StepPricer &pricer, const model::Workload &w) {
  const model::Config &config = pricer.config();
  const model::Parallelism &par = w.parallelism;
  const DeviceRates rates = deviceRates(config, w.precision);
  const BlockCost block = pricer.block(rates, w);
  const ParallelGroups groups = parallelGroups(config.network.scaleup_domain, par);
  const MeanBlock mean = meanBlock(pricer, rates, w, block, groups);

  const double pp = std::max(1, par.pp);
  const double v = std::max(1, par.interleave);
  const double dp = std::max(1, par.dp);
  const double blocks = std::ceil(double(w.transformer.layers) / pp);
  const double m = std::max(1.0, std::floor(double(w.global_batch) / (double(w.microbatch) * dp)));

  // Tensor-parallel collectives sit between dependent GEMMs, the expert all-to-alls between the
  // router and the experts: exposed unless overlapped with a block's compute (another microbatch's,
  // as DualPipe pairs them), which bounds what they can hide behind.
  const double block_work = mean.forward_s + mean.backward_s + mean.recompute_s;
  const Exposure tp = expose(config, w, mean.tp_s, w.overlap_tp, block_work, groups.tp);
  const double tp_hidden = mean.tp_s - tp.exposed_s; // both share the same compute
  const Exposure ep = expose(config, w, mean.ep_s, w.overlap_ep, block_work - tp_hidden, groups.ep);

  // Each of the v model chunks of a stage sends its output forward and its gradient back.
  const double gather =
      block.pipeline_gathers ? pricer.collective(Collective::AllGather, block.tp_bytes, groups.tp) : 0;
  const double send =
      pp > 1 ? pricer.collective(Collective::Broadcast, block.pipeline_bytes, groups.pp_pair) + gather : 0;
  const double sends_per_microbatch = pp > 1 ? 2 * v : 0;

  const double block_compute =
      mean.forward_s + mean.backward_s + mean.recompute_s + tp.stolen_s + ep.stolen_s;
  // The last stage, with the output layer, is the slowest and sets the pipeline's pace.
  const double stage_compute = blocks * block_compute + outputLayerTime(rates, w);
  // The key and value gathers of context parallelism wait for the projections and feed attention
  // at once: exposed (Llama 3's all-gather variant).
  const double offload =
      activationOffloadExposedS(config, w, mean.forward_s, mean.backward_s + mean.recompute_s);
  const double stage_microbatch = stage_compute + blocks * (tp.exposed_s + ep.exposed_s + mean.cp_s) +
                                  sends_per_microbatch * send + offload;

  StepBreakdown step;
  step.microbatches = m;
  step.compute_s = m * stage_compute;
  step.recompute_s = m * blocks * mean.recompute_s;
  step.tp_comm_s = m * blocks * tp.exposed_s;
  step.ep_comm_s = m * blocks * ep.exposed_s;
  step.cp_comm_s = m * blocks * mean.cp_s;
  step.offload_s = m * offload;
  const Exposure sends =
      expose(config, w, m * sends_per_microbatch * send, w.overlap_pp, m * stage_compute, groups.pp_pair);
  step.pp_comm_s = sends.exposed_s;
  step.compute_s += sends.stolen_s;
  step.pp_bubble_s = pipelineBubbleStages(pp, m, v) * stage_microbatch;

  // Expert parameters are split over the ep ranks and replicated over dp / ep; the rest over dp.
  const double model_shards = double(std::max(1, par.tp)) * pp;
  const double experts = model::expertParameterCount(w) / model_shards;
  const double dense = model::parameterCount(w) / model_shards - experts;
  const double expert_shard = experts / std::max(1, par.ep);
  // Gradients of a chunk are final after its last microbatch's backward: the earlier chunks'
  // reductions hide behind up to PP later microbatches each, the last chunk's behind its own
  // backward (Calculon's overlap window); the parameter gathers mirror it in the forward.
  // Megatron-Core does the same: its pipeline schedules hold every microbatch's gradient sync but
  // the last one's (no_sync_func) and start each chunk's after its last backward (grad_sync_func,
  // core/pipeline_parallel/schedules.py).
  const double chunks_in_window = (v - 1) * std::min(pp, m) + 1;
  const double stage_backward = blocks * (mean.backward_s + mean.recompute_s);
  const OverlapWindows windows{.step_forward_s = m * blocks * mean.forward_s,
                               .step_backward_s = m * stage_backward,
                               .first_forward_s = chunks_in_window * blocks / v * mean.forward_s,
                               .last_backward_s = chunks_in_window * stage_backward / v};
  addDataParallelComm(step, pricer, w, {{dense, groups.dp}, {expert_shard, groups.expert_dp}}, m, windows);

  step.optimizer_s = optimizerTime(
      config, rates,
      (dense + expert_shard) / model::stateShards(par.sharding, par.gradientReplicas()).optimizer, w);
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
        flops / (rates.matrix_flops * rates.matrixEfficiency(flops / (kResNet50Gemms * kPasses)));
    const double traffic = kResNet50TouchesPerActivation * model::kResNet50ActivationValuesPerImage *
                           model::bytesPerValue(w.activation_precision) * microbatch;
    return compute + traffic / (rates.memory_Bps * rates.memoryEfficiency(traffic));
  }
  case WorkloadKind::Transformer:
  case WorkloadKind::Custom:
    // Structure unknown: one matrix op per pass, no memory traffic.
    return flops / (rates.matrix_flops * rates.matrixEfficiency(flops / kPasses));
  }
  return 0;
}

StepBreakdown dataParallelStep(StepPricer &pricer, const model::Workload &w) {
  const model::Config &config = pricer.config();
  const int ranks = trainingRanks(w);
  const DeviceRates rates = deviceRates(config, w.precision);
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
  addDataParallelComm(step, pricer, w, {{parameters, group}}, m, windows);
  step.optimizer_s = optimizerTime(
      config, rates, parameters / model::stateShards(w.parallelism.sharding, ranks).optimizer, w);
  return step;
}

} // namespace

int trainingRanks(const model::Workload &workload) {
  const model::Parallelism &par = workload.parallelism;
  return std::max(1, par.tp) * std::max(1, par.cp) * std::max(1, par.pp) * std::max(1, par.dp);
}

StepBreakdown trainingStep(StepPricer &pricer, const model::Workload &workload) {
  if (workload.kind == WorkloadKind::Transformer) return transformerStep(pricer, workload);
  return dataParallelStep(pricer, workload);
}

StepBreakdown trainingStep(const model::Config &config, const model::Workload &workload) {
  StepPricer pricer(config);
  return trainingStep(pricer, workload);
}

int dataParallelReplicas(const model::Workload &workload) {
  return workload.kind == WorkloadKind::Transformer ? std::max(1, workload.parallelism.dp)
                                                    : trainingRanks(workload);
}

int gradientReplicas(const model::Workload &workload) {
  return workload.kind == WorkloadKind::Transformer ? std::max(1, workload.parallelism.gradientReplicas())
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
    reference.parallelism.cp = 1;
    reference.parallelism.pp = 1;
  }
  return reference;
}

} // namespace snp::sim

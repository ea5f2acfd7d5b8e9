#include "sim/training/TrainingMemory.h"

#include "model/Precision.h"
#include "model/WorkloadSize.h"
#include "sim/training/TrainingStep.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

using model::Recompute;
using model::WorkloadKind;

struct BlockShape {
  double sequence, microbatch, hidden, heads, tp, cp;
  bool sequence_parallel;
  Recompute recompute;
  double queries = 0, keys = 0; // query and key (= value) projection widths
  double ffn = 0;               // MLP width a token passes through (experts: copies × expert width + shared)
  double routed_copies = 0;     // copies of each token sent to experts (mixture-of-experts blocks)
  bool gated_mlp = false;
  bool flash_attention = false;
  bool parallel_block = false;
};

BlockShape blockShape(const model::TransformerShape &t, double microbatch, const model::Workload &w) {
  const model::Parallelism &par = w.parallelism;
  return {double(t.sequence),
          microbatch,
          double(t.hidden),
          double(t.heads),
          double(std::max(1, par.tp)),
          double(std::max(1, par.cp)),
          par.sequence_parallel && par.tp > 1,
          par.recompute,
          double(t.heads) * t.headWidth(),
          double(t.keyValueHeads()) * t.headWidth(),
          double(t.ffn),
          0,
          t.gated_mlp,
          w.flash_attention,
          t.parallel_block};
}

// Korthikanti et al. eq. 1-6: bytes one block stores for one microbatch in 16-bit training,
// 34·sbh + 5·a·s²·b for their GPT. Per token: 10h that tensor parallelism does not split
// (layernorm inputs 4h, the two GEMM-pair inputs 4h, two dropout masks 2h); split by tp, the
// attention's Q, K, V and projection input (2q + 2k + 2k + 2q, = 8h with one key head per
// query head) and the MLP's intermediate tensors (4·ffn: first GEMM output and GeLU output; 6·ffn
// gated: gate, up and their product); 5·a·s per token for the scores, softmax and its dropout
// mask unless recomputed, or never stored (fused attention).
double blockActivationBytes16(const BlockShape &b, bool recompute_attention) {
  // Context parallelism keeps s / cp of the tokens, and the gathered keys and values of all s.
  const double sb = b.sequence * b.microbatch / b.cp;
  const double gathered_keys = 4 * b.keys * b.sequence * b.microbatch;
  const double split = 4 * b.queries + (b.gated_mlp ? 6 : 4) * b.ffn + 2 * b.hidden * b.routed_copies;
  const double scores = recompute_attention || b.flash_attention ? 0 : 5 * b.heads * b.sequence;
  // A parallel block has one layernorm input, one GEMM-pair input and one dropout mask.
  const double unsplit = (b.parallel_block ? 5 : 10) * b.hidden;
  return sb * ((b.sequence_parallel ? unsplit / b.tp : unsplit) + (split + scores) / b.tp) +
         gathered_keys / b.tp;
}

// Bytes one block stores under per-op selective recompute (torchtitan's selective_ac_option "op"):
// its input and the outputs of the ops it keeps, 2 bytes per value. Kept: the attention kernel's
// output and the odd-numbered matrix multiplies of the block in execution order: query (1st), value
// (3rd), and the gate (5th) and down (7th) projections of a gated MLP or the first projection (5th)
// of a GeLU one. The down projection's product is whole on each tensor-parallel rank until its
// reduction, whose output is kept too under sequence parallelism. The key projection is replayed, so
// only the local tokens' values are kept; context parallelism's gathered keys and values live inside
// the attention kernel, whose output is kept.
double selectiveOpBlockActivationBytes16(const BlockShape &b) {
  const double sb = b.sequence * b.microbatch / b.cp;
  const double input = b.sequence_parallel ? b.hidden / b.tp : b.hidden;
  const double attention = (b.queries + b.keys + (b.flash_attention ? b.queries : 0)) / b.tp;
  const double copies = b.routed_copies > 0 ? b.routed_copies : 1;
  const double mlp = b.ffn / b.tp + (b.gated_mlp ? copies * b.hidden : 0);
  const double reductions = b.sequence_parallel ? 2 * b.hidden / b.tp : 0;
  return 2 * sb * (input + attention + mlp + reductions);
}

// A mixture-of-experts block stores, per token, the dispatched copies before and after the experts
// (2h each) and the intermediate tensors of every expert it visits.
BlockShape expertBlockShape(BlockShape shape, const model::TransformerShape &t) {
  shape.routed_copies = t.experts_per_token * t.capacity_factor;
  shape.ffn = double(t.expertWidth()) * (shape.routed_copies + t.shared_experts);
  return shape;
}

// Bytes of the mean block, dense and expert blocks in the stack's proportions, as the shape's
// recompute setting stores them (full recompute: the whole block, as its replay holds it).
double meanBlockActivationBytes16(const BlockShape &dense, const model::TransformerShape &t) {
  auto bytes = [](const BlockShape &shape) {
    return shape.recompute == Recompute::SelectiveOp
               ? selectiveOpBlockActivationBytes16(shape)
               : blockActivationBytes16(shape, shape.recompute == Recompute::Selective);
  };
  if (!t.mixtureOfExperts() || t.layers <= 0) return bytes(dense);
  const double share = double(t.expertLayers()) / t.layers;
  return (1 - share) * bytes(dense) + share * bytes(expertBlockShape(dense, t));
}

double microbatchesInFlight(const model::Workload &w) {
  const model::Parallelism &par = w.parallelism;
  const double pp = std::max(1, par.pp);
  const double v = std::max(1, par.interleave);
  const double microbatches =
      std::max(1.0, std::floor(double(w.global_batch) / (double(w.microbatch) * std::max(1, par.dp))));
  return std::min(microbatches, pp) * (v > 1 ? 1 + (pp - 1) / (pp * v) : 1);
}

// What the blocks of a stage keep for their backward passes, split between the device and the host.
struct StoredActivations {
  double device_B = 0, host_B = 0;
};

StoredActivations transformerActivationBytes(const model::Workload &w) {
  const double scale = model::bytesPerValue(w.activation_precision) / 2;
  const double blocks = model::stageBlocks(w);
  const double offloaded = std::clamp(double(w.offload_activation_blocks), 0.0, blocks);
  const double kept = storedBlockActivationBytes(w);
  const double stored = kept * microbatchesInFlight(w);
  // Under full recompute one block at a time is replayed in full, on the device; per op, what one
  // block does not keep.
  const Recompute recompute = w.parallelism.recompute;
  double replay = 0;
  if (recompute == Recompute::Full || recompute == Recompute::SelectiveOp) {
    BlockShape whole = blockShape(w.transformer, w.microbatch, w);
    whole.recompute = Recompute::None;
    const double block = scale * meanBlockActivationBytes16(whole, w.transformer);
    replay = recompute == Recompute::Full ? block : block - kept;
  }
  return {stored * (blocks - offloaded) + replay, stored * offloaded};
}

// Only a transformer's blocks can be offloaded; the other kinds keep their activations on the device.
StoredActivations activationBytes(const model::Workload &w) {
  const double scale = model::bytesPerValue(w.activation_precision) / 2;
  switch (w.kind) {
  case WorkloadKind::Transformer: return transformerActivationBytes(w);
  case WorkloadKind::BertLarge: {
    model::Workload bert = w;
    bert.parallelism = {};
    bert.flash_attention = false;
    return {scale * blockActivationBytes16(blockShape(model::kBertLargeShape, w.microbatch, bert), false) *
            model::kBertLargeShape.layers};
  }
  case WorkloadKind::ResNet50:
    return {model::kResNet50ActivationValuesPerImage * model::bytesPerValue(w.activation_precision) *
            w.microbatch};
  case WorkloadKind::Custom: return {}; // not known from flops and parameters alone
  }
  return {};
}

// Transformers split their weights over TP × PP, and their routed experts also over EP; the other
// kinds replicate them.
double parametersPerAccelerator(const model::Workload &w) {
  const double total = model::parameterCount(w);
  if (w.kind != WorkloadKind::Transformer) return total;
  const double experts = model::expertParameterCount(w);
  return (total - experts + experts / std::max(1, w.parallelism.ep)) /
         (double(std::max(1, w.parallelism.tp)) * std::max(1, w.parallelism.pp));
}

// Fully sharded weights are gathered block by block: the block running and the next, prefetched
// (PyTorch FSDP's default BACKWARD_PRE prefetch and forward_prefetch keep one more in flight).
// Without the structure of blocks the whole model is one unit.
double gatheredWeightBytes(const model::Workload &w, double parameters, double weight_bytes) {
  if (w.parallelism.sharding != model::Sharding::Full) return 0;
  if (w.kind != WorkloadKind::Transformer) return parameters * weight_bytes;
  return 2 * parameters / std::max(1.0, model::stageBlocks(w)) * weight_bytes;
}

} // namespace

double storedBlockActivationBytes(const model::Workload &w) {
  if (w.kind != WorkloadKind::Transformer) return 0;
  const BlockShape shape = blockShape(w.transformer, w.microbatch, w);
  const double scale = model::bytesPerValue(w.activation_precision) / 2;
  if (w.parallelism.recompute == Recompute::Full)
    // Each block keeps its 16-bit input, split over the tensor-parallel ranks under sequence
    // parallelism (Korthikanti et al. §5: 2sbh/t per block).
    return scale * 2 * shape.sequence / shape.cp * shape.microbatch * shape.hidden /
           (shape.sequence_parallel ? shape.tp : 1);
  return scale * meanBlockActivationBytes16(shape, w.transformer);
}

MemoryFootprint memoryFootprint(const model::Workload &workload) {
  const double parameters = parametersPerAccelerator(workload);
  const model::StateBytesPerParameter state = model::stateBytesPerParameter(workload);
  const model::StateShards shards =
      model::stateShards(workload.parallelism.sharding, gradientReplicas(workload));

  MemoryFootprint m;
  m.weights_B =
      parameters * state.weight / shards.weights + gatheredWeightBytes(workload, parameters, state.weight);
  m.gradients_B = parameters * state.gradient / shards.gradients;
  const double optimizer = parameters * state.optimizer / shards.optimizer;
  const double offloaded_optimizer = workload.offloadedOptimizerShare() * optimizer;
  m.optimizer_B = optimizer - offloaded_optimizer;
  const StoredActivations activations = activationBytes(workload);
  m.activations_B = activations.device_B;
  m.host_B = offloaded_optimizer + activations.host_B;
  return m;
}

} // namespace snp::sim

#include "sim/TrainingMemory.h"

#include "model/Precision.h"
#include "model/WorkloadSize.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

using model::Recompute;
using model::WorkloadKind;

struct BlockShape {
  double sequence, microbatch, hidden, heads, tp;
  bool sequence_parallel;
  Recompute recompute;
};

// Korthikanti et al. eq. 1-6: bytes one block stores for one microbatch in 16-bit training.
// 34·sbh covers the GEMM inputs, layernorms, GeLU, dropout masks and residuals; 5·a·s²·b
// the attention scores, softmax and its dropout mask.
double blockActivationBytes16(const BlockShape &b, bool recompute_attention) {
  const double sbh = b.sequence * b.microbatch * b.hidden;
  const double attention = recompute_attention ? 0 : 5 * b.heads * b.sequence / (b.hidden * b.tp);
  if (b.sequence_parallel) return sbh * (34 / b.tp + attention);
  return sbh * (10 + 24 / b.tp + attention);
}

double transformerActivationBytes(const model::Workload &w, const BlockShape &shape) {
  const model::Parallelism &par = w.parallelism;
  const double scale = model::bytesPerValue(w.precision) / 2;
  const double pp = std::max(1, par.pp);
  const double v = std::max(1, par.interleave);
  const double microbatches =
      std::max(1.0, std::floor(double(w.global_batch) / (double(w.microbatch) * std::max(1, par.dp))));
  const double in_flight = std::min(microbatches, pp) * (v > 1 ? 1 + (pp - 1) / (pp * v) : 1);
  const double blocks = std::ceil(double(w.transformer.layers) / pp);

  if (par.recompute == Recompute::Full) {
    // Each block keeps its 16-bit input; one block at a time is replayed in full.
    const double checkpoint = 2 * shape.sequence * shape.microbatch * shape.hidden;
    return scale * (checkpoint * blocks * in_flight + blockActivationBytes16(shape, false));
  }
  const bool selective = par.recompute == Recompute::Selective;
  return scale * blockActivationBytes16(shape, selective) * blocks * in_flight;
}

double activationBytes(const model::Workload &w) {
  const double scale = model::bytesPerValue(w.precision) / 2;
  switch (w.kind) {
  case WorkloadKind::Transformer: {
    const model::Parallelism &par = w.parallelism;
    const BlockShape shape{double(w.transformer.sequence),
                           double(w.microbatch),
                           double(w.transformer.hidden),
                           double(w.transformer.heads),
                           double(std::max(1, par.tp)),
                           par.sequence_parallel && par.tp > 1,
                           par.recompute};
    return transformerActivationBytes(w, shape);
  }
  case WorkloadKind::BertLarge: {
    const model::TransformerShape &bert = model::kBertLargeShape;
    const BlockShape shape{
        double(bert.sequence), double(w.microbatch), double(bert.hidden), double(bert.heads), 1, false,
        Recompute::None};
    return scale * blockActivationBytes16(shape, false) * bert.layers;
  }
  case WorkloadKind::ResNet50:
    return model::kResNet50ActivationValuesPerImage * model::bytesPerValue(w.precision) * w.microbatch;
  case WorkloadKind::Custom: return 0; // not known from flops and parameters alone
  }
  return 0;
}

// Transformers split their weights over TP × PP; the other kinds replicate them.
double parametersPerAccelerator(const model::Workload &w) {
  const double total = model::parameterCount(w);
  if (w.kind != WorkloadKind::Transformer) return total;
  return total / (double(std::max(1, w.parallelism.tp)) * std::max(1, w.parallelism.pp));
}

} // namespace

MemoryFootprint memoryFootprint(const model::Workload &workload) {
  const double parameters = parametersPerAccelerator(workload);
  const model::StateBytesPerParameter state = model::stateBytesPerParameter(workload.precision);
  const bool sharded = workload.parallelism.optimizer_sharding;
  const double optimizer_ranks = sharded ? std::max(1, workload.parallelism.dp) : 1;

  MemoryFootprint m;
  m.weights_B = parameters * state.weight;
  m.gradients_B = parameters * state.gradient;
  m.optimizer_B = parameters * state.optimizer / optimizer_ranks;
  m.activations_B = activationBytes(workload);
  return m;
}

} // namespace snp::sim

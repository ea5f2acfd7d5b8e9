#pragma once

#include "model/Workload.h"
#include "sim/training/TrainingDevice.h"

namespace snp::sim {

// One microbatch through one transformer block on one accelerator of its tensor-parallel
// group, built op by op as Calculon does: QKV, attention scores, softmax, dropout, attention
// over V, projection, the two MLP GEMMs, GeLU, layernorms, dropouts, residuals and forks.
// Tensor parallelism splits the GEMMs and heads; sequence parallelism also splits the
// layernorm, dropout and residual work.
struct BlockCost {
  double forward_s = 0;   // compute + memory of the forward ops
  double backward_s = 0;  // activation- and weight-gradient ops
  double recompute_s = 0; // forward ops replayed before the backward

  // Tensor-parallel collectives of one microbatch through one block, forward + backward +
  // re-communication; each moves the full activation, tp_bytes.
  int tp_all_reduces = 0;
  int tp_all_gathers = 0;
  int tp_reduce_scatters = 0;
  double tp_bytes = 0;

  // Activation sent to the next pipeline stage by each rank of the tensor-parallel group: its
  // 1/tp share (Megatron-LM's scatter-gather), re-assembled by an all-gather of tp_bytes on the
  // receiving side unless sequence parallelism keeps it split anyway.
  double pipeline_bytes = 0;
  bool pipeline_gathers = false;
  // Expert-parallel all-to-alls of one microbatch through a mixture-of-experts block, forward and
  // backward and again when fully recomputed: dispatches send the tokens to their experts in the
  // GEMM's format, combines bring the outputs back in the activations' (DeepSeek-V3, arXiv
  // 2412.19437, §3.3.3: FP8 dispatch, BF16 combine).
  int ep_dispatches = 0;
  double ep_dispatch_bytes = 0;
  int ep_combines = 0;
  double ep_combine_bytes = 0;
  // Context-parallel collectives of one microbatch through one block: the keys and values of the
  // whole sequence, cp_bytes, gathered and their gradients reduce-scattered.
  int cp_all_gathers = 0;
  int cp_reduce_scatters = 0;
  double cp_bytes = 0;
};

// A dense block, or one whose MLP is a mixture of experts (model::TransformerShape).
enum class BlockKind { Dense, Experts };

BlockCost transformerBlockCost(const DeviceRates &rates, const model::Workload &workload,
                               BlockKind kind = BlockKind::Dense);

// What transformerBlockCost reads of a workload: on one accelerator, two workloads alike in these
// have the same blocks (a step and its scaling reference differ in batch and data parallelism,
// which no block reads). A field transformerBlockCost comes to read belongs here too.
struct BlockInputs {
  model::TransformerShape shape;
  model::Precision precision = model::Precision::BF16;
  model::Precision activation_precision = model::Precision::BF16;
  model::LowPrecisionScaling low_precision_scaling = model::LowPrecisionScaling::Delayed;
  bool flash_attention = false;
  int microbatch = 1;
  int tp = 1, cp = 1, ep = 1;
  bool sequence_parallel = false;
  model::Recompute recompute = model::Recompute::None;
  BlockKind kind = BlockKind::Dense;
  bool operator==(const BlockInputs &) const = default;
};
BlockInputs blockInputs(const model::Workload &workload, BlockKind kind);

} // namespace snp::sim

#include "sim/training/TrainingBlock.h"

#include "model/Precision.h"

#include <algorithm>

namespace snp::sim {

namespace {

using model::Recompute;

// Which recompute settings replay a forward op in the backward pass. Full: only full recompute
// (matrix multiplies, whose outputs per-op selective recompute keeps unless told otherwise, and the
// fused attention kernel). Elementwise: full and per-op selective recompute, which keeps only the
// outputs of matrix multiplies and of the attention kernel (norms, activation functions, dropout,
// residual adds, permutes). Attention: every recompute setting (the unfused scores and softmax).
enum class Replay { Full, Elementwise, Attention };

// Adds ops to a BlockCost: the forward time, the backward time and, when the recompute
// setting replays the op, its forward time again.
class BlockBuilder {
public:
  // cast_bytes: bytes moved per value cast to the GEMM format, 0 when the GEMMs run in the
  // activations' own format.
  BlockBuilder(const DeviceRates &rates, Recompute recompute, double bytes_per_value, double cast_bytes)
      : rates_(rates), recompute_(recompute), e_(bytes_per_value), cast_bytes_(cast_bytes) {}

  // y[m×k] = x[m×n] · W[n×k]; backward: activation and weight gradients, each as large. A linear
  // in a narrower format casts its input x forward and its output gradient dy backward.
  // alternate_share: the part of it per-op selective recompute replays, the share of the output
  // columns that belong to the block's even-numbered matrix multiplies (a fused linear may hold
  // several: query, key and value; gate and up).
  void linear(double m, double n, double k, double alternate_share) {
    products(1, m, n, k, true, alternate_share);
  }

  // A linear kept in the activations' format (the MoE router, Megatron-LM): nothing is cast.
  void wideLinear(double m, double n, double k) { products(1, m, n, k, false, 0); }

  // `count` linears of the same shape, one per expert: each runs at its own size's efficiency.
  void groupedLinear(double count, double m, double n, double k, double alternate_share) {
    products(count, m, n, k, true, alternate_share);
  }

  // `batch` independent [m×n]·[n×k] products; backward: both operands' gradients.
  void batchMatMul(double batch, double m, double n, double k, Replay replay) {
    const double flops = batch * 2 * m * n * k;
    const double bytes = batch * (m * n + n * k + m * k) * e_;
    forward(matrixOpTime(rates_, flops, bytes), replay);
    cost_.backward_s += matrixOpTime(rates_, 2 * flops, bytes);
  }

  // Elementwise op over `values` elements: FLOPs per element forward and backward, tensors
  // read or written per element in each pass, and extra bytes (e.g. a dropout mask).
  void elementwise(double values, double forward_flops, double backward_flops, double tensors,
                   double extra_bytes, Replay replay) {
    const double bytes = values * tensors * e_ + extra_bytes;
    forward(vectorOpTime(rates_, values * forward_flops, bytes), replay);
    cost_.backward_s += vectorOpTime(rates_, values * backward_flops, bytes);
  }

  // The attention core fused in one kernel (FlashAttention, Dao et al. 2022): QKᵀ and PV over
  // `batch` heads of `width`, `queries` rows against `keys` columns, the softmax in on-chip memory;
  // HBM sees only Q, K, V and the output (`io_values`). The backward recomputes the scores and forms
  // four more products: 5 where the forward has 2. Selective recompute has nothing left to replay
  // here; full recompute replays it.
  void fusedAttention(double batch, double queries, double keys, double width, double io_values) {
    const double products = batch * 2 * queries * keys * width;
    const double softmax = 5 * batch * queries * keys;
    const double bytes = io_values * e_;
    forward(fusedTime(2 * products, rates_.attentionEfficiency(2 * products), bytes) +
                vectorOpTime(rates_, softmax, 0),
            Replay::Full);
    cost_.backward_s += fusedTime(5 * products, rates_.attentionBackwardEfficiency(5 * products), 2 * bytes) +
                        vectorOpTime(rates_, 2 * softmax, 0);
  }

  // Normalises rows of `hidden`; backward has separate activation and weight (γ, β) gradients.
  void layerNorm(double values, double hidden) {
    const double bytes = (2 * values + 2 * hidden) * e_;
    forward(vectorOpTime(rates_, 9 * values, bytes), Replay::Elementwise);
    cost_.backward_s += vectorOpTime(rates_, 14 * values, bytes) + vectorOpTime(rates_, 7 * values, bytes);
  }

  // A tensor used by `users` ops: free forward, gradients summed backward.
  void fork(double values, double users) {
    cost_.backward_s += vectorOpTime(rates_, users * values, values * (users + 1) * e_);
  }

  // Local work of a collective on the accelerator: reading and writing the buffer, plus the
  // additions of a reduction.
  void collectiveLocalWork(double values, double ranks, bool reduces, bool in_forward) {
    const double flops = reduces ? values * (ranks - 1) / ranks : 0;
    const double time = vectorOpTime(rates_, flops, 2 * values * e_);
    (in_forward ? cost_.forward_s : cost_.backward_s) += time;
  }

  BlockCost &cost() { return cost_; }

private:
  double fusedTime(double flops, double efficiency, double bytes) const {
    return flops / (rates_.attention_flops * efficiency) + memoryOpTime(rates_, bytes);
  }

  void products(double count, double m, double n, double k, bool casts, double alternate_share) {
    const double flops = 2 * m * n * k;
    const double product = matrixOpTime(rates_, flops, (m * n + m * k + n * k) * e_);
    forward(count * (product + (casts ? castTime(m * n) : 0)), Replay::Full, alternate_share);
    cost_.backward_s += count * (2 * product + (casts ? castTime(m * k) : 0));
  }

  // Scaling and casting `values` to the GEMM format: a max and a multiply per value and pass.
  double castTime(double values) const {
    return cast_bytes_ > 0 ? vectorOpTime(rates_, 2 * values, values * cast_bytes_) : 0;
  }

  // The share of a forward op the backward pass replays; alternate_share is a matrix multiply's
  // part that per-op selective recompute does not keep.
  double replayedShare(Replay replay, double alternate_share) const {
    switch (recompute_) {
    case Recompute::None: return 0;
    case Recompute::Selective: return replay == Replay::Attention ? 1 : 0;
    case Recompute::SelectiveOp: return replay == Replay::Full ? alternate_share : 1;
    case Recompute::Full: return 1;
    }
    return 0;
  }
  void forward(double time, Replay replay, double alternate_share = 0) {
    cost_.forward_s += time;
    cost_.recompute_s += time * replayedShare(replay, alternate_share);
  }

  const DeviceRates &rates_;
  Recompute recompute_;
  double e_;
  double cast_bytes_;
  BlockCost cost_;
};

// Dropout keeps a one-byte mask per element besides reading and writing the tensor.
void dropout(BlockBuilder &block, double values, Replay replay) {
  block.elementwise(values, 1, 1, 2, values, replay);
}

void residual(BlockBuilder &block, double values) {
  block.elementwise(values, 1, 2, 3, 0, Replay::Elementwise);
}

// The "f" operator before a tensor-parallel GEMM pair and the "g" operator after it
// (Megatron-LM): without sequence parallelism f is the identity forward and an all-reduce
// backward, g the reverse; with it f all-gathers and g reduce-scatters (and back in backward).
void enterTensorParallel(BlockBuilder &block, double values, double tp, bool sequence_parallel) {
  if (tp <= 1) return;
  if (sequence_parallel) {
    block.collectiveLocalWork(values, tp, false, true);
    ++block.cost().tp_all_gathers;
    ++block.cost().tp_reduce_scatters;
  } else {
    ++block.cost().tp_all_reduces;
  }
  block.collectiveLocalWork(values, tp, true, false);
}

void leaveTensorParallel(BlockBuilder &block, double values, double tp, bool sequence_parallel) {
  if (tp <= 1) return;
  block.collectiveLocalWork(values, tp, true, true);
  if (sequence_parallel) {
    block.collectiveLocalWork(values, tp, false, false);
    ++block.cost().tp_reduce_scatters;
    ++block.cost().tp_all_gathers;
  } else {
    ++block.cost().tp_all_reduces;
  }
}

// Mixture-of-experts MLP (Megatron-LM's token dispatcher): a router scores every token against every
// expert, the chosen copies are permuted into expert order and sent to the ranks holding their
// experts (all-to-all over the ep ranks), each local expert multiplies its tokens, and the outputs
// travel back and are un-permuted. Balanced routing gives every rank `tokens × experts_per_token ×
// capacity_factor` copies, shared by its experts / ep experts; shared experts see every token.
// e and gemm_e: bytes per value of the activations and of the GEMMs' inputs.
void expertMlp(BlockBuilder &block, const model::TransformerShape &shape, double tokens, double tp, double ep,
               double e, double gemm_e, bool recomputes_all) {
  const double h = shape.hidden;
  const double width = double(shape.expertWidth()) / tp;
  const double copies = tokens * shape.experts_per_token * shape.capacity_factor;
  const double local_experts = double(shape.experts) / ep;
  const double up = shape.gated_mlp ? 2 : 1; // gate and up projections fused in one GEMM

  block.wideLinear(tokens, h, shape.experts); // router
  block.elementwise(tokens * shape.experts, 5, 8, 2, 0,
                    Replay::Elementwise);                         // softmax (or sigmoid) and top-k
  block.elementwise(copies * h, 0, 0, 2, 0, Replay::Elementwise); // permute into expert order
  // Per-op selective recompute counts an expert MLP's multiplies as a dense MLP's.
  block.groupedLinear(local_experts, copies / local_experts, h, up * width, shape.gated_mlp ? 0.5 : 0);
  block.elementwise(copies * width, shape.gated_mlp ? 6 : 8, shape.gated_mlp ? 10 : 13,
                    shape.gated_mlp ? 3 : 2, 0, Replay::Elementwise);
  block.groupedLinear(local_experts, copies / local_experts, width, h, shape.gated_mlp ? 0 : 1);
  block.elementwise(copies * h, 1, 1, 3, 0, Replay::Elementwise); // un-permute and weight by the router
  if (shape.shared_experts > 0) {
    const double shared = shape.shared_experts * width;
    block.linear(tokens, h, up * shared, shape.gated_mlp ? 0.5 : 0);
    block.elementwise(tokens * shared, shape.gated_mlp ? 6 : 8, shape.gated_mlp ? 10 : 13,
                      shape.gated_mlp ? 3 : 2, 0, Replay::Elementwise);
    block.linear(tokens, shared, h, shape.gated_mlp ? 0 : 1);
  }
  BlockCost &cost = block.cost();
  if (ep > 1) {
    // Forward: dispatch, combine. Backward: the output gradients are dispatched (quantised before
    // the down projection, like the forward's tokens before the up projection) and the input
    // gradients combined.
    cost.ep_dispatches = recomputes_all ? 3 : 2;
    cost.ep_combines = cost.ep_dispatches;
    cost.ep_dispatch_bytes = copies * h * std::min(e, gemm_e);
    cost.ep_combine_bytes = copies * h * e;
  }
}

// Bytes a cast to the GEMM format moves per value (NVIDIA Transformer Engine, "FP8 Delayed Scaling"
// and "FP8 Current Scaling"): the activation read once, twice under current scaling (its amax
// first), and two narrow copies written, row-wise for this GEMM and column-wise (transposed) for
// the weight-gradient GEMM. Weights are cast once per step and kept across its microbatches
// (Transformer Engine's is_first_microbatch), so they are left out.
double castBytesPerValue(const model::Workload &w) {
  const double wide = model::bytesPerValue(w.activation_precision);
  const double narrow = model::bytesPerValue(w.precision);
  if (narrow >= wide) return 0;
  const double reads = w.low_precision_scaling == model::LowPrecisionScaling::Current ? 2 : 1;
  return reads * wide + 2 * narrow;
}

} // namespace

BlockInputs blockInputs(const model::Workload &workload, BlockKind kind) {
  const model::Parallelism &par = workload.parallelism;
  return {workload.transformer,
          workload.precision,
          workload.activation_precision,
          workload.low_precision_scaling,
          workload.flash_attention,
          workload.microbatch,
          par.tp,
          par.cp,
          par.ep,
          par.sequence_parallel,
          par.recompute,
          kind};
}

BlockCost transformerBlockCost(const DeviceRates &rates, const model::Workload &workload, BlockKind kind) {
  const model::TransformerShape &shape = workload.transformer;
  const model::Parallelism &par = workload.parallelism;
  // Activations travel between ops, and over tensor- and pipeline-parallel links, in their own
  // format: FP8 training casts to FP8 at the GEMM and keeps BF16 elsewhere.
  const double e = model::bytesPerValue(workload.activation_precision);
  const double tp = par.tp;
  const bool sp = par.sequence_parallel && par.tp > 1;
  const double b = workload.microbatch;
  const double s = shape.sequence;
  const double h = shape.hidden;
  const double heads = shape.heads;
  const double head_dim = shape.headWidth();
  const double queries = heads * head_dim;                      // query (and output) projection width
  const double keys = double(shape.keyValueHeads()) * head_dim; // key and value projection widths

  // Context parallelism keeps s / cp of the sequence's tokens here; their queries attend to the
  // keys and values of all s, gathered from the other context-parallel ranks.
  const double cp = std::max(1, par.cp);
  const double tokens = b * s / cp;
  const double activation = tokens * h;                              // values of one [b, s/cp, h] tensor
  const double local_activation = sp ? activation / tp : activation; // outside the GEMM pairs
  const double scores = b * (heads / tp) * (s / cp) * s;             // attention matrix elements
  // PaLM's parallel block (Chowdhery et al. 2022, §2): attention and MLP read one layernorm's output
  // and their outputs meet in one sum, so one layernorm and one tensor-parallel pair per block.
  const bool parallel = shape.parallel_block;

  BlockBuilder block(rates, par.recompute, e, castBytesPerValue(workload));

  // Attention half.
  block.fork(local_activation, 2);
  block.layerNorm(local_activation, h);
  enterTensorParallel(block, activation, tp, sp);
  block.fork(activation, parallel ? 4 : 3);
  // Fused query, key and value projection (Megatron-LM). Counted as separate multiplies, as
  // torchtitan's Llama runs them, per-op selective recompute keeps the query (first) and value
  // (third) and replays the key (second) and the output projection (fourth).
  block.linear(tokens, h, (queries + 2 * keys) / tp, keys / (queries + 2 * keys));
  if (workload.flash_attention) {
    block.fusedAttention(b * heads / tp, s / cp, s, head_dim,
                         2 * tokens * queries / tp + 2 * b * s * keys / tp);
  } else {
    block.batchMatMul(b * heads / tp, s / cp, head_dim, s, Replay::Attention);
    block.elementwise(scores, 5, 8, 2, 0, Replay::Attention); // softmax
    dropout(block, scores, Replay::Attention);
    block.batchMatMul(b * heads / tp, s / cp, s, head_dim, Replay::Attention);
  }
  block.linear(tokens, queries / tp, h, 1);
  if (!parallel) {
    leaveTensorParallel(block, activation, tp, sp);
    dropout(block, local_activation, Replay::Elementwise);
    residual(block, local_activation);

    // MLP half.
    block.fork(local_activation, 2);
    block.layerNorm(local_activation, h);
    enterTensorParallel(block, activation, tp, sp);
  }
  const double ffn_shard = shape.ffn / tp;
  if (kind == BlockKind::Experts) {
    expertMlp(block, shape, tokens, tp, std::max(1, par.ep), e, model::bytesPerValue(workload.precision),
              par.recompute == Recompute::Full);
  } else if (shape.gated_mlp) {
    // Gate and up projections fused in one GEMM; SwiGLU multiplies swish(gate) by up. Per op, the
    // gate (fifth) and down (seventh) projections are kept, the up (sixth) replayed.
    block.linear(tokens, h, 2 * ffn_shard, 0.5);
    block.elementwise(tokens * ffn_shard, 6, 10, 3, 0, Replay::Elementwise);
    block.linear(tokens, ffn_shard, h, 0);
  } else {
    // Per op, the first MLP projection (fifth multiply) is kept, the second (sixth) replayed.
    block.linear(tokens, h, ffn_shard, 0);
    block.elementwise(tokens * ffn_shard, 8, 13, 2, 0, Replay::Elementwise); // GeLU
    block.linear(tokens, ffn_shard, h, 1);
  }
  leaveTensorParallel(block, activation, tp, sp);
  dropout(block, local_activation, Replay::Elementwise);
  residual(block, local_activation);

  BlockCost cost = block.cost();
  const int pairs = parallel ? 1 : 2; // tensor-parallel GEMM pairs per block
  if (tp > 1) {
    // Sequence parallelism does not keep the gathered GEMM inputs: the all-gathers are redone in
    // the backward (Megatron-LM). Full recompute replays the forward's collectives.
    if (sp) cost.tp_all_gathers += pairs;
    if (par.recompute == Recompute::Full) {
      if (sp)
        cost.tp_reduce_scatters += pairs;
      else
        cost.tp_all_reduces += pairs;
    }
  }
  if (cp > 1) {
    // Keys and values of the whole sequence gathered for the forward (again when fully recomputed),
    // their gradients reduce-scattered back in the backward.
    cost.cp_all_gathers = par.recompute == Recompute::Full ? 2 : 1;
    cost.cp_reduce_scatters = 1;
    cost.cp_bytes = 2 * b * s * keys / tp * e;
  }
  cost.tp_bytes = activation * e;
  cost.pipeline_bytes = activation * e / tp;
  cost.pipeline_gathers = tp > 1 && !sp;
  return cost;
}

} // namespace snp::sim

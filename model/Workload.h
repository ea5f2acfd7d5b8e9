#pragma once

#include "model/Precision.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string_view>

namespace snp::model {

enum class WorkloadKind { ResNet50, BertLarge, Transformer, Custom };

inline constexpr std::string_view kWorkloadNames[] = {"resnet50", "bert_large", "transformer", "custom"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kWorkloadNames) == static_cast<std::size_t>(WorkloadKind::Custom) + 1);

// What a block replays in its backward pass instead of storing. Selective: the attention core
// (Korthikanti et al. 2022, §4.2). Selective per op: every operation except every other matrix
// multiply and the attention kernel, PyTorch's selective activation checkpointing as torchtitan
// applies it (selective_ac_option "op", torchtitan/models/llama/parallelize_llama.py). Full: the
// whole block from its input.
enum class Recompute { None, Selective, SelectiveOp, Full };
inline constexpr std::string_view kRecomputeNames[] = {"none", "selective", "selective_op", "full"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kRecomputeNames) == static_cast<std::size_t>(Recompute::Full) + 1);

// How a GEMM input is scaled into a narrower format (NVIDIA Transformer Engine's recipes): delayed
// scaling takes the factor from the amax history, current scaling from the tensor itself (a second
// read), block scaling (MXFP8, NVFP4) one factor per small block found in the casting pass.
enum class LowPrecisionScaling { Delayed, Current, Block };
inline constexpr std::string_view kLowPrecisionScalingNames[] = {"delayed", "current", "block"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kLowPrecisionScalingNames) ==
              static_cast<std::size_t>(LowPrecisionScaling::Block) + 1);

// GPT-style decoder stack.
struct TransformerShape {
  int layers = 0;
  int hidden = 0;
  int ffn = 0;
  int heads = 0;
  int sequence = 0;
  int vocabulary = 51200;
  // Grouped-query attention: heads sharing each key/value head (Ainslie et al. 2023; Llama 3 405B
  // has 8 for 128 query heads, PaLM's multi-query 1). 0 = one per query head.
  int kv_heads = 0;
  // Width of one head; 0 = hidden / heads. PaLM 540B: 48 heads of 256 in a hidden of 18,432.
  int head_dim = 0;
  // A gated feed-forward (SwiGLU: Shazeer 2020; Llama, PaLM): three ffn-wide matrices, not two.
  bool gated_mlp = false;
  // Attention and MLP side by side on one layernorm's output, their outputs summed (PaLM, Chowdhery
  // et al. 2022, §2 "Parallel Layers"; GPT-J): one layernorm and one tensor-parallel pair per block.
  bool parallel_block = false;
  // Mixture of experts (Shazeer et al. 2017; Lepikhin et al., GShard, 2020): the MLP of each MoE
  // block is `experts` routed experts of width expert_ffn (0 = ffn), of which a router sends each
  // token to `experts_per_token`, plus `shared_experts` that every token visits (DeepSeek-V3,
  // arXiv 2412.19437: 256 routed of 2,048, 8 per token, 1 shared; its first 3 blocks dense).
  // An expert is sized for capacity_factor × its balanced share of the tokens (Switch Transformer,
  // Fedus et al. 2021: 1.0-1.25); 1 = dropless and balanced. experts = 0: a dense model.
  int experts = 0;
  int experts_per_token = 1;
  int expert_ffn = 0;
  int shared_experts = 0;
  int dense_layers = 0; // leading blocks that keep a dense MLP of width ffn
  double capacity_factor = 1;
  bool operator==(const TransformerShape &) const = default;

  int keyValueHeads() const { return kv_heads > 0 ? kv_heads : heads; }
  int headWidth() const { return head_dim > 0 ? head_dim : (heads > 0 ? hidden / heads : 0); }
  bool mixtureOfExperts() const { return experts > 0; }
  int expertWidth() const { return expert_ffn > 0 ? expert_ffn : ffn; }
  // Blocks whose MLP is a mixture of experts.
  int expertLayers() const { return experts > 0 ? (layers > dense_layers ? layers - dense_layers : 0) : 0; }
};

// Custom workloads give their cost directly.
struct CustomShape {
  double flops_per_sample = 0; // forward + backward
  double parameters = 0;
  double tokens_per_sample = 1;
  bool operator==(const CustomShape &) const = default;
};

// How the data-parallel ranks split the training state (Rajbhandari et al., "ZeRO: Memory
// Optimizations Toward Training Trillion Parameter Models", SC 2020): `optimizer` is stage 1 (and
// Megatron-LM's distributed optimizer), `gradients` stage 2, `full` stage 3 (PyTorch FSDP's
// FULL_SHARD), which also shards the weights and gathers each block's before it runs.
enum class Sharding { None, Optimizer, Gradients, Full };
inline constexpr std::string_view kShardingNames[] = {"none", "optimizer", "gradients", "full"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kShardingNames) == static_cast<std::size_t>(Sharding::Full) + 1);

struct Parallelism {
  int tp = 1;
  int pp = 1;
  int dp = 1;
  int interleave = 1; // virtual pipeline stages per device
  // Expert parallelism: the routed experts are split over ep ranks of the data-parallel group
  // (Megatron-LM's expert-model-parallel size), which exchange tokens by all-to-all.
  int ep = 1;
  // Context parallelism: each sample's sequence split over cp ranks, which gather the keys and values
  // of the whole sequence for attention (Llama 3's all-gather context parallelism, Dubey et al. 2024,
  // §3.3.2; Megatron-LM --context-parallel-size). They hold the same weights, so their gradients are
  // reduced together with the data-parallel ranks'.
  int cp = 1;
  bool sequence_parallel = false;
  Recompute recompute = Recompute::None;
  Sharding sharding = Sharding::None;
  bool operator==(const Parallelism &) const = default;

  // Accelerators one data-parallel replica spans: tp × cp × pp.
  long long replicaAccelerators() const { return static_cast<long long>(tp) * cp * pp; }
  // Ranks that hold the same weights and reduce their gradients together: dp × cp.
  int gradientReplicas() const { return dp * cp; }
};

struct Workload {
  WorkloadKind kind = WorkloadKind::Transformer;
  TransformerShape transformer;
  CustomShape custom;
  // The matrix (tensor-core) format the GEMMs run in; the working copy of the weights that they
  // read is kept in it too.
  Precision precision = Precision::BF16;
  // Precision by scope. Activations between ops, pipeline sends and tensor-parallel traffic: FP8
  // training keeps them in BF16 and casts to FP8 only at the GEMMs (NVIDIA Transformer Engine,
  // "Using FP8 with Transformer Engine"; DeepSeek-V3, arXiv 2412.19437, §3.3).
  Precision activation_precision = Precision::BF16;
  // Scaling of the casts to `precision` when it is narrower than the activations. Transformer
  // Engine's default recipe is delayed scaling on Hopper and MXFP8 block scaling on Blackwell
  // (transformer_engine/pytorch/fp8.py, get_default_fp8_recipe); both read the tensor once.
  LowPrecisionScaling low_precision_scaling = LowPrecisionScaling::Delayed;
  // Gradient buffers and their data-parallel reduction: Megatron-LM accumulates and all-reduces in
  // fp32 whenever it trains in bf16 (megatron/training/arguments.py forces
  // accumulate_allreduce_grads_in_fp32), and Llama 3 reduce-scatters in FP32 (arXiv 2407.21783,
  // §3.3.4); bf16 halves the bytes.
  Precision gradient_precision = Precision::FP32;
  // The optimizer's copy of the weights; none is kept when it is no wider than `precision`.
  Precision master_precision = Precision::FP32;
  // Adam's two moments (DeepSeek-V3 keeps them in BF16, §3.3.3).
  Precision optimizer_precision = Precision::FP32;
  int global_batch = 1; // samples (sequences / images) per step
  int microbatch = 1;
  Parallelism parallelism;
  double gradient_compression = 1; // bytes sent / bytes of gradients, (0, 1]
  bool overlap_dp = true;          // gradient reduction overlaps the backward pass
  bool overlap_tp = false;         // tensor-parallel comm overlaps compute
  // Pipeline sends run beside the next microbatch's compute instead of between them (Megatron-LM
  // --overlap-p2p-communication, for the interleaved schedule).
  bool overlap_pp = false;
  // A sharded state's parameter all-gather overlaps the forward pass, block by block, instead of
  // running after the optimizer (Megatron-LM --overlap-param-gather; FSDP's forward prefetch).
  bool overlap_param_gather = false;
  // The expert all-to-alls run under another microbatch's compute (DeepSeek-V3's DualPipe, §3.2.1).
  bool overlap_ep = false;
  double overlap_fraction = 0.9; // share of overlappable comm actually hidden, [0, 1]
  // Fused attention (Dao et al. 2022): the s × s scores never reach HBM and the backward pass
  // recomputes them, so their memory and traffic vanish for a fifth more attention FLOPs.
  bool flash_attention = false;
  // Time to train: the tokens the run must process (Llama 3 405B: 15.6 T, Dubey et al. 2024, §3.1;
  // images for ResNet-50); 0 = no budget, the run lasts reliability.training_duration_s of compute.
  double tokens_to_train = 0;
  // CPU offload (Megatron-Core --cpu-offloading-num-layers): the stored activations of this many
  // blocks of each stage go to host memory after their forward and come back before their
  // backward, each copy running beside the next block's compute (Transformer Engine's
  // get_cpu_offload_context, transformer_engine/pytorch/cpu_offload.py, double-buffered). The last
  // block stays on the device: at most the stage's blocks − 1.
  int offload_activation_blocks = 0;
  // Share of the optimizer state (master weights and moments) kept in host memory and updated by
  // the CPUs (Megatron-Core --optimizer-cpu-offload with --optimizer-offload-fraction, its
  // HybridDeviceOptimizer; ZeRO-Offload, Ren et al., USENIX ATC 2021): the gradients of that
  // share go to the host, the updated weights come back.
  double offload_optimizer_fraction = 0;
  bool offloadsToHost() const { return offload_activation_blocks > 0 || offload_optimizer_fraction > 0; }
  // offload_optimizer_fraction held to [0, 1]: validation refuses other values, and the simulator
  // must not price a negative or larger-than-whole share of a configuration it is handed unchecked.
  double offloadedOptimizerShare() const { return std::clamp(offload_optimizer_fraction, 0.0, 1.0); }
  // Fixed time each step adds beside the model's work: data loading, logging, evaluation amortised.
  double step_overhead_s = 0;
  bool operator==(const Workload &) const = default;
};

} // namespace snp::model

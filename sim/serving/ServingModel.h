#pragma once

#include "model/Config.h"
#include "model/Problem.h"
#include "sim/training/TrainingComm.h"

#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace snp::sim {

// How the weights are stored. BF16 is the trained format; FP8 multiplies in FP8 (W8A8, TensorRT-LLM's
// FP8 recipe); INT8 and INT4 are weight-only quantisation, dequantised to BF16 before each multiply
// (Pope et al., MLSys 2023, §3.5: int8 weights halve the bytes read per token; AWQ, Lin et al.,
// MLSys 2024, for 4 bits), so they save memory traffic but no arithmetic.
enum class WeightFormat { BF16, FP8, INT8, INT4 };
inline constexpr std::string_view kWeightFormatNames[] = {"bf16", "fp8", "int8", "int4"};
static_assert(std::size(kWeightFormatNames) == static_cast<std::size_t>(WeightFormat::INT4) + 1);

double weightBytes(WeightFormat format);
model::Precision matmulPrecision(WeightFormat format);

// How a replica splits attention when tp exceeds the key/value heads. Heads: the tp/kv ranks that
// share a key/value head each keep a copy of its cache (vLLM, TensorRT-LLM). Batch: those ranks keep
// different requests' caches instead and trade the queries and attention outputs by two all-to-alls
// per layer (Pope et al., MLSys 2023, §3.3, multi-query attention sharded over the batch), so each
// holds and reads tp/kv times less cache. One sequence (a prompt, a batch of one) has no batch to
// split and keeps the heads layout, as Pope et al. do for the prompt.
enum class AttentionSharding { Heads, Batch };
inline constexpr std::string_view kAttentionShardingNames[] = {"heads", "batch"};
static_assert(std::size(kAttentionShardingNames) == static_cast<std::size_t>(AttentionSharding::Batch) + 1);

// Which latency a target is set on.
enum class LatencyKind { EndToEnd, TimeToFirstToken };
inline constexpr std::string_view kLatencyKindNames[] = {"end_to_end", "ttft"};
static_assert(std::size(kLatencyKindNames) == static_cast<std::size_t>(LatencyKind::TimeToFirstToken) + 1);

// Serving one transformer on a slice of a configuration's accelerators. Each replica spans tp × pp
// accelerators; ep (≤ tp) splits each MoE block's routed experts over the tensor-parallel ranks.
struct ServingSetup {
  model::TransformerShape transformer;
  int accelerators = 0; // the slice; 0 = every accelerator of the configuration
  int tp = 1;
  int pp = 1;
  int ep = 1;
  WeightFormat weights = WeightFormat::BF16;
  model::Precision kv_cache = model::Precision::BF16; // bf16, fp8 or int8
  AttentionSharding attention_sharding = AttentionSharding::Heads;
  // vLLM's serving benchmark draws 1,024 prompt and 128 output tokens by default
  // (benchmarks/benchmark_serving.py, --random-input-len and --random-output-len).
  double prompt_tokens = 1024;
  double output_tokens = 128;
  // Context already in the KV cache that a prompt attends to without recomputing it (a
  // conversation's history, a shared system prompt kept by prefix caching).
  double cached_tokens = 0;
  // Spread of the output length, standard deviation / mean; 1 = exponential, the M/M/c case.
  double output_cv = 1;
  // Most requests one replica decodes at once: vLLM's max_num_seqs defaults to 256 (vLLM engine
  // arguments documentation).
  int max_batch = 256;
  // Host work of one engine iteration (scheduling, input preparation, sampling, output processing).
  // Current engines run it beside the previous iteration's GPU work (vLLM's asynchronous
  // scheduling, SGLang's overlap scheduler), so an iteration takes at least this long. 2.5 ms
  // between published measurements with CUDA graphs: 2.4 ms of host per decode step on 4 GB200
  // (vLLM issue #56975), 2.6-2.9 ms per step in sglang-jax after its host fixes (PR #1484).
  double host_step_s = 2.5e-3;
  // Share of HBM that weights and KV cache may fill; the rest holds activations and the runtime
  // (vLLM's gpu_memory_utilization defaults to 0.9).
  double memory_utilization = 0.9;
  double request_rate_per_s = 0; // offered to the whole slice; 0 = one request alone
  // MLPerf Inference's server scenario for Llama 2 70B bounds the 99th-percentile time to first
  // token by 2 s (and the time per output token by 200 ms): MLCommons inference rules, v4.0.
  double latency_target_s = 2.0;
  LatencyKind target = LatencyKind::TimeToFirstToken;
  double target_quantile = 0.99;
};

// `transformer` served on every accelerator of `config` with the scenario's own tp and pp, the
// other settings at their defaults: where the command line and the window's Serving tab start.
// The setup a user starts from: the whole configuration as the slice, split as its training is
// (tp, pp) when the model fits so, else the smallest split that holds it (tp within a scale-up
// domain first, then pp), as an engine's operator would choose.
ServingSetup defaultServingSetup(const model::Config &config, const model::TransformerShape &transformer);

// A setup the model cannot describe: the problem's path names the setting (tp, pp, ep, accelerators,
// ...) that breaks it, and its message is a marked template that the views translate.
std::optional<model::Problem> servingRefusal(const model::Config &config, const ServingSetup &setup);

// Per-token times and memory of one replica, in SI units. Requires a setup servingRefusal accepts.
//
// Decode step at batch b (pp microbatches of m = max(b/pp, 1) sequences keep the stages busy; a
// token passes every stage): step = pp · stage(m) + (pp − 1) · hand-off, with
// stage(m) = max(HBM time, matrix time) + elementwise time + (L/pp) · the block's collectives:
// HBM time reads the stage's weights (MoE: only the routed experts the m tokens touch) and the KV
// cache of m sequences; matrix time does m tokens' 2·N_active GEMM FLOPs at the weights' multiply
// precision, then their 4·L·(heads·head_dim)·context attention FLOPs in BF16 as one fused kernel;
// elementwise time streams the layernorms, residual adds and MLP activation through HBM, kernels
// of their own as in the training model (sim/training/TrainingBlock.h, after Calculon). Each runs at the
// accelerator's size-dependent efficiency (sim/training/ComputeEfficiency.h). The collectives are the
// training model's (sim/network/Collectives.h) on the configuration's real tiers, so their latency, which
// rules a small batch on many chips, is that of the hardware.
class ServingModel {
public:
  ServingModel(const model::Config &config, const ServingSetup &setup);

  const ServingSetup &setup() const { return setup_; }
  int replicas() const;
  double parameters() const { return parameters_; }
  double activeParameters() const { return active_parameters_; }
  // KV cache of one token in the whole model: layers × 2 × kv_heads × head_dim × bytes.
  double kvBytesPerToken() const;
  // On one accelerator: its stage's layers and its share of the key/value heads (a head is
  // replicated when tp exceeds the kv_heads, as vLLM and TensorRT-LLM do; with the batch-sharded
  // attention the ranks sharing a head hold a share of the requests each, counted here per token).
  double kvBytesPerTokenPerDevice() const;
  // Tokens a request holds at its end: cached + prompt + output.
  double contextAtEnd() const;
  double weightBytesPerDevice() const;
  double memoryBudgetPerDevice() const; // HBM × memory_utilization
  // Requests whose whole KV cache fits beside the weights (none may be evicted: TensorRT-LLM's
  // GUARANTEED_NO_EVICT scheduling); 0 when the weights and one request's cache do not fit.
  double maxBatchByMemory() const;
  double maxBatch() const; // and at most setup.max_batch

  struct StageTime {
    double memory_s = 0, compute_s = 0, elementwise_s = 0, comm_s = 0;
    double total() const { return (memory_s > compute_s ? memory_s : compute_s) + elementwise_s + comm_s; }
  };
  // One stage's work for `tokens` new tokens of `sequences` sequences, each attending `context`
  // tokens (decode: tokens = sequences), reading `kv_tokens` of KV cache per sequence. Matrix,
  // attention and elementwise kernels run one after another; the HBM traffic of the first two
  // overlaps their arithmetic (max), the collectives follow.
  StageTime stage(double sequences, double tokens, double context, double kv_tokens) const;
  double pipelineHandoff(double tokens) const;

  // An iteration takes the GPU's time, or the host's work beside it when that is longer.
  double decodeStep(double batch) const;
  StageTime decodeStage(double batch) const; // the parts of one stage of decodeStep
  double prefill() const;                    // one request's prompt, alone

private:
  model::Config config_; // a copy: a model may outlive the configuration it was built from
  ServingSetup setup_;
  ParallelGroups groups_;
  double parameters_ = 0, active_parameters_ = 0, expert_parameters_ = 0;
  double activation_bytes_ = 2;

  double layersPerStage() const;
  double expertsTouchedShare(double tokens) const;
  // The ranks that would copy one key/value head's cache: tp / kv_heads, at least 1.
  double headSharers() const;
  bool shardsOverBatch(double sequences) const;
  // A key/value head's cache per token on the accelerator holding it: its stage's layers and
  // max(1, kv/tp) heads.
  double kvBytesPerTokenPerHolder() const;
  double elementwiseTime(double tokens) const;
};

} // namespace snp::sim

// Published training runs the simulator is held against (docs/validation.md). Each run is built
// from the preset of its machine with the configuration its paper states; what a paper leaves out
// is written next to it. The test computes every error, holds each within kTolerance, and writes the
// table into docs/validation.md: the document is never typed by hand. When a change of the model
// moves a figure, run `SNP_UPDATE_DOCS=1 build/tests/sim_tests --gtest_filter=ValidationRuns.*` and commit
// the doc.

#include "GeneratedDocBlock.h"
#include "ResidualRows.h"
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/training/TrainingResults.h"
#include "sim/training/TrainingStep.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

// Every run within 20 % of its published figure: the analytic model has no stragglers, kernel
// launch gaps or data loading, and several runs leave parts of their configuration unstated.
constexpr double kTolerance = 0.20;
// A run the model is known to miss, for a reason its row states, is held to come out optimistic,
// beyond kTolerance but within this bound; when a change brings it inside, the mark must go.
constexpr double kKnownMissBound = 0.30;

struct PublishedRun {
  std::string name;
  std::string source;
  std::string configuration;
  std::string metric; // what is compared
  double published = 0;
  double simulated = 0;
  std::string unit;
  model::Config config;        // as simulated
  std::string known_miss = {}; // why the model is expected to come out optimistic beyond kTolerance
  double error() const { return simulated / published - 1; }
};

// Narayanan et al. (SC21, arXiv 2104.04473, eq. 3) count the FLOPs of one iteration with full
// activation recompute as 96 B s l h² (1 + s/(6h) + V/(16 l h)); BLOOM's logs count the same way.
double megatronIterationFlops(const model::Workload &w) {
  const model::TransformerShape &t = w.transformer;
  const double B = w.global_batch, s = t.sequence, l = t.layers, h = t.hidden, V = t.vocabulary;
  return 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
}

// The preset's machine grown or shrunk to `accelerators`: its nodes, in cabinets of as many of them
// as divide the count (2,520 GPUs are 315 DGX, one per cabinet).
model::Config machine(std::string_view preset, int accelerators) {
  model::Config c = model::findPreset(preset).value();
  const int nodes = accelerators / c.node.accelerators;
  c.cabinet.nodes = std::gcd(nodes, c.cabinet.nodes);
  c.layout.cabinets = nodes / c.cabinet.nodes;
  c.layout.rows = std::max(1, c.layout.cabinets / 16);
  return c;
}

model::Workload gpt(const model::TransformerShape &shape, model::Parallelism parallelism, int global_batch,
                    int microbatch) {
  model::Workload w;
  w.kind = model::WorkloadKind::Transformer;
  w.transformer = shape;
  w.parallelism = parallelism;
  w.global_batch = global_batch;
  w.microbatch = microbatch;
  return w;
}

double hardwareTflopsPerGpu(const model::Config &c) {
  const double step = trainingStep(c, c.workload).total();
  return megatronIterationFlops(c.workload) / (step * trainingRanks(c.workload)) / 1e12;
}

// Interleaving depth the run does not publish: the fastest the tool finds among those Megatron-LM
// can run, as Meta chose Llama 3's with its own performance projection (Dubey et al. §3.3.2).
void fastestInterleave(model::Config &c) {
  auto refused = [&c] {
    for (const model::Problem &problem : model::validate(c))
      if (problem.path == "workload.parallelism.interleave" || problem.path == "workload.transformer.layers")
        return true;
    return false;
  };
  int best = 1;
  double best_step = INFINITY;
  for (int v = 1; v <= 8; ++v) {
    c.workload.parallelism.interleave = v;
    if (refused()) continue;
    const double step = trainingStep(c, c.workload).total();
    if (step < best_step) {
      best_step = step;
      best = v;
    }
  }
  c.workload.parallelism.interleave = best;
}

std::vector<PublishedRun> megatronWeakScaling() {
  // Narayanan et al. SC21 Table 1 on Selene (DGX A100, 8 × 200 Gb/s HDR per node): sequence
  // 2,048, vocabulary 51,200, full recompute, micro-batch 1 (not in the table).
  struct Row {
    double billions;
    int heads, hidden, layers, tp, pp, gpus, batch;
    double tflops;
  };
  const Row rows[] = {{39.1, 64, 8192, 48, 8, 2, 512, 1536, 138},
                      {76.1, 80, 10240, 60, 8, 4, 1024, 1792, 140},
                      {145.6, 96, 12288, 80, 8, 8, 1536, 2304, 148},
                      {310.1, 128, 16384, 96, 8, 16, 1920, 2160, 155},
                      {529.6, 128, 20480, 105, 8, 35, 2520, 2520, 163}};
  std::vector<PublishedRun> runs;
  for (const Row &r : rows) {
    model::Config c = machine("selene-megatron-1t", r.gpus);
    const int dp = r.gpus / (r.tp * r.pp);
    c.workload = gpt({r.layers, r.hidden, 4 * r.hidden, r.heads, 2048, 51200},
                     {.tp = r.tp, .pp = r.pp, .dp = dp, .recompute = model::Recompute::Full}, r.batch, 1);
    fastestInterleave(c);
    runs.push_back({fmt::format("GPT {:.0f} B, {} A100", r.billions, r.gpus),
                    "Narayanan et al. SC21, Table 1",
                    fmt::format("TP {} × PP {} × DP {}, batch {}, full recompute, interleave {} (fastest)",
                                r.tp, r.pp, dp, r.batch, c.workload.parallelism.interleave),
                    "TFLOP/s per GPU, recompute counted", r.tflops, hardwareTflopsPerGpu(c), "TFLOP/s", c});
  }
  return runs;
}

// The micro-batch a run does not publish: the fastest the tool finds among those that divide the
// replica's batch and fit in memory.
void fastestMicrobatch(model::Config &c) {
  const int per_replica = c.workload.global_batch / c.workload.parallelism.dp;
  int best = 1;
  double best_step = INFINITY;
  for (int b = 1; b <= per_replica; ++b) {
    if (per_replica % b != 0) continue;
    c.workload.microbatch = b;
    const TrainingResults r = evaluateTraining(c);
    if (r.fitsMemory() && r.step_time_s.value < best_step) {
      best_step = r.step_time_s.value;
      best = b;
    }
  }
  c.workload.microbatch = best;
}

// Llama 3 405B (Dubey et al. 2024, Tables 3-4): 126 layers, hidden 16,384, SwiGLU ffn 53,248, 128
// heads sharing 8 key/value heads, vocabulary 128,256, sequence 8,192; no activation recompute at
// 8 K, 16 M tokens per step; H100 on 400 Gb/s per GPU. Its FSDP shards optimizer and gradients but
// does not reshard the weights after the forward (§3.3.2): one parameter gather per step,
// prefetched under the forward, and one gradient reduction — stage 1's traffic.
PublishedRun llama3(int gpus, int dp, int batchPerReplica, double mfu) {
  model::Config c = machine("dgx-h100-superpod", gpus);
  c.network.scale_out.fat_tree.tiers = 3; // 8,192 × 400 Gb/s ports outgrow two tiers of 64-port switches
  model::TransformerShape shape{126, 16384, 53248, 128, 8192, 128256};
  shape.kv_heads = 8;
  shape.gated_mlp = true;
  c.workload = gpt(
      shape, {.tp = 8, .pp = 16, .dp = dp, .sequence_parallel = true, .sharding = model::Sharding::Optimizer},
      batchPerReplica * dp, 1);
  c.workload.flash_attention = true;
  c.workload.overlap_param_gather = true;
  fastestInterleave(c);
  const TrainingResults r = evaluateTraining(c);
  return {fmt::format("Llama 3 405B, {} H100", gpus),
          "Dubey et al. 2024, Table 4",
          fmt::format("TP 8 × PP 16 × DP {}, {} sequences per replica, interleave {} (fastest; unpublished)",
                      dp, batchPerReplica, c.workload.parallelism.interleave),
          "BF16 MFU",
          mfu,
          r.mfu.value,
          "",
          c};
}

// BLOOM 176B (BigScience tr11-176B-ml README and launch script): 384 A100 80 GB, TP 4 × PP 12 × DP 8,
// micro-batch 2, batch 2,048 of 2,048 tokens, 70 layers, hidden 14,336, 112 heads, padded vocabulary
// 250,880, full recompute, ZeRO-1; 4 × 100 Gb/s Omni-Path per node. Logged: 149.77 TFLOP/s.
PublishedRun bloom() {
  model::Config c = machine("selene-megatron-1t", 384);
  c.accelerator.nic_bandwidth_Bps = 4 * 12.5e9 / 8;
  c.workload = gpt({70, 14336, 4 * 14336, 112, 2048, 250880},
                   {.tp = 4,
                    .pp = 12,
                    .dp = 8,
                    .recompute = model::Recompute::Full,
                    .sharding = model::Sharding::Optimizer},
                   2048, 2);
  return {"BLOOM 176B, 384 A100",
          "BigScience tr11-176B-ml README (iteration log)",
          "TP 4 × PP 12 × DP 8, micro-batch 2, batch 2,048, full recompute, ZeRO-1, 4 × 100 Gb/s per node",
          "TFLOP/s per GPU, recompute counted",
          149.77,
          hardwareTflopsPerGpu(c),
          "TFLOP/s",
          c};
}

// OPT-175B (Zhang et al. 2022, arXiv 2205.01068, §2.2-2.4): 96 layers, hidden 12,288, 96 heads,
// sequence 2,048, GPT-2 vocabulary of 50,272; 992 A100 80 GB on 8 × 200 Gb/s InfiniBand per node
// (Azure NDm A100 v4), Megatron-LM tensor parallelism of 8 under FSDP over the 124 replicas, activation
// checkpointing; about 2 M tokens per step (992 sequences, 8 per replica). "Up to 147 TFLOP/s per GPU".
PublishedRun opt175b() {
  model::Config c = machine("selene-megatron-1t", 992);
  c.workload = gpt(
      {96, 12288, 4 * 12288, 96, 2048, 50272},
      {.tp = 8, .dp = 124, .recompute = model::Recompute::Full, .sharding = model::Sharding::Full}, 992, 1);
  c.workload.overlap_param_gather = true; // FSDP prefetches the next block's weights
  fastestMicrobatch(c);
  return {
      "OPT-175B, 992 A100",
      "Zhang et al. 2022, §2.4",
      fmt::format("TP 8 × DP 124 fully sharded (FSDP), batch 992, full recompute, micro-batch {} (fastest "
                  "that fits; unpublished)",
                  c.workload.microbatch),
      "TFLOP/s per GPU, recompute counted",
      147,
      hardwareTflopsPerGpu(c),
      "TFLOP/s",
      c};
}

// DeepSeek-V3 (arXiv 2412.19437, §2-4): 61 layers (the first 3 dense, ffn 18,432), hidden 7,168,
// 128 heads of 128, 256 routed SwiGLU experts of 2,048 with 8 per token and 1 shared, vocabulary
// 129,280, sequence 4,096, batch 15,360 sequences; FP8 matrix multiplies; PP 16 × EP 64 × ZeRO-1 DP
// over 2,048 H800 (NVLink cut to 400 GB/s both ways, one 400 Gb/s InfiniBand NIC per GPU); DualPipe
// hides the expert all-to-alls; RMSNorm and the attention up-projections recomputed. Published:
// 180 K H800 GPU-hours per trillion tokens. Multi-head latent attention is modelled as attention of
// the same 128 × 128 heads with one key/value head: its parameters (and so the 6N FLOPs) come within
// 7 % of MLA's and the score FLOPs within 20 %; the per-token total within 2 %.
PublishedRun deepseekV3() {
  model::Config c = machine("dgx-h100-superpod", 2048);
  c.accelerator.name = "NVIDIA H800 SXM5 80GB";
  c.accelerator.scaleup_links = 8; // 8 × 25 GB/s per direction = 400 GB/s both ways
  model::TransformerShape shape{61, 7168, 18432, 128, 4096, 129280};
  shape.kv_heads = 1;
  shape.head_dim = 128;
  shape.gated_mlp = true;
  shape.experts = 256;
  shape.experts_per_token = 8;
  shape.expert_ffn = 2048;
  shape.shared_experts = 1;
  shape.dense_layers = 3;
  c.workload = gpt(shape,
                   {.pp = 16,
                    .dp = 128,
                    .ep = 64,
                    .recompute = model::Recompute::Selective,
                    .sharding = model::Sharding::Optimizer},
                   15360, 1);
  // §3.3: activations cached and dispatched to the experts in FP8 (the combine returns in BF16,
  // which one activation format cannot say), Adam moments in BF16.
  c.workload.precision = model::Precision::FP8;
  c.workload.activation_precision = model::Precision::FP8;
  c.workload.optimizer_precision = model::Precision::BF16;
  c.workload.flash_attention = true;
  c.workload.overlap_ep = true;
  fastestMicrobatch(c);
  const double tokens_per_gpu = evaluateTraining(c).tokens_per_s.value / 2048;
  return {"DeepSeek-V3 671B MoE, 2048 H800",
          "DeepSeek-AI 2024, arXiv 2412.19437, Table 1 and §3",
          fmt::format("PP 16 × EP 64 × DP 128 (ZeRO-1), FP8 matmuls and activations, BF16 moments, batch "
                      "15,360, micro-batch {} (fastest that fits; "
                      "unpublished), all-to-all overlapped (DualPipe)",
                      c.workload.microbatch),
          "tokens/s per GPU (180 K GPU-hours per trillion tokens)",
          1e12 / (180e3 * 3600),
          tokens_per_gpu,
          "tokens/s",
          c};
}

// Llama 3 405B's long-context stage (Dubey et al. 2024, Table 4, last row): sequence 131,072 on
// 16,384 H100, TP 8 × CP 16 × PP 16 × DP 8, 16 sequences per replica; 38 % BF16 MFU. Its context
// parallelism all-gathers the keys and values (§3.3.2).
PublishedRun llama3LongContext() {
  model::Config c = machine("dgx-h100-superpod", 16384);
  c.network.scale_out.fat_tree.tiers = 3;
  model::TransformerShape shape{126, 16384, 53248, 128, 131072, 128256};
  shape.kv_heads = 8;
  shape.gated_mlp = true;
  c.workload = gpt(shape,
                   {.tp = 8,
                    .pp = 16,
                    .dp = 8,
                    .cp = 16,
                    .sequence_parallel = true,
                    .sharding = model::Sharding::Optimizer},
                   16 * 8, 1);
  c.workload.flash_attention = true;
  c.workload.overlap_param_gather = true;
  fastestInterleave(c);
  return {
      "Llama 3 405B, 131 K context, 16384 H100",
      "Dubey et al. 2024, Table 4",
      fmt::format("TP 8 × CP 16 × PP 16 × DP 8, 16 sequences of 131,072 per replica, interleave {} (fastest; "
                  "unpublished)",
                  c.workload.parallelism.interleave),
      "BF16 MFU",
      0.38,
      evaluateTraining(c).mfu.value,
      "",
      c};
}

// PaLM 540B (Chowdhery et al. 2022, §2, §4, Table 3): 118 parallel blocks, hidden 18,432, 48 heads of
// 256 sharing one key/value head, SwiGLU ffn 73,728, vocabulary 256 K, sequence 2,048, batch 2,048;
// 6,144 TPU v4 in two pods of 3,072 (a 12 × 16 × 16 torus each) joined by the data-centre network
// (81 Tb/s per pod: 768 hosts at 13.2 GB/s); 12-way model parallelism, the weights sharded over the
// 256 data-parallel chips of a pod, no pipeline, no rematerialisation in the published MFU of
// 46.2 %. The tool shards over all 512 data-parallel chips, which moves the weight gathers of both
// pods over the data-centre network too.
PublishedRun palm540b() {
  model::Config c = machine("tpu-v4-pod", 6144);
  c.network.scaleup_domain = 3072;
  c.network.scale_up.torus.dims = {12, 16, 16};
  model::NetworkTier &dcn = c.network.scale_out;
  dcn.ports_per_endpoint = 768;
  dcn.link_bandwidth_Bps = 81e12 / 8 / 768;
  model::TransformerShape shape{118, 18432, 73728, 48, 2048, 256000};
  shape.kv_heads = 1;
  shape.head_dim = 256;
  shape.gated_mlp = true;
  shape.parallel_block = true;
  c.workload = gpt(shape, {.tp = 12, .dp = 512, .sharding = model::Sharding::Full}, 2048, 1);
  // §4: each host sends 1.3 GB of gradients to the other pod, 768 × 1.3 GB ≈ 540 B parameters × 2
  // bytes: the gradients travel in BF16.
  c.workload.gradient_precision = model::Precision::BF16;
  c.workload.flash_attention = true;
  c.workload.overlap_param_gather = true;
  fastestMicrobatch(c);
  return {"PaLM 540B, 6144 TPU v4",
          "Chowdhery et al. 2022, Table 3",
          fmt::format("TP 12 × DP 512 fully sharded, two pods over the data-centre network, parallel blocks, "
                      "batch 2,048, micro-batch {} (fastest that fits; unpublished)",
                      c.workload.microbatch),
          "BF16 MFU",
          0.462,
          evaluateTraining(c).mfu.value,
          "",
          c};
}

// The published figure of most framework tables: tokens per second per GPU, which needs no FLOP
// convention.
double tokensPerGpu(const model::Config &c) {
  return evaluateTraining(c).tokens_per_s.value /
         double(c.workload.parallelism.replicaAccelerators() * c.workload.parallelism.dp);
}

// Megatron-LM's defaults in NVIDIA's performance recipes: sequence parallelism with tensor
// parallelism, the distributed optimizer (ZeRO-1) with its parameter gather overlapped, fused
// attention. Megatron-Bridge's CommOverlapConfig (src/megatron/bridge/training/comm_overlap.py)
// overlaps the pipeline's sends with compute whenever the pipeline is interleaved
// (overlap_p2p_comm), and the dense recipes ask for the tensor-parallel collectives to run inside
// the GEMMs (tp_comm_overlap with a userbuffers configuration per GPU and hidden size, e.g.
// userbuffers_fp8_h100_h8192_tp4_mbs1_seqlen8192 for Llama 3 70B), which needs sequence
// parallelism. A recipe that turns it off says so (tp_comm_overlap false).
model::Workload megatronRecipe(const model::TransformerShape &shape, model::Parallelism parallelism,
                               int global_batch, int microbatch, model::Precision precision,
                               bool tp_comm_overlap = true) {
  parallelism.sequence_parallel = parallelism.tp > 1;
  parallelism.sharding = model::Sharding::Optimizer;
  model::Workload w = gpt(shape, parallelism, global_batch, microbatch);
  w.precision = precision;
  w.flash_attention = true;
  w.overlap_param_gather = true;
  w.overlap_tp = tp_comm_overlap && parallelism.sequence_parallel;
  w.overlap_pp = parallelism.pp > 1 && parallelism.interleave > 1;
  return w;
}

model::TransformerShape llama3Shape(int layers, int hidden, int ffn, int heads) {
  model::TransformerShape shape{layers, hidden, ffn, heads, 8192, 128256};
  shape.kv_heads = 8;
  shape.gated_mlp = true;
  return shape;
}

const model::TransformerShape kLlama3_8B = llama3Shape(32, 4096, 14336, 32);
const model::TransformerShape kLlama3_70B = llama3Shape(80, 8192, 28672, 64);
const model::TransformerShape kLlama3_405B = llama3Shape(126, 16384, 53248, 128);

// A Megatron-Bridge or NeMo table row: tokens/s per GPU of a recipe on DGX H100 or GB200 NVL72.
struct RecipeRow {
  std::string name;
  std::string source;
  std::string preset;
  int gpus;
  model::TransformerShape shape;
  model::Parallelism parallelism;
  int global_batch, microbatch;
  model::Precision precision;
  double published_tokens_per_gpu;
  bool tp_comm_overlap = true;
  // FP8-CS rows of the Megatron-Bridge tables use current scaling; rows that do not say keep
  // Transformer Engine's default.
  model::LowPrecisionScaling scaling = model::LowPrecisionScaling::Delayed;
  std::string known_miss = {};
};

// A GB200 job uses 64 GPUs (16 compute trays) of each NVL72 rack, as NVIDIA's 512-GPU MLPerf system
// does (128 nodes of 4 GPUs in 8 racks): the NVLink domain of the job is 64.
model::Config recipeMachine(const RecipeRow &row) {
  model::Config c = machine(row.preset, row.gpus);
  if (row.preset == "gb200-nvl72") {
    c.network.scaleup_domain = 64;
    c.cabinet.nodes = 16;
    c.layout.cabinets = row.gpus / 64;
    c.layout.rows = 1;
  }
  return c;
}

std::string precisionName(model::Precision precision) {
  std::string name(model::toString(precision));
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return char(std::toupper(c)); });
  return name;
}

PublishedRun recipeRun(const RecipeRow &row) {
  model::Config c = recipeMachine(row);
  c.workload = megatronRecipe(row.shape, row.parallelism, row.global_batch, row.microbatch, row.precision,
                              row.tp_comm_overlap);
  c.workload.low_precision_scaling = row.scaling;
  const model::Parallelism &p = c.workload.parallelism;
  std::string layout = fmt::format("TP {} × PP {}", p.tp, p.pp);
  if (p.interleave > 1) layout += fmt::format(" × VP {}", p.interleave);
  if (p.cp > 1) layout += fmt::format(" × CP {}", p.cp);
  layout += fmt::format(" × DP {}", p.dp);
  std::string overlaps;
  if (c.workload.overlap_tp) overlaps += ", TP communication overlapped";
  if (c.workload.overlap_pp) overlaps += ", pipeline sends overlapped";
  return {row.name,
          row.source,
          fmt::format("{}, batch {}, micro-batch {}, {}, no recompute, distributed optimizer{}", layout,
                      row.global_batch, row.microbatch, precisionName(row.precision), overlaps),
          "tokens/s per GPU",
          row.published_tokens_per_gpu,
          tokensPerGpu(c),
          "tokens/s",
          c,
          row.known_miss};
}

// NVIDIA's published recipe throughputs (Megatron-Bridge docs/performance-summary-archive.md, 25.11
// tables on DGX H100 and DGX B200 and 26.06 on GB200; NeMo
// docs/source/performance/performance_summary.md, 24.07 table). The tables give each row's parallelism, batch
// and precision; they use no activation recompute unless a recipe says so. GPT-3 175B's vocabulary, which the
// table leaves out, is GPT-2's 50,257 padded to 50,304; Nemotron-4 340B's is its 256,000 (Nemotron-4 340B
// technical report, arXiv 2406.11704), with squared-ReLU MLPs of 73,728 and 8 key/value heads (NeMo
// Nemotron4Config340B).
std::vector<PublishedRun> recipeRuns() {
  const model::TransformerShape gpt3{96, 12288, 4 * 12288, 96, 2048, 50304};
  model::TransformerShape nemotron{96, 18432, 73728, 96, 4096, 256000};
  nemotron.kv_heads = 8;
  const std::string bridge = "Megatron-Bridge performance summary, 25.11";
  const std::string nemo = "NeMo performance summary, 24.07";
  using P = model::Precision;
  const RecipeRow rows[] = {
      {"Llama 3 70B, 64 H100, FP8",
       bridge,
       "dgx-h100-superpod",
       64,
       kLlama3_70B,
       {.tp = 4, .pp = 8, .dp = 2, .interleave = 5},
       128,
       1,
       P::FP8,
       1602,
       true,
       model::LowPrecisionScaling::Current},
      {"Llama 3.1 405B, 1024 H100, FP8",
       bridge,
       "dgx-h100-superpod",
       1024,
       kLlama3_405B,
       {.tp = 8, .pp = 8, .dp = 8, .interleave = 8, .cp = 2},
       512,
       1,
       P::FP8,
       292,
       true,
       model::LowPrecisionScaling::Current},
      {"Llama 3 70B, 64 H100, FP8, CP 2",
       nemo,
       "dgx-h100-superpod",
       64,
       kLlama3_70B,
       {.tp = 4, .pp = 4, .dp = 2, .interleave = 5, .cp = 2},
       128,
       1,
       P::FP8,
       1524},
      {"GPT-3 175B, 512 H100, FP8",
       nemo,
       "dgx-h100-superpod",
       512,
       gpt3,
       {.tp = 4, .pp = 8, .dp = 16, .interleave = 6},
       2048,
       2,
       P::FP8,
       825},
      {"GPT-3 175B, 128 H100, FP8",
       nemo,
       "dgx-h100-superpod",
       128,
       gpt3,
       {.tp = 4, .pp = 8, .dp = 4, .interleave = 6},
       256,
       1,
       P::FP8,
       716},
      {"Nemotron-4 340B, 128 H100, FP8",
       nemo,
       "dgx-h100-superpod",
       128,
       nemotron,
       {.tp = 8, .pp = 8, .dp = 2, .interleave = 12},
       32,
       1,
       P::FP8,
       326},
      {"Llama 3 8B, 8 B200, FP8",
       bridge,
       "dgx-b200-superpod",
       8,
       kLlama3_8B,
       {.dp = 8},
       128,
       2,
       P::FP8,
       30624,
       true,
       model::LowPrecisionScaling::Current},
      {"Llama 3.1 405B, 128 B200, FP8",
       bridge,
       "dgx-b200-superpod",
       128,
       kLlama3_405B,
       {.tp = 4, .pp = 8, .dp = 2, .interleave = 8, .cp = 2},
       64,
       1,
       P::FP8,
       661,
       true,
       model::LowPrecisionScaling::Current},
      {"Llama 3.1 405B, 256 GB200, FP8",
       "Megatron-Bridge performance summary, 26.06",
       "gb200-nvl72",
       256,
       kLlama3_405B,
       {.tp = 4, .pp = 16, .dp = 4, .interleave = 4},
       1536,
       1,
       P::FP8,
       843},
  };
  std::vector<PublishedRun> runs;
  for (const RecipeRow &row : rows)
    runs.push_back(recipeRun(row));
  return runs;
}

// NVIDIA's DGXC benchmark of Nemotron-4 340B in BF16 (NGC "Nemotron 340B DGXC Benchmarking", NeMo
// 24.11): 128 H100, TP 8 × PP 8 × VP 12 × DP 2, batch 32 of 4,096 tokens, 4.77 s per step.
PublishedRun nemotronBf16() {
  RecipeRow row{"Nemotron-4 340B, 128 H100, BF16",
                "NGC Nemotron 340B DGXC benchmarking recipe",
                "dgx-h100-superpod",
                128,
                {96, 18432, 73728, 96, 4096, 256000},
                {.tp = 8, .pp = 8, .dp = 2, .interleave = 12},
                32,
                1,
                model::Precision::BF16,
                0};
  row.shape.kv_heads = 8;
  PublishedRun run = recipeRun(row);
  run.metric = "tokens/s per GPU, from the published step time";
  run.published = 32 * 4096 / 4.77 / 128;
  return run;
}

// MLPerf Training v5.1, Llama 3.1 405B on 512 GB200 (mlcommons/training_results_v5.1, NVIDIA
// tyche_ngpu512 config_GB200_128x4x144xtp4pp8cp2_cg_fp4.sh and result log): TP 4 × PP 8 × VP 8 ×
// CP 2 × DP 8, batch 1,152 of 8,192 tokens, NVFP4 matrix multiplies, no recompute, tensor-parallel
// communication overlap off (the FP4 config disables it); median train_step_time 17.237 s over 292
// steps (evaluation not included).
PublishedRun mlperfLlama405bGb200() {
  RecipeRow row{"Llama 3.1 405B, 512 GB200, NVFP4 (MLPerf v5.1)",
                "MLPerf Training v5.1, NVIDIA result log",
                "gb200-nvl72",
                512,
                kLlama3_405B,
                {.tp = 4, .pp = 8, .dp = 8, .interleave = 8, .cp = 2},
                1152,
                1,
                model::Precision::FP4,
                0,
                false,
                model::LowPrecisionScaling::Block};
  PublishedRun run = recipeRun(row);
  run.metric = "tokens/s per GPU, from the published step time";
  run.published = 1152 * 8192 / 17.237 / 512;
  return run;
}

// MosaicML llm-foundry's benchmark table (scripts/train/benchmarking/README.md): MPT-70B (80 layers,
// hidden 8,192, 64 heads, GeLU MLP of 4h, vocabulary 50,368, sequence 2,048) under FSDP full
// sharding with activation checkpointing, BF16, micro-batch 8.
// An llm-foundry MPT run: FSDP full sharding over all `gpus`, FlashAttention, the next block's
// weights prefetched.
model::Config mpt(std::string_view preset, int gpus, const model::TransformerShape &shape,
                  model::Recompute recompute, int global_batch, int microbatch) {
  model::Config c = machine(preset, gpus);
  c.workload = gpt(shape, {.dp = gpus, .recompute = recompute, .sharding = model::Sharding::Full},
                   global_batch, microbatch);
  c.workload.flash_attention = true;
  c.workload.overlap_param_gather = true;
  return c;
}

PublishedRun mpt70b(const std::string &preset, int gpus, int global_batch, double published,
                    const std::string &chip, std::string known_miss = {}) {
  const model::Config c =
      mpt(preset, gpus, {80, 8192, 4 * 8192, 64, 2048, 50368}, model::Recompute::Full, global_batch, 8);
  return {fmt::format("MPT-70B, {} {}", gpus, chip),
          "llm-foundry benchmark table",
          fmt::format("FSDP over {}, batch {}, micro-batch 8, BF16, full recompute", gpus, global_batch),
          "tokens/s per GPU",
          published,
          tokensPerGpu(c),
          "tokens/s",
          c,
          std::move(known_miss)};
}

// torchtitan's A100 table (docs/performance.md, 2024-04): Llama 3 on 64 A100 80 GB under FSDP2,
// BF16, batch 1 of 8,192 tokens per GPU. The 70B row checkpoints every block; the 8B row uses
// torchtitan's per-op selective checkpointing.
PublishedRun torchtitanA100(const model::TransformerShape &shape, const std::string &model,
                            model::Recompute recompute, double published, std::string known_miss = {}) {
  model::Config c = machine("selene-megatron-1t", 64);
  c.workload = gpt(shape, {.dp = 64, .recompute = recompute, .sharding = model::Sharding::Full}, 64, 1);
  c.workload.flash_attention = true;
  c.workload.overlap_param_gather = true;
  return {fmt::format("{}, 64 A100 (torchtitan)", model),
          "torchtitan docs/performance.md",
          fmt::format("FSDP over 64, batch 64, micro-batch 1, BF16, {} recompute",
                      recompute == model::Recompute::Full ? "full" : "per-op selective"),
          "tokens/s per GPU",
          published,
          tokensPerGpu(c),
          "tokens/s",
          c,
          std::move(known_miss)};
}

// Megatron-Bridge 25.11 on DGX GB200 (performance-summary-archive.md; recipe
// llama3_70b_pretrain_config_gb200 at 97ad8cc6): Llama 3 70B on 64 GB200 under Megatron-FSDP over all
// 64, batch 256, micro-batch 2, FP8 with current scaling, no recompute, and the activations of 40 of
// the 80 blocks offloaded to the Grace CPUs' memory (cpu_offloading_num_layers = 40): 4,312 tokens/s
// per GPU. Megatron-FSDP gathers each block's weights ahead of its use and reduce-scatters its
// gradients during the backward.
PublishedRun llama3_70bFsdpOffloadGb200() {
  RecipeRow row{"Llama 3 70B, 64 GB200, FP8, FSDP, activations offloaded",
                "Megatron-Bridge performance summary, 25.11",
                "gb200-nvl72",
                64,
                kLlama3_70B,
                {.dp = 64},
                256,
                2,
                model::Precision::FP8,
                4312,
                false,
                model::LowPrecisionScaling::Current};
  model::Config c = recipeMachine(row);
  c.workload =
      megatronRecipe(row.shape, row.parallelism, row.global_batch, row.microbatch, row.precision, false);
  c.workload.parallelism.sharding = model::Sharding::Full;
  c.workload.low_precision_scaling = row.scaling;
  c.workload.offload_activation_blocks = 40;
  return {
      row.name,
      row.source,
      "FSDP over 64 (Megatron-FSDP), batch 256, micro-batch 2, FP8, no recompute, activations of 40 of 80 "
      "blocks offloaded to host memory",
      "tokens/s per GPU",
      row.published_tokens_per_gpu,
      tokensPerGpu(c),
      "tokens/s",
      c,
      row.known_miss};
}

std::vector<PublishedRun> allRuns() {
  std::vector<PublishedRun> runs = megatronWeakScaling();
  runs.push_back(llama3(8192, 64, 32, 0.43));
  runs.push_back(llama3(16384, 128, 16, 0.41));
  runs.push_back(bloom());
  runs.push_back(opt175b());
  runs.push_back(deepseekV3());
  runs.push_back(llama3LongContext());
  runs.push_back(palm540b());
  for (PublishedRun &run : recipeRuns())
    runs.push_back(std::move(run));
  runs.push_back(nemotronBf16());
  runs.push_back(mlperfLlama405bGb200());
  runs.push_back(llama3_70bFsdpOffloadGb200());
  runs.push_back(mpt70b("dgx-h100-superpod", 512, 4096, 1007, "H100",
                        "llm-foundry's H100 rows miss this far on one node too, where no network is "
                        "crossed; they ran MosaicML's 2023 software, slower on H100 than the measured "
                        "GEMM rates the preset holds"));
  runs.push_back(mpt70b("selene-megatron-1t", 64, 2048, 410, "A100"));
  runs.push_back(torchtitanA100(kLlama3_70B, "Llama 3 70B", model::Recompute::Full, 331));
  runs.push_back(torchtitanA100(kLlama3_8B, "Llama 3 8B", model::Recompute::SelectiveOp, 2973));
  return runs;
}

std::string number(double value, const std::string &unit) {
  return unit.empty() ? fmt::format("{:.1f} %", 100 * value) : fmt::format("{:.1f} {}", value, unit);
}

// Per chip family: how many runs, their mean absolute error, the worst, and the lean (the mean
// signed error: above 0 the simulator is optimistic).
std::string accuracyByFamily(const std::vector<PublishedRun> &runs) {
  std::string out = "| chip family | runs | mean absolute error | worst | lean |\n|---|---|---|---|---|\n";
  const auto row = [&](std::string_view label, auto &&member) {
    int n = 0;
    double absolute = 0, worst = 0, lean = 0;
    for (const PublishedRun &r : runs) {
      if (!member(r.config.accelerator.architecture)) continue;
      ++n;
      absolute += std::abs(r.error());
      worst = std::max(worst, std::abs(r.error()));
      lean += r.error();
    }
    if (n == 0) return;
    out += fmt::format("| {} | {} | {:.1f} % | {:.1f} % | {:+.1f} % |\n", label, n, 100 * absolute / n,
                       100 * worst, 100 * lean / n);
  };
  using A = model::Architecture;
  row("Ampere (A100)", [](A a) { return a == A::Ampere; });
  row("Hopper (H100, H800)", [](A a) { return a == A::Hopper; });
  row("Blackwell (B200, GB200)", [](A a) { return a == A::Blackwell; });
  row("TPU v4", [](A a) { return a == A::TpuV4; });
  row("Hopper and Blackwell", [](A a) { return a == A::Hopper || a == A::Blackwell; });
  row("all", [](A) { return true; });
  return out;
}

std::string table(const std::vector<PublishedRun> &runs) {
  std::string out =
      "| run | source | configuration | figure | published | simulated | error | within ±20 % |\n"
      "|---|---|---|---|---|---|---|---|\n";
  double sum = 0, worst = 0;
  for (const PublishedRun &r : runs) {
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {:+.1f} % | {} |\n", r.name, r.source,
                       r.configuration, r.metric, number(r.published, r.unit), number(r.simulated, r.unit),
                       100 * r.error(), r.known_miss.empty() ? "yes" : "no, optimistic: " + r.known_miss);
    sum += std::abs(r.error());
    worst = std::max(worst, std::abs(r.error()));
  }
  out += fmt::format("\nMean absolute error {:.1f} %, worst {:.1f} %, over {} runs.\n\n",
                     100 * sum / double(runs.size()), 100 * worst, runs.size());
  return out + accuracyByFamily(runs);
}

constexpr std::string_view kBegin =
    "<!-- validation table: generated by tests/sim/validation_runs_test.cpp -->\n";
constexpr std::string_view kEnd = "<!-- end of validation table -->";

TEST(ValidationRuns, EveryRunIsAConfigurationTheToolAccepts) {
  for (const PublishedRun &r : allRuns())
    for (const model::Problem &problem : model::validate(r.config))
      ADD_FAILURE() << r.name << ": " << problem.path << " " << problem.message;
}

TEST(ValidationRuns, EveryPublishedRunWithinTolerance) {
  for (const PublishedRun &r : allRuns()) {
    std::printf("%s: published %.3g, simulated %.3g (%+.1f %%)\n", r.name.c_str(), r.published, r.simulated,
                100 * r.error());
    if (r.known_miss.empty()) {
      EXPECT_LE(std::abs(r.error()), kTolerance) << r.name;
    } else {
      EXPECT_GT(r.error(), kTolerance) << r.name << " came inside: drop its known-miss mark";
      EXPECT_LE(r.error(), kKnownMissBound) << r.name;
    }
  }
}

// The preset itself, as Narayanan et al. ran it: 163 TFLOP/s per GPU published. The 2021 software
// was slower than what Korthikanti et al. measured a year later on the same machine, hence 15 %.
// Korthikanti et al. (Table 5, full recompute) ran the same pipeline (TP 8, PP 64, 512
// microbatches of one sequence) in 94.42 s; data parallelism adds only the gradient sync.
TEST(ValidationRuns, Megatron1TPresetOn3072A100) {
  const model::Config config = model::findPreset("selene-megatron-1t").value();
  const TrainingResults results = evaluateTraining(config);
  const double step = results.step_time_s.value;
  EXPECT_NEAR(hardwareTflopsPerGpu(config), 163, 0.15 * 163);
  EXPECT_NEAR(step, 94.42, 0.10 * 94.42);
  EXPECT_TRUE(results.fitsMemory());
}

// MPT-70B on 512 H100 is a known miss, and not for its network: its gathers hide behind the compute
// (under 3 % of the step exposed), and llm-foundry's MPT-13B on one DGX H100 (40 blocks of 5,120, 40
// heads, sequence 2,048, FSDP over 8 on NVLink, no checkpointing, micro-batch 2, batch 16: 4,792
// tokens/s per GPU) misses as far with no network crossed, while its A100 twin (micro-batch 2, batch
// 48: 2,262 tokens/s per GPU) is within.
TEST(ValidationRuns, TheMptH100MissIsNotItsNetwork) {
  const PublishedRun run = mpt70b("dgx-h100-superpod", 512, 4096, 1007, "H100");
  const StepBreakdown step = trainingStep(run.config, run.config.workload);
  EXPECT_LT(step.dp_comm_exposed_s / step.total(), 0.03);

  auto mpt13bOneNode = [](std::string_view preset, int global_batch, double published) {
    const model::Config c =
        mpt(preset, 8, {40, 5120, 4 * 5120, 40, 2048, 50368}, model::Recompute::None, global_batch, 2);
    return tokensPerGpu(c) / published - 1;
  };
  const double h100 = mpt13bOneNode("dgx-h100-superpod", 16, 4792);
  const double a100 = mpt13bOneNode("selene-megatron-1t", 48, 2262);
  std::printf("MPT-13B on 8 H100: %+.1f %%, on 8 A100: %+.1f %%\n", 100 * h100, 100 * a100);
  EXPECT_GT(h100, kTolerance);
  EXPECT_LE(std::abs(a100), kTolerance);
}

// The error bands (sim/accuracy/ErrorBand.h) rest on these runs' errors, kept in the product.
TEST(ValidationRuns, TheErrorBandsRestOnTheseRuns) {
  std::string rows;
  for (const PublishedRun &r : allRuns())
    rows += snp::testing::residualRow(r.name, "kTraining", r.config.accelerator.architecture,
                                      r.config.workload.precision, r.error());
  snp::testing::expectGeneratedFileBlock("sim/accuracy/ValidationResiduals.cpp",
                                         "// training runs: written by tests/sim/validation_runs_test.cpp\n",
                                         "    // end of training runs", rows,
                                         "build/tests/sim_tests --gtest_filter=ValidationRuns.*");
}

// The README states how far the training figures can be trusted, per generation, from the same runs.
TEST(ValidationRuns, TheReadmeHoldsTheAccuracyByFamily) {
  snp::testing::expectGeneratedFileBlock(
      "README.md", "<!-- accuracy by chip family: generated by tests/sim/validation_runs_test.cpp -->\n",
      "<!-- end of accuracy by chip family -->", accuracyByFamily(allRuns()),
      "build/tests/sim_tests --gtest_filter=ValidationRuns.*");
}

TEST(ValidationRuns, TheDocumentHoldsTheComputedTable) {
  snp::testing::expectGeneratedBlock("validation.md", kBegin, kEnd, table(allRuns()),
                                     "build/tests/sim_tests --gtest_filter=ValidationRuns.*");
}

} // namespace
} // namespace snp::sim

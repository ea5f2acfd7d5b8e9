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
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

// Every run within 20 % of its published figure: the analytic model has no stragglers, kernel
// launch gaps or data loading, and several runs leave parts of their configuration unstated.
constexpr double kTolerance = 0.20;

struct PublishedRun {
  std::string name;
  std::string source;
  std::string configuration;
  std::string metric; // what is compared
  double published = 0;
  double simulated = 0;
  std::string unit;
  model::Config config; // as simulated
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

std::vector<PublishedRun> allRuns() {
  std::vector<PublishedRun> runs = megatronWeakScaling();
  runs.push_back(llama3(8192, 64, 32, 0.43));
  runs.push_back(llama3(16384, 128, 16, 0.41));
  runs.push_back(bloom());
  runs.push_back(opt175b());
  runs.push_back(deepseekV3());
  runs.push_back(llama3LongContext());
  runs.push_back(palm540b());
  return runs;
}

std::string number(double value, const std::string &unit) {
  return unit.empty() ? fmt::format("{:.1f} %", 100 * value) : fmt::format("{:.1f} {}", value, unit);
}

std::string table(const std::vector<PublishedRun> &runs) {
  std::string out = "| run | source | configuration | figure | published | simulated | error |\n"
                    "|---|---|---|---|---|---|---|\n";
  double sum = 0, worst = 0;
  for (const PublishedRun &r : runs) {
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {:+.1f} % |\n", r.name, r.source, r.configuration,
                       r.metric, number(r.published, r.unit), number(r.simulated, r.unit), 100 * r.error());
    sum += std::abs(r.error());
    worst = std::max(worst, std::abs(r.error()));
  }
  out += fmt::format("\nMean absolute error {:.1f} %, worst {:.1f} %, over {} runs.\n",
                     100 * sum / double(runs.size()), 100 * worst, runs.size());
  return out;
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
    EXPECT_LE(std::abs(r.error()), kTolerance) << r.name;
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

TEST(ValidationRuns, TheDocumentHoldsTheComputedTable) {
  snp::testing::expectGeneratedBlock("validation.md", kBegin, kEnd, table(allRuns()),
                                     "build/tests/sim_tests --gtest_filter=ValidationRuns.*");
}

} // namespace
} // namespace snp::sim

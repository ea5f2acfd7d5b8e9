// The serving model (sim/Serving*.h) against closed forms and published serving measurements
// (docs/validation.md, "Inference serving").
#include "model/Presets.h"
#include "model/ServedModel.h"
#include "sim/ServingResults.h"
#include "sim/TrainingComm.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

model::Config preset(std::string_view id) { return model::findPreset(id).value(); }

model::TransformerShape shape(std::string_view id) { return model::findServedModel(id).value().transformer; }

// ---------------------------------- queueing closed forms ----------------------------------

// Erlang C by hand, from its definition (a^c/c!)(c/(c−a)) / (Σ_{k<c} a^k/k! + (a^c/c!)(c/(c−a))).
TEST(ServingQueue, ErlangCMatchesHandComputedValues) {
  EXPECT_NEAR(erlangC(1, 0.5), 0.5, 1e-12);   // M/M/1: the utilisation
  EXPECT_NEAR(erlangC(2, 1), 1.0 / 3, 1e-12); // 1 / (1 + 1 + 1)
  EXPECT_NEAR(erlangC(3, 2), 4.0 / 9, 1e-12); // 4 / (1 + 2 + 2 + 4)
  EXPECT_NEAR(erlangC(10, 0), 0, 1e-12);
  EXPECT_EQ(erlangC(2, 2), 1);           // saturated
  EXPECT_GT(erlangC(20000, 19990), 0.5); // stays finite for a large pool
}

// Exponential service (cv 1): mean wait C/(cμ − λ) and P(W > t) = C e^{−(cμ−λ)t} exactly.
TEST(ServingQueue, ReducesToMMcWithExponentialService) {
  const QueueWait w =
      queueWait({.arrival_rate_per_s = 1, .servers = 2, .service_mean_s = 1, .service_cv = 1});
  EXPECT_NEAR(w.wait_probability, 1.0 / 3, 1e-12);
  EXPECT_NEAR(w.mean(), (1.0 / 3) / (2 - 1), 1e-12);
  EXPECT_NEAR(w.exceedance(1), (1.0 / 3) * std::exp(-1.0), 1e-12);
  EXPECT_NEAR(w.exceedance(0.25), (1.0 / 3) * std::exp(-0.25), 1e-12);
  // The 99th percentile solves C e^{−θt} = 0.01.
  EXPECT_NEAR(w.quantile(0.99), std::log((1.0 / 3) / 0.01), 1e-12);
  EXPECT_EQ(w.quantile(0.5), 0); // two thirds never wait
  // M/M/1 at ρ = 0.5, μ = 2/s: W_q = ρ / (μ − λ) = 0.5 s.
  EXPECT_NEAR(queueWait({.arrival_rate_per_s = 1, .servers = 1, .service_mean_s = 0.5}).mean(), 0.5, 1e-12);
}

// Deterministic service in one server: Pollaczek–Khinchine's exact M/D/1 mean wait ρ / (2μ(1 − ρ)).
TEST(ServingQueue, AllenCunneenIsExactForMD1Mean) {
  const QueueWait w =
      queueWait({.arrival_rate_per_s = 0.5, .servers = 1, .service_mean_s = 1, .service_cv = 0});
  EXPECT_NEAR(w.mean(), 0.5 / (2 * 1 * 0.5), 1e-12);
  EXPECT_FALSE(queueWait({.arrival_rate_per_s = 2, .servers = 1, .service_mean_s = 1}).stable());
  EXPECT_TRUE(
      std::isinf(queueWait({.arrival_rate_per_s = 2, .servers = 1, .service_mean_s = 1}).quantile(0.99)));
}

TEST(ServingQueue, GammaCdfMatchesClosedForms) {
  for (double x : {0.01, 0.5, 1.0, 3.0, 20.0}) {
    EXPECT_NEAR(gammaCdf(1, x), 1 - std::exp(-x), 1e-12) << x;
    EXPECT_NEAR(gammaCdf(2, x), 1 - std::exp(-x) * (1 + x), 1e-12) << x;
  }
}

// Erlang C from its definition: (a^c/c!)(c/(c−a)) / (Σ_{k<c} a^k/k! + (a^c/c!)(c/(c−a))).
double erlangCByDefinition(int c, double a) {
  double sum = 0, term = 1;
  for (int k = 0; k < c; ++k) {
    sum += term;
    term *= a / (k + 1);
  }
  const double queued = term * c / (c - a);
  return queued / (sum + queued);
}

// A server of batch 1 whose output length is exponential: the slots are an M/M/c queue with c =
// replicas, each holding a request for its prompt (stalled by the others') and its steps.
TEST(ServingLoad, BatchOfOneIsAnMMcQueue) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b");
  setup.accelerators = 16;
  setup.tp = 4;
  setup.max_batch = 1;
  setup.output_cv = 1;
  const ServingModel model(config, setup);
  const double rate = 0.5 * 4 / (model.prefill() + setup.output_tokens * model.decodeStep(1));
  const ServingLoad load = servingLoad(model, rate);
  const double stall = 1 / (1 - rate / 4 * model.prefill());
  const double service = model.prefill() + setup.output_tokens * model.decodeStep(1) * stall;
  EXPECT_NEAR(load.full_batch_service_s, service, 1e-12);
  const double c = erlangCByDefinition(4, rate * service);
  EXPECT_NEAR(load.slot_wait.wait_probability, c, 1e-9);
  // The prompt is not random, so the service spread is the output's share: C_s = O·T / S.
  const double cv = setup.output_tokens * model.decodeStep(1) * stall / service;
  EXPECT_NEAR(load.slot_wait.mean(), c / (4 / service - rate) * (1 + cv * cv) / 2, 1e-9 * service);
  EXPECT_NEAR(erlangCByDefinition(4, 2), 4.0 / 23, 1e-12); // the oracle against a hand value
}

// ---------------------------------- memory ----------------------------------

// Llama 2 70B: 80 layers × 2 × 8 key/value heads × 128 × 2 bytes = 327,680 B (320 KiB) per token.
TEST(ServingModel, KvCacheIsTheClosedForm) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("llama-2-70b");
  setup.tp = 8;
  setup.pp = 1;
  setup.accelerators = 8;
  const ServingModel model(config, setup);
  EXPECT_EQ(model.kvBytesPerToken(), 80.0 * 2 * 8 * 128 * 2);
  // One head per accelerator at tp 8; two heads' worth of tp 16 would replicate.
  EXPECT_EQ(model.kvBytesPerTokenPerDevice(), 80.0 * 2 * 1 * 128 * 2);
  setup.kv_cache = model::Precision::FP8;
  EXPECT_EQ(ServingModel(config, setup).kvBytesPerToken(), 80.0 * 2 * 8 * 128);
  const ServingResults r = evaluateServing(config, setup, 2);
  EXPECT_EQ(r.kv_bytes_per_request_B.value, 80.0 * 2 * 8 * 128 * (1024 + 128));
  // Memory left after the weights, over one request's cache per accelerator.
  const double weights = model.parameters() * 2 / 8;
  const double expected = std::floor((80e9 * 0.9 - weights) / (80.0 * 2 * 128 * (1024 + 128)));
  EXPECT_EQ(r.max_batch_by_memory.value, expected);
}

TEST(ServingModel, RefusesWeightsThatDoNotFit) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b"); // 141 GB in BF16 on one 80 GB H100
  setup.accelerators = 1;
  setup.tp = 1;
  setup.pp = 1;
  const ServingResults alone = evaluateServing(config, setup, 4);
  EXPECT_EQ(alone.max_batch.value, 0);
  EXPECT_TRUE(std::isnan(alone.decode_step_batch1_s.value));
  EXPECT_TRUE(std::isnan(alone.e2e_p99_s.value));
  EXPECT_TRUE(alone.e2e_p99_s.assumption.starts_with("REFUSED"));
  EXPECT_TRUE(alone.latency_curve.empty());
  // Four of them hold it.
  setup.accelerators = 4;
  setup.tp = 4;
  EXPECT_GE(evaluateServing(config, setup, 4).max_batch.value, 1);
}

TEST(ServingModel, RefusesShapesItCannotServe) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b");
  setup.tp = 3;
  setup.pp = 1;
  EXPECT_EQ(servingRefusal(config, setup)->setting, "tp");
  setup.tp = 4;
  setup.ep = 2;
  EXPECT_EQ(servingRefusal(config, setup)->setting, "ep"); // a dense model
  setup.ep = 1;
  setup.pp = 81;
  EXPECT_EQ(servingRefusal(config, setup)->setting, "pp");
  setup.pp = 1;
  setup.accelerators = config.accelerators() + 1;
  EXPECT_EQ(servingRefusal(config, setup)->setting, "accelerators");
  setup.accelerators = 0;
  EXPECT_FALSE(servingRefusal(config, setup).has_value());
  setup.transformer = shape("mixtral-8x7b");
  setup.ep = 4;
  EXPECT_FALSE(servingRefusal(config, setup).has_value());
  setup.ep = 3;
  EXPECT_EQ(servingRefusal(config, setup)->setting, "ep");
}

// A MoE decode step reads only the experts its tokens touch: all 8 at a large batch, not at one.
TEST(ServingModel, MixtureOfExpertsReadsTheTouchedExperts) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("mixtral-8x7b");
  setup.accelerators = 2;
  setup.tp = 2;
  setup.pp = 1;
  const ServingModel model(config, setup);
  // 2 of 8 experts per token: a token reads the active parameters, a large batch all of them.
  const double active = model.activeParameters() * 2 / 2, all = model.parameters() * 2 / 2;
  const double hbm = config.accelerator.hbm_bandwidth_Bps;
  EXPECT_LT(model.decodeStage(1).memory_s, 1.0 * active / (0.55 * hbm));
  EXPECT_GT(model.decodeStage(1).memory_s, active / hbm);
  EXPECT_GT(model.decodeStage(256).memory_s, all / hbm);
}

// A prompt's layernorms, residual adds and GeLU stream through HBM as kernels of their own, with
// the training model's op costs (Calculon's vector and HBM tables, sim/ComputeEfficiency.h). The
// 100 B GPT at tp 8 on H100s, 16,384 prompt tokens: per layer two layernorms over v = 16,384 ×
// 10,240 values (9 FLOP each at the vector engine's 0.5 above 1 GFLOP; x and y read and written, 0.9
// of HBM above 100 MB), two residual adds (1 FLOP at 0.1 below 1 GFLOP; three tensors) and the
// GeLU over w = 16,384 × 40,960 / 8 values (8 FLOP at 0.1; two tensors).
TEST(ServingModel, PromptStreamsItsElementwiseWorkThroughHbm) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("dense-100b");
  setup.accelerators = 8;
  setup.tp = 8;
  setup.pp = 1;
  const ServingModel model(config, setup);
  const double tokens = 16384, h = 10240, v = tokens * h, w = tokens * 40960 / 8;
  const double vector = 133.8e12, hbm = 3.35e12;
  const double layernorm = 9 * v / (vector * 0.5) + (4 * v + 4 * h) / (hbm * 0.9);
  const double residual = v / (vector * 0.1) + 6 * v / (hbm * 0.9);
  const double gelu = 8 * w / (vector * 0.1) + 4 * w / (hbm * 0.9);
  const double expected = 80 * (2 * layernorm + 2 * residual + gelu);
  EXPECT_NEAR(model.stage(1, tokens, tokens / 2, tokens).elementwise_s, expected, 1e-9 * expected);
  // A parallel block has one layernorm and one residual add.
  setup.transformer.parallel_block = true;
  const double parallel = ServingModel(config, setup).stage(1, tokens, tokens / 2, tokens).elementwise_s;
  EXPECT_NEAR(parallel, 80 * (layernorm + residual + gelu), 1e-9 * expected);
}

// QKᵀ and PV multiply activations, so FP8 weights leave them in BF16, and their fused kernel runs at
// most at FlashAttention-2's 73 % of peak. Llama 3 70B, FP8, tp 2, a 32,768-token prompt: every
// GEMM is above 128 GFLOP per accelerator (0.95 of the FP8 peak) and so is each layer's attention.
TEST(ServingModel, AttentionRunsInBf16BelowTheFusedKernelBound) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b");
  setup.accelerators = 2;
  setup.tp = 2;
  setup.pp = 1;
  setup.weights = WeightFormat::FP8;
  const ServingModel model(config, setup);
  const double tokens = 32768, context = tokens / 2;
  const double gemm = tokens * 2 * model.activeParameters() / 2;
  const double attention = tokens * 4 * 80 * 8192 * context / 2;
  const double expected = gemm / (1.979e15 * 0.95) + attention / (989e12 * 0.73);
  EXPECT_NEAR(model.stage(1, tokens, context, tokens).compute_s, expected, 1e-9 * expected);
}

// Pope et al.'s multi-query layout: PaLM's one key/value head over 64 chips. A lone sequence keeps
// the heads layout; a batch of 64 puts one sequence's cache on each chip, which reads 64 times less
// cache and holds 64 times more requests, for two all-to-alls of the queries per layer.
TEST(ServingModel, BatchShardedAttentionSpreadsTheCacheOverTheHeadsSharers) {
  const model::Config config = preset("tpu-v4-pod");
  ServingSetup heads;
  heads.transformer = shape("palm-540b");
  heads.accelerators = 64;
  heads.tp = 64;
  heads.pp = 1;
  heads.weights = WeightFormat::INT8;
  heads.prompt_tokens = 2048;
  heads.output_tokens = 64;
  heads.max_batch = 1 << 20;
  ServingSetup batch = heads;
  batch.attention_sharding = AttentionSharding::Batch;
  const ServingModel copied(config, heads), spread(config, batch);

  EXPECT_EQ(spread.kvBytesPerTokenPerDevice(), copied.kvBytesPerTokenPerDevice() / 64);
  EXPECT_GE(spread.maxBatch(), 64 * copied.maxBatch());
  EXPECT_EQ(spread.decodeStep(1), copied.decodeStep(1));
  EXPECT_EQ(spread.prefill(), copied.prefill());

  const ServingModel::StageTime a = copied.decodeStage(64), b = spread.decodeStage(64);
  const double context = 2048 + 32;
  // One sequence's cache on a chip: 2.1 MB a layer, read at 0.6 of HBM; 64 of them at 0.9.
  const double cache = context * copied.kvBytesPerTokenPerDevice();
  const double saved = 64 * cache / (1.2e12 * 0.9) - cache / (1.2e12 * 0.6);
  EXPECT_NEAR(a.memory_s - b.memory_s, saved, 1e-9 * saved);
  // 64 tokens' queries (48 heads of 256) plus the key and value go out, the outputs come back.
  model::Parallelism all;
  all.tp = 64;
  const CommGroup group = parallelGroups(config.network.scaleup_domain, all).tp;
  const double per_rank = 64 * 256 * 2.0 / 64;
  const double exchanges = collectiveTime(config, Collective::AllToAll, per_rank * (48 + 2), group) +
                           collectiveTime(config, Collective::AllToAll, per_rank * 48, group);
  EXPECT_NEAR(b.comm_s - a.comm_s, 118 * exchanges, 1e-9 * a.comm_s);
}

// ---------------------------------- under load ----------------------------------

ServingSetup s2Setup() {
  ServingSetup setup;
  setup.transformer = shape("dense-100b");
  setup.tp = 8;
  setup.pp = 1;
  setup.weights = WeightFormat::INT8;
  return setup;
}

TEST(ServingLoad, TheNinetyNinthPercentileGrowsWithTheRate) {
  const model::Config config = preset("seed-s2");
  const ServingModel model(config, s2Setup());
  for (LatencyKind kind : {LatencyKind::EndToEnd, LatencyKind::TimeToFirstToken}) {
    const std::vector<LatencyPoint> curve = latencyCurve(model, kind, 12);
    ASSERT_EQ(curve.size(), 12u);
    for (std::size_t i = 1; i < curve.size(); ++i) {
      EXPECT_GE(curve[i].p99_s, curve[i - 1].p99_s) << i;
      EXPECT_GE(curve[i].p50_s, curve[i - 1].p50_s) << i;
      EXPECT_GE(curve[i].p99_s, curve[i].p50_s) << i;
    }
  }
}

TEST(ServingLoad, ALooserTargetAdmitsAHigherRate) {
  const model::Config config = preset("seed-s2");
  const ServingModel model(config, s2Setup());
  const double tight = maxRateMeetingTarget(model, LatencyKind::TimeToFirstToken, 0.99, 0.08);
  const double loose = maxRateMeetingTarget(model, LatencyKind::TimeToFirstToken, 0.99, 0.2);
  EXPECT_GT(tight, 0);
  EXPECT_GT(loose, tight);
  EXPECT_LT(loose, servingCapacity(model));
  // The bound is met at the rate found and broken just above it.
  EXPECT_LE(latencyQuantile(model, servingLoad(model, tight), LatencyKind::TimeToFirstToken, 0.99),
            0.08 + 1e-9);
  EXPECT_GT(latencyQuantile(model, servingLoad(model, tight * 1.02), LatencyKind::TimeToFirstToken, 0.99),
            0.08);
}

TEST(ServingLoad, BeyondCapacityIsInfiniteAndSaysSo) {
  const model::Config config = preset("seed-s2");
  ServingSetup setup = s2Setup();
  setup.request_rate_per_s = 1.01 * servingCapacity(ServingModel(config, setup));
  const ServingResults r = evaluateServing(config, setup, 2);
  EXPECT_TRUE(std::isinf(r.e2e_p99_s.value));
  EXPECT_TRUE(std::isinf(r.ttft_p50_s.value));
  EXPECT_TRUE(r.e2e_p99_s.assumption.starts_with("BEYOND CAPACITY"));
}

// A lone request: its prompt, then O steps of a batch of one.
TEST(ServingLoad, ALoneRequestIsPromptPlusItsSteps) {
  const model::Config config = preset("seed-s2");
  ServingSetup setup = s2Setup();
  setup.output_cv = 0;
  const ServingModel model(config, setup);
  const ServingResults r = evaluateServing(config, setup, 2);
  EXPECT_NEAR(r.e2e_p99_s.value, model.prefill() + 128 * model.decodeStep(1), 1e-6);
  EXPECT_EQ(r.ttft_p99_s.value, model.prefill());
}

// ---------------------------------- published measurements ----------------------------------

// Within this share of a published latency (docs/validation.md): the model has no kernel launch,
// scheduling or HTTP overheads, so it sits below measurements.
constexpr double kServingTolerance = 0.25;

// NVIDIA NIM for LLMs benchmarking guide, "Performance" (docs.nvidia.com/nim/benchmarking/llm),
// Llama-3.3-70b-instruct, NIM 1.8.0, 2 × H100 80 GB, FP8, TP2, concurrency 1: inter-token latency
// 18.58 ms at 5,000 input / 500 output tokens, 18.91 ms at 500 / 2,000; time to first token
// 406.77 ms at 5,000 input tokens.
ServingSetup nimLlama33(double prompt, double output) {
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b");
  setup.accelerators = 2;
  setup.tp = 2;
  setup.pp = 1;
  setup.weights = WeightFormat::FP8;
  setup.prompt_tokens = prompt;
  setup.output_tokens = output;
  return setup;
}

TEST(ServingValidation, NimLlama33On2H100InterTokenLatency) {
  const model::Config dgx = preset("dgx-h100-superpod");
  for (const auto &[prompt, output, measured] :
       {std::tuple{5000.0, 500.0, 18.58e-3}, {500.0, 2000.0, 18.91e-3}}) {
    const double ours = ServingModel(dgx, nimLlama33(prompt, output)).decodeStep(1);
    EXPECT_NEAR(ours, measured, kServingTolerance * measured) << prompt << "/" << output;
    RecordProperty("nim_itl_ms_" + std::to_string(int(prompt)), std::to_string(ours * 1e3));
  }
}

// At concurrency 100 to 250 the same service settles at 917–921 output tokens/s (5,000 / 500): the
// capacity with every slot full. NIM does not state the KV-cache format; BF16 is assumed (an FP8
// cache would hold twice the requests, docs/validation.md).
TEST(ServingValidation, NimLlama33On2H100SaturatedThroughput) {
  const ServingModel model(preset("dgx-h100-superpod"), nimLlama33(5000, 500));
  const double ours = servingCapacity(model) * 500;
  EXPECT_NEAR(ours, 920, kServingTolerance * 920);
}

// Outside the tolerance, and documented as such: the measured prompt time is 1.7× ours (FP8 GEMMs
// and attention below Calculon's efficiency table, plus the service's own overheads).
TEST(ServingValidation, NimLlama33TimeToFirstTokenIsOptimistic) {
  const double ours = ServingModel(preset("dgx-h100-superpod"), nimLlama33(5000, 500)).prefill();
  EXPECT_LT(ours, (1 - kServingTolerance) * 406.77e-3);
  EXPECT_GT(ours, 0.4 * 406.77e-3);
}

// Pope et al., "Efficiently Scaling Transformer Inference" (MLSys 2023), abstract and §1: PaLM
// 540B on 64 TPU v4 with int8 weights generates at 29 ms per token at a low batch size. Outside
// the tolerance and documented: their 2D weight-stationary layout runs more collectives per layer
// than our one all-reduce, and the TPU's per-operation overheads are not modelled.
TEST(ServingValidation, PaLM540BOn64TpuV4IsOptimistic) {
  ServingSetup setup;
  setup.transformer = shape("palm-540b");
  setup.accelerators = 64;
  setup.tp = 64;
  setup.pp = 1;
  setup.weights = WeightFormat::INT8;
  setup.prompt_tokens = 2048;
  setup.output_tokens = 1;
  const ServingModel model(preset("tpu-v4-pod"), setup);
  EXPECT_NEAR(model.parameters(), 540e9, 0.01 * 540e9); // PaLM's published count
  EXPECT_LT(model.decodeStep(1), (1 - kServingTolerance) * 29e-3);
  EXPECT_GT(model.decodeStep(1), 0.3 * 29e-3);
}

} // namespace
} // namespace snp::sim

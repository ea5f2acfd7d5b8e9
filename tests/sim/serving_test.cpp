// The serving model (sim/serving/) against closed forms and published serving measurements
// (docs/validation.md, "Inference serving").
#include "GeneratedDocBlock.h"
#include "LargestMachine.h"
#include "ResidualRows.h"
#include "model/Presets.h"
#include "model/ServedModel.h"
#include "model/Validation.h"
#include "sim/serving/ServingResults.h"
#include "sim/training/TrainingComm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

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

// From kLargePoissonCount servers on, Erlang C comes from Temme's expansion, in constant time.
// Against the definition, C = P(N = c)/(1 − ρ) / (P(N < c) + P(N = c)/(1 − ρ)) for N ~ Poisson(a),
// evaluated to 40 digits (mpmath 1.3: e^{−a} a^c / c! and gammainc(c, a, ∞, regularized)), from
// the threshold to 2^44 slots (2^24 accelerators at a batch of 2^20), heavy and light traffic.
TEST(ServingQueue, ErlangCOfLargePoolsMatchesTheDefinition) {
  struct Pool {
    double servers;
    double load;
    double erlang_c;
  };
  const Pool pools[] = {
      {1e4, 9900, 0.22277692886414824},
      {16384, 14745.6, 2.2441490152588262e-40},
      {1e5, 99000, 0.0008219082374107954},
      {1e6, 999000, 0.22330339029134409},
      {1e6, 998000, 0.026810144766080868},
      {4294967296, 4294901760, 0.22336039246489056}, // 2^32 slots, √c below
      {4294967296, 4294705152, 3.3446606859553832e-5},
      {17592186044416, 17592181850112, 0.22336126101201959},
  };
  for (const Pool &pool : pools)
    EXPECT_NEAR(erlangC(pool.servers, pool.load), pool.erlang_c, 1e-10 * pool.erlang_c)
        << pool.servers << " servers, load " << pool.load;
  EXPECT_EQ(erlangC(1e6, 9e5), 0); // 3.6e-2331, below the smallest double
  EXPECT_EQ(erlangC(1e12, 1e-3), 0);
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
  EXPECT_TRUE(alone.e2e_p99_s.assumption.view().starts_with("REFUSED"));
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
  EXPECT_EQ(servingRefusal(config, setup)->path, "tp");
  setup.tp = 4;
  setup.ep = 2;
  EXPECT_EQ(servingRefusal(config, setup)->path, "ep"); // a dense model
  setup.ep = 1;
  setup.pp = 81;
  EXPECT_EQ(servingRefusal(config, setup)->path, "pp");
  setup.pp = 1;
  setup.accelerators = config.accelerators() + 1;
  EXPECT_EQ(servingRefusal(config, setup)->path, "accelerators");
  setup.accelerators = 0;
  EXPECT_FALSE(servingRefusal(config, setup).has_value());
  setup.transformer = shape("mixtral-8x7b");
  setup.ep = 4;
  EXPECT_FALSE(servingRefusal(config, setup).has_value());
  setup.ep = 3;
  EXPECT_EQ(servingRefusal(config, setup)->path, "ep");
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
// the training model's op costs (Calculon's vector and HBM tables, sim/training/ComputeEfficiency.h). The
// 100 B GPT at tp 8 on H100s, 16,384 prompt tokens: per layer two layernorms over v = 16,384 ×
// 10,240 values (9 FLOP each at the vector engine's 0.5 above 1 GFLOP; x and y read and written at
// the H100's measured 87 % of HBM above 100 MB), two residual adds (1 FLOP at 0.1 below 1 GFLOP; three
// tensors) and the GeLU over w = 16,384 × 40,960 / 8 values (8 FLOP at 0.1; two tensors).
TEST(ServingModel, PromptStreamsItsElementwiseWorkThroughHbm) {
  const model::Config config = preset("dgx-h100-superpod");
  ServingSetup setup;
  setup.transformer = shape("dense-100b");
  setup.accelerators = 8;
  setup.tp = 8;
  setup.pp = 1;
  const ServingModel model(config, setup);
  const double tokens = 16384, h = 10240, v = tokens * h, w = tokens * 40960 / 8;
  const double vector = 133.8e12, hbm = 3.35e12 * 0.87;
  ASSERT_DOUBLE_EQ(config.accelerator.memory_sustained, 0.87);
  const double layernorm = 9 * v / (vector * 0.5) + (4 * v + 4 * h) / hbm;
  const double residual = v / (vector * 0.1) + 6 * v / hbm;
  const double gelu = 8 * w / (vector * 0.1) + 4 * w / hbm;
  const double expected = 80 * (2 * layernorm + 2 * residual + gelu);
  EXPECT_NEAR(model.stage(1, tokens, tokens / 2, tokens).elementwise_s, expected, 1e-9 * expected);
  // A parallel block has one layernorm and one residual add.
  setup.transformer.parallel_block = true;
  const double parallel = ServingModel(config, setup).stage(1, tokens, tokens / 2, tokens).elementwise_s;
  EXPECT_NEAR(parallel, 80 * (layernorm + residual + gelu), 1e-9 * expected);
}

// QKᵀ and PV multiply activations, so FP8 weights leave them in BF16, and their fused kernel runs at
// most at FlashAttention-2's 73 % of peak. Llama 3 70B, FP8, tp 2, a 32,768-token prompt: every
// GEMM is above 128 GFLOP per accelerator and runs at the H100's measured 70 % of the FP8 peak (not
// the curve's 0.95), and so is each layer's attention.
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
  ASSERT_DOUBLE_EQ(config.accelerator.matrix_sustained[std::size_t(model::Precision::FP8)], 0.70);
  const double expected = gemm / (1.979e15 * 0.70) + attention / (989e12 * 0.73);
  EXPECT_NEAR(model.stage(1, tokens, context, tokens).compute_s, expected, 1e-9 * expected);
}

// An engine's host work runs beside the GPU's, so an iteration lasts the longer of the two. A lone
// token of Llama 3 70B in FP8 over 8 H100 reads 70 GB / 8 of weights, about 3 ms: above the 2.5 ms
// default, untouched; spread over 64 GPUs of GB200 it is below it, and the host's 2.5 ms paces it,
// whatever the GPUs could do. Without host work the GPUs' time shows again.
TEST(ServingModel, AnIterationLastsAtLeastItsHostWork) {
  ServingSetup setup;
  setup.transformer = shape("llama-3-70b");
  setup.weights = WeightFormat::FP8;
  setup.accelerators = 8;
  setup.tp = 8;
  setup.host_step_s = 0;
  const model::Config h100 = preset("dgx-h100-superpod");
  const double gpu = ServingModel(h100, setup).decodeStep(1);
  ASSERT_GT(gpu, 2.5e-3);
  setup.host_step_s = 2.5e-3;
  EXPECT_EQ(ServingModel(h100, setup).decodeStep(1), gpu);

  const model::Config gb200 = preset("gb200-nvl72");
  setup.accelerators = 64;
  setup.tp = 8;
  setup.pp = 8;
  setup.host_step_s = 0;
  const double fast = ServingModel(gb200, setup).decodeStep(1);
  ASSERT_LT(fast, 2.5e-3);
  setup.host_step_s = 2.5e-3;
  EXPECT_EQ(ServingModel(gb200, setup).decodeStep(1), 2.5e-3);
  EXPECT_GE(ServingModel(gb200, setup).prefill(), 2.5e-3);
  setup.host_step_s = -1e-3;
  const std::optional<model::Problem> refusal = servingRefusal(gb200, setup);
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->path, "host-step-ms");
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
  // One sequence's cache on a chip: 2.1 MB a layer, read at 0.6 of HBM; 64 of them at 0.9; both
  // scaled to the preset's 85 % at the top.
  const double cache = context * copied.kvBytesPerTokenPerDevice();
  const double scale = config.accelerator.memory_sustained / 0.9;
  ASSERT_DOUBLE_EQ(scale, 0.85 / 0.9);
  const double saved = 64 * cache / (1.2e12 * 0.9 * scale) - cache / (1.2e12 * 0.6 * scale);
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
  EXPECT_TRUE(r.e2e_p99_s.assumption.view().starts_with("BEYOND CAPACITY"));
}

// The most accelerators validation admits, 2^24, as one slice of 2^18 replicas (tp 8 × pp 8) with
// 2^26 slots. Erlang C's recursion spent a step per slot on each of the hundred loads an evaluation
// prices (35 s): ctest runs this test alone under a time limit (serving.largest_slice_is_bounded).
TEST(ServingLoad, TheLargestSliceIsPricedInBoundedTime) {
  const model::Config config = test::largestMachine();
  ASSERT_EQ(config.accelerators(), 1 << 24);
  ASSERT_TRUE(model::validate(config).empty());
  ServingSetup setup = defaultServingSetup(config, shape("llama-3-70b"));
  ASSERT_FALSE(servingRefusal(config, setup));
  const ServingModel model(config, setup);
  setup.request_rate_per_s = servingCapacity(model) / 2;
  const ServingResults r = evaluateServing(config, setup);
  r.forEachFigure(
      [](const char *name, const Figure &figure) { EXPECT_TRUE(std::isfinite(figure.value)) << name; });
  ASSERT_EQ(r.latency_curve.size(), 24u);
  for (const LatencyPoint &point : r.latency_curve)
    EXPECT_TRUE(std::isfinite(point.p99_s) && point.p99_s >= point.p50_s) << point.rate_per_s;
  EXPECT_GE(r.ttft_p99_s.value, model.prefill());
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

// Within this share of a published latency (docs/validation.md): the model has no per-request
// overheads (tokenisation, HTTP), so it sits below measurements. A row outside it is recorded as
// optimistic and held below the band, so that a change of the model that moves it is seen.
constexpr double kServingTolerance = 0.25;

void expectWithin(double ours, double measured) {
  EXPECT_NEAR(ours, measured, kServingTolerance * measured) << ours / measured - 1;
}

void expectOptimistic(double ours, double measured) {
  EXPECT_LT(ours, (1 - kServingTolerance) * measured) << ours / measured - 1;
  EXPECT_GT(ours, 0.3 * measured) << ours / measured - 1;
}

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
    expectWithin(ours, measured);
    RecordProperty("nim_itl_ms_" + std::to_string(int(prompt)), std::to_string(ours * 1e3));
  }
}

// At concurrency 100 to 250 the same service settles at 917–921 output tokens/s (5,000 / 500): the
// capacity with every slot full. NIM does not state the KV-cache format; BF16 is assumed (an FP8
// cache would hold twice the requests, docs/validation.md).
TEST(ServingValidation, NimLlama33On2H100SaturatedThroughput) {
  const ServingModel model(preset("dgx-h100-superpod"), nimLlama33(5000, 500));
  expectWithin(servingCapacity(model) * 500, 920);
}

// The 5,000-token prompt is FP8 GEMMs. Priced at Calculon's 16-bit 0.95 of the FP8 peak it read
// −28 %, outside; at DeepGEMM's 8-bit ceiling it is within (docs/validation.md).
TEST(ServingValidation, NimLlama33TimeToFirstToken) {
  const double ours = ServingModel(preset("dgx-h100-superpod"), nimLlama33(5000, 500)).prefill();
  expectWithin(ours, 406.77e-3);
  RecordProperty("nim_ttft_ms", std::to_string(ours * 1e3));
}

// TensorRT-LLM, docs/source/performance.md ("Low Latency", TensorRT-LLM v0.5.0; benchmark recipe in
// the same file): Llama 2 70B, TP 4, batch 1, one output token (gptSessionBenchmark), first-token
// latency. H100 SXM 80 GB with FP8 weights and KV cache: 26 ms at 128 input tokens, 109 ms at 2,048;
// A100 in FP16 (SXM 80 GB, docs/source/blogs/H100vsA100.md of the same release): 47 ms and 377 ms.
// The A100s are selene-megatron-1t's (NVLink 3, 12 links); FP16 is priced as BF16, the same
// 312 TFLOP/s and two bytes.
ServingSetup trtLlama2(double prompt, WeightFormat weights) {
  ServingSetup setup;
  setup.transformer = shape("llama-2-70b");
  setup.accelerators = 4;
  setup.tp = 4;
  setup.pp = 1;
  setup.weights = weights;
  setup.kv_cache = weights == WeightFormat::FP8 ? model::Precision::FP8 : model::Precision::BF16;
  setup.prompt_tokens = prompt;
  setup.output_tokens = 1;
  return setup;
}

TEST(ServingValidation, TensorRtLlmLlama2On4A100FirstTokenLatency) {
  const double ours =
      ServingModel(preset("selene-megatron-1t"), trtLlama2(2048, WeightFormat::BF16)).prefill();
  expectWithin(ours, 377e-3);
  RecordProperty("trt_a100_2048_ms", std::to_string(ours * 1e3));
}

// The FP8 prompt on H100s, within at the 8-bit ceiling as NIM's is (it read −25 % at 0.95).
TEST(ServingValidation, TensorRtLlmLlama2On4H100Fp8FirstTokenLatency) {
  const double ours = ServingModel(preset("dgx-h100-superpod"), trtLlama2(2048, WeightFormat::FP8)).prefill();
  expectWithin(ours, 109e-3);
  RecordProperty("trt_h100_fp8_2048_ms", std::to_string(ours * 1e3));
}

// Outside the tolerance, and documented: a short prompt's fixed cost per request, which the model
// leaves out.
TEST(ServingValidation, TensorRtLlmShortFirstTokensAreOptimistic) {
  const model::Config a100 = preset("selene-megatron-1t"), h100 = preset("dgx-h100-superpod");
  expectOptimistic(ServingModel(a100, trtLlama2(128, WeightFormat::BF16)).prefill(), 47e-3);
  expectOptimistic(ServingModel(h100, trtLlama2(128, WeightFormat::FP8)).prefill(), 26e-3);
}

// Pope et al., "Efficiently Scaling Transformer Inference" (MLSys 2023), Table 2, the low-latency
// PaLM 540B configuration on 64 TPU v4 with int8 weights: the prompt of 2,048 tokens alone in 0.29 s
// (43 % MFU: 2 × 540e9 × 2,048 / (64 × 275e12 × 0.29 s)), then 64 tokens for a batch of 64 with
// the attention sharded over the batch in 1.82 s, 28.4 ms a token (14 % MFU), at the 2,048-token
// context of the paper's chatbot turn (1,920 tokens of history, 64 of prompt, 64 generated, §1). Their
// 64 chips are a 4 × 4 × 4 slice, one cube of the pod, its rings closed by the optical switches
// (Jouppi et al., ISCA 2023): built here from the pod preset.
model::Config tpuV4Cube() {
  model::Config c = preset("tpu-v4-pod");
  c.network.scale_up.torus.dims = {4, 4, 4};
  c.layout.cabinets = 1;
  c.layout.rows = 1;
  return c;
}

ServingSetup popePalm() {
  ServingSetup setup;
  setup.transformer = shape("palm-540b");
  setup.accelerators = 64;
  setup.tp = 64;
  setup.pp = 1;
  setup.weights = WeightFormat::INT8;
  return setup;
}

TEST(ServingValidation, PaLM540BOn64TpuV4Prompt) {
  const model::Config cube = tpuV4Cube();
  ASSERT_EQ(cube.accelerators(), 64);
  ServingSetup setup = popePalm();
  setup.prompt_tokens = 2048;
  setup.output_tokens = 1;
  const ServingModel model(cube, setup);
  EXPECT_NEAR(model.parameters(), 540e9, 0.01 * 540e9); // PaLM's published count
  expectWithin(model.prefill(), 0.29);
  RecordProperty("pope_prefill_ms", std::to_string(model.prefill() * 1e3));
}

TEST(ServingValidation, PaLM540BOn64TpuV4Generation) {
  ServingSetup setup = popePalm();
  setup.attention_sharding = AttentionSharding::Batch;
  setup.cached_tokens = 1920;
  setup.prompt_tokens = 64;
  setup.output_tokens = 64;
  const ServingModel model(tpuV4Cube(), setup);
  ASSERT_GE(model.maxBatch(), 64);
  expectWithin(model.decodeStep(64), 1.82 / 64);
  RecordProperty("pope_step_ms", std::to_string(model.decodeStep(64) * 1e3));
}

// Every measurement above as simulated / published − 1, the evidence of the serving error bands
// (sim/accuracy/ErrorBand.h): written into sim/accuracy/ValidationResiduals.cpp.
struct ServingMeasurement {
  std::string name;
  std::string_view figure_class; // the table's constant: kLatency or kThroughput
  const model::Config &machine;
  WeightFormat weights;
  double ours, measured;
};

TEST(ServingValidation, TheErrorBandsRestOnTheseMeasurements) {
  const model::Config dgx = preset("dgx-h100-superpod"), a100 = preset("selene-megatron-1t"),
                      cube = tpuV4Cube();
  ServingSetup pope_prompt = popePalm();
  pope_prompt.prompt_tokens = 2048;
  pope_prompt.output_tokens = 1;
  ServingSetup pope_generation = popePalm();
  pope_generation.attention_sharding = AttentionSharding::Batch;
  pope_generation.cached_tokens = 1920;
  pope_generation.prompt_tokens = 64;
  pope_generation.output_tokens = 64;
  const std::vector<ServingMeasurement> rows = {
      {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 5,000 / 500", "kLatency", dgx, WeightFormat::FP8,
       ServingModel(dgx, nimLlama33(5000, 500)).decodeStep(1), 18.58e-3},
      {"NIM Llama 3.3 70B, 2 H100, inter-token latency at 500 / 2,000", "kLatency", dgx, WeightFormat::FP8,
       ServingModel(dgx, nimLlama33(500, 2000)).decodeStep(1), 18.91e-3},
      {"NIM Llama 3.3 70B, 2 H100, saturated output tokens/s", "kThroughput", dgx, WeightFormat::FP8,
       servingCapacity(ServingModel(dgx, nimLlama33(5000, 500))) * 500, 920},
      {"NIM Llama 3.3 70B, 2 H100, time to first token", "kLatency", dgx, WeightFormat::FP8,
       ServingModel(dgx, nimLlama33(5000, 500)).prefill(), 406.77e-3},
      {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 2,048", "kLatency", a100, WeightFormat::BF16,
       ServingModel(a100, trtLlama2(2048, WeightFormat::BF16)).prefill(), 377e-3},
      {"TensorRT-LLM Llama 2 70B, 4 A100, first token at 128", "kLatency", a100, WeightFormat::BF16,
       ServingModel(a100, trtLlama2(128, WeightFormat::BF16)).prefill(), 47e-3},
      {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 2,048", "kLatency", dgx, WeightFormat::FP8,
       ServingModel(dgx, trtLlama2(2048, WeightFormat::FP8)).prefill(), 109e-3},
      {"TensorRT-LLM Llama 2 70B, 4 H100, first token at 128", "kLatency", dgx, WeightFormat::FP8,
       ServingModel(dgx, trtLlama2(128, WeightFormat::FP8)).prefill(), 26e-3},
      {"PaLM 540B, 64 TPU v4, 2,048-token prompt", "kLatency", cube, WeightFormat::INT8,
       ServingModel(cube, pope_prompt).prefill(), 0.29},
      {"PaLM 540B, 64 TPU v4, a token for a batch of 64", "kLatency", cube, WeightFormat::INT8,
       ServingModel(cube, pope_generation).decodeStep(64), 1.82 / 64},
  };
  std::string block;
  for (const ServingMeasurement &row : rows)
    block += snp::testing::residualRow(row.name, row.figure_class, row.machine.accelerator.architecture,
                                       matmulPrecision(row.weights), row.ours / row.measured - 1);
  snp::testing::expectGeneratedFileBlock("sim/accuracy/ValidationResiduals.cpp",
                                         "// serving measurements: written by tests/sim/serving_test.cpp\n",
                                         "    // end of serving measurements", block,
                                         "build/tests/sim_tests --gtest_filter=ServingValidation.*");
}

// Pope et al.'s 2D weight-stationary layout (§3.2.2) splits the weights over x (d_model) and y·z
// (d_ff) and runs four collectives a layer instead of one all-reduce: all-gather over y·z, reduce-scatter
// and all-gather over x, reduce-scatter over y·z (parallel block: the query projection fused with the
// MLP's input, the output projection with its output). Priced by the same collective model on the
// 4 × 4 × 4 slice they cost about what the tool's one all-reduce over all 64 does, at one token and at
// 64: the collective count is not what the tool leaves out (docs/validation.md).
TEST(ServingValidation, PaLMsTwoDimensionalLayoutCollectivesCostAboutOneAllReduce) {
  const model::Config cube = tpuV4Cube();
  const double e = 18432, f = 73728, q = 48 * 256, kv = 256, bytes = 2;
  const auto group = [&](int ranks) {
    model::Parallelism p;
    p.tp = ranks;
    return parallelGroups(cube.network.scaleup_domain, p).tp;
  };
  for (double tokens : {1.0, 64.0}) {
    const double x_shard = tokens * e / 4 * bytes;
    const double layout2d =
        collectiveTime(cube, Collective::AllGather, x_shard, group(16)) +
        collectiveTime(cube, Collective::ReduceScatter, tokens * (2 * f + q + 2 * kv) / 16 * bytes,
                       group(4)) +
        collectiveTime(cube, Collective::AllGather, tokens * (f + q) / 16 * bytes, group(4)) +
        collectiveTime(cube, Collective::ReduceScatter, x_shard, group(16));
    const double layout1d = collectiveTime(cube, Collective::AllReduce, tokens * e * bytes, group(64));
    EXPECT_NEAR(layout2d, layout1d, 0.15 * layout1d) << tokens;
  }
}

} // namespace
} // namespace snp::sim

#include "A100Cluster.h"
#include "model/Presets.h"
#include "model/WorkloadSize.h"
#include "sim/training/ComputeResults.h"
#include "sim/training/ScalingCurve.h"
#include "sim/training/TrainingDevice.h"
#include "sim/training/TrainingResults.h"
#include "sim/training/TrainingStep.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace snp;
using snp::testing::a100Cluster;

TEST(WorkloadSize, Gpt3HasAbout175BillionParameters) {
  model::Workload gpt3;
  gpt3.transformer = {96, 12288, 49152, 96, 2048};
  EXPECT_NEAR(model::parameterCount(gpt3), 175e9, 0.01 * 175e9);
}

TEST(WorkloadSize, TransformerFlopsAre6NPlus12LhsPerToken) {
  model::Workload w;
  w.transformer = {24, 2048, 8192, 16, 2048};
  const double n = model::parameterCount(w);
  const double per_token = 6 * n + 12.0 * 24 * 2048 * 2048;
  EXPECT_DOUBLE_EQ(model::flopsPerSample(w), 2048 * per_token);
  EXPECT_DOUBLE_EQ(model::tokensPerSample(w), 2048);
}

// Llama 3 405B (Dubey et al. 2024, Table 3): 126 layers, hidden 16,384, SwiGLU ffn 53,248, 128
// query heads sharing 8 key/value heads, vocabulary 128,256. Published: 405 B parameters. Without
// grouped-query attention and the gated MLP the same shape counted 287 B.
TEST(WorkloadSize, Llama3ShapeHasItsPublishedParameterCount) {
  model::Workload w;
  w.transformer = {126, 16384, 53248, 128, 8192, 128256};
  w.transformer.kv_heads = 8;
  w.transformer.gated_mlp = true;
  EXPECT_NEAR(model::parameterCount(w), 405e9, 0.01 * 405e9);
  // PaLM 540B (Chowdhery et al. 2022, Table 1): 118 layers, d_model 18,432, 48 heads of 256 sharing
  // one key/value head, SwiGLU ffn 73,728, vocabulary 256 k. Published: 540.35 B.
  model::Workload palm;
  palm.transformer = {118, 18432, 73728, 48, 2048, 256000};
  palm.transformer.kv_heads = 1;
  palm.transformer.head_dim = 256;
  palm.transformer.gated_mlp = true;
  EXPECT_NEAR(model::parameterCount(palm), 540.35e9, 0.01 * 540.35e9);
}

// Fused attention never stores the b·a·s² scores: at sequence 8,192 they dominate a block's
// activations, and their HBM round trips its time.
TEST(TrainingStep, FlashAttentionDropsTheScoresFromMemoryAndTraffic) {
  model::Config config = a100Cluster(1);
  model::Workload &w = config.workload;
  w.transformer.sequence = 8192;
  w.parallelism.tp = 8;
  const sim::TrainingResults plain = sim::evaluateTraining(config);
  w.flash_attention = true;
  const sim::TrainingResults fused = sim::evaluateTraining(config);
  // Korthikanti's scores term, 5·a·s/(h·tp) = 5 × 16 × 8192 / (2048 × 8) = 40 sbh, against 13 sbh
  // for everything else.
  EXPECT_LT(fused.activations_B.value, 0.5 * plain.activations_B.value);
  EXPECT_LT(fused.step_time_s.value, plain.step_time_s.value);
  EXPECT_EQ(fused.recompute_s.value, 0);
}

TEST(WorkloadSize, PublishedSizesOfTheDataParallelModels) {
  model::Workload resnet;
  resnet.kind = model::WorkloadKind::ResNet50;
  EXPECT_DOUBLE_EQ(model::parameterCount(resnet), 25.6e6);
  EXPECT_DOUBLE_EQ(model::flopsPerSample(resnet), 3 * 4.1e9);
  model::Workload bert;
  bert.kind = model::WorkloadKind::BertLarge;
  EXPECT_DOUBLE_EQ(model::parameterCount(bert), 340e6);
  EXPECT_DOUBLE_EQ(model::tokensPerSample(bert), 512);
  model::Workload custom;
  custom.kind = model::WorkloadKind::Custom;
  custom.custom = {1e12, 1e9, 100};
  EXPECT_DOUBLE_EQ(model::flopsPerSample(custom), 1e12);
  EXPECT_DOUBLE_EQ(model::parameterCount(custom), 1e9);
}

TEST(TrainingStep, BubbleFractionOfOneFOneB) {
  model::Config config = a100Cluster(1);
  model::Workload &w = config.workload;
  w.parallelism.pp = 4;
  w.global_batch = 12;
  const sim::StepBreakdown step = sim::trainingStep(config, w);
  const double pipeline = step.compute_s + step.pp_comm_s + step.pp_bubble_s;
  EXPECT_DOUBLE_EQ(step.microbatches, 12);
  EXPECT_NEAR(step.pp_bubble_s / pipeline, 3.0 / (12 + 3), 1e-12);
}

TEST(TrainingStep, InterleavingDividesTheBubble) {
  model::Config config = a100Cluster(1);
  model::Workload &w = config.workload;
  w.parallelism.pp = 4;
  w.parallelism.interleave = 2;
  w.global_batch = 12;
  const sim::StepBreakdown step = sim::trainingStep(config, w);
  // (PP − 1) / (v · m) of the busy time.
  EXPECT_NEAR(step.pp_bubble_s / (step.compute_s + step.pp_comm_s), 3.0 / (2 * 12), 1e-12);
}

// 1F1B takes m + p − 1 stage times whatever m: the bubble stays p − 1 stage times even with
// fewer microbatches than stages.
TEST(TrainingStep, OneFOneBBubbleIsPMinusOneStagesForAnyMicrobatchCount) {
  for (const int m : {1, 2, 3, 4, 12, 64}) {
    model::Config config = a100Cluster(1);
    model::Workload &w = config.workload;
    w.parallelism.pp = 4;
    w.global_batch = m;
    const sim::StepBreakdown step = sim::trainingStep(config, w);
    const double stage = (step.compute_s + step.tp_comm_s + step.pp_comm_s) / m;
    EXPECT_NEAR(step.pp_bubble_s, 3 * stage, 1e-12 * stage) << m << " microbatches";
  }
}

// Interleaving cannot beat the dependency chain of one microbatch: its v chunks on each of the p
// devices run one after the other, p stage times in all. With batch 16 on 8 stages interleaved
// 3 ways, the bubble formula (p − 1)/v alone gave less than that.
TEST(TrainingStep, InterleavedScheduleNeedsAtLeastOneMicrobatchesPathThroughAllStages) {
  for (const int m : {1, 2, 4, 8, 16, 32}) {
    for (const int v : {1, 2, 3}) {
      model::Config config = a100Cluster(1);
      model::Workload &w = config.workload;
      w.transformer.layers = 24;
      w.parallelism.pp = 8;
      w.parallelism.interleave = v;
      w.global_batch = m;
      const sim::StepBreakdown step = sim::trainingStep(config, w);
      const double stage = (step.compute_s + step.tp_comm_s + step.pp_comm_s) / m;
      const double pipeline = step.compute_s + step.tp_comm_s + step.pp_comm_s + step.pp_bubble_s;
      EXPECT_GE(pipeline, 8 * stage * (1 - 1e-12)) << m << " microbatches, interleave " << v;
      // Fewer microbatches than stages: p + (m − 1)/v stage times; otherwise m + (p − 1)/v.
      const double expected = m < 8 ? 8 + (m - 1.0) / v : m + 7.0 / v;
      EXPECT_NEAR(pipeline / stage, expected, 1e-9) << m << " microbatches, interleave " << v;
    }
  }
}

// FP8 doubles the tensor cores' rate, not the CUDA cores': elementwise work stays in BF16. The
// vector engine used to be a quarter of the FP8 matrix peak, 495 TFLOP/s on an H100.
TEST(DeviceRates, EightBitTrainingKeepsTheVectorEngineAtSixteenBits) {
  model::Accelerator h100;
  h100.peak_flops[static_cast<std::size_t>(model::Precision::BF16)] = 989e12;
  h100.peak_flops[static_cast<std::size_t>(model::Precision::FP8)] = 1979e12;
  h100.hbm_bandwidth_Bps = 3.35e12;
  const sim::DeviceRates bf16 = sim::deviceRates(h100, model::Precision::BF16, 0);
  const sim::DeviceRates fp8 = sim::deviceRates(h100, model::Precision::FP8, 0);
  EXPECT_DOUBLE_EQ(fp8.matrix_flops, 1979e12);
  EXPECT_DOUBLE_EQ(fp8.vector_flops, bf16.vector_flops);
  EXPECT_LT(fp8.vector_flops, 300e12);
}

TEST(TrainingStep, RecomputeCostsTimeAndSavesMemory) {
  model::Config config = a100Cluster(1);
  config.workload.parallelism.tp = 8;
  auto with = [&](model::Recompute recompute) {
    config.workload.parallelism.recompute = recompute;
    return sim::evaluateTraining(config);
  };
  const sim::TrainingResults none = with(model::Recompute::None);
  const sim::TrainingResults selective = with(model::Recompute::Selective);
  const sim::TrainingResults full = with(model::Recompute::Full);
  EXPECT_EQ(none.recompute_s.value, 0);
  EXPECT_LT(none.step_time_s.value, selective.step_time_s.value);
  EXPECT_LT(selective.step_time_s.value, full.step_time_s.value);
  EXPECT_GT(none.activations_B.value, selective.activations_B.value);
  EXPECT_GT(selective.activations_B.value, full.activations_B.value);
}

TEST(TrainingStep, SequenceParallelismSplitsActivations) {
  model::Config config = a100Cluster(1);
  config.workload.parallelism.tp = 8;
  const sim::TrainingResults plain = sim::evaluateTraining(config);
  config.workload.parallelism.sequence_parallel = true;
  const sim::TrainingResults split = sim::evaluateTraining(config);
  EXPECT_LT(split.activations_B.value, plain.activations_B.value);
  EXPECT_GT(split.tp_comm_s.value, 0);
}

TEST(TrainingResults, MemoryBeyondHbmDoesNotFit) {
  model::Config config = a100Cluster(1);
  const sim::TrainingResults fits = sim::evaluateTraining(config);
  EXPECT_TRUE(fits.fitsMemory());
  EXPECT_DOUBLE_EQ(fits.memory_share_of_hbm.value,
                   fits.memory_per_accelerator_B.value / config.accelerator.hbm_capacity_B);
  EXPECT_LE(fits.memory_share_of_hbm.value, 1);
  config.accelerator.hbm_capacity_B = 1e9;
  const sim::TrainingResults r = sim::evaluateTraining(config);
  EXPECT_GT(r.memory_per_accelerator_B.value, config.accelerator.hbm_capacity_B);
  EXPECT_FALSE(r.fitsMemory());
  // The share says by how much: the same bytes over 1 GB.
  EXPECT_DOUBLE_EQ(r.memory_share_of_hbm.value, r.memory_per_accelerator_B.value / 1e9);
  EXPECT_GT(r.memory_share_of_hbm.value, 1);
}

TEST(TrainingResults, OneAcceleratorScalesPerfectly) {
  const model::Config config = a100Cluster(1);
  const sim::TrainingResults r = sim::evaluateTraining(config);
  EXPECT_DOUBLE_EQ(r.scaling_efficiency.value, 1.0);
  EXPECT_EQ(r.comm_fraction.value, 0);
  EXPECT_GT(r.mfu.value, 0.3);
  EXPECT_LT(r.mfu.value, 1.0);
}

// The step and its scaling reference share one StepPricer: what it kept for the step must price the
// reference as a step of its own would, on every preset at several microbatch sizes (the reference
// can take a smaller microbatch than the step).
TEST(TrainingResults, TheSharedPricerPricesTheReferenceAsAFreshStep) {
  for (const model::Config &preset : model::presets()) {
    for (const int microbatch : {1, 2, 4, 64}) {
      model::Config config = preset;
      config.workload.microbatch = microbatch;
      SCOPED_TRACE(preset.id + " microbatch " + std::to_string(microbatch));
      const model::Workload reference = sim::scalingReferenceWorkload(config.workload);
      const double alone = reference.global_batch / sim::trainingStep(config, reference).total();
      const sim::TrainingResults r = sim::evaluateTraining(config);
      const double replicas = sim::dataParallelReplicas(config.workload);
      EXPECT_DOUBLE_EQ(r.scaling_efficiency.value, r.samples_per_s.value / (replicas * alone));
    }
  }
}

model::Config resnetCluster(int nodes, bool overlap) {
  model::Config config = a100Cluster(nodes);
  model::Workload &w = config.workload;
  w.kind = model::WorkloadKind::ResNet50;
  w.parallelism.dp = 8 * nodes;
  w.global_batch = 256 * w.parallelism.dp;
  w.microbatch = 256;
  w.overlap_dp = overlap;
  return config;
}

TEST(TrainingResults, ExposedGradientReductionCostsScaling) {
  const sim::TrainingResults r = sim::evaluateTraining(resnetCluster(8, false));
  EXPECT_GT(r.dp_comm_exposed_s.value, 0);
  EXPECT_LT(r.scaling_efficiency.value, 1.0);
  EXPECT_GT(r.comm_fraction.value, 0);
  const sim::TrainingResults overlapped = sim::evaluateTraining(resnetCluster(8, true));
  EXPECT_LT(overlapped.dp_comm_exposed_s.value, r.dp_comm_exposed_s.value);
}

TEST(TrainingResults, CompressionShortensGradientReduction) {
  model::Config config = resnetCluster(8, false);
  const double full = sim::evaluateTraining(config).dp_comm_s.value;
  config.workload.gradient_compression = 0.25;
  EXPECT_LT(sim::evaluateTraining(config).dp_comm_s.value, full);
}

TEST(TrainingResults, EveryFigureIsNamedAndFinite) {
  const sim::TrainingResults r = sim::evaluateTraining(resnetCluster(2, true));
  int figures = 0;
  r.forEachFigure([&](std::string_view name, const sim::Figure &figure) {
    EXPECT_FALSE(name.empty());
    EXPECT_TRUE(std::isfinite(figure.value)) << name;
    ++figures;
  });
  EXPECT_EQ(figures, 28);
}

TEST(ComputeResults, PeakAtTheWorkloadPrecision) {
  const sim::ComputeResults r = sim::evaluateCompute(a100Cluster(4));
  EXPECT_DOUBLE_EQ(r.peak_flops_total.value, 32 * 312e12);
  EXPECT_DOUBLE_EQ(r.peak_flops_per_cabinet.value, 8 * 312e12);
}

TEST(ScalingCurve, StartsAtOneReplicaAndEndsAtTheConfiguredSize) {
  const model::Config config = resnetCluster(8, true);
  const std::vector<sim::ScalingPoint> curve = sim::scalingCurve(config, 5);
  ASSERT_GE(curve.size(), 2u);
  EXPECT_EQ(curve.front().accelerators, 1);
  EXPECT_DOUBLE_EQ(curve.front().scaling_efficiency, 1.0);
  EXPECT_EQ(curve.back().accelerators, 64);
  for (std::size_t i = 1; i < curve.size(); ++i) {
    EXPECT_GT(curve[i].accelerators, curve[i - 1].accelerators);
    EXPECT_GT(curve[i].samples_per_s, curve[i - 1].samples_per_s);
    EXPECT_LE(curve[i].scaling_efficiency, 1.0 + 1e-12);
  }
  EXPECT_NEAR(curve.back().scaling_efficiency, sim::evaluateTraining(config).scaling_efficiency.value, 1e-12);
}

// Once past the reference replica, a curve point is a machine one can build: whole nodes. On
// 4-accelerator nodes geometric spacing of single accelerators gave 33, 66, 134 ...
TEST(ScalingCurve, PointsFallOnWholeNodes) {
  model::Config config = resnetCluster(64, true);
  config.node.accelerators = 4;
  config.network.scaleup_domain = 4;
  config.cabinet.nodes = 2;
  config.workload.parallelism.dp = 512;
  config.workload.global_batch = 256 * 512;
  const std::vector<sim::ScalingPoint> curve = sim::scalingCurve(config, 8);
  ASSERT_GE(curve.size(), 6u);
  for (std::size_t i = 1; i < curve.size(); ++i)
    EXPECT_EQ(curve[i].accelerators % 4, 0) << curve[i].accelerators << " accelerators";
  EXPECT_EQ(curve.back().accelerators, 512);

  // A transformer replica of tp 2 × pp 3 = 6 accelerators on 4-accelerator nodes: 2 replicas
  // (12 accelerators, 3 nodes) is the smallest whole-node step.
  model::Config gpt = a100Cluster(120);
  gpt.node.accelerators = 4;
  gpt.network.scaleup_domain = 4;
  gpt.workload.parallelism = {.tp = 2, .pp = 3, .dp = 80};
  gpt.workload.transformer.layers = 24;
  gpt.workload.global_batch = 8 * 80;
  const std::vector<sim::ScalingPoint> gptCurve = sim::scalingCurve(gpt, 6);
  EXPECT_EQ(gptCurve.front().accelerators, 6);
  for (std::size_t i = 1; i < gptCurve.size(); ++i)
    EXPECT_EQ(gptCurve[i].accelerators % 12, 0) << gptCurve[i].accelerators << " accelerators";
  EXPECT_EQ(gptCurve.back().accelerators, 480);
}

// The reference of the scaling efficiency is one data-parallel replica with its share of the
// batch. Without a super-linear effect no configuration can exceed it: the single-accelerator
// reference it replaced read 1.47-1.84 on large models (an unsharded optimizer over every
// parameter for one sample).
TEST(ScalingEfficiency, NeverAboveOneWithoutOptimizerSharding) {
  for (const model::Config &preset : model::presets()) {
    for (const int batchPerReplica : {1, 4, 32}) {
      model::Config config = preset;
      model::Workload &w = config.workload;
      w.parallelism.sharding = model::Sharding::None;
      w.global_batch = batchPerReplica * sim::dataParallelReplicas(w);
      w.microbatch = std::min(w.microbatch, batchPerReplica);
      const double efficiency = sim::evaluateTraining(config).scaling_efficiency.value;
      EXPECT_LE(efficiency, 1.0 + 1e-12) << config.name << ", " << batchPerReplica << " per replica";
      EXPECT_GT(efficiency, 0.0) << config.name;
    }
  }
}

// Sharding the optimizer state over dp replicas is the named super-linear effect: at most the
// optimizer time it saves per step, at every sharding level.
TEST(ScalingEfficiency, OptimizerShardingIsTheOnlySuperLinearEffect) {
  for (const model::Config &preset : model::presets()) {
    model::Config unsharded = preset;
    unsharded.workload.parallelism.sharding = model::Sharding::None;
    const double unsharded_optimizer = sim::evaluateTraining(unsharded).optimizer_s.value;
    for (const model::Sharding level :
         {model::Sharding::Optimizer, model::Sharding::Gradients, model::Sharding::Full}) {
      model::Config config = preset;
      config.workload.parallelism.sharding = level;
      const sim::TrainingResults run = sim::evaluateTraining(config);
      const double saved = unsharded_optimizer - run.optimizer_s.value;
      EXPECT_LE(run.scaling_efficiency.value, 1 + saved / run.step_time_s.value + 1e-12)
          << config.name << ", " << model::kShardingNames[int(level)];
    }
  }
}

} // namespace

// The sharding levels (ZeRO stages 1-3) and the overlap settings, composed from collectives whose own
// closed forms tests/sim/collectives_test.cpp holds: which collectives a step runs, how often, and
// what part the forward or backward hides.

#include "A100Cluster.h"
#include "model/WorkloadSize.h"
#include "sim/training/TrainingBlock.h"
#include "sim/training/TrainingComm.h"
#include "sim/training/TrainingMemory.h"
#include "sim/training/TrainingResults.h"
#include "sim/training/TrainingStep.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

// Four 8-GPU A100-like nodes training a 1.3 B GPT purely data-parallel, two microbatches per step.
model::Config cluster() {
  model::Config config = testing::a100Cluster(4);
  model::Workload &w = config.workload;
  w.global_batch = 64;
  w.parallelism.dp = 32;
  w.overlap_dp = false;
  w.overlap_param_gather = false;
  return config;
}

constexpr double kMicrobatches = 2; // 64 sequences / (1 per microbatch × 32 replicas)

struct Collectives {
  double reduce_scatter_s, all_gather_s, all_reduce_s;
};

Collectives ofTheGradients(const model::Config &config) {
  const CommGroup group = parallelGroups(config.network.scaleup_domain, config.workload.parallelism).dp;
  // BF16 weights are gathered, FP32 gradients reduced (workload.gradient_precision's default).
  const double weights = model::parameterCount(config.workload) * 2;
  const double gradients = model::parameterCount(config.workload) * 4;
  return {collectiveTime(config, Collective::ReduceScatter, gradients, group),
          collectiveTime(config, Collective::AllGather, weights, group),
          collectiveTime(config, Collective::AllReduce, gradients, group)};
}

double figureTerm(const Figure &figure, std::string_view name) {
  for (std::uint8_t i = 0; i < figure.term_count; ++i)
    if (figure.terms[i].name == name) return figure.terms[i].value;
  ADD_FAILURE() << "no term " << name;
  return 0;
}

StepBreakdown stepAt(model::Config config, model::Sharding sharding) {
  config.workload.parallelism.sharding = sharding;
  return trainingStep(config, config.workload);
}

TEST(Sharding, EachLevelRunsItsCollectives) {
  const model::Config config = cluster();
  const Collectives c = ofTheGradients(config);
  ASSERT_GT(c.all_gather_s, 0);
  constexpr double kTolerance = 1e-12;
  EXPECT_NEAR(stepAt(config, model::Sharding::None).dp_comm_s, c.all_reduce_s, kTolerance);
  EXPECT_NEAR(stepAt(config, model::Sharding::Optimizer).dp_comm_s, c.reduce_scatter_s + c.all_gather_s,
              kTolerance);
  // Stage 2 keeps only its shard of the gradient, so every microbatch's is reduced at once.
  EXPECT_NEAR(stepAt(config, model::Sharding::Gradients).dp_comm_s,
              kMicrobatches * c.reduce_scatter_s + c.all_gather_s, kTolerance);
  // Stage 3 gathers the weights before each forward and each backward, every microbatch.
  EXPECT_NEAR(stepAt(config, model::Sharding::Full).dp_comm_s,
              kMicrobatches * (c.reduce_scatter_s + 2 * c.all_gather_s), kTolerance);
  for (const model::Sharding level : {model::Sharding::None, model::Sharding::Optimizer,
                                      model::Sharding::Gradients, model::Sharding::Full}) {
    const StepBreakdown step = stepAt(config, level);
    EXPECT_DOUBLE_EQ(step.dp_comm_exposed_s, step.dp_comm_s) << "nothing overlaps";
  }
}

// Gradients reduced in BF16 (workload.gradient_precision) move half the bytes of FP32 ones: the
// unsharded step all-reduces P × 2 bytes instead of P × 4, and the figure names the size it used.
TEST(Sharding, Bf16GradientsHalveTheDataParallelReduction) {
  model::Config config = cluster();
  const CommGroup group = parallelGroups(config.network.scaleup_domain, config.workload.parallelism).dp;
  const double parameters = model::parameterCount(config.workload);
  ASSERT_EQ(config.workload.gradient_precision, model::Precision::FP32);
  const double fp32 = trainingStep(config, config.workload).dp_comm_s;
  const double fp32_bytes = figureTerm(evaluateTraining(config).dp_comm_s, "gradient_bytes");
  config.workload.gradient_precision = model::Precision::BF16;
  const double bf16 = trainingStep(config, config.workload).dp_comm_s;
  EXPECT_NEAR(fp32, collectiveTime(config, Collective::AllReduce, parameters * 4, group), 1e-12);
  EXPECT_NEAR(bf16, collectiveTime(config, Collective::AllReduce, parameters * 2, group), 1e-12);
  EXPECT_LT(bf16, fp32);
  EXPECT_DOUBLE_EQ(figureTerm(evaluateTraining(config).dp_comm_s, "gradient_bytes"), fp32_bytes / 2);
  // The buffers shrink with them; the weights the matrix engine reads stay BF16.
  EXPECT_DOUBLE_EQ(memoryFootprint(config.workload).gradients_B, parameters * 2);
  EXPECT_DOUBLE_EQ(memoryFootprint(config.workload).weights_B, parameters * 2);
}

// With overlap_param_gather the stage-1 all-gather runs under the first forward instead of after the
// optimizer: what it hides is overlap_fraction × min(all-gather, that forward), and it still costs
// compute (the scale-out processor usage).
TEST(Sharding, TheParameterGatherHidesBehindTheFirstForward) {
  model::Config config = cluster();
  config.workload.parallelism.sharding = model::Sharding::Optimizer;
  const StepBreakdown exposed = trainingStep(config, config.workload);
  config.workload.overlap_param_gather = true;
  const StepBreakdown hidden = trainingStep(config, config.workload);

  const DeviceRates rates = deviceRates(config, config.workload.precision);
  const double forward =
      config.workload.transformer.layers * transformerBlockCost(rates, config.workload).forward_s;
  const double gather = ofTheGradients(config).all_gather_s;
  const double expected = config.workload.overlap_fraction * std::min(gather, forward);
  EXPECT_NEAR(exposed.dp_comm_exposed_s - hidden.dp_comm_exposed_s, expected, 1e-12);
  EXPECT_NEAR(hidden.compute_s - exposed.compute_s, expected * kGpuScaleOutProcessorUsage, 1e-12);
  EXPECT_DOUBLE_EQ(hidden.dp_comm_s, exposed.dp_comm_s);
}

// The same gather on a TPU crosses the data-centre network, which its hosts drive (PaLM §4): hidden, it
// takes nothing from the chip's cores. On a GPU it took 20/132 of them (the test above).
TEST(Sharding, AHiddenDataCentreGatherTakesNoComputeFromATpu) {
  model::Config config = cluster();
  config.accelerator.architecture = model::Architecture::TpuV4;
  config.workload.parallelism.sharding = model::Sharding::Optimizer;
  const StepBreakdown exposed = trainingStep(config, config.workload);
  config.workload.overlap_param_gather = true;
  const StepBreakdown hidden = trainingStep(config, config.workload);
  EXPECT_LT(hidden.dp_comm_exposed_s, exposed.dp_comm_exposed_s);
  EXPECT_DOUBLE_EQ(hidden.compute_s, exposed.compute_s);
}

// Per accelerator: weights / dp plus two gathered blocks (the one running and the one prefetched),
// fp32 gradients / dp, fp32 master weight and moments / dp.
TEST(Sharding, FullShardingSplitsEveryPartOfTheState) {
  model::Config config = cluster();
  config.workload.parallelism.sharding = model::Sharding::Full;
  const double parameters = model::parameterCount(config.workload);
  const double dp = config.workload.parallelism.dp;
  const MemoryFootprint memory = memoryFootprint(config.workload);
  const double block = parameters / config.workload.transformer.layers;
  EXPECT_DOUBLE_EQ(memory.weights_B, parameters * 2 / dp + 2 * block * 2);
  EXPECT_DOUBLE_EQ(memory.gradients_B, parameters * 4 / dp);
  EXPECT_DOUBLE_EQ(memory.optimizer_B, parameters * 12 / dp);

  config.workload.parallelism.sharding = model::Sharding::Gradients;
  EXPECT_DOUBLE_EQ(memoryFootprint(config.workload).weights_B, parameters * 2);
  EXPECT_DOUBLE_EQ(memoryFootprint(config.workload).gradients_B, parameters * 4 / dp);
}

// Pipeline sends overlapped with the next microbatch keep (1 − overlap_fraction) of their time.
TEST(Overlap, PipelineSendsHideBehindCompute) {
  model::Config config = cluster();
  config.workload.parallelism = {.pp = 4, .dp = 8};
  config.workload.global_batch = 64;
  const StepBreakdown plain = trainingStep(config, config.workload);
  ASSERT_GT(plain.pp_comm_s, 0);
  config.workload.overlap_pp = true;
  const StepBreakdown overlapped = trainingStep(config, config.workload);
  EXPECT_NEAR(overlapped.pp_comm_s, (1 - config.workload.overlap_fraction) * plain.pp_comm_s, 1e-15);
  EXPECT_GT(overlapped.compute_s, plain.compute_s);
}

} // namespace
} // namespace snp::sim

// Offloading to host memory (sim/training/HostOffload.h): activations of some blocks copied out and
// back beside the compute, and a share of the optimizer state updated by the CPUs. Held against
// closed forms built from Korthikanti et al.'s per-block activation bytes and Adam's state bytes.

#include "A100Cluster.h"
#include "model/Validation.h"
#include "model/WorkloadSize.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/training/TrainingMemory.h"
#include "sim/training/TrainingStep.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

// Four 8-GPU A100-like nodes train a 1.3 B GPT (24 blocks, h 2,048, 16 heads, sequence 2,048)
// purely data-parallel, 2 microbatches of 1 per step, 16-bit, nothing recomputed or fused.
constexpr double kMicrobatches = 2;
constexpr double kLink_Bps = 25e9;
constexpr double kHostMemoryBandwidth_Bps = 200e9; // per node of 8: 25 GB/s per accelerator

model::Config cluster() {
  model::Config config = testing::a100Cluster(4);
  config.accelerator.host_link_Bps = kLink_Bps;
  config.accelerator.tdp_W = 400;
  config.node.host_memory_B = 2e12;
  config.node.host_memory_bandwidth_Bps = kHostMemoryBandwidth_Bps;
  model::Workload &w = config.workload;
  w.global_batch = 64;
  w.parallelism.dp = 32;
  w.overlap_fraction = 0;
  return config;
}

// Korthikanti et al. (arXiv 2205.05198) eq. 2 for one block of their GPT in 16-bit, without tensor
// parallelism: 34·s·b·h + 5·a·s²·b bytes.
double gptBlockActivationBytes() {
  const double s = 2048, b = 1, h = 2048, a = 16;
  return 34 * s * b * h + 5 * a * s * s * b;
}

TEST(HostOffload, EachOffloadedBlockCopiesItsActivationsOutAndBack) {
  model::Config config = cluster();
  const double before = trainingStep(config, config.workload).total();
  config.workload.offload_activation_blocks = 10;
  const StepBreakdown step = trainingStep(config, config.workload);
  // Nothing overlaps (overlap_fraction 0): two copies per block per microbatch over the link.
  const double expected = kMicrobatches * 10 * 2 * gptBlockActivationBytes() / kLink_Bps;
  EXPECT_NEAR(step.offload_s, expected, 1e-9 * expected);
  EXPECT_NEAR(step.total() - before, expected, 1e-9 * expected) << "one pipeline stage: no bubble grows";
}

TEST(HostOffload, ACopyShorterThanTheComputeBesideItHides) {
  model::Config config = cluster();
  config.workload.offload_activation_blocks = 10;
  config.workload.overlap_fraction = 1;
  // 478 MB in 0.5 ms is far shorter than a block's forward of a 2,048-token microbatch.
  config.accelerator.host_link_Bps = 1e12;
  EXPECT_EQ(trainingStep(config, config.workload).offload_s, 0);
  // Over a link a thousand times slower the copies outlast the compute, and only its length hides.
  config.accelerator.host_link_Bps = 1e9;
  const double copy = gptBlockActivationBytes() / 1e9;
  const StepBreakdown step = trainingStep(config, config.workload);
  EXPECT_GT(step.offload_s, 0);
  EXPECT_LT(step.offload_s, kMicrobatches * 10 * 2 * copy);
}

TEST(HostOffload, OffloadedActivationsMoveToHostMemory) {
  model::Workload w = cluster().workload;
  const MemoryFootprint kept = memoryFootprint(w);
  EXPECT_NEAR(kept.activations_B, 24 * gptBlockActivationBytes(), 1e-9 * kept.activations_B);
  EXPECT_EQ(kept.host_B, 0);
  w.offload_activation_blocks = 10;
  const MemoryFootprint offloaded = memoryFootprint(w);
  EXPECT_NEAR(offloaded.activations_B, 14 * gptBlockActivationBytes(), 1e-9 * kept.activations_B);
  EXPECT_NEAR(offloaded.host_B, 10 * gptBlockActivationBytes(), 1e-9 * kept.activations_B);
}

TEST(HostOffload, TheCpusOptimizerIsPacedByItsSlowestStage) {
  model::Config config = cluster();
  model::Workload &w = config.workload;
  w.offload_optimizer_fraction = 1;
  const double parameters = model::parameterCount(w);
  // Mixed-precision Adam, unsharded: fp32 gradient (4 B) to the host; the CPUs read it, read and write
  // the fp32 master weight and both moments (2 × 12 B) and write the 16-bit weight (2 B); the weight
  // (2 B) comes back. The CPUs' 25 GB/s per accelerator is as fast as the link, and they move 30 B.
  const double cpu = parameters * 30 / (kHostMemoryBandwidth_Bps / 8);
  EXPECT_NEAR(trainingStep(config, w).optimizer_s, cpu, 1e-9 * cpu);
  const MemoryFootprint memory = memoryFootprint(w);
  EXPECT_EQ(memory.optimizer_B, 0);
  EXPECT_NEAR(memory.host_B, 12 * parameters, 1e-9 * memory.host_B);

  // Half offloaded: the device's Adam over the other half runs beside it and is shorter.
  w.offload_optimizer_fraction = 0.5;
  EXPECT_NEAR(trainingStep(config, w).optimizer_s, cpu / 2, 1e-9 * cpu);
  EXPECT_NEAR(memoryFootprint(w).optimizer_B, 6 * parameters, 1e-9 * memory.host_B);
}

bool reports(const model::Problems &problems, const std::string &path, const std::string &text) {
  return std::ranges::any_of(problems, [&](const model::Problem &p) {
    return p.path == path && p.message.find(text) != std::string::npos;
  });
}

TEST(HostOffload, ValidationNamesWhatOffloadingNeeds) {
  model::Config config = cluster();
  config.accelerator.host_link_Bps = 0;
  config.workload.offload_activation_blocks = 24;
  const model::Problems problems = model::validate(config);
  EXPECT_TRUE(reports(problems, "accelerator.host_link_Bps", "must be >")) << "the link to the host";
  // The last block stays on the device: at most 23 of 24.
  EXPECT_TRUE(reports(problems, "workload.offload_activation_blocks", "[0, 23]"));

  config = cluster();
  config.workload.offload_optimizer_fraction = 0.5;
  config.node.host_memory_bandwidth_Bps = 0;
  EXPECT_TRUE(reports(model::validate(config), "node.host_memory_bandwidth_Bps", "must be >"));
  config.node.host_memory_bandwidth_Bps = kHostMemoryBandwidth_Bps;
  for (const model::Problem &p : model::validate(config))
    ADD_FAILURE() << "with what offloading needs, nothing to report: " << p.path << " " << p.message;
}

TEST(HostOffload, MoreThanTheHostHoldsIsOverTheLimit) {
  model::Config config = cluster();
  config.workload.offload_activation_blocks = 10;
  // 8 accelerators × 10 blocks × 478 MB = 38 GB of host memory per node.
  config.node.host_memory_B = 30e9;
  const Results results = evaluate(config);
  EXPECT_NEAR(results.training.host_memory_share.value, 8 * 10 * gptBlockActivationBytes() / 30e9, 1e-9);
  const std::vector<Concern> concerns = concernsOf(config, results);
  EXPECT_TRUE(std::ranges::any_of(concerns, [](const Concern &c) {
    return c.problem.path == "training.host_memory_share" && c.kind == ConcernKind::OverLimit;
  }));
  config.node.host_memory_B = 2e12;
  EXPECT_FALSE(std::ranges::any_of(concernsOf(config, evaluate(config)), [](const Concern &c) {
    return c.problem.path == "training.host_memory_share";
  }));
}

} // namespace
} // namespace snp::sim

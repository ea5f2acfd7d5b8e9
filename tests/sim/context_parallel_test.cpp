// Context parallelism (the sequence split over cp ranks that gather keys and values) and PaLM's
// parallel block (one tensor-parallel pair per block), against their closed forms.

#include "model/Presets.h"
#include "model/Validation.h"
#include "model/WorkloadSize.h"
#include "sim/training/TrainingBlock.h"
#include "sim/training/TrainingComm.h"
#include "sim/training/TrainingMemory.h"
#include "sim/training/TrainingStep.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::sim {
namespace {

// 128 H100 (16 DGX) training an 8 B Llama-like model on 32 K-token sequences: TP 8 × CP cp × DP.
model::Config longContext(int cp) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.cabinet.nodes = 4;
  c.layout.cabinets = 4;
  c.layout.rows = 1;
  model::TransformerShape shape{32, 4096, 14336, 32, 32768, 128256};
  shape.kv_heads = 8;
  shape.gated_mlp = true;
  c.workload.transformer = shape;
  c.workload.parallelism = {
      .tp = 8, .dp = 16 / cp, .cp = cp, .sequence_parallel = true, .sharding = model::Sharding::Optimizer};
  c.workload.global_batch = 16 / cp;
  c.workload.microbatch = 1;
  c.workload.flash_attention = true;
  c.workload.parallelism.recompute = model::Recompute::Selective;
  return c;
}

bool refuses(const model::Config &c, const std::string &path) {
  const model::Problems problems = model::validate(c);
  return std::any_of(problems.begin(), problems.end(),
                     [&](const model::Problem &p) { return p.path == path; });
}

TEST(ContextParallelism, TheRunsAreValid) {
  for (const int cp : {1, 2, 4})
    for (const model::Problem &p : model::validate(longContext(cp)))
      ADD_FAILURE() << cp << ": " << p.path << " " << p.message;
}

// Every block all-gathers the keys and values of the whole sequence (2 × b × s × kv width / tp values)
// and reduce-scatters their gradients, over the cp ranks.
TEST(ContextParallelism, TheKeysAndValuesOfTheWholeSequenceAreGathered) {
  const model::Config c = longContext(4);
  const model::Workload &w = c.workload;
  const DeviceRates rates = deviceRates(c, w.precision);
  const BlockCost block = transformerBlockCost(rates, w);
  const double kv_width = 8.0 * 128; // 8 key/value heads of 4,096 / 32
  EXPECT_DOUBLE_EQ(block.cp_bytes, 2 * 1.0 * 32768 * kv_width / 8 * 2);
  EXPECT_EQ(block.cp_all_gathers, 1);
  EXPECT_EQ(block.cp_reduce_scatters, 1);

  const CommGroup group = parallelGroups(c.network.scaleup_domain, w.parallelism).cp;
  EXPECT_EQ(group.ranks(), 4);
  const double per_block = collectiveTime(c, Collective::AllGather, block.cp_bytes, group) +
                           collectiveTime(c, Collective::ReduceScatter, block.cp_bytes, group);
  const StepBreakdown step = trainingStep(c, w);
  EXPECT_EQ(step.microbatches, 1); // 4 sequences / (1 per microbatch × 4 replicas)
  EXPECT_NEAR(step.cp_comm_s, 32 * per_block, 1e-12);
  EXPECT_EQ(trainingRanks(w), 128); // TP 8 × CP 4 × DP 4

  model::Config full = c;
  full.workload.parallelism.recompute = model::Recompute::Full;
  EXPECT_EQ(transformerBlockCost(rates, full.workload).cp_all_gathers, 2);
}

// Activations: the block's per-token tensors follow the s / cp tokens a rank keeps; the gathered keys
// and values follow the whole sequence. So A(cp) = X / cp + K, and A(1) − A(2) = 2 (A(2) − A(4)).
TEST(ContextParallelism, ActivationsSplitExceptTheGatheredKeys) {
  model::Workload w = longContext(1).workload;
  auto activations = [&w](int cp) {
    model::Workload split = w;
    split.parallelism.cp = cp;
    return memoryFootprint(split).activations_B;
  };
  const double a1 = activations(1), a2 = activations(2), a4 = activations(4);
  EXPECT_NEAR(a1 - a2, 2 * (a2 - a4), 1e-9 * a1);
  EXPECT_GT(a4, a1 / 4); // the gathered keys do not split
}

// The same model FLOPs over cp times the accelerators: the attention of each rank's queries against
// every key costs the same in total, so a step with cp = 2 on twice the ranks computes about half
// as long per rank.
TEST(ContextParallelism, ComputeSplitsOverTheContextRanks) {
  model::Config one = longContext(1);
  one.workload.global_batch = 8;
  one.workload.parallelism.dp = 8;
  one.cabinet.nodes = 2; // 64 GPUs: TP 8 × DP 8
  model::Config two = one;
  two.workload.parallelism.cp = 2;
  two.cabinet.nodes = 4; // 128 GPUs: TP 8 × CP 2 × DP 8
  ASSERT_FALSE(refuses(one, "workload.parallelism"));
  ASSERT_FALSE(refuses(two, "workload.parallelism"));
  const double ratio = trainingStep(two, two.workload).compute_s / trainingStep(one, one.workload).compute_s;
  EXPECT_NEAR(ratio, 0.5, 0.05);
}

TEST(ContextParallelism, ValidationRefusesWhatCannotSplit) {
  model::Config c = longContext(4);
  c.workload.transformer.sequence = 32772; // 4 × 8,193: not 8 equal chunks
  EXPECT_TRUE(refuses(c, "workload.parallelism.cp"));
  c = longContext(4);
  c.workload.parallelism.dp = 8; // 8 × 4 × 8 = 256 ≠ 128
  EXPECT_TRUE(refuses(c, "workload.parallelism"));
}

// PaLM's parallel block: one layernorm and one tensor-parallel pair (without sequence parallelism,
// one all-reduce forward and one backward) where the serial block has two of each.
TEST(ParallelBlock, OneTensorParallelPairPerBlock) {
  model::Workload w = longContext(1).workload;
  w.parallelism.sequence_parallel = false;
  const DeviceRates rates = deviceRates(longContext(1), w.precision);
  EXPECT_EQ(transformerBlockCost(rates, w).tp_all_reduces, 4);
  w.transformer.parallel_block = true;
  EXPECT_EQ(transformerBlockCost(rates, w).tp_all_reduces, 2);
  w.parallelism.recompute = model::Recompute::Full;
  EXPECT_EQ(transformerBlockCost(rates, w).tp_all_reduces, 3);

  model::Workload serial = w;
  serial.transformer.parallel_block = false;
  EXPECT_DOUBLE_EQ(model::parameterCount(serial) - model::parameterCount(w), 32.0 * 2 * 4096);
}

} // namespace
} // namespace snp::sim

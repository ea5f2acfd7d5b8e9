// Per-op selective recompute, torchtitan's selective_ac_option "op" (its parallelize_llama.py
// policy: keep the attention kernel's output and every other matrix multiply's, counted per block in
// execution order, and replay the rest). Held against closed forms of what that policy keeps and
// replays in a Llama-style block: query, key, value and output projections, then gate, up and down.

#include "A100Cluster.h"
#include "sim/Evaluate.h"
#include "sim/training/TrainingDevice.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

// One 8-GPU node, a 24-block model of h 2,048 with 16 query heads of 128 and 4 key/value heads,
// a gated MLP of 5,632, sequence 2,048, micro-batch 1, 8 microbatches, flash attention, 16-bit.
constexpr double kLayers = 24, kHidden = 2048, kFfn = 5632, kHeads = 16, kKeyHeads = 4, kHeadWidth = 128,
                 kSequence = 2048, kMicrobatches = 8;
constexpr double kQueries = kHeads * kHeadWidth, kKeys = kKeyHeads * kHeadWidth;

model::Config llamaBlock(bool gated) {
  model::Config config = testing::a100Cluster(1);
  model::Workload &w = config.workload;
  w.transformer = {int(kLayers), int(kHidden), int(kFfn), int(kHeads), int(kSequence)};
  w.transformer.kv_heads = int(kKeyHeads);
  w.transformer.gated_mlp = gated;
  w.flash_attention = true;
  w.global_batch = int(kMicrobatches);
  return config;
}

TrainingResults with(model::Config config, model::Recompute recompute) {
  config.workload.parallelism.recompute = recompute;
  return evaluateTraining(config);
}

// A block keeps its input and the outputs of the query (1st multiply), value (3rd), attention
// kernel, gate (5th) and down (7th) projections, 2 bytes a value; one block at a time holds what
// its replay rebuilds, the rest of a whole block.
TEST(SelectiveOpRecompute, KeepsTheOddMatrixMultipliesAndTheAttentionOutput) {
  const model::Config config = llamaBlock(true);
  const double whole = with(config, model::Recompute::None).activations_B.value / kLayers;
  const double kept = 2 * kSequence * (kHidden + kQueries + kKeys + kQueries + kFfn + kHidden);
  EXPECT_NEAR(with(config, model::Recompute::SelectiveOp).activations_B.value, (kLayers - 1) * kept + whole,
              1e-9 * whole);
}

// Without a gate the MLP has two multiplies: the first (5th of the block) is kept, the second
// replayed, so nothing of h width is kept after the attention.
TEST(SelectiveOpRecompute, AGeluMlpKeepsItsFirstProjection) {
  const model::Config config = llamaBlock(false);
  const double whole = with(config, model::Recompute::None).activations_B.value / kLayers;
  const double kept = 2 * kSequence * (kHidden + kQueries + kKeys + kQueries + kFfn);
  EXPECT_NEAR(with(config, model::Recompute::SelectiveOp).activations_B.value, (kLayers - 1) * kept + whole,
              1e-9 * whole);
}

// The replay runs the key, output and up projections again (at most at the tensor-core peak) besides
// the elementwise ops; it leaves the query, value, gate and down projections and the attention
// kernel, which full recompute replays as well.
TEST(SelectiveOpRecompute, ReplaysTheEvenMatrixMultipliesAndNotTheAttention) {
  const model::Config config = llamaBlock(true);
  const double peak = deviceRates(config, config.workload.precision).matrix_flops;
  const double per_block = kMicrobatches * kLayers * 2 * kSequence;
  const double replayed_flops = per_block * (kHidden * kKeys + kQueries * kHidden + kHidden * kFfn);
  const double kept_flops = per_block * (kHidden * kQueries + kHidden * kKeys + 2 * kHidden * kFfn) +
                            kMicrobatches * kLayers * 4 * kSequence * kSequence * kQueries;
  const double op = with(config, model::Recompute::SelectiveOp).recompute_s.value;
  const double full = with(config, model::Recompute::Full).recompute_s.value;
  EXPECT_EQ(with(config, model::Recompute::Selective).recompute_s.value, 0); // flash replays no attention
  EXPECT_GT(op, replayed_flops / peak);
  EXPECT_GT(full - op, kept_flops / peak);
  // The kept multiplies are the larger half: the replay costs less than what it leaves.
  EXPECT_LT(op, full - op);
}

} // namespace
} // namespace snp::sim

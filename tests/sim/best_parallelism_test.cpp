// The search for the fastest parallelism (sim/sweep/BestParallelism.h) against what it must
// respect: validation, memory, the accelerator count, and the designs it had to beat.
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/sweep/BestParallelism.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

// S3 grown tenfold (issue 27's example), its fat tree given switches of the radix its ports
// need (three tiers of radix 128 host 524,288), and its parallelism still the one of 16
// cabinets: invalid.
model::Config s3AtHundredSixtyCabinets() {
  model::Config config = *model::findPreset("seed-s3");
  config.layout.cabinets = 160;
  config.network.scale_out.fat_tree.radix = 128;
  return config;
}

TEST(BestParallelism, TurnsAnInvalidSplitIntoTheFastestValidOneThatFits) {
  const model::Config grown = s3AtHundredSixtyCabinets();
  ASSERT_FALSE(model::validate(grown).empty());
  const ParallelismSearch search = bestParallelism(grown);
  ASSERT_TRUE(search.best);
  EXPECT_GT(search.evaluated, 10u);
  const model::Config &best = *search.best;
  EXPECT_TRUE(model::validate(best).empty());
  const model::Parallelism &p = best.workload.parallelism;
  EXPECT_EQ(static_cast<double>(p.tp) * p.cp * p.pp * p.dp, grown.acceleratorCount());
  const Results results = evaluate(best);
  EXPECT_LE(results.training.memory_share_of_hbm.value, 1.0);
  EXPECT_DOUBLE_EQ(results.training.step_time_s.value, search.step_time_s);
  // Only the split changed: the batch, the model and the machine are the user's.
  model::Config sameSplit = grown;
  sameSplit.workload.parallelism = p;
  sameSplit.workload.microbatch = best.workload.microbatch;
  EXPECT_EQ(sameSplit, best);

  // What following the structure would have given (dp ten times, the same batch per replica)
  // is in the search's space and no faster.
  model::Config weak = grown;
  weak.workload.parallelism.dp *= 10;
  weak.workload.global_batch *= 10;
  ASSERT_TRUE(model::validate(weak).empty());
  const ParallelismSearch weakSearch = bestParallelism(weak);
  ASSERT_TRUE(weakSearch.best);
  EXPECT_LE(weakSearch.step_time_s, evaluate(weak).training.step_time_s.value * (1 + 1e-12));
}

// Every preset's own split is one the search looks at, when it lies within the search's space:
// the best is never slower.
TEST(BestParallelism, NeverSlowerThanAPresetsOwnSplit) {
  int compared = 0;
  for (const model::Config &preset : model::presets()) {
    if (!model::validate(preset).empty()) continue;
    const model::Parallelism &own = preset.workload.parallelism;
    const bool inSpace = own.tp <= std::max(1, preset.network.scaleup_domain) &&
                         (own.tp & (own.tp - 1)) == 0 && (own.cp & (own.cp - 1)) == 0 &&
                         (own.interleave == 1 || own.interleave == 2 || own.interleave == 4) &&
                         (own.ep & (own.ep - 1)) == 0 && own.sharding == preset.workload.parallelism.sharding;
    const Results results = evaluate(preset);
    if (!inSpace || results.training.memory_share_of_hbm.value > 1) continue;
    const ParallelismSearch search = bestParallelism(preset);
    ASSERT_TRUE(search.best) << preset.id;
    EXPECT_LE(search.step_time_s, results.training.step_time_s.value * (1 + 1e-12)) << preset.id;
    ++compared;
  }
  EXPECT_GE(compared, 5);
}

// A model too large for one accelerator's HBM without splitting: the search splits it.
TEST(BestParallelism, SplitsAModelThatDoesNotFitOneAccelerator) {
  model::Config config = *model::findPreset("dgx-h100-superpod");
  config.workload.parallelism = {};
  config.workload.parallelism.dp = static_cast<int>(config.acceleratorCount());
  const ParallelismSearch search = bestParallelism(config);
  ASSERT_TRUE(search.best);
  const model::Parallelism &p = search.best->workload.parallelism;
  EXPECT_GT(static_cast<long long>(p.tp) * p.pp * p.cp, 1) << "a single accelerator cannot hold it";
  EXPECT_LE(evaluate(*search.best).training.memory_share_of_hbm.value, 1.0);
}

TEST(BestParallelism, FindsNothingWhereNothingFits) {
  model::Config config = *model::findPreset("seed-s1");
  config.accelerator.hbm_capacity_B = 1e6; // a megabyte
  const ParallelismSearch search = bestParallelism(config);
  EXPECT_FALSE(search.best);
}

} // namespace
} // namespace snp::sim

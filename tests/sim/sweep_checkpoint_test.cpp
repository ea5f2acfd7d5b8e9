// Checkpoints of a shard (SweepOptions::checkpoint, ::resume): a run stopped part-way and resumed
// from its last checkpoint gives the bytes of a run that was never stopped, redoing at most 1 % of
// the shard's designs; a checkpoint of another spec, split or forged beyond its prefix is refused.

#include "CompiledSpec.h"
#include "SourceTree.h"

#include "model/FieldAccess.h"
#include "model/Presets.h"
#include "sim/sweep/Sweep.h"
#include "sim/sweep/SweepResultJson.h"

#include <gtest/gtest.h>

#include <atomic>

namespace snp::sim {
namespace {

std::shared_ptr<const CompiledSweep> compiled(const nlohmann::json &spec) {
  return testing::compiledSpec(spec);
}

// S1 over six plant and power axes of ten values each: 10^6 designs whose front stays small, so that
// a checkpoint costs little beside the designs between two (the case the 1 % bound is for).
nlohmann::json millionDesigns() {
  nlohmann::json axes = nlohmann::json::array();
  for (const char *path : {"cooling.supply_C", "cooling.delta_T_K", "cooling.pump_head_Pa",
                           "site.electricity_per_kWh", "accelerator.tdp_W", "node.cpu_W"}) {
    const double base = *model::FieldAccess::resolve(path, *model::findPreset("seed-s1"))
                             ->number(*model::findPreset("seed-s1"));
    nlohmann::json values = nlohmann::json::array();
    for (int i = 0; i < 10; ++i)
      values.push_back(base * (0.8 + 0.05 * i));
    axes.push_back({{"path", path}, {"values", values}});
  }
  return {{"schema", 1},
          {"base", {{"preset", "seed-s1"}}},
          {"axes", axes},
          {"objectives", {{{"maximise", "training.tokens_per_s"}}, {{"minimise", "energy.annual_cost"}}}},
          {"criteria", "default"}};
}

#ifdef __SANITIZE_ADDRESS__
// Under the sanitizers a design costs tens of times more: shard 2 of 100, 10,000 designs (3.5
// minutes at 10 shards took a tenth of CI's budget).
constexpr int kShard = 1, kShards = 100;
#else
// Shard 2 of 10: 100,000 designs, a second or two on two threads.
constexpr int kShard = 1, kShards = 10;
#endif

TEST(SweepCheckpoint, AResumedShardGivesTheBytesOfAnUninterruptedOneRedoingAtMostOnePercent) {
  const auto sweep = compiled(millionDesigns());
  ASSERT_TRUE(sweep);
  const std::uint64_t designs = (sweep->space() - kShard + kShards - 1) / kShards;
  const SweepResult whole = sweep->run({.threads = 2, .shard = kShard, .shards = kShards});
  ASSERT_TRUE(whole.complete);

  // Stopped at about 40 %: its last checkpoint is where the stop came, and the one before is what a
  // kill would have left.
  std::atomic<bool> cancel{false};
  std::uint64_t doneAtStop = 0;
  std::vector<std::uint64_t> saved;
  std::optional<SweepResult> beforeLast, last;
  const SweepResult stopped = sweep->run({.threads = 2,
                                          .shard = kShard,
                                          .shards = kShards,
                                          .cancel = &cancel,
                                          .progress =
                                              [&](std::uint64_t done) {
                                                doneAtStop = done;
                                                if (done >= designs * 4 / 10) cancel = true;
                                              },
                                          .checkpoint =
                                              [&](const SweepResult &prefix) {
                                                saved.push_back(prefix.counts.covered);
                                                beforeLast = std::move(last);
                                                last = prefix;
                                              },
                                          .checkpoint_every = designs / 200,
                                          // Every 0.5 %, however little time 0.5 % takes here: the
                                          // budget would space them out in so short a run.
                                          .checkpoint_share = 1});
  ASSERT_FALSE(stopped.complete);
  ASSERT_TRUE(beforeLast && last);
  EXPECT_TRUE(std::ranges::is_sorted(saved));
  EXPECT_EQ(last->counts.covered, saved.back());
  const std::uint64_t redone = doneAtStop - beforeLast->counts.covered;
  std::printf("%zu checkpoints; stopped after %llu of %llu designs, the checkpoint before the stop's at "
              "%llu: %llu to redo after a kill (%.2f %%)\n",
              saved.size(), static_cast<unsigned long long>(doneAtStop),
              static_cast<unsigned long long>(designs),
              static_cast<unsigned long long>(beforeLast->counts.covered),
              static_cast<unsigned long long>(redone), 100.0 * double(redone) / double(designs));
  EXPECT_LE(redone, designs / 100);

  for (const SweepResult *checkpoint : {&*last, &*beforeLast}) {
    SCOPED_TRACE(checkpoint->counts.covered);
    ASSERT_EQ(checkpointProblem(*sweep, *checkpoint, kShard, kShards), std::nullopt);
    std::uint64_t evaluatedAgain = 0;
    const SweepResult resumed = sweep->run({.threads = 2,
                                            .shard = kShard,
                                            .shards = kShards,
                                            .progress = [&](std::uint64_t done) { evaluatedAgain = done; },
                                            .resume = checkpoint});
    EXPECT_TRUE(resumed.complete);
    EXPECT_EQ(evaluatedAgain, designs - checkpoint->counts.covered);
    EXPECT_EQ(sweepResultJson(*sweep, resumed).dump(), sweepResultJson(*sweep, whole).dump());
  }
}

TEST(SweepCheckpoint, OneOfAnotherSpecOrSplitOrBeyondItsPrefixIsRefused) {
  const auto sweep = compiled(millionDesigns());
  nlohmann::json otherSpec = millionDesigns();
  otherSpec["top"] = 3;
  const auto other = compiled(otherSpec);
  ASSERT_TRUE(sweep && other);
  // Shard 2 of 200: 5,000 designs, stopped at its first checkpoint past 500.
  std::optional<SweepResult> checkpoint;
  std::atomic<bool> stop{false};
  const auto keepFirstPast500 = [&](const SweepResult &prefix) {
    if (prefix.counts.covered < 500 || checkpoint) return;
    checkpoint = prefix;
    stop = true;
  };
  sweep->run({.threads = 1,
              .shard = 1,
              .shards = 200,
              .cancel = &stop,
              .checkpoint = keepFirstPast500,
              .checkpoint_every = 100,
              .checkpoint_share = 1});
  ASSERT_TRUE(checkpoint);
  ASSERT_LT(checkpoint->counts.covered, 5000u);
  EXPECT_EQ(checkpointProblem(*sweep, *checkpoint, 1, 200), std::nullopt);
  EXPECT_EQ(checkpointProblem(*sweep, *checkpoint, 0, 200), "is of shard 2 of 200, not of shard 1 of 200");
  EXPECT_EQ(checkpointProblem(*sweep, *checkpoint, 1, 300), "is of shard 2 of 200, not of shard 2 of 300");
  EXPECT_NE(checkpointProblem(*other, *checkpoint, 1, 200).value_or("").find("is of another sweep spec"),
            std::string::npos);
  // A design of the shard, but the first one beyond those the checkpoint claims to have covered.
  SweepResult forged = *checkpoint;
  ASSERT_FALSE(forged.front.empty());
  forged.front.back().index = 1 + 200 * forged.counts.covered;
  EXPECT_EQ(checkpointProblem(*sweep, forged, 1, 200),
            fmt::format("holds design {}, beyond the first {} designs of its shard that it covered",
                        forged.front.back().index, forged.counts.covered));
}

} // namespace
} // namespace snp::sim

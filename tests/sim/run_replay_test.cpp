// Replaying a Monte Carlo run frame by frame (sim/reliability/RunReplay.h).

#include "sim/reliability/RunReplay.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::sim {
namespace {

// 64 nodes failing about every 2 h, 4 spares, a day of useful compute, checkpoints every hour.
RunModel run() {
  RunModel r;
  r.nodes = 64;
  r.spares = 4;
  r.node_failure_rate_per_s = 1.0 / (64 * 2 * 3600.0);
  r.useful_s = 86400;
  r.compute_interval_s = 3600;
  r.checkpoint_write_s = 60;
  r.restart_s = 600;
  r.repair_s = 4 * 3600;
  return r;
}

RunReplay replay(std::uint64_t seed) {
  return RunReplay(run(), simulateRun(run(), {.seed = seed, .max_timeline_events = 100000}));
}

TEST(RunReplay, StartsWithTheJobOnItsNodesAndTheSparesReady) {
  RunReplay r = replay(1);
  const ReplayFrame &f = r.at(0);
  EXPECT_EQ(std::count(f.nodes.begin(), f.nodes.end(), NodeState::Working), 64);
  EXPECT_EQ(std::count(f.nodes.begin(), f.nodes.end(), NodeState::Spare), 4);
  EXPECT_EQ(f.job, JobState::Running);
}

TEST(RunReplay, AtAFailureTheNodeIsFailedAndASpareTakesOver) {
  RunReplay r = replay(7);
  const auto &events = r.result().timeline;
  const auto failure = std::find_if(events.begin(), events.end(),
                                    [](const RunEvent &e) { return e.kind == RunEventKind::Failure; });
  ASSERT_NE(failure, events.end());
  const auto swap = std::find_if(failure, events.end(),
                                 [](const RunEvent &e) { return e.kind == RunEventKind::SpareSwap; });
  ASSERT_NE(swap, events.end());
  ASSERT_EQ(swap->time_s, failure->time_s); // a spare was ready
  const ReplayFrame &f = r.at(failure->time_s);
  EXPECT_EQ(f.nodes[std::size_t(failure->node)], NodeState::Failed);
  EXPECT_EQ(f.nodes[std::size_t(swap->node)], NodeState::SwappedIn);
  EXPECT_GE(swap->node, 64); // the first swap takes a node of the pool
  EXPECT_EQ(f.job, JobState::Restarting);
  EXPECT_EQ(f.failures, 1);
  // The job keeps its 64 nodes: the one that failed is replaced.
  EXPECT_EQ(std::count(f.nodes.begin(), f.nodes.end(), NodeState::Working) +
                std::count(f.nodes.begin(), f.nodes.end(), NodeState::SwappedIn),
            64);
  // Before it, the node still worked.
  EXPECT_EQ(r.at(failure->time_s * 0.999).nodes[std::size_t(failure->node)], NodeState::Working);
}

TEST(RunReplay, AtTheEndTheUsefulWorkIsAllDoneAndGoodputIsTheRuns) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    RunReplay r = replay(seed);
    const ReplayFrame &f = r.at(r.duration());
    EXPECT_NEAR(f.useful_s, run().useful_s, 1e-6 * run().useful_s) << seed;
    EXPECT_NEAR(f.goodput, r.result().goodput, 1e-9) << seed;
    EXPECT_EQ(f.failures, r.result().interruptions) << seed;
    EXPECT_EQ(f.job, JobState::Complete);
    EXPECT_GE(f.lost_s, 0);
  }
}

TEST(RunReplay, SteppingBackReplaysFromTheStart) {
  RunReplay r = replay(3);
  const ReplayFrame late = r.at(r.duration() * 0.8);
  const ReplayFrame early = r.at(r.duration() * 0.2);
  const ReplayFrame fresh = replay(3).at(r.duration() * 0.2);
  EXPECT_EQ(early.nodes, fresh.nodes);
  EXPECT_EQ(early.failures, fresh.failures);
  EXPECT_LE(early.failures, late.failures);
}

TEST(RunReplay, ALongRunReportsProgressAndCanBeCancelled) {
  RunModel long_run = run();
  long_run.compute_interval_s = 10; // 100,000 checkpoint periods
  long_run.useful_s = 1e6;
  std::vector<double> shares;
  const MonteCarloResult done = simulateRun(long_run, {.progress = [&](double share) {
                                              shares.push_back(share);
                                              return true;
                                            }});
  EXPECT_FALSE(done.cancelled);
  ASSERT_GT(shares.size(), 10u);
  EXPECT_TRUE(std::is_sorted(shares.begin(), shares.end()));
  EXPECT_GE(shares.front(), 0);
  EXPECT_LE(shares.back(), 1);

  const MonteCarloResult stopped =
      simulateRun(long_run, {.progress = [](double share) { return share < 0.25; }});
  EXPECT_TRUE(stopped.cancelled);
  EXPECT_LT(stopped.wall_s, 0.5 * done.wall_s);
}

} // namespace
} // namespace snp::sim

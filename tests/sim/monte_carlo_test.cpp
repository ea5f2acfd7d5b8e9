#include "sim/reliability/MonteCarlo.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace snp::sim {
namespace {

constexpr double kDay = 86400;

// 16,384 accelerators in nodes of 8 with the Llama 3 failure rates (a failure every ~3 h),
// training a 405-B-parameter model for 10 days of useful compute.
model::Config cluster(int spares) {
  model::Config c;
  c.node.accelerators = 8;
  c.cabinet.nodes = 4;
  c.layout.cabinets = 512;
  c.workload.kind = model::WorkloadKind::Custom;
  c.workload.custom.parameters = 405e9;
  c.reliability.training_duration_s = 10 * kDay;
  c.reliability.hot_spares = spares;
  return c;
}

double meanGoodput(const model::Config &config, int seeds) {
  double sum = 0;
  for (int seed = 1; seed <= seeds; ++seed)
    sum += simulateRun(config, {.seed = std::uint64_t(seed)}).goodput;
  return sum / seeds;
}

class MonteCarloAgreesWithAnalytic : public testing::TestWithParam<int> {};

TEST_P(MonteCarloAgreesWithAnalytic, MeanGoodputOver200SeedsWithin2Percent) {
  const model::Config c = cluster(GetParam());
  const double analytic = evaluateReliability(c).goodput;
  EXPECT_NEAR(meanGoodput(c, 200), analytic, 0.02 * analytic) << "spares " << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Spares, MonteCarloAgreesWithAnalytic, testing::Values(0, 1, 2, 8));

// Many failures per repair window strain the Erlang-loss view of the pool; it stays close.
TEST(MonteCarlo, LongRepairsWithAPoolNearTheDemandAgreeWithin3Percent) {
  model::Config c = cluster(8);
  c.reliability.repair_s = 24 * 3600.0; // ~8 failures per repair window
  const double analytic = evaluateReliability(c).goodput;
  EXPECT_NEAR(meanGoodput(c, 200), analytic, 0.03 * analytic);
}

TEST(MonteCarlo, SameSeedGivesTheSameTimeline) {
  const model::Config c = cluster(2);
  const MonteCarloResult a = simulateRun(c, {.seed = 42, .max_timeline_events = 100000});
  const MonteCarloResult b = simulateRun(c, {.seed = 42, .max_timeline_events = 100000});
  EXPECT_EQ(a.timeline, b.timeline);
  EXPECT_EQ(a.wall_s, b.wall_s);
  EXPECT_NE(a.timeline, simulateRun(c, {.seed = 43, .max_timeline_events = 100000}).timeline);
}

TEST(MonteCarlo, TimelineIsInTimeOrderAndEndsWithCompletion) {
  const MonteCarloResult r = simulateRun(cluster(2), {.seed = 7, .max_timeline_events = 100000});
  ASSERT_FALSE(r.timeline_truncated);
  EXPECT_TRUE(std::is_sorted(r.timeline.begin(), r.timeline.end(),
                             [](const RunEvent &a, const RunEvent &b) { return a.time_s < b.time_s; }));
  EXPECT_EQ(r.timeline.back().kind, RunEventKind::Complete);
  EXPECT_DOUBLE_EQ(r.timeline.back().time_s, r.wall_s);
  const auto count = [&](RunEventKind kind) {
    return std::count_if(r.timeline.begin(), r.timeline.end(),
                         [&](const RunEvent &e) { return e.kind == kind; });
  };
  EXPECT_EQ(count(RunEventKind::Failure), r.interruptions);
  EXPECT_EQ(count(RunEventKind::SpareSwap), r.interruptions);
  EXPECT_EQ(count(RunEventKind::Restart), r.interruptions);
  EXPECT_EQ(count(RunEventKind::RepairWait), r.repair_waits);
  for (const RunEvent &e : r.timeline)
    EXPECT_LT(e.node, 2048 + 2);
}

TEST(MonteCarlo, TimelineIsKeptOnlyWhenAskedAndCapped) {
  const model::Config c = cluster(0);
  EXPECT_TRUE(simulateRun(c, {.seed = 1}).timeline.empty());
  const MonteCarloResult capped = simulateRun(c, {.seed = 1, .max_timeline_events = 10});
  EXPECT_EQ(capped.timeline.size(), 10u);
  EXPECT_TRUE(capped.timeline_truncated);
}

TEST(MonteCarlo, WithoutSparesEveryFailureWaitsForItsRepair) {
  const MonteCarloResult r = simulateRun(cluster(0), {.seed = 3});
  EXPECT_GT(r.interruptions, 0);
  EXPECT_EQ(r.repair_waits, r.interruptions);
}

} // namespace
} // namespace snp::sim

namespace snp::sim {
namespace {

// A run of centuries with a failure every few seconds needs more events than any simulation can
// take; it used to loop for good. It stops at max_events, marked exhausted.
TEST(MonteCarlo, ARunNeedingTooManyEventsStopsMarkedExhausted) {
  RunModel run;
  run.nodes = 1024;
  run.node_failure_rate_per_s = 1.0 / 3600; // one failure per node-hour
  run.useful_s = 1e18;
  run.compute_interval_s = 1;
  run.checkpoint_write_s = 0.1;
  run.restart_s = 1;
  run.repair_s = 60;
  run.spares = 4;
  MonteCarloOptions options;
  options.max_events = 100'000;
  const MonteCarloResult result = simulateRun(run, options);
  EXPECT_TRUE(result.exhausted);
  EXPECT_FALSE(result.cancelled);
  EXPECT_GT(result.wall_s, 0);
  EXPECT_LT(result.wall_s, run.useful_s);
  EXPECT_FALSE(simulateRun(run, options).goodput > 0); // no goodput is claimed for a partial run
}

} // namespace
} // namespace snp::sim

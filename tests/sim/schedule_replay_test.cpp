// The scheduling view's replay against schedules worked out by hand: who holds each card, which
// are down, and how many jobs wait, at moments before, during and after each event.
#include "A100Cluster.h"

#include "sim/scheduling/ScheduleReplay.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace snp::sim {
namespace {

Job job(double submit_s, int cards, double duration_s) {
  Job j;
  j.submit_s = submit_s;
  j.cards = cards;
  j.duration_s = duration_s;
  j.flops_per_byte = 1e15; // compute-bound: no placement slows it
  return j;
}

ScheduleOptions quiet() {
  ScheduleOptions options;
  options.failures = false;
  return options;
}

int cardsHeldBy(const ScheduleFrame &frame, int holder) {
  return static_cast<int>(std::count(frame.holders.begin(), frame.holders.end(), holder));
}

TEST(ScheduleReplay, ShowsWhoHoldsEachCardAndWhoWaits) {
  // 8 cards: A (8 cards, 10 s) first; B and C (4 cards, 5 s each) start together at 10 s.
  const model::Config config = testing::a100Cluster(1);
  const JobTrace trace{{job(0, 8, 10), job(0, 4, 5), job(1, 4, 5)}};
  const ScheduleResult result = simulateSchedule(config, trace, quiet());
  const ScheduleReplay replay(schedulingMachine(config), trace, result);
  EXPECT_DOUBLE_EQ(replay.startS(), 0);
  EXPECT_DOUBLE_EQ(replay.endS(), 15);

  const ScheduleFrame early = replay.frameAt(5);
  EXPECT_EQ(cardsHeldBy(early, 0), 8);
  EXPECT_EQ(early.busy_cards, 8);
  EXPECT_EQ(early.running_jobs, 1);
  EXPECT_EQ(early.queued_jobs, 2);

  const ScheduleFrame later = replay.frameAt(12);
  EXPECT_EQ(cardsHeldBy(later, 0), 0);
  EXPECT_EQ(cardsHeldBy(later, 1), 4);
  EXPECT_EQ(cardsHeldBy(later, 2), 4);
  EXPECT_EQ(later.queued_jobs, 0);

  const ScheduleFrame after = replay.frameAt(15);
  EXPECT_EQ(cardsHeldBy(after, ScheduleFrame::kFree), 8);
  EXPECT_EQ(after.busy_cards, 0);
  EXPECT_EQ(after.running_jobs + after.queued_jobs, 0);
}

TEST(ScheduleReplay, ADownNodeIsShownUntilItsRepairAndItsJobWaits) {
  // The node fails at 50 s with no spare and is repaired at 80 s; the job runs again until 145 s.
  model::Config config = testing::a100Cluster(1);
  config.reliability.checkpoint_optimal = false;
  config.reliability.checkpoint_interval_s = 20;
  config.reliability.restart_s = 5;
  config.reliability.repair_s = 30;
  config.reliability.hot_spares = 0;
  ScheduleOptions options = quiet();
  options.failure_log = {{50, 0}};
  const JobTrace trace{{job(0, 8, 100)}};
  const ScheduleResult result = simulateSchedule(config, trace, options);
  const ScheduleReplay replay(schedulingMachine(config), trace, result);

  EXPECT_EQ(cardsHeldBy(replay.frameAt(49), 0), 8);
  const ScheduleFrame down = replay.frameAt(60);
  EXPECT_EQ(cardsHeldBy(down, ScheduleFrame::kDown), 8);
  EXPECT_EQ(down.down_cards, 8);
  EXPECT_EQ(down.busy_cards, 0);
  EXPECT_EQ(down.queued_jobs, 1);
  const ScheduleFrame again = replay.frameAt(100);
  EXPECT_EQ(cardsHeldBy(again, 0), 8);
  EXPECT_EQ(again.down_cards, 0);
  EXPECT_DOUBLE_EQ(replay.endS(), 145);
}

TEST(ScheduleReplay, ACancelledRunKeepsItsRunningJobsToTheEnd) {
  const model::Config config = testing::a100Cluster(1);
  const JobTrace trace{{job(0, 8, 100)}};
  ScheduleResult result = simulateSchedule(config, trace, quiet());
  // As a run cancelled at 40 s leaves it: the allocation not yet closed, the job unfinished.
  result.complete = false;
  result.allocations.front().end_s = result.allocations.front().start_s;
  result.outcomes.front().end_s = -1;
  result.utilisation = {{40, 1, 0}};
  const ScheduleReplay replay(schedulingMachine(config), trace, result);
  EXPECT_DOUBLE_EQ(replay.endS(), 40);
  EXPECT_EQ(cardsHeldBy(replay.frameAt(40), 0), 8);
}

// The CDUs of two groups of two one-node cabinets under N fail every 10 h and take an hour to repair.
TEST(ScheduleReplay, ADarkGroupOfThePlantDownsExactlyItsCabinetsCards) {
  const model::Config config = testing::a100ClusterWithFailingCdus(model::Redundancy::N, 1);
  JobTrace trace;
  for (int i = 0; i < 40; ++i)
    trace.jobs.push_back(job(0, 8, 100 * 3600.0));
  const ScheduleResult result = simulateSchedule(config, trace, {});
  ASSERT_FALSE(result.plant_outages.empty());
  ASSERT_TRUE(result.outages.empty()) << "no node failed";
  const ScheduleReplay replay(schedulingMachine(config), trace, result);

  const PlantOutageSpan &dark = result.plant_outages.front();
  const double middle = (dark.start_s + dark.end_s) / 2;
  const ScheduleFrame frame = replay.frameAt(middle);
  for (int card = dark.first_node * 8; card < (dark.first_node + dark.nodes) * 8; ++card)
    EXPECT_EQ(frame.holders[std::size_t(card)], ScheduleFrame::kDown) << "card " << card;
  // Down as often as the groups dark at that moment say, each card once.
  int expected = 0;
  std::vector<bool> down(32, false);
  for (const PlantOutageSpan &o : result.plant_outages)
    if (o.start_s <= middle && middle < o.end_s)
      for (int card = o.first_node * 8; card < (o.first_node + o.nodes) * 8; ++card)
        if (!down[std::size_t(card)]) {
          down[std::size_t(card)] = true;
          ++expected;
        }
  EXPECT_EQ(frame.down_cards, expected);
  EXPECT_EQ(cardsHeldBy(frame, ScheduleFrame::kDown), expected);

  // Before the first outage nothing is down.
  EXPECT_EQ(replay.frameAt(dark.start_s / 2).down_cards, 0);
}

} // namespace
} // namespace snp::sim

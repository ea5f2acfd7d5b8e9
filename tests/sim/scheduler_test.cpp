// The job scheduler against schedules worked out by hand on tiny machines, and the properties a
// topology-aware allocator must keep: no overlap, the torus's wraparound, determinism.
#include "A100Cluster.h"

#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/facility/Power.h"
#include "sim/scheduling/CuboidFinder.h"
#include "sim/scheduling/PlacementSlowdown.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace snp::sim {
namespace {

// Communication so small next to compute that no placement slows a job measurably.
constexpr double kComputeBound = 1e15;

Job job(double submit_s, int cards, double duration_s, int tenant = 0, int priority = 0) {
  Job j;
  j.submit_s = submit_s;
  j.cards = cards;
  j.duration_s = duration_s;
  j.tenant = tenant;
  j.priority = priority;
  j.flops_per_byte = kComputeBound;
  return j;
}

ScheduleOptions quiet() {
  ScheduleOptions options;
  options.failures = false;
  return options;
}

// One 8-card node, its own scale-up domain.
model::Config eightCards() { return testing::a100Cluster(1); }

TEST(Scheduler, FirstComeFirstServedMatchesTheHandSchedule) {
  // 8 cards: A (8 cards, 10 s) runs first; B and C (4 cards, 5 s each) start together at 10.
  const JobTrace trace{{job(0, 8, 10), job(0, 4, 5), job(1, 4, 5)}};
  const ScheduleResult r = simulateSchedule(eightCards(), trace, quiet());
  ASSERT_EQ(r.outcomes.size(), 3u);
  EXPECT_DOUBLE_EQ(r.outcomes[0].start_s, 0);
  EXPECT_DOUBLE_EQ(r.outcomes[1].start_s, 10);
  EXPECT_DOUBLE_EQ(r.outcomes[2].start_s, 10);
  EXPECT_DOUBLE_EQ(r.outcomes[2].end_s, 15);
  EXPECT_DOUBLE_EQ(r.figures.mean_wait_s.value, (0 + 10 + 9) / 3.0);
  EXPECT_DOUBLE_EQ(r.figures.makespan_s.value, 15);
  EXPECT_DOUBLE_EQ(r.figures.utilisation.value, 1.0); // 8 cards busy throughout
  EXPECT_DOUBLE_EQ(r.figures.finished_jobs.value, 3);
}

TEST(Scheduler, BackfillLetsASmallJobPassABlockedOne) {
  // A holds 6 of 8 cards for 10 s; B (4 cards) cannot start; C (2 cards, 4 s) fits beside A.
  const JobTrace trace{{job(0, 6, 10), job(0, 4, 5), job(0, 2, 4)}};
  const ScheduleResult backfilled = simulateSchedule(eightCards(), trace, quiet());
  EXPECT_DOUBLE_EQ(backfilled.outcomes[2].start_s, 0);
  EXPECT_DOUBLE_EQ(backfilled.outcomes[1].start_s, 10);
  // busy card-seconds: 0-4: 8, 4-10: 6, 10-15: 4 = 32 + 36 + 20 of 8 x 15.
  EXPECT_NEAR(backfilled.figures.utilisation.value, 88.0 / 120.0, 1e-12);
  // While B waits, 2 cards are free but it needs 4: no stranding (too few free); after C ends
  // (4 to 10 s) 2 cards are still too few.
  EXPECT_DOUBLE_EQ(backfilled.figures.stranded_share.value, 0);

  ScheduleOptions strict = quiet();
  strict.backfill = false;
  const ScheduleResult fifo = simulateSchedule(eightCards(), trace, strict);
  EXPECT_DOUBLE_EQ(fifo.outcomes[2].start_s, 10);
  EXPECT_DOUBLE_EQ(fifo.outcomes[1].start_s, 10);
  EXPECT_NEAR(fifo.figures.utilisation.value, (60.0 + 4 * 5 + 2 * 4) / (8.0 * 15), 1e-12);
}

TEST(Scheduler, AJobThatWaitedTooLongHoldsBackTheOnesBehindIt) {
  // B has waited past reserve_after_s when C arrives: C may not pass it.
  const JobTrace trace{{job(0, 6, 100), job(0, 4, 5), job(50, 2, 4)}};
  ScheduleOptions options = quiet();
  options.reserve_after_s = 30;
  const ScheduleResult r = simulateSchedule(eightCards(), trace, options);
  EXPECT_DOUBLE_EQ(r.outcomes[1].start_s, 100);
  EXPECT_DOUBLE_EQ(r.outcomes[2].start_s, 100);
}

TEST(Scheduler, HigherPriorityStartsFirst) {
  const JobTrace trace{{job(0, 8, 10), job(1, 8, 10, 0, 0), job(2, 8, 10, 0, 5)}};
  const ScheduleResult r = simulateSchedule(eightCards(), trace, quiet());
  EXPECT_DOUBLE_EQ(r.outcomes[2].start_s, 10);
  EXPECT_DOUBLE_EQ(r.outcomes[1].start_s, 20);
}

TEST(Scheduler, ATenantQuotaHoldsItsJobsBack) {
  JobTrace trace{{job(0, 4, 10, 0), job(0, 4, 10, 0), job(0, 4, 10, 1)}};
  trace.tenants = {"a", "b"};
  ScheduleOptions options = quiet();
  options.tenant_quota = {0.5, 1.0};
  const ScheduleResult r = simulateSchedule(eightCards(), trace, options);
  EXPECT_DOUBLE_EQ(r.outcomes[1].start_s, 10); // a may hold 4 of the 8 cards
  EXPECT_DOUBLE_EQ(r.outcomes[2].start_s, 0);
  ASSERT_EQ(r.tenants.size(), 2u);
  EXPECT_DOUBLE_EQ(r.tenants[0].mean_wait_s, 5);
  EXPECT_DOUBLE_EQ(r.tenants[1].mean_wait_s, 0);
  EXPECT_NEAR(r.tenants[0].card_hours, 2 * 4 * 10 / 3600.0, 1e-12);
}

model::Config failingNode(int spares) {
  model::Config config = eightCards();
  config.reliability.checkpoint_optimal = false;
  config.reliability.checkpoint_interval_s = 20;
  config.reliability.restart_s = 5;
  config.reliability.repair_s = 30;
  config.reliability.hot_spares = spares;
  return config;
}

TEST(Scheduler, AFailureWithASpareRestartsTheJobFromItsLastCheckpoint) {
  // 100 s of work, checkpoints every 20 s: failing at 50 s keeps 40 s, so 60 s remain after a 5 s
  // restart: done at 50 + 5 + 60 = 115 s.
  ScheduleOptions options = quiet();
  options.failure_log = {{50, 0}};
  // The repair outlasts the run: the spare is still standing in when it ends.
  model::Config config = failingNode(1);
  config.reliability.repair_s = 1000;
  const ScheduleResult r = simulateSchedule(config, JobTrace{{job(0, 8, 100)}}, options);
  EXPECT_DOUBLE_EQ(r.outcomes[0].end_s, 115);
  EXPECT_EQ(r.outcomes[0].interruptions, 1);
  EXPECT_DOUBLE_EQ(r.figures.spare_swaps.value, 1);
  EXPECT_EQ(r.figures.spare_swaps.terms[0].name, "hot spares");
  EXPECT_DOUBLE_EQ(r.figures.spare_swaps.terms[0].value, 1); // the pool, not what is left of it
  EXPECT_TRUE(r.outages.empty());
}

TEST(Scheduler, AFailureWithoutASpareRequeuesTheJobUntilTheRepair) {
  // The node is out from 50 to 80 s; the job starts again then: 5 s restart + 60 s of work.
  ScheduleOptions options = quiet();
  options.failure_log = {{50, 0}};
  const ScheduleResult r = simulateSchedule(failingNode(0), JobTrace{{job(0, 8, 100)}}, options);
  EXPECT_DOUBLE_EQ(r.outcomes[0].end_s, 145);
  EXPECT_DOUBLE_EQ(r.outcomes[0].start_s, 0);
  ASSERT_EQ(r.outages.size(), 1u);
  EXPECT_DOUBLE_EQ(r.outages[0].start_s, 50);
  EXPECT_DOUBLE_EQ(r.outages[0].end_s, 80);
  ASSERT_EQ(r.allocations.size(), 2u);
  EXPECT_DOUBLE_EQ(r.allocations[0].end_s, 50);
  EXPECT_DOUBLE_EQ(r.allocations[1].start_s, 80);
  // In service: 8 cards except 50-80 s; busy 0-50 and 80-145: 115 x 8 of (145 - 30) x 8.
  EXPECT_NEAR(r.figures.utilisation.value, 1.0, 1e-12);
}

model::Config coolingFailures(model::Redundancy redundancy, double mttr_h) {
  return testing::a100ClusterWithFailingCdus(redundancy, mttr_h);
}

JobTrace longJobs() {
  JobTrace trace;
  for (int i = 0; i < 40; ++i)
    trace.jobs.push_back(job(0, 8, 100 * 3600.0));
  return trace;
}

TEST(Scheduler, ACduOutageTakesExactlyItsCabinetsNodesOutOfService) {
  const ScheduleResult r = simulateSchedule(coolingFailures(model::Redundancy::N, 1), longJobs(), {});
  ASSERT_GT(r.figures.plant_outages.value, 20) << "1,000 h of two CDUs failing every 10 h";
  EXPECT_EQ(r.figures.node_failures.value, 0);
  // Every outage is a CDU group's: the nodes of cabinets 0-1, or of 2-3; no node failed.
  EXPECT_TRUE(r.outages.empty());
  ASSERT_EQ(r.plant_outages.size(), std::size_t(r.figures.plant_outages.value));
  for (const PlantOutageSpan &o : r.plant_outages) {
    EXPECT_TRUE((o.first_node == 0 || o.first_node == 2) && o.nodes == 2) << o.first_node << " " << o.nodes;
    EXPECT_GT(o.end_s, o.start_s);
  }
  // While cabinets 0-1 are dark, an 8-card job finds only the other two nodes: some jobs were
  // stopped, and none ran on a dark node.
  EXPECT_GT(r.figures.interrupted_jobs.value, 0);
  for (const Allocation &a : r.allocations)
    for (const PlantOutageSpan &o : r.plant_outages) {
      const int node = int(r.allocation_cards[a.first_card]) / 8;
      const bool dark = node >= o.first_node && node < o.first_node + o.nodes;
      EXPECT_FALSE(dark && a.start_s < o.end_s && a.end_s > o.start_s)
          << "job " << a.job << " on node " << node << " while its cabinet was dark";
    }
}

TEST(Scheduler, UnderNPlusOneTheSameCduFailuresTakeNothingOutOfService) {
  // Repairs of 3.6 s: the two CDUs of a group are never down together.
  const ScheduleResult r =
      simulateSchedule(coolingFailures(model::Redundancy::NPlusOne, 0.001), longJobs(), {});
  EXPECT_EQ(r.figures.plant_outages.value, 0);
  EXPECT_TRUE(r.plant_outages.empty());
  EXPECT_EQ(r.figures.interrupted_jobs.value, 0);
  const ScheduleResult n = simulateSchedule(coolingFailures(model::Redundancy::N, 0.001), longJobs(), {});
  EXPECT_GT(n.figures.plant_outages.value, 20) << "the same failures under N stop the cabinets";
}

TEST(Scheduler, MostAllocatedPacksNodesSoALaterJobStaysInOneDomain) {
  // Two 8-card nodes, each its own domain; two 4-card jobs, then an 8-card one while they run.
  const model::Config config = testing::a100Cluster(2);
  JobTrace trace{{job(0, 4, 100), job(0, 4, 100), job(1, 8, 10)}};
  for (Job &j : trace.jobs)
    j.flops_per_byte = 1; // communication-bound: spreading shows
  ScheduleOptions options = quiet();
  options.policy = PlacementPolicy::MostAllocated;
  const ScheduleResult packed = simulateSchedule(config, trace, options);
  EXPECT_EQ(packed.outcomes[2].domains, 1);
  EXPECT_DOUBLE_EQ(packed.outcomes[2].slowdown, 1);
  EXPECT_DOUBLE_EQ(packed.outcomes[2].start_s, 1);

  options.policy = PlacementPolicy::LeastAllocated;
  const ScheduleResult spread = simulateSchedule(config, trace, options);
  EXPECT_EQ(spread.outcomes[2].domains, 2);
  // Scale-up 12 x 25 GB/s against one 25 GB/s NIC per card: communication runs 12x slower.
  const double share = commShareOfProfile(schedulingMachine(config), 1, 312e12, 8);
  EXPECT_NEAR(spread.outcomes[2].slowdown, 1 - share + 12 * share, 1e-9);
  EXPECT_NEAR(spread.outcomes[2].end_s - spread.outcomes[2].start_s, 10 * spread.outcomes[2].slowdown, 1e-9);
  EXPECT_DOUBLE_EQ(spread.figures.slowed_jobs.value, 1);
}

// The same trace placed by first fit and by energy-aware packing, failures off, and where each put
// a job's first card.
struct FirstFitAndPacked {
  ScheduleResult first, packed;
};
FirstFitAndPacked firstFitAndPacked(const model::Config &config, const JobTrace &trace) {
  ScheduleOptions options = quiet();
  FirstFitAndPacked runs{simulateSchedule(config, trace, options), {}};
  options.policy = PlacementPolicy::EnergyAware;
  runs.packed = simulateSchedule(config, trace, options);
  return runs;
}
std::uint32_t firstCardOf(const ScheduleResult &r, std::size_t allocation) {
  return r.allocation_cards[r.allocations[allocation].first_card];
}

// Two one-node cabinets of 8 cards. A (8 cards, 5 s) fills cabinet 0, B (4 cards, 100 s) starts in
// cabinet 1; C (4 cards, 50 s) comes at 6 s, when cabinet 0 has emptied. First fit powers cabinet 0
// up again for C; energy-aware packing puts C beside B, and cabinet 0 stays off from 5 s on.
TEST(Scheduler, EnergyAwarePackingKeepsAnEmptiedCabinetOff) {
  model::Config config = testing::a100Cluster(2);
  // An A100 SXM's 400 W (NVIDIA A100 datasheet), about 60 W idle; two 280 W CPUs beside them.
  config.accelerator.tdp_W = 400;
  config.accelerator.idle_W = 60;
  config.node.cpu_W = 280;
  config.node.cpus = 2;
  const auto [first, packed] = firstFitAndPacked(config, {{job(0, 8, 5), job(0, 4, 100), job(6, 4, 50)}});
  EXPECT_EQ(firstCardOf(first, 2), 0u);
  EXPECT_EQ(firstCardOf(packed, 2), 12u);
  for (const ScheduleResult *r : {&first, &packed}) {
    EXPECT_DOUBLE_EQ(r->figures.makespan_s.value, 100);
    EXPECT_DOUBLE_EQ(r->outcomes[2].start_s, 6);
  }
  // Cabinet-time running jobs: first fit 5 + 50 + 100, packed 5 + 100, of 2 x 100.
  EXPECT_DOUBLE_EQ(first.figures.powered_cabinet_share.value, 155.0 / 200);
  EXPECT_DOUBLE_EQ(packed.figures.powered_cabinet_share.value, 105.0 / 200);

  // The energies from the power model's cabinet at rest and at full compute.
  const Results evaluated = evaluate(config);
  const CabinetSwing draw = cabinetSwing(config, evaluated.power);
  ASSERT_GT(draw.trough_W, 0);
  ASSERT_GT(draw.peak_W, draw.trough_W);
  const double busy_card_s = 8 * 5 + 4 * 100 + 4 * 50;
  const double compute_J = busy_card_s * (draw.peak_W - draw.trough_W) / 8;
  auto kWh = [](double joules) { return joules / 3.6e6; };
  for (const ScheduleResult *r : {&first, &packed})
    EXPECT_NEAR(r->figures.it_energy_kWh.value, kWh(200 * draw.trough_W + compute_J), 1e-9);
  EXPECT_NEAR(first.figures.it_energy_idle_off_kWh.value, kWh(155 * draw.trough_W + compute_J), 1e-9);
  EXPECT_NEAR(packed.figures.it_energy_idle_off_kWh.value, kWh(105 * draw.trough_W + compute_J), 1e-9);
}

// Of the cabinets running jobs, the fullest that holds a job takes it: with 3 cards busy in cabinet 0
// and 7 in cabinet 1, a 1-card job takes cabinet 1's last card (15). First fit spreads the 7-card job
// over cabinets 0 and 1 (cards 3 to 9) and gives the 1-card job card 10.
TEST(Scheduler, EnergyAwarePutsAJobInTheFullestRunningCabinetThatHoldsIt) {
  const model::Config config = testing::a100Cluster(3);
  const auto [first, packed] = firstFitAndPacked(config, {{job(0, 3, 100), job(0, 7, 100), job(1, 1, 10)}});
  // The 7-card job fits in no running cabinet: packing opens cabinet 1 for it.
  EXPECT_EQ(firstCardOf(packed, 1), 8u);
  EXPECT_EQ(firstCardOf(first, 1), 3u);
  EXPECT_EQ(firstCardOf(first, 2), 10u);
  EXPECT_EQ(firstCardOf(packed, 2), 15u);
}

// A 1-D ring of 8 cards as the scale-up torus: the smallest machine where wraparound matters.
model::Config ringOfEight(bool wrap) {
  model::Config config = eightCards();
  config.network.scale_up.kind = model::TopologyKind::Torus;
  config.network.scale_up.torus.dims = {8};
  config.network.scale_up.torus.wrap = {wrap};
  return config;
}

TEST(CuboidFinder, AContiguousJobRunsOverTheWraparound) {
  CuboidFinder ring({8}, {true});
  std::vector<std::uint8_t> free = {1, 1, 0, 0, 0, 0, 1, 1};
  std::vector<int> cards;
  ASSERT_TRUE(ring.find(4, free.data(), cards));
  std::sort(cards.begin(), cards.end());
  EXPECT_EQ(cards, (std::vector<int>{0, 1, 6, 7}));
  CuboidFinder line({8}, {false});
  EXPECT_FALSE(line.find(4, free.data(), cards));
}

TEST(Scheduler, ContiguousJobsOnARingTakeTheWrappedSlice) {
  // Cards 0-1 free at 10 s while 2-5 stay held: a contiguous 4-card job then fits only across the
  // wrap, 6-7-0-1.
  JobTrace trace{{job(0, 2, 10), job(0, 4, 100), job(1, 4, 5)}};
  trace.jobs[2].shape = PlacementShape::Contiguous;
  const ScheduleResult r = simulateSchedule(ringOfEight(true), trace, quiet());
  EXPECT_DOUBLE_EQ(r.outcomes[2].start_s, 10);
  const Allocation &last = r.allocations.back();
  std::vector<std::uint32_t> cards(r.allocation_cards.begin() + last.first_card,
                                   r.allocation_cards.begin() + last.first_card + last.card_count);
  EXPECT_EQ(cards, (std::vector<std::uint32_t>{0, 1, 6, 7}));

  const ScheduleResult mesh = simulateSchedule(ringOfEight(false), trace, quiet());
  EXPECT_NEAR(mesh.outcomes[2].start_s, 100, 1e-6); // no wrap: waits for cards 2-5
}

// Whether `cards` (sorted) form a sub-cuboid of `dims` with wraparound: along each dimension the
// coordinates used are one cyclic interval, and every combination of them is present.
bool isCuboid(const std::vector<int> &cards, const std::vector<int> &dims) {
  std::size_t combinations = 1;
  for (std::size_t d = 0, stride = 1; d < dims.size(); stride *= dims[d++]) {
    std::set<int> used;
    for (int card : cards)
      used.insert(card / static_cast<int>(stride) % dims[d]);
    const int n = static_cast<int>(used.size());
    bool interval = false;
    for (int start = 0; start < dims[d] && !interval; ++start) {
      interval = true;
      for (int i = 0; i < n; ++i)
        interval = interval && used.count((start + i) % dims[d]);
    }
    if (!interval) return false;
    combinations *= used.size();
  }
  return combinations == cards.size();
}

TEST(CuboidFinder, RandomAllocationsNeverOverlapAndAreAlwaysCuboids) {
  const std::vector<int> dims = {4, 4, 4};
  CuboidFinder torus(dims, {true, true, true});
  std::vector<std::uint8_t> free(64, 1);
  std::vector<std::vector<int>> held;
  std::mt19937 random(7);
  std::vector<int> cards;
  int found = 0;
  for (int step = 0; step < 4000; ++step) {
    if (!held.empty() && random() % 3 == 0) {
      const std::size_t victim = random() % held.size();
      for (int card : held[victim])
        free[static_cast<std::size_t>(card)] = 1;
      held.erase(held.begin() + static_cast<std::ptrdiff_t>(victim));
      continue;
    }
    const int sizes[] = {1, 2, 4, 8, 12, 16, 32};
    const int n = sizes[random() % 7];
    if (!torus.find(n, free.data(), cards)) continue;
    ++found;
    std::sort(cards.begin(), cards.end());
    ASSERT_EQ(static_cast<int>(cards.size()), n);
    ASSERT_TRUE(std::adjacent_find(cards.begin(), cards.end()) == cards.end());
    for (int card : cards) {
      ASSERT_TRUE(free[static_cast<std::size_t>(card)]) << "card " << card << " given twice";
      free[static_cast<std::size_t>(card)] = 0;
    }
    ASSERT_TRUE(isCuboid(cards, dims)) << "step " << step;
    held.push_back(cards);
  }
  EXPECT_GT(found, 1000);
}

// After a search found no room, findTouching looks only at cuboids reaching a card freed since,
// and skips freed cards whose free lines are too short for any shape: it must give exactly what a
// full search gives. Random busy states with no free cuboid of the size, then a few cards freed,
// on a torus and on a mesh in one dimension.
TEST(CuboidFinder, ASearchFromFreedCardsFindsWhatAFullSearchFinds) {
  const std::vector<int> dims = {4, 6, 5};
  std::mt19937 random(11);
  int compared = 0, found = 0;
  for (const std::vector<bool> &wrap : {std::vector<bool>{true, true, true}, {true, false, true}}) {
    CuboidFinder full(dims, wrap), touching(dims, wrap);
    std::vector<int> expected, got;
    for (int trial = 0; trial < 3000; ++trial) {
      const int sizes[] = {2, 4, 6, 8, 12, 20, 24};
      const int n = sizes[random() % 7];
      std::vector<std::uint8_t> free(120);
      const unsigned busyPercent = 30 + random() % 60;
      for (std::uint8_t &card : free)
        card = random() % 100 >= busyPercent;
      if (full.find(n, free.data(), expected)) continue; // there must be no room before
      std::vector<int> freed;
      for (int k = 1 + int(random() % 12); k > 0; --k) {
        const int card = int(random() % free.size());
        if (!free[std::size_t(card)]) freed.push_back(card);
        free[std::size_t(card)] = 1;
      }
      const bool fullFound = full.find(n, free.data(), expected);
      ASSERT_EQ(touching.findTouching(n, free.data(), freed, got), fullFound) << "trial " << trial;
      EXPECT_EQ(got, expected) << "trial " << trial;
      ++compared;
      found += fullFound;
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(found, 100); // freeing cards made room often enough to compare placements
}

TEST(PlacementSlowdown, AScatteredRingStretchesCommunicationByItsMeanHops) {
  const SchedulingMachine machine = schedulingMachine(ringOfEight(true));
  // Cards 0, 2, 4, 6: each ring step is 2 hops.
  const PlacementCost cost = placementCost(machine, {0, 2, 4, 6}, 0.25, false);
  EXPECT_DOUBLE_EQ(cost.ratio, 2);
  EXPECT_DOUBLE_EQ(cost.slowdown, 0.75 + 0.25 * 2);
  EXPECT_DOUBLE_EQ(placementCost(machine, {0, 2, 4, 6}, 0.25, true).slowdown, 1);
  // Cards 6, 7, 0, 1 fill a slice across the wrap: as good as a contiguous placement.
  EXPECT_DOUBLE_EQ(placementCost(machine, {0, 1, 6, 7}, 0.25, false).slowdown, 1);
  EXPECT_GT(placementCost(schedulingMachine(ringOfEight(false)), {0, 1, 6, 7}, 0.25, false).slowdown, 1);
  // On a 4 x 2 torus, a 2 x 2 square is a slice; an L of four cards is not.
  model::Config square = ringOfEight(true);
  square.network.scale_up.torus.dims = {4, 2};
  square.network.scale_up.torus.wrap = {true, true};
  const SchedulingMachine grid = schedulingMachine(square);
  EXPECT_DOUBLE_EQ(placementCost(grid, {1, 2, 5, 6}, 0.25, false).slowdown, 1);
  EXPECT_GT(placementCost(grid, {0, 1, 2, 4}, 0.25, false).slowdown, 1);
}

TEST(Scheduler, ProfilePolicyGivesCommunicationBoundJobsASlice) {
  // A 2-card job holds cards 0-1; then a 4-card compute-bound and a 4-card
  // communication-bound job. First fit scatters neither here; after card 0-1's job ends the
  // profile policy keeps the communication-bound job contiguous.
  JobTrace trace{{job(0, 1, 100), job(0, 1, 100), job(0, 1, 1), job(0, 1, 100), job(2, 4, 10)}};
  trace.jobs[4].flops_per_byte = 1;
  ScheduleOptions options = quiet();
  options.policy = PlacementPolicy::FirstFit;
  const ScheduleResult scattered = simulateSchedule(ringOfEight(true), trace, options);
  EXPECT_GT(scattered.outcomes[4].slowdown, 1);
  options.policy = PlacementPolicy::Profile;
  const ScheduleResult profiled = simulateSchedule(ringOfEight(true), trace, options);
  EXPECT_DOUBLE_EQ(profiled.outcomes[4].slowdown, 1);
  trace.jobs[4].flops_per_byte = kComputeBound;
  const ScheduleResult computeBound = simulateSchedule(ringOfEight(true), trace, options);
  EXPECT_EQ(computeBound.allocations.back().first_card, scattered.allocations.back().first_card);
}

JobTrace randomTrace(int jobs, int maxCards, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  JobTrace trace;
  double t = 0;
  for (int i = 0; i < jobs; ++i) {
    t += std::exponential_distribution<double>(1.0 / 600)(random);
    Job j = job(t, 1 << (random() % 7), 600 + random() % 20000);
    j.cards = std::min(j.cards, maxCards);
    j.flops_per_byte = 0;
    trace.jobs.push_back(j);
  }
  return trace;
}

TEST(Scheduler, TheSameSeedGivesTheSameScheduleAndAnotherSeedOtherFailures) {
  model::Config config = *model::findPreset("seed-s3");
  config.reliability.failure_rates = {{"everything", 2e-4}}; // enough failures to matter
  const JobTrace trace = randomTrace(3000, 64, 3);
  ScheduleOptions options;
  options.policy = PlacementPolicy::Topology;
  options.seed = 11;
  const ScheduleResult a = simulateSchedule(config, trace, options);
  const ScheduleResult b = simulateSchedule(config, trace, options);
  ASSERT_GT(a.figures.node_failures.value, 10);
  ASSERT_EQ(a.allocations.size(), b.allocations.size());
  EXPECT_EQ(a.allocation_cards, b.allocation_cards);
  for (std::size_t i = 0; i < a.outcomes.size(); ++i)
    EXPECT_EQ(a.outcomes[i].end_s, b.outcomes[i].end_s);
  options.seed = 12;
  const ScheduleResult c = simulateSchedule(config, trace, options);
  EXPECT_NE(a.figures.node_failures.value + a.figures.makespan_s.value,
            c.figures.node_failures.value + c.figures.makespan_s.value);
}

TEST(Scheduler, NoCardIsEverHeldByTwoJobsAtOnce) {
  model::Config config = *model::findPreset("seed-s3");
  config.reliability.failure_rates = {{"everything", 2e-4}};
  const JobTrace trace = randomTrace(2000, 640, 5);
  for (PlacementPolicy policy :
       {PlacementPolicy::FirstFit, PlacementPolicy::BestFit, PlacementPolicy::MostAllocated,
        PlacementPolicy::LeastAllocated, PlacementPolicy::Topology, PlacementPolicy::Profile}) {
    ScheduleOptions options;
    options.policy = policy;
    const ScheduleResult r = simulateSchedule(config, trace, options);
    EXPECT_EQ(r.figures.finished_jobs.value, 2000);
    std::vector<std::vector<std::pair<double, double>>> held(static_cast<std::size_t>(r.cards));
    for (const Allocation &a : r.allocations)
      for (std::uint32_t i = 0; i < a.card_count; ++i)
        held[r.allocation_cards[a.first_card + i]].emplace_back(a.start_s, a.end_s);
    for (auto &spans : held) {
      std::sort(spans.begin(), spans.end());
      for (std::size_t i = 1; i < spans.size(); ++i)
        ASSERT_LE(spans[i - 1].second, spans[i].first) << kPlacementPolicyNames[static_cast<int>(policy)];
    }
    const double u = r.figures.utilisation.value;
    EXPECT_GT(u, 0);
    EXPECT_LE(u, 1 + 1e-12);
  }
}

TEST(Scheduler, RefusesJobsTheMachineCannotRunAndNamesThem) {
  const JobTrace trace{{job(0, 4, 10), job(0, 9, 10), job(0, 3, 10)}};
  EXPECT_TRUE(scheduleProblems(eightCards(), JobTrace{{job(0, 8, 1)}}, quiet()).empty());
  const auto problems = scheduleProblems(eightCards(), trace, quiet());
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(model::describe(problems[0]), "job 2 (9 cards): does not fit the machine's 8 cards");
  ScheduleOptions strict = quiet();
  strict.policy = PlacementPolicy::Topology;
  const auto torusProblems =
      scheduleProblems(*model::findPreset("seed-s3"), JobTrace{{job(0, 7 * 11, 10)}}, strict);
  ASSERT_EQ(torusProblems.size(), 1u);
  EXPECT_EQ(torusProblems[0].path, "job 1 (77 cards)");
  EXPECT_NE(torusProblems[0].message.find("sub-cuboid"), std::string::npos) << torusProblems[0].message;
}

TEST(Scheduler, CancelStopsEarlyAndSaysSo) {
  const std::atomic<bool> cancel{true};
  ScheduleOptions options = quiet();
  options.cancel = &cancel;
  const ScheduleResult r =
      simulateSchedule(*model::findPreset("seed-s3"), randomTrace(20000, 64, 1), options);
  EXPECT_FALSE(r.complete);
  EXPECT_LT(r.figures.finished_jobs.value, 20000);
}

} // namespace
} // namespace snp::sim

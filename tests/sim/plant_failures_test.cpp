// Failures of the power chain and the CDUs reaching the job: how often a group of units drops its
// cabinets (against a simulation of every unit), which cabinets stop, and what it costs the run.
#include "sim/Evaluate.h"
#include "sim/facility/GroupAvailability.h"
#include "sim/facility/PlantFailures.h"
#include "sim/reliability/MonteCarlo.h"
#include "sim/reliability/PlantSimulation.h"
#include "sim/reliability/RunReplay.h"

#include "model/Presets.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace snp::sim {
namespace {

constexpr double kHour = 3600;
constexpr double kDay = 86400;

// One group of `installed` CDUs under `redundancy`, as the plant simulation takes it.
PlantFailures oneGroup(model::Redundancy redundancy, int installed, model::UnitFailures unit) {
  PlantFailures f;
  PlantPartFailures &p = f.parts[static_cast<std::size_t>(PlantPart::Cdu)];
  p.fails = true;
  p.groups = 1;
  p.racks_per_group = p.cabinets = 1;
  p.installed = installed;
  p.usable = model::usableUnits(redundancy, installed);
  p.redundancy = redundancy;
  p.unit = unit;
  return f;
}

struct Observed {
  double outages_per_hour = 0;
  double mean_outage_h = 0;
};

// Every unit failing and repaired over `hours`: how often the group dropped and for how long.
Observed simulate(const PlantFailures &plant, double hours) {
  PlantSimulation simulation(plant, 11);
  int drops = 0;
  double down_s = 0, dropped_at = 0;
  while (simulation.nextTime() < hours * kHour) {
    const PlantChange c = simulation.step();
    if (c.dropped) {
      ++drops;
      dropped_at = c.time_s;
    }
    if (c.restored) down_s += c.time_s - dropped_at;
  }
  return {drops / hours, down_s / kHour / std::max(1, drops)};
}

struct GroupCase {
  model::Redundancy redundancy;
  int installed;
};

class GroupOutages : public testing::TestWithParam<GroupCase> {};

// The frequency-and-duration closed form against 5,000,000 hours of simulated units (some 20,000 to
// 40,000 outages: 3 % is over four standard deviations).
TEST_P(GroupOutages, FrequencyAndDurationMatchASimulationOfEveryUnit) {
  const auto [redundancy, installed] = GetParam();
  const model::UnitFailures unit{100, 10};
  const int usable = model::usableUnits(redundancy, installed);
  const double per_hour = groupOutagesPerHour(redundancy, installed, usable, unit);
  const double mean_h = (1 - groupAvailability(redundancy, installed, usable, unit)) / per_hour;
  const Observed seen = simulate(oneGroup(redundancy, installed, unit), 5'000'000);
  EXPECT_NEAR(seen.outages_per_hour, per_hour, 0.03 * per_hour);
  EXPECT_NEAR(seen.mean_outage_h, mean_h, 0.03 * mean_h);
}

INSTANTIATE_TEST_SUITE_P(Schemes, GroupOutages,
                         testing::Values(GroupCase{model::Redundancy::N, 2},
                                         GroupCase{model::Redundancy::NPlusOne, 3},
                                         GroupCase{model::Redundancy::TwoN, 4},
                                         GroupCase{model::Redundancy::DistributedRedundant, 4}));

TEST(GroupOutages, ASingleUnitDropsAtItsFailureRateForItsRepairTime) {
  // One unit up a share a = MTBF / (MTBF + MTTR) of the time, failing at 1/MTBF while up.
  const model::UnitFailures unit{1000, 8};
  const double a = 1000.0 / 1008;
  EXPECT_NEAR(groupOutagesPerHour(model::Redundancy::N, 1, 1, unit), a / 1000, 1e-12);
  const double mean_h = (1 - groupAvailability(model::Redundancy::N, 1, 1, unit)) /
                        groupOutagesPerHour(model::Redundancy::N, 1, 1, unit);
  EXPECT_NEAR(mean_h, 8, 1e-9);
}

// Eight liquid-cooled cabinets, their CDUs in two groups of four cabinets each.
model::Config cduHall(model::Redundancy redundancy, model::UnitFailures failures) {
  model::Config c;
  c.node.accelerators = 8;
  c.cabinet.nodes = 4;
  c.layout.cabinets = 8;
  c.layout.rows = 2;
  c.workload.kind = model::WorkloadKind::Custom;
  c.workload.custom.parameters = 70e9;
  c.reliability.training_duration_s = 200 * kDay;
  c.cooling.kind = model::CoolingKind::ColdPlate;
  c.cooling.liquid_fraction = 0.8;
  c.cooling.cdu.capacity_W = 2e6;
  c.cooling.cdu.racks_per_group = 4;
  c.cooling.cdu.redundancy = redundancy;
  c.cooling.cdu.units = model::minimumUnits(redundancy);
  c.cooling.cdu.failures = failures;
  return c;
}

// The hand case of issue 28: one CDU of an N group serving four cabinets fails, and exactly those
// four stop, the job with them; under N+1 the same failures stop nothing.
TEST(PlantOutage, ACduFailureUnderNStopsExactlyTheCabinetsOfItsGroup) {
  const model::Config c = cduHall(model::Redundancy::N, {2000, 24});
  const RunModel run = runModel(c);
  ASSERT_EQ(run.plant.part(PlantPart::Cdu).groups, 2);
  const MonteCarloResult result = simulateRun(run, {.seed = 5, .max_timeline_events = 100000});
  const auto outage = std::ranges::find(result.timeline, RunEventKind::PlantOutage, &RunEvent::kind);
  ASSERT_NE(outage, result.timeline.end()) << "200 days with two CDUs failing every 2,000 h";
  EXPECT_EQ(outage->part, PlantPart::Cdu);

  RunReplay replay(run, result);
  const ReplayFrame &frame = replay.at(outage->time_s);
  EXPECT_EQ(frame.job, JobState::PlantWait);
  ASSERT_EQ(frame.plant_down.size(), 1u);
  const int first = 4 * outage->group;
  for (int cabinet = 0; cabinet < 8; ++cabinet)
    EXPECT_EQ(cabinetDark(frame, cabinet), cabinet >= first && cabinet < first + 4) << "cabinet " << cabinet;
  EXPECT_GE(result.plant_outages, 1);
}

TEST(PlantOutage, UnderNPlusOneASingleCduFailureStopsNothing) {
  // Repairs of 3.6 s: two units of one group are never down together in 200 days.
  const model::Config c = cduHall(model::Redundancy::NPlusOne, {500, 0.001});
  const MonteCarloResult result = simulateRun(c, {.seed = 5, .max_timeline_events = 1000000});
  const auto failures = std::ranges::count(result.timeline, RunEventKind::PlantUnitFailure, &RunEvent::kind);
  EXPECT_GT(failures, 20) << "four CDUs failing every 500 h over 200 days";
  EXPECT_EQ(result.plant_outages, 0);
  const model::Config n = cduHall(model::Redundancy::N, {500, 0.001});
  EXPECT_GT(simulateRun(n, {.seed = 5}).plant_outages, 10) << "the same failures under N stop the cabinets";
}

// Outages that cost something: CDUs failing every 300 h and taking two days to repair, against the
// analytic renewal model over 100 seeds.
TEST(PlantOutage, MonteCarloGoodputWithPlantOutagesAgreesWithTheAnalyticWithin2Percent) {
  const model::Config c = cduHall(model::Redundancy::N, {300, 48});
  const ReliabilityResults analytic = evaluateReliability(c);
  ASSERT_GT(analytic.plant_outage_overhead.value, 0.1)
      << "the plant must matter for this test to mean something";
  double sum = 0;
  for (int seed = 1; seed <= 100; ++seed)
    sum += simulateRun(c, {.seed = std::uint64_t(seed)}).goodput;
  EXPECT_NEAR(sum / 100, analytic.goodput.value, 0.02 * analytic.goodput.value);
}

TEST(PlantOutage, PlantOutagesLowerGoodputAndShowInTheFigures) {
  const model::Config reliable = cduHall(model::Redundancy::N, {});
  const model::Config failing = cduHall(model::Redundancy::N, {300, 48});
  const Results a = evaluate(reliable);
  const Results b = evaluate(failing);
  EXPECT_EQ(a.reliability.plant_outage_rate_per_s.value, 0);
  EXPECT_EQ(a.reliability.plant_outage_overhead.value, 0);
  // Two groups of one CDU each, dropping at 1 / MTBF while up.
  const double per_s = 2.0 / 300 / kHour;
  EXPECT_NEAR(b.reliability.plant_outage_rate_per_s.value, per_s, 1e-9 * per_s);
  EXPECT_NEAR(b.reliability.plant_outage_s.value, 48 * kHour, 1e-6);
  EXPECT_LT(b.reliability.goodput.value, a.reliability.goodput.value - 0.1);
  EXPECT_LT(b.reliability.system_mtbf_s.value, a.reliability.system_mtbf_s.value);
}

// Over every preset's plant: each part's outages last, on average, its groups' unavailability over
// their frequency, so frequency x duration gives back the availability the plant figures report.
TEST(PlantOutage, EveryPresetsOutagesAgreeWithItsRackAvailability) {
  for (const model::Config &preset : model::presets()) {
    const Results r = evaluate(preset);
    const PlantFailures plant = plantFailures(preset, r.power_chain, r.cdu);
    double unavailable = 0;
    for (const PlantPartFailures &part : plant.parts)
      unavailable += part.group_outages_per_s * part.mean_outage_s;
    // Rack availability is the product over the power levels; with the CDU's, small terms add.
    const double expected = (1 - r.power_chain.rack_availability.value) + (1 - r.cdu.availability.value);
    EXPECT_NEAR(unavailable, expected, 1e-3 * expected + 1e-15) << preset.name;
  }
}

} // namespace
} // namespace snp::sim

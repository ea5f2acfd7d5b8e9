#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/Power.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

using model::Redundancy;

// GB200 NVL72 racks with in-row CDUs, one group per four racks.
model::Config rowsOfFourWithCdus(double capacity_W, int units, Redundancy redundancy) {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.cooling.cdu = {.capacity_W = capacity_W,
                   .units = units,
                   .racks_per_group = 4,
                   .redundancy = redundancy,
                   .approach_K = 4,
                   .failures = {}};
  return c;
}

double liquidHeatAtFullPower(const model::Config &c) {
  return liquidHeatFraction(c.cooling) * evaluatePower(c, 1).cabinet_W.value;
}

TEST(CoolantDistribution, AGroupIsSizedForTheLiquidHeatOfItsCabinetsAtFullPower) {
  const model::Config c = rowsOfFourWithCdus(500e3, 0, Redundancy::NPlusOne);
  ASSERT_TRUE(model::validate(c).empty());
  const Results r = evaluate(c);
  const double group_heat = 4 * liquidHeatAtFullPower(c);
  ASSERT_GT(group_heat, 0);
  const int needed = int(std::ceil(group_heat / 500e3));
  EXPECT_EQ(r.cdu.groups.groups, (c.layout.cabinets + 3) / 4);
  EXPECT_EQ(r.cdu.groups.installed, needed + 1);
  EXPECT_NEAR(r.cdu.cdu_use.value, group_heat / (needed * 500e3), 1e-12);
  EXPECT_DOUBLE_EQ(r.cdu.units.value, r.cdu.groups.groups * (needed + 1.0));
}

TEST(CoolantDistribution, AGroupThatCannotCarryItsCabinetsIsAConcernNamingThem) {
  // Two units of a quarter of the group's heat under N+1: one carries, at four times its capacity.
  model::Config c = rowsOfFourWithCdus(1, 2, Redundancy::NPlusOne);
  const double group_heat = 4 * liquidHeatAtFullPower(c);
  c.cooling.cdu.capacity_W = group_heat / 4;
  const Results r = evaluate(c);
  EXPECT_NEAR(r.cdu.cdu_use.value, 4, 1e-9);
  const std::vector<Concern> concerns = concernsOf(c, r);
  const auto cdu = std::find_if(concerns.begin(), concerns.end(),
                                [](const Concern &concern) { return concern.problem.path == "cdu.cdu_use"; });
  ASSERT_NE(cdu, concerns.end());
  EXPECT_NE(cdu->problem.message.find("cabinets 1 to 4"), std::string::npos) << cdu->problem.message;
  EXPECT_NE(cdu->problem.message.find("400.0 %"), std::string::npos) << cdu->problem.message;

  // Under N both units carry: half the overload, still a concern; four units under N carry it.
  c.cooling.cdu.redundancy = Redundancy::N;
  EXPECT_NEAR(evaluate(c).cdu.cdu_use.value, 2, 1e-9);
  c.cooling.cdu.units = 4;
  const Results carried = evaluate(c);
  EXPECT_NEAR(carried.cdu.cdu_use.value, 1, 1e-9);
  const std::vector<Concern> after = concernsOf(c, carried);
  EXPECT_TRUE(std::none_of(after.begin(), after.end(),
                           [](const Concern &concern) { return concern.problem.path == "cdu.cdu_use"; }));
}

// The CDUs' approach lowers the water the plant must make: a 30 °C loop behind 4 K CDUs takes 26 °C
// facility water, which dry coolers with a 4 K approach make only below 22 °C outside.
TEST(CoolantDistribution, TheApproachLowersTheFacilityWaterAndCanCostTheFreeCooling) {
  model::Config c = rowsOfFourWithCdus(2e6, 0, Redundancy::NPlusOne);
  c.cooling.supply_C = 30;
  c.cooling.free_cooling_approach_K = 4;
  c.site.climate = {{23, 8760}};
  ASSERT_TRUE(model::validate(c).empty());
  const Results with = evaluate(c);
  EXPECT_DOUBLE_EQ(with.cdu.facility_water_C.value, 26);
  EXPECT_EQ(with.cooling.free_cooling_share.value, 0);

  c.cooling.cdu = {};
  const Results without = evaluate(c);
  EXPECT_DOUBLE_EQ(without.cdu.facility_water_C.value, 30);
  EXPECT_EQ(without.cooling.free_cooling_share.value, 1);
  EXPECT_LT(without.cooling.pue.value, with.cooling.pue.value);
}

TEST(CoolantDistribution, AnApproachThatWouldFreezeTheFacilityWaterIsRefused) {
  model::Config c = rowsOfFourWithCdus(2e6, 0, Redundancy::NPlusOne);
  c.cooling.supply_C = 20;
  c.cooling.cdu.approach_K = 20;
  const model::Problems problems = model::validate(c);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].path, "cooling.cdu.approach_K");
}

} // namespace
} // namespace snp::sim

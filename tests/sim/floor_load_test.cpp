#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/FloorLoad.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

// A GB200 NVL72 rack of about 1,360 kg (ServeTheHome; HPE's QuickSpecs) on a 0.6 x 1.2 m
// footprint loads it with about 1,890 kg/m², more than twice what a typical raised floor carries.
// (The preset's rack is NVIDIA's MGX rack, 0.6 x 1.068 m: the same mass loads it with 2,122 kg/m².)
model::Config gb200RackOnTwelveHundredMillimetres() {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.cabinet.width_m = 0.6;
  c.cabinet.depth_m = 1.2;
  c.cabinet.empty_kg = 1360;
  return c;
}

TEST(FloorLoad, AGb200RackLoadsItsFootprintWithAbout1890KgPerSquareMetre) {
  model::Config c = gb200RackOnTwelveHundredMillimetres();
  c.node.mass_kg = 0;
  c.cabinet.coolant_L = 0;
  c.site.floor_rating_kg_per_m2 = 0; // the preset's slab is not this test's
  const FloorResults r = evaluateFloor(c);
  EXPECT_DOUBLE_EQ(r.cabinet_mass_kg.value, 1360);
  EXPECT_NEAR(r.floor_load_kg_per_m2.value, 1888.9, 0.1);
  EXPECT_DOUBLE_EQ(r.foot_load_kg.value, 340);
  EXPECT_DOUBLE_EQ(r.total_mass_kg.value, c.layout.cabinets * 1360.0);
  EXPECT_EQ(r.floor_rating_use.value, 0); // no rating set
}

TEST(FloorLoad, NodesAndCoolantAddTheirMass) {
  model::Config c;
  c.cabinet = {.nodes = 18, .width_m = 0.6, .depth_m = 1.2, .empty_kg = 400, .coolant_L = 50};
  c.node.mass_kg = 50;
  c.cooling.fluid.density_kg_per_m3 = 1030; // a 25 % propylene glycol mix
  EXPECT_NEAR(evaluateFloor(c).cabinet_mass_kg.value, 400 + 18 * 50 + 0.050 * 1030, 1e-9);
}

TEST(FloorLoad, AFloorRatedBelowTheLoadIsAConcern) {
  model::Config c = gb200RackOnTwelveHundredMillimetres();
  c.site.floor_rating_kg_per_m2 = 1200;
  ASSERT_TRUE(model::validate(c).empty());
  const Results results = evaluate(c);
  EXPECT_NEAR(results.floor.floor_rating_use.value, 1888.9 / 1200, 1e-4);
  const std::vector<Concern> concerns = concernsOf(c, results);
  const auto floor = std::find_if(concerns.begin(), concerns.end(), [](const Concern &concern) {
    return concern.problem.path == "floor.floor_load_kg_per_m2";
  });
  ASSERT_NE(floor, concerns.end());
  EXPECT_NE(floor->problem.message.find("1200 kg/m²"), std::string::npos) << floor->problem.message;

  c.site.floor_rating_kg_per_m2 = 2500;
  const std::vector<Concern> after = concernsOf(c, evaluate(c));
  EXPECT_TRUE(std::none_of(after.begin(), after.end(), [](const Concern &concern) {
    return concern.problem.path == "floor.floor_load_kg_per_m2";
  }));
}

// Water carries 120 kW at a 10 K rise at 120,000 / (997 x 4,180 x 10) m³/s: 172.7 L/min.
TEST(CoolantFlow, A120KilowattRackAtTenKelvinNeedsAbout172LitresPerMinute) {
  const double litres_per_minute = coolantFlow_m3_per_s(120e3, model::Fluid{}, 10) * 60e3;
  EXPECT_NEAR(litres_per_minute, 172.7, 0.1);
}

} // namespace
} // namespace snp::sim

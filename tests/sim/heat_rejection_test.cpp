// Heat rejection by kind (sim/facility/HeatRejection.h): dry coolers work from the outside dry
// bulb, cooling towers from the wet bulb and evaporate water, chillers alone never free-cool; the
// facility water's ASHRAE class; and old files, without any of it, evaluating as before.

#include "model/JsonCodec.h"
#include "model/Presets.h"
#include "model/QuantityText.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/HeatRejection.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

using model::HeatRejection;

constexpr double kIt_W = 1e6;
constexpr double kZeroCelsius_K = 273.15;
// Stull's formula gives 20.00 °C of wet bulb at 35 °C and 22.26 % relative humidity.
constexpr double kHotDryHumidity = 0.2226;

// Immersion takes all of the IT heat into water supplied at `water_C` (no CDUs: the plant makes
// that water), with no room air and no distribution losses to chill, all year at one climate point.
model::Config immersionAt(double water_C, model::SitePoint point) {
  model::Config c;
  c.cooling.kind = model::CoolingKind::ImmersionSinglePhase;
  c.cooling.supply_C = water_C;
  c.site.climate = {point};
  return c;
}

CoolingResults plantOf(const model::Config &c) { return coolingForLoad(c, kIt_W, 0); }

TEST(WetBulb, StullsFormulaGivesItsPublishedCheckValue) {
  // Stull (2011): 20 °C at 50 % relative humidity has a wet bulb of 13.7 °C.
  EXPECT_NEAR(wetBulbC(20, 0.5), 13.7, 0.05);
  EXPECT_NEAR(wetBulbC(35, kHotDryHumidity), 20, 0.01);
  // Humidity not given: the dry bulb. Saturated air is never credited beyond its dry bulb.
  EXPECT_EQ(wetBulbC(20, 0), 20);
  EXPECT_LE(wetBulbC(20, 1), 20);
  EXPECT_LE(wetBulbC(-30, 0.5), -30);
}

// Hot and dry, 35 °C dry bulb and 20 °C wet bulb, with 30 °C facility water: towers make it
// (20 + 6.5 = 26.5 <= 30), dry coolers cannot (35 + 4 = 39 > 30) and leave it to the chillers.
TEST(HeatRejection, ATowerFreeCoolsHotDryAirADryCoolerCannot) {
  model::Config c = immersionAt(30, {.outside_C = 35, .hours = 8760, .relative_humidity = kHotDryHumidity});
  c.cooling.heat_rejection = HeatRejection::CoolingTower;
  const CoolingResults tower = plantOf(c);
  EXPECT_EQ(tower.free_cooling_share.value, 1);
  EXPECT_EQ(tower.free_cooling_h.value, 8760);
  EXPECT_EQ(tower.chiller_W.value, 0);
  EXPECT_NEAR(tower.heat_rejection_W.value, 26.3 * 1000, 1e-6); // 26.3 W per kW of 1 MW
  EXPECT_NEAR(tower.tower_water_m3_per_s.value, kIt_W / 2.45e6 / 997 * (1 + 1.0 / 3), 1e-12);

  c.cooling.heat_rejection = HeatRejection::DryCooler;
  const CoolingResults dry = plantOf(c);
  EXPECT_EQ(dry.free_cooling_share.value, 0);
  EXPECT_EQ(dry.free_cooling_h.value, 0);
  EXPECT_EQ(dry.tower_water_m3_per_s.value, 0);
  // The chillers lift 30 °C water to condensers at 35 + 10 = 45 °C: COP = eta x 303.15 / 15, eta
  // fitted to COP 6 at 7 °C and 35 °C.
  const double eta = 6 * (35.0 - 7) / (7 + kZeroCelsius_K);
  const double chiller = kIt_W / (eta * (30 + kZeroCelsius_K) / (45 - 30));
  EXPECT_NEAR(dry.chiller_W.value, chiller, 1e-6);
  EXPECT_NEAR(dry.heat_rejection_W.value, 0.02 * (kIt_W + chiller), 1e-6);
  EXPECT_LT(tower.pue.value, dry.pue.value);

  // Below the tower's 26.5 °C the chillers take over there too.
  c.cooling.heat_rejection = HeatRejection::CoolingTower;
  c.cooling.supply_C = 26.4;
  EXPECT_EQ(plantOf(c).free_cooling_share.value, 0);
  c.cooling.supply_C = 26.6;
  EXPECT_EQ(plantOf(c).free_cooling_share.value, 1);
}

// Without a humidity the wet bulb is the dry bulb: a tower is credited with no evaporation.
TEST(HeatRejection, ATowerWithoutAHumidityWorksFromTheDryBulb) {
  model::Config c = immersionAt(30, {.outside_C = 35, .hours = 8760});
  c.cooling.heat_rejection = HeatRejection::CoolingTower;
  EXPECT_EQ(plantOf(c).free_cooling_share.value, 0);
  c.site.climate = {{.outside_C = 23, .hours = 8760}};
  EXPECT_EQ(plantOf(c).free_cooling_share.value, 1); // 23 + 6.5 <= 30
}

TEST(HeatRejection, ChillersAloneRunEveryHourAndTowerWaterCoolsTheirCondensers) {
  model::Config c = immersionAt(30, {.outside_C = 5, .hours = 8760, .relative_humidity = 0.5});
  c.cooling.heat_rejection = HeatRejection::AirCooledChiller;
  const CoolingResults air_cooled = plantOf(c);
  EXPECT_EQ(air_cooled.free_cooling_share.value, 0);
  EXPECT_GT(air_cooled.chiller_W.value, 0);
  EXPECT_EQ(air_cooled.tower_water_m3_per_s.value, 0);

  // 7 °C chilled water for an air hall on a hot dry day: air-cooled condensers at 35 + 10 = 45 °C,
  // tower-cooled ones at 20 + 6.5 + 5.6 = 32.1 °C, so the water-cooled chiller needs less work.
  const OutsideAir hot_dry{35, wetBulbC(35, kHotDryHumidity)};
  model::Cooling air;
  air.heat_rejection = HeatRejection::AirCooledChiller;
  model::Cooling water;
  water.heat_rejection = HeatRejection::WaterCooledChiller;
  EXPECT_NEAR(condenserC(air, hot_dry), 45, 1e-9);
  EXPECT_NEAR(condenserC(water, hot_dry), 20 + 6.5 + 50.0 / 9, 0.01);
  const double eta = 6 * (35.0 - 7) / (7 + kZeroCelsius_K);
  EXPECT_NEAR(chillerCop(air, 7, hot_dry), eta * (7 + kZeroCelsius_K) / (45 - 7), 1e-9);
  EXPECT_GT(chillerCop(water, 7, hot_dry), chillerCop(air, 7, hot_dry));
}

// A megawatt for an hour evaporates 3.6 GJ / 2.45 MJ/kg = 1,469 kg, about 1.47 m³; at 4 cycles of
// concentration a third as much again is blown down.
TEST(HeatRejection, TowersEvaporateTheHeatOverTheLatentHeatAndBlowDownByTheirCycles) {
  model::Cooling tower;
  tower.heat_rejection = HeatRejection::CoolingTower;
  const TowerWater water = towerWater(tower, 1e6);
  EXPECT_NEAR(water.evaporation_m3_per_s * 3600, 1.47, 0.01 * 1.47);
  EXPECT_NEAR(water.blowdown_m3_per_s, water.evaporation_m3_per_s / 3, 1e-15);
  tower.cycles_of_concentration = 6;
  EXPECT_NEAR(towerWater(tower, 1e6).blowdown_m3_per_s, water.evaporation_m3_per_s / 5, 1e-15);
  model::Cooling dry;
  EXPECT_EQ(towerWater(dry, 1e6).total(), 0);

  // Over a year of 8,760 h the energy figures carry it as cubic metres.
  model::Config c = immersionAt(30, {.outside_C = 10, .hours = 8760, .relative_humidity = 0.5});
  c.cooling.heat_rejection = HeatRejection::CoolingTower;
  const CoolingResults cooling = plantOf(c);
  EXPECT_NEAR(energyFor(c, kIt_W, cooling).annual_water_m3.value,
              cooling.tower_water_m3_per_s.value * 8760 * 3600, 1e-6);
}

std::string classText(double facility_water_C) {
  const CoolingResults r = plantOf(immersionAt(facility_water_C, {}));
  return model::plainText(model::quantityText(r.water_class.value, r.water_class.unit));
}

TEST(WaterClass, EachClassEndsAtItsLimit) {
  EXPECT_EQ(waterClassOf(17), 1);
  EXPECT_EQ(waterClassOf(17.1), 2);
  EXPECT_EQ(waterClassOf(45), 5);
  EXPECT_EQ(waterClassOf(45.1), 6);
  EXPECT_EQ(classText(17), "W17");
  EXPECT_EQ(classText(17.1), "W27");
  EXPECT_EQ(classText(32), "W32");
  EXPECT_EQ(classText(40), "W40");
  EXPECT_EQ(classText(45), "W45");
  EXPECT_EQ(classText(45.1), "W+");
  // Behind CDUs the plant makes water their approach colder: a 30 °C loop behind 4 K CDUs is W27.
  model::Config c = immersionAt(30, {});
  c.cooling.cdu.capacity_W = 2e6;
  c.cooling.cdu.approach_K = 4;
  EXPECT_EQ(plantOf(c).water_class.value, 2);
}

// The new keys an older version never wrote.
void forgetHeatRejection(nlohmann::json &document) {
  nlohmann::json &cooling = document["cooling"];
  for (const char *key : {"heat_rejection", "tower_approach_K", "dry_cooler_fan_W_per_kW",
                          "tower_fan_W_per_kW", "cycles_of_concentration"})
    cooling.erase(key);
  for (nlohmann::json &point : document["site"]["climate"])
    point.erase("relative_humidity");
}

// A file saved before heat rejection had kinds reads without a word and evaluates as the default
// kind, dry coolers with chillers, which reads none of the tower's settings.
TEST(HeatRejection, AnOldFileReadsAndEvaluatesAsTheDefaultDryCoolers) {
  for (const model::Config &preset : model::presets()) {
    nlohmann::json document = model::toJson(preset);
    forgetHeatRejection(document);
    ASSERT_EQ(document.dump().find("relative_humidity"), std::string::npos) << preset.id;
    const model::Decoded decoded = model::parseConfig(document.dump());
    ASSERT_TRUE(decoded.config) << preset.id;
    EXPECT_TRUE(decoded.errors.empty() && decoded.warnings.empty()) << preset.id;
    EXPECT_EQ(decoded.config->cooling.heat_rejection, HeatRejection::DryCooler) << preset.id;

    model::Config dry = preset;
    dry.cooling.heat_rejection = HeatRejection::DryCooler;
    dry.cooling.tower_approach_K = 1;
    dry.cooling.tower_fan_W_per_kW = 100;
    dry.cooling.cycles_of_concentration = 2;
    for (model::SitePoint &point : dry.site.climate)
      point.relative_humidity = 0.3;
    EXPECT_EQ(evaluate(*decoded.config).cooling.pue.value, evaluate(dry).cooling.pue.value) << preset.id;
  }
}

// Each preset's notes say how it rejects its heat and the class of water it makes, as evaluated.
TEST(HeatRejection, EveryPresetsNotesNameItsHeatRejectionAndItsWaterClass) {
  for (const model::Config &preset : model::presets()) {
    EXPECT_NE(preset.notes.find("heat rejection"), std::string::npos) << preset.id;
    if (preset.cooling.heat_rejection == HeatRejection::DryCooler) {
      EXPECT_NE(preset.notes.find("dry coolers"), std::string::npos) << preset.id;
    }
    const Figure &water_class = evaluate(preset).cooling.water_class;
    const std::string name = model::plainText(model::quantityText(water_class.value, water_class.unit));
    EXPECT_NE(preset.notes.find("ASHRAE class " + name + ";"), std::string::npos)
        << preset.id << ": " << name;
  }
}

model::Problem problemAt(const model::Config &c, const std::string &path) {
  const model::Problems problems = model::validate(c);
  const auto found =
      std::find_if(problems.begin(), problems.end(), [&](const model::Problem &p) { return p.path == path; });
  return found == problems.end() ? model::Problem{} : *found;
}

TEST(HeatRejection, ValuesOutOfRangeAreRefusedNamingTheFieldAndTheRange) {
  const model::Config preset = *model::findPreset("gb200-nvl72");
  model::Config c = preset;
  c.cooling.tower_approach_K = -1;
  EXPECT_EQ(problemAt(c, "cooling.tower_approach_K").message, "is -1 K; must be >= 0 K");
  c = preset;
  c.cooling.tower_fan_W_per_kW = -5;
  EXPECT_EQ(problemAt(c, "cooling.tower_fan_W_per_kW").message, "is -5 W per kW; must be >= 0 W per kW");
  c = preset;
  c.cooling.dry_cooler_fan_W_per_kW = -5;
  EXPECT_EQ(problemAt(c, "cooling.dry_cooler_fan_W_per_kW").message, "is -5 W per kW; must be >= 0 W per kW");
  c = preset;
  c.cooling.cycles_of_concentration = 1;
  EXPECT_EQ(problemAt(c, "cooling.cycles_of_concentration").message, "is 1; must be > 1");
  c = preset;
  c.site.climate[1].relative_humidity = 1.2;
  EXPECT_EQ(problemAt(c, "site.climate[1].relative_humidity").message, "is 1.2; must be in [0, 1]");
  c.site.climate[1].relative_humidity = 0.02;
  EXPECT_EQ(problemAt(c, "site.climate[1].relative_humidity").message,
            "is 0.02; must be 0 (not given) or at least 0.05, where the wet-bulb formula holds");
  c.site.climate[1].relative_humidity = 0.05;
  EXPECT_TRUE(model::validate(c).empty());
}

} // namespace
} // namespace snp::sim

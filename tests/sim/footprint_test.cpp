// Energy, carbon and water of a training run and of a year (sim/cost/Footprint.h): the published
// estimates of two training runs recomputed from their published inputs, The Green Grid's CUE and
// WUE on hand cases, and the figures held to the plant and the run they come from.
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

constexpr double kSecondsPerHour = 3600;

// Patterson et al., "Carbon Emissions and Large Neural Network Training", arXiv 2104.10350 (2021),
// Table 4, GPT-3: 10,000 V100 for 14.8 days at a measured 330 W each, PUE 1.10, a grid of 429
// gCO2e/kWh: 1,287 MWh and 552 tCO2e. Within 10 % as the issue asks (the days are rounded).
TEST(Footprint, Gpt3sEnergyAndCarbonFromPattersonsInputs) {
  const double seconds = 14.8 * 24 * kSecondsPerHour;
  const RunFootprint run = runFootprint(10'000 * 330.0, 1.10, seconds, 0.429, 0);
  EXPECT_NEAR(run.energy_kWh, 1'287e3, 0.10 * 1'287e3);
  EXPECT_NEAR(run.carbon_kg, 552e3, 0.10 * 552e3);
  EXPECT_EQ(run.water_m3, 0);
}

// Meta's Llama 3.1 model card: 39.3 M H100-80GB GPU hours at the GPUs' 700 W peak, adjusted for
// PUE, emitted 11,390 tCO2e location-based. With Meta's reported data-centre PUE of 1.09 (Meta
// 2023 Sustainability Report) and the planner's default grid (the US mean, US EIA 2022), within
// 10 %: the default intensity was not chosen to meet this figure.
TEST(Footprint, Llama31sCarbonFromItsGpuHoursAndTheDefaultGrid) {
  const double gpu_seconds = 39.3e6 * kSecondsPerHour;
  const RunFootprint run = runFootprint(700, 1.09, gpu_seconds, model::Site{}.grid_carbon_kg_per_kWh, 0);
  EXPECT_NEAR(run.carbon_kg, 11'390e3, 0.10 * 11'390e3);
}

model::Config towerCooledHall() {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.cooling.heat_rejection = model::HeatRejection::CoolingTower;
  for (model::SitePoint &point : c.site.climate)
    point.relative_humidity = 0.5;
  return c;
}

// CUE = PUE x grid intensity (The Green Grid, White Paper 32); WUE = the towers' annual make-up
// water in litres / annual IT kWh (White Paper 35): written from the plant's own figures.
TEST(Footprint, CueAndWueFollowTheGreenGridsDefinitions) {
  model::Config c = towerCooledHall();
  c.site.grid_carbon_kg_per_kWh = 0.25;
  ASSERT_TRUE(model::validate(c).empty());
  const Results r = evaluate(c);
  EXPECT_NEAR(r.footprint.cue_kg_per_kWh.value, r.cooling.pue.value * 0.25, 1e-12);
  ASSERT_GT(r.energy.annual_water_m3.value, 0);
  const double wue = r.energy.annual_water_m3.value * 1000 / r.energy.annual_it_kWh.value;
  EXPECT_NEAR(r.footprint.wue_L_per_kWh.value, wue, 1e-9 * wue);
  // Evaporating 1 kWh of heat takes 3.6 MJ / 2.45 MJ/kg = 1.47 L; with blowdown at 4 cycles of
  // concentration, 1.96 L. Every kWh of IT energy ends as heat the towers reject (with the
  // cooling's own work and the losses), so the WUE lies near that, above the IT share alone.
  EXPECT_GT(r.footprint.wue_L_per_kWh.value, 1.9);
  EXPECT_LT(r.footprint.wue_L_per_kWh.value, 1.96 * r.cooling.pue.value);
}

TEST(Footprint, DryCoolersDrinkNothing) {
  const Results r = evaluate(model::findPreset("gb200-nvl72").value());
  EXPECT_EQ(r.footprint.wue_L_per_kWh.value, 0);
  EXPECT_EQ(r.footprint.run_water_m3.value, 0);
}

// The run's figures are the site's mean draw over the run's expected wall time, failures included;
// per token, the draw over the tokens a second.
TEST(Footprint, TheRunDrawsTheSitesPowerForItsExpectedWallTime) {
  model::Config c = towerCooledHall();
  const Results r = evaluate(c);
  const double facility = r.cooling.facility_W.value, wall = r.reliability.expected_wall_time_s.value;
  ASSERT_GT(wall, 0);
  const double kWh = facility * wall / 3.6e6;
  EXPECT_NEAR(r.footprint.run_energy_kWh.value, kWh, 1e-9 * kWh);
  EXPECT_NEAR(r.footprint.run_energy_cost.value, kWh * c.site.electricity_per_kWh, 1e-9 * kWh);
  EXPECT_NEAR(r.footprint.run_carbon_kg.value, kWh * c.site.grid_carbon_kg_per_kWh, 1e-9 * kWh);
  EXPECT_NEAR(r.footprint.run_water_m3.value, r.cooling.tower_water_m3_per_s.value * wall, 1e-9 * wall);
  const double tokens = r.training.tokens_per_s.value;
  EXPECT_NEAR(r.footprint.energy_per_token_J.value * tokens, facility, 1e-9 * facility);
  EXPECT_NEAR(r.footprint.tokens_per_s_per_MW.value, tokens / (facility / 1e6), 1e-9 * tokens);
  EXPECT_NEAR(r.footprint.annual_carbon_kg.value, r.energy.annual_kWh.value * c.site.grid_carbon_kg_per_kWh,
              1e-9 * r.energy.annual_kWh.value);
}

// A site field is a plant field: updating a result for a cleaner grid gives what evaluating the
// edited configuration gives.
TEST(Footprint, ACleanerGridUpdatesThePlantFiguresAlone) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  Results updated = evaluate(c);
  const double before = updated.footprint.run_carbon_kg.value;
  c.site.grid_carbon_kg_per_kWh /= 4;
  updatePlant(c, updated);
  const Results fresh = evaluate(c);
  EXPECT_DOUBLE_EQ(updated.footprint.run_carbon_kg.value, fresh.footprint.run_carbon_kg.value);
  EXPECT_NEAR(fresh.footprint.run_carbon_kg.value, before / 4, 1e-9 * before);
  EXPECT_DOUBLE_EQ(fresh.footprint.run_energy_kWh.value, updated.footprint.run_energy_kWh.value);
}

TEST(Footprint, AGridIntensityBeyondItsRangeIsRefusedByField) {
  model::Config c = model::findPreset("seed-s1").value();
  c.site.grid_carbon_kg_per_kWh = 2.5;
  const auto problems = model::validate(c);
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems.front().path, "site.grid_carbon_kg_per_kWh");
}

// NVIDIA's product carbon footprint of an HGX H100 baseboard, 1,312 kg CO2e cradle-to-gate for eight
// GPUs: the DGX H100 SuperPOD's 128 baseboards carry 167.9 t, a fifth of it a year over five years.
// A design the book gives no footprint for (GB200 NVL72's superchip boards) says so, rather than 0.
TEST(Footprint, EmbodiedCarbonIsThePublishedFootprintsOfTheParts) {
  const Results h100 = evaluate(model::findPreset("dgx-h100-superpod").value());
  EXPECT_NEAR(h100.footprint.embodied_carbon_kg.value, 128 * 1312.0, 1e-6);
  EXPECT_NEAR(h100.footprint.annual_embodied_carbon_kg.value, 128 * 1312.0 / 5, 1e-6);
  EXPECT_NE(std::string_view(h100.footprint.embodied_carbon_kg.assumption.text()).find("at least"),
            std::string_view::npos);
  const Results gb200 = evaluate(model::findPreset("gb200-nvl72").value());
  EXPECT_EQ(gb200.footprint.embodied_carbon_kg.value, 0);
  EXPECT_EQ(gb200.footprint.embodied_carbon_kg.terms[0].value, 0); // no part with a footprint
}

} // namespace
} // namespace snp::sim

// PUE and cooling energy against the supply temperature of each cooling technology.
#include "model/CoolingCatalogue.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/facility/SupplyTemperatureSweep.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace snp::sim {
namespace {

using model::CoolingKind;

const CoolingTechnologyCurve &curveOf(const SupplyTemperatureSweep &sweep, CoolingKind kind) {
  for (const CoolingTechnologyCurve &curve : sweep.curves)
    if (curve.kind == kind) return curve;
  throw std::logic_error("no curve");
}

TEST(SupplyTemperatureSweep, TheConfiguredPointIsWhatEvaluateSays) {
  const std::vector<double> temperatures = defaultSupplyTemperatures();
  for (const model::Config &preset : model::presets()) {
    const Results r = evaluate(preset);
    const SupplyTemperatureSweep sweep = sweepSupplyTemperature(preset, temperatures);
    EXPECT_EQ(sweep.curves.size(), 5u);
    int found = 0;
    for (const SupplyTemperaturePoint &p : curveOf(sweep, preset.cooling.kind).points) {
      if (p.supply_C != preset.cooling.supply_C) continue;
      ++found;
      EXPECT_EQ(p.pue, r.cooling.pue.value) << preset.id;
      EXPECT_EQ(p.facility_W, r.cooling.facility_W.value) << preset.id;
      EXPECT_EQ(p.annual_cooling_kWh, r.energy.annual_cooling_kWh.value) << preset.id;
    }
    EXPECT_EQ(found, 1) << preset.id;
  }
}

TEST(SupplyTemperatureSweep, WarmerLiquidNeverRaisesThePue) {
  // Warmer supply: more free-cooling hours and a smaller chiller lift; pumps do not change. Where
  // the supply is so warm that the chips reach their max operating temperature at full power, they
  // draw less (sim/training/JunctionTemperature.h) under the same pumps: the law stops there.
  for (const char *id : {"seed-s1", "seed-s3", "gb200-nvl72", "dgx-h100-superpod"}) {
    const model::Config config = model::findPreset(id).value();
    const SupplyTemperatureSweep sweep = sweepSupplyTemperature(config, defaultSupplyTemperatures());
    for (const CoolingTechnologyCurve &curve : sweep.curves) {
      ASSERT_GE(curve.points.size(), 2u) << id;
      if (curve.kind == CoolingKind::Air) continue;
      const double limit = config.accelerator.max_operating_C;
      for (std::size_t i = 1; i < curve.points.size(); ++i) {
        const double junction =
            curve.points[i].supply_C +
            config.accelerator.tdp_W * model::coolingDefaults(curve.kind).junction_resistance_K_per_W;
        if (limit > 0 && junction > limit) {
          EXPECT_LT(curve.points[i].facility_W, curve.points[i - 1].facility_W) << id << " throttled";
          continue;
        }
        EXPECT_LE(curve.points[i].pue, curve.points[i - 1].pue + 1e-12)
            << id << " kind " << int(curve.kind) << " at " << curve.points[i].supply_C << " °C";
        EXPECT_LE(curve.points[i].annual_cooling_kWh, curve.points[i - 1].annual_cooling_kWh + 1e-6);
      }
    }
  }
}

TEST(SupplyTemperatureSweep, SkipsTemperaturesValidationRefusesAndHotAir) {
  model::Config config = model::findPreset("seed-s3").value();
  config.cooling.kind = CoolingKind::ColdPlate;
  config.cooling.supply_C = 40;
  const std::vector<double> temperatures{0, 4.9, 5, 30, 33, 70, 70.1, 90};
  const SupplyTemperatureSweep sweep = sweepSupplyTemperature(config, temperatures);
  auto supplies = [&](CoolingKind kind) {
    std::vector<double> t;
    for (const SupplyTemperaturePoint &p : curveOf(sweep, kind).points)
      t.push_back(p.supply_C);
    return t;
  };
  EXPECT_EQ(supplies(CoolingKind::Air), (std::vector<double>{5, 30}));
  EXPECT_EQ(supplies(CoolingKind::ColdPlate), (std::vector<double>{5, 30, 33, 40, 70}));
  EXPECT_EQ(supplies(CoolingKind::Hybrid), (std::vector<double>{5, 30, 33, 70}));
}

TEST(SupplyTemperatureSweep, LiquidSharesPerTechnology) {
  model::Config config = model::findPreset("seed-s3").value();
  config.cooling.kind = CoolingKind::Hybrid;
  config.cooling.liquid_fraction = 0.6;
  const SupplyTemperatureSweep sweep = sweepSupplyTemperature(config, defaultSupplyTemperatures());
  EXPECT_EQ(curveOf(sweep, CoolingKind::Air).liquid_fraction, 0);
  EXPECT_EQ(curveOf(sweep, CoolingKind::ColdPlate).liquid_fraction, 0.8);
  EXPECT_EQ(curveOf(sweep, CoolingKind::ImmersionSinglePhase).liquid_fraction, 1);
  EXPECT_EQ(curveOf(sweep, CoolingKind::ImmersionTwoPhase).liquid_fraction, 1);
  EXPECT_EQ(curveOf(sweep, CoolingKind::Hybrid).liquid_fraction, 0.6); // as configured
  EXPECT_DOUBLE_EQ(sweep.utilisation,
                   evaluate(config).training.compute_s.value / evaluate(config).training.step_time_s.value);
}

} // namespace
} // namespace snp::sim

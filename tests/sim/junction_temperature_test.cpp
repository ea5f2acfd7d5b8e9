// Junction temperature, thermal throttling and the Arrhenius failure factor
// (sim/training/JunctionTemperature.h, sim/reliability/JunctionFailures.h) against closed forms and
// published acceleration factors.

#include "sim/reliability/JunctionFailures.h"

#include "model/CoolingCatalogue.h"
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/training/JunctionTemperature.h"
#include "sim/training/PowerCap.h"
#include "sim/training/TrainingDevice.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

using model::CoolingKind;

model::Config h100(CoolingKind kind, double supply_C) {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.cooling.kind = kind;
  c.cooling.supply_C = supply_C;
  return c;
}

// Analog Devices, "Details of Reliability Calculations": with 0.7 eV, life-test hours at 125 °C
// stand for 77 times as many at 55 °C, at 85 °C for 8 times, at 150 °C for 258 times.
TEST(JunctionFailures, ArrheniusFactorsAreTheIcMakersTables) {
  EXPECT_NEAR(arrheniusFactor(0.7, 55, 125), 77, 1);
  EXPECT_NEAR(arrheniusFactor(0.7, 55, 85), 8, 0.1);
  EXPECT_NEAR(arrheniusFactor(0.7, 55, 150), 258, 2);
  // Cooler than the reference, fewer failures by the inverse factor; no activation energy, none.
  EXPECT_NEAR(arrheniusFactor(0.7, 85, 55), 1 / arrheniusFactor(0.7, 55, 85), 1e-12);
  EXPECT_EQ(arrheniusFactor(0, 55, 125), 1);
  // Beyond 150 °C, where no life test reaches, the factor stops growing.
  EXPECT_EQ(arrheniusFactor(0.7, 55, 400), arrheniusFactor(0.7, 55, 150));
}

// T_j = supply + draw x R, the resistance the cooling catalogue gives the method unless the
// configuration sets one.
TEST(JunctionTemperature, IsTheSupplyPlusTheDrawThroughTheResistance) {
  for (const CoolingKind kind :
       {CoolingKind::Air, CoolingKind::ColdPlate, CoolingKind::ImmersionSinglePhase}) {
    const model::Config c = h100(kind, 30);
    const double r = model::coolingDefaults(kind).junction_resistance_K_per_W;
    ASSERT_GT(r, 0);
    EXPECT_DOUBLE_EQ(junctionC(c, 700), 30 + 700 * r);
  }
  model::Config c = h100(CoolingKind::Air, 30);
  c.cooling.junction_resistance_K_per_W = 0.1;
  EXPECT_DOUBLE_EQ(junctionC(c, 500), 80);
  // Cold plates run an H100 cooler than air at the same supply (Latif et al.: 41-50 °C against 54-72).
  EXPECT_LT(junctionC(h100(CoolingKind::ColdPlate, 30), 700), junctionC(h100(CoolingKind::Air, 30), 700));
}

// An H100 (87 °C) in single-phase immersion (0.039 K/W): at 40 °C supply it computes at full power
// (40 + 700 x 0.039 = 67 °C); at 65 °C it may draw (87 - 65) / 0.039 = 564.1 W, and its tensor
// cores keep (564.1 / (0.97 x 700))^0.30 of their rate, as under that power cap.
TEST(JunctionTemperature, AHotSupplyThrottlesTheClockAsAPowerCap) {
  const model::Config cool = h100(CoolingKind::ImmersionSinglePhase, 40);
  const model::Config hot = h100(CoolingKind::ImmersionSinglePhase, 65);
  EXPECT_NEAR(thermalLimitW(cool), (87 - 40) / 0.039, 1e-9);
  EXPECT_EQ(powerCapThroughput(cool.accelerator, operatingCapW(cool)), 1.0);
  const double limit = (87 - 65) / 0.039;
  EXPECT_NEAR(operatingCapW(hot), limit, 1e-9);
  const double kept = std::pow(limit / (0.97 * 700), 0.30);
  EXPECT_NEAR(deviceRates(hot, model::Precision::BF16).matrix_flops, 989e12 * kept, 1e-6 * 989e12);
  // The run slows and the junction sits at the limit while computing.
  const Results slow = evaluate(hot), fast = evaluate(cool);
  EXPECT_GT(slow.training.step_time_s.value, fast.training.step_time_s.value);
  EXPECT_NEAR(slow.reliability.junction_C.value, 87, 1e-9);
  // A power cap below the thermal limit is the one that binds.
  model::Config capped = hot;
  capped.accelerator.power_cap_W = 450;
  EXPECT_EQ(operatingCapW(capped), 450);
  // Without a max operating temperature nothing throttles.
  capped.accelerator.power_cap_W = 0;
  capped.accelerator.max_operating_C = 0;
  EXPECT_EQ(operatingCapW(capped), 0);
}

// A supply that leaves no power to compute below the limit is refused, naming the field.
TEST(JunctionTemperature, ASupplyAtTheLimitIsRefused) {
  model::Config c = h100(CoolingKind::ImmersionSinglePhase, 70);
  c.accelerator.max_operating_C = 72; // 70 + 100 W idle x 0.039 = 73.9 °C
  const model::Problems problems = model::validate(c);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].path, "accelerator.max_operating_C");
}

// The rates were counted on air-cooled chips at their TDP and 24 °C inlet: there the factor is 1
// for any chip; liquid at the same supply lowers it; a cap lowers the junction and the factor.
TEST(JunctionFailures, TheReferenceIsTheSameChipAirCooledAtItsTdp) {
  for (const char *id : {"dgx-h100-superpod", "selene-megatron-1t", "gb200-nvl72", "seed-s1"}) {
    model::Config c = model::findPreset(id).value();
    c.cooling.kind = CoolingKind::Air;
    c.cooling.junction_resistance_K_per_W = 0;
    c.cooling.supply_C = c.reliability.reference_inlet_C;
    c.accelerator.power_cap_W = 0;
    c.accelerator.max_operating_C = 0;
    const JunctionFailures f = junctionFailures(c);
    EXPECT_NEAR(f.junction_C, f.reference_C, 1e-9) << id;
    EXPECT_NEAR(f.factor, 1, 1e-12) << id;
  }
  const JunctionFailures air = junctionFailures(h100(CoolingKind::Air, 24));
  const JunctionFailures plate = junctionFailures(h100(CoolingKind::ColdPlate, 24));
  EXPECT_LT(plate.factor, air.factor);
  // 700 W on cold plates from 24 °C water: 41.5 °C against 66 °C air-cooled. The die's causes
  // (190 of Llama 3's 419 interruptions) at 0.7 eV, its HBM's (72) at 0.6 eV, the rest unchanged.
  const double die = arrheniusFactor(0.7, 66, 41.5), hbm = arrheniusFactor(0.6, 66, 41.5);
  EXPECT_NEAR(plate.factor, (157 + 190 * die + 72 * hbm) / 419, 1e-9);
  model::Config capped = h100(CoolingKind::Air, 24);
  capped.accelerator.power_cap_W = 500;
  EXPECT_NEAR(junctionFailures(capped).junction_C, 24 + 500 * 0.06, 1e-9);
  EXPECT_LT(junctionFailures(capped).factor, air.factor);
}

} // namespace
} // namespace snp::sim

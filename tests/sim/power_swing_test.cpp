#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/training/PowerCap.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

// Eight GB200 NVL72 racks with every watt of heat to liquid (no server fans) and no power chain
// described: the swing is then the accelerators' alone, through the nodes' conversion and the flat
// distribution loss, and can be written down by hand.
model::Config liquidHallWithoutChain() {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.power_chain = {};
  c.cooling.kind = model::CoolingKind::ImmersionSinglePhase;
  return c;
}

double accelerators(const model::Config &c) { return double(c.accelerators()); }

TEST(PowerSwing, TheSwingIsEveryAcceleratorGoingFromIdleToItsComputeDrawAtOnce) {
  const model::Config c = liquidHallWithoutChain();
  ASSERT_TRUE(model::validate(c).empty());
  const Results r = evaluate(c);
  const double per_accelerator =
      computeDrawW(c.accelerator, c.accelerator.power_cap_W) - c.accelerator.idle_W; // 1,200 - 250 W
  const double expected =
      accelerators(c) * per_accelerator / c.node.conversion_efficiency * (1 + c.cooling.distribution_loss);
  EXPECT_NEAR(r.power_swing.swing_W.value, expected, 1e-9 * expected);
  EXPECT_NEAR(r.power_swing.swing_share.value, expected / r.power_swing.peak_W.value, 1e-12);
  // Peak and trough bracket the mean the meter sees, split by the busy fraction: the draw is linear in it.
  const double busy = acceleratorBusyFraction(r.training);
  const double mean = r.power_chain.utility_W.value;
  EXPECT_NEAR(mean, r.power_swing.trough_W.value + busy * expected, 1e-9 * mean);
  EXPECT_NEAR(r.power_swing.peak_over_mean.value, r.power_swing.peak_W.value / mean, 1e-12);
  EXPECT_GT(r.power_swing.peak_over_mean.value, 1);
  EXPECT_NEAR(r.power_swing.frequency_Hz.value, 1 / r.training.step_time_s.value, 1e-12);
  EXPECT_EQ(r.power_swing.limit_use.value, 0);
}

TEST(PowerSwing, APowerFloorRaisesTheTroughAndCostsTheEnergyItSaves) {
  model::Config c = liquidHallWithoutChain();
  const Results before = evaluate(c);
  c.accelerator.power_floor_W = 800; // of 1,200 W; idle is 250 W
  ASSERT_TRUE(model::validate(c).empty());
  const Results after = evaluate(c);
  const double factor = accelerators(c) / c.node.conversion_efficiency * (1 + c.cooling.distribution_loss);
  EXPECT_NEAR(before.power_swing.swing_W.value - after.power_swing.swing_W.value, (800 - 250) * factor,
              1e-9 * before.power_swing.swing_W.value);
  // The peak does not move; every waiting accelerator now burns (800 - 250) W more for (1 - busy) of the
  // step.
  EXPECT_NEAR(after.power_swing.peak_W.value, before.power_swing.peak_W.value,
              1e-9 * before.power_swing.peak_W.value);
  const double busy = acceleratorBusyFraction(after.training);
  EXPECT_NEAR(after.power.accelerator_W.value, 800 + busy * (1200 - 800), 1e-9);
  EXPECT_NEAR(after.power_chain.utility_W.value - before.power_chain.utility_W.value,
              (1 - busy) * (800 - 250) * factor, 1e-6 * after.power_chain.utility_W.value);

  // A floor at or above the compute draw leaves nothing to swing; below idle it changes nothing.
  c.accelerator.power_floor_W = c.accelerator.tdp_W;
  EXPECT_NEAR(evaluate(c).power_swing.swing_W.value, 0, 1e-6);
  c.accelerator.power_floor_W = 100;
  EXPECT_NEAR(evaluate(c).power_swing.swing_W.value, before.power_swing.swing_W.value, 1e-9);
}

TEST(PowerSwing, StorageInTheShelvesCarriesTheComputePhaseAndRechargesInTheWait) {
  model::Config c = liquidHallWithoutChain();
  c.power_chain.shelves.shelves = 8;
  c.power_chain.shelves.shelf_W = 33e3;
  const Results plain = evaluate(c);
  const double step = plain.training.step_time_s.value;
  const double busy = acceleratorBusyFraction(plain.training);
  // Shelves alone describe the chain: no level above them loses anything, and the flat distribution
  // loss no longer applies.
  ASSERT_TRUE(c.power_chain.described());
  const double cabinets = c.layout.cabinets, loss = 1;

  // A little storage: the compute phase draws E / (busy x step) less a cabinet, the wait E / ((1 - busy)
  // x step) more.
  const double shelf_J = 1e3;
  c.power_chain.shelves.storage_J = shelf_J;
  const Results some = evaluate(c);
  const double cabinet_J = 8 * shelf_J;
  EXPECT_NEAR(plain.power_swing.peak_W.value - some.power_swing.peak_W.value,
              cabinets * cabinet_J / (busy * step) * loss, 1e-6 * plain.power_swing.peak_W.value);
  EXPECT_NEAR(some.power_swing.trough_W.value - plain.power_swing.trough_W.value,
              cabinets * cabinet_J / ((1 - busy) * step) * loss, 1e-6 * plain.power_swing.trough_W.value);
  // Storage moves energy within the step; the mean does not change.
  EXPECT_DOUBLE_EQ(some.power_chain.utility_W.value, plain.power_chain.utility_W.value);

  // Enough of it to carry a whole compute phase: the grid sees the mean, steadily.
  const double needed_J =
      (plain.power_swing.peak_W.value - plain.power_chain.utility_W.value) / loss / cabinets * busy * step;
  c.power_chain.shelves.storage_J = needed_J / 8 * 1.5;
  const Results flat = evaluate(c);
  EXPECT_NEAR(flat.power_swing.swing_W.value, 0, 1e-9 * plain.power_swing.peak_W.value);
  EXPECT_NEAR(flat.power_swing.peak_over_mean.value, 1, 1e-9);
  // NVIDIA says the GB300 NVL72's storage cuts peak grid demand by "up to 30 %": smoothing these racks
  // completely takes off 1 - mean / peak, of the same order.
  const double cut = 1 - 1 / plain.power_swing.peak_over_mean.value;
  EXPECT_GT(cut, 0.10);
  EXPECT_LT(cut, 0.40);
}

TEST(PowerSwing, EveryLevelOfADescribedChainIsSizedForThePeak) {
  const model::Config c = model::findPreset("gb200-nvl72").value();
  ASSERT_TRUE(c.power_chain.described());
  const Results r = evaluate(c);
  // The chain's design load is every accelerator at its compute draw: the synchronous peak.
  EXPECT_NEAR(r.power_swing.peak_W.value, r.power_chain.design_W.value, 1e-9 * r.power_chain.design_W.value);
  // Through the sized chain, the mean cabinet draws exactly what the chain reports at the operating load.
  EXPECT_NEAR(utilityDrawW(c, r.power_chain, r.power.cabinet_W.value), r.power_chain.utility_W.value,
              1e-9 * r.power_chain.utility_W.value);
  // The chain's no-load losses do not swing: the swing through the chain is less than its share of
  // the IT swing times the chain's mean loss factor would make it.
  EXPECT_GT(r.power_swing.trough_W.value, 0);
  EXPECT_LT(r.power_swing.trough_W.value, r.power_chain.utility_W.value);
}

std::vector<std::string> problemFigures(const model::Config &c) {
  std::vector<std::string> figures;
  for (const Concern &concern : concernsOf(c, evaluate(c)))
    figures.push_back(concern.problem.path);
  return figures;
}

TEST(PowerSwing, ASwingBeyondWhatTheUtilityAcceptsIsAProblemNamingBoth) {
  model::Config c = model::findPreset("gb200-nvl72").value();
  const double swing = evaluate(c).power_swing.swing_W.value;
  c.power_chain.swing_limit_W = 1.1 * swing;
  EXPECT_EQ(std::ranges::count(problemFigures(c), "power_swing.swing_W"), 0);
  EXPECT_NEAR(evaluate(c).power_swing.limit_use.value, 1 / 1.1, 1e-12);

  c.power_chain.swing_limit_W = 0.5 * swing;
  const Results r = evaluate(c);
  EXPECT_NEAR(r.power_swing.limit_use.value, 2, 1e-12);
  const auto concerns = concernsOf(c, r);
  const auto it = std::ranges::find_if(
      concerns, [](const Concern &k) { return k.problem.path == "power_swing.swing_W"; });
  ASSERT_NE(it, concerns.end());
  EXPECT_EQ(it->kind, ConcernKind::OverLimit);
  const std::string text = it->problem.message;
  EXPECT_NE(text.find("beyond the"), std::string::npos) << text;
  EXPECT_NE(text.find(" kW"), std::string::npos) << text;

  // A power floor at the compute draw leaves nothing to swing: the Problem goes.
  c.accelerator.power_floor_W = c.accelerator.tdp_W;
  EXPECT_EQ(std::ranges::count(problemFigures(c), "power_swing.swing_W"), 0);
}

TEST(PowerSwing, AFloorAboveTheTdpIsRefusedNamingTheField) {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.accelerator.power_floor_W = 2 * c.accelerator.tdp_W;
  const auto problems = model::validate(c);
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems.front().path, "accelerator.power_floor_W");
}

} // namespace
} // namespace snp::sim

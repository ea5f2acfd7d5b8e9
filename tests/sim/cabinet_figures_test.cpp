#include "sim/CabinetFigures.h"

#include "model/Presets.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

// S3: 16 cabinets of 40 nodes, 16 hot spares, single-phase immersion.
TEST(CabinetFigures, EachCabinetHoldsOneOfTheSixteenSpares) {
  const model::Config config = *model::findPreset("seed-s3");
  const Results results = evaluate(config);
  int spares = 0;
  for (int i = 0; i < config.layout.cabinets; ++i) {
    const CabinetFigures f = cabinetFigures(config, results, i);
    EXPECT_EQ(f.first_node, i * 40);
    EXPECT_EQ(f.nodes, 40);
    spares += f.hot_spares;
    EXPECT_EQ(f.hot_spares, 1);
  }
  EXPECT_EQ(spares, config.reliability.hot_spares);
}

TEST(CabinetFigures, HeatSplitsIntoLiquidAndAirAndFiguresMatchTheCluster) {
  const model::Config config = *model::findPreset("gb200-nvl72"); // cold plates and some air
  const Results results = evaluate(config);
  const CabinetFigures f = cabinetFigures(config, results, 3);
  EXPECT_GT(f.liquid_share, 0);
  EXPECT_LT(f.liquid_share, 1);
  EXPECT_NEAR(f.liquid_heat_W + f.air_heat_W, f.heat.heat_W.value, 1e-6 * f.heat.heat_W.value);
  EXPECT_NEAR(f.liquid_heat_W, f.heat.heat_W.value * liquidHeatFraction(config.cooling), 1e-9);
  EXPECT_EQ(f.power_W, results.power.cabinet_W.value);
  EXPECT_EQ(f.power_limit_use, results.power.cabinet_power_use.value);
  EXPECT_EQ(f.cooling_limit_use, results.power.cabinet_cooling_use.value);
  // A cabinet of n nodes fails n times as often as one node.
  const double nodeMtbf = results.reliability.node_mtbf_s.value;
  EXPECT_NEAR(f.failures_per_day, config.cabinet.nodes * 86400 / nodeMtbf, 1e-12);
  EXPECT_NEAR(f.mtbf_s * config.cabinet.nodes, nodeMtbf, 1e-6);
}

TEST(CabinetFigures, BusyFractionIsComputeOverStep) {
  const Results results = evaluate(*model::findPreset("seed-s1"));
  EXPECT_NEAR(busyFraction(results), results.training.compute_s.value / results.training.step_time_s.value,
              1e-12);
  EXPECT_GE(busyFraction(results), 0);
  EXPECT_LE(busyFraction(results), 1);
}

} // namespace
} // namespace snp::sim

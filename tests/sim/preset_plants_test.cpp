// Every bundled preset describes its plant: the power chain from the utility to the racks, the
// CDUs of a liquid-cooled system, the cabinets' mass and the floor they stand on; each carries its
// cabinets at full power with no level, CDU or floor over its rating.
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/Power.h"
#include "sim/facility/PowerChainLoad.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace snp::sim {
namespace {

using model::Redundancy;

bool liquidCooled(const model::Config &c) { return liquidHeatFraction(c.cooling) > 0; }

// One cabinet at full power: every accelerator at its compute draw, what sizes the plant.
double cabinetAtFullPower(const model::Config &c) { return evaluatePower(c, 1).cabinet_W.value; }

// One unit up MTBF / (MTBF + MTTR) of the time.
double up(const model::UnitFailures &f) { return f.mtbf_h / (f.mtbf_h + f.mttr_h); }

// A 2N group of `per_set` units a set: one of its two sets wholly up.
double eitherSet(const model::UnitFailures &f, int per_set) {
  return 1 - std::pow(1 - std::pow(up(f), per_set), 2);
}

TEST(PresetPlants, EveryPresetDescribesItsPowerChainItsCdusItsMassAndItsFloor) {
  for (const model::Config &c : model::presets()) {
    EXPECT_TRUE(c.power_chain.described()) << c.id;
    if (liquidCooled(c)) {
      EXPECT_GT(c.cooling.cdu.capacity_W, 0) << c.id << " is liquid-cooled and has no CDUs";
    }
    EXPECT_GT(c.cabinet.empty_kg, 0) << c.id;
    EXPECT_GT(c.site.floor_rating_kg_per_m2, 0) << c.id;
    // The notes say what the plant rests on.
    EXPECT_NE(c.notes.find("plant"), std::string::npos) << c.id;
  }
}

TEST(PresetPlants, EveryPresetCarriesItsCabinetsAtFullPowerWithNothingOverItsRating) {
  for (const model::Config &c : model::presets()) {
    ASSERT_TRUE(model::validate(c).empty()) << c.id;
    const Results r = evaluate(c);
    const PowerChainResults &chain = r.power_chain;
    EXPECT_GT(chain.binding_use.value, 0.3) << c.id << ": a plant sized for several times its load";
    EXPECT_LE(chain.binding_use.value, 1) << c.id;
    for (const PowerLevelLoad &level : chain.levels) {
      if (level.described) {
        EXPECT_LE(level.use, 1) << c.id;
      }
    }
    if (liquidCooled(c)) {
      EXPECT_GT(r.cdu.cdu_use.value, 0.3) << c.id;
      EXPECT_LE(r.cdu.cdu_use.value, 1) << c.id;
      EXPECT_GT(r.cdu.availability.value, 0.999) << c.id;
    }
    EXPECT_GT(r.floor.floor_load_kg_per_m2.value, 0) << c.id;
    EXPECT_GT(r.floor.floor_rating_use.value, 0) << c.id;
    EXPECT_LE(r.floor.floor_rating_use.value, 1) << c.id;
    // Failures are described (a chain that never fails would show 100 %) and the redundancy
    // keeps a rack powered at least 99.9 % of the time.
    EXPECT_GT(chain.rack_availability.value, 0.999) << c.id;
    EXPECT_LT(chain.rack_availability.value, 1) << c.id;
    // The chain's losses, not the flat share, are the PUE's distribution loss.
    EXPECT_DOUBLE_EQ(r.cooling.distribution_loss_W.value, chain.loss_W.value) << c.id;
    EXPECT_GT(chain.loss_W.value, 0) << c.id;
    for (const Concern &concern : concernsOf(c, r)) {
      const std::string &path = concern.problem.path;
      EXPECT_FALSE(path.starts_with("power_chain.") || path.starts_with("cdu.") || path.starts_with("floor."))
          << c.id << ": " << concern.problem.message;
    }
  }
}

// NVIDIA's GB200 rack: 8 power shelves of 6 PSUs of 5.5 kW, taken as N+N, so 4 x 33 kW carry the
// rack; floor PDUs of 450 kW for two racks each (the DPS sample hall), 2N up to the transformers.
TEST(PresetPlants, Gb200RacksAreCarriedByHalfTheirShelvesAndTheFloorPdusOfTheDpsSampleHall) {
  const model::Config c = model::findPreset("gb200-nvl72").value();
  const model::PowerChain &chain = c.power_chain;
  ASSERT_EQ(chain.shelves.shelves, 8);
  ASSERT_DOUBLE_EQ(chain.shelves.shelf_W, 6 * 5.5e3);
  ASSERT_EQ(chain.shelves.redundancy, Redundancy::TwoN);
  ASSERT_DOUBLE_EQ(chain.distribution.rating_W, 450e3);
  ASSERT_EQ(chain.distribution.racks_per_group, 2);

  const double rack = cabinetAtFullPower(c);
  const PowerChainResults r = evaluate(c).power_chain;
  const PowerLevelLoad &shelves = r.level(PowerStage::Shelves);
  EXPECT_EQ(shelves.installed, 8);
  EXPECT_EQ(shelves.usable, 4);
  EXPECT_NEAR(shelves.use, rack / (4 * 33e3), 1e-12);
  EXPECT_EQ(r.binding, PowerStage::Shelves);

  // Four groups of two racks, a PDU on each side: one carries the pair.
  const PowerLevelLoad &pdus = r.level(PowerStage::Distribution);
  EXPECT_EQ(pdus.groups, 4);
  EXPECT_EQ(pdus.installed, 2);
  EXPECT_NEAR(pdus.use, 2 * rack / 450e3, 1e-12);

  // The UPS carries the racks and the PDUs' losses at full power: each pair's two PDUs share its
  // load, x = 2 rack / (2 x 450 kW), and lose 2 x 450 kW x (no-load + square-law x^2).
  const model::LossCurve &pdu = chain.distribution.losses;
  const double x = 2 * rack / (2 * 450e3);
  const double pdu_loss = 2 * 450e3 * (pdu.no_load + pdu.proportional * x + pdu.square_law * x * x);
  const PowerLevelLoad &ups = r.level(PowerStage::Ups);
  const int needed = int(std::ceil((8 * rack + 4 * pdu_loss) / chain.ups.rating_W));
  EXPECT_EQ(ups.installed, 2 * needed);
  EXPECT_NEAR(ups.use, (8 * rack + 4 * pdu_loss) / (needed * chain.ups.rating_W), 1e-9);

  // A rack has power while each 2N level has one of its sets wholly up: shelves in sets of 4,
  // UPS modules in sets of `needed`, the PDU, switchboard and transformer one a side; the feed
  // does not fail.
  const double expected = eitherSet(chain.shelves.failures, 4) * eitherSet(chain.distribution.failures, 1) *
                          eitherSet(chain.ups.failures, needed) * eitherSet(chain.switchboard.failures, 1) *
                          eitherSet(chain.transformer.failures, 1);
  EXPECT_NEAR(r.rack_availability.value, expected, 1e-12);
}

TEST(PresetPlants, Gb200CdusCarryTheLiquidShareOfEightRacksWithOneSpare) {
  const model::Config c = model::findPreset("gb200-nvl72").value();
  const Results r = evaluate(c);
  EXPECT_EQ(r.cdu.units.value, 2);
  EXPECT_NEAR(r.cdu.cdu_use.value, 8 * 0.85 * cabinetAtFullPower(c) / c.cooling.cdu.capacity_W, 1e-12);
  EXPECT_DOUBLE_EQ(r.cdu.facility_water_C.value, c.cooling.supply_C - c.cooling.cdu.approach_K);
}

// A GB200 NVL72 rack of about 1,360 kg (ServeTheHome, GTC 2024). On 0.6 x 1.2 m it would load the
// floor with 1,889 kg/m²; the rack's published footprint is 0.6 x 1.068 m (Supermicro), which the
// preset has, so 2,122 kg/m².
TEST(PresetPlants, Gb200RackOf1360KgLoadsItsOwnFootprintWith2122KgPerSquareMetre) {
  const model::Config c = model::findPreset("gb200-nvl72").value();
  EXPECT_DOUBLE_EQ(c.cabinet.width_m * c.cabinet.depth_m, 0.6 * 1.068);
  const FloorResults r = evaluate(c).floor;
  EXPECT_DOUBLE_EQ(r.cabinet_mass_kg.value, 1360);
  EXPECT_NEAR(r.floor_load_kg_per_m2.value, 2122, 0.02 * 2122);
  EXPECT_NEAR(r.floor_load_kg_per_m2.value, 1360 / (0.6 * 1.068), 1e-9);
  EXPECT_DOUBLE_EQ(r.foot_load_kg.value, 340);
  EXPECT_NEAR(1360 / (0.6 * 1.2), 1890, 0.02 * 1890); // the same rack on 1.2 m of depth
}

// DGX racks: four DGX H100 of 130.45 kg (NVIDIA DGX H100/H200 User Guide), two DGX B200 of 142.4 kg
// (DGX B200 User Guide), four DGX A100 of 123.16 kg (DGX A100 User Guide), in racks of 200 kg.
TEST(PresetPlants, DgxRacksWeighTheirSystemsAtTheirUserGuidesMassPlusTheRack) {
  const struct {
    const char *id;
    int nodes;
    double node_kg;
  } racks[] = {
      {"dgx-h100-superpod", 4, 130.45}, {"dgx-b200-superpod", 2, 142.4}, {"selene-megatron-1t", 4, 123.16}};
  for (const auto &rack : racks) {
    const model::Config c = model::findPreset(rack.id).value();
    EXPECT_EQ(c.cabinet.nodes, rack.nodes) << rack.id;
    const FloorResults r = evaluate(c).floor;
    EXPECT_NEAR(r.cabinet_mass_kg.value, 200 + rack.nodes * rack.node_kg, 1e-9) << rack.id;
    EXPECT_NEAR(r.floor_load_kg_per_m2.value, (200 + rack.nodes * rack.node_kg) / (0.6 * 1.2), 1e-9)
        << rack.id;
  }
}

// S3's immersion tank: 1,200 L of a fluorinated coolant at 1,800 kg/m³ is the heaviest part of it,
// more than its 40 nodes and nearly as much as the nodes and the tank together.
TEST(PresetPlants, SeedS3TankWeighsItsCoolantAtTheCoolantsDensity) {
  const model::Config c = model::findPreset("seed-s3").value();
  const FloorResults r = evaluate(c).floor;
  const double coolant_kg = 1.2 * 1800;
  EXPECT_NEAR(r.cabinet_mass_kg.value, c.cabinet.empty_kg + 40 * c.node.mass_kg + coolant_kg, 1e-9);
  EXPECT_GT(coolant_kg, 40 * c.node.mass_kg);
  EXPECT_GT(coolant_kg, 0.9 * (c.cabinet.empty_kg + 40 * c.node.mass_kg));
  EXPECT_NEAR(r.floor_load_kg_per_m2.value, r.cabinet_mass_kg.value / (1.2 * 1.2), 1e-9);
}

// TPU v4 racks carry batteries instead of a central UPS: the chain has no UPS level and loses far
// less than a hall behind a 2N double-conversion UPS.
TEST(PresetPlants, TpuV4HasNoUpsAndLosesLessThanTheHallsBehindOne) {
  const Results tpu = evaluate(model::findPreset("tpu-v4-pod").value());
  EXPECT_FALSE(tpu.power_chain.level(PowerStage::Ups).described);
  EXPECT_TRUE(tpu.power_chain.level(PowerStage::Shelves).described);
  const Results dgx = evaluate(model::findPreset("dgx-h100-superpod").value());
  EXPECT_TRUE(dgx.power_chain.level(PowerStage::Ups).described);
  EXPECT_LT(1 - tpu.power_chain.efficiency.value, (1 - dgx.power_chain.efficiency.value) / 4);
}

} // namespace
} // namespace snp::sim

#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/facility/GroupAvailability.h"
#include "sim/facility/PowerChainLoad.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

using model::Redundancy;

// NVIDIA Dynamic Power Software, "SDK Simulator Topology" (docs.nvidia.com/datacenter/dps): 144
// DGX GB300 nodes in 8 racks of 18; utility 750 kW, switchboard 1.6 MW, four floor PDUs of
// 450 kW, each feeding two racks. Only those levels: the preset's own hall is left out.
model::Config dpsSimulatorHall() {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.power_chain = {};
  c.layout.cabinets = 8;
  c.power_chain.utility.rating_W = 750e3;
  c.power_chain.utility.units = 1;
  c.power_chain.switchboard.rating_W = 1.6e6;
  c.power_chain.switchboard.units = 1;
  c.power_chain.distribution.rating_W = 450e3;
  c.power_chain.distribution.units = 1;
  c.power_chain.distribution.racks_per_group = 2;
  return c;
}

constexpr int kDpsNodesPerRack = 18;
// Its node power policies: Node-High 10,200 W (GPU 7,650 + CPU 1,530 + memory 1,020), Node-Med
// 7,140 W.
constexpr double kNodeHighW = 7650 + 1530 + 1020;
constexpr double kNodeMedW = 7140;

TEST(PowerChain, TheDpsSampleHierarchyIsBoundByItsUtilityFeed) {
  const model::Config hall = dpsSimulatorHall();
  const double rack = kDpsNodesPerRack * kNodeHighW; // 183.6 kW
  const PowerChainResults r = evaluatePowerChain(hall, rack, rack);
  ASSERT_TRUE(r.described);

  const PowerLevelLoad &pdu = r.level(PowerStage::Distribution);
  EXPECT_EQ(pdu.groups, 4);
  EXPECT_EQ(pdu.racks_per_group, 2);
  EXPECT_NEAR(pdu.design_W, 2 * rack, 1e-6);
  EXPECT_NEAR(pdu.use, 367.2 / 450, 1e-12);
  EXPECT_NEAR(r.level(PowerStage::Switchboard).use, 1468.8 / 1600, 1e-12);
  EXPECT_NEAR(r.level(PowerStage::Utility).use, 1468.8 / 750, 1e-12);
  EXPECT_EQ(r.binding, PowerStage::Utility);
  EXPECT_DOUBLE_EQ(r.binding_use.value, r.utility_use.value);
  // Levels the sample leaves out are not part of the chain.
  EXPECT_FALSE(r.level(PowerStage::Ups).described);
  EXPECT_EQ(r.ups_use.value, 0);

  // At Node-Med the feed still binds: 144 x 7,140 W = 1.028 MW on 750 kW.
  const double medium = kDpsNodesPerRack * kNodeMedW;
  const PowerChainResults med = evaluatePowerChain(hall, medium, medium);
  EXPECT_EQ(med.binding, PowerStage::Utility);
  EXPECT_NEAR(med.utility_use.value, 8 * medium / 750e3, 1e-12);
}

TEST(PowerChain, AnOverloadedLevelIsAConcernThatNamesItsLoadAndCapacity) {
  model::Config hall = dpsSimulatorHall();
  ASSERT_TRUE(model::validate(hall).empty());
  const Results results = evaluate(hall);
  const std::vector<Concern> concerns = concernsOf(hall, results);
  const auto utility = std::find_if(concerns.begin(), concerns.end(), [](const Concern &c) {
    return c.problem.path == "power_chain.utility_use";
  });
  ASSERT_NE(utility, concerns.end());
  EXPECT_EQ(utility->kind, ConcernKind::OverLimit);
  EXPECT_NE(utility->problem.message.find("750 kW"), std::string::npos) << utility->problem.message;

  // A feed of 2 MW carries the hall: no concern about it.
  hall.power_chain.utility.rating_W = 2e6;
  const std::vector<Concern> after = concernsOf(hall, evaluate(hall));
  EXPECT_TRUE(std::none_of(after.begin(), after.end(),
                           [](const Concern &c) { return c.problem.path == "power_chain.utility_use"; }));
}

// A GB300 NVL72-class rack: 8 power shelves of 33 kW under N+N (Supermicro's GB300 NVL72 rack
// documentation): half of them, 132 kW, is what the rack may draw.
TEST(PowerChain, RackShelvesUnderNPlusNOfferHalfTheirRating) {
  model::Config c = dpsSimulatorHall();
  c.power_chain.shelves = {.shelves = 8, .shelf_W = 33e3, .redundancy = Redundancy::TwoN, .failures = {}};
  const PowerChainResults r = evaluatePowerChain(c, 140e3, 120e3);
  const PowerLevelLoad &shelves = r.level(PowerStage::Shelves);
  EXPECT_EQ(shelves.usable, 4);
  EXPECT_DOUBLE_EQ(shelves.capacity_W, 132e3);
  EXPECT_NEAR(r.shelves_use.value, 140.0 / 132, 1e-12);
  // Their conversion loss is the nodes' own: the shelves add none.
  EXPECT_EQ(shelves.loss_W, 0);
}

TEST(PowerChain, AutomaticUnitsFollowTheRedundancy) {
  model::Config c;
  c.layout.cabinets = 10;
  c.power_chain.ups.rating_W = 500e3; // a group of 10 racks of 120 kW: 1.2 MW needs 3 modules
  const auto unitsUnder = [&](Redundancy redundancy) {
    c.power_chain.ups.redundancy = redundancy;
    const PowerLevelLoad ups = evaluatePowerChain(c, 120e3, 100e3).level(PowerStage::Ups);
    return std::pair{ups.installed, ups.usable};
  };
  EXPECT_EQ(unitsUnder(Redundancy::N), std::pair(3, 3));
  EXPECT_EQ(unitsUnder(Redundancy::NPlusOne), std::pair(4, 3));
  EXPECT_EQ(unitsUnder(Redundancy::TwoN), std::pair(6, 3));
  EXPECT_EQ(unitsUnder(Redundancy::DistributedRedundant), std::pair(4, 3));
  // Distributed redundancy takes three modules even when one carries the load.
  c.layout.cabinets = 2;
  EXPECT_EQ(unitsUnder(Redundancy::DistributedRedundant), std::pair(3, 2));
}

TEST(PowerChain, LossesFollowTheThreeTermCurveAndClimbTheChain) {
  model::Config c;
  c.layout.cabinets = 10;
  model::PowerLevel &ups = c.power_chain.ups;
  ups.rating_W = 500e3;
  ups.redundancy = Redundancy::NPlusOne;
  ups.losses = {.no_load = 0.014, .proportional = 0.011, .square_law = 0.01};
  model::PowerLevel &transformer = c.power_chain.transformer;
  transformer.rating_W = 2.5e6;
  transformer.losses = {.no_load = 0.001, .proportional = 0, .square_law = 0.008};

  const double rack = 100e3; // operating; 120 kW at full power sizes 4 modules (N+1)
  const PowerChainResults r = evaluatePowerChain(c, 120e3, rack);
  const double it = 10 * rack;
  // Four modules share 1 MW: each at 0.5 of its rating.
  const double ups_loss = 4 * 500e3 * (0.014 + 0.011 * 0.5 + 0.01 * 0.25);
  EXPECT_NEAR(r.level(PowerStage::Ups).loss_W, ups_loss, 1e-6);
  // The transformer carries the IT and the UPS's losses.
  const double x = (it + ups_loss) / 2.5e6;
  const double transformer_loss = 2.5e6 * (0.001 + 0.008 * x * x);
  EXPECT_NEAR(r.level(PowerStage::Transformer).loss_W, transformer_loss, 1e-6);
  EXPECT_NEAR(r.loss_W.value, ups_loss + transformer_loss, 1e-6);
  EXPECT_NEAR(r.utility_W.value, it + ups_loss + transformer_loss, 1e-6);
  EXPECT_NEAR(r.efficiency.value, it / r.utility_W.value, 1e-15);

  // 2N halves each module's share and doubles the no-load losses: a worse efficiency.
  ups.redundancy = Redundancy::TwoN;
  EXPECT_LT(evaluatePowerChain(c, 120e3, rack).efficiency.value, r.efficiency.value);
}

TEST(PowerChain, ADescribedChainsLossesReplaceTheFlatShareInThePue) {
  model::Config c = model::findPreset("gb200-nvl72").value();
  c.power_chain = {}; // a chain of one level: the UPS
  c.power_chain.ups.rating_W = 500e3;
  c.power_chain.ups.redundancy = Redundancy::NPlusOne;
  c.power_chain.ups.losses = {.no_load = 0.014, .proportional = 0.011, .square_law = 0.01};
  ASSERT_TRUE(model::validate(c).empty());
  const Results r = evaluate(c);
  EXPECT_NEAR(r.cooling.distribution_loss_W.value, r.power_chain.loss_W.value, 1e-9);
  EXPECT_NEAR(r.power_chain.loss_W.value, r.power_chain.level(PowerStage::Ups).loss_W, 1e-9);
  // The flat share no longer counts.
  c.cooling.distribution_loss = 0.2;
  EXPECT_DOUBLE_EQ(evaluate(c).cooling.pue.value, r.cooling.pue.value);

  // Without a chain, it is the flat share of the IT power again.
  c.power_chain = {};
  const Results flat = evaluate(c);
  EXPECT_NEAR(flat.cooling.distribution_loss_W.value, 0.2 * flat.power.it_W.value, 1e-6);
}

TEST(PowerChain, TooFewUnitsForTheRedundancyAreRefusedByName) {
  model::Config c = dpsSimulatorHall();
  c.power_chain.switchboard.redundancy = Redundancy::NPlusOne;
  const model::Problems problems = model::validate(c);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].path, "power_chain.switchboard.units");
  EXPECT_NE(problems[0].message.find("at least 2"), std::string::npos) << problems[0].message;

  c.power_chain.switchboard.units = 2;
  c.power_chain.shelves.shelves = 4;
  const model::Problems shelves = model::validate(c);
  ASSERT_EQ(shelves.size(), 1u);
  EXPECT_EQ(shelves[0].path, "power_chain.shelves.shelf_W");
}

// One unit up 99 % of the time (MTBF 990 h, repair 10 h), in groups that need two units.
constexpr model::UnitFailures kUpNinetyNinePercent{.mtbf_h = 990, .mttr_h = 10};
constexpr double kA = 0.99;

TEST(PowerChainAvailability, EachRedundancyMeetsItsClosedForm) {
  EXPECT_DOUBLE_EQ(unitAvailability(kUpNinetyNinePercent), kA);
  // N: both units must be up.
  EXPECT_NEAR(groupAvailability(Redundancy::N, 2, 2, kUpNinetyNinePercent), kA * kA, 1e-12);
  // N+1 and DR: two of three.
  const double twoOfThree = kA * kA * kA + 3 * kA * kA * (1 - kA);
  EXPECT_NEAR(groupAvailability(Redundancy::NPlusOne, 3, 2, kUpNinetyNinePercent), twoOfThree, 1e-12);
  EXPECT_NEAR(groupAvailability(Redundancy::DistributedRedundant, 3, 2, kUpNinetyNinePercent), twoOfThree,
              1e-12);
  // 2N: either set of two wholly up.
  const double eitherSet = 1 - (1 - kA * kA) * (1 - kA * kA);
  EXPECT_NEAR(groupAvailability(Redundancy::TwoN, 4, 2, kUpNinetyNinePercent), eitherSet, 1e-12);
  // Two of three (0.999702) beats either of two pairs (0.999604): a 2N set is lost with any one of
  // its units. Both beat N (0.9801).
  EXPECT_GT(twoOfThree, eitherSet);
  EXPECT_GT(eitherSet, kA * kA);
  // A unit that never fails makes any group always available.
  EXPECT_EQ(groupAvailability(Redundancy::N, 5, 5, {}), 1);
}

TEST(PowerChainAvailability, ACabinetHasPowerWhileEveryGroupAboveItCarries) {
  model::Config c;
  c.layout.cabinets = 4;
  c.power_chain.ups = {.rating_W = 500e3,
                       .units = 3,
                       .redundancy = Redundancy::NPlusOne,
                       .losses = {},
                       .failures = kUpNinetyNinePercent};
  c.power_chain.distribution = {.rating_W = 600e3,
                                .units = 1,
                                .racks_per_group = 0,
                                .redundancy = Redundancy::N,
                                .losses = {},
                                .failures = kUpNinetyNinePercent};
  const PowerChainResults r = evaluatePowerChain(c, 100e3, 80e3);
  const double ups = kA * kA * kA + 3 * kA * kA * (1 - kA);
  EXPECT_NEAR(r.level(PowerStage::Ups).availability, ups, 1e-12);
  EXPECT_NEAR(r.level(PowerStage::Distribution).availability, kA, 1e-12);
  EXPECT_NEAR(r.rack_availability.value, ups * kA, 1e-12);
}

} // namespace
} // namespace snp::sim

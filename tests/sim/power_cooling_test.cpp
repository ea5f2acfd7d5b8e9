#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/Power.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/Topology.h"

#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <string>

namespace snp::sim {
namespace {

using model::CoolingKind;

constexpr double kLitresPerMinutePerM3s = 60000;

// An H100-class cluster of 64 nodes, cooled the way a typical hall of `kind` is: air at 18 °C
// supply with a 10 K rise; cold plates taking 75 % of the heat on 30 °C water; immersion in a
// fluorinated liquid at 40 °C.
model::Config genericCluster(CoolingKind kind) {
  model::Config c;
  c.accelerator.peak_flops[static_cast<std::size_t>(model::Precision::BF16)] = 989e12;
  c.accelerator.tdp_W = 700;
  c.accelerator.idle_W = 100;
  c.accelerator.nics = 1;
  c.accelerator.nic_W = 25;
  c.node = {.accelerators = 8,
            .cpus = 2,
            .cpu_W = 350,
            .dpus = 2,
            .dpu_W = 75,
            .switch_chips = 4,
            .switch_chip_W = 100,
            .other_W = 1200,
            .conversion_efficiency = 0.95};
  c.cabinet.nodes = 4;
  c.layout.cabinets = 16;
  c.network.scaleup_domain = 8;
  c.network.scale_out.kind = model::TopologyKind::FatTree;
  c.network.scale_out.fat_tree = {.radix = 64, .tiers = 2, .oversubscription = 1};
  c.network.scale_out.optical_fraction = 1;
  c.network.scale_out.optics_W_per_link = 30;
  c.cooling.kind = kind;
  switch (kind) {
  case CoolingKind::Air:
    c.cooling.supply_C = 18;
    c.cooling.air_delta_T_K = 10;
    break;
  case CoolingKind::ColdPlate:
  case CoolingKind::Hybrid:
    c.cooling.liquid_fraction = 0.75;
    c.cooling.supply_C = 30;
    break;
  case CoolingKind::ImmersionSinglePhase:
  case CoolingKind::ImmersionTwoPhase:
    c.cooling.supply_C = 40;
    c.cooling.fluid = {.density_kg_per_m3 = 1850, .specific_heat_J_per_kgK = 1100}; // fluorinated liquid
    break;
  }
  return c;
}

TEST(CoolantFlow, WaterCarries120kWAt10KWith172LitresPerMinute) {
  const double flow = coolantFlow_m3_per_s(120e3, model::Fluid{}, 10) * kLitresPerMinutePerM3s;
  EXPECT_NEAR(flow, 172, 172 * 0.01);
  EXPECT_NEAR(coolantFlow_m3_per_s(1e3, model::Fluid{}, 10) * kLitresPerMinutePerM3s, 1.44, 0.01);
}

TEST(CoolantFlow, AirCarries120kWAt15KWith6Point5CubicMetresPerSecond) {
  EXPECT_NEAR(airFlow_m3_per_s(120e3, 15), 6.5, 6.5 * 0.02);
}

TEST(Power, AcceleratorPowerRisesLinearlyFromIdleToTdp) {
  const model::Config c = genericCluster(CoolingKind::Air);
  EXPECT_DOUBLE_EQ(evaluatePower(c, 0).accelerator_W.value, 100);
  EXPECT_DOUBLE_EQ(evaluatePower(c, 0.5).accelerator_W.value, 400);
  EXPECT_DOUBLE_EQ(evaluatePower(c, 1).accelerator_W.value, 700);
}

TEST(Power, ClusterIsNodesTimesNodePlusOptics) {
  const model::Config c = genericCluster(CoolingKind::Air);
  const PowerResults p = evaluatePower(c, 0.8);
  EXPECT_NEAR(p.it_W.value, c.nodes() * p.node_W.value + p.optics_W.value, 1e-6);
  EXPECT_NEAR(p.cabinet_W.value * c.layout.cabinets, p.it_W.value, 1e-6);
  EXPECT_GT(p.optics_W.value, 0);
  EXPECT_NEAR(p.conversion_loss_W.value, p.it_W.value * 0.05, 1e-6);
  // Node at the wall: DC parts and fans through 95 % conversion.
  const double dc = 8 * (100 + 0.8 * 600 + 25) + 2 * 350 + 2 * 75 + 4 * 100 + 1200;
  EXPECT_GT(p.node_W.value, dc / 0.95);
  EXPECT_LT(p.node_W.value, 1.1 * dc / 0.95);
}

TEST(Power, OpticsArePerOpticalLink) {
  model::Config c = genericCluster(CoolingKind::Air);
  const double links = opticalLinks(c);
  EXPECT_GT(links, 0);
  EXPECT_NEAR(evaluatePower(c, 1).optics_W.value, links * 30 / 0.95, 1e-6);
  // Without an optical share only the runs copper cannot reach are optical, and those draw too.
  c.network.scale_out.optical_fraction = 0;
  const double beyond = scaleOutCounts(c).beyond_copper_links;
  EXPECT_GT(beyond, 0);
  EXPECT_LT(beyond, links);
  EXPECT_EQ(opticalLinks(c), beyond);
  EXPECT_NEAR(evaluatePower(c, 1).optics_W.value, beyond * 30 / 0.95, 1e-6);
  c.network.scale_out.active_copper_reach_m = 1000;
  EXPECT_EQ(opticalLinks(c), 0);
  EXPECT_EQ(evaluatePower(c, 1).optics_W.value, 0);
}

// One scale-up domain is the whole network: the scale-out tier is neither built nor billed, so its
// optics draw nothing, and the optics draw is the scale-up tier's optical links alone.
TEST(Power, OneDomainDrawsNoScaleOutOptics) {
  for (const char *id : {"seed-s1", "cloudmatrix-384"}) {
    SCOPED_TRACE(id);
    const model::Config c = model::findPreset(id).value();
    ASSERT_EQ(domainLayout(c).domains, 1);
    ASSERT_GT(scaleOutCounts(c).opticalLinks(c.network.scale_out), 0);
    const Results r = evaluate(c);
    EXPECT_EQ(r.power.optics_W.term("scale_out_links"), 0);
    EXPECT_DOUBLE_EQ(opticalLinks(c), scaleUpCounts(c).opticalLinks(c.network.scale_up));
    EXPECT_DOUBLE_EQ(r.network.optical_cables.value, scaleUpCounts(c).opticalCables(c.network.scale_up));
  }
}

TEST(Power, ImmersionNeedsNoServerFans) {
  EXPECT_DOUBLE_EQ(evaluatePower(genericCluster(CoolingKind::ImmersionSinglePhase), 1).fans_W.value, 0);
  EXPECT_GT(evaluatePower(genericCluster(CoolingKind::Air), 1).fans_W.value, 0);
}

TEST(Power, CabinetOverItsLimitsIsFlagged) {
  model::Config c = genericCluster(CoolingKind::Air);
  c.cabinet.power_limit_W = 100e3;
  c.cabinet.cooling_limit_W = 20e3; // air cooling is practical to 15-20 kW per rack
  const PowerResults p = evaluatePower(c, 1);
  EXPECT_TRUE(p.cabinet_over_limit);
  EXPECT_LT(p.cabinet_power_use.value, 1);
  EXPECT_GT(p.cabinet_cooling_use.value, 1);
  // The reason, for the views: a concern on the cooling share (sim/decision/Concerns.h), none on power;
  // judged on the power at full load, as above.
  const auto concernOn = [](const model::Config &config,
                            std::string_view figure) -> std::optional<std::string> {
    Results results = evaluate(config);
    results.power = evaluatePower(config, 1);
    for (const Concern &concern : concernsOf(config, results))
      if (concern.problem.path == figure) return concern.problem.message;
    return std::nullopt;
  };
  const std::optional<std::string> cooling = concernOn(c, "power.cabinet_cooling_use");
  ASSERT_TRUE(cooling);
  EXPECT_NE(cooling->find("of the heat its cooling removes"), std::string::npos);
  EXPECT_FALSE(concernOn(c, "power.cabinet_W"));

  c.cabinet.cooling_limit_W = 100e3;
  EXPECT_FALSE(evaluatePower(c, 1).cabinet_over_limit);
  EXPECT_FALSE(concernOn(c, "power.cabinet_cooling_use"));
}

TEST(Cooling, LiquidFractionFollowsTheTechnology) {
  model::Cooling cooling;
  cooling.liquid_fraction = 0.7;
  cooling.kind = CoolingKind::Air;
  EXPECT_EQ(liquidHeatFraction(cooling), 0);
  cooling.kind = CoolingKind::ColdPlate;
  EXPECT_EQ(liquidHeatFraction(cooling), 0.7);
  cooling.kind = CoolingKind::ImmersionSinglePhase;
  EXPECT_EQ(liquidHeatFraction(cooling), 1);
  cooling.kind = CoolingKind::ImmersionTwoPhase;
  EXPECT_EQ(liquidHeatFraction(cooling), 1);
}

TEST(Cooling, FacilityIsItPlusCoolingPlusLossesAndPueIsFacilityOverIt) {
  for (CoolingKind kind : {CoolingKind::Air, CoolingKind::ColdPlate, CoolingKind::ImmersionSinglePhase}) {
    const model::Config c = genericCluster(kind);
    const double it = evaluatePower(c, 0.9).it_W.value;
    const CoolingResults r = evaluateCooling(c, 0.9);
    EXPECT_NEAR(r.cooling_W.value,
                r.chiller_W.value + r.pump_W.value + r.fan_W.value + r.heat_rejection_W.value, 1e-6);
    EXPECT_NEAR(r.distribution_loss_W.value, c.cooling.distribution_loss * it, 1e-6);
    EXPECT_NEAR(r.facility_W.value, it + r.cooling_W.value + r.distribution_loss_W.value, 1e-6);
    EXPECT_NEAR(r.pue.value, r.facility_W.value / it, 1e-12);
    EXPECT_NEAR(r.cooling_energy_share.value, r.cooling_W.value / r.facility_W.value, 1e-12);
    EXPECT_NEAR(evaluatePower(c, 0.9).facility_W.value, r.facility_W.value, 1e-6);
  }
}

TEST(Cooling, PueOfEachTechnologyLandsInItsPublishedRange) {
  const double air = evaluateCooling(genericCluster(CoolingKind::Air), 0.9).pue.value;
  const double cold_plate = evaluateCooling(genericCluster(CoolingKind::ColdPlate), 0.9).pue.value;
  const double immersion = evaluateCooling(genericCluster(CoolingKind::ImmersionSinglePhase), 0.9).pue.value;
  EXPECT_GE(air, 1.3);
  EXPECT_LE(air, 1.6);
  EXPECT_GE(cold_plate, 1.1);
  EXPECT_LE(cold_plate, 1.3);
  EXPECT_GE(immersion, 1.02);
  EXPECT_LE(immersion, 1.1);
}

// Without any cooling settings a configuration is a typical air-cooled hall.
TEST(Cooling, DefaultCoolingIsAnAirHallInThePublishedRange) {
  model::Config c = genericCluster(CoolingKind::Air);
  c.cooling = model::Cooling{};
  ASSERT_EQ(c.cooling.kind, CoolingKind::Air);
  const double pue = evaluateCooling(c, 0.9).pue.value;
  EXPECT_GE(pue, 1.3);
  EXPECT_LE(pue, 1.6);
}

TEST(Cooling, WarmWaterAt45CelsiusNeedsNoChillerInATemperateYear) {
  model::Config c = genericCluster(CoolingKind::ImmersionSinglePhase);
  c.cooling.supply_C = 45;
  c.cooling.distribution_loss = 0; // UPS heat would go to chilled room air
  const CoolingResults r = evaluateCooling(c, 1);
  EXPECT_DOUBLE_EQ(r.free_cooling_share.value, 1);
  EXPECT_DOUBLE_EQ(r.chiller_W.value, 0);
}

TEST(Cooling, ChillerCopImprovesWithSupplyTemperatureAndMatchesItsRating) {
  const model::Cooling cooling;
  EXPECT_NEAR(chillerCop(cooling, 7, {25, 25}), cooling.chiller_cop, 1e-9); // rating: 7 °C, rejection 35 °C
  EXPECT_GT(chillerCop(cooling, 18, {30, 30}), chillerCop(cooling, 7, {30, 30}));
  EXPECT_GT(chillerCop(cooling, 7, {15, 15}), chillerCop(cooling, 7, {30, 30}));
}

TEST(Energy, AnnualEnergyIsFacilityPowerOverTheYear) {
  const model::Config c = genericCluster(CoolingKind::ColdPlate);
  const EnergyResults e = evaluateEnergy(c, 0.9);
  const CoolingResults r = evaluateCooling(c, 0.9);
  EXPECT_NEAR(e.annual_kWh.value, r.facility_W.value * 8760 / 1000, 1e-6);
  EXPECT_NEAR(e.annual_cost.value, e.annual_kWh.value * c.site.electricity_per_kWh, 1e-6);
  EXPECT_NEAR(e.annual_cooling_kWh.value / e.annual_kWh.value, r.cooling_energy_share.value, 1e-12);
}

TEST(Efficiency, PeakOfAllAcceleratorsOverItPower) {
  const model::Config c = genericCluster(CoolingKind::Air);
  const EfficiencyResults e = evaluateEfficiency(c, 0.5);
  const double it = evaluatePower(c, 0.5).it_W.value;
  EXPECT_NEAR(e.flops_per_W.value, 512 * 989e12 / it, 1);
  EXPECT_NEAR(e.delivered_flops_per_W.value, 0.5 * e.flops_per_W.value, 1);
  EXPECT_NEAR(e.chip_flops_per_W.value, 989e12 / 700, 1);
}

TEST(EfficiencyClaim, S1ClaimOf42Point7TflopsPerWattIsImplausible) {
  const EfficiencyClaimCheck check = checkEfficiencyClaim(42.7e12, model::Precision::FP16);
  EXPECT_EQ(check.verdict, ClaimVerdict::Implausible);
  EXPECT_GT(check.ratio.value, 15);
  EXPECT_FALSE(check.ratio.assumption.empty());
}

TEST(EfficiencyClaim, ShippingChipsArePlausible) {
  EXPECT_EQ(checkEfficiencyClaim(2.5e15 / 1200, model::Precision::BF16).verdict, ClaimVerdict::Plausible);
  EXPECT_EQ(checkEfficiencyClaim(3.5e12, model::Precision::BF16).verdict, ClaimVerdict::Stretch);
  EXPECT_EQ(checkEfficiencyClaim(3.5e12, model::Precision::FP8).verdict, ClaimVerdict::Plausible);
}

// S3: 640 cards of 350 W in one immersion cabinet.
TEST(CabinetHeatRejection, S3CabinetNeedsOver224kWOfRejection) {
  model::Config c = genericCluster(CoolingKind::ImmersionSinglePhase);
  c.accelerator.tdp_W = 350;
  c.accelerator.idle_W = 60;
  c.accelerator.nics = 0;
  c.node = {.accelerators = 8, .cpus = 0, .other_W = 0};
  c.cabinet.nodes = 80;
  c.layout.cabinets = 1;
  c.network.scale_out.optical_fraction = 0;
  const CabinetHeatRejection r = cabinetHeatRejection(c, 1);
  EXPECT_GE(r.heat_W.value, 224e3);
  EXPECT_NEAR(r.coolant_flow_m3_per_s.value, r.heat_W.value / (1850.0 * 1100 * 10), 1e-9);
  EXPECT_GE(r.rejection_W.value, r.heat_W.value);
  EXPECT_DOUBLE_EQ(r.airflow_m3_per_s.value, 0);
}

} // namespace
} // namespace snp::sim

#include "sim/facility/CoolingModel.h"

#include "model/Message.h"
#include "sim/facility/HeatRejection.h"

#include <algorithm>

namespace snp::sim {

namespace {

constexpr double kZeroCelsius_K = 273.15;
// Chiller rating point (AHRI 550/590 water-cooled): 7 °C chilled water, heat rejected at 35 °C.
constexpr double kRatingSupply_C = 7;
constexpr double kRatingRejection_C = 35;
// A condenser never rejects heat below the condensing temperature head-pressure control holds for
// the expansion valve.
constexpr double kMinimumRejection_C = 25;
// Room air for the air share of liquid-cooled IT (ASHRAE recommended inlet: 18-27 °C).
constexpr double kRoomAirSupply_C = 20;
// Air-handler coils need water this much colder than the air they supply: the classic
// 7/12 °C chilled water for 20 °C air.
constexpr double kAirCoilApproach_K = 13;
constexpr double kChilledWaterDeltaT_K = 5;
// Room air handlers move more air than the servers draw because of bypass and recirculation
// (field surveys find 1.5-2.5x).
constexpr double kRoomAirflowFactor = 2.0;
constexpr double kSecondsPerHour = 3600;

double carnotCop(double cold_C, double hot_C) { return (cold_C + kZeroCelsius_K) / (hot_C - cold_C); }

double chillerW(const model::Cooling &cooling, double heat_W, double supply_C, const OutsideAir &air) {
  if (heat_W <= 0 || freeCools(cooling, air, supply_C)) return 0;
  return heat_W / chillerCop(cooling, supply_C, air);
}

double pumpW(const model::Cooling &cooling, double flow_m3_per_s) {
  return flow_m3_per_s * cooling.pump_head_Pa / cooling.pump_efficiency;
}

// The parts of the plant that do not depend on the weather. The liquid path pumps two loops
// (liquid through the IT, facility water to the heat rejection); the air path is a conventional
// chilled-water plant with three (primary and secondary chilled water, condenser water). A cooling
// tower's own spray pumps are in its fan power.
struct Plant {
  double liquid_W = 0;
  double air_it_W = 0;       // IT heat carried by air
  double air_W = 0;          // heat of the air path: IT air heat, handler fans, distribution losses
  double distribution_W = 0; // UPS and distribution losses, in the conditioned space
  double liquid_supply_C = 0;
  double air_water_C = 0; // chilled water feeding the room air handlers
  double liquid_flow = 0;
  double room_airflow = 0;
  double pump_W = 0;
  double air_handler_W = 0;
};

Plant plantFor(const model::Config &config, double heat_W, double distribution_W) {
  const model::Cooling &c = config.cooling;
  Plant p;
  p.liquid_W = liquidHeatFraction(c) * heat_W;
  p.air_it_W = heat_W - p.liquid_W;
  p.distribution_W = distribution_W;
  // Chillers and the heat rejection serve the facility water, colder than the loop by the CDUs'
  // approach.
  p.liquid_supply_C = facilityWaterC(c);
  const double air_supply_C = c.kind == model::CoolingKind::Air ? c.supply_C : kRoomAirSupply_C;
  p.air_water_C = air_supply_C - kAirCoilApproach_K;
  p.room_airflow = kRoomAirflowFactor * airFlow_m3_per_s(p.air_it_W, c.air_delta_T_K);
  p.air_handler_W = p.room_airflow * c.fan_W_per_m3s;
  p.air_W = p.air_it_W + p.air_handler_W + p.distribution_W;
  p.liquid_flow = coolantFlow_m3_per_s(p.liquid_W, c.fluid, c.delta_T_K);
  const double facility_water_flow = coolantFlow_m3_per_s(p.liquid_W, model::Fluid{}, c.delta_T_K);
  const double chilled_water_flow = coolantFlow_m3_per_s(p.air_W, model::Fluid{}, kChilledWaterDeltaT_K);
  p.pump_W = pumpW(c, p.liquid_flow) + pumpW(c, facility_water_flow) + 3 * pumpW(c, chilled_water_flow);
  return p;
}

// Weather-dependent work at one climate point: the chillers', and the heat the plant rejects (the
// IT's and the chillers' own work).
struct PointWork {
  double chiller_W = 0;
  double rejected_W = 0;
};

PointWork workAt(const model::Cooling &c, const Plant &p, const OutsideAir &air) {
  PointWork w;
  w.chiller_W = chillerW(c, p.liquid_W, p.liquid_supply_C, air) + chillerW(c, p.air_W, p.air_water_C, air);
  w.rejected_W = p.liquid_W + p.air_W + w.chiller_W;
  return w;
}

// Calls f(outside air, share of the year) for each climate point; a site without any is a
// default point all year.
template <class F> void forEachClimatePoint(const model::Site &site, F &&f) {
  double total = 0;
  for (const model::SitePoint &point : site.climate)
    total += std::max(0.0, point.hours);
  if (total <= 0) {
    f(outsideAir(model::SitePoint{}), 1.0);
    return;
  }
  for (const model::SitePoint &point : site.climate)
    if (point.hours > 0) f(outsideAir(point), point.hours / total);
}

// The climate point the chillers find hardest: the one where their condensers run hottest (the
// first of equals).
OutsideAir designAir(const model::Cooling &cooling, const model::Site &site) {
  OutsideAir design;
  bool first = true;
  forEachClimatePoint(site, [&](const OutsideAir &air, double) {
    if (first || condenserC(cooling, air) > condenserC(cooling, design)) design = air;
    first = false;
  });
  return design;
}

double rejectionC(const model::Cooling &cooling, double chilled_supply_C, const OutsideAir &air) {
  // A chiller only runs when it is too warm outside for free cooling, so its lift never falls
  // below the condenser approach.
  return std::max({condenserC(cooling, air), chilled_supply_C + kCondenserApproach_K, kMinimumRejection_C});
}

model::Message freeCoolingFormula(model::HeatRejection kind) {
  switch (kind) {
  case model::HeatRejection::DryCooler:
    return SNP_MESSAGE("Figure", "hours with outside + approach <= supply / all hours");
  case model::HeatRejection::CoolingTower:
    return SNP_MESSAGE("Figure", "hours with wet bulb + tower approach <= supply / all hours");
  case model::HeatRejection::AirCooledChiller:
  case model::HeatRejection::WaterCooledChiller: return SNP_MESSAGE("Figure", "0: chillers run every hour");
  }
  return {};
}

} // namespace

double facilityWaterC(const model::Cooling &cooling) {
  return cooling.cdu.capacity_W > 0 ? cooling.supply_C - cooling.cdu.approach_K : cooling.supply_C;
}

double liquidHeatFraction(const model::Cooling &cooling) {
  switch (cooling.kind) {
  case model::CoolingKind::Air: return 0;
  case model::CoolingKind::ImmersionSinglePhase:
  case model::CoolingKind::ImmersionTwoPhase: return 1;
  case model::CoolingKind::ColdPlate:
  case model::CoolingKind::Hybrid: return std::clamp(cooling.liquid_fraction, 0.0, 1.0);
  }
  return 0;
}

double coolantFlow_m3_per_s(double heat_W, const model::Fluid &fluid, double delta_T_K) {
  return heat_W / (fluid.density_kg_per_m3 * fluid.specific_heat_J_per_kgK * delta_T_K);
}

double airFlow_m3_per_s(double heat_W, double delta_T_K) {
  return heat_W / (kAirDensity_kg_per_m3 * kAirSpecificHeat_J_per_kgK * delta_T_K);
}

double chillerCop(const model::Cooling &cooling, double chilled_supply_C, const OutsideAir &air) {
  const double rejection_C = rejectionC(cooling, chilled_supply_C, air);
  const double carnot_fraction = cooling.chiller_cop / carnotCop(kRatingSupply_C, kRatingRejection_C);
  return carnot_fraction * carnotCop(chilled_supply_C, rejection_C);
}

CoolingResults coolingForLoad(const model::Config &config, double it_W, double distribution_loss_W) {
  const model::Cooling &c = config.cooling;
  const Plant p = plantFor(config, it_W, distribution_loss_W);
  const bool liquid_led = p.liquid_W > 0;
  const double main_supply_C = liquid_led ? p.liquid_supply_C : p.air_water_C;

  double chiller = 0;
  double rejected = 0;
  double free_share = 0;
  forEachClimatePoint(config.site, [&](const OutsideAir &air, double share) {
    const PointWork w = workAt(c, p, air);
    chiller += share * w.chiller_W;
    rejected += share * w.rejected_W;
    if (freeCools(c, air, main_supply_C)) free_share += share;
  });
  const OutsideAir design = designAir(c, config.site);
  const double fan_per_kW = 1000 * rejectionFanPerW(c);
  const double heat_rejection = rejectionFanPerW(c) * rejected;
  const TowerWater water = towerWater(c, rejected);
  const double cooling = chiller + p.pump_W + p.air_handler_W + heat_rejection;
  const double distribution = p.distribution_W;
  const double facility = it_W + cooling + distribution;

  CoolingResults r;
  r.pue = Figure(facility / it_W, "", SNP_MESSAGE("Figure", "PUE = facility / IT"),
                 {{"facility", facility, "W"}, {"it", it_W, "W"}},
                 SNP_MESSAGE("Figure", "annual mean over the site's climate points, weighted by hours"));
  r.liquid_heat_W = Figure(p.liquid_W, "W", SNP_MESSAGE("Figure", "IT x liquid fraction"),
                           {{"it", it_W, "W"}, {"liquid_fraction", liquidHeatFraction(c), ""}},
                           SNP_MESSAGE("Figure", "air 0, immersion 1, cold plate and hybrid as configured"));
  r.air_heat_W = Figure(p.air_it_W, "W", SNP_MESSAGE("Figure", "IT - liquid heat"),
                        {{"it", it_W, "W"}, {"liquid_heat", p.liquid_W, "W"}});
  r.coolant_flow_m3_per_s = Figure(p.liquid_flow, "m^3/s", SNP_MESSAGE("Figure", "Q = P / (rho c_p dT)"),
                                   {{"heat", p.liquid_W, "W"},
                                    {"density", c.fluid.density_kg_per_m3, "kg/m^3"},
                                    {"specific_heat", c.fluid.specific_heat_J_per_kgK, "J/(kg K)"},
                                    {"delta_T", c.delta_T_K, "K"}},
                                   SNP_MESSAGE("Figure", "liquid loop through the IT"));
  r.airflow_m3_per_s = Figure(
      p.room_airflow, "m^3/s", SNP_MESSAGE("Figure", "bypass x air heat / (rho c_p dT)"),
      {{"bypass", kRoomAirflowFactor, ""}, {"air_heat", p.air_it_W, "W"}, {"delta_T", c.air_delta_T_K, "K"}},
      SNP_MESSAGE("Figure", "room air handlers move twice the air the servers draw (bypass, recirculation)"));
  r.chiller_W = Figure(
      chiller, "W",
      SNP_MESSAGE("Figure", "sum over climate points of share x heat / COP when not free cooling"),
      {{"liquid_heat", p.liquid_W, "W"},
       {"liquid_supply", p.liquid_supply_C, "°C"},
       {"air_path_heat", p.air_W, "W"},
       {"air_handler_water", p.air_water_C, "°C"}},
      SNP_MESSAGE("Figure",
                  "no chiller work in the hours the heat rejection makes the water alone (free-cooling "
                  "share); the air path (IT air heat, handler fans, distribution losses) needs 7/12 °C "
                  "chilled water"));
  r.chiller_cop = Figure(
      chillerCop(c, main_supply_C, design), "",
      SNP_MESSAGE("Figure",
                  "COP = eta x T_supply / (T_rejection - T_supply), eta fitted to chiller_cop at 7/35 °C"),
      {{"supply", main_supply_C, "°C"},
       {"rejection", rejectionC(c, main_supply_C, design), "°C"},
       {"outside", design.dry_bulb_C, "°C"},
       {"wet_bulb", design.wet_bulb_C, "°C"},
       {"rated_cop", c.chiller_cop, ""}},
      evaporates(c) ? SNP_MESSAGE("Figure", "a fixed fraction of the Carnot COP, where the condensers run "
                                            "hottest: tower water at wet bulb + approach, 5.6 K rise")
                    : SNP_MESSAGE("Figure", "a fixed fraction of the Carnot COP, where the condensers run "
                                            "hottest: outside air + 10 K"));
  r.pump_W =
      Figure(p.pump_W, "W", SNP_MESSAGE("Figure", "flow x head / pump efficiency"),
             {{"liquid_flow", p.liquid_flow, "m^3/s"},
              {"head", c.pump_head_Pa, "Pa"},
              {"pump_efficiency", c.pump_efficiency, ""}},
             SNP_MESSAGE("Figure",
                         "same head everywhere; liquid path: IT loop and facility water; air path: primary, "
                         "secondary and condenser water at 5 K rise"));
  r.fan_W =
      Figure(p.air_handler_W, "W", SNP_MESSAGE("Figure", "room airflow x fan W per m3/s"),
             {{"room_airflow", p.room_airflow, "m^3/s"}, {"fan_W_per_m3s", c.fan_W_per_m3s, "W/(m^3/s)"}},
             SNP_MESSAGE("Figure", "room air handlers; the heat rejection's fans are its own figure"));
  r.free_cooling_share =
      Figure(free_share, "ratio", freeCoolingFormula(c.heat_rejection),
             {{"supply", main_supply_C, "°C"}, {"approach", freeCoolingApproachK(c), "K"}},
             evaporates(c)
                 ? SNP_MESSAGE("Figure", "of the liquid loop, or of the air path when there is no "
                                         "liquid; wet bulb from relative humidity (Stull 2011), the "
                                         "dry bulb where none is given")
                 : SNP_MESSAGE("Figure", "of the liquid loop, or of the air path when there is no liquid"));
  r.free_cooling_h =
      Figure(free_share * config.site.hours_per_year, "h",
             SNP_MESSAGE("Figure", "free-cooling share x operating hours per year"),
             {{"free_cooling_share", free_share, "ratio"}, {"hours", config.site.hours_per_year, "h"}});
  r.water_class =
      Figure(waterClassOf(main_supply_C), model::kWaterClassUnit,
             SNP_MESSAGE("Figure",
                         "the first ASHRAE class the facility water stays within: W17 <= 17 °C, W27 <= 27, "
                         "W32 <= 32, W40 <= 40, W45 <= 45, W+ above"),
             {{"facility_water", main_supply_C, "°C"}},
             SNP_MESSAGE("Figure",
                         "ASHRAE TC 9.9 liquid cooling classes (2021); the water made for the liquid loop, "
                         "or for the room air handlers when there is no liquid"));
  r.heat_rejection_W = Figure(
      heat_rejection, "W", SNP_MESSAGE("Figure", "fan W per kW x heat rejected"),
      {{"fan_W_per_kW", fan_per_kW, "W per kW"}, {"heat_rejected", rejected, "W"}},
      evaporates(c) ? SNP_MESSAGE("Figure", "cooling tower fans and spray pumps; heat rejected = IT heat, "
                                            "losses and chiller work, annual mean")
                    : SNP_MESSAGE("Figure", "dry cooler and air-cooled condenser fans; heat rejected = IT "
                                            "heat, losses and chiller work, annual mean"));
  r.tower_water_m3_per_s = Figure(
      water.total(), "m^3/s", SNP_MESSAGE("Figure", "evaporation (heat / latent heat) + blowdown"),
      {{"heat_rejected", evaporates(c) ? rejected : 0, "W"},
       {"latent_heat", kLatentHeat_J_per_kg, "J/kg"},
       {"evaporation", water.evaporation_m3_per_s, "m^3/s"},
       {"blowdown", water.blowdown_m3_per_s, "m^3/s"},
       {"cycles_of_concentration", c.cycles_of_concentration, ""}},
      SNP_MESSAGE("Figure", "annual mean; all the heat leaves by evaporation (an upper bound), blowdown = "
                            "evaporation / (cycles - 1), drift left out; none without cooling towers"));
  r.distribution_loss_W =
      Figure(distribution, "W", SNP_MESSAGE("Figure", "the power chain's losses at the IT load"),
             {{"it", it_W, "W"}, {"share_of_it", it_W > 0 ? distribution / it_W : 0, ""}},
             SNP_MESSAGE("Figure", "UPS and power distribution; their heat goes to the air path"));
  r.cooling_W = Figure(cooling, "W", SNP_MESSAGE("Figure", "chiller + pumps + fans + heat rejection"),
                       {{"chiller", chiller, "W"},
                        {"pumps", p.pump_W, "W"},
                        {"fans", p.air_handler_W, "W"},
                        {"heat_rejection", heat_rejection, "W"}});
  r.facility_W =
      Figure(facility, "W", SNP_MESSAGE("Figure", "IT + cooling + distribution loss"),
             {{"it", it_W, "W"}, {"cooling", cooling, "W"}, {"distribution_loss", distribution, "W"}});
  r.cooling_energy_share =
      Figure(cooling / facility, "ratio", SNP_MESSAGE("Figure", "cooling energy / facility energy"),
             {{"cooling", cooling, "W"}, {"facility", facility, "W"}},
             SNP_MESSAGE("Figure", "both annual means over the same hours"));
  return r;
}

EnergyResults energyFor(const model::Config &config, double it, const CoolingResults &cooling) {
  const double hours = config.site.hours_per_year;
  const double price = config.site.electricity_per_kWh;
  const double facility_kWh = cooling.facility_W.value * hours / 1000;
  EnergyResults r;
  r.annual_kWh = Figure(facility_kWh, "kWh", SNP_MESSAGE("Figure", "facility power x hours per year"),
                        {{"facility", cooling.facility_W.value, "W"}, {"hours", hours, "h"}},
                        SNP_MESSAGE("Figure", "the cluster runs at the given utilisation all year"));
  r.annual_it_kWh = Figure(it * hours / 1000, "kWh", SNP_MESSAGE("Figure", "IT power x hours per year"),
                           {{"it", it, "W"}, {"hours", hours, "h"}});
  r.annual_cooling_kWh = Figure(cooling.cooling_W.value * hours / 1000, "kWh",
                                SNP_MESSAGE("Figure", "cooling power x hours per year"),
                                {{"cooling", cooling.cooling_W.value, "W"}, {"hours", hours, "h"}});
  // The unit is the currency's code, static text like every figure's unit.
  const std::string_view currency = model::kCurrencyNames[static_cast<std::size_t>(config.site.currency)];
  r.annual_cost = Figure(facility_kWh * price, currency, SNP_MESSAGE("Figure", "annual energy x price"),
                         {{"annual_energy", facility_kWh, "kWh"}, {"price", price, "per kWh"}});
  const double tower_water = cooling.tower_water_m3_per_s.value;
  r.annual_water_m3 = Figure(tower_water * hours * kSecondsPerHour, "m^3",
                             SNP_MESSAGE("Figure", "cooling tower make-up water x hours per year"),
                             {{"tower_water", tower_water, "m^3/s"}, {"hours", hours, "h"}},
                             SNP_MESSAGE("Figure", "site water for WUE (The Green Grid, 2011)"));
  return r;
}

CabinetHeatRejection heatRejectionOf(const model::Config &config, double heat, double distribution_loss_W) {
  const model::Cooling &c = config.cooling;
  const Plant p = plantFor(config, heat, distribution_loss_W);
  const OutsideAir design = designAir(c, config.site);
  const double chiller = workAt(c, p, design).chiller_W;
  const double limit = config.cabinet.cooling_limit_W;

  CabinetHeatRejection r;
  r.heat_W = Figure(heat, "W", SNP_MESSAGE("Figure", "cabinet electrical power"), {{"cabinet", heat, "W"}},
                    SNP_MESSAGE("Figure", "all power ends as heat"));
  r.coolant_flow_m3_per_s = Figure(p.liquid_flow, "m^3/s", SNP_MESSAGE("Figure", "Q = P / (rho c_p dT)"),
                                   {{"liquid_heat", p.liquid_W, "W"},
                                    {"density", c.fluid.density_kg_per_m3, "kg/m^3"},
                                    {"specific_heat", c.fluid.specific_heat_J_per_kgK, "J/(kg K)"},
                                    {"delta_T", c.delta_T_K, "K"}});
  r.airflow_m3_per_s = Figure(airFlow_m3_per_s(p.air_it_W, c.air_delta_T_K), "m^3/s",
                              SNP_MESSAGE("Figure", "Q = P / (rho c_p dT)"),
                              {{"air_heat", p.air_it_W, "W"}, {"delta_T", c.air_delta_T_K, "K"}},
                              SNP_MESSAGE("Figure", "air through the servers"));
  r.pump_W = Figure(p.pump_W, "W", SNP_MESSAGE("Figure", "flow x head / pump efficiency"),
                    {{"liquid_flow", p.liquid_flow, "m^3/s"},
                     {"head", c.pump_head_Pa, "Pa"},
                     {"pump_efficiency", c.pump_efficiency, ""}});
  r.rejection_W =
      Figure(heat + chiller, "W", SNP_MESSAGE("Figure", "heat + chiller work at the hottest climate point"),
             {{"heat", heat, "W"},
              {"chiller", chiller, "W"},
              {"hottest_outside", design.dry_bulb_C, "°C"},
              {"wet_bulb", design.wet_bulb_C, "°C"}},
             SNP_MESSAGE("Figure", "a chiller rejects the heat plus its own work"));
  r.cooling_limit_use = Figure(
      limit > 0 ? heat / limit : 0, "", SNP_MESSAGE("Figure", "heat / cabinet cooling limit"),
      {{"heat", heat, "W"}, {"cooling_limit", limit, "W"}}, SNP_MESSAGE("Figure", "no limit set gives 0"));
  return r;
}

} // namespace snp::sim

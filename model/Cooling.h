#pragma once

#include "model/Redundancy.h"

#include <cstddef>
#include <iterator>
#include <limits>
#include <string_view>
#include <vector>

namespace snp::model {

enum class CoolingKind { Air, ColdPlate, ImmersionSinglePhase, ImmersionTwoPhase, Hybrid };

inline constexpr std::string_view kCoolingNames[] = {"air", "cold_plate", "immersion_1p", "immersion_2p",
                                                     "hybrid"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kCoolingNames) == static_cast<std::size_t>(CoolingKind::Hybrid) + 1);

// How the plant gives its heat to the outside air (ASHRAE Handbook—HVAC Systems and Equipment,
// "Condensers" and "Cooling Towers"). Dry coolers and cooling towers make the facility water on
// their own whenever the outside allows, dry coolers from its dry bulb and towers, by evaporating
// water, from its wet bulb; chillers make it in the other hours, their condensers cooled by the
// outside air beside dry coolers and by tower water beside towers. Chillers alone run every hour.
enum class HeatRejection { DryCooler, CoolingTower, AirCooledChiller, WaterCooledChiller };

inline constexpr std::string_view kHeatRejectionNames[] = {"dry_cooler", "cooling_tower",
                                                           "air_cooled_chiller", "water_cooled_chiller"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kHeatRejectionNames) ==
              static_cast<std::size_t>(HeatRejection::WaterCooledChiller) + 1);

// The ASHRAE liquid-cooling classes of facility water (ASHRAE TC 9.9, "Thermal Guidelines for Data
// Processing Environments", 5th edition, 2021): each allows water supplied at up to its limit, W+
// above 45 °C. Water made at T suits the first class whose limit T does not pass.
struct WaterClass {
  std::string_view name;
  double highest_supply_C;
};
inline constexpr WaterClass kWaterClasses[] = {{"W17", 17}, {"W27", 27},
                                               {"W32", 32}, {"W40", 40},
                                               {"W45", 45}, {"W+", std::numeric_limits<double>::infinity()}};
// A figure's unit for a class told by its place in kWaterClasses, counting from 1 (W27 is 2).
inline constexpr std::string_view kWaterClassUnit = "ASHRAE class";

struct Fluid {
  double density_kg_per_m3 = 997;
  double specific_heat_J_per_kgK = 4180;
  bool operator==(const Fluid &) const = default;
};

// Coolant distribution units: the heat exchangers and pumps between the facility water and the
// loop through the IT (the technology cooling system, ASHRAE TC 9.9, "Liquid Cooling Guidelines
// for Datacom Equipment Centers").
struct CoolantDistribution {
  double capacity_W = 0;   // heat one unit moves at its approach; 0: not described
  int units = 0;           // installed per group; 0: as many as the liquid heat at full power needs
  int racks_per_group = 0; // cabinets one group serves; 0: one group serves every cabinet
  Redundancy redundancy = Redundancy::NPlusOne;
  double approach_K = 0; // the loop's supply above the facility water's
  UnitFailures failures;
  bool operator==(const CoolantDistribution &) const = default;
};

struct Cooling {
  CoolingKind kind = CoolingKind::Air;
  double liquid_fraction = 0; // heat share removed by liquid, [0, 1]; air takes the rest
  double supply_C = 18;       // coolant (or air) supply temperature
  double delta_T_K = 10;      // coolant temperature rise across the IT
  double air_delta_T_K = 10;  // air temperature rise across the IT
  // From an accelerator's junction to the coolant supply (to the inlet air where air cools it), per
  // watt it draws; 0 = the cooling catalogue's for the kind (resources/equipment/cooling.json).
  double junction_resistance_K_per_W = 0;
  Fluid fluid;
  HeatRejection heat_rejection = HeatRejection::DryCooler;
  double chiller_cop = 6.0;           // at the reference supply temperature
  double free_cooling_approach_K = 4; // dry cooler works when outside + approach <= supply
  // Cooling towers make water this far above the outside wet bulb: the median of closed-circuit
  // wet towers, which keep the facility water in their coils (open ones 5 K, before the heat
  // exchanger that keeps their water apart); Energies 16 (2023) 3661, from 6,730 catalogue models.
  double tower_approach_K = 6.5;
  // Dry cooler and air-cooled condenser fans per kW of heat rejected, as the planner has always
  // taken them (ASHRAE 90.1-2019 Table 6.8.1-7 allows air-cooled condensers 14.5: 176,000 Btu/h
  // per hp).
  double dry_cooler_fan_W_per_kW = 20;
  // Tower fans and spray pumps per kW rejected: the most ASHRAE 90.1-2019 Table 6.8.1-7 allows a
  // closed-circuit axial-fan tower, 16.1 gpm per hp cooled from 102 to 90 °F at 75 °F wet bulb.
  double tower_fan_W_per_kW = 26.3;
  // How far a tower concentrates the make-up water's solids before blowing it down; US EPA names 4
  // to 5 or more for water-efficient towers.
  double cycles_of_concentration = 4;
  double pump_efficiency = 0.87;
  double pump_head_Pa = 150e3;
  double fan_W_per_m3s = 600;      // air-moving power per m^3/s of airflow
  double distribution_loss = 0.02; // power distribution and UPS loss, fraction of IT
  CoolantDistribution cdu;
  bool operator==(const Cooling &) const = default;
};

// The currency money is counted in: energy prices are entered in it and costs shown in it.
enum class Currency { USD, CNY, EUR };
inline constexpr std::string_view kCurrencyNames[] = {"USD", "CNY", "EUR"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kCurrencyNames) == static_cast<std::size_t>(Currency::EUR) + 1);

// Outside conditions and the price of energy.
struct SitePoint {
  double outside_C = 15;
  double hours = 8760; // hours per year at this temperature
  // Of the outside air, [0, 1], for the wet bulb cooling towers work from; 0 = not given (the wet
  // bulb is then taken as the dry bulb, which credits a tower with no evaporation).
  double relative_humidity = 0;
  bool operator==(const SitePoint &) const = default;
};

struct Site {
  Currency currency = Currency::USD;
  double electricity_per_kWh = 0.10; // in `currency` per kWh
  double hours_per_year = 8760;
  std::vector<SitePoint> climate{{5, 2920}, {15, 3650}, {28, 2190}};
  double floor_rating_kg_per_m2 = 0; // distributed load the floor is rated for; 0 = not checked
  // Carbon the grid emits per kWh the site draws (location-based): the US mean of 2022, 0.86 lb CO2
  // per kWh of utility-scale generation (US EIA, "How much carbon dioxide is produced per
  // kilowatthour of U.S. electricity generation?", 1.65 Gt over 4.23 PWh).
  double grid_carbon_kg_per_kWh = 0.39;
  // Price of the water the cooling towers take, per m³, in the site's currency. Utilities' tariffs
  // vary too much for a national mean to stand for a site: 0 leaves water out, and the cost figures
  // say so.
  double water_per_m3 = 0;
  bool operator==(const Site &) const = default;
};

} // namespace snp::model

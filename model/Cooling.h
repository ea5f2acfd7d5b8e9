#pragma once

#include "model/Redundancy.h"

#include <cstddef>
#include <iterator>
#include <string_view>
#include <vector>

namespace snp::model {

enum class CoolingKind { Air, ColdPlate, ImmersionSinglePhase, ImmersionTwoPhase, Hybrid };

inline constexpr std::string_view kCoolingNames[] = {"air", "cold_plate", "immersion_1p", "immersion_2p",
                                                     "hybrid"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kCoolingNames) == static_cast<std::size_t>(CoolingKind::Hybrid) + 1);

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
  Fluid fluid;
  double chiller_cop = 6.0;           // at the reference supply temperature
  double free_cooling_approach_K = 4; // dry cooler works when outside + approach <= supply
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
  bool operator==(const SitePoint &) const = default;
};

struct Site {
  Currency currency = Currency::USD;
  double electricity_per_kWh = 0.10; // in `currency` per kWh
  double hours_per_year = 8760;
  std::vector<SitePoint> climate{{5, 2920}, {15, 3650}, {28, 2190}};
  double floor_rating_kg_per_m2 = 0; // distributed load the floor is rated for; 0 = not checked
  bool operator==(const Site &) const = default;
};

} // namespace snp::model

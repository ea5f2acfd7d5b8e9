#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/facility/HeatRejection.h"

namespace snp::sim {

// Dry air at sea level, 15 °C.
inline constexpr double kAirDensity_kg_per_m3 = 1.225;
inline constexpr double kAirSpecificHeat_J_per_kgK = 1006;

// Share of the IT heat a cooling technology takes away in liquid: air none, immersion all of
// it whatever the config says, cold plate and hybrid as configured.
double liquidHeatFraction(const model::Cooling &cooling);

// The facility water's supply temperature: the loop's, less the CDUs' approach when they are
// described.
double facilityWaterC(const model::Cooling &cooling);

// Volume flow that carries `heat_W` with a temperature rise of `delta_T_K`: Q = P / (rho c_p dT).
double coolantFlow_m3_per_s(double heat_W, const model::Fluid &fluid, double delta_T_K);
double airFlow_m3_per_s(double heat_W, double delta_T_K);

// Chiller COP as a fixed fraction of the Carnot COP between the chilled supply and the heat
// rejection temperature (the condensers', sim/facility/HeatRejection.h). The fraction is fitted so
// that the configured chiller_cop holds at the rating point (7 °C supply, rejection at 35 °C).
double chillerCop(const model::Cooling &cooling, double chilled_supply_C, const OutsideAir &air);

// The cooling plant serving one IT load, as an hours-weighted mean over the site's climate
// points. Facility = IT + cooling + distribution loss; PUE = facility / IT.
struct CoolingResults {
  Figure pue;
  Figure liquid_heat_W;
  Figure air_heat_W;
  Figure coolant_flow_m3_per_s; // liquid loop through the IT
  Figure airflow_m3_per_s;      // room air handlers (bypass included)
  Figure chiller_W;             // annual mean
  Figure chiller_cop;           // where the condensers run hottest, liquid loop or else air path
  Figure pump_W;
  Figure fan_W;                // room air handlers
  Figure free_cooling_share;   // share of the year the liquid loop (air path if none) needs no chiller
  Figure free_cooling_h;       // the same in hours per year
  Figure water_class;          // ASHRAE class of the facility water (model::kWaterClassUnit)
  Figure heat_rejection_W;     // dry cooler, condenser or tower fans, annual mean
  Figure tower_water_m3_per_s; // cooling towers' make-up water, annual mean
  Figure distribution_loss_W;
  Figure cooling_W;            // chiller + pumps + fans + heat rejection, annual mean
  Figure facility_W;           // annual mean
  Figure cooling_energy_share; // cooling energy / facility energy

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("pue", pue);
    v("liquid_heat_W", liquid_heat_W);
    v("air_heat_W", air_heat_W);
    v("coolant_flow_m3_per_s", coolant_flow_m3_per_s);
    v("airflow_m3_per_s", airflow_m3_per_s);
    v("chiller_W", chiller_W);
    v("chiller_cop", chiller_cop);
    v("pump_W", pump_W);
    v("fan_W", fan_W);
    v("free_cooling_share", free_cooling_share);
    v("free_cooling_h", free_cooling_h);
    v("water_class", water_class);
    v("heat_rejection_W", heat_rejection_W);
    v("tower_water_m3_per_s", tower_water_m3_per_s);
    v("distribution_loss_W", distribution_loss_W);
    v("cooling_W", cooling_W);
    v("facility_W", facility_W);
    v("cooling_energy_share", cooling_energy_share);
  }
};

// The cooling model works from loads in watts; sim/facility/Power.h gives the same at a utilisation, from
// the power the equipment draws there.

// The plant for a given IT load in watts and the power chain's losses at it, which end as heat in
// the conditioned space (also used by evaluatePower for facility_W).
CoolingResults coolingForLoad(const model::Config &config, double it_W, double distribution_loss_W);

struct EnergyResults {
  Figure annual_kWh; // facility energy over site.hours_per_year
  Figure annual_it_kWh;
  Figure annual_cooling_kWh;
  Figure annual_cost;     // currency units of site.electricity_per_kWh
  Figure annual_water_m3; // cooling towers' make-up water over site.hours_per_year

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("annual_kWh", annual_kWh);
    v("annual_it_kWh", annual_it_kWh);
    v("annual_cooling_kWh", annual_cooling_kWh);
    v("annual_cost", annual_cost);
    v("annual_water_m3", annual_water_m3);
  }
};

// The energy of an IT load in watts and the plant already evaluated for it.
EnergyResults energyFor(const model::Config &config, double it_W, const CoolingResults &cooling);

// What one cabinet's heat asks of the cooling: the flows through it and the heat the plant
// must reject on the hottest day (the S3 check: 640 x 350 W in one cabinet).
struct CabinetHeatRejection {
  Figure heat_W;
  Figure coolant_flow_m3_per_s;
  Figure airflow_m3_per_s; // through the servers, for the air share
  Figure pump_W;
  Figure rejection_W;       // heat + chiller work at the hottest climate point
  Figure cooling_limit_use; // heat / cabinet.cooling_limit_W (0 when no limit is set)

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("heat_W", heat_W);
    v("coolant_flow_m3_per_s", coolant_flow_m3_per_s);
    v("airflow_m3_per_s", airflow_m3_per_s);
    v("pump_W", pump_W);
    v("rejection_W", rejection_W);
    v("cooling_limit_use", cooling_limit_use);
  }
};

// For a cabinet that dissipates `heat` watts (all the electrical power it draws), with its share
// of the power chain's losses.
CabinetHeatRejection heatRejectionOf(const model::Config &config, double heat, double distribution_loss_W);

} // namespace snp::sim

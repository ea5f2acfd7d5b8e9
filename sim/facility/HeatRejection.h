#pragma once

#include "model/Cooling.h"

namespace snp::sim {

// What the heat rejection (model::HeatRejection) does at one climate point: whether it makes the
// water without chillers, where the chillers' condensers reject heat when it does not, the power of
// its fans and the water its towers take.

// Latent heat of vaporisation of water at about 20 °C (IAPWS-IF97 steam tables: 2,453.5 kJ/kg).
inline constexpr double kLatentHeat_J_per_kg = 2.45e6;

// An air-cooled condenser rejects heat this far above the outside dry bulb, as the planner has
// always taken it (condensers are selected 10-30 °F, 6-17 K, above the air they draw).
inline constexpr double kCondenserApproach_K = 10;
// Condenser water rises 10 °F through a water-cooled chiller: AHRI 550/590's rating takes it from
// 85 to 95 °F (29.4 to 35 °C), as ASHRAE 90.1 rates open towers from 95 to 85 °F.
inline constexpr double kCondenserWaterRise_K = 50.0 / 9;

// The outside air at one climate point.
struct OutsideAir {
  double dry_bulb_C = 15;
  double wet_bulb_C = 15;
};

// Wet-bulb temperature from the dry bulb and the relative humidity (0-1) at sea-level pressure:
// R. Stull, "Wet-Bulb Temperature from Relative Humidity and Air Temperature", J. Appl. Meteor.
// Climatol. 50 (2011) 2267-2269, eq. 1, within about 1 K from 5 to 99 % and -20 to 50 °C. Never
// above the dry bulb; a humidity of 0 (not given) gives the dry bulb.
double wetBulbC(double dry_bulb_C, double relative_humidity);

OutsideAir outsideAir(const model::SitePoint &point);

// Whether the heat rejection alone makes water at `water_C`: dry coolers while dry bulb + their
// approach <= water, towers while wet bulb + theirs <= water; chillers alone never.
bool freeCools(const model::Cooling &cooling, const OutsideAir &air, double water_C);

// The approach the free-cooling test adds to the outside air; 0 for chillers alone.
double freeCoolingApproachK(const model::Cooling &cooling);

// The temperature the chillers' condensers reject heat at, before the limits of the chiller
// itself: outside dry bulb + 10 K for air-cooled condensers; the water a tower returns (wet bulb +
// approach) + 5.6 K of condenser-water rise for water-cooled ones.
double condenserC(const model::Cooling &cooling, const OutsideAir &air);

// Whether the plant evaporates water: cooling towers, and the towers of water-cooled chillers.
bool evaporates(const model::Cooling &cooling);

// Fan (and a closed tower's spray-pump) power per watt of heat rejected.
double rejectionFanPerW(const model::Cooling &cooling);

// Make-up water of cooling towers rejecting `heat_W`: evaporation = heat / latent heat, all the
// heat taken as leaving by evaporation; blowdown = evaporation / (cycles of concentration - 1)
// (US DOE FEMP, "Cooling Tower Management", Best Management Practice 10). Drift is left out. None
// without towers.
struct TowerWater {
  double evaporation_m3_per_s = 0;
  double blowdown_m3_per_s = 0;
  double total() const { return evaporation_m3_per_s + blowdown_m3_per_s; }
};
TowerWater towerWater(const model::Cooling &cooling, double heat_W);

// The ASHRAE class of facility water supplied at `water_C`: its place in model::kWaterClasses,
// counting from 1 (W17 is 1, W+ is 6).
double waterClassOf(double water_C);

} // namespace snp::sim

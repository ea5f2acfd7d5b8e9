#include "sim/facility/HeatRejection.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>

namespace snp::sim {

namespace {

bool byTowers(model::HeatRejection kind) {
  return kind == model::HeatRejection::CoolingTower || kind == model::HeatRejection::WaterCooledChiller;
}

} // namespace

double wetBulbC(double dry_bulb_C, double relative_humidity) {
  if (!(relative_humidity > 0)) return dry_bulb_C;
  const double T = dry_bulb_C;
  const double RH = 100 * std::min(relative_humidity, 1.0); // the formula takes percent
  const double stull = T * std::atan(0.151977 * std::sqrt(RH + 8.313659)) + std::atan(T + RH) -
                       std::atan(RH - 1.676331) + 0.00391838 * std::pow(RH, 1.5) * std::atan(0.023101 * RH) -
                       4.686035;
  // Near saturation and in hard frost the fit strays a few tenths above the dry bulb.
  return std::min(stull, T);
}

OutsideAir outsideAir(const model::SitePoint &point) {
  return {point.outside_C, wetBulbC(point.outside_C, point.relative_humidity)};
}

double freeCoolingApproachK(const model::Cooling &cooling) {
  switch (cooling.heat_rejection) {
  case model::HeatRejection::DryCooler: return cooling.free_cooling_approach_K;
  case model::HeatRejection::CoolingTower: return cooling.tower_approach_K;
  case model::HeatRejection::AirCooledChiller:
  case model::HeatRejection::WaterCooledChiller: return 0;
  }
  return 0;
}

bool freeCools(const model::Cooling &cooling, const OutsideAir &air, double water_C) {
  switch (cooling.heat_rejection) {
  case model::HeatRejection::DryCooler: return air.dry_bulb_C + cooling.free_cooling_approach_K <= water_C;
  case model::HeatRejection::CoolingTower: return air.wet_bulb_C + cooling.tower_approach_K <= water_C;
  case model::HeatRejection::AirCooledChiller:
  case model::HeatRejection::WaterCooledChiller: return false;
  }
  return false;
}

double condenserC(const model::Cooling &cooling, const OutsideAir &air) {
  return byTowers(cooling.heat_rejection) ? air.wet_bulb_C + cooling.tower_approach_K + kCondenserWaterRise_K
                                          : air.dry_bulb_C + kCondenserApproach_K;
}

bool evaporates(const model::Cooling &cooling) { return byTowers(cooling.heat_rejection); }

double rejectionFanPerW(const model::Cooling &cooling) {
  return (evaporates(cooling) ? cooling.tower_fan_W_per_kW : cooling.dry_cooler_fan_W_per_kW) / 1000;
}

TowerWater towerWater(const model::Cooling &cooling, double heat_W) {
  if (!evaporates(cooling) || !(heat_W > 0)) return {};
  const double evaporation = heat_W / kLatentHeat_J_per_kg / model::Fluid{}.density_kg_per_m3;
  return {evaporation, evaporation / (cooling.cycles_of_concentration - 1)};
}

double waterClassOf(double water_C) {
  std::size_t i = 0;
  while (i + 1 < std::size(model::kWaterClasses) && water_C > model::kWaterClasses[i].highest_supply_C)
    ++i;
  return static_cast<double>(i + 1);
}

} // namespace snp::sim

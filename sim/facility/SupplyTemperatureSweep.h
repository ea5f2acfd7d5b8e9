#pragma once

#include "model/Config.h"

#include <span>
#include <vector>

namespace snp::sim {

// What the supply temperature of each cooling technology does to the PUE and to the annual cooling
// energy of one configuration, everything else as configured, at the utilisation evaluate() uses.

struct SupplyTemperaturePoint {
  double supply_C = 0;
  double pue = 0;
  double facility_W = 0;
  double annual_cooling_kWh = 0;
};

struct CoolingTechnologyCurve {
  model::CoolingKind kind = model::CoolingKind::Air;
  double liquid_fraction = 0; // the heat share liquid takes on this curve (as the cooling model uses it)
  std::vector<SupplyTemperaturePoint> points; // ascending supply temperature
};

struct SupplyTemperatureSweep {
  double utilisation = 0;                     // accelerator busy fraction, as evaluate() draws power
  std::vector<CoolingTechnologyCurve> curves; // one per model::CoolingKind, in enum order
};

// Validation's bounds on cooling.supply_C.
inline constexpr double kMinSupply_C = 5;
inline constexpr double kMaxSupply_C = 70;
// ASHRAE TC 9.9 class A1 allowable server inlet air is 15-32 °C; an air hall is not swept beyond it.
inline constexpr double kMaxAirSupply_C = 32;

// The liquid share a technology is given in the sweep: the configured one for the config's own
// kind, the catalogue's for the others (model/CoolingCatalogue.h, resources/equipment/cooling.json).
double sweepLiquidFraction(const model::Config &config, model::CoolingKind kind);

// 10, 12, ... 60 °C: chilled water to warm-water cooling.
std::vector<double> defaultSupplyTemperatures();

// One curve per cooling technology over `supply_C` (outside [5, 70] °C skipped, air above 32 °C
// skipped). The config's own supply temperature is always a point of its own kind's curve, and
// that point equals evaluate(config).cooling.pue.
SupplyTemperatureSweep sweepSupplyTemperature(const model::Config &config, std::span<const double> supply_C);

} // namespace snp::sim

#pragma once

#include "model/Cooling.h"

#include <optional>

namespace snp::model {

// What choosing a cooling method sets, from the catalogue in resources/equipment/cooling.json
// (each entry with its public source): the share of the heat liquid takes, the supply
// temperature, the coolant's rise, the accelerators' junction-to-supply resistance and the coolant. Air has
// no coolant: it leaves the fluid as is.
struct CoolingDefaults {
  CoolingKind kind = CoolingKind::Air;
  double liquid_fraction = 0;
  double supply_C = 0;
  double delta_T_K = 0;
  double junction_resistance_K_per_W = 0;
  std::optional<Fluid> fluid;
};

// The catalogue's entry for `kind`; every kind has one (tests/model/cooling_catalogue_test.cpp).
const CoolingDefaults &coolingDefaults(CoolingKind kind);

// The accelerators' junction-to-supply resistance in use: the configuration's, or the catalogue's
// for its method.
double junctionResistanceKPerW(const Cooling &cooling);

} // namespace snp::model

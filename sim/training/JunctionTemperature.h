#pragma once

#include "model/Config.h"

namespace snp::sim {

// The accelerators' junction temperature while they compute: the coolant supply (the inlet air
// where air cools them) plus the power they draw times the thermal resistance from the junction to
// that supply, by cooling method (model::junctionResistanceKPerW). A chip with a
// maximum operating temperature draws no more than keeps it there: the clock falls as under a
// power cap (sim/training/PowerCap.h). docs/sources/thermal-and-clocks.md gathers the figures.

// Junction temperature at `draw_W`.
double junctionC(const model::Config &config, double draw_W);

// The power at which the junction reaches the chip's max operating temperature; 0 without one.
// Never below the idle draw and a hundredth of the TDP (validation refuses a supply that leaves
// less: model/Validation.cpp).
double thermalLimitW(const model::Config &config);

// What the chip's compute draw is limited to: its power cap, or the thermal limit where lower; 0
// when neither applies.
double operatingCapW(const model::Config &config);

} // namespace snp::sim

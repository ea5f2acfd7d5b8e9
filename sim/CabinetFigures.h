#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"
#include "sim/facility/CoolingModel.h"

namespace snp::sim {

// One cabinet of the hall as the room and the selection show it, from the evaluation of the
// whole configuration. Every cabinet holds the same job hardware; the hot spares beside it are
// dealt round the cabinets (model/SparePlacement.h).
struct CabinetFigures {
  int first_node = 0; // 0-based, in the hall
  int nodes = 0;
  int hot_spares = 0; // installed beside its nodes
  double power_W = 0;
  double power_limit_use = 0;   // NaN when no power limit is set
  double cooling_limit_use = 0; // NaN when no cooling limit is set
  CabinetHeatRejection heat;    // at the accelerators' busy fraction
  double liquid_share = 0;      // of its heat
  double liquid_heat_W = 0;
  double air_heat_W = 0;
  double failures_per_day = 0; // node failures in this cabinet; NaN without a node MTBF
  double mtbf_s = 0;           // between two of them
};

// Cabinet `index` (0-based, < config.layout.cabinets) of an evaluated configuration.
CabinetFigures cabinetFigures(const model::Config &config, const Results &results, int index);

// Share of the step the accelerators compute, in [0, 1]: the utilisation power is drawn at.
double busyFraction(const Results &results);

} // namespace snp::sim

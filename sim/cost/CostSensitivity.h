#pragma once

#include "model/Config.h"
#include "model/Message.h"
#include "sim/cost/Ownership.h"

#include <array>

namespace snp::sim {

// How far one input moves a cost when it is `swing` lower and higher (a tornado chart's bar).
struct CostSwing {
  model::Message input;
  double low = 0;  // the cost with the input at (1 − swing) ×
  double high = 0; // at (1 + swing) ×
};

inline constexpr std::size_t kCostInputs = 9;

// The cost per million tokens (or any cost that is the annual cost over a fixed output) with each
// price and rate of the cost model moved by ±swing on its own: the hardware's and the hall's prices,
// electricity, water, maintenance and support, the discount rate and both lives. Exact, not a
// derivative: the annual cost is recomposed from its parts, the lives and the rate through the capital
// recovery factor. Ordered as listed; a chart sorts them by reach.
std::array<CostSwing, kCostInputs>
costSensitivity(const model::Finance &finance, const AnnualCostParts &parts, double cost, double swing = 0.2);

} // namespace snp::sim

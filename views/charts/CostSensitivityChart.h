#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// The current scenario's cost per million tokens with each price and rate 20 % lower and higher on its
// own (sim/cost/CostSensitivity.h), as a tornado: the input that moves it most on top, bars as the
// change in per cent. Inputs that move nothing (a price left at 0) are left out.
std::unique_ptr<QChart> makeCostSensitivityChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// One stacked bar per scenario: the equivalent annual cost (sim/cost/Ownership.h) by part - the
// hardware's and the facility's capital charged over their lives, then electricity, water,
// maintenance and support - in the current scenario's currency.
std::unique_ptr<QChart> makeCostChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

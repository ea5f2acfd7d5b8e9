#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// One line per scenario: what owning the design has cost by each year of the hardware's life, in
// today's money - the hardware bought at year 0, then each year the facility's capital charge and the
// running costs, discounted. The last point is the scenario's total cost of ownership.
std::unique_ptr<QChart> makeTcoChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

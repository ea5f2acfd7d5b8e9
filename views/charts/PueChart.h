#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// For the current scenario: PUE against the supply temperature, one solid line per cooling
// technology (sim::sweepSupplyTemperature), and on a second axis the annual cooling energy as a
// dashed line of the same colour. The configuration as it stands is marked.
std::unique_ptr<QChart> makePueChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

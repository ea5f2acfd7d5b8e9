#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// For the current scenario: goodput (%) against the checkpoint period in minutes (log axis), from
// sim::sweepCheckpointPeriod, with Young's, Daly's and the period in use marked and labelled (and the
// availability-optimal period too when the configuration does not use it).
std::unique_ptr<QChart> makeGoodputChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

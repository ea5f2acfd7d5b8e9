#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// One stacked bar per scenario: the facility's annual mean power by part (sim::powerBreakdown), in
// kW, or MW when a scenario reaches a megawatt. Legend names are short: hosts are CPUs, DPUs and the
// board; network is NICs, in-node switch chips and optics; power losses are conversion and
// distribution.
std::unique_ptr<QChart> makePowerBreakdownChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

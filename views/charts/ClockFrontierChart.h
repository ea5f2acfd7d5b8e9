#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// For the current scenario: energy per token against step time as the accelerators' clock is
// lowered by a power cap from the configuration's own draw to the voltage floor
// (sim::clockFrontier), the accelerators' energy as a solid line and the facility's dashed, each
// point a cap. The configuration as it stands is marked.
std::unique_ptr<QChart> makeClockFrontierChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

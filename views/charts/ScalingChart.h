#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// Scaling efficiency (%) against the accelerator count (log axis), one line per scenario from
// sim::scalingCurve; each ends at the scenario's own N, marked with its efficiency (the figure the
// criteria judge), under a dashed 90 % line. The current scenario's line is drawn thicker.
std::unique_ptr<QChart> makeScalingChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

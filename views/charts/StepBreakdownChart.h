#pragma once

#include "views/charts/ChartData.h"

#include <QChart>

#include <memory>

namespace snp::charts {

// One stacked bar per scenario: where a training step's seconds go (sim::effectiveStepBreakdown), checkpoints
// and failures included as their per-step share of the run. Parts that are zero in every scenario
// are left out.
std::unique_ptr<QChart> makeStepBreakdownChart(const Scenarios &scenarios, int current);

} // namespace snp::charts

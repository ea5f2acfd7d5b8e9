#pragma once

#include "sim/scheduling/Scheduler.h"

#include <QChart>

#include <memory>
#include <vector>

namespace snp::charts {

// A scheduling run over time (sim::ScheduleResult::utilisation): the share of in-service cards
// that are busy, each sample's average drawn across its interval (%, left axis), and the jobs
// queued (right axis). Time runs from `start_s` in minutes, hours or days, whichever reads best
// for the run's length.
std::unique_ptr<QChart> makeUtilisationChart(const std::vector<sim::UtilisationSample> &samples,
                                             double start_s);

// Moves the dashed line that marks the replay's moment in a chart makeUtilisationChart made.
void markChartTime(QChart &chart, double time_s);

} // namespace snp::charts

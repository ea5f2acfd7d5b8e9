#pragma once

#include "sim/serving/ServingLoad.h"

#include <QChart>
#include <QString>

#include <memory>
#include <vector>

namespace snp::charts {

// Object names of the latency chart's series, for code that reads them back (tests, exports).
inline constexpr const char *kLatencyP50Series = "P50";
inline constexpr const char *kLatencyP99Series = "P99";
inline constexpr const char *kLatencyTargetSeries = "Target";
inline constexpr const char *kMaxRateSeries = "MaxRate";

// A served model's latency against the offered request rate (sim::ServingResults::latency_curve):
// the median and 99th percentile of `latency` (its name, e.g. "End-to-end latency") in ms against
// requests/s, the P99 target as a horizontal line, and the highest rate meeting it marked and
// labelled (none when even a lone request misses it). An empty curve draws the axes and the target.
std::unique_ptr<QChart> makeLatencyCurveChart(const std::vector<sim::LatencyPoint> &curve, double target_s,
                                              double max_rate_per_s, const QString &latency);

} // namespace snp::charts

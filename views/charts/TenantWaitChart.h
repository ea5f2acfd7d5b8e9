#pragma once

#include "sim/scheduling/Scheduler.h"

#include <QChart>

#include <memory>
#include <vector>

namespace snp::charts {

// Most tenants a wait chart shows: beyond that the bars are too thin to read.
inline constexpr int kMaxChartedTenants = 20;

// Each tenant's mean and 95th-percentile wait in a scheduling run (sim::TenantQueueing), side by
// side, in the time unit that reads best for the longest. With more than kMaxChartedTenants, those
// with the most jobs, and the title says so.
std::unique_ptr<QChart> makeTenantWaitChart(const std::vector<sim::TenantQueueing> &tenants);

} // namespace snp::charts

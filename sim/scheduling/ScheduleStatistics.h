#pragma once

// The statistics a finished schedule is summarised by, computed from its record and outcomes:
// kept apart from the event loop so that each reads on its own.

#include "sim/scheduling/JobTrace.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/UtilisationRecord.h"

#include <vector>

namespace snp::sim {

// The q-quantile (0 < q ≤ 1) of `values` by the nearest-rank method; 0 when there are none.
double percentile(std::vector<double> values, double q);

// How much the utilisation swings from hour to hour while jobs arrive (quarters of that span when
// it is shorter than four hours): its standard deviation and half its 5-95 % range.
struct HourlySwing {
  int windows = 0;
  double deviation = 0;
  double half_range = 0;
};
HourlySwing hourlySwing(const UtilisationRecord &record, double first_submit_s, double last_submit_s);

// Each tenant's jobs, finished card-hours and mean and 95th-percentile wait.
std::vector<TenantQueueing> tenantQueueing(const JobTrace &trace, const std::vector<JobOutcome> &outcomes);

} // namespace snp::sim

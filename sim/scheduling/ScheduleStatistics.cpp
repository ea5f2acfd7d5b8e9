#include "sim/scheduling/ScheduleStatistics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>

namespace snp::sim {

namespace {

constexpr double kHour = 3600;

double mean(const std::vector<double> &values) {
  return values.empty() ? 0 : std::accumulate(values.begin(), values.end(), 0.0) / values.size();
}

} // namespace

double percentile(std::vector<double> values, double q) {
  if (values.empty()) return 0;
  const auto k = static_cast<std::size_t>(std::ceil(q * values.size())) - 1;
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
  return values[k];
}

HourlySwing hourlySwing(const UtilisationRecord &record, double first_submit_s, double last_submit_s) {
  HourlySwing swing;
  const double arrivals = last_submit_s - first_submit_s;
  const bool hourly = arrivals >= 4 * kHour;
  swing.windows = hourly ? static_cast<int>(arrivals / kHour) : (arrivals > 0 ? 4 : 0);
  if (swing.windows < 2) return swing;
  const double window_s = hourly ? kHour : arrivals / 4;
  std::vector<double> shares;
  for (const CardTime &bin :
       record.binned(first_submit_s, first_submit_s + swing.windows * window_s, swing.windows))
    if (bin.service_card_s > 0) shares.push_back(bin.busy_card_s / bin.service_card_s);
  if (shares.size() < 2) return swing;
  const double average = mean(shares);
  double squares = 0;
  for (double share : shares)
    squares += (share - average) * (share - average);
  swing.deviation = std::sqrt(squares / (shares.size() - 1));
  swing.half_range = (percentile(shares, 0.95) - percentile(shares, 0.05)) / 2;
  return swing;
}

std::vector<TenantQueueing> tenantQueueing(const JobTrace &trace, const std::vector<JobOutcome> &outcomes) {
  std::vector<TenantQueueing> tenants(trace.tenants.size());
  std::vector<std::vector<double>> waits(trace.tenants.size());
  for (std::size_t j = 0; j < trace.jobs.size(); ++j) {
    const Job &job = trace.jobs[j];
    const JobOutcome &outcome = outcomes[j];
    const auto t = static_cast<std::size_t>(job.tenant);
    ++tenants[t].jobs;
    if (outcome.start_s >= 0) waits[t].push_back(outcome.wait_s);
    if (outcome.end_s >= 0) tenants[t].card_hours += job.duration_s * job.cards / kHour;
  }
  for (std::size_t t = 0; t < tenants.size(); ++t) {
    tenants[t].tenant = trace.tenants[t];
    tenants[t].mean_wait_s = mean(waits[t]);
    tenants[t].p95_wait_s = percentile(waits[t], 0.95);
  }
  return tenants;
}

} // namespace snp::sim

#include "sim/serving/ServingQueue.h"

#include "sim/serving/LargePoisson.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
} // namespace

double erlangC(double servers, double offered_load) {
  const double c = std::floor(servers);
  if (c < 1 || offered_load >= c) return 1;
  if (offered_load <= 0) return 0;
  if (c >= kLargePoissonCount) {
    // C = P(N = c)/(1 − ρ) / (P(N < c) + P(N = c)/(1 − ρ)) for N ~ Poisson(a): the ratio of the two
    // terms in logarithms, so that a P(N = c) below the smallest double gives 0, not 0/0.
    const PoissonNearCount poisson = poissonNearCount(c, offered_load);
    const double log_ratio = std::log(poisson.below) + std::log1p(-offered_load / c) - poisson.log_mass;
    return 1 / (1 + std::exp(log_ratio));
  }
  double blocking = 1;
  for (double k = 1; k <= c; ++k)
    blocking = offered_load * blocking / (k + offered_load * blocking);
  const double utilisation = offered_load / c;
  return blocking / (1 - utilisation * (1 - blocking));
}

QueueWait queueWait(const MultiServerQueue &queue) {
  if (!queue.stable() || queue.service_mean_s <= 0) return {1, 0};
  const double service_rate = 1 / queue.service_mean_s;
  const double variability = (1 + queue.service_cv * queue.service_cv) / 2;
  return {erlangC(queue.servers, queue.offeredLoad()),
          (std::floor(queue.servers) * service_rate - queue.arrival_rate_per_s) / variability};
}

QueueWait successiveWaits(const QueueWait &first, const QueueWait &second) {
  if (!first.stable() || !second.stable()) return {1, 0};
  const double waits = 1 - (1 - first.wait_probability) * (1 - second.wait_probability);
  const double mean = first.mean() + second.mean();
  if (waits <= 0 || mean <= 0) return {0, first.decay_per_s};
  return {waits, waits / mean};
}

double QueueWait::mean() const { return stable() ? wait_probability / decay_per_s : kInf; }

double QueueWait::exceedance(double t_s) const {
  if (!stable()) return 1;
  return t_s < 0 ? 1 : wait_probability * std::exp(-decay_per_s * t_s);
}

double QueueWait::quantile(double p) const {
  if (!stable()) return kInf;
  if (wait_probability <= 1 - p) return 0;
  return std::log(wait_probability / (1 - p)) / decay_per_s;
}

} // namespace snp::sim

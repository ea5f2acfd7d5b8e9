#include "sim/reliability/SparePool.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

// Below this mean e^-mean does not underflow and the terms follow by multiplication.
constexpr double kLinearRangeMean = 500;

// The terms e^-mean mean^i / i! of a Poisson distribution, i = 0, 1, 2, ... in turn.
class PoissonTerms {
public:
  explicit PoissonTerms(double mean)
      : mean_(mean), log_mean_(std::log(mean)), linear_(mean < kLinearRangeMean), term_(std::exp(-mean)) {}
  double next() {
    if (i_ > 0)
      term_ = linear_ ? term_ * mean_ / i_ : std::exp(-mean_ + i_ * log_mean_ - std::lgamma(i_ + 1.0));
    ++i_;
    return term_;
  }
  // Past the mean the terms fall geometrically: once one no longer changes the sum, none will.
  bool negligible(double sum) const { return i_ > mean_ && term_ < 1e-17 * sum; }

private:
  double mean_, log_mean_;
  bool linear_;
  double term_;
  int i_ = 0;
};

} // namespace

double poissonAtMost(double mean, int k) {
  if (k < 0) return 0;
  if (mean <= 0) return 1;
  PoissonTerms terms(mean);
  double sum = 0;
  for (int i = 0; i <= k && !(i > 0 && terms.negligible(sum)); ++i)
    sum += terms.next();
  return std::min(sum, 1.0);
}

double sparesSufficientProbability(int nodes, double node_rate_per_s, double repair_s, int spares) {
  return poissonAtMost(nodes * node_rate_per_s * repair_s, spares);
}

int sparesForRepairWindow(int nodes, double node_rate_per_s, double repair_s, double confidence) {
  // The least k with P(N <= k) >= confidence, summing the terms once: O(k), where asking
  // poissonAtMost for each k in turn took O(k²) (minutes for a hundred thousand nodes).
  const double mean = nodes * node_rate_per_s * repair_s;
  if (mean <= 0) return 0;
  PoissonTerms terms(mean);
  double sum = 0;
  for (int spares = 0; spares < nodes; ++spares) {
    sum += terms.next();
    if (std::min(sum, 1.0) >= confidence) return spares;
  }
  return std::max(0, nodes);
}

double erlangB(int servers, double offered_load) {
  double b = 1;
  for (int k = 1; k <= servers; ++k)
    b = offered_load * b / (k + offered_load * b);
  return b;
}

namespace {

// Repair time over the mean time from one failure to the next while no one waits.
double offeredLoad(double system_rate_per_s, double repair_s, double restart_s) {
  return repair_s / (1 / system_rate_per_s + restart_s);
}

} // namespace

double expectedRepairWait(double system_rate_per_s, double repair_s, double restart_s, int spares) {
  if (spares <= 0) return repair_s;
  if (system_rate_per_s <= 0) return 0;
  const double waiting_share = erlangB(spares + 1, offeredLoad(system_rate_per_s, repair_s, restart_s));
  return waiting_share / (1 - waiting_share) * (1 / system_rate_per_s + restart_s);
}

double spareReadyProbability(double system_rate_per_s, double repair_s, double restart_s, int spares) {
  if (system_rate_per_s <= 0) return spares > 0 ? 1 : 0;
  return 1 - erlangB(spares, offeredLoad(system_rate_per_s, repair_s, restart_s));
}

} // namespace snp::sim

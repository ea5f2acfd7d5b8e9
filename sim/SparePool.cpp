#include "sim/SparePool.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

// Below this mean e^-mean does not underflow and the terms follow by multiplication.
constexpr double kLinearRangeMean = 500;

} // namespace

double poissonAtMost(double mean, int k) {
  if (k < 0) return 0;
  if (mean <= 0) return 1;
  // Past the mean the terms fall geometrically; stop once they no longer change the sum.
  constexpr double kNegligible = 1e-17;
  if (mean < kLinearRangeMean) {
    double term = std::exp(-mean);
    double sum = term;
    for (int i = 1; i <= k && !(i > mean && term < kNegligible * sum); ++i) {
      term *= mean / i;
      sum += term;
    }
    return std::min(sum, 1.0);
  }
  const double log_mean = std::log(mean);
  double sum = 0;
  for (int i = 0; i <= k; ++i)
    sum += std::exp(-mean + i * log_mean - std::lgamma(i + 1.0));
  return std::min(sum, 1.0);
}

double sparesSufficientProbability(int nodes, double node_rate_per_s, double repair_s, int spares) {
  return poissonAtMost(nodes * node_rate_per_s * repair_s, spares);
}

int sparesForRepairWindow(int nodes, double node_rate_per_s, double repair_s, double confidence) {
  int spares = 0;
  while (spares < nodes && sparesSufficientProbability(nodes, node_rate_per_s, repair_s, spares) < confidence)
    ++spares;
  return spares;
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

#include "sim/SparePool.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

// Below this mean e^-mean does not underflow and the terms follow by multiplication.
constexpr double kLinearRangeMean = 500;

// P(Gamma(shape, rate) < t): the shape-th failure of a Poisson stream comes before t.
double gammaBefore(int shape, double rate, double t) {
  return shape <= 0 ? 1.0 : 1 - poissonAtMost(rate * t, shape - 1);
}

// Time left of the repair window once the S-th previous failure's restarts are taken off.
double openWindow(double repair_s, double restart_s, int spares) {
  return std::max(0.0, repair_s - spares * restart_s);
}

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

double expectedRepairWait(double system_rate_per_s, double repair_s, double restart_s, int spares) {
  if (spares <= 0) return repair_s;
  if (system_rate_per_s <= 0) return 0;
  const auto waitGiven = [&](double earlier_wait_s) {
    const double window = openWindow(repair_s, restart_s + earlier_wait_s, spares);
    // E[(a - G)+] = a P(G < a) - E[G; G < a], and E[G; G < a] = (S / rate) P(Gamma(S + 1) < a).
    return std::max(0.0, window * gammaBefore(spares, system_rate_per_s, window) -
                             spares / system_rate_per_s * gammaBefore(spares + 1, system_rate_per_s, window));
  };
  // waitGiven falls as the earlier waits grow, so waitGiven(w) - w has one root in [0, repair];
  // 30 halvings pin it to 1e-9 of the repair time.
  double low = 0, high = repair_s;
  constexpr int kBisections = 30;
  for (int i = 0; i < kBisections; ++i) {
    const double mid = (low + high) / 2;
    (waitGiven(mid) > mid ? low : high) = mid;
  }
  return (low + high) / 2;
}

double spareReadyProbability(double system_rate_per_s, double repair_s, double restart_s, int spares,
                             double mean_wait_s) {
  return 1 - gammaBefore(spares, system_rate_per_s, openWindow(repair_s, restart_s + mean_wait_s, spares));
}

} // namespace snp::sim

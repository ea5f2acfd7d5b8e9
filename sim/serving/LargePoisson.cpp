#include "sim/serving/LargePoisson.h"

#include <cmath>
#include <numbers>

namespace snp::sim {

namespace {

// μ − ln(1 + μ), by its series μ²/2 − μ³/3 + … near 0, where the difference would lose the
// digits that decide the heavy-traffic figures.
double logGap(double mu) {
  if (std::abs(mu) > 0.1) return mu - std::log1p(mu);
  double sum = 0, power = mu * mu;
  for (int k = 2; k < 40; ++k, power *= -mu) {
    sum += power / k;
    if (std::abs(power) < 1e-18 * sum) break;
  }
  return sum;
}

// ln count! − ((count + ½) ln count − count + ½ ln 2π): Stirling's series, whose next term,
// 1/(1260 count⁵), is below 1e-23 from kLargePoissonCount on.
double stirlingError(double count) { return 1 / (12 * count) - 1 / (360 * count * count * count); }

// Temme's first two coefficients c0(η) and c1(η), μ = λ − 1, by their closed forms (DLMF 8.12.9);
// near η = 0, where those cancel, by their Maclaurin series (DLMF 8.12.11, Temme's coefficients).
struct TemmeTerms {
  double c0;
  double c1;
};

TemmeTerms temmeTerms(double eta, double mu) {
  if (std::abs(mu) < 0.01)
    return {-1.0 / 3 + eta / 12 - 2 * eta * eta / 135 + eta * eta * eta / 864,
            -1.0 / 540 - eta / 288 + eta * eta / 378};
  return {1 / mu - 1 / eta, 1 / (eta * eta * eta) - 1 / (mu * mu * mu) - 1 / (mu * mu) - 1 / (12 * mu)};
}

} // namespace

PoissonNearCount poissonNearCount(double count, double mean) {
  const double mu = (mean - count) / count; // λ − 1 with λ = mean / count, negative here
  const double gap = logGap(mu);            // ½η²
  const double eta = -std::sqrt(2 * gap);
  const double exponent = count * gap;
  const double root = std::sqrt(2 * std::numbers::pi * count);
  const TemmeTerms terms = temmeTerms(eta, mu);
  return {-exponent - std::log(root) - stirlingError(count),
          std::erfc(-std::sqrt(exponent)) / 2 + std::exp(-exponent) / root * (terms.c0 + terms.c1 / count)};
}

} // namespace snp::sim

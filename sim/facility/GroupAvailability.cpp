#include "sim/facility/GroupAvailability.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

double unitAvailability(const model::UnitFailures &failures) {
  if (!(failures.mtbf_h > 0)) return 1;
  return failures.mtbf_h / (failures.mtbf_h + std::max(0.0, failures.mttr_h));
}

double groupAvailability(model::Redundancy redundancy, int installed, int usable,
                         const model::UnitFailures &failures) {
  const double a = unitAvailability(failures);
  if (a >= 1) return 1;
  if (usable <= 0) return 0;
  if (redundancy == model::Redundancy::TwoN) {
    const double side = std::pow(a, installed / 2);
    return 1 - (1 - side) * (1 - side);
  }
  // P(at least `usable` of `installed` up), each term C(n, j) a^j (1 - a)^(n - j) in logarithms so
  // that large groups neither overflow nor underflow.
  const double n = installed;
  double up = 0;
  for (int j = usable; j <= installed; ++j)
    up += std::exp(std::lgamma(n + 1) - std::lgamma(j + 1.0) - std::lgamma(n - j + 1) + j * std::log(a) +
                   (n - j) * std::log1p(-a));
  return std::min(1.0, up);
}

double groupOutagesPerHour(model::Redundancy redundancy, int installed, int usable,
                           const model::UnitFailures &failures) {
  const double a = unitAvailability(failures);
  if (a >= 1 || usable <= 0) return 0;
  const double lambda = 1 / failures.mtbf_h;
  if (redundancy == model::Redundancy::TwoN) {
    const int m = installed / 2;
    const double side = std::pow(a, m);
    return 2 * side * (1 - side) * m * lambda;
  }
  const double n = installed;
  const double k = usable;
  return std::exp(std::lgamma(n + 1) - std::lgamma(k + 1) - std::lgamma(n - k + 1) + k * std::log(a) +
                  (n - k) * std::log1p(-a)) *
         k * lambda;
}

} // namespace snp::sim

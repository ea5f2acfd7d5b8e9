#include "sim/reliability/JunctionFailures.h"

#include "model/CoolingCatalogue.h"
#include "sim/training/JunctionTemperature.h"
#include "sim/training/PowerCap.h"

#include <cmath>
#include <span>
#include <vector>

namespace snp::sim {

namespace {

constexpr double kBoltzmann_eV_per_K = 8.617333262e-5; // CODATA 2018
constexpr double kZeroCelsius_K = 273.15;
constexpr double kSecondsPerHour = 3600;
// Beyond what accelerated-life tests stress dies at (JEDEC JESD22-A108 high-temperature operating
// life: 125-150 °C), no rate is known: the factor stops growing there.
constexpr double kHottestJunction_C = 150;

std::span<const model::FailureRate> ratesOf(const model::ReliabilityPolicy &policy) {
  static const std::vector<model::FailureRate> kDefaults = model::ReliabilityPolicy::llama3Defaults();
  return policy.failure_rates.empty() ? std::span<const model::FailureRate>(kDefaults)
                                      : std::span<const model::FailureRate>(policy.failure_rates);
}

} // namespace

double arrheniusFactor(double activation_eV, double reference_C, double junction_C) {
  if (!(activation_eV > 0)) return 1;
  const double reference_K = reference_C + kZeroCelsius_K;
  const double junction_K = std::min(junction_C, kHottestJunction_C) + kZeroCelsius_K;
  return std::exp(activation_eV / kBoltzmann_eV_per_K * (1 / reference_K - 1 / junction_K));
}

JunctionFailures junctionFailures(const model::Config &config) {
  const model::Accelerator &acc = config.accelerator;
  JunctionFailures f;
  f.draw_W = computeDrawW(acc, operatingCapW(config));
  f.junction_C = junctionC(config, f.draw_W);
  f.reference_C = config.reliability.reference_inlet_C +
                  acc.tdp_W * model::coolingDefaults(model::CoolingKind::Air).junction_resistance_K_per_W;
  double counted = 0, scaled = 0;
  for (const model::FailureRate &rate : ratesOf(config.reliability)) {
    counted += rate.per_accelerator_hour;
    scaled += rate.per_accelerator_hour * arrheniusFactor(rate.activation_eV, f.reference_C, f.junction_C);
  }
  f.factor = counted > 0 ? scaled / counted : 1;
  f.rate_per_s = scaled / kSecondsPerHour;
  return f;
}

} // namespace snp::sim

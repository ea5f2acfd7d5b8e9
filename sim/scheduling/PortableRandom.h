#pragma once

// Random variates computed from std::mt19937_64's raw output. The engine's sequence is fixed by
// the C++ standard, but std::uniform_real_distribution, std::exponential_distribution and
// std::normal_distribution are not: libstdc++, libc++ and MSVC draw different numbers from the
// same seed. A trace made from a seed must be the same everywhere, so the transforms are here.

#include <cmath>
#include <cstddef>
#include <numbers>
#include <random>
#include <span>

namespace snp::sim {

// In [0, 1): the top 53 bits of one draw, the resolution of a double.
inline double uniform01(std::mt19937_64 &rng) { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }

// Exponential with rate `rate` (mean 1 / rate) by inverse transform; 1 - u is in (0, 1].
inline double exponential(std::mt19937_64 &rng, double rate) { return -std::log1p(-uniform01(rng)) / rate; }

// Standard normal by Box-Muller; one of the pair is used so that every variate costs two draws.
inline double standardNormal(std::mt19937_64 &rng) {
  const double radius = std::sqrt(-2 * std::log1p(-uniform01(rng)));
  return radius * std::cos(2 * std::numbers::pi * uniform01(rng));
}

// Lognormal: exp(N(ln median, sigma^2)).
inline double lognormal(std::mt19937_64 &rng, double median, double sigma) {
  return median * std::exp(sigma * standardNormal(rng));
}

// An index drawn with probability weights[i] / sum(weights); the weights are >= 0, their sum > 0.
inline std::size_t pickWeighted(std::mt19937_64 &rng, std::span<const double> weights) {
  double total = 0;
  for (double w : weights)
    total += w;
  double target = uniform01(rng) * total;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (target < weights[i]) return i;
    target -= weights[i];
  }
  // Rounding can leave target just above the last weight: the last non-zero weight takes it.
  std::size_t last = weights.size() - 1;
  while (last > 0 && weights[last] == 0)
    --last;
  return last;
}

} // namespace snp::sim

#pragma once

// A Poisson variable near a large count, in constant time: Erlang's formulas for a pool of
// millions of slots (a serving slice of 2^24 accelerators holds 2^32 and more) would otherwise
// sum a term per slot.

namespace snp::sim {

// Below this count a term-by-term sum is as fast and exact to the last bits; from it on the
// expansions below stay within 3e-13 of the exact figures (their first omitted terms, Temme's c2
// over the count squared).
inline constexpr double kLargePoissonCount = 1e4;

// For N ~ Poisson(mean), a whole `count` of at least kLargePoissonCount and 0 < mean < count:
struct PoissonNearCount {
  double log_mass = 0; // ln P(N = count), by Stirling's series for ln count!
  double below = 0;    // P(N < count) = Q(count, mean), the regularised upper incomplete gamma
};

// Q by Temme's uniform asymptotic expansion, two terms (Temme, "The asymptotic expansion of the
// incomplete gamma functions", SIAM J. Math. Anal. 10, 1979; DLMF 8.12.4 and 8.12.7), which holds
// uniformly in mean / count, the heavy traffic near 1 included.
PoissonNearCount poissonNearCount(double count, double mean);

} // namespace snp::sim

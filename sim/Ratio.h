#pragma once

#include <cmath>

namespace snp::sim {

// value / of, or 0 when `of` is 0, negative or not finite: a share of nothing, a rate over no time.
// The figures that divide by a count, a power or a time the configuration may leave at 0 use it, so
// that such a configuration reads 0 rather than infinity or NaN.
inline double ratioOf(double value, double of) { return of > 0 && std::isfinite(of) ? value / of : 0; }

} // namespace snp::sim

#pragma once

#include "model/Config.h"

#include <algorithm>

namespace snp::sim {

// How the accelerators split into scale-up domains joined by the scale-out tier.
struct DomainLayout {
  int accelerators = 1;
  int domain = 1;  // accelerators per scale-up domain
  int domains = 1; // endpoints of the scale-out tier
};

inline DomainLayout domainLayout(const model::Config &config) {
  DomainLayout l;
  l.accelerators = std::max(1, config.accelerators());
  l.domain = std::clamp(config.network.scaleup_domain, 1, l.accelerators);
  l.domains = (l.accelerators + l.domain - 1) / l.domain;
  return l;
}

// The smaller of two bandwidths, ignoring one left at 0 (unspecified).
inline double positiveMin(double a, double b) {
  if (a <= 0) return b;
  if (b <= 0) return a;
  return std::min(a, b);
}

} // namespace snp::sim

#pragma once

#include "model/Workload.h"

#include <algorithm>

namespace snp::sim {

// The part of a transfer or collective lasting `time` that runs hidden behind compute lasting
// `window` beside it: overlap hides workload.overlap_fraction of it, never more than the window
// it runs beside. One rule for tensor-, expert-, pipeline- and data-parallel traffic and for host
// copies, so that changing it changes them all.
inline double hiddenBehind(const model::Workload &w, double time, double window) {
  return w.overlap_fraction * std::min(time, window);
}

} // namespace snp::sim

#pragma once

#include "model/Redundancy.h"

namespace snp::sim {

// The share of time one unit is up: MTBF / (MTBF + MTTR); 1 for a unit that never fails.
double unitAvailability(const model::UnitFailures &failures);

// The share of time a group of `installed` units carries its load, units failing and being repaired
// independently: at least `usable` of them up (N, N+1, distributed redundant: k out of n), or one
// of its two complete sets wholly up (2N: 1 - (1 - a^(n/2))^2).
double groupAvailability(model::Redundancy redundancy, int installed, int usable,
                         const model::UnitFailures &failures);

} // namespace snp::sim

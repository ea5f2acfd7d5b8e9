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

// How often such a group stops carrying its load, per hour, by the frequency-and-duration method
// for units that fail and are repaired at exponential times (Billinton and Allan, "Reliability
// Evaluation of Engineering Systems", 2nd ed., ch. 11): the probability of the last state that
// carries the load times the rate of leaving it. k of n: C(n, k) a^k (1 - a)^(n - k) x k lambda;
// 2N, two sets of m units in series: 2 x s(1 - s) x m lambda, s = a^m. 0 for a unit that never fails.
double groupOutagesPerHour(model::Redundancy redundancy, int installed, int usable,
                           const model::UnitFailures &failures);

} // namespace snp::sim

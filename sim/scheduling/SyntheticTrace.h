#pragma once

// A job trace drawn from a SyntheticTraceSpec: Poisson arrivals, job sizes, lognormal durations,
// tenants, priorities, shapes and profiles from their discrete distributions. The same spec gives
// the same trace with any standard library (sim/scheduling/PortableRandom.h).

#include "sim/scheduling/JobTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"

namespace snp::sim {

// Times are rounded to the millisecond, as a trace file would keep them: k / 1000 is the double
// nearest to k ms, which writes as the short decimal.
inline constexpr double kSyntheticTicksPerSecond = 1000;

// `spec` must pass checkSyntheticTraceSpec. Each job takes the same number of draws from the
// generator whatever the distributions, so changing one of them (the tenants, say) leaves the
// others' draws as they were. Tenants are numbered in the order they first appear; a tenant that
// no job drew is left out.
JobTrace generateSyntheticTrace(const SyntheticTraceSpec &spec);

} // namespace snp::sim

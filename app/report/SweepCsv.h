#pragma once

// A sweep's designs worth a look as one CSV table: the Pareto front and the best design meeting
// the criteria, one row each, with every axis value and objective (RFC 4180, SI units).

#include "sim/sweep/Sweep.h"

#include <string>

namespace snp::report {

std::string sweepCsv(const sim::CompiledSweep &sweep, const sim::SweepResult &result);

} // namespace snp::report

#pragma once

#include "sim/Figure.h"

namespace snp::sim {

// Checkpoint intervals for a checkpoint write time δ, a mean time to interrupt M and a recovery
// time R (all in seconds).

// Young (1974): compute time between checkpoints τ = sqrt(2 δ M).
Figure youngInterval(double write_s, double mtbf_s);

// Daly (FGCS 2006, as LLNL/scr codes it): for δ < 2M
// τ = sqrt(2δM)·(1 + sqrt(δ/(2M))/3 + (δ/(2M))/9) − δ, else τ = M.
Figure dalyInterval(double write_s, double mtbf_s);

// Availability-optimal period between checkpoint starts, write included (arXiv 2410.18124):
// τ = δ + sqrt(2(M+R)δ + δ²).
Figure availabilityOptimalPeriod(double write_s, double mtbf_s, double recovery_s);

} // namespace snp::sim

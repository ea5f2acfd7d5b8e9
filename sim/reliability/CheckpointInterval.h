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

// The period between checkpoint starts, write included, that maximises the goodput of
// sim/reliability/ReliabilityModel.h's run: a period of compute τ and write δ does τ of work in an expected
// (M + D)(e^{(τ+δ)/M} − 1) of wall time, so the downtime D per failure does not move the optimum.
// Setting the derivative of τ / (e^{(τ+δ)/M} − 1) to zero gives 1 − τ/M = e^{−(τ+δ)/M}, i.e.
// τ = M (1 + W₀(−e^{−1−δ/M})) with Lambert's W (Daly, FGCS 2006, §3's exact solution); solved here
// by Newton's method on u = τ/M. Young's sqrt(2δM) is its first-order term.
Figure goodputOptimalPeriod(double write_s, double mtbf_s);

} // namespace snp::sim

#pragma once

namespace snp::sim {

// P(N <= k) for N ~ Poisson(mean): the direct sum of e^-mean mean^i / i! for i = 0..k (in log
// space for large means, where e^-mean underflows).
double poissonAtMost(double mean, int k);

// Failures of `nodes` nodes, each failing at `node_rate_per_s`, during one repair window of
// `repair_s` are ~ Poisson(nodes x rate x repair). The pool of `spares` lasts through the
// window when at most `spares` nodes fail in it.
double sparesSufficientProbability(int nodes, double node_rate_per_s, double repair_s, int spares);

// Seen from one failure of a job that stops while it is down: the S spares are all out when the
// S-th previous failure is still in repair. Between failures the job is down (restart and any
// wait W) and then runs an Exp(rate) time, so that failure is S (restart + W) + Gamma(S, rate)
// ago; the pool is empty when this is under `repair_s`, and the job then waits for that repair:
// W = E[(repair - S (restart + W) - Gamma(S, rate))+]. Taking the earlier waits at their mean
// makes this a fixed point in W (solved by bisection); no spares: W = repair.
double expectedRepairWait(double system_rate_per_s, double repair_s, double restart_s, int spares);

// The probability that a failure finds a spare ready, under the same assumptions, given the
// mean wait that expectedRepairWait found.
double spareReadyProbability(double system_rate_per_s, double repair_s, double restart_s, int spares,
                             double mean_wait_s);

} // namespace snp::sim

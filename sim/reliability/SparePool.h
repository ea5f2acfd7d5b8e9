#pragma once

namespace snp::sim {

// P(N <= k) for N ~ Poisson(mean): the direct sum of e^-mean mean^i / i! for i = 0..k (in log
// space for large means, where e^-mean underflows).
double poissonAtMost(double mean, int k);

// Failures of `nodes` nodes, each failing at `node_rate_per_s`, during one repair window of
// `repair_s` are ~ Poisson(nodes x rate x repair). The pool of `spares` lasts through the
// window when at most `spares` nodes fail in it.
double sparesSufficientProbability(int nodes, double node_rate_per_s, double repair_s, int spares);

// The smallest pool that lasts through a repair window with probability `confidence`: the
// `confidence` quantile of that Poisson count.
int sparesForRepairWindow(int nodes, double node_rate_per_s, double repair_s, double confidence);

// Erlang's loss formula B(servers, offered load), by the stable recursion
// B(k) = A B(k-1) / (k + A B(k-1)), B(0) = 1.
double erlangB(int servers, double offered_load);

// The spare pool of a job that stops while it is down. Nodes in repair K behave as an Erlang
// loss system with S + 1 servers: failures arrive while K <= S, each node is away for `repair_s`,
// and no failure arrives while the job waits with K = S + 1. By insensitivity K is truncated
// Poisson for any repair-time distribution, with offered load A = repair / (1/rate + restart)
// (restarts, like waits, pause the failures). The job waits a share B(S + 1, A) of the time, so
// one failure waits on average B / (1 - B) x (1/rate + restart): exactly `repair_s` without
// spares.
double expectedRepairWait(double system_rate_per_s, double repair_s, double restart_s, int spares);

// A failure finds a spare ready when K <= S - 1, seen by failures while the job runs:
// 1 - B(S, A).
double spareReadyProbability(double system_rate_per_s, double repair_s, double restart_s, int spares);

} // namespace snp::sim

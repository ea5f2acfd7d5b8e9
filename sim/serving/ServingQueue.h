#pragma once

// Queueing of requests for the slots of a continuously batched server: Poisson arrivals, c
// servers (batch slots), general service. Pure numbers, seconds and requests per second.

namespace snp::sim {

// Erlang's C formula: the probability that an arrival to an M/M/c queue waits, for c servers and
// an offered load a = λ/μ < c (Erlang 1917; Kleinrock, "Queueing Systems" vol. 1, §3.5). Below
// kLargePoissonCount servers through Erlang B's recursion B(k) = a B(k−1) / (k + a B(k−1)),
// C = B / (1 − (a/c)(1 − B)); from it on, in constant time, from the Poisson terms it is made of
// (sim/serving/LargePoisson.h): a slice of 2^24 accelerators has billions of slots, and the
// recursion took half a minute per serving evaluation. Finite for any c; 1 when a ≥ c.
double erlangC(double servers, double offered_load);

// An M/G/c queue: Poisson arrivals at `arrival_rate_per_s`, `servers` identical servers, service
// times of mean `service_mean_s` and coefficient of variation `service_cv`.
struct MultiServerQueue {
  double arrival_rate_per_s = 0;
  double servers = 1;
  double service_mean_s = 0;
  double service_cv = 1;

  double offeredLoad() const { return arrival_rate_per_s * service_mean_s; }
  bool stable() const { return offeredLoad() < servers; }
};

// The waiting time before service: 0 with probability 1 − C, else exponential with rate θ.
// M/M/c exactly: C = Erlang C and θ = cμ − λ, so E[W] = C/(cμ − λ) and P(W > t) = C e^{−(cμ−λ)t}.
// General service by the Allen–Cunneen approximation (Allen, "Probability, Statistics and Queueing
// Theory", 1990; Gross & Harris, "Fundamentals of Queueing Theory", §6): the M/M/c mean wait times
// (C_a² + C_s²)/2 with C_a = 1 for Poisson arrivals, kept in the same shape by dividing θ by that
// factor. Unstable queues (a ≥ c) wait forever: θ = 0, every figure infinite.
struct QueueWait {
  double wait_probability = 1;
  double decay_per_s = 0;

  bool stable() const { return decay_per_s > 0; }
  double mean() const;
  double exceedance(double t_s) const; // P(W > t)
  double quantile(double p) const;     // the smallest t with P(W ≤ t) ≥ p
};

QueueWait queueWait(const MultiServerQueue &queue);

// Two waits in a row (W1 + W2) as one of the same shape, matching the probability of any wait,
// 1 − (1 − C1)(1 − C2), and the mean, C1/θ1 + C2/θ2. Exact when either is no wait at all.
QueueWait successiveWaits(const QueueWait &first, const QueueWait &second);

} // namespace snp::sim

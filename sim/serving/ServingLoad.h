#pragma once

#include "sim/serving/ServingModel.h"
#include "sim/serving/ServingQueue.h"

#include <vector>

namespace snp::sim {

// A replica under load with continuous batching (Orca, Yu et al., OSDI 2022; vLLM, Kwon et al.,
// SOSP 2023): a request joins the running batch at the next iteration and leaves after its last
// token, so the batch is the number of requests in service. Requests are spread evenly over the
// replicas from one queue (a join-the-shortest-queue dispatcher).
//
// Operating point at an offered rate λ over R replicas (λ_r = λ/R per replica), prompt time
// P_t = ServingModel::prefill(), O output tokens:
//  - a prompt runs as an iteration of its own (not chunked), stalling the batch's decode, so the
//    mean time between a request's tokens is T(b) = step(b) / (1 − λ_r P_t);
//  - a request holds a slot for S(b) = P_t + O · T(b), and by Little's law the batch is the fixed
//    point b = λ_r S(b), capped by the memory and the configured batch B;
//  - requests wait for a slot in an M/G/c queue of c = R · B slots, each serving in S(B) (the
//    queue forms only when every slot is taken), by sim/serving/ServingQueue.h;
//  - then for the replica's prompt iterations, one prompt at a time: an M/D/1 queue of rate λ_r and
//    service P_t. The two waits combine by successiveWaits.
struct ServingLoad {
  double rate_per_s = 0;
  bool stable = false;      // the rate is below the slice's capacity
  double batch = 0;         // requests in service per replica (mean)
  double prefill_share = 0; // λ_r P_t: time the replica spends on prompts
  double decode_step_s = 0; // step(max(b, 1))
  double token_interval_s = 0;
  double full_batch_service_s = 0;
  double service_cv = 0;
  QueueWait slot_wait;
  QueueWait prompt_wait;
  QueueWait wait; // both
};

ServingLoad servingLoad(const ServingModel &model, double rate_per_s);

// Quantiles (0 < p < 1) of a request's latencies at that load; +inf when the load is not stable.
// Time to first token: the wait for a slot, then the prompt.
double timeToFirstTokenQuantile(const ServingModel &model, const ServingLoad &load, double p);
// Time between two output tokens: a step, plus every prompt that joins during it; the count of
// those is Poisson with mean λ_r T.
double tokenIntervalQuantile(const ServingModel &model, const ServingLoad &load, double p);
// End to end: prompt, wait and O · T with the output length O gamma-distributed with the setup's
// mean and coefficient of variation (exponential at cv 1), the wait independent of it.
double endToEndQuantile(const ServingModel &model, const ServingLoad &load, double p);
double latencyQuantile(const ServingModel &model, const ServingLoad &load, LatencyKind kind, double p);

// Requests per second the slice sustains: every replica at its full batch B, prompts included,
// i.e. the λ_r that solves λ_r (P_t + O step(B) / (1 − λ_r P_t)) = B, times R. 0 when nothing fits.
double servingCapacity(const ServingModel &model);

// The highest offered rate whose quantile p of the chosen latency meets target_s; 0 when even a
// lone request misses it.
double maxRateMeetingTarget(const ServingModel &model, LatencyKind kind, double p, double target_s);

struct LatencyPoint {
  double rate_per_s = 0;
  double p50_s = 0;
  double p99_s = 0;
};
// The chosen latency's median and 99th percentile at `points` rates evenly spaced below capacity.
std::vector<LatencyPoint> latencyCurve(const ServingModel &model, LatencyKind kind, int points);

// P(X ≤ x) for X ~ Gamma(shape, scale 1): the regularised lower incomplete gamma function, by its
// series below shape + 1 and its continued fraction above (Press et al., Numerical Recipes, §6.2).
double gammaCdf(double shape, double x);

} // namespace snp::sim

#include "sim/serving/ServingLoad.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kBisections = 60;

// The root of an increasing function on [lo, hi] that is ≤ 0 at lo and ≥ 0 at hi.
template <class F> double bisect(F &&f, double lo, double hi) {
  for (int i = 0; i < kBisections; ++i) {
    const double mid = (lo + hi) / 2;
    (f(mid) < 0 ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

double perReplica(const ServingModel &model, double rate) { return rate / model.replicas(); }

// P(O·T ≤ x) for the output time: O gamma with the setup's mean and cv, T fixed.
double outputTimeCdf(const ServingModel &model, double interval_s, double x) {
  const ServingSetup &setup = model.setup();
  const double mean = setup.output_tokens * interval_s;
  if (x <= 0) return 0;
  if (setup.output_cv < 1e-3) return x >= mean ? 1 : 0;
  const double shape = 1 / (setup.output_cv * setup.output_cv);
  // Past ten thousand the gamma is normal to well within the model's accuracy (and its series slow).
  if (shape > 1e4) return 0.5 * std::erfc(-(x - mean) / (mean * setup.output_cv * std::sqrt(2.0)));
  return gammaCdf(shape, x * shape / mean);
}

// P(P_t + W + O·T ≤ t): W is 0 with probability 1 − C, else exponential with rate θ; integrated
// over v = 1 − e^{−θw}, uniform in v, so that a sharp exponential is sampled as well as a flat one.
double endToEndCdf(const ServingModel &model, const ServingLoad &load, double prefill_s, double t) {
  const double u = t - prefill_s;
  if (u <= 0) return 0;
  const QueueWait &wait = load.wait;
  const double upper = 1 - std::exp(-wait.decay_per_s * u);
  constexpr int kSteps = 256;
  double waited = 0;
  for (int i = 0; i < kSteps; ++i) {
    const double v = upper * (i + 0.5) / kSteps;
    const double w = -std::log1p(-v) / wait.decay_per_s;
    waited += outputTimeCdf(model, load.token_interval_s, u - w);
  }
  waited *= upper / kSteps;
  return (1 - wait.wait_probability) * outputTimeCdf(model, load.token_interval_s, u) +
         wait.wait_probability * waited;
}

} // namespace

double gammaCdf(double shape, double x) {
  if (x <= 0) return 0;
  const double prefactor = std::exp(-x + shape * std::log(x) - std::lgamma(shape));
  if (x < shape + 1) {
    double term = 1 / shape, sum = term;
    for (int n = 1; n < 100000 && term > sum * 1e-15; ++n) {
      term *= x / (shape + n);
      sum += term;
    }
    return std::min(1.0, sum * prefactor);
  }
  // Lentz's method for the continued fraction of the upper function Q.
  constexpr double kTiny = 1e-300;
  double b = x + 1 - shape, c = 1 / kTiny, d = 1 / b, h = d;
  for (int i = 1; i < 100000; ++i) {
    const double an = -i * (i - shape);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < kTiny) d = kTiny;
    c = b + an / c;
    if (std::fabs(c) < kTiny) c = kTiny;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::fabs(delta - 1) < 1e-15) break;
  }
  return std::max(0.0, 1 - prefactor * h);
}

ServingLoad servingLoad(const ServingModel &model, double rate_per_s) {
  ServingLoad load;
  load.rate_per_s = rate_per_s;
  const double full = model.maxBatch();
  const double prefill = model.prefill();
  const double output = model.setup().output_tokens;
  const double rate = perReplica(model, rate_per_s);
  load.prefill_share = rate * prefill;
  load.decode_step_s = model.decodeStep(1);
  load.token_interval_s = load.decode_step_s;
  if (full < 1 || load.prefill_share >= 1) return load;

  const double stall = 1 / (1 - load.prefill_share);
  const auto service = [&](double batch) {
    return prefill + output * model.decodeStep(std::max(1.0, batch)) * stall;
  };
  const auto excess = [&](double batch) { return rate * service(batch) - batch; };
  if (excess(full) >= 0) return load;
  load.batch = rate > 0 ? bisect([&](double b) { return -excess(b); }, 0, full) : 0;
  load.decode_step_s = model.decodeStep(std::max(1.0, load.batch));
  load.token_interval_s = load.decode_step_s * stall;
  load.full_batch_service_s = service(full);
  const double output_time = output * model.decodeStep(full) * stall;
  load.service_cv = model.setup().output_cv * output_time / load.full_batch_service_s;
  load.slot_wait = queueWait({.arrival_rate_per_s = rate_per_s,
                              .servers = full * model.replicas(),
                              .service_mean_s = load.full_batch_service_s,
                              .service_cv = load.service_cv});
  load.prompt_wait =
      queueWait({.arrival_rate_per_s = rate, .servers = 1, .service_mean_s = prefill, .service_cv = 0});
  load.wait = successiveWaits(load.slot_wait, load.prompt_wait);
  load.stable = load.wait.stable();
  return load;
}

double timeToFirstTokenQuantile(const ServingModel &model, const ServingLoad &load, double p) {
  if (!load.stable) return kInf;
  return model.prefill() + load.wait.quantile(p);
}

double tokenIntervalQuantile(const ServingModel &model, const ServingLoad &load, double p) {
  if (!load.stable) return kInf;
  const double mean = perReplica(model, load.rate_per_s) * load.token_interval_s;
  double probability = std::exp(-mean), cumulative = probability;
  int prompts = 0;
  while (cumulative < p && prompts < 1000000) {
    ++prompts;
    probability *= mean / prompts;
    cumulative += probability;
  }
  return load.decode_step_s + prompts * model.prefill();
}

double endToEndQuantile(const ServingModel &model, const ServingLoad &load, double p) {
  if (!load.stable) return kInf;
  const double prefill = model.prefill();
  double hi = prefill + load.wait.quantile(p) + model.setup().output_tokens * load.token_interval_s;
  for (int i = 0; i < 200 && endToEndCdf(model, load, prefill, hi) < p; ++i)
    hi *= 2;
  return bisect([&](double t) { return endToEndCdf(model, load, prefill, t) - p; }, prefill, hi);
}

double latencyQuantile(const ServingModel &model, const ServingLoad &load, LatencyKind kind, double p) {
  return kind == LatencyKind::TimeToFirstToken ? timeToFirstTokenQuantile(model, load, p)
                                               : endToEndQuantile(model, load, p);
}

double servingCapacity(const ServingModel &model) {
  const double full = model.maxBatch();
  if (full < 1) return 0;
  const double prefill = model.prefill();
  const double decode = model.setup().output_tokens * model.decodeStep(full);
  const auto excess = [&](double rate) { return rate * (prefill + decode / (1 - rate * prefill)) - full; };
  return model.replicas() * bisect(excess, 0, 1 / prefill);
}

double maxRateMeetingTarget(const ServingModel &model, LatencyKind kind, double p, double target_s) {
  const auto latency = [&](double rate) { return latencyQuantile(model, servingLoad(model, rate), kind, p); };
  const double capacity = servingCapacity(model);
  if (capacity <= 0 || !(latency(0) <= target_s)) return 0;
  return bisect([&](double rate) { return latency(rate) <= target_s ? -1.0 : 1.0; }, 0, capacity);
}

std::vector<LatencyPoint> latencyCurve(const ServingModel &model, LatencyKind kind, int points) {
  std::vector<LatencyPoint> curve;
  const double capacity = servingCapacity(model);
  if (capacity <= 0) return curve;
  for (int i = 1; i <= points; ++i) {
    const double rate = capacity * i / (points + 1);
    const ServingLoad load = servingLoad(model, rate);
    curve.push_back(
        {rate, latencyQuantile(model, load, kind, 0.5), latencyQuantile(model, load, kind, 0.99)});
  }
  return curve;
}

} // namespace snp::sim

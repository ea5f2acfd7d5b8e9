#include "sim/scheduling/SyntheticTrace.h"

#include "sim/scheduling/PortableRandom.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace snp::sim {

namespace {

template <class T> std::vector<double> weightsOf(const std::vector<Weighted<T>> &list) {
  std::vector<double> weights;
  for (const Weighted<T> &entry : list)
    weights.push_back(entry.weight);
  return weights;
}

double rounded(double time_s) {
  return std::round(time_s * kSyntheticTicksPerSecond) / kSyntheticTicksPerSecond;
}

// Tenants renumbered in order of first appearance, unused ones dropped: the order a trace file
// gives back, so that writing and reading the trace changes nothing.
void numberTenantsByAppearance(JobTrace &trace, const std::vector<Weighted<std::string>> &tenants) {
  std::vector<int> renumbered(tenants.size(), -1);
  trace.tenants.clear();
  for (Job &job : trace.jobs) {
    int &index = renumbered[static_cast<std::size_t>(job.tenant)];
    if (index < 0) {
      index = static_cast<int>(trace.tenants.size());
      trace.tenants.push_back(tenants[static_cast<std::size_t>(job.tenant)].value);
    }
    job.tenant = index;
  }
}

} // namespace

JobTrace generateSyntheticTrace(const SyntheticTraceSpec &spec) {
  std::mt19937_64 rng(spec.seed);
  const double rate = arrivalRatePerS(spec);
  const std::vector<double> sizeWeights = weightsOf(spec.sizes);
  const std::vector<double> tenantWeights = weightsOf(spec.tenants);
  const std::vector<double> priorityWeights = weightsOf(spec.priorities);
  const std::vector<double> shapeWeights = weightsOf(spec.shapes);
  const std::vector<double> profileWeights = weightsOf(spec.profiles);

  std::vector<SizeClassDuration> durations;
  for (const Weighted<int> &size : spec.sizes) {
    const auto own = std::find_if(spec.class_durations.begin(), spec.class_durations.end(),
                                  [&](const SizeClassDuration &c) { return c.cards == size.value; });
    durations.push_back(
        own != spec.class_durations.end() ? *own : SizeClassDuration{size.value, spec.median_s, spec.sigma});
  }

  JobTrace trace;
  trace.jobs.reserve(static_cast<std::size_t>(spec.jobs));
  double now_s = 0;
  for (int i = 0; i < spec.jobs; ++i) {
    Job job;
    now_s += exponential(rng, rate);
    job.submit_s = rounded(now_s);
    const SizeClassDuration &size = durations[pickWeighted(rng, sizeWeights)];
    job.cards = size.cards;
    // Held to a trace's limits: the spec's bounds allow e^21 medians in a one-in-10^7 draw.
    job.duration_s = std::clamp(rounded(lognormal(rng, size.median_s, size.sigma)),
                                1 / kSyntheticTicksPerSecond, kMaxJobDuration_s);
    job.tenant = static_cast<int>(pickWeighted(rng, tenantWeights));
    job.priority = spec.priorities[pickWeighted(rng, priorityWeights)].value;
    job.shape = spec.shapes[pickWeighted(rng, shapeWeights)].value;
    job.flops_per_byte = spec.profiles[pickWeighted(rng, profileWeights)].value;
    trace.jobs.push_back(job);
  }
  numberTenantsByAppearance(trace, spec.tenants);
  return trace;
}

} // namespace snp::sim

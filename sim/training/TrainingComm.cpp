#include "sim/training/TrainingComm.h"

#include <algorithm>

namespace snp::sim {

namespace {

// A dimension of `size` ranks whose neighbours are `stride` ranks apart: as many as fit share
// a domain, the rest spread over domains.
CommGroup place(int size, int stride, int domain) {
  const int inside = stride >= domain ? 1 : std::clamp(domain / stride, 1, size);
  return {inside, (size + inside - 1) / inside};
}

} // namespace

ParallelGroups parallelGroups(int scaleup_domain, const model::Parallelism &parallelism) {
  const int domain = std::max(1, scaleup_domain);
  const int tp = std::max(1, parallelism.tp);
  const int cp = std::max(1, parallelism.cp);
  const int dp = std::max(1, parallelism.dp);
  const CommGroup pipeline = place(std::max(1, parallelism.pp), tp * cp * dp, domain);
  const CommGroup pair = pipeline.inner > 1 ? CommGroup{2, 1} : CommGroup{1, 2};
  const int ep = std::clamp(parallelism.ep, 1, dp);
  return {.tp = place(tp, 1, domain),
          .cp = place(cp, tp, domain),
          .dp = place(cp * dp, tp, domain),
          .pp_pair = pair,
          .ep = place(ep, tp * cp, domain),
          .expert_dp = place(dp / ep, tp * cp * ep, domain)};
}

double processorUsage(const model::Accelerator &accelerator, CommGroup group) {
  if (group.outer <= 1) return kScaleUpProcessorUsage;
  return accelerator.architecture == model::Architecture::TpuV4 ? 0 : kGpuScaleOutProcessorUsage;
}

double collectiveTime(const model::Config &config, Collective op, double bytes, CommGroup group) {
  if (group.ranks() <= 1 || bytes <= 0) return 0;
  return fastestCollectiveTime(config, op, bytes, group);
}

} // namespace snp::sim

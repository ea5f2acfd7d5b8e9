#include "sim/training/ScaledOut.h"

#include "model/Message.h"

#include "model/Validation.h"
#include "sim/training/TrainingResults.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace snp::sim {

namespace {

// Cabinets beyond the first count that keeps whole model-parallel groups and scale-up domains.
constexpr int kMaxExtraCabinets = 1024;

// A scale-out tier resized for `domains` endpoints; false when its shape cannot grow that far.
bool resizeScaleOut(model::NetworkTier &tier, int domains) {
  switch (tier.kind) {
  case model::TopologyKind::Torus: {
    const long long product =
        std::accumulate(tier.torus.dims.begin(), tier.torus.dims.end(), 1LL, std::multiplies<>());
    if (product == domains) return true;
    // Another shape of torus is another design; a ring of domains is the one extension of it
    // that needs no new choice of dimensions.
    tier.torus.dims = {domains};
    tier.torus.wrap = {true};
    return true;
  }
  case model::TopologyKind::Dragonfly: {
    auto &d = tier.dragonfly;
    const long long perGroup = static_cast<long long>(d.a) * d.p;
    if (perGroup < 1) return false;
    d.groups = static_cast<int>((domains + perGroup - 1) / perGroup);
    return d.groups <= static_cast<long long>(d.a) * d.h + 1;
  }
  case model::TopologyKind::FatTree:
  case model::TopologyKind::FullMesh:
  case model::TopologyKind::Switch: return true; // validation checks the fat tree's radix
  }
  return false;
}

} // namespace

std::optional<model::Config> scaledTo(const model::Config &config, int accelerators) {
  model::Config scaled = config;
  const int perCabinet = config.acceleratorsPerCabinet();
  auto &par = scaled.workload.parallelism;
  const long long group = par.replicaAccelerators();
  const long long whole = std::lcm(group, static_cast<long long>(config.network.scaleup_domain));
  if (perCabinet < 1 || group < 1 || whole < 1 || config.workload.parallelism.dp < 1) return std::nullopt;

  int cabinets = std::max(1, (accelerators + perCabinet - 1) / perCabinet);
  const int firstTry = cabinets;
  while (static_cast<long long>(cabinets) * perCabinet % whole != 0)
    if (++cabinets > firstTry + kMaxExtraCabinets) return std::nullopt;

  const int total = cabinets * perCabinet;
  const int perReplicaBatch = config.workload.global_batch / config.workload.parallelism.dp;
  scaled.layout.cabinets = cabinets;
  scaled.layout.rows = std::min(config.layout.rows, cabinets);
  par.dp = static_cast<int>(total / group);
  scaled.workload.global_batch = perReplicaBatch * par.dp;
  // Installed spares are dealt per cabinet: a hall of more cabinets has as many per cabinet.
  // Automatic pools size themselves.
  if (config.reliability.hot_spares != model::kAutomaticHotSpares) {
    const long long spares = static_cast<long long>(config.reliability.hot_spares) * cabinets /
                             std::max(1, config.layout.cabinets);
    scaled.reliability.hot_spares = static_cast<int>(std::min<long long>(spares, scaled.nodes() - 1));
  }
  if (!resizeScaleOut(scaled.network.scale_out, total / config.network.scaleup_domain)) return std::nullopt;
  if (!model::validate(scaled).empty()) return std::nullopt;
  return scaled;
}

Figure scalingEfficiencyAt(const model::Config &config, int accelerators) {
  const auto scaled = scaledTo(config, accelerators);
  if (!scaled)
    return Figure(
        std::nan(""), "ratio",
        SNP_MESSAGE("Figure", "throughput(N') / (N' × throughput(1)) at N' >= N accelerators"),
        {{"N", static_cast<double>(accelerators), ""}},
        SNP_MESSAGE("Figure",
                    "the configuration cannot be grown to this size by whole cabinets: its scale-out network "
                    "(or memory, or batch) does not allow it without a new design"));
  const TrainingResults training = evaluateTraining(*scaled);
  return Figure(
      training.scaling_efficiency.value, "ratio",
      SNP_MESSAGE("Figure",
                  "throughput(N') / (N' × throughput(1)), the system grown by whole cabinets to N' >= N"),
      {{"N", static_cast<double>(accelerators), ""},
       {SNP_MESSAGE("Figure", "N' accelerators").text(), static_cast<double>(scaled->accelerators()), ""},
       {"cabinets", static_cast<double>(scaled->layout.cabinets), ""},
       {"dp", static_cast<double>(scaled->workload.parallelism.dp), ""},
       {SNP_MESSAGE("Figure", "global batch").text(), static_cast<double>(scaled->workload.global_batch),
        "samples"},
       {SNP_MESSAGE("Figure", "step time").text(), training.step_time_s.value, "s"}},
      SNP_MESSAGE("Figure",
                  "weak scaling: same cabinets and scale-up domains, the per-replica batch kept; a torus "
                  "scale-out tier that no longer fits becomes a ring of domains"));
}

} // namespace snp::sim

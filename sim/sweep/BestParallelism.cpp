#include "sim/sweep/BestParallelism.h"

#include "model/Validation.h"
#include "sim/training/TrainingResults.h"

#include <algorithm>
#include <vector>

namespace snp::sim {

namespace {

constexpr int kMaxTensorParallel = 64;
constexpr int kMaxContextParallel = 16;
constexpr int kMaxExpertParallel = 256;
constexpr int kInterleaves[] = {1, 2, 4};
constexpr int kMicrobatches[] = {1, 2, 4, 8};
constexpr model::Recompute kRecomputes[] = {model::Recompute::None, model::Recompute::SelectiveOp,
                                            model::Recompute::Selective, model::Recompute::Full};

std::vector<int> powersOfTwoUpTo(long long limit) {
  std::vector<int> values;
  for (long long v = 1; v <= limit; v *= 2)
    values.push_back(static_cast<int>(v));
  return values;
}

std::vector<long long> divisorsUpTo(long long n, long long limit) {
  std::vector<long long> divisors;
  for (long long d = 1; d <= limit && d <= n; ++d)
    if (n % d == 0) divisors.push_back(d);
  return divisors;
}

struct Search {
  const model::Config &base;
  ParallelismSearch found;

  void consider(const model::Config &candidate) {
    if (!model::validate(candidate).empty()) return;
    // Only the training figures decide: the power, cooling and reliability figures are not priced.
    const TrainingResults t = evaluateTraining(candidate);
    ++found.evaluated;
    // What validation leaves to the simulator: the activations must fit beside the state.
    if (!(t.memory_share_of_hbm.value <= 1) || !(t.host_memory_share.value <= 1)) return;
    const double step = t.step_time_s.value;
    if (!found.best || step < found.step_time_s) {
      found.best = candidate;
      found.step_time_s = step;
    }
  }

  // Every microbatch and recomputation for a split already fixed.
  void batches(model::Config candidate) {
    model::Workload &w = candidate.workload;
    std::vector<int> microbatches(std::begin(kMicrobatches), std::end(kMicrobatches));
    if (std::ranges::find(microbatches, base.workload.microbatch) == microbatches.end())
      microbatches.push_back(base.workload.microbatch);
    const bool transformer = w.kind == model::WorkloadKind::Transformer;
    for (int microbatch : microbatches) {
      if (microbatch < 1 || w.global_batch % (static_cast<long long>(microbatch) * w.parallelism.dp) != 0)
        continue;
      w.microbatch = microbatch;
      if (!transformer) {
        consider(candidate);
        continue;
      }
      for (model::Recompute recompute : kRecomputes) {
        w.parallelism.recompute = recompute;
        consider(candidate);
      }
    }
  }

  void run() {
    const long long accelerators = static_cast<long long>(base.acceleratorCount());
    model::Config candidate = base;
    model::Parallelism &p = candidate.workload.parallelism;
    if (base.workload.kind != model::WorkloadKind::Transformer) {
      p = {};
      p.dp = static_cast<int>(accelerators);
      p.recompute = base.workload.parallelism.recompute;
      p.sharding = base.workload.parallelism.sharding;
      batches(candidate);
      return;
    }
    const model::TransformerShape &shape = base.workload.transformer;
    const int domain = std::max(1, base.network.scaleup_domain);
    for (int tp : powersOfTwoUpTo(std::min(kMaxTensorParallel, domain))) {
      if (shape.heads % tp != 0 || accelerators % tp != 0) continue;
      for (int cp : powersOfTwoUpTo(kMaxContextParallel)) {
        if ((cp > 1 && shape.sequence % (2 * cp) != 0) || (accelerators / tp) % cp != 0) continue;
        const long long rest = accelerators / tp / cp;
        for (long long pp : divisorsUpTo(rest, shape.layers)) {
          const long long dp = rest / pp;
          for (int interleave : kInterleaves) {
            if ((interleave > 1 && pp == 1) || pp * interleave > shape.layers) continue;
            for (int ep : powersOfTwoUpTo(shape.experts > 0 ? kMaxExpertParallel : 1)) {
              if (dp % ep != 0 || (shape.experts > 0 && shape.experts % ep != 0)) continue;
              p.tp = tp;
              p.cp = cp;
              p.pp = static_cast<int>(pp);
              p.dp = static_cast<int>(dp);
              p.interleave = interleave;
              p.ep = ep;
              batches(candidate);
            }
          }
        }
      }
    }
  }
};

} // namespace

ParallelismSearch bestParallelism(const model::Config &config) {
  Search search{config, {}};
  if (config.acceleratorCount() >= 1 && config.acceleratorCount() <= model::kMaxCount) search.run();
  return search.found;
}

} // namespace snp::sim

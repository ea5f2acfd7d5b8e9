#include "model/FollowStructure.h"

#include "model/ConfigEdit.h"
#include "model/FollowName.h"
#include "model/JsonCodec.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <limits>
#include <numeric>

namespace snp::model {

namespace {

long long product(const std::vector<int> &dims) {
  return std::accumulate(dims.begin(), dims.end(), 1LL, std::multiplies<>());
}

// Depth-first over the ordered factorisations of `rest` into the remaining dimensions. The best
// changes the fewest dimensions (halving 16 x 16 x 40 gives 16 x 16 x 20, not 10 x 16 x 32), then
// stays closest to the old proportions (sum of squared log ratios), then is the most cube-like
// (smallest spread of log sizes: the shortest diameter).
struct TorusSearch {
  struct Score {
    int changed = std::numeric_limits<int>::max();
    double distance = 0;
    double spread = 0;
    bool better(const Score &other) const {
      constexpr double kTie = 1e-9;
      if (changed != other.changed) return changed < other.changed;
      if (std::abs(distance - other.distance) > kTie) return distance < other.distance;
      return spread < other.spread - kTie;
    }
  };
  const std::vector<int> &old;
  std::vector<long long> divisors; // of the endpoints, ascending: every factor of the search
  std::vector<int> current;
  std::vector<int> best;
  Score best_score;

  void place(std::size_t i, long long rest, int changed, double distance) {
    if (changed > best_score.changed) return;
    if (i == old.size()) {
      if (rest != 1) return;
      const Score score{changed, distance, logSpread(current)};
      if (score.better(best_score)) best_score = score, best = current;
      return;
    }
    if (old[i] == 1) {
      current[i] = 1;
      place(i + 1, rest, changed, distance);
      return;
    }
    for (long long f : divisors) {
      if (f > rest) break;
      if (f < 2 || rest % f != 0) continue;
      current[i] = static_cast<int>(f);
      place(i + 1, rest / f, changed + (f != old[i]), distance + square(std::log(double(f) / old[i])));
    }
  }
  static double square(double x) { return x * x; }
  static double logSpread(const std::vector<int> &dims) {
    double sum = 0, sum_squares = 0;
    for (int k : dims)
      sum += std::log(k), sum_squares += square(std::log(k));
    return sum_squares - sum * sum / dims.size();
  }
};

// The change needed to set `path` from its value in `from` to its value in `to` (JSON documents).
void record(std::vector<FieldChange> &changes, const nlohmann::json &from, const nlohmann::json &to,
            const std::string &path) {
  nlohmann::json before = fieldValue(from, path), after = fieldValue(to, path);
  if (before != after) changes.push_back({path, std::move(before), std::move(after)});
}

void followTorus(NetworkTier &tier, const std::string &path, long long old_endpoints, long long endpoints,
                 Problems &unfollowed) {
  if (tier.kind != TopologyKind::Torus || old_endpoints == endpoints) return;
  if (product(tier.torus.dims) != old_endpoints || endpoints < 1) return;
  std::vector<int> dims = reshapedTorus(tier.torus.dims, endpoints);
  if (dims.empty()) {
    unfollowed.push_back(problemOf(
        path + ".torus.dims",
        SNP_MESSAGE("Validation", "[{}] cannot be reshaped for {} endpoints: {} has no factorisation "
                                  "into {} dimensions longer than 1; choose the dimensions or another "
                                  "count"),
        fmt::format("{}", fmt::join(tier.torus.dims, ", ")), endpoints, endpoints, tier.torus.dims.size()));
    return;
  }
  tier.torus.dims = std::move(dims);
}

void followDragonfly(NetworkTier &tier, long long old_endpoints, long long endpoints) {
  DragonflyShape &d = tier.dragonfly;
  const long long perGroup = static_cast<long long>(d.a) * d.p;
  if (tier.kind != TopologyKind::Dragonfly || perGroup < 1 || old_endpoints == endpoints) return;
  if (d.groups != (old_endpoints + perGroup - 1) / perGroup) return;
  d.groups = static_cast<int>((endpoints + perGroup - 1) / perGroup);
}

void followParallelism(Workload &w, long long old_accelerators, long long accelerators,
                       Problems &unfollowed) {
  Parallelism &par = w.parallelism;
  const long long group = par.replicaAccelerators();
  if (group < 1 || par.dp < 1 || group * par.dp != old_accelerators || old_accelerators == accelerators)
    return;
  if (accelerators % group != 0) {
    unfollowed.push_back(problemOf(
        "workload.parallelism.dp",
        SNP_MESSAGE("Validation", "cannot follow {} accelerators: they are not a multiple of tp·cp·pp = {}"),
        accelerators, group));
    return;
  }
  const int old_dp = par.dp;
  par.dp = static_cast<int>(accelerators / group);
  if (w.global_batch % old_dp == 0) w.global_batch = w.global_batch / old_dp * par.dp;
}

} // namespace

std::vector<int> reshapedTorus(const std::vector<int> &dims, long long endpoints) {
  if (dims.empty() || endpoints < 1) return {};
  std::vector<long long> divisors, large;
  for (long long d = 1; d * d <= endpoints; ++d)
    if (endpoints % d == 0) {
      divisors.push_back(d);
      if (d * d != endpoints) large.push_back(endpoints / d);
    }
  divisors.insert(divisors.end(), large.rbegin(), large.rend());
  TorusSearch search{dims, std::move(divisors), std::vector<int>(dims.size(), 1), {}, {}};
  search.place(0, endpoints, 0, 0);
  return search.best;
}

FollowedStructure followStructure(const Config &before, const Config &after) {
  FollowedStructure result{after, {}, {}};
  Config &c = result.config;
  const long long old_accelerators = before.accelerators(), accelerators = c.accelerators();
  // Most edits change neither size: nothing to follow, and no JSON to compare.
  if (old_accelerators == accelerators && before.network.scaleup_domain == c.network.scaleup_domain)
    return result;

  if (before.network.scaleup_domain == old_accelerators && c.network.scaleup_domain == old_accelerators)
    c.network.scaleup_domain = static_cast<int>(accelerators);
  const long long old_domain = before.network.scaleup_domain, domain = c.network.scaleup_domain;
  followTorus(c.network.scale_up, "network.scale_up", old_domain, domain, result.unfollowed);
  if (domain >= 1 && old_domain >= 1 && accelerators % domain == 0 && old_accelerators % old_domain == 0) {
    const long long old_domains = old_accelerators / old_domain, domains = accelerators / domain;
    followTorus(c.network.scale_out, "network.scale_out", old_domains, domains, result.unfollowed);
    followDragonfly(c.network.scale_out, old_domains, domains);
  }
  followParallelism(c.workload, old_accelerators, accelerators, result.unfollowed);
  c.name = nameFollowingSize(c.name, before, c);

  const nlohmann::json afterDocument = toJson(after), followedDocument = toJson(c);
  for (const char *path :
       {"network.scaleup_domain", "network.scale_up.torus.dims", "network.scale_out.torus.dims",
        "network.scale_out.dragonfly.groups", "workload.parallelism.dp", "workload.global_batch", "name"})
    record(result.changes, afterDocument, followedDocument, path);
  return result;
}

} // namespace snp::model

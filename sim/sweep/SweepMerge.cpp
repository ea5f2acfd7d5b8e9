// mergeSweepResults (sim/sweep/Sweep.h): the parts of a sharded run, each checked against the spec
// and against the others before any is added. A part is a file anyone may have edited, so nothing
// it claims is trusted: not its shard, not its coverage, not its counts, not its points.

#include "sim/sweep/Sweep.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <ranges>

namespace snp::sim {

namespace {

// The sum of `counts` when it is at most `most`, else nullopt: each term is bounded before it is
// added, so that no forged count wraps the sum around.
template <class Counts> std::optional<std::uint64_t> sumUpTo(const Counts &counts, std::uint64_t most) {
  std::uint64_t sum = 0;
  for (const std::uint64_t count : counts) {
    if (count > most - sum) return std::nullopt;
    sum += count;
  }
  return sum;
}

// Whether `counts` add up to `total` exactly.
template <class Counts> bool addUpTo(const Counts &counts, std::uint64_t total) {
  return sumUpTo(counts, total) == total;
}

// Why the counts of a part that covered `c.covered` designs cannot be a run's, or nullopt. Every
// design covered is pruned, invalid or evaluated, each by its first constraint, field or limit.
std::optional<std::string> countsProblem(const SweepCounts &c,
                                         const std::vector<std::vector<SweepAxisValueSummary>> &axes) {
  const bool consistent =
      addUpTo(std::array{c.pruned, c.invalid, c.evaluated}, c.covered) && addUpTo(c.pruned_by, c.pruned) &&
      addUpTo(std::views::values(c.invalid_by), c.invalid) &&
      addUpTo(std::views::values(c.beyond_limits_by), c.beyond_limits) &&
      sumUpTo(std::array{c.meeting_criteria, c.beyond_limits}, c.evaluated) &&
      std::ranges::all_of(c.failing, [&](std::uint64_t failing) { return failing <= c.evaluated; });
  if (!consistent)
    return fmt::format("has counts that do not add up to the {} designs it covered", c.covered);
  // Each ranked design counts once under one value of every axis.
  for (const std::vector<SweepAxisValueSummary> &axis : axes)
    if (!sumUpTo(axis | std::views::transform(&SweepAxisValueSummary::evaluated), c.evaluated) ||
        std::ranges::any_of(axis, [](const SweepAxisValueSummary &value) {
          return value.meeting_criteria > value.evaluated;
        }))
      return std::string("has axis summaries that do not add up to the designs it evaluated");
  return std::nullopt;
}

// Every point a part holds, in its front, rankings, sample and axis summaries.
std::vector<const SweepPoint *> pointsOf(const SweepResult &part) {
  std::vector<const SweepPoint *> points;
  for (const std::vector<SweepPoint> *list : {&part.front, &part.best_meeting, &part.sample})
    for (const SweepPoint &point : *list)
      points.push_back(&point);
  for (const std::vector<SweepPoint> &ranked : part.top)
    for (const SweepPoint &point : ranked)
      points.push_back(&point);
  for (const std::vector<SweepAxisValueSummary> &axis : part.axes)
    for (const SweepAxisValueSummary &value : axis)
      if (value.best) points.push_back(&*value.best);
  return points;
}

// Why `part` cannot be the result of its shard of `sweep`, or nullopt.
std::optional<std::string> partProblem(const CompiledSweep &sweep, const SweepResult &part) {
  const SweepSpec &spec = sweep.spec();
  if (part.spec_hash != spec.hash)
    return fmt::format("is of another sweep spec (fingerprint {}, not {})", part.spec_hash, spec.hash);
  const std::uint64_t space = sweep.space();
  const std::uint64_t most = std::min<std::uint64_t>(space, kMaxSweepShards);
  if (part.shards < 1 || static_cast<std::uint64_t>(part.shards) > most)
    return fmt::format("claims a split into {} shards; the spec's {} designs split into 1 to {}", part.shards,
                       space, most);
  if (part.shard < 0 || part.shard >= part.shards)
    return fmt::format("claims to be shard {} of {}; shards are numbered 0 to {}", part.shard, part.shards,
                       part.shards - 1);
  const auto shard = static_cast<std::uint64_t>(part.shard), shards = static_cast<std::uint64_t>(part.shards);
  // Its designs: shard, shard + shards, ... below the space.
  const std::uint64_t designs = (space - shard + shards - 1) / shards;
  if (part.counts.covered > designs || (part.complete && part.counts.covered != designs))
    return fmt::format("claims to have covered {} designs{}; shard {} of {} has {}", part.counts.covered,
                       part.complete ? " in a complete run" : "", shard + 1, shards, designs);
  if (auto problem = countsProblem(part.counts, part.axes)) return problem;

  const auto keep = static_cast<std::size_t>(spec.top);
  if (part.best_meeting.size() > keep ||
      std::ranges::any_of(part.top,
                          [&](const std::vector<SweepPoint> &ranked) { return ranked.size() > keep; }))
    return fmt::format("ranks more than the spec's top {} designs", keep);
  for (const SweepPoint *point : pointsOf(part))
    if (point->index >= space || point->index % shards != shard)
      return fmt::format("holds design {}, which is not one of shard {} of {}", point->index, shard + 1,
                         shards);
  return std::nullopt;
}

} // namespace

std::variant<SweepResult, std::string> mergeSweepResults(const CompiledSweep &sweep,
                                                         const std::vector<SweepResult> &parts,
                                                         std::span<const std::string> names) {
  if (parts.empty()) return std::string("no results to merge");
  const auto name = [&](std::size_t i) {
    return i < names.size() ? names[i] : fmt::format("shard {} of {}", parts[i].shard + 1, parts[i].shards);
  };
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (const auto problem = partProblem(sweep, parts[i])) return fmt::format("{}: {}", name(i), *problem);

  // The parts in shard order, so that one that repeats another is next to it.
  std::vector<std::size_t> order(parts.size());
  std::iota(order.begin(), order.end(), std::size_t(0));
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return std::pair(parts[a].shards, parts[a].shard) < std::pair(parts[b].shards, parts[b].shard);
  });
  const int shards = parts[order.front()].shards;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const SweepResult &part = parts[order[k]];
    if (part.shards != shards)
      return fmt::format("{}: is shard {} of a {}-way split, {} of a {}-way one; shards of different splits "
                         "cannot be merged",
                         name(order[k]), part.shard + 1, part.shards, name(order.front()), shards);
    if (k > 0 && parts[order[k - 1]].shard == part.shard)
      return fmt::format("{}: shard {} of {} is given twice (also as {})", name(order[k]), part.shard + 1,
                         shards, name(order[k - 1]));
  }
  // No shard is given twice and each is in range: fewer parts than shards leave one out.
  if (parts.size() < static_cast<std::size_t>(shards)) {
    int missing = 0;
    while (static_cast<std::size_t>(missing) < order.size() && parts[order[missing]].shard == missing)
      ++missing;
    return fmt::format("shard {} of {} is missing ({} of the {} parts given)", missing + 1, shards,
                       parts.size(), shards);
  }
  SweepResult merged = sweep.emptyResult(0, 1);
  sweep.combine(merged, parts);
  return merged;
}

std::vector<ShardGap> missingShards(const CompiledSweep &sweep, const std::vector<SweepResult> &parts,
                                    int shards, std::span<const std::string> names) {
  const auto name = [&](std::size_t i) {
    return i < names.size() ? names[i] : fmt::format("shard {} of {}", parts[i].shard + 1, parts[i].shards);
  };
  // Per shard: whether a sound, complete part holds it, else why not (the first reason found).
  std::vector<std::optional<std::string>> why(static_cast<std::size_t>(std::max(0, shards)),
                                              std::string("no part holds it"));
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const SweepResult &part = parts[i];
    if (part.shards != shards || part.shard < 0 || part.shard >= shards) continue;
    std::optional<std::string> &gap = why[static_cast<std::size_t>(part.shard)];
    if (!gap) continue; // a sound copy is there already
    if (auto problem = partProblem(sweep, part))
      gap = fmt::format("{} {}", name(i), *problem);
    else if (!part.complete)
      gap = fmt::format("{} stopped after {} of its designs", name(i), part.counts.covered);
    else
      gap.reset();
  }
  std::vector<ShardGap> gaps;
  for (std::size_t shard = 0; shard < why.size(); ++shard)
    if (why[shard]) gaps.push_back({static_cast<int>(shard), *why[shard]});
  return gaps;
}

std::optional<std::string> checkpointProblem(const CompiledSweep &sweep, const SweepResult &checkpoint,
                                             int shard, int shards) {
  if (checkpoint.spec_hash != sweep.spec().hash)
    return fmt::format("is of another sweep spec (fingerprint {}, not {})", checkpoint.spec_hash,
                       sweep.spec().hash);
  if (checkpoint.shard != shard || checkpoint.shards != shards)
    return fmt::format("is of shard {} of {}, not of shard {} of {}", checkpoint.shard + 1, checkpoint.shards,
                       shard + 1, shards);
  if (auto problem = partProblem(sweep, checkpoint)) return problem;
  // Its designs are the shard's first ones: shard, shard + shards, ... below this.
  const std::uint64_t end =
      static_cast<std::uint64_t>(shard) + checkpoint.counts.covered * static_cast<std::uint64_t>(shards);
  for (const SweepPoint *point : pointsOf(checkpoint))
    if (point->index >= end)
      return fmt::format("holds design {}, beyond the first {} designs of its shard that it covered",
                         point->index, checkpoint.counts.covered);
  return std::nullopt;
}

} // namespace snp::sim

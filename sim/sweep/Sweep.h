#pragma once

// A design-space sweep: every combination of a spec's axes evaluated on all cores, streaming.
// Memory holds only the running Pareto front, the best points per objective and counters,
// whatever the size of the space. The result does not depend on the number of threads, and the
// results of shards merge into exactly the result of one run (mergeSweepResults).

#include "sim/sweep/SweepExpression.h"
#include "sim/sweep/SweepPoint.h"
#include "sim/sweep/SweepSpec.h"

#include "model/FieldAccess.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <variant>

namespace snp::sim {

class SweepWorker;

// The most slices a sweep may be split into (`snplan sweep --shard i/N`): the largest array any
// cluster scheduler runs by default is far below this.
inline constexpr int kMaxSweepShards = 1'000'000;

struct SweepCounts {
  std::uint64_t covered = 0; // points of the space this run was given
  std::uint64_t pruned = 0;  // refused by a constraint before evaluation
  std::uint64_t invalid = 0; // refused by validation
  std::uint64_t evaluated = 0;
  std::uint64_t meeting_criteria = 0;
  // Evaluated designs beyond a hard limit (SweepSpec::keep_beyond_limits), dropped from the
  // rankings, by the first limit's figure ("training.memory_per_accelerator_B").
  std::uint64_t beyond_limits = 0;
  std::map<std::string, std::uint64_t> beyond_limits_by;
  std::vector<std::uint64_t> pruned_by;            // per constraint (a point counts for the first it breaks)
  std::map<std::string, std::uint64_t> invalid_by; // by the first problem's field
  std::vector<std::uint64_t> failing;              // evaluated points failing each criterion
  bool operator==(const SweepCounts &) const = default;
};

// For one value of an enumerated axis: how its points fared, and the best among them by the
// first objective.
struct SweepAxisValueSummary {
  std::uint64_t evaluated = 0;
  std::uint64_t meeting_criteria = 0;
  std::optional<SweepPoint> best;
  bool operator==(const SweepAxisValueSummary &) const = default;
};

struct SweepResult {
  std::string spec_hash;
  std::uint64_t space = 0;   // points in the whole space
  int shard = 0, shards = 1; // which interleaved slice this is: points shard, shard + shards, ...
  bool complete = true;      // false when stopped before the end (Ctrl-C, Cancel)
  SweepCounts counts;
  std::vector<SweepPoint> front;                        // Pareto front, by index
  std::vector<std::vector<SweepPoint>> top;             // per objective, best first
  std::vector<SweepPoint> best_meeting;                 // meeting the criteria, best first (lexicographic)
  std::vector<std::vector<SweepAxisValueSummary>> axes; // per enumerated axis, per value
  std::vector<SweepPoint> sample; // evaluated designs at every k-th index (SweepOptions::sample)
  bool operator==(const SweepResult &) const = default;
};

struct SweepOptions {
  int threads = 0; // 0: every core
  int shard = 0, shards = 1;
  // Keep about this many evaluated designs, evenly spread over the space (every k-th index, so
  // the same whatever the threads), for a scatter plot; 0: none.
  std::uint64_t sample = 0;
  const std::atomic<bool> *cancel = nullptr;             // stops within a few points when set
  std::function<void(std::uint64_t done)> progress = {}; // called from one thread, about 10 times a second
  // A checkpoint of this shard to go on from: the result of its first resume->counts.covered
  // designs, as `checkpoint` gives it. The run does the rest and adds it, which gives what a run
  // from the start gives.
  const SweepResult *resume = nullptr;
  // Called from the thread that called run with the result of the shard's designs done so far, in
  // order (a prefix, incomplete): when checkpoint_every more are done, when checkpoint_seconds
  // have passed since the last call and some more are, and once more when cancelled. A restarted
  // run redoes what was done after the last call: about checkpoint_every designs at most, plus a
  // few per thread. Checkpoints take at most checkpoint_share of the run's time, though: one that
  // cost more (a large front written in a short run) spaces the next out further.
  std::function<void(const SweepResult &prefix)> checkpoint = {};
  std::uint64_t checkpoint_every = 0; // designs; 0: by time only
  double checkpoint_seconds = 60;
  double checkpoint_share = 0.02;
};

// A spec made ready to run: fields resolved, expressions compiled, everything checked once.
class CompiledSweep {
public:
  static std::variant<std::shared_ptr<const CompiledSweep>, model::Problems> compile(const SweepSpec &spec);

  const SweepSpec &spec() const { return spec_; }
  std::uint64_t space() const { return space_; }
  // The enumerated axes (in spec order) and the value each takes at `index`.
  const std::vector<std::size_t> &enumerated() const { return enumerated_; }
  std::vector<std::size_t> choicesAt(std::uint64_t index) const;
  // The configuration at `index`, with the derived values; or why it cannot be built.
  struct Built {
    std::optional<model::Config> config;
    std::vector<double> derived;
    std::string problem_path; // the field that could not be set or derived
    std::string problem;
  };
  Built build(std::uint64_t index) const;

  SweepResult run(const SweepOptions &options) const;
  // Adds `parts` (of the same shard or others) into `into`: the order of parts does not matter, and
  // the time grows with their points as n log n.
  void combine(SweepResult &into, std::span<const SweepResult> parts) const;
  // An empty result of this sweep, ready to add points to.
  SweepResult emptyResult(int shard, int shards) const;

private:
  struct Variable; // what an expression's name reads
  CompiledSweep() = default;
  friend class SweepWorker;
  friend class SweepEvaluator;

  SweepSpec spec_;
  model::Config base_;
  std::uint64_t space_ = 1;
  std::vector<std::size_t> enumerated_, derived_;         // axis positions
  std::vector<bool> plant_axes_;                          // per enumerated axis: varies only the plant
  std::vector<std::optional<model::FieldAccess>> fields_; // per axis
  std::vector<std::vector<double>> numbers_;              // per axis and value: what expressions read
  std::vector<std::optional<SweepExpression>> rules_;     // per axis (derived ones)
  std::vector<SweepExpression> constraints_;
  std::vector<std::shared_ptr<Variable>> variables_;
  std::vector<std::size_t> objective_metrics_; // catalogue positions
};

// One design at a time, as a sweep evaluates, counts and ranks them: for a search that chooses the
// designs itself (sim/sweep/EvolutionarySearch.h). Each thread takes its own.
class SweepEvaluator {
public:
  explicit SweepEvaluator(const CompiledSweep &sweep);
  ~SweepEvaluator();
  SweepEvaluator(SweepEvaluator &&) noexcept;
  // The design's point when it ranks (it validated, broke no hard limit, its objectives are
  // finite); nullopt when it does not. Either way it is counted.
  std::optional<SweepPoint> visit(std::uint64_t index);
  // What the designs visited so far add up to, as a result of the whole space; it starts again.
  SweepResult take();

private:
  const CompiledSweep &sweep_;
  std::unique_ptr<SweepWorker> worker_;
};

// The shards of one run of `sweep` as the one result a single run gives (sim/sweep/SweepMerge.cpp);
// or why they cannot be, naming the part by `names[i]` when given, else by its shard: a part of
// another spec, a split this spec cannot have (more shards than designs, or than kMaxSweepShards),
// a part covering more than its shard or counts that do not add up, a point outside its shard,
// parts of different splits, a shard given twice or missing. Nothing is allocated by a count a part
// gives, and the time grows with the parts' points as n log n.
std::variant<SweepResult, std::string> mergeSweepResults(const CompiledSweep &sweep,
                                                         const std::vector<SweepResult> &parts,
                                                         std::span<const std::string> names = {});

// A shard of a `shards`-way split that the parts do not hold whole, and why: none of them is it, or
// the one that is stopped before its end or fails the checks mergeSweepResults makes (`why` names
// the part). Shards are numbered from 0, as the array jobs' task indices are.
struct ShardGap {
  int shard = 0;
  std::string why;
};
// The shards to run again, in order; none when every shard is there, complete and sound. Parts of
// another split count for nothing (they are named as such).
std::vector<ShardGap> missingShards(const CompiledSweep &sweep, const std::vector<SweepResult> &parts,
                                    int shards, std::span<const std::string> names = {});

// Why `checkpoint` cannot be what a run of shard `shard` of `shards` goes on from (as
// SweepOptions::resume), or nullopt: it is of another spec or split, fails the checks
// mergeSweepResults makes, or holds a design beyond those it covered (a checkpoint covers the first
// designs of its shard).
std::optional<std::string> checkpointProblem(const CompiledSweep &sweep, const SweepResult &checkpoint,
                                             int shard, int shards);

} // namespace snp::sim

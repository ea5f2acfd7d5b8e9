#include "sim/sweep/Sweep.h"

#include "model/JsonCodec.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"
#include "sim/sweep/ParetoFront.h"
#include "sim/sweep/SweepBlocks.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>
#include <utility>

namespace snp::sim {

namespace {

// Points one thread takes at a time: large enough that threads rarely meet at the counter,
// small enough that a cancel or the last points do not leave a core idle for long.
constexpr std::uint64_t kBlock = 512;

// The objectives oriented so that larger is better.
double goal(const SweepSpec &spec, const SweepPoint &p, std::size_t i) {
  return spec.objectives[i].maximise ? p.objectives[i] : -p.objectives[i];
}

// a before b in a ranking by objective `i`: better first, then the earlier point.
bool betterBy(const SweepSpec &spec, std::size_t i, const SweepPoint &a, const SweepPoint &b) {
  const double ga = goal(spec, a, i), gb = goal(spec, b, i);
  return ga != gb ? ga > gb : a.index < b.index;
}

// a before b when ranked by every objective in turn (the first decides unless tied).
bool betterInTurn(const SweepSpec &spec, const SweepPoint &a, const SweepPoint &b) {
  for (std::size_t i = 0; i < spec.objectives.size(); ++i)
    if (const double ga = goal(spec, a, i), gb = goal(spec, b, i); ga != gb) return ga > gb;
  return a.index < b.index;
}

std::vector<double> goals(const SweepSpec &spec, const SweepPoint &p) {
  std::vector<double> out;
  for (std::size_t i = 0; i < spec.objectives.size(); ++i)
    out.push_back(goal(spec, p, i));
  return out;
}

// Keeps the `keep` first points of a ranking, sorted.
template <class Before>
void addRanked(std::vector<SweepPoint> &ranked, const SweepPoint &p, std::size_t keep, Before before) {
  if (ranked.size() == keep && !before(p, ranked.back())) return;
  ranked.insert(std::upper_bound(ranked.begin(), ranked.end(), p, before), p);
  if (ranked.size() > keep) ranked.pop_back();
}

// Keeps the `keep` first points of `points` by `before`, sorted: what adding them one by one to a
// ranking gives.
template <class Before> void keepBest(std::vector<SweepPoint> &points, std::size_t keep, Before before) {
  const auto end = points.begin() + static_cast<std::ptrdiff_t>(std::min(keep, points.size()));
  std::partial_sort(points.begin(), end, points.end(), before);
  points.erase(end, points.end());
}

bool allFinite(const std::vector<double> &values) {
  return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

} // namespace

// What a name in an expression reads: an axis's value, a field of the configuration being
// built, or one of its sizes.
struct CompiledSweep::Variable {
  enum class Kind { EnumeratedAxis, DerivedAxis, Field, Accelerators, Nodes } kind = Kind::EnumeratedAxis;
  std::size_t axis = 0;     // in the spec
  std::size_t position = 0; // among the enumerated or the derived axes
  std::optional<model::FieldAccess> field;
};

// One thread's share of a run: its own configuration to build points in, and its own result.
class SweepWorker {
public:
  // The configuration is copied once: every point sets every axis's field again, in the same
  // order, so nothing of the point before survives (copying the base per point cost more than
  // validating it).
  SweepWorker(const CompiledSweep &sweep, SweepResult result, std::uint64_t sampleStride = 0)
      : sweep_(sweep), spec_(sweep.spec_), sampleStride_(sampleStride), result_(std::move(result)),
        config_(sweep.base_) {}

  // Evaluates, counts and ranks the design at `index`; its point when it ranks (it validated, broke
  // no hard limit and its objectives are finite), else nullopt.
  std::optional<SweepPoint> visit(std::uint64_t index) {
    ++result_.counts.covered;
    const std::vector<std::size_t> choices = sweep_.choicesAt(index);
    std::string path, problem;
    if (!build(index, choices, path, problem)) {
      ++result_.counts.invalid;
      ++result_.counts.invalid_by[path];
      return std::nullopt;
    }
    for (std::size_t c = 0; c < sweep_.constraints_.size(); ++c)
      if (const double holds = evaluate(sweep_.constraints_[c], choices);
          !(holds != 0) || std::isnan(holds)) {
        ++result_.counts.pruned;
        ++result_.counts.pruned_by[c];
        return std::nullopt;
      }
    if (const model::Problems problems = model::validate(config_); !problems.empty()) {
      ++result_.counts.invalid;
      ++result_.counts.invalid_by[problems.front().path];
      return std::nullopt;
    }
    // Along plant axes (a coolant temperature, the site) only the plant's figures change: the
    // rest carries over from the point evaluated before, when that one differed from this only so.
    if (last_ && last_->derived == derived_ && onlyPlantChanged(choices)) {
      updatePlant(config_, last_->results);
      last_->metrics.updateFigures(last_->results);
    } else {
      Results results = sim::evaluate(config_);
      MetricValues metrics(config_, results);
      last_.emplace(Last{{}, {}, results, std::move(metrics)});
    }
    last_->choices = choices;
    last_->derived = derived_;
    if (!spec_.keep_beyond_limits)
      if (const std::optional<Concern> limit = firstHardLimit(config_, last_->results)) {
        ++result_.counts.evaluated;
        ++result_.counts.beyond_limits;
        ++result_.counts.beyond_limits_by[limit->problem.path];
        return std::nullopt;
      }
    const MetricValues &metrics = last_->metrics;
    SweepPoint point{index, {}, derived_, true, 100};
    for (const std::size_t metric : sweep_.objective_metrics_)
      point.objectives.push_back(metrics.at(metric).value);
    if (spec_.criteria) {
      const CriteriaVerdicts verdicts = judge(*spec_.criteria, metrics);
      point.meets_criteria = verdicts.must_pass;
      point.score = verdicts.score;
      for (std::size_t r = 0; r < verdicts.verdicts.size(); ++r)
        result_.counts.failing[r] += verdicts.verdicts[r].pass ? 0 : 1;
    }
    ++result_.counts.evaluated;
    result_.counts.meeting_criteria += point.meets_criteria;
    // A figure that cannot be computed here (a limit that is not set) ranks nowhere.
    if (!allFinite(point.objectives)) return std::nullopt;
    if (sampleStride_ > 0 && index % sampleStride_ == 0) result_.sample.push_back(point);
    rank(point, choices);
    return point;
  }

  // Builds the configuration at `index` in config_; false with the field that failed.
  bool build(std::uint64_t, const std::vector<std::size_t> &choices, std::string &path,
             std::string &problem) {
    derived_.clear();
    for (std::size_t k = 0; k < sweep_.enumerated_.size(); ++k) {
      const std::size_t axis = sweep_.enumerated_[k];
      problem = sweep_.fields_[axis]->set(config_, spec_.axes[axis].values[choices[k]]);
      if (!problem.empty()) {
        path = spec_.axes[axis].path;
        return false;
      }
    }
    for (const std::size_t axis : sweep_.derived_) {
      const double value = evaluate(*sweep_.rules_[axis], choices);
      const model::FieldKind kind = sweep_.fields_[axis]->kind();
      const bool whole = kind != model::FieldKind::Integer || value == std::round(value);
      if (!std::isfinite(value) || !whole) {
        path = spec_.axes[axis].path;
        problem = fmt::format("its rule gives {}", value);
        return false;
      }
      problem = sweep_.fields_[axis]->set(config_, value);
      if (!problem.empty()) {
        path = spec_.axes[axis].path;
        return false;
      }
      derived_.push_back(value);
    }
    return true;
  }

  const model::Config &config() const { return config_; }
  const std::vector<double> &derived() const { return derived_; }
  // What the worker found since the last take; it goes on into `fresh`.
  SweepResult take(SweepResult fresh) {
    result_.front = front_.points();
    front_ = ParetoFront();
    return std::exchange(result_, std::move(fresh));
  }

private:
  double evaluate(const SweepExpression &expression, const std::vector<std::size_t> &choices) {
    values_.resize(sweep_.variables_.size());
    for (const int v : expression.variables()) {
      const CompiledSweep::Variable &variable = *sweep_.variables_[static_cast<std::size_t>(v)];
      double &value = values_[static_cast<std::size_t>(v)];
      switch (variable.kind) {
      case CompiledSweep::Variable::Kind::EnumeratedAxis:
        value = sweep_.numbers_[variable.axis][choices[variable.position]];
        break;
      case CompiledSweep::Variable::Kind::DerivedAxis: value = derived_[variable.position]; break;
      case CompiledSweep::Variable::Kind::Field:
        value = variable.field->number(config_).value_or(std::numeric_limits<double>::quiet_NaN());
        break;
      case CompiledSweep::Variable::Kind::Accelerators: value = config_.acceleratorCount(); break;
      case CompiledSweep::Variable::Kind::Nodes: value = config_.nodeCount(); break;
      }
    }
    return expression.evaluate(values_);
  }

  void rank(const SweepPoint &point, const std::vector<std::size_t> &choices) {
    front_.add(goals(spec_, point), point);
    const auto keep = static_cast<std::size_t>(spec_.top);
    for (std::size_t i = 0; i < spec_.objectives.size(); ++i)
      addRanked(result_.top[i], point, keep,
                [&](const SweepPoint &a, const SweepPoint &b) { return betterBy(spec_, i, a, b); });
    if (point.meets_criteria)
      addRanked(result_.best_meeting, point, keep,
                [&](const SweepPoint &a, const SweepPoint &b) { return betterInTurn(spec_, a, b); });
    for (std::size_t k = 0; k < choices.size(); ++k) {
      SweepAxisValueSummary &summary = result_.axes[k][choices[k]];
      ++summary.evaluated;
      summary.meeting_criteria += point.meets_criteria;
      if (!summary.best || betterBy(spec_, 0, point, *summary.best)) summary.best = point;
    }
  }

  bool onlyPlantChanged(const std::vector<std::size_t> &choices) const {
    for (std::size_t k = 0; k < choices.size(); ++k)
      if (choices[k] != last_->choices[k] && !sweep_.plant_axes_[k]) return false;
    return true;
  }

  // The point evaluated last, which the next may carry most of its figures over from.
  struct Last {
    std::vector<std::size_t> choices;
    std::vector<double> derived;
    Results results;
    MetricValues metrics;
  };

  const CompiledSweep &sweep_;
  const SweepSpec &spec_;
  std::uint64_t sampleStride_;
  std::optional<Last> last_;
  SweepResult result_;
  ParetoFront front_;
  model::Config config_;
  std::vector<double> derived_, values_;
};

std::variant<std::shared_ptr<const CompiledSweep>, model::Problems>
CompiledSweep::compile(const SweepSpec &spec) {
  auto sweep = std::shared_ptr<CompiledSweep>(new CompiledSweep);
  sweep->spec_ = spec;
  model::Problems problems;
  model::Decoded decoded = model::fromJson(spec.base);
  for (model::Problem &problem : decoded.errors) {
    problem.path = "base." + problem.path;
    problems.push_back(std::move(problem));
  }
  if (!decoded.config) return problems;
  sweep->base_ = std::move(*decoded.config);

  // Names expressions may use: every axis, the system's sizes, and any numeric field by path.
  std::map<std::string, int, std::less<>> names;
  const auto addVariable = [&](std::string name, Variable variable) {
    sweep->variables_.push_back(std::make_shared<Variable>(std::move(variable)));
    names[std::move(name)] = int(sweep->variables_.size() - 1);
  };
  addVariable("accelerators", {Variable::Kind::Accelerators, 0, 0, std::nullopt});
  addVariable("nodes", {Variable::Kind::Nodes, 0, 0, std::nullopt});
  const auto bind = [&](std::string_view name) -> std::optional<int> {
    if (const auto known = names.find(name); known != names.end()) return known->second;
    std::optional<model::FieldAccess> field = model::FieldAccess::resolve(name, sweep->base_);
    if (!field || field->kind() == model::FieldKind::IntegerList || field->kind() == model::FieldKind::Other)
      return std::nullopt;
    addVariable(std::string(name), {Variable::Kind::Field, 0, 0, std::move(field)});
    return names[std::string(name)];
  };

  sweep->numbers_.resize(spec.axes.size());
  sweep->rules_.resize(spec.axes.size());
  // Enumerated axes first, so that a rule may read any of them.
  for (std::size_t a = 0; a < spec.axes.size(); ++a) {
    const SweepAxis &axis = spec.axes[a];
    const std::string at = fmt::format("axes[{}]", a);
    std::optional<model::FieldAccess> field = model::FieldAccess::resolve(axis.path, sweep->base_);
    if (!field) {
      problems.push_back({at + ".path", fmt::format("'{}' is not a field of the configuration "
                                                    "(docs/config-schema.md lists them)",
                                                    axis.path)});
      sweep->fields_.push_back(std::nullopt);
      continue;
    }
    sweep->fields_.push_back(field);
    if (axis.derived()) continue;
    sweep->enumerated_.push_back(a);
    sweep->plant_axes_.push_back(isPlantField(axis.path));
    // One probe for every value: each set overwrites the one before.
    model::Config probe = sweep->base_;
    for (std::size_t v = 0; v < axis.values.size(); ++v) {
      if (const std::string why = field->set(probe, axis.values[v]); !why.empty())
        problems.push_back({fmt::format("{}.values[{}]", at, v), fmt::format("{} {}", axis.path, why)});
      // What expressions read: the number, a choice's position, a list's product (a torus's
      // dimensions give its size).
      double number = std::nan("");
      if (axis.values[v].is_array()) {
        number = 1;
        for (const nlohmann::json &item : axis.values[v])
          number *= item.is_number() ? item.get<double>() : std::nan("");
      } else {
        number = field->number(probe).value_or(std::nan(""));
      }
      sweep->numbers_[a].push_back(number);
    }
    if (!names.emplace(axis.name, 0).second)
      problems.push_back({at + ".name", fmt::format("'{}' names two axes: give one a \"name\"", axis.name)});
    else
      addVariable(axis.name,
                  {Variable::Kind::EnumeratedAxis, a, sweep->enumerated_.size() - 1, std::nullopt});
    if (sweep->space_ > std::numeric_limits<std::uint64_t>::max() / axis.values.size())
      problems.push_back({"axes", "make more than 2^64 points"});
    else
      sweep->space_ *= axis.values.size();
  }
  for (std::size_t a = 0; a < spec.axes.size(); ++a) {
    const SweepAxis &axis = spec.axes[a];
    if (!axis.derived()) continue;
    auto compiled = SweepExpression::compile(axis.rule, bind);
    if (const std::string *error = std::get_if<std::string>(&compiled)) {
      problems.push_back({fmt::format("axes[{}].rule", a), *error});
      continue;
    }
    sweep->rules_[a] = std::get<SweepExpression>(std::move(compiled));
    sweep->derived_.push_back(a);
    if (!names.emplace(axis.name, 0).second)
      problems.push_back({fmt::format("axes[{}].name", a), fmt::format("'{}' names two axes", axis.name)});
    else
      addVariable(axis.name, {Variable::Kind::DerivedAxis, a, sweep->derived_.size() - 1, std::nullopt});
  }
  for (std::size_t c = 0; c < spec.constraints.size(); ++c) {
    auto compiled = SweepExpression::compile(spec.constraints[c], bind);
    if (const std::string *error = std::get_if<std::string>(&compiled))
      problems.push_back({fmt::format("constraints[{}]", c), *error});
    else
      sweep->constraints_.push_back(std::get<SweepExpression>(std::move(compiled)));
  }
  const auto &catalogue = metricCatalogue();
  for (const SweepObjective &objective : spec.objectives)
    for (std::size_t m = 0; m < catalogue.size(); ++m)
      if (catalogue[m].path == objective.metric) sweep->objective_metrics_.push_back(m);
  if (!problems.empty()) return problems;
  return std::shared_ptr<const CompiledSweep>(std::move(sweep));
}

std::vector<std::size_t> CompiledSweep::choicesAt(std::uint64_t index) const {
  // Mixed radix, the last axis fastest: the order of nested loops written in the spec's order.
  std::vector<std::size_t> choices(enumerated_.size());
  for (std::size_t k = enumerated_.size(); k-- > 0;) {
    const std::size_t count = spec_.axes[enumerated_[k]].values.size();
    choices[k] = static_cast<std::size_t>(index % count);
    index /= count;
  }
  return choices;
}

CompiledSweep::Built CompiledSweep::build(std::uint64_t index) const {
  SweepWorker worker(*this, SweepResult{}); // builds only: nothing to count
  Built built;
  if (worker.build(index, choicesAt(index), built.problem_path, built.problem)) {
    built.config = worker.config();
    built.derived = worker.derived();
  }
  return built;
}

SweepResult CompiledSweep::emptyResult(int shard, int shards) const {
  SweepResult result;
  result.spec_hash = spec_.hash;
  result.space = space_;
  result.shard = shard;
  result.shards = shards;
  result.counts.pruned_by.assign(spec_.constraints.size(), 0);
  result.counts.failing.assign(spec_.criteria ? spec_.criteria->rules.size() : 0, 0);
  result.top.resize(spec_.objectives.size());
  for (const std::size_t axis : enumerated_)
    result.axes.emplace_back(spec_.axes[axis].values.size());
  return result;
}

void CompiledSweep::combine(SweepResult &into, std::span<const SweepResult> parts) const {
  SweepCounts &c = into.counts;
  std::vector<GoalPoint> front;
  for (SweepPoint &point : into.front)
    front.emplace_back(goals(spec_, point), std::move(point));
  for (const SweepResult &part : parts) {
    const SweepCounts &p = part.counts;
    c.covered += p.covered;
    c.pruned += p.pruned;
    c.invalid += p.invalid;
    c.evaluated += p.evaluated;
    c.meeting_criteria += p.meeting_criteria;
    c.beyond_limits += p.beyond_limits;
    for (const auto &[path, count] : p.beyond_limits_by)
      c.beyond_limits_by[path] += count;
    for (std::size_t i = 0; i < c.pruned_by.size() && i < p.pruned_by.size(); ++i)
      c.pruned_by[i] += p.pruned_by[i];
    for (const auto &[path, count] : p.invalid_by)
      c.invalid_by[path] += count;
    for (std::size_t i = 0; i < c.failing.size() && i < p.failing.size(); ++i)
      c.failing[i] += p.failing[i];
    into.complete = into.complete && part.complete;
    for (const SweepPoint &point : part.front)
      front.emplace_back(goals(spec_, point), point);
    into.sample.insert(into.sample.end(), part.sample.begin(), part.sample.end());
    for (std::size_t i = 0; i < into.top.size() && i < part.top.size(); ++i)
      into.top[i].insert(into.top[i].end(), part.top[i].begin(), part.top[i].end());
    into.best_meeting.insert(into.best_meeting.end(), part.best_meeting.begin(), part.best_meeting.end());
    for (std::size_t k = 0; k < into.axes.size() && k < part.axes.size(); ++k)
      for (std::size_t v = 0; v < into.axes[k].size() && v < part.axes[k].size(); ++v) {
        SweepAxisValueSummary &s = into.axes[k][v];
        const SweepAxisValueSummary &q = part.axes[k][v];
        s.evaluated += q.evaluated;
        s.meeting_criteria += q.meeting_criteria;
        if (q.best && (!s.best || betterBy(spec_, 0, *q.best, *s.best))) s.best = q.best;
      }
  }
  // Each list is put in order once, whatever the number of parts.
  into.front = paretoFrontOf(std::move(front));
  std::sort(into.sample.begin(), into.sample.end(),
            [](const SweepPoint &a, const SweepPoint &b) { return a.index < b.index; });
  const auto keep = static_cast<std::size_t>(spec_.top);
  for (std::size_t i = 0; i < into.top.size(); ++i)
    keepBest(into.top[i], keep,
             [&](const SweepPoint &a, const SweepPoint &b) { return betterBy(spec_, i, a, b); });
  keepBest(into.best_meeting, keep,
           [&](const SweepPoint &a, const SweepPoint &b) { return betterInTurn(spec_, a, b); });
}

SweepResult CompiledSweep::run(const SweepOptions &options) const {
  const auto shard = static_cast<std::uint64_t>(options.shard),
             shards = static_cast<std::uint64_t>(options.shards);
  // This shard's points: shard, shard + shards, shard + 2·shards, ... below the space.
  const std::uint64_t positions = shard < space_ ? (space_ - shard + shards - 1) / shards : 0;
  const std::uint64_t from = options.resume ? std::min(options.resume->counts.covered, positions) : 0;
  const int threads =
      options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
  // With checkpoints by count, blocks small enough that those finished beyond the prefix (lost
  // when the run is killed) stay a fraction of the designs between two checkpoints.
  const std::uint64_t block =
      options.checkpoint && options.checkpoint_every > 0
          ? std::clamp<std::uint64_t>(options.checkpoint_every / (4 * std::uint64_t(threads)), 1, kBlock)
          : kBlock;
  SweepBlocks blocks(from, block, positions);
  std::atomic<std::uint64_t> nextBlock{0}, done{0};
  std::atomic<bool> stopped{false};
  std::vector<SweepWorker> workers;
  const std::uint64_t sampleStride = options.sample > 0 ? (space_ + options.sample - 1) / options.sample : 0;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back(*this, emptyResult(options.shard, options.shards), sampleStride);
  const auto work = [&](SweepWorker &worker) {
    for (;;) {
      const std::uint64_t number = nextBlock.fetch_add(1);
      const std::uint64_t first = from + number * block;
      if (first >= positions) return;
      const std::uint64_t last = std::min(positions, first + block);
      bool whole = true;
      for (std::uint64_t p = first; p < last && whole; ++p) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
          stopped = true;
          whole = false;
          break;
        }
        worker.visit(shard + p * shards);
        done.fetch_add(1, std::memory_order_relaxed);
      }
      // Only checkpoints need each block's results apart; otherwise a worker keeps adding to its
      // own, which costs nothing per block.
      if (options.checkpoint)
        blocks.add(number, worker.take(emptyResult(options.shard, options.shards)), whole);
      if (!whole) return;
    }
  };

  // The shard's designs done so far in order: the checkpoint's, then the blocks' as they join it.
  SweepResult prefix = options.resume ? *options.resume : emptyResult(options.shard, options.shards);
  std::uint64_t prefixEnd = from;
  const auto fold = [&] {
    const std::vector<SweepResult> parts = blocks.takePrefix(prefixEnd);
    combine(prefix, parts);
    prefix.complete = false;
  };
  std::uint64_t saved = from;
  auto savedAt = std::chrono::steady_clock::now(), reportedAt = savedAt;
  double saveSeconds = 0; // what the last checkpoint took, folding included
  const auto save = [&] {
    const auto began = std::chrono::steady_clock::now();
    fold();
    if (prefixEnd == saved) return;
    options.checkpoint(prefix);
    saved = prefixEnd;
    savedAt = std::chrono::steady_clock::now();
    saveSeconds = std::chrono::duration<double>(savedAt - began).count();
  };
  // Folded now and then, so that the finished blocks' results do not pile up in memory.
  constexpr std::size_t kMostUnfolded = 256;
  {
    std::vector<std::jthread> pool;
    for (SweepWorker &worker : workers)
      pool.emplace_back([&work, &worker] { work(worker); });
    // Wakes when the prefix grows and every 10 ms: the caller's progress callback is also where it
    // sets `cancel`, and a cancelled sweep must return within a fraction of its 100 ms.
    const std::uint64_t every =
        options.checkpoint && options.checkpoint_every > 0 ? options.checkpoint_every : positions;
    const auto sinceSaved = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - savedAt).count();
    };
    while (done.load() < positions - from && !stopped.load()) {
      const bool affordable = sinceSaved() * options.checkpoint_share >= saveSeconds;
      const std::uint64_t end =
          blocks.waitPast(affordable ? saved + every - 1 : positions, std::chrono::milliseconds(10));
      const auto now = std::chrono::steady_clock::now();
      if (options.progress && (now - reportedAt >= std::chrono::milliseconds(100) ||
                               (options.cancel && options.cancel->load()))) {
        options.progress(done.load());
        reportedAt = now;
      }
      const double since = sinceSaved();
      const bool due = since * options.checkpoint_share >= saveSeconds && end > saved &&
                       (end - saved >= every || since >= options.checkpoint_seconds);
      if (options.checkpoint && due)
        save();
      else if (blocks.untakenInPrefix() >= kMostUnfolded)
        fold();
    }
  }
  // A cancelled run's last checkpoint is exactly where its prefix ends.
  if (stopped && options.checkpoint) save();
  fold();
  combine(prefix, blocks.takeAll());
  if (!options.checkpoint) {
    std::vector<SweepResult> shares;
    for (SweepWorker &worker : workers)
      shares.push_back(worker.take(SweepResult{}));
    combine(prefix, shares);
  }
  prefix.complete = !stopped;
  if (options.progress) options.progress(done.load());
  return prefix;
}

SweepEvaluator::SweepEvaluator(const CompiledSweep &sweep)
    : sweep_(sweep), worker_(std::make_unique<SweepWorker>(sweep, sweep.emptyResult(0, 1))) {}

SweepEvaluator::~SweepEvaluator() = default;
SweepEvaluator::SweepEvaluator(SweepEvaluator &&) noexcept = default;

std::optional<SweepPoint> SweepEvaluator::visit(std::uint64_t index) { return worker_->visit(index); }

SweepResult SweepEvaluator::take() { return worker_->take(sweep_.emptyResult(0, 1)); }

} // namespace snp::sim

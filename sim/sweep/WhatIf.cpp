#include "sim/sweep/WhatIf.h"

#include "model/FieldAccess.h"
#include "model/FollowStructure.h"
#include "model/FollowTechnology.h"
#include "model/QuantityText.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"
#include "sim/decision/Metrics.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr int kMaxChanges = kMaxWhatIfChanges;

// One candidate, small enough that millions sort quickly: which levers change, to which values.
struct Candidate {
  double distance = 0;
  std::uint8_t count = 0;
  std::array<std::uint8_t, kMaxChanges> lever{}, value{};

  std::vector<WhatIfChange> changes() const {
    std::vector<WhatIfChange> out;
    for (int i = 0; i < count; ++i)
      out.push_back({lever[std::size_t(i)], value[std::size_t(i)]});
    return out;
  }
  // Fewer changes first among equally far ones, then the levers' and values' order: one answer.
  bool operator<(const Candidate &o) const {
    if (distance != o.distance) return distance < o.distance;
    if (count != o.count) return count < o.count;
    if (lever != o.lever) return lever < o.lever;
    return value < o.value;
  }
};

// How far a lever's value is from the base's: steps along the scale over the scale's length (its
// far end is 1 away), or 1 for another name.
double changeDistance(const WhatIfLever &lever, std::size_t value) {
  if (!lever.ordered) return value == lever.base ? 0 : 1;
  const double steps = std::abs(double(value) - double(lever.base));
  return steps / double(lever.values.size() - 1);
}

// Every design of 1 to max_changes lever changes, nearest first.
std::vector<Candidate> candidatesOf(const WhatIfQuestion &question) {
  std::vector<Candidate> out;
  const std::size_t levers = question.levers.size();
  Candidate current;
  const auto extend = [&](auto &self, std::size_t from) -> void {
    if (current.count > 0) out.push_back(current);
    if (current.count == question.max_changes) return;
    for (std::size_t l = from; l < levers; ++l) {
      const WhatIfLever &lever = question.levers[l];
      for (std::size_t v = 0; v < lever.values.size(); ++v) {
        if (v == lever.base) continue;
        const double d = changeDistance(lever, v);
        current.lever[current.count] = std::uint8_t(l);
        current.value[current.count] = std::uint8_t(v);
        ++current.count;
        current.distance += d;
        self(self, l + 1);
        --current.count;
        current.distance -= d;
      }
    }
  };
  extend(extend, 0);
  // Distances summed in different orders must tie where they are equal.
  for (Candidate &c : out)
    c.distance = std::round(c.distance * 1e9) / 1e9;
  std::sort(out.begin(), out.end());
  return out;
}

// `c` makes every change of `fix`, each as far or further the same way, and perhaps more.
bool extends(const WhatIfQuestion &question, const Candidate &c, const std::vector<WhatIfChange> &fix) {
  return std::ranges::all_of(fix, [&](const WhatIfChange &f) {
    const WhatIfLever &lever = question.levers[f.lever];
    for (int i = 0; i < c.count; ++i) {
      if (c.lever[std::size_t(i)] != f.lever) continue;
      const auto v = double(c.value[std::size_t(i)]), to = double(f.value), base = double(lever.base);
      if (!lever.ordered) return v == to;
      return (v - base) * (to - base) > 0 && std::abs(v - base) >= std::abs(to - base);
    }
    return false;
  });
}

// A design evaluated and judged; `problem` says why it could not be (a field and its problem, or
// the hard limit it breaks).
struct Judged {
  std::optional<CriteriaVerdicts> verdicts;
  double annual_cost = std::numeric_limits<double>::quiet_NaN();
  bool unpriced_parts = false;
  std::string problem;
};

Judged judgeDesign(const model::Config &config, const model::CriteriaSet &criteria) {
  if (const model::Problems problems = model::validate(config); !problems.empty())
    return {std::nullopt, 0, false, model::describe(problems.front())};
  const Results results = evaluate(config);
  if (const std::optional<Concern> limit = firstHardLimit(config, results))
    return {std::nullopt, 0, false, model::describe(limit->problem)};
  const MetricValues metrics(config, results);
  Judged judged{judge(criteria, metrics), std::numeric_limits<double>::quiet_NaN(), false, {}};
  if (const Figure *cost = metrics.find("cost.annual_cost")) judged.annual_cost = cost->value;
  if (const Figure *unpriced = metrics.find("cost.unpriced_parts"))
    judged.unpriced_parts = unpriced->value > 0;
  return judged;
}

// The first must-rule a judged design fails, by name, and what its figure reads ("Power usage
// effectiveness is 1.104"); empty when it fails none.
std::string failedMustRule(const CriteriaVerdicts &verdicts) {
  for (const Verdict &v : verdicts.verdicts)
    if (v.rule->must && !v.pass)
      return fmt::format("{} is {}", v.rule->name.empty() ? v.rule->metric : v.rule->name,
                         model::plainText(model::quantityText(v.figure.value, v.figure.unit)));
  return {};
}

// The levers' fields, resolved once, and the changes made to the base as an architect makes
// them: each set in place (a sweep's way: a JSON round trip per change would cost more than the
// evaluation), then the fields that described the old size or cooling method follow
// (model::followStructure, model::followTechnology), as they do for an edit in the window.
class LeverFields {
public:
  explicit LeverFields(const WhatIfQuestion &question) : question_(question) {
    for (const WhatIfLever &lever : question.levers)
      fields_.push_back(model::FieldAccess::resolve(lever.path, question.base));
  }

  ChangedDesign apply(const std::vector<WhatIfChange> &changes) const {
    ChangedDesign design;
    model::Config config = question_.base;
    for (const WhatIfChange &change : changes) {
      const WhatIfLever &lever = question_.levers[change.lever];
      const std::optional<model::FieldAccess> &field = fields_[change.lever];
      model::Config next = config;
      design.problem =
          field ? field->set(next, lever.values[change.value]) : "is not a field of the configuration";
      if (!design.problem.empty()) {
        design.problem = lever.path + " " + design.problem;
        return design;
      }
      model::FollowedStructure followed = model::followStructure(config, next);
      model::FollowedStructure technology = model::followTechnology(config, followed.config);
      config = std::move(technology.config);
      for (auto *taken : {&followed.changes, &technology.changes})
        design.followed.insert(design.followed.end(), taken->begin(), taken->end());
    }
    // Another split of the same accelerators keeps them all busy: dp takes up the rest, as
    // validation asks (tp·cp·pp·dp = accelerators).
    model::Parallelism &p = config.workload.parallelism;
    const double replica = double(p.tp) * p.cp * p.pp, accelerators = config.acceleratorCount();
    if (replica * p.dp != accelerators && replica > 0 && std::fmod(accelerators, replica) == 0 &&
        accelerators / replica <= std::numeric_limits<int>::max()) {
      const int dp = int(accelerators / replica);
      design.followed.push_back({"workload.parallelism.dp", p.dp, dp});
      p.dp = dp;
    }
    design.config = std::move(config);
    return design;
  }

private:
  const WhatIfQuestion &question_;
  std::vector<std::optional<model::FieldAccess>> fields_;
};

} // namespace

std::uint64_t candidateCount(const WhatIfQuestion &question) {
  // The sum over sets of at most max_changes levers of the product of their other values: the
  // elementary symmetric sums of the counts, built a lever at a time.
  std::array<double, kMaxChanges + 1> sums{1};
  for (const WhatIfLever &lever : question.levers)
    for (std::size_t k = std::size_t(std::clamp(question.max_changes, 0, kMaxChanges)); k > 0; --k)
      sums[k] += sums[k - 1] * double(lever.values.size() - 1);
  double total = 0;
  for (std::size_t k = 1; k < sums.size(); ++k)
    total += sums[k];
  return total >= 1.8e19 ? std::numeric_limits<std::uint64_t>::max() : std::uint64_t(total);
}

std::string questionProblem(const WhatIfQuestion &question) {
  if (question.max_changes < 1 || question.max_changes > kMaxChanges)
    return fmt::format("changes is {}; must be 1 to {}", question.max_changes, kMaxChanges);
  if (question.levers.empty()) return "no lever to move: give at least one field to vary";
  if (question.levers.size() > kMaxLevers)
    return fmt::format("{} levers; at most {}", question.levers.size(), kMaxLevers);
  if (question.fixes < 1 || question.fixes > kMaxFixes)
    return fmt::format("fixes is {}; must be 1 to {}", question.fixes, kMaxFixes);
  if (const std::uint64_t count = candidateCount(question); count > kMaxWhatIfCandidates)
    return fmt::format("{} levers changed {} at a time make {} designs; at most {}: fewer levers, values or "
                       "changes at once",
                       question.levers.size(), question.max_changes, count, kMaxWhatIfCandidates);
  return {};
}

ChangedDesign applyChanges(const WhatIfQuestion &question, const std::vector<WhatIfChange> &changes) {
  return LeverFields(question).apply(changes);
}

WhatIfAnswer whatWouldItTake(const WhatIfQuestion &question, const WhatIfProgress &progress) {
  WhatIfAnswer answer;
  const Judged base = judgeDesign(question.base, question.criteria);
  if (!base.verdicts) {
    answer.base_problem = base.problem;
    return answer;
  }
  answer.base_verdicts = *base.verdicts;
  for (std::size_t r = 0; r < base.verdicts->verdicts.size(); ++r)
    if (const Verdict &v = base.verdicts->verdicts[r]; v.rule->must && !v.pass)
      answer.failing_rules.push_back(r);
  if (answer.failing_rules.empty()) return answer;

  const std::vector<Candidate> candidates = candidatesOf(question);
  const LeverFields levers(question);
  answer.candidates = candidates.size();
  const bool byDistance = question.rank == WhatIfQuestion::Rank::Distance;
  const auto wanted = std::size_t(std::max(1, question.fixes));
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (progress.cancel && progress.cancel->load(std::memory_order_relaxed)) {
      answer.complete = false;
      break;
    }
    if (answer.evaluated >= question.budget || (byDistance && answer.fixes.size() >= wanted)) break;
    if (progress.report && i % 256 == 0)
      progress.report(std::min(1.0, double(answer.evaluated) /
                                        double(std::min<std::uint64_t>(question.budget, candidates.size()))));
    const Candidate &c = candidates[i];
    if (std::ranges::any_of(answer.fixes,
                            [&](const WhatIfFix &f) { return extends(question, c, f.changes); })) {
      ++answer.dominated;
      continue;
    }
    std::vector<WhatIfChange> changes = c.changes();
    ChangedDesign design = levers.apply(changes);
    ++answer.evaluated;
    if (!design.config) {
      ++answer.invalid;
      continue;
    }
    const Judged judged = judgeDesign(*design.config, question.criteria);
    if (!judged.verdicts) {
      ++answer.invalid;
      continue;
    }
    if (!judged.verdicts->must_pass) continue;
    WhatIfFix fix{std::move(changes),
                  std::move(design.followed),
                  std::move(*design.config),
                  c.distance,
                  {},
                  base.annual_cost,
                  judged.annual_cost,
                  base.unpriced_parts || judged.unpriced_parts};
    for (const std::size_t r : answer.failing_rules)
      fix.rules.push_back(
          {r, base.verdicts->verdicts[r].figure.value, judged.verdicts->verdicts[r].figure.value});
    answer.fixes.push_back(std::move(fix));
  }
  if (!byDistance) {
    // Cheapest first; a fix whose cost is not known after every priced one, nearest first.
    std::ranges::stable_sort(answer.fixes, [](const WhatIfFix &a, const WhatIfFix &b) {
      const bool pa = !std::isnan(a.annual_cost_after), pb = !std::isnan(b.annual_cost_after);
      if (pa != pb) return pa;
      return pa && a.annual_cost_after < b.annual_cost_after;
    });
    if (answer.fixes.size() > wanted) answer.fixes.resize(wanted);
  }
  if (progress.report) progress.report(1);
  return answer;
}

HowFar howFar(const WhatIfQuestion &question, std::size_t leverIndex) {
  HowFar far;
  far.lever = leverIndex;
  const WhatIfLever &lever = question.levers[leverIndex];
  far.down.furthest = far.up.furthest = lever.base;
  const Judged base = judgeDesign(question.base, question.criteria);
  far.base_passes = base.verdicts && base.verdicts->must_pass;
  if (!far.base_passes) return far;
  const LeverFields levers(question);
  const auto walk = [&](HowFar::Reach &reach, int step) {
    for (auto v = std::ptrdiff_t(lever.base) + step; v >= 0 && v < std::ptrdiff_t(lever.values.size());
         v += step) {
      const ChangedDesign design = levers.apply({{leverIndex, std::size_t(v)}});
      const Judged judged = design.config ? judgeDesign(*design.config, question.criteria) : Judged{};
      reach.why = !design.config     ? design.problem
                  : !judged.verdicts ? judged.problem
                                     : failedMustRule(*judged.verdicts);
      if (!reach.why.empty()) {
        reach.first_failing = std::size_t(v);
        return;
      }
      reach.furthest = std::size_t(v);
    }
  };
  walk(far.down, -1);
  walk(far.up, +1);
  return far;
}

} // namespace snp::sim

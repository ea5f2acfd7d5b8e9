#pragma once

// "What would it take?": for a design that fails some must-rules of a criteria set, the smallest
// changes of the fields the user allows (the levers) that make it pass every one; and "how far can
// it go?": along one lever, the furthest value at which a passing design still passes.
// docs/what-if.md explains the search, the distance and the dominance rule.

#include "model/Config.h"
#include "model/Criteria.h"
#include "model/FollowStructure.h"
#include "sim/decision/Verdicts.h"
#include "sim/sweep/WhatIfLever.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace snp::sim {

// Limits that keep a question answerable in seconds and its candidates in memory (24 bytes each).
inline constexpr int kMaxWhatIfChanges = 4;
inline constexpr std::size_t kMaxLevers = 32;
inline constexpr int kMaxFixes = 50;
inline constexpr std::uint64_t kMaxWhatIfCandidates = 5'000'000;

struct WhatIfQuestion {
  model::Config base;
  model::CriteriaSet criteria;
  std::vector<WhatIfLever> levers;
  int max_changes = 2;            // levers changed at once, 1 to kMaxWhatIfChanges
  int fixes = 5;                  // fixes wanted
  std::uint64_t budget = 100'000; // designs evaluated at most
  // Rank the fixes by how far they move the design (and stop once enough are found), or by what
  // they add to the equivalent annual cost (after every candidate within the budget is evaluated;
  // parts the price book does not price count for nothing, as in the cost figures).
  enum class Rank { Distance, Cost } rank = Rank::Distance;
};

struct WhatIfChange {
  std::size_t lever = 0; // position in WhatIfQuestion::levers
  std::size_t value = 0; // position in that lever's values
};

// What one must-rule the base fails reads on a fix.
struct RuleShift {
  std::size_t rule = 0;         // position in the criteria set
  double before = 0, after = 0; // the figure (SI)
};

struct WhatIfFix {
  std::vector<WhatIfChange> changes; // in lever order
  // Fields the changes took along as an architect would (a torus reshaped to more cabinets, the
  // supply temperature of another cooling method, dp following the split).
  std::vector<model::FieldChange> followed;
  model::Config config;
  double distance = 0; // the sum of the changes' distances (docs/what-if.md)
  std::vector<RuleShift> rules;
  // The equivalent annual cost (cost.annual_cost) of the base and the fix, of the parts the price
  // book prices: some are not when `cost_partial`.
  double annual_cost_before = 0, annual_cost_after = 0;
  bool cost_partial = false;
};

struct WhatIfAnswer {
  std::string base_problem; // why the base cannot be judged (it does not validate); nothing else is set
  CriteriaVerdicts base_verdicts;
  std::vector<std::size_t> failing_rules; // must-rules the base fails, by position in the set
  std::vector<WhatIfFix> fixes;           // ranked
  std::uint64_t candidates = 0;           // designs of at most max_changes changes
  std::uint64_t evaluated = 0;            // of them, evaluated before the search stopped
  std::uint64_t invalid = 0;              // refused by validation or beyond a hard limit
  std::uint64_t dominated = 0;            // skipped: a fix's changes and more
  bool complete = true;                   // false when cancelled before the search's end
};

struct WhatIfProgress {
  const std::atomic<bool> *cancel = nullptr;
  std::function<void(double share)> report = {}; // of the budget or the candidates, 0 to 1
};

// Designs of 1 to max_changes lever changes the question makes.
std::uint64_t candidateCount(const WhatIfQuestion &question);
// Why the question cannot be asked (changes, levers, fixes or candidates beyond the limits), in
// English naming the setting and its range; empty when it can.
std::string questionProblem(const WhatIfQuestion &question);

// The fixes of `question` (none when the base passes every must-rule). A fix is a set of lever
// changes that makes every must-rule pass on a design that validates and breaks no hard limit;
// fixes are minimal: a candidate that makes a fix's changes, each at least as far in the same
// direction, and more, is not one.
WhatIfAnswer whatWouldItTake(const WhatIfQuestion &question, const WhatIfProgress &progress = {});

// How far one lever may move while the design still passes every must-rule.
struct HowFar {
  std::size_t lever = 0;
  bool base_passes = false;
  // Each way along the scale: the furthest value reached without a failure, and the first that
  // fails (none when the scale ends first) with why: the rule's name, or the problem.
  struct Reach {
    std::size_t furthest = 0;
    std::optional<std::size_t> first_failing;
    std::string why;
  };
  Reach down, up; // towards the scale's first value and towards its last
};

HowFar howFar(const WhatIfQuestion &question, std::size_t lever);

// The configuration with `changes` made to `question.base` as the search makes them, and the
// fields they took along; or why it cannot be built.
struct ChangedDesign {
  std::optional<model::Config> config;
  std::vector<model::FieldChange> followed;
  std::string problem;
};
ChangedDesign applyChanges(const WhatIfQuestion &question, const std::vector<WhatIfChange> &changes);

} // namespace snp::sim

#pragma once

#include "model/Config.h"
#include "model/Problem.h"
#include "sim/Evaluate.h"

#include <optional>
#include <string_view>
#include <vector>

namespace snp::sim {

enum class ConcernKind {
  OverLimit,   // beyond a limit the configuration sets (a cabinet's power feed, its memory)
  Implausible, // beyond what any shipping system reaches; the inputs are likely too optimistic
  Impossible,  // refuted by physics (efficiency above 100 %, a PUE below 1)
};
inline constexpr std::string_view kConcernKindNames[] = {"over_limit", "implausible", "impossible"};

// A figure the user should worry about. `problem.path` is the figure's path ("cooling.pue",
// "power.cabinet_W"); its message, with template and arguments, says why, so the views translate
// it as they translate validation messages.
struct Concern {
  ConcernKind kind = ConcernKind::OverLimit;
  model::Problem problem;
};

// What an architect would flag in these results of `config`: cabinets over their power or
// cooling limits, air asked to remove more heat than a cabinet's face can pass, a model that does
// not fit in memory, utilisation or PUE beyond what is possible or has been measured, a chip
// efficiency no shipping accelerator reaches.
std::vector<Concern> concernsOf(const model::Config &config, const Results &results);

// The first concern over a hard limit (a limit the configuration sets, or physics): a design that
// breaks one is no design. Merely implausible figures are the user's to weigh. nullopt when none.
std::optional<Concern> firstHardLimit(const model::Config &config, const Results &results);

// Heat that air can carry out of one cabinet: rho c_p dT_air x front area x face velocity.
double airCapacityPerCabinetW(const model::Config &config);

} // namespace snp::sim

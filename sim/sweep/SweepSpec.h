#pragma once

// What a design-space sweep explores (docs/sweep-spec.md): a base configuration, the axes that
// vary it, the constraints that prune combinations before they are evaluated, the objectives to
// trade off and the criteria a design must meet. Read from JSON; every problem names its path.

#include "model/Config.h"
#include "model/Criteria.h"
#include "model/Problem.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace snp::sim {

inline constexpr int kSweepSpecSchemaVersion = 1;

// The most designs a spec may make, 10^15: at the 134,000 designs a second one core evaluates
// (README, "Design-space sweeps"), the thousand shards of the largest emitted job would take close
// to three months over them. A larger space could only be started, never finished.
inline constexpr int kMaxSweepDesignsLog10 = 15;
inline constexpr double kMaxSweepDesigns = 1e15;

struct SweepAxis {
  std::string path;                   // the field it varies (a --set path)
  std::string name;                   // what expressions call it: "name", else the path's last key
  std::vector<nlohmann::json> values; // an enumerated axis: listed, or expanded from a range
  std::string rule;                   // a derived axis: an expression of earlier axes and fields
  bool derived() const { return !rule.empty(); }
};

struct SweepObjective {
  std::string metric; // a metric path (snplan metrics)
  bool maximise = true;
};

// An adaptive search instead of the whole grid (docs/sweep-spec.md, "search"): NSGA-II (Deb et al.,
// "A fast and elitist multiobjective genetic algorithm: NSGA-II", IEEE Trans. Evol. Comput. 6(2),
// 2002) over the enumerated axes' values, stopping after `evaluations` distinct designs or
// `seconds`, whichever comes first. The same seed gives the same result, unless time stops it.
struct SweepSearch {
  int population = 64;      // designs a generation keeps, 4 to 1,000
  int evaluations = 10'000; // distinct designs evaluated at most
  double seconds = 0;       // 0: no time limit
  int seed = 1;
  bool operator==(const SweepSearch &) const = default;
};

struct SweepSpec {
  std::string name;
  nlohmann::json base;         // the base configuration's JSON, "set" already applied
  std::vector<SweepAxis> axes; // enumerated ones vary fastest last; derived ones follow
  std::vector<std::string> constraints;
  std::vector<SweepObjective> objectives;
  std::optional<model::CriteriaSet> criteria;
  int top = 10; // points kept per objective, and of those meeting the criteria
  // Designs beyond a hard limit (memory with activations, a cabinet's power or cooling feed, a
  // concern sim::concernsOf marks over-limit or impossible) are counted and dropped from every
  // ranking, unless kept on purpose.
  bool keep_beyond_limits = false;
  std::optional<SweepSearch> search; // none: every design of the grid
  nlohmann::json canonical;          // all of the above as one spec document, files read in
  std::string hash;                  // of the canonical document: shards of one spec carry the same
};

struct ParsedSweepSpec {
  std::optional<SweepSpec> spec; // set when there are no errors
  model::Problems errors;
};

// A file a spec names (its base configuration or its criteria) as the caller read it: its whole
// text, or why it could not, in English, to follow the file's name ("is not a regular file but a
// FIFO; ..."). A reader with nothing to say gives the text or nullopt: "cannot be opened".
struct SpecFileText {
  SpecFileText(std::optional<std::string> text, std::string problem = {})
      : text(std::move(text)), problem(std::move(problem)) {}
  std::optional<std::string> text;
  std::string problem;
};

// The simulator does no I/O: the caller resolves the name (a command, relative to the spec's
// folder) and reads it.
using SpecFileReader = std::function<SpecFileText(const std::string &name)>;

// Reads a spec; a file it names is read through `readFile`.
ParsedSweepSpec parseSweepSpec(std::string_view text, const SpecFileReader &readFile);

} // namespace snp::sim

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
#include <vector>

namespace snp::sim {

inline constexpr int kSweepSpecSchemaVersion = 1;

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
  nlohmann::json canonical; // all of the above as one spec document, files read in
  std::string hash;         // of the canonical document: shards of one spec carry the same
};

struct ParsedSweepSpec {
  std::optional<SweepSpec> spec; // set when there are no errors
  model::Problems errors;
};

// The whole text of a file a spec names (its base configuration or its criteria), or nullopt when
// it cannot be read. The simulator does no I/O: the caller resolves the name (a command, relative
// to the spec's folder) and reads it.
using SpecFileReader = std::function<std::optional<std::string>(const std::string &name)>;

// Reads a spec; a file it names is read through `readFile`.
ParsedSweepSpec parseSweepSpec(std::string_view text, const SpecFileReader &readFile);

} // namespace snp::sim

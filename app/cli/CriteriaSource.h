#pragma once

#include "CommandLine.h"

#include "model/Criteria.h"
#include "model/Problem.h"

#include <optional>
#include <string>

namespace snp::cli {

struct LoadedCriteria {
  std::optional<model::CriteriaSet> set; // absent when --criteria was not given or is invalid
  model::Problems errors;
};

// The criteria set of --criteria: "default" (S1's selection table) or a JSON file, checked
// against the simulator's metrics.
LoadedCriteria loadCriteria(const CommandLine &line);

// Writes `text` to -o FILE (atomically: a temporary file renamed over it) or to stdout.
// False, with a message on stderr, when the file cannot be written.
bool writeOutput(const CommandLine &line, const std::string &text);

} // namespace snp::cli

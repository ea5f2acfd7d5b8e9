#pragma once

#include "model/Criteria.h"
#include "model/Problem.h"

#include <optional>
#include <string>

namespace snp::cli {

struct LoadedCriteria {
  std::optional<model::CriteriaSet> set; // absent when --criteria was not given or is invalid
  model::Problems errors;
};

// The criteria set of --criteria, when given: "default" (S1's selection table) or a JSON file, checked
// against the simulator's metrics.
LoadedCriteria loadCriteria(const std::optional<std::string> &source);

// Writes `text` to -o FILE (atomically: a temporary file renamed over it; a device or pipe, such
// as /dev/null, is written to in place) or to stdout.
// False, with a message on stderr, when the file cannot be written.
bool writeOutput(const std::optional<std::string> &output, const std::string &text);

} // namespace snp::cli

#pragma once

// A sweep spec read and compiled for `snplan sweep` and `snplan merge`, or its problems.

#include "model/Problem.h"
#include "sim/sweep/Sweep.h"

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace snp::cli {

struct LoadedSweep {
  std::shared_ptr<const sim::CompiledSweep> sweep; // null when there are errors
  model::Problems errors;
};

// The spec in a file (the files it names are read beside it).
LoadedSweep loadSweep(const std::string &path);
// A spec given as text (the one a result carries), files named in it read from `directory`.
LoadedSweep compileSweep(std::string_view text, const std::filesystem::path &directory);

// Prints each problem as "SOURCE: path: message" on stderr; returns 1.
int reportSweepProblems(const std::string &source, const model::Problems &errors);

} // namespace snp::cli

#pragma once

#include "SourceOptions.h"

#include "model/Config.h"
#include "model/Problem.h"

#include <optional>

namespace snp::cli {

struct LoadedConfig {
  std::optional<model::Config> config; // set only when it read, decoded and validated cleanly
  model::Problems errors;
  model::Problems warnings;
};

// The configuration a command works on: a JSON file (first positional argument) or a bundled
// preset (--preset ID), with every --set path=value applied to its JSON form, then validated.
LoadedConfig loadConfig(const ConfigChoice &choice);

// Prints warnings and errors to stderr; returns 0 when the configuration loaded, else 1.
int reportProblems(const LoadedConfig &loaded);

} // namespace snp::cli

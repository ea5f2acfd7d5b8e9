#pragma once

#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

// The one configuration a command works on: a JSON file or a bundled preset (the command line
// allows one of the two), with --set path=value assignments applied to it.
struct ConfigChoice {
  std::optional<std::string> file;
  std::optional<std::string> preset;
  std::vector<std::string> settings; // each "path=value"
};

// The candidates of a command that weighs several configurations: files and --preset IDs, each
// loaded with the same --set assignments.
struct CandidateChoice {
  std::vector<std::string> files;
  std::vector<std::string> presets;
  std::vector<std::string> settings;
};

} // namespace snp::cli

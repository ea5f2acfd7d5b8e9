#include "CandidateSource.h"

#include "ConfigSource.h"

#include <fmt/core.h>

#include <map>
#include <string>

namespace snp::cli {

std::optional<std::vector<sim::Candidate>> loadCandidates(const CandidateChoice &choice,
                                                          std::string_view purpose) {
  std::vector<ConfigChoice> sources;
  for (const std::string &preset : choice.presets)
    sources.push_back({.file = std::nullopt, .preset = preset, .settings = choice.settings});
  for (const std::string &file : choice.files)
    sources.push_back({.file = file, .preset = std::nullopt, .settings = choice.settings});
  if (sources.empty()) {
    fmt::print(stderr, "error: give configuration files and/or --preset ID (repeatable) {}\n", purpose);
    return std::nullopt;
  }
  std::vector<sim::Candidate> candidates;
  std::map<std::string, int> seen;
  bool ok = true;
  for (const ConfigChoice &source : sources) {
    const LoadedConfig loaded = loadConfig(source);
    if (reportProblems(loaded) != 0) {
      ok = false;
      continue;
    }
    // Two candidates of the same name (a preset and its edited copy) stay apart in the columns.
    std::string name = loaded.config->name;
    if (const int n = ++seen[name]; n > 1) name += fmt::format(" ({})", n);
    candidates.push_back({name, *loaded.config});
  }
  if (!ok) return std::nullopt;
  return candidates;
}

} // namespace snp::cli

#include "CandidateSource.h"
#include "CriteriaSource.h"
#include "model/BundledText.h"
#include "model/CriteriaJson.h"

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

std::optional<Judging> loadJudging(const std::optional<std::string> &criteria, const CandidateChoice &choice,
                                   std::string_view purpose) {
  const LoadedCriteria loaded = loadCriteria(criteria);
  for (const auto &error : loaded.errors)
    fmt::print(stderr, "error: {}\n", model::describe(error));
  if (!loaded.errors.empty()) return std::nullopt;
  auto candidates = loadCandidates(choice, purpose);
  if (!candidates) return std::nullopt;
  return Judging{loaded.set ? *loaded.set : model::defaultCriteriaSet(), std::move(*candidates)};
}

void localiseBundledTexts(Judging &judging, std::string_view language) {
  model::localiseBundledTexts(judging.criteria, language);
  for (sim::Candidate &candidate : judging.candidates) {
    candidate.name = model::bundledTextIn(candidate.name, language);
    model::localiseBundledTexts(candidate.config, language);
  }
}

} // namespace snp::cli

#pragma once

#include "SourceOptions.h"

#include "sim/decision/Comparison.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snp::cli {

// The candidates of a command that weighs several configurations (compare, report): each --preset
// in order, then each file, loaded with the same --set assignments; two of the same name are told
// apart ("S1 (2)"). Nullopt, with the problems on stderr, when none is given or any fails to load;
// `purpose` finishes the message for none ("to compare").
std::optional<std::vector<sim::Candidate>> loadCandidates(const CandidateChoice &choice,
                                                          std::string_view purpose);

// What compare, report and the tables for people judge: the criteria set (--criteria, or the
// default set) and the candidates. Nullopt, with the problems on stderr, when either fails.
struct Judging {
  model::CriteriaSet criteria;
  std::vector<sim::Candidate> candidates;
};
std::optional<Judging> loadJudging(const std::optional<std::string> &criteria, const CandidateChoice &choice,
                                   std::string_view purpose);

// The bundled texts of the criteria and the candidates in `language` (model/BundledText.h): the
// commands that write for people speak the language they were asked for.
void localiseBundledTexts(Judging &judging, std::string_view language);

} // namespace snp::cli

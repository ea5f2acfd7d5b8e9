#pragma once

#include "model/Criteria.h"
#include "model/Problem.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace snp::model {

inline constexpr int kCriteriaSchemaVersion = 1;

// The most rules a set may have: eight for each figure the simulator computes (`snplan metrics`
// lists about 125), where a selection table has tens. Every candidate, and every design of a sweep,
// is judged by each rule.
inline constexpr std::size_t kMaxCriteriaRules = 1000;
// The largest weight of a rule: a million times that of a rule of weight 1, beyond any table's
// emphasis, and small enough that the weights of all the rules add up to a finite sum, so that
// every score is a finite share.
inline constexpr double kMaxCriterionWeight = 1'000'000;

// The JSON form of a criteria set ("schema": 1, "name", "description", "rules": [...]), the
// same text a project stores in its criteria_set table and `snplan --criteria FILE` reads.
std::string dumpCriteriaSet(const CriteriaSet &set);

struct DecodedCriteria {
  std::optional<CriteriaSet> set; // set only when there are no errors
  Problems errors;                // each names its path, e.g. "rules[1].comparator"
};
// Reads and checks a criteria set: known keys, types, known comparators and units, weights in
// [0, kMaxCriterionWeight], at most kMaxCriteriaRules rules, unique ids, between-bounds in order. Whether
// each metric exists is checked by sim::checkMetrics.
DecodedCriteria parseCriteriaSet(std::string_view text);

// The bundled default: S1's selection table (resources/criteria/s1-selection.json).
const CriteriaSet &defaultCriteriaSet();

} // namespace snp::model

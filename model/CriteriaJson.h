#pragma once

#include "model/Criteria.h"
#include "model/Problem.h"

#include <optional>
#include <string>
#include <string_view>

namespace snp::model {

inline constexpr int kCriteriaSchemaVersion = 1;

// The JSON form of a criteria set ("schema": 1, "name", "description", "rules": [...]), the
// same text a project stores in its criteria_set table and `snplan --criteria FILE` reads.
std::string dumpCriteriaSet(const CriteriaSet &set);

struct DecodedCriteria {
  std::optional<CriteriaSet> set; // set only when there are no errors
  Problems errors;                // each names its path, e.g. "rules[1].comparator"
};
// Reads and checks a criteria set: known keys, types, known comparators and units, weights >= 0,
// unique ids, between-bounds in order. Whether each metric exists is checked by sim::checkMetrics.
DecodedCriteria parseCriteriaSet(std::string_view text);

// The bundled default: S1's selection table (resources/criteria/s1-selection.json).
const CriteriaSet &defaultCriteriaSet();

} // namespace snp::model

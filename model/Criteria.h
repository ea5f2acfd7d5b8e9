#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// How a figure is held against a threshold.
enum class Comparator { AtLeast, AtMost, Equal, Between };
inline constexpr std::string_view kComparatorNames[] = {">=", "<=", "=", "between"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kComparatorNames) == static_cast<std::size_t>(Comparator::Between) + 1);

// One selection rule: "the figure `metric` must be >= threshold", with its weight in the score
// and whether failing it rules a candidate out. Thresholds are SI, like every figure; `unit` is
// the unit the user reads and types them in (model/DisplayUnits.h).
struct Criterion {
  std::string id;     // stable key, e.g. "pue"
  std::string name;   // what people call it
  std::string metric; // a metric path of sim/decision/Metrics.h, e.g. "cooling.pue"
  Comparator comparator = Comparator::AtLeast;
  double threshold = 0;    // SI; the lower bound for Between
  double upper = 0;        // SI; the upper bound for Between, unused otherwise
  double tolerance = 0;    // Equal: allowed relative difference, >= 0
  std::string unit;        // display unit of threshold and value
  double weight = 1;       // share in the weighted score, >= 0
  bool must = true;        // a candidate failing a must-rule is out whatever its score
  std::string description; // which figure it reads and why (ambiguities resolved here)
  bool operator==(const Criterion &) const = default;
};

// A named list of rules, shared by the scenarios it judges.
struct CriteriaSet {
  std::string name;
  std::string description;
  std::vector<Criterion> rules;
  bool operator==(const CriteriaSet &) const = default;
};

} // namespace snp::model

#pragma once

#include <cstdint>
#include <vector>

namespace snp::sim {

// One evaluated design of a sweep, kept small: the rest (axis values, figures) follows from its
// index in the enumeration of the space.
struct SweepPoint {
  std::uint64_t index = 0;        // in the enumeration of the whole space
  std::vector<double> objectives; // as the metrics read, SI
  std::vector<double> derived;    // the values derived axes took, in spec order
  bool meets_criteria = true;     // every must-rule passes (true without criteria)
  double score = 100;             // the criteria's weighted score
  bool operator==(const SweepPoint &) const = default;
};

} // namespace snp::sim

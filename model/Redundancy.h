#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

namespace snp::model {

// How many units a group installs beyond those its load needs (Schneider Electric White Paper
// 75, "Comparing UPS System Design Configurations"): none (N); one more (N+1); a second, separate
// set that alone carries the load (2N, or N+N for a rack's power shelves); distributed redundant,
// at least three units whose load moves to the others when one fails (DR).
enum class Redundancy { N, NPlusOne, TwoN, DistributedRedundant };
inline constexpr std::string_view kRedundancyNames[] = {"n", "n_plus_1", "2n", "distributed_redundant"};
// As engineers write them, in any language.
inline constexpr std::string_view kRedundancyNotation[] = {"N", "N+1", "2N", "DR"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kRedundancyNotation) == std::size(kRedundancyNames));
static_assert(std::size(kRedundancyNames) == static_cast<std::size_t>(Redundancy::DistributedRedundant) + 1);

// The fewest units a group can install under a redundancy: one spare needs a second unit, a
// second set a second unit, distributed redundancy three.
constexpr int minimumUnits(Redundancy r) {
  switch (r) {
  case Redundancy::N: return 1;
  case Redundancy::NPlusOne:
  case Redundancy::TwoN: return 2;
  case Redundancy::DistributedRedundant: return 3;
  }
  return 1;
}

// The units that carry the load of a group that installs `installed` (the rest stand by): all of
// them, all but one, half, all but one.
constexpr int usableUnits(Redundancy r, int installed) {
  switch (r) {
  case Redundancy::N: return installed;
  case Redundancy::NPlusOne:
  case Redundancy::DistributedRedundant: return installed - 1;
  case Redundancy::TwoN: return installed / 2;
  }
  return installed;
}

// The units a group installs when `needed` carry its load.
constexpr int installedUnits(Redundancy r, int needed) {
  switch (r) {
  case Redundancy::N: return needed;
  case Redundancy::NPlusOne: return needed + 1;
  case Redundancy::TwoN: return 2 * needed;
  case Redundancy::DistributedRedundant: return needed + 1 < 3 ? 3 : needed + 1;
  }
  return needed;
}

// How often one unit fails and how long it takes to put right; a unit with no MTBF never fails.
struct UnitFailures {
  double mtbf_h = 0; // mean time between failures; 0: not described, never fails
  double mttr_h = 0; // mean time to repair
  bool operator==(const UnitFailures &) const = default;
};

} // namespace snp::model

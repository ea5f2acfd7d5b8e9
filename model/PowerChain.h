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

// What carries power from the UPS to the racks: floor PDUs (a transformer and panel each) or
// overhead busways (copper bars, no transformer).
enum class DistributionKind { FloorPdu, Busway };
inline constexpr std::string_view kDistributionKindNames[] = {"floor_pdu", "busway"};
static_assert(std::size(kDistributionKindNames) == static_cast<std::size_t>(DistributionKind::Busway) + 1);

// One unit's losses at a load of x times its rating, as fractions of the rating: no_load +
// proportional x + square_law x^2. The three kinds of loss Schneider Electric separates in its
// UPS efficiency curves (White Paper 108, "Making Large UPS Systems More Efficient"): losses that
// do not depend on the load, losses of the power each component processes, and I^2 R heating.
struct LossCurve {
  double no_load = 0;
  double proportional = 0;
  double square_law = 0;
  bool operator==(const LossCurve &) const = default;
};

// One level of the power chain: identical units, each group of them serving a run of cabinets.
struct PowerLevel {
  double rating_W = 0;     // one unit's rating; 0: the level is not part of the chain
  int units = 0;           // installed per group; 0: as many as the load needs under the redundancy
  int racks_per_group = 0; // cabinets one group serves, in order; 0: one group serves them all
  Redundancy redundancy = Redundancy::N;
  LossCurve losses;
  bool operator==(const PowerLevel &) const = default;
};

// The power shelves of one cabinet (rectifiers feeding its busbar). Their conversion loss is the
// node's conversion efficiency: here they count as capacity and redundancy only.
struct PowerShelves {
  int shelves = 0; // installed per cabinet; 0: not described
  double shelf_W = 0;
  Redundancy redundancy = Redundancy::N;
  bool operator==(const PowerShelves &) const = default;
};

// The chain from the utility to the cabinets. A chain with no level described leaves the
// distribution loss to cooling.distribution_loss, a flat share of the IT power.
struct PowerChain {
  PowerLevel utility; // the site's feed: a rating, losses on the utility's side of the meter
  PowerLevel transformer;
  PowerLevel switchboard;
  PowerLevel ups;
  PowerLevel distribution;
  DistributionKind distribution_kind = DistributionKind::FloorPdu;
  PowerShelves shelves;
  bool operator==(const PowerChain &) const = default;

  bool described() const {
    return utility.rating_W > 0 || transformer.rating_W > 0 || switchboard.rating_W > 0 || ups.rating_W > 0 ||
           distribution.rating_W > 0 || shelves.shelves > 0;
  }
};

} // namespace snp::model

#pragma once

#include "model/Redundancy.h"

#include <cstddef>
#include <iterator>
#include <string_view>

namespace snp::model {

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
  UnitFailures failures;
  bool operator==(const PowerLevel &) const = default;
};

// The power shelves of one cabinet (rectifiers feeding its busbar). Their conversion loss is the
// node's conversion efficiency: here they count as capacity and redundancy only.
struct PowerShelves {
  int shelves = 0; // installed per cabinet; 0: not described
  double shelf_W = 0;
  // Energy one shelf stores to carry the compute phase of a training step and recharges while the
  // accelerators wait (capacitors or batteries in its power supplies, as NVIDIA's GB300 NVL72 power
  // supplies carry); 0 = none.
  double storage_J = 0;
  Redundancy redundancy = Redundancy::N;
  UnitFailures failures;
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
  // The largest swing of the site's draw the utility accepts from one training step to the next (its
  // interconnection terms: utilities name a dynamic power range for loads that oscillate at 0.1-20 Hz,
  // Choukse et al., arXiv 2508.14318); 0 = none agreed, the swing is reported but not checked.
  double swing_limit_W = 0;
  bool operator==(const PowerChain &) const = default;

  bool described() const {
    return utility.rating_W > 0 || transformer.rating_W > 0 || switchboard.rating_W > 0 || ups.rating_W > 0 ||
           distribution.rating_W > 0 || shelves.shelves > 0;
  }
};

} // namespace snp::model

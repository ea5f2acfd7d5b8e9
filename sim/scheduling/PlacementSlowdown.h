#pragma once

#include "sim/scheduling/SchedulingMachine.h"

#include <vector>

namespace snp::sim {

// How much slower a job runs on the cards it got than on an ideal placement (a sub-cuboid of one
// torus domain, or the fewest whole domains). Its step splits into compute and communication,
// comm_share the latter on the ideal placement; only the communication stretches, by the ratio of
// the ideal bandwidth to the placed one:
//   slowdown = 1 - comm_share + comm_share x ratio.
// - A job that fits one domain but is spread over several runs its collectives over the
//   scale-out network: ratio = scale-up / scale-out bandwidth per card.
// - A job scattered inside one torus domain runs its ring over the torus path between cards that
//   are consecutive in card order: ratio = the mean hops of those paths, the links shared by that
//   many hops. Cards that happen to fill a sub-cuboid score 1, as a contiguous placement does: a
//   sub-cuboid has a ring of one-hop steps (the snake order).
// - Equivalent cards (switched or full-mesh domains) and jobs that need several domains anyway
//   lose nothing.
struct PlacementCost {
  double ratio = 1;    // ideal / placed bandwidth of the job's collectives
  double slowdown = 1; // placed / ideal run time
  int domains = 1;     // scale-up domains the placement spans
};

PlacementCost placementCost(const SchedulingMachine &machine, const std::vector<int> &sorted_cards,
                            double comm_share, bool contiguous);

// A job's communication share on its ideal placement from its profile in S2's sense (FLOPs it
// computes per byte its collectives move): compute takes flops_per_byte / peak per byte and the
// transfer 1 / bandwidth, so share = (1/B) / (flops_per_byte/peak + 1/B).
double commShareOfProfile(const SchedulingMachine &machine, double flops_per_byte, double peak_flops,
                          int cards);

} // namespace snp::sim

#include "PlacementSlowdown.h"

#include <cstdint>
#include <cstdlib>

namespace snp::sim {

namespace {

// Shortest hops between two cards of one torus or mesh domain.
int torusHops(const SchedulingMachine &machine, int a, int b) {
  int hops = 0;
  for (std::size_t i = 0; i < machine.torus_dims.size(); ++i) {
    const int k = machine.torus_dims[i];
    const int distance = std::abs(a % k - b % k);
    hops += machine.torus_wrap[i] ? std::min(distance, k - distance) : distance;
    a /= k;
    b /= k;
  }
  return hops;
}

// Whether the cards (of one torus domain, `base` its first card) fill a sub-cuboid: along each
// dimension the coordinates used form one interval (round the ring where it wraps), and the
// intervals' product is the card count, so every combination is among the cards.
bool isSubCuboid(const SchedulingMachine &machine, const std::vector<int> &cards, int base) {
  std::size_t combinations = 1;
  for (std::size_t i = 0, stride = 1; i < machine.torus_dims.size(); stride *= machine.torus_dims[i++]) {
    const int k = machine.torus_dims[i];
    std::vector<std::uint8_t> used(static_cast<std::size_t>(k), 0);
    for (int card : cards)
      used[static_cast<std::size_t>((card - base) / static_cast<int>(stride) % k)] = 1;
    int count = 0, starts = 0;
    for (int c = 0; c < k; ++c) {
      count += used[static_cast<std::size_t>(c)];
      const bool before = c > 0 ? used[static_cast<std::size_t>(c - 1)]
                                : (machine.torus_wrap[i] && used[static_cast<std::size_t>(k - 1)]);
      if (used[static_cast<std::size_t>(c)] && !before) ++starts;
    }
    if (count < k && starts != 1) return false;
    combinations *= static_cast<std::size_t>(count);
  }
  return combinations == cards.size();
}

// Bandwidth a job's collectives get per card on its ideal placement.
double idealBandwidth(const SchedulingMachine &machine, int cards) {
  return cards <= machine.domain_cards ? machine.scaleup_Bps_per_card : machine.scaleout_Bps_per_card;
}

} // namespace

PlacementCost placementCost(const SchedulingMachine &machine, const std::vector<int> &sorted_cards,
                            double comm_share, bool contiguous) {
  PlacementCost cost;
  if (sorted_cards.empty()) return cost;
  cost.domains = 1;
  for (std::size_t i = 1; i < sorted_cards.size(); ++i)
    if (machine.domainOf(sorted_cards[i]) != machine.domainOf(sorted_cards[i - 1])) ++cost.domains;
  const int cards = static_cast<int>(sorted_cards.size());
  const int fewestDomains = (cards + machine.domain_cards - 1) / machine.domain_cards;
  if (cost.domains > fewestDomains && fewestDomains == 1) {
    if (machine.scaleout_Bps_per_card > 0 && machine.scaleup_Bps_per_card > 0)
      cost.ratio = machine.scaleup_Bps_per_card / machine.scaleout_Bps_per_card;
  } else if (cost.domains == 1 && machine.isTorus() && !contiguous && cards > 1 &&
             !isSubCuboid(machine, sorted_cards,
                          machine.domainOf(sorted_cards.front()) * machine.domain_cards)) {
    const int base = machine.domainOf(sorted_cards.front()) * machine.domain_cards;
    long long hops = 0;
    for (std::size_t i = 0; i < sorted_cards.size(); ++i) {
      const int next = sorted_cards[(i + 1) % sorted_cards.size()];
      hops += torusHops(machine, sorted_cards[i] - base, next - base);
    }
    cost.ratio = double(hops) / cards;
    if (cost.ratio < 1) cost.ratio = 1;
  }
  cost.slowdown = 1 - comm_share + comm_share * cost.ratio;
  return cost;
}

double commShareOfProfile(const SchedulingMachine &machine, double flops_per_byte, double peak_flops,
                          int cards) {
  const double bandwidth = idealBandwidth(machine, cards);
  if (bandwidth <= 0 || peak_flops <= 0 || flops_per_byte <= 0) return 0;
  const double transfer = 1 / bandwidth;
  return transfer / (flops_per_byte / peak_flops + transfer);
}

} // namespace snp::sim

#pragma once

#include "model/Config.h"

#include <vector>

namespace snp::sim {

// The machine as a job scheduler sees it: scale-up domains of cards, each a torus or mesh (where
// the scale-up tier is one) or a set of equivalent cards (switched, full-mesh or Dragonfly
// domains), grouped into nodes that fail and are repaired whole. Cards are numbered domain by
// domain; inside a torus domain by coordinate, the first dimension fastest.
struct SchedulingMachine {
  int domains = 1;
  int domain_cards = 1;
  int cards_per_node = 1;
  int nodes_per_cabinet = 1;   // consecutive nodes share a cabinet, its power and its cooling
  std::vector<int> torus_dims; // of one domain; empty = its cards are equivalent
  std::vector<bool> torus_wrap;
  double scaleup_Bps_per_card = 0;  // injection bandwidth into the scale-up tier, per direction
  double scaleout_Bps_per_card = 0; // the card's share of its node's NICs, per direction
  // Host memory of a node, which Kubernetes' MostAllocated scoring weighs beside the cards. The
  // configuration does not hold it; 2 TB is NVIDIA DGX H100's (DGX H100 datasheet, "System
  // Memory 2TB"), the node the S1 selection is measured against.
  double node_memory_B = 2e12;

  int cards() const { return domains * domain_cards; }
  int nodes() const { return (cards() + cards_per_node - 1) / cards_per_node; }
  bool isTorus() const { return !torus_dims.empty(); }
  int cardsPerCabinet() const { return cards_per_node * nodes_per_cabinet; }
  int cabinets() const { return (cards() + cardsPerCabinet() - 1) / cardsPerCabinet(); }
  int nodeOf(int card) const { return card / cards_per_node; }
  int cabinetOf(int card) const { return card / cardsPerCabinet(); }
  int domainOf(int card) const { return card / domain_cards; }
};

// The scheduler's view of a configuration that validate() accepted.
SchedulingMachine schedulingMachine(const model::Config &config);

} // namespace snp::sim

#pragma once

#include "sim/scheduling/BitIndex.h"
#include "sim/scheduling/DomainIndex.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace snp::sim {

// Kubernetes' NodeResourcesFit scoring of a node once it holds a job's share (Scheduler.h):
// score = (card_weight × cards held / cards + memory_weight × memory held / memory) / weights.
struct NodeScoring {
  bool most_allocated = true; // the highest score wins, else the lowest
  double card_weight = 3;
  double memory_weight = 2;
};

// The free cards of a scheduling machine, indexed so that a placement costs time in the job's
// size and the machine's variety, not in its size: free cards and whole nodes in BitIndexes,
// domains by their free cards (DomainIndex), and the other nodes grouped by their state (free
// cards, host memory in use): nodes alike score alike, so of each state only the lowest-numbered
// node can win a scoring. The placements are those of a scan over every card, node and domain,
// tie for tie.
class FreeCapacity {
public:
  explicit FreeCapacity(const SchedulingMachine &machine); // every card free

  int freeCards() const { return free_cards_; }
  // Per card, 1 when free: what CuboidFinder searches.
  const std::uint8_t *freeFlags() const { return free_.data(); }
  const DomainIndex &domains() const { return domains_; }

  // A job's cards, in increasing order, each holding `memory_per_card` of its node's memory.
  void take(const std::vector<int> &cards, double memory_per_card);
  void release(const std::vector<int> &cards, double memory_per_card);
  // A failed node's cards, every one of them free, go out of service until it is repaired.
  void takeDown(int node);
  void bringUp(int node);

  // The `count` lowest-numbered free cards of [from, to), which holds as many, appended to out.
  void takeLowestFree(int from, int to, int count, std::vector<int> &out) const;
  // The cards of the `count` lowest-numbered whole free domains; false when there are fewer.
  bool takeWholeDomains(int count, std::vector<int> &out) const;
  // Node by node, the job's next share to the node scoring best once it holds it (ties to the
  // lowest-numbered node); false when the nodes' free cards or memory cannot hold `cards`. The
  // first call groups the nodes, which every change keeps up from then on: the other policies
  // do without.
  bool takeByNodeScore(const NodeScoring &scoring, int cards, double memory_per_card, std::vector<int> &out);
  // `cards` free cards packed into the fewest cabinets that run jobs: the fullest such cabinet that
  // holds them all, else the fullest idle one that does, else cabinet by cabinet, those running
  // jobs first and the fullest of each kind first (ties to the lowest-numbered). Appended to out,
  // in increasing order cabinet by cabinet; false when there are fewer free cards. The first call
  // indexes the cabinets, which every change keeps up from then on: the other policies do without.
  bool takePacked(int cards, std::vector<int> &out);

private:
  using NodeState = std::pair<int, double>; // free cards, host memory in use
  NodeState stateOf(int node) const;
  void unlist(int node);
  // take (freed -1) or release (+1): the cards' flags, their nodes' counts, memory and lists,
  // their domains.
  void change(const std::vector<int> &cards, double memory_per_card, int freed);
  void list(int node);
  void setDomainsOf(const std::vector<int> &cards, int change);
  void nodeRange(int node, int &from, int &to) const;
  using CabinetKey = std::tuple<bool, int, int>; // idle, free cards, number
  CabinetKey cabinetKey(int cabinet) const;
  // Adds to a cabinet's free and in-service cards, keeping its key in packable_cabinets_.
  void changeCabinet(int cabinet, int free_change, int service_change);

  SchedulingMachine machine_;
  std::vector<std::uint8_t> free_;
  BitIndex free_bits_;
  int free_cards_ = 0;
  DomainIndex domains_;
  std::vector<int> node_free_;
  std::vector<double> node_memory_;
  std::vector<int> cabinet_free_;    // free cards per cabinet
  std::vector<int> cabinet_service_; // in-service cards per cabinet: those not free are busy
  // Cabinets with free cards by (idle, free cards, number), idle meaning it runs no job: the order
  // takePacked tries them in. Kept once it has been called.
  bool cabinets_indexed_ = false;
  std::set<CabinetKey> packable_cabinets_;
  // Nodes with free cards by state: whole free nodes, most of a large machine, as a BitIndex; the
  // others as sets. Kept once a placement has scored nodes.
  bool nodes_grouped_ = false;
  BitIndex whole_nodes_;
  std::map<NodeState, std::set<int>> partial_nodes_;
};

} // namespace snp::sim

#include "sim/scheduling/FreeCapacity.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

FreeCapacity::FreeCapacity(const SchedulingMachine &machine)
    : machine_(machine), free_(static_cast<std::size_t>(machine.cards()), 1),
      free_bits_(machine.cards(), true), free_cards_(machine.cards()),
      domains_(machine.domains, machine.domain_cards),
      node_free_(static_cast<std::size_t>(machine.nodes()), 0),
      node_memory_(static_cast<std::size_t>(machine.nodes()), 0),
      cabinet_free_(static_cast<std::size_t>(machine.cabinets()), 0),
      cabinet_service_(static_cast<std::size_t>(machine.cabinets()), 0), whole_nodes_(machine.nodes()) {
  for (int node = 0; node < machine.nodes(); ++node) {
    int from = 0, to = 0;
    nodeRange(node, from, to);
    node_free_[static_cast<std::size_t>(node)] = to - from;
  }
  for (int cabinet = 0; cabinet < machine.cabinets(); ++cabinet) {
    const int from = cabinet * machine.cardsPerCabinet();
    const auto c = static_cast<std::size_t>(cabinet);
    cabinet_free_[c] = cabinet_service_[c] = std::min(machine.cardsPerCabinet(), machine.cards() - from);
  }
}

void FreeCapacity::take(const std::vector<int> &cards, double memory_per_card) {
  change(cards, memory_per_card, -1);
}

void FreeCapacity::release(const std::vector<int> &cards, double memory_per_card) {
  change(cards, memory_per_card, +1);
}

void FreeCapacity::change(const std::vector<int> &cards, double memory_per_card, int freed) {
  int node = -1;
  for (int card : cards) {
    free_[static_cast<std::size_t>(card)] = freed > 0;
    if (freed > 0)
      free_bits_.insert(card);
    else
      free_bits_.erase(card);
    if (machine_.nodeOf(card) != node) {
      if (node >= 0) list(node);
      node = machine_.nodeOf(card);
      unlist(node);
    }
    node_free_[static_cast<std::size_t>(node)] += freed;
    node_memory_[static_cast<std::size_t>(node)] -= freed * memory_per_card;
  }
  if (node >= 0) list(node);
  // A job's cards come in increasing order: a cabinet's together.
  for (std::size_t i = 0; i < cards.size();) {
    const int cabinet = machine_.cabinetOf(cards[i]);
    int count = 0;
    for (; i < cards.size() && machine_.cabinetOf(cards[i]) == cabinet; ++i)
      ++count;
    changeCabinet(cabinet, freed * count, 0);
  }
  setDomainsOf(cards, freed);
  free_cards_ += freed * static_cast<int>(cards.size());
}

void FreeCapacity::takeDown(int node) {
  int from = 0, to = 0;
  nodeRange(node, from, to);
  std::vector<int> cards;
  for (int card = from; card < to; ++card) {
    free_[static_cast<std::size_t>(card)] = 0;
    free_bits_.erase(card);
    cards.push_back(card);
  }
  unlist(node);
  node_free_[static_cast<std::size_t>(node)] = 0;
  setDomainsOf(cards, -1);
  free_cards_ -= to - from;
  changeCabinet(machine_.cabinetOf(from), -(to - from), -(to - from));
}

void FreeCapacity::bringUp(int node) {
  int from = 0, to = 0;
  nodeRange(node, from, to);
  std::vector<int> cards;
  for (int card = from; card < to; ++card) {
    free_[static_cast<std::size_t>(card)] = 1;
    free_bits_.insert(card);
    cards.push_back(card);
  }
  node_free_[static_cast<std::size_t>(node)] = to - from;
  list(node);
  setDomainsOf(cards, 1);
  free_cards_ += to - from;
  changeCabinet(machine_.cabinetOf(from), to - from, to - from);
}

FreeCapacity::CabinetKey FreeCapacity::cabinetKey(int cabinet) const {
  const auto c = static_cast<std::size_t>(cabinet);
  return {cabinet_free_[c] == cabinet_service_[c], cabinet_free_[c], cabinet};
}

void FreeCapacity::changeCabinet(int cabinet, int free_change, int service_change) {
  const auto c = static_cast<std::size_t>(cabinet);
  if (cabinets_indexed_ && cabinet_free_[c] > 0) packable_cabinets_.erase(cabinetKey(cabinet));
  cabinet_free_[c] += free_change;
  cabinet_service_[c] += service_change;
  if (cabinets_indexed_ && cabinet_free_[c] > 0) packable_cabinets_.insert(cabinetKey(cabinet));
}

void FreeCapacity::takeLowestFree(int from, int to, int count, std::vector<int> &out) const {
  for (int card = free_bits_.next(from); count > 0 && card != BitIndex::kNone && card < to;
       card = free_bits_.next(card + 1), --count)
    out.push_back(card);
}

bool FreeCapacity::takePacked(int cards, std::vector<int> &out) {
  if (free_cards_ < cards) return false;
  if (!cabinets_indexed_) {
    cabinets_indexed_ = true;
    for (int cabinet = 0; cabinet < machine_.cabinets(); ++cabinet)
      if (cabinet_free_[static_cast<std::size_t>(cabinet)] > 0)
        packable_cabinets_.insert(cabinetKey(cabinet));
  }
  const int per_cabinet = machine_.cardsPerCabinet();
  const auto take = [&](const CabinetKey &key, int count) {
    const int from = std::get<2>(key) * per_cabinet;
    takeLowestFree(from, std::min(from + per_cabinet, machine_.cards()), count, out);
  };
  // The fullest running cabinet that holds the job, else the fullest idle one that does.
  for (const bool idle : {false, true}) {
    const auto holder = packable_cabinets_.lower_bound({idle, cards, 0});
    if (holder != packable_cabinets_.end() && std::get<0>(*holder) == idle) {
      take(*holder, cards);
      return true;
    }
  }
  for (int left = cards; const CabinetKey &key : packable_cabinets_) {
    const int share = std::min(left, std::get<1>(key));
    take(key, share);
    if ((left -= share) == 0) break;
  }
  return true;
}

bool FreeCapacity::takeWholeDomains(int count, std::vector<int> &out) const {
  if (domains_.count(machine_.domain_cards) < count) return false;
  for (int domain = DomainIndex::kNone; count > 0; --count) {
    domain = domains_.next(DomainOrder::ByNumber, machine_.domain_cards, domain);
    for (int c = 0; c < machine_.domain_cards; ++c)
      out.push_back(domain * machine_.domain_cards + c);
  }
  return true;
}

bool FreeCapacity::takeByNodeScore(const NodeScoring &scoring, int cards, double memory_per_card,
                                   std::vector<int> &out) {
  if (!nodes_grouped_) {
    nodes_grouped_ = true;
    for (int node = 0; node < machine_.nodes(); ++node)
      list(node);
  }
  const double weights = scoring.card_weight + scoring.memory_weight;
  int left = cards;
  // The cards `node` takes beside the `taken` it already has, and its score then; 0 cards when it
  // has no room for one.
  const auto offer = [&](int node, int taken, double &score) {
    const auto n = static_cast<std::size_t>(node);
    const int room = node_free_[n] - taken;
    if (room <= 0) return 0;
    const double memory_room = machine_.node_memory_B - node_memory_[n] - taken * memory_per_card;
    const double fit = std::floor(memory_room / memory_per_card + 1e-9);
    if (!(fit >= 1)) return 0;
    const int share = fit < std::min(room, left) ? static_cast<int>(fit) : std::min(room, left);
    const int held = machine_.cards_per_node - node_free_[n] + taken + share;
    const double memory = node_memory_[n] + (taken + share) * memory_per_card;
    score = (scoring.card_weight * held / machine_.cards_per_node +
             scoring.memory_weight * memory / machine_.node_memory_B) /
            weights;
    return share;
  };

  struct Share {
    int node;
    int taken;
  };
  std::vector<Share> shares;
  std::vector<std::size_t> open; // shares whose node has room for more
  // In each state the nodes up to these have had their share: the next one is the state's best.
  int whole_done = -1;
  std::vector<int> partial_done(partial_nodes_.size(), -1);
  // Where the best node of a step comes from: the whole nodes, a state of partial_nodes_ or open.
  enum class From { Whole, Partial, Open };
  while (left > 0) {
    int best = -1, best_share = 0;
    double best_score = 0;
    From best_from = From::Whole;
    std::size_t best_index = 0;
    const auto consider = [&](int node, int taken, From from, std::size_t index) {
      double score = 0;
      const int share = offer(node, taken, score);
      if (share <= 0) return;
      const bool better = scoring.most_allocated ? score > best_score : score < best_score;
      if (best < 0 || better || (score == best_score && node < best)) {
        best = node;
        best_share = share;
        best_score = score;
        best_from = from;
        best_index = index;
      }
    };
    if (const int node = whole_nodes_.next(whole_done + 1); node != BitIndex::kNone)
      consider(node, 0, From::Whole, 0);
    std::size_t state = 0;
    for (const auto &[key, nodes] : partial_nodes_) {
      if (const auto next = nodes.upper_bound(partial_done[state]); next != nodes.end())
        consider(*next, 0, From::Partial, state);
      ++state;
    }
    for (std::size_t i = 0; i < open.size(); ++i)
      consider(shares[open[i]].node, shares[open[i]].taken, From::Open, i);
    if (best < 0) return false;

    std::size_t given = shares.size();
    if (best_from == From::Open) {
      given = open[best_index];
      shares[given].taken += best_share;
      open.erase(open.begin() + static_cast<std::ptrdiff_t>(best_index));
    } else {
      (best_from == From::Whole ? whole_done : partial_done[best_index]) = best;
      shares.push_back({best, best_share});
    }
    left -= best_share;
    double unused = 0;
    if (left > 0 && offer(best, shares[given].taken, unused) > 0) open.push_back(given);
  }
  for (const Share &share : shares) {
    int from = 0, to = 0;
    nodeRange(share.node, from, to);
    takeLowestFree(from, to, share.taken, out);
  }
  return true;
}

FreeCapacity::NodeState FreeCapacity::stateOf(int node) const {
  const auto n = static_cast<std::size_t>(node);
  return {node_free_[n], node_memory_[n]};
}

void FreeCapacity::unlist(int node) {
  const NodeState state = stateOf(node);
  if (!nodes_grouped_ || state.first == 0) return;
  if (state == NodeState{machine_.cards_per_node, 0.0}) {
    whole_nodes_.erase(node);
    return;
  }
  const auto group = partial_nodes_.find(state);
  group->second.erase(node);
  if (group->second.empty()) partial_nodes_.erase(group);
}

void FreeCapacity::list(int node) {
  const NodeState state = stateOf(node);
  if (!nodes_grouped_ || state.first == 0) return;
  if (state == NodeState{machine_.cards_per_node, 0.0})
    whole_nodes_.insert(node);
  else
    partial_nodes_[state].insert(node);
}

void FreeCapacity::setDomainsOf(const std::vector<int> &cards, int change) {
  for (std::size_t i = 0; i < cards.size();) {
    const int domain = machine_.domainOf(cards[i]);
    int count = 0;
    for (; i < cards.size() && machine_.domainOf(cards[i]) == domain; ++i)
      ++count;
    domains_.setFree(domain, domains_.free(domain) + change * count);
  }
}

void FreeCapacity::nodeRange(int node, int &from, int &to) const {
  from = node * machine_.cards_per_node;
  to = std::min(from + machine_.cards_per_node, machine_.cards());
}

} // namespace snp::sim

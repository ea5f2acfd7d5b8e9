// The scheduler's indexes of free cards (sim/scheduling/FreeCapacity.h) against the scans they
// replace: on random small machines driven through random starts, releases, failures and repairs,
// every query gives the cards, domains and nodes a scan over all of them gives, tie for tie.
#include "sim/scheduling/BitIndex.h"
#include "sim/scheduling/FreeCapacity.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <vector>

namespace snp::sim {
namespace {

int uniform(std::mt19937_64 &random, int low, int high) {
  return std::uniform_int_distribution<int>(low, high)(random);
}

TEST(BitIndex, NextAndPreviousAreThoseOfAnOrderedSet) {
  std::mt19937_64 random(7);
  for (int size : {1, 63, 64, 65, 200, 4096, 4097, 300000}) {
    BitIndex index(size, size % 2 == 0);
    std::set<int> reference;
    if (size % 2 == 0)
      for (int i = 0; i < size; ++i)
        reference.insert(i);
    for (int step = 0; step < 3000; ++step) {
      const int i = uniform(random, 0, size - 1);
      if (random() % 2) {
        index.insert(i);
        reference.insert(i);
      } else {
        index.erase(i);
        reference.erase(i);
      }
      const int from = uniform(random, -1, size);
      const auto after = reference.lower_bound(from);
      EXPECT_EQ(index.next(from), after == reference.end() ? BitIndex::kNone : *after) << size << " " << from;
      const auto upTo = reference.upper_bound(from);
      EXPECT_EQ(index.previous(from), upTo == reference.begin() ? BitIndex::kNone : *std::prev(upTo))
          << size << " " << from;
    }
  }
}

// The machine's state kept as the scheduler kept it before the indexes: one entry per card, node
// and domain, and each query a scan over them.
struct Scan {
  SchedulingMachine machine;
  std::vector<std::uint8_t> free;
  std::vector<int> domain_free;
  std::vector<int> node_free;
  std::vector<double> node_memory;
  std::vector<bool> down;

  explicit Scan(const SchedulingMachine &m)
      : machine(m), free(std::size_t(m.cards()), 1), domain_free(std::size_t(m.domains), m.domain_cards),
        node_free(std::size_t(m.nodes()), 0), node_memory(std::size_t(m.nodes()), 0),
        down(std::size_t(m.nodes()), false) {
    for (int card = 0; card < m.cards(); ++card)
      ++node_free[std::size_t(m.nodeOf(card))];
  }

  int nodeEnd(int node) const { return std::min((node + 1) * machine.cards_per_node, machine.cards()); }

  void take(const std::vector<int> &cards, double per_card) {
    for (int card : cards) {
      free[std::size_t(card)] = 0;
      --domain_free[std::size_t(machine.domainOf(card))];
      --node_free[std::size_t(machine.nodeOf(card))];
      node_memory[std::size_t(machine.nodeOf(card))] += per_card;
    }
  }
  void release(const std::vector<int> &cards, double per_card) {
    for (int card : cards) {
      free[std::size_t(card)] = 1;
      ++domain_free[std::size_t(machine.domainOf(card))];
      ++node_free[std::size_t(machine.nodeOf(card))];
      node_memory[std::size_t(machine.nodeOf(card))] -= per_card;
    }
  }
  void takeDown(int node) {
    for (int c = node * machine.cards_per_node; c < nodeEnd(node); ++c) {
      free[std::size_t(c)] = 0;
      --domain_free[std::size_t(machine.domainOf(c))];
    }
    node_free[std::size_t(node)] = 0;
    down[std::size_t(node)] = true;
  }
  void bringUp(int node) {
    for (int c = node * machine.cards_per_node; c < nodeEnd(node); ++c) {
      free[std::size_t(c)] = 1;
      ++domain_free[std::size_t(machine.domainOf(c))];
    }
    node_free[std::size_t(node)] = nodeEnd(node) - node * machine.cards_per_node;
    down[std::size_t(node)] = false;
  }

  std::vector<int> domainsInOrder(DomainOrder order, int cards) const {
    std::vector<int> domains;
    for (int d = 0; d < machine.domains; ++d)
      if (domain_free[std::size_t(d)] >= cards) domains.push_back(d);
    const auto by = [this](int a, int b) {
      return domain_free[std::size_t(a)] < domain_free[std::size_t(b)];
    };
    if (order == DomainOrder::FullestFirst) std::stable_sort(domains.begin(), domains.end(), by);
    if (order == DomainOrder::EmptiestFirst)
      std::stable_sort(domains.begin(), domains.end(), [&](int a, int b) { return by(b, a); });
    return domains;
  }

  void takeLowestFree(int from, int to, int cards, std::vector<int> &out) const {
    for (int c = from; c < to && cards > 0; ++c)
      if (free[std::size_t(c)]) {
        out.push_back(c);
        --cards;
      }
  }

  bool takeWholeDomains(int needed, std::vector<int> &out) const {
    std::vector<int> chosen;
    for (int d = 0; d < machine.domains && int(chosen.size()) < needed; ++d)
      if (domain_free[std::size_t(d)] == machine.domain_cards) chosen.push_back(d);
    if (int(chosen.size()) < needed) return false;
    for (int d : chosen)
      for (int c = 0; c < machine.domain_cards; ++c)
        out.push_back(d * machine.domain_cards + c);
    return true;
  }

  // Energy-aware packing as a sort of every cabinet with free cards by (idle, free cards, number):
  // the first that holds the job, else cabinet by cabinet in that order.
  bool takePacked(int cards, std::vector<int> &out) const {
    if (std::count(free.begin(), free.end(), 1) < cards) return false;
    struct Cabinet {
      bool idle;
      int free;
      int number;
      auto operator<=>(const Cabinet &) const = default;
    };
    const int per = machine.cardsPerCabinet();
    std::vector<Cabinet> order;
    for (int cabinet = 0; cabinet < machine.cabinets(); ++cabinet) {
      int freeCards = 0, inService = 0;
      for (int c = cabinet * per; c < std::min((cabinet + 1) * per, machine.cards()); ++c) {
        freeCards += free[std::size_t(c)];
        inService += down[std::size_t(machine.nodeOf(c))] ? 0 : 1;
      }
      if (freeCards > 0) order.push_back({freeCards == inService, freeCards, cabinet});
    }
    std::sort(order.begin(), order.end());
    const auto take = [&](const Cabinet &c, int count) {
      takeLowestFree(c.number * per, std::min((c.number + 1) * per, machine.cards()), count, out);
    };
    for (const Cabinet &c : order)
      if (c.free >= cards) {
        take(c, cards);
        return true;
      }
    for (int left = cards; const Cabinet &c : order) {
      const int share = std::min(left, c.free);
      take(c, share);
      if ((left -= share) == 0) break;
    }
    return true;
  }

  // Kubernetes' scoring as the scheduler scanned it: every node, every step.
  bool takeByNodeScore(const NodeScoring &scoring, int cards, double per_card, std::vector<int> &out) const {
    const double weights = scoring.card_weight + scoring.memory_weight;
    int left = cards;
    std::vector<int> taken(std::size_t(machine.nodes()), 0);
    while (left > 0) {
      int best = -1;
      double bestScore = 0;
      int bestShare = 0;
      for (int node = 0; node < machine.nodes(); ++node) {
        const auto n = std::size_t(node);
        const int room = node_free[n] - taken[n];
        if (room <= 0) continue;
        const double memoryRoom = machine.node_memory_B - node_memory[n] - taken[n] * per_card;
        const int share = std::min({room, left, static_cast<int>(std::floor(memoryRoom / per_card + 1e-9))});
        if (share <= 0) continue;
        const int held = machine.cards_per_node - node_free[n] + taken[n] + share;
        const double memory = node_memory[n] + (taken[n] + share) * per_card;
        const double score = (scoring.card_weight * held / machine.cards_per_node +
                              scoring.memory_weight * memory / machine.node_memory_B) /
                             weights;
        if (best < 0 || (scoring.most_allocated ? score > bestScore : score < bestScore)) {
          best = node;
          bestScore = score;
          bestShare = share;
        }
      }
      if (best < 0) return false;
      taken[std::size_t(best)] += bestShare;
      left -= bestShare;
    }
    for (int node = 0; node < machine.nodes(); ++node)
      takeLowestFree(node * machine.cards_per_node, nodeEnd(node), taken[std::size_t(node)], out);
    return true;
  }
};

std::vector<int> sorted(std::vector<int> cards) {
  std::sort(cards.begin(), cards.end());
  return cards;
}

void expectSameAnswers(FreeCapacity &capacity, const Scan &scan, std::mt19937_64 &random) {
  const SchedulingMachine &m = scan.machine;
  ASSERT_EQ(capacity.freeCards(), std::count(scan.free.begin(), scan.free.end(), 1));
  for (DomainOrder order : {DomainOrder::ByNumber, DomainOrder::FullestFirst, DomainOrder::EmptiestFirst})
    for (int cards = 1; cards <= m.domain_cards; ++cards) {
      std::vector<int> walked;
      for (int d = capacity.domains().next(order, cards); d != DomainIndex::kNone;
           d = capacity.domains().next(order, cards, d))
        walked.push_back(d);
      ASSERT_EQ(walked, scan.domainsInOrder(order, cards)) << int(order) << ", " << cards << " cards";
    }
  for (int needed = 1; needed <= m.domains + 1; ++needed) {
    std::vector<int> ours, theirs;
    ASSERT_EQ(capacity.takeWholeDomains(needed, ours), scan.takeWholeDomains(needed, theirs)) << needed;
    ASSERT_EQ(ours, theirs);
  }
  const int from = uniform(random, 0, m.cards() - 1);
  const int to = uniform(random, from + 1, m.cards());
  int freeThere = 0;
  for (int c = from; c < to; ++c)
    freeThere += scan.free[std::size_t(c)];
  std::vector<int> ours, theirs;
  capacity.takeLowestFree(from, to, uniform(random, 0, freeThere), ours);
  scan.takeLowestFree(from, to, int(ours.size()), theirs);
  ASSERT_EQ(ours, theirs);
  for (int attempt = 0; attempt < 4; ++attempt) {
    const int cards = uniform(random, 1, std::max(1, capacity.freeCards()));
    std::vector<int> packed, packedByScan;
    ASSERT_EQ(capacity.takePacked(cards, packed), scan.takePacked(cards, packedByScan)) << cards << " cards";
    ASSERT_EQ(packed, packedByScan) << cards << " cards packed";
  }
  const double perCards[] = {m.node_memory_B / m.cards_per_node, m.node_memory_B / 3, m.node_memory_B / 7.3,
                             m.node_memory_B / 40};
  for (bool most : {true, false})
    for (int attempt = 0; attempt < 4; ++attempt) {
      const NodeScoring scoring{most, double(uniform(random, 0, 4)), double(uniform(random, 1, 3))};
      const double perCard = perCards[random() % std::size(perCards)];
      const int cards = uniform(random, 1, std::max(1, capacity.freeCards()));
      std::vector<int> byIndex, byScan;
      ASSERT_EQ(capacity.takeByNodeScore(scoring, cards, perCard, byIndex),
                scan.takeByNodeScore(scoring, cards, perCard, byScan))
          << (most ? "most" : "least") << ", " << cards << " cards";
      ASSERT_EQ(sorted(byIndex), sorted(byScan)) << (most ? "most" : "least") << ", " << cards << " cards";
    }
}

TEST(FreeCapacity, PlacesAsAScanOverEveryCardNodeAndDomain) {
  std::mt19937_64 random(2024);
  for (int machineCase = 0; machineCase < 60; ++machineCase) {
    SchedulingMachine m;
    m.domains = uniform(random, 1, 7);
    m.domain_cards = uniform(random, 1, 12);
    m.cards_per_node = uniform(random, 1, 8); // a node may straddle two domains
    m.nodes_per_cabinet = uniform(random, 1, 3);
    m.node_memory_B = 1e12 * uniform(random, 1, 4);
    FreeCapacity capacity(m);
    Scan scan(m);
    struct Held {
      std::vector<int> cards;
      double per_card;
    };
    std::vector<Held> held;
    for (int step = 0; step < 150; ++step) {
      const int action = uniform(random, 0, 9);
      if (action < 5 && capacity.freeCards() > 0) {
        std::vector<int> freeCards;
        for (int c = 0; c < m.cards(); ++c)
          if (scan.free[std::size_t(c)]) freeCards.push_back(c);
        std::shuffle(freeCards.begin(), freeCards.end(), random);
        freeCards.resize(std::size_t(uniform(random, 1, std::min<int>(int(freeCards.size()), 10))));
        const Held job{sorted(freeCards), m.node_memory_B / uniform(random, 1, 3 * m.cards_per_node)};
        capacity.take(job.cards, job.per_card);
        scan.take(job.cards, job.per_card);
        held.push_back(job);
      } else if (action < 8 && !held.empty()) {
        const std::size_t which = std::size_t(random() % held.size());
        capacity.release(held[which].cards, held[which].per_card);
        scan.release(held[which].cards, held[which].per_card);
        held.erase(held.begin() + std::ptrdiff_t(which));
      } else {
        const int node = uniform(random, 0, m.nodes() - 1);
        const int first = node * m.cards_per_node;
        if (scan.down[std::size_t(node)]) {
          capacity.bringUp(node);
          scan.bringUp(node);
        } else if (std::all_of(scan.free.begin() + first, scan.free.begin() + scan.nodeEnd(node),
                               [](std::uint8_t f) { return f == 1; })) {
          capacity.takeDown(node);
          scan.takeDown(node);
        }
      }
      expectSameAnswers(capacity, scan, random);
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

} // namespace
} // namespace snp::sim

#pragma once

#include "sim/scheduling/BitIndex.h"

#include <unordered_map>
#include <vector>

namespace snp::sim {

// The orders in which a policy tries the domains that could hold a job: by number (first fit),
// the fullest first (best fit, most allocated, topology), the emptiest first (least allocated);
// domains with as many free cards in number order.
enum class DomainOrder { ByNumber, FullestFirst, EmptiestFirst };

// The scale-up domains by their free cards: the domains with each count of free cards in a
// BitIndex of their own, and the most free cards of each 64 domains in a tree, so that the next
// domain in any order is found in O(log domains) rather than by sorting them all per job (three
// minutes for 2,000 jobs under best fit on 2^24 cards in 2^21 domains).
class DomainIndex {
public:
  static constexpr int kNone = BitIndex::kNone;

  DomainIndex(int domains, int domain_cards); // every card free

  int free(int domain) const { return free_[static_cast<std::size_t>(domain)]; }
  void setFree(int domain, int cards);
  // Domains with exactly `cards` free.
  int count(int cards) const;

  // The domain after `after` in `order` among those with at least `cards` free; the first with
  // kNone; kNone past the last. `after` keeps its place only while no domain's count changes.
  int next(DomainOrder order, int cards, int after = kNone) const;

private:
  struct Bucket {
    BitIndex domains;
    int count = 0;
  };
  const Bucket *bucket(int cards) const;
  int firstOfCount(int cards) const;
  int nextByNumber(int cards, int from) const;
  void updateBlock(int block);

  int domains_;
  std::vector<int> free_;
  BitIndex counts_; // the counts of free cards some domain has, 0 left out
  std::unordered_map<int, Bucket> buckets_;
  // Per 64 domains the most free cards of one, as a complete binary tree: leaves from leaves_ on.
  std::vector<int> block_max_;
  std::size_t leaves_ = 1;
};

} // namespace snp::sim

#include "sim/scheduling/DomainIndex.h"

#include <algorithm>

namespace snp::sim {

namespace {
constexpr int kBlock = 64;
} // namespace

DomainIndex::DomainIndex(int domains, int domain_cards)
    : domains_(domains), free_(static_cast<std::size_t>(domains), domain_cards), counts_(domain_cards + 1) {
  buckets_.emplace(domain_cards, Bucket{BitIndex(domains, true), domains});
  counts_.insert(domain_cards);
  const std::size_t blocks = (static_cast<std::size_t>(domains) + kBlock - 1) / kBlock;
  while (leaves_ < blocks)
    leaves_ *= 2;
  block_max_.assign(2 * leaves_, 0);
  std::fill_n(block_max_.begin() + static_cast<std::ptrdiff_t>(leaves_), blocks, domain_cards);
  for (std::size_t i = leaves_ - 1; i >= 1; --i)
    block_max_[i] = std::max(block_max_[2 * i], block_max_[2 * i + 1]);
}

void DomainIndex::setFree(int domain, int cards) {
  int &now = free_[static_cast<std::size_t>(domain)];
  if (now == cards) return;
  if (now > 0) {
    Bucket &from = buckets_.at(now);
    from.domains.erase(domain);
    if (--from.count == 0) counts_.erase(now);
  }
  if (cards > 0) {
    auto to = buckets_.find(cards);
    if (to == buckets_.end()) to = buckets_.emplace(cards, Bucket{BitIndex(domains_), 0}).first;
    to->second.domains.insert(domain);
    if (to->second.count++ == 0) counts_.insert(cards);
  }
  now = cards;
  updateBlock(domain / kBlock);
}

int DomainIndex::count(int cards) const {
  const Bucket *b = bucket(cards);
  return b ? b->count : 0;
}

int DomainIndex::next(DomainOrder order, int cards, int after) const {
  if (order == DomainOrder::ByNumber) return nextByNumber(cards, after + 1);
  if (after != kNone) {
    const int here = free(after);
    if (const int same = bucket(here)->domains.next(after + 1); same != kNone) return same;
    const int other =
        order == DomainOrder::FullestFirst ? counts_.next(here + 1) : counts_.previous(here - 1);
    return other >= cards ? firstOfCount(other) : kNone;
  }
  const int first =
      order == DomainOrder::FullestFirst ? counts_.next(cards) : counts_.previous(counts_.size() - 1);
  return first >= cards ? firstOfCount(first) : kNone;
}

const DomainIndex::Bucket *DomainIndex::bucket(int cards) const {
  const auto found = buckets_.find(cards);
  return found == buckets_.end() ? nullptr : &found->second;
}

int DomainIndex::firstOfCount(int cards) const { return bucket(cards)->domains.next(0); }

int DomainIndex::nextByNumber(int cards, int from) const {
  if (from >= domains_) return kNone;
  const auto firstIn = [&](int block, int start) {
    for (int d = start; d < std::min(domains_, (block + 1) * kBlock); ++d)
      if (free(d) >= cards) return d;
    return kNone;
  };
  const int block = from / kBlock;
  if (const int here = firstIn(block, from); here != kNone) return here;
  // Up the tree to the first subtree on the right that holds such a domain, then down its left edge.
  std::size_t node = leaves_ + static_cast<std::size_t>(block);
  for (;; node /= 2) {
    if (node == 1) return kNone;
    if (node % 2 == 0 && block_max_[node + 1] >= cards) break;
  }
  ++node;
  while (node < leaves_)
    node = block_max_[2 * node] >= cards ? 2 * node : 2 * node + 1;
  const int found = static_cast<int>(node - leaves_);
  return firstIn(found, found * kBlock);
}

void DomainIndex::updateBlock(int block) {
  const int from = block * kBlock;
  const int to = std::min(domains_, from + kBlock);
  std::size_t node = leaves_ + static_cast<std::size_t>(block);
  block_max_[node] = *std::max_element(free_.begin() + from, free_.begin() + to);
  for (node /= 2; node >= 1; node /= 2)
    block_max_[node] = std::max(block_max_[2 * node], block_max_[2 * node + 1]);
}

} // namespace snp::sim

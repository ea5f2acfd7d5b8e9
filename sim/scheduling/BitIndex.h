#pragma once

#include <cstdint>
#include <vector>

namespace snp::sim {

// A set of the integers 0 … size − 1 that finds its next member after any point in O(log64 size):
// a bit per integer, and above each 64 bits one that says whether any of them is set. The
// scheduler's free cards, whole nodes and domains of a machine of millions of cards, looked up
// per job without walking the busy ones.
class BitIndex {
public:
  static constexpr int kNone = -1;

  explicit BitIndex(int size, bool full = false);

  void insert(int i);
  void erase(int i);
  int size() const { return size_; }

  int next(int from) const;     // the least member >= from, or kNone
  int previous(int from) const; // the greatest member <= from, or kNone

private:
  int nextAt(std::size_t level, std::size_t from) const;
  int previousAt(std::size_t level, std::size_t from) const;

  int size_ = 0;
  // levels_[0] holds the members; bit j of levels_[k + 1] is set when word j of levels_[k] is not
  // 0. The last level is one word.
  std::vector<std::vector<std::uint64_t>> levels_;
};

} // namespace snp::sim

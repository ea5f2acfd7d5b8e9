#include "sim/scheduling/BitIndex.h"

#include <algorithm>
#include <bit>

namespace snp::sim {

namespace {

constexpr std::uint64_t kAll = ~std::uint64_t{0};

std::size_t words(std::size_t bits) { return bits == 0 ? 1 : (bits + 63) / 64; }

// The bits at and above `bit`, and those at and below it.
std::uint64_t fromBit(std::size_t bit) { return kAll << (bit % 64); }
std::uint64_t toBit(std::size_t bit) {
  return bit % 64 == 63 ? kAll : (std::uint64_t{1} << (bit % 64 + 1)) - 1;
}

int highest(std::size_t word, std::uint64_t bits) {
  return static_cast<int>(word * 64 + 63 - static_cast<std::size_t>(std::countl_zero(bits)));
}
int lowest(std::size_t word, std::uint64_t bits) {
  return static_cast<int>(word * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
}

} // namespace

BitIndex::BitIndex(int size, bool full) : size_(size) {
  std::size_t bits = static_cast<std::size_t>(size);
  do {
    levels_.emplace_back(words(bits), 0);
    bits = levels_.back().size();
  } while (bits > 1);
  if (full)
    for (int i = 0; i < size; ++i)
      insert(i);
}

void BitIndex::insert(int i) {
  auto bit = static_cast<std::size_t>(i);
  for (std::vector<std::uint64_t> &level : levels_) {
    std::uint64_t &w = level[bit / 64];
    const bool was_empty = w == 0;
    w |= std::uint64_t{1} << (bit % 64);
    if (!was_empty) return;
    bit /= 64;
  }
}

void BitIndex::erase(int i) {
  auto bit = static_cast<std::size_t>(i);
  for (std::vector<std::uint64_t> &level : levels_) {
    std::uint64_t &w = level[bit / 64];
    w &= ~(std::uint64_t{1} << (bit % 64));
    if (w != 0) return;
    bit /= 64;
  }
}

int BitIndex::next(int from) const {
  if (from >= size_) return kNone;
  return nextAt(0, static_cast<std::size_t>(std::max(from, 0)));
}

int BitIndex::previous(int from) const {
  if (from < 0 || size_ == 0) return kNone;
  return previousAt(0, static_cast<std::size_t>(std::min(from, size_ - 1)));
}

int BitIndex::nextAt(std::size_t level, std::size_t from) const {
  const std::vector<std::uint64_t> &bits = levels_[level];
  const std::size_t w = from / 64;
  if (w >= bits.size()) return kNone;
  if (const std::uint64_t here = bits[w] & fromBit(from)) return lowest(w, here);
  if (level + 1 == levels_.size()) return kNone;
  const int above = nextAt(level + 1, w + 1);
  if (above == kNone) return kNone;
  const auto u = static_cast<std::size_t>(above);
  return lowest(u, bits[u]);
}

int BitIndex::previousAt(std::size_t level, std::size_t from) const {
  const std::vector<std::uint64_t> &bits = levels_[level];
  const std::size_t w = from / 64;
  if (const std::uint64_t here = bits[w] & toBit(from)) return highest(w, here);
  if (w == 0 || level + 1 == levels_.size()) return kNone;
  const int above = previousAt(level + 1, w - 1);
  if (above == kNone) return kNone;
  const auto u = static_cast<std::size_t>(above);
  return highest(u, bits[u]);
}

} // namespace snp::sim

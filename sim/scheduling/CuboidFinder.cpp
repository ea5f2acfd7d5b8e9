#include "CuboidFinder.h"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>

namespace snp::sim {

namespace {

// Every way to write `cards` as a product of one factor per dimension, factor i at most dims[i].
void factorisations(int cards, const std::vector<int> &dims, std::size_t dim, std::vector<int> &sides,
                    std::vector<std::vector<int>> &out) {
  if (dim + 1 == dims.size()) {
    if (cards <= dims[dim]) {
      sides[dim] = cards;
      out.push_back(sides);
    }
    return;
  }
  for (int side = 1; side <= std::min(cards, dims[dim]); ++side) {
    if (cards % side != 0) continue;
    sides[dim] = side;
    factorisations(cards / side, dims, dim + 1, sides, out);
  }
}

// Cards on the cuboid's faces: fewer means fewer links leave it, and its rings are shorter.
long long surface(const std::vector<int> &sides) {
  const long long volume = std::accumulate(sides.begin(), sides.end(), 1LL, std::multiplies<>());
  long long area = 0;
  for (int side : sides)
    area += volume / side;
  return area;
}

} // namespace

CuboidFinder::CuboidFinder(std::vector<int> dims, std::vector<bool> wrap)
    : dims_(std::move(dims)), wrap_(std::move(wrap)) {
  if (dims_.size() > kMaxDims) dims_.clear(); // beyond validation's bounds: no cuboids
  wrap_.resize(dims_.size(), true);
  strides_.resize(dims_.size());
  for (std::size_t i = 0; i < dims_.size(); ++i) {
    strides_[i] = size_;
    size_ *= dims_[i];
  }
}

const std::vector<std::vector<int>> &CuboidFinder::shapes(int cards) {
  auto found = shapes_.find(cards);
  if (found != shapes_.end()) return found->second;
  std::vector<std::vector<int>> all;
  if (cards >= 1 && !dims_.empty()) {
    std::vector<int> sides(dims_.size());
    factorisations(cards, dims_, 0, sides, all);
  }
  std::stable_sort(all.begin(), all.end(), [](const std::vector<int> &a, const std::vector<int> &b) {
    return surface(a) < surface(b);
  });
  if (all.size() > kShapesPerSize) all.resize(kShapesPerSize);
  return shapes_.emplace(cards, std::move(all)).first->second;
}

void CuboidFinder::measureRuns(const std::uint8_t *free) {
  // Only the rows that changed since this domain was last measured: between two searches a job
  // or two came and went.
  RowRuns &cache = runs_[free];
  const int k = dims_[0];
  if (cache.runs.empty()) {
    cache.runs.assign(static_cast<std::size_t>(size_), 0);
    cache.seen.assign(static_cast<std::size_t>(size_), 2); // no card state: every row differs
  }
  for (int row = 0; row < size_; row += k) {
    if (std::equal(free + row, free + row + k, cache.seen.begin() + row)) continue;
    std::copy(free + row, free + row + k, cache.seen.begin() + row);
    int *runs = cache.runs.data() + row;
    int blocked = -1;
    for (int x = k - 1; x >= 0 && blocked < 0; --x)
      if (!free[row + x]) blocked = x;
    if (blocked < 0) {
      std::fill(runs, runs + k, k); // a free ring: any run fits
      continue;
    }
    // Backwards from the last busy card, round the ring when it wraps, so each free card counts
    // the free cards ahead of it.
    const int from = wrap_[0] ? blocked + k : k;
    int ahead = 0;
    for (int step = from - 1; step >= (wrap_[0] ? blocked : 0); --step) {
      const int x = step % k;
      ahead = free[row + x] ? ahead + 1 : 0;
      runs[x] = ahead;
    }
  }
  current_ = cache.runs.data();
}

bool CuboidFinder::rowsFree(const std::vector<int> &origin, const std::vector<int> &shape) const {
  // Row by row along the first dimension, from the runs; the other dimensions by an odometer of
  // partial sums.
  const std::size_t d = dims_.size();
  std::array<int, kMaxDims> step{};
  int outer = 0;
  for (std::size_t i = 1; i < d; ++i)
    outer += origin[i] * strides_[i];
  while (true) {
    if (current_[outer + origin[0]] < shape[0]) return false;
    std::size_t i = 1;
    for (; i < d; ++i) {
      int previous = origin[i] + step[i];
      if (previous >= dims_[i]) previous -= dims_[i];
      if (++step[i] < shape[i]) {
        const int next = previous + 1 == dims_[i] ? 0 : previous + 1;
        outer += (next - previous) * strides_[i];
        break;
      }
      step[i] = 0;
      outer += (origin[i] - previous) * strides_[i];
    }
    if (i >= d) return true;
  }
}

void CuboidFinder::collect(const std::vector<int> &origin, const std::vector<int> &shape,
                           std::vector<int> &out) const {
  const std::size_t d = dims_.size();
  std::vector<int> step(d, 0);
  out.clear();
  while (true) {
    int index = 0;
    for (std::size_t i = 0; i < d; ++i)
      index += (origin[i] + step[i]) % dims_[i] * strides_[i];
    out.push_back(index);
    std::size_t i = 0;
    while (i < d && ++step[i] == shape[i])
      step[i++] = 0;
    if (i == d) return;
  }
}

bool CuboidFinder::find(int cards, const std::uint8_t *free, std::vector<int> &out) {
  return search(cards, free, nullptr, out);
}

int CuboidFinder::freeExtent(const std::uint8_t *free, int card, std::size_t dim, int enough) const {
  if (!free[card]) return 0;
  const int k = dims_[dim], stride = strides_[dim];
  const int at = card / stride % k, line = card - at * stride;
  int extent = 1;
  // Forwards, then backwards: when a busy card stops the first walk the second stops at it too,
  // from the other side, so no card is counted twice.
  for (int direction : {1, -1})
    for (int step = 1; step < k && extent < enough; ++step) {
      int c = at + direction * step;
      if (c < 0 || c >= k) {
        if (!wrap_[dim]) break;
        c = (c + k) % k;
      }
      if (!free[line + c * stride]) break;
      ++extent;
    }
  return extent;
}

bool CuboidFinder::findTouching(int cards, const std::uint8_t *free, const std::vector<int> &touched,
                                std::vector<int> &out) {
  const std::size_t d = dims_.size();
  // A free cuboid holding a touched card holds, along each dimension, a free line through it as
  // long as its side: a card without such lines for any shape cannot be in one, and the search
  // need not reach it. After a small job ends in a busy torus this answers most searches at once.
  const std::vector<std::vector<int>> &candidates = shapes(cards);
  std::array<int, kMaxDims> longest{}, shortest{};
  shortest.fill(std::numeric_limits<int>::max());
  for (const std::vector<int> &shape : candidates)
    for (std::size_t i = 0; i < d; ++i) {
      longest[i] = std::max(longest[i], shape[i]);
      shortest[i] = std::min(shortest[i], shape[i]);
    }
  reachable_.clear();
  std::array<int, kMaxDims> extent{};
  const auto holds = [&](const std::vector<int> &shape) {
    for (std::size_t dim = 0; dim < d; ++dim)
      if (extent[dim] < shape[dim]) return false;
    return true;
  };
  for (int card : touched) {
    bool tooShort = false; // for every shape, along some dimension
    for (std::size_t dim = 0; dim < d && !tooShort; ++dim) {
      extent[dim] = freeExtent(free, card, dim, longest[dim]);
      tooShort = extent[dim] < shortest[dim];
    }
    if (!tooShort && std::any_of(candidates.begin(), candidates.end(), holds)) reachable_.push_back(card);
  }
  if (reachable_.empty()) {
    out.clear();
    return false;
  }
  std::vector<std::vector<int>> coordinates(d);
  std::vector<std::uint8_t> seen;
  for (std::size_t i = 0; i < d; ++i) {
    seen.assign(static_cast<std::size_t>(dims_[i]), 0);
    for (int card : reachable_)
      seen[static_cast<std::size_t>(card / strides_[i] % dims_[i])] = 1;
    for (int c = 0; c < dims_[i]; ++c)
      if (seen[static_cast<std::size_t>(c)]) coordinates[i].push_back(c);
  }
  return search(cards, free, &coordinates, out);
}

bool CuboidFinder::search(int cards, const std::uint8_t *free, const std::vector<std::vector<int>> *touched,
                          std::vector<int> &out) {
  const std::size_t d = dims_.size();
  measureRuns(free);
  allowed_.resize(d);
  allowedList_.resize(d);
  origin_.resize(d);
  for (const std::vector<int> &shape : shapes(cards)) {
    // Origins a cuboid may start at, along each dimension: anywhere along a ring it does not fill
    // (only 0 when it does), on a mesh where it stays inside, and after a failed search only
    // where it reaches a touched coordinate (c - shape + 1 ... c).
    std::size_t origins = 1;
    for (std::size_t i = 0; i < d; ++i) {
      std::vector<std::uint8_t> &allowed = allowed_[i];
      const int last = shape[i] == dims_[i] ? 0 : (wrap_[i] ? dims_[i] - 1 : dims_[i] - shape[i]);
      allowed.assign(static_cast<std::size_t>(dims_[i]), 0);
      if (touched && shape[i] < dims_[i]) {
        for (int c : (*touched)[i])
          for (int back = 0; back < shape[i]; ++back) {
            const int origin = (c - back + dims_[i]) % dims_[i];
            if (origin <= last) allowed[static_cast<std::size_t>(origin)] = 1;
          }
      } else {
        std::fill(allowed.begin(), allowed.begin() + last + 1, 1);
      }
      allowedList_[i].clear();
      for (int c = 0; c < dims_[i]; ++c)
        if (allowed[static_cast<std::size_t>(c)]) allowedList_[i].push_back(c);
      origins *= allowedList_[i].size();
    }
    if (origins == 0) continue;
    // In card order, so the first cuboid found is the same however the origins were narrowed; the
    // run from the origin, the cheap test, first.
    std::array<std::size_t, kMaxDims> at{};
    while (true) {
      int card = 0;
      for (std::size_t i = 0; i < d; ++i) {
        origin_[i] = allowedList_[i][at[i]];
        card += origin_[i] * strides_[i];
      }
      if (current_[card] >= shape[0] && rowsFree(origin_, shape)) {
        collect(origin_, shape, out);
        return true;
      }
      std::size_t i = 0;
      while (i < d && ++at[i] == allowedList_[i].size())
        at[i++] = 0;
      if (i == d) break;
    }
  }
  out.clear();
  return false;
}

} // namespace snp::sim

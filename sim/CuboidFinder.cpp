#include "CuboidFinder.h"

#include <algorithm>
#include <array>
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
  return shapes_.emplace(cards, std::move(all)).first->second;
}

bool CuboidFinder::tryAt(const std::vector<int> &origin, const std::vector<int> &shape,
                         const std::uint8_t *free, std::vector<int> &out) const {
  // The first dimension is walked innermost, its indices from a table; the others by an odometer
  // of partial sums.
  const std::size_t d = dims_.size();
  std::array<int, kMaxDims> step{};
  int outer = 0;
  for (std::size_t i = 1; i < d; ++i)
    outer += origin[i] * strides_[i];
  out.clear();
  while (true) {
    for (int x = 0, coordinate = origin[0]; x < shape[0]; ++x) {
      const int index = outer + coordinate;
      if (!free[index]) return false;
      out.push_back(index);
      if (++coordinate == dims_[0]) coordinate = 0;
    }
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

bool CuboidFinder::find(int cards, const std::uint8_t *free, std::vector<int> &out) {
  return search(cards, free, nullptr, out);
}

bool CuboidFinder::findTouching(int cards, const std::uint8_t *free, const std::vector<int> &touched,
                                std::vector<int> &out) {
  const std::size_t d = dims_.size();
  std::vector<std::vector<int>> coordinates(d);
  std::vector<std::uint8_t> seen;
  for (std::size_t i = 0; i < d; ++i) {
    seen.assign(static_cast<std::size_t>(dims_[i]), 0);
    for (int card : touched)
      seen[static_cast<std::size_t>(card / strides_[i] % dims_[i])] = 1;
    for (int c = 0; c < dims_[i]; ++c)
      if (seen[static_cast<std::size_t>(c)]) coordinates[i].push_back(c);
  }
  return search(cards, free, &coordinates, out);
}

bool CuboidFinder::search(int cards, const std::uint8_t *free, const std::vector<std::vector<int>> *touched,
                          std::vector<int> &out) {
  const std::size_t d = dims_.size();
  std::vector<std::vector<int>> &origins = origins_;
  std::vector<std::uint8_t> &near = near_;
  origins.resize(d);
  at_.resize(d);
  origin_.resize(d);
  for (const std::vector<int> &shape : shapes(cards)) {
    // Origins a cuboid may start at: anywhere along a ring it does not fill (only 0 when it
    // does), and on a mesh where it stays inside.
    bool any = true;
    for (std::size_t i = 0; i < d; ++i) {
      origins[i].clear();
      const int last = shape[i] == dims_[i] ? 0 : (wrap_[i] ? dims_[i] - 1 : dims_[i] - shape[i]);
      if (touched && shape[i] < dims_[i]) {
        // Only origins whose cuboid reaches a touched coordinate: c - shape + 1 ... c.
        near.assign(static_cast<std::size_t>(dims_[i]), 0);
        for (int c : (*touched)[i])
          for (int back = 0; back < shape[i]; ++back)
            near[static_cast<std::size_t>((c - back + dims_[i]) % dims_[i])] = 1;
        for (int c = 0; c <= last; ++c)
          if (near[static_cast<std::size_t>(c)]) origins[i].push_back(c);
      } else {
        for (int c = 0; c <= last; ++c)
          origins[i].push_back(c);
      }
      any = any && !origins[i].empty();
    }
    if (!any) continue;
    std::fill(at_.begin(), at_.end(), 0);
    while (true) {
      for (std::size_t i = 0; i < d; ++i)
        origin_[i] = origins[i][at_[i]];
      if (tryAt(origin_, shape, free, out)) return true;
      std::size_t i = 0;
      while (i < d && ++at_[i] == origins[i].size())
        at_[i++] = 0;
      if (i == d) break;
    }
  }
  out.clear();
  return false;
}

} // namespace snp::sim

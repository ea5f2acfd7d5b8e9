#include "CuboidFinder.h"

#include <algorithm>
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
  const std::size_t d = dims_.size();
  std::vector<int> step(d, 0);
  out.clear();
  while (true) {
    int index = 0;
    for (std::size_t i = 0; i < d; ++i) {
      int coordinate = origin[i] + step[i];
      if (coordinate >= dims_[i]) coordinate -= dims_[i];
      index += coordinate * strides_[i];
    }
    if (!free[index]) return false;
    out.push_back(index);
    std::size_t i = 0;
    while (i < d && ++step[i] == shape[i])
      step[i++] = 0;
    if (i == d) return true;
  }
}

bool CuboidFinder::find(int cards, const std::uint8_t *free, std::vector<int> &out) {
  const std::size_t d = dims_.size();
  for (const std::vector<int> &shape : shapes(cards)) {
    // Origins a cuboid may start at: anywhere along a ring it does not fill, else only 0.
    std::vector<int> last(d);
    for (std::size_t i = 0; i < d; ++i)
      last[i] = shape[i] == dims_[i] ? 0 : (wrap_[i] ? dims_[i] - 1 : dims_[i] - shape[i]);
    std::vector<int> origin(d, 0);
    while (true) {
      if (tryAt(origin, shape, free, out)) return true;
      std::size_t i = 0;
      while (i < d && origin[i] == last[i])
        origin[i++] = 0;
      if (i == d) break;
      ++origin[i];
    }
  }
  out.clear();
  return false;
}

} // namespace snp::sim

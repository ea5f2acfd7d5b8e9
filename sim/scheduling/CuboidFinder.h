#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace snp::sim {

// Free sub-cuboids of one torus or mesh: how a topology-aware scheduler hands a job a slice whose
// collectives run on its own links only (TPU v4 slices, Jouppi et al., ISCA 2023; Blue Gene's
// partitions). A dimension with wraparound lets a cuboid run over the edge; a mesh dimension
// does not. Cards are numbered by coordinate, the first dimension fastest.
class CuboidFinder {
public:
  // As many dimensions as validation lets a torus have (model::kMaxTorusDims).
  static constexpr std::size_t kMaxDims = 8;
  static constexpr std::size_t kShapesPerSize = 4;

  CuboidFinder(std::vector<int> dims, std::vector<bool> wrap);

  // The side lengths of the cuboids of `cards` cards that fit, the most compact (least surface,
  // so fewest links leaving it) first, at most kShapesPerSize of them; empty when none fits.
  // Slices come in a few compact shapes, as TPU v4's do (Cloud TPU "TPU v4" topologies: 2x2x1 to
  // 16x16x16, cubes and twisted tori, never a 1x1xN line): a long thin slice has long rings and
  // a large surface.
  const std::vector<std::vector<int>> &shapes(int cards);

  // The first free cuboid of `cards` cards, trying shapes from the most compact and origins in
  // card order: its cards' indices in `out`, or false. free[i] != 0 marks card i free.
  bool find(int cards, const std::uint8_t *free, std::vector<int> &out);

  // The same, trying only cuboids that may hold a card of `touched`: after a search failed, only
  // the cards freed since can make room, so a retry need look no further.
  bool findTouching(int cards, const std::uint8_t *free, const std::vector<int> &touched,
                    std::vector<int> &out);

  int size() const { return size_; }

private:
  // find, or with `touched` (the coordinates of touched cards along each dimension) findTouching.
  bool search(int cards, const std::uint8_t *free, const std::vector<std::vector<int>> *touched,
              std::vector<int> &out);
  // The free cards from each card onwards along the first dimension (round the ring when it
  // wraps), so a cuboid is checked a row at a time.
  void measureRuns(const std::uint8_t *free);
  bool rowsFree(const std::vector<int> &origin, const std::vector<int> &shape) const;
  // The free cards on the line through `card` along dimension `dim`, the card included (round the
  // ring when it wraps), counted up to `enough`.
  int freeExtent(const std::uint8_t *free, int card, std::size_t dim, int enough) const;
  // The cards of the cuboid of `shape` at `origin`, in card-order of its own coordinates.
  void collect(const std::vector<int> &origin, const std::vector<int> &shape, std::vector<int> &out) const;

  std::vector<int> dims_;
  std::vector<bool> wrap_;
  std::vector<int> strides_;
  int size_ = 1;
  std::unordered_map<int, std::vector<std::vector<int>>> shapes_;
  // Per domain (by its card-state array), the runs and the card states they were measured on.
  struct RowRuns {
    std::vector<int> runs;
    std::vector<std::uint8_t> seen;
  };
  std::unordered_map<const std::uint8_t *, RowRuns> runs_;
  const int *current_ = nullptr; // the runs of the domain being searched
  // Scratch of search(), kept to spare an allocation per search.
  std::vector<std::vector<std::uint8_t>> allowed_;
  std::vector<std::vector<int>> allowedList_;
  std::vector<int> origin_;
  std::vector<int> reachable_; // findTouching's touched cards a free cuboid may hold
};

} // namespace snp::sim

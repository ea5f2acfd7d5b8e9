#include "sim/sweep/Hypervolume.h"

#include <algorithm>
#include <functional>

namespace snp::sim {

double hypervolume2d(std::vector<std::array<double, 2>> points, std::array<double, 2> reference) {
  // Best first by the first goal: each point adds the strip its second goal rises above those before.
  std::ranges::sort(points, std::greater<>());
  double area = 0, highest = reference[1];
  for (const auto &[first, second] : points)
    if (first > reference[0] && second > highest) {
      area += (first - reference[0]) * (second - highest);
      highest = second;
    }
  return area;
}

} // namespace snp::sim

#include "sim/scheduling/CabinetOccupancy.h"

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace snp::sim {

CabinetOccupancy cabinetOccupancy(const SchedulingMachine &machine, const ScheduleResult &result) {
  CabinetOccupancy occupancy;
  std::vector<std::vector<std::pair<double, double>>> spans(static_cast<std::size_t>(machine.cabinets()));
  for (const Allocation &a : result.allocations) {
    occupancy.busy_card_s += a.card_count * (a.end_s - a.start_s);
    int last = -1;
    // The cards are in increasing order, so a cabinet's come together (a repeat would only add a
    // span the union absorbs).
    for (std::uint32_t i = a.first_card; i < a.first_card + a.card_count; ++i) {
      const int cabinet = machine.cabinetOf(static_cast<int>(result.allocation_cards[i]));
      if (cabinet == last) continue;
      spans[static_cast<std::size_t>(cabinet)].emplace_back(a.start_s, a.end_s);
      last = cabinet;
    }
  }
  for (auto &cabinet : spans) {
    std::sort(cabinet.begin(), cabinet.end());
    double covered_to = -1e300;
    for (const auto &[start, end] : cabinet) {
      const double from = std::max(start, covered_to);
      if (end > from) occupancy.powered_cabinet_s += end - from;
      covered_to = std::max(covered_to, end);
    }
  }
  return occupancy;
}

} // namespace snp::sim

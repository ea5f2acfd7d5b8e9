#include "sim/scheduling/CabinetOccupancy.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace snp::sim {

CabinetOccupancy cabinetOccupancy(const SchedulingMachine &machine, const ScheduleResult &result) {
  CabinetOccupancy occupancy;
  // Each allocation's span in each cabinet it holds cards of, by cabinet and start.
  struct Span {
    int cabinet;
    double start_s, end_s;
    auto operator<=>(const Span &) const = default;
  };
  std::vector<Span> spans;
  for (const Allocation &a : result.allocations) {
    occupancy.busy_card_s += a.card_count * (a.end_s - a.start_s);
    int last = -1;
    // The cards are in increasing order, so a cabinet's come together (a repeat would only add a
    // span the union absorbs).
    for (std::uint32_t i = a.first_card; i < a.first_card + a.card_count; ++i) {
      const int cabinet = machine.cabinetOf(static_cast<int>(result.allocation_cards[i]));
      if (cabinet == last) continue;
      spans.push_back({cabinet, a.start_s, a.end_s});
      last = cabinet;
    }
  }
  std::sort(spans.begin(), spans.end());
  int cabinet = -1;
  double covered_to = 0;
  for (const Span &span : spans) {
    if (span.cabinet != cabinet) {
      cabinet = span.cabinet;
      covered_to = span.start_s;
    }
    const double from = std::max(span.start_s, covered_to);
    if (span.end_s > from) occupancy.powered_cabinet_s += span.end_s - from;
    covered_to = std::max(covered_to, span.end_s);
  }
  return occupancy;
}

} // namespace snp::sim

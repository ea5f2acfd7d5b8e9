#pragma once

#include "sim/scheduling/SchedulingMachine.h"

#include <array>
#include <vector>

namespace snp::views {

// Most cards the scheduling view draws (six quads each); a larger machine is named, not drawn.
inline constexpr int kMaxDrawnCards = 65536;

// Where the scheduling view draws each card of a machine, one unit apart. Each scale-up domain is
// a block of its cards at their torus coordinates: a ring folded into rows that snake back and
// forth (neighbours stay side by side), a 2D torus flat, a 3D torus as a cuboid with its first
// dimension across, its second in depth and its third up, dimensions beyond the third folded
// onto those three; a domain of equivalent cards (switched, full mesh, Dragonfly) is a compact
// flat grid. Domains stand side by side in rows, the first at the back left, so that they read in
// order from the top of the view.
struct CardLayout {
  std::vector<std::array<double, 3>> centres;       // by card number (sim/scheduling/SchedulingMachine.h)
  std::array<int, 3> block{1, 1, 1};                // a domain's extent in cards
  std::vector<std::array<double, 3>> block_origins; // by domain: its corner nearest the origin
};

// Requires machine.cards() <= kMaxDrawnCards.
CardLayout cardLayout(const sim::SchedulingMachine &machine);

} // namespace snp::views

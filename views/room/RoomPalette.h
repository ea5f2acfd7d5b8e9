#pragma once

#include "model/Cooling.h"

#include <array>

namespace snp::views {

// The colours of the room, shared by the scene and its legend so that a swatch always matches
// what it explains. RGB in [0, 1].
using Rgb = std::array<double, 3>;

// Cabinet shell colour says how it is cooled: blue for liquid, teal for immersion, grey for air.
inline Rgb coolingColour(model::CoolingKind kind) {
  switch (kind) {
  case model::CoolingKind::Air: return {0.55, 0.57, 0.60};
  case model::CoolingKind::ColdPlate: return {0.25, 0.45, 0.80};
  case model::CoolingKind::ImmersionSinglePhase:
  case model::CoolingKind::ImmersionTwoPhase: return {0.10, 0.62, 0.62};
  case model::CoolingKind::Hybrid: return {0.30, 0.55, 0.75};
  }
  return {0.5, 0.5, 0.5};
}

inline constexpr Rgb kActiveNode{90 / 255.0, 200 / 255.0, 90 / 255.0};
// A hot spare standing by: white, which no colour scale of the room uses.
inline constexpr Rgb kSpareNode{0.96, 0.96, 0.96};
// A failure replayed: the failed node red, the spare that took its place amber (orange enough
// not to read as the yellow end of the colour scale).
inline constexpr Rgb kFailedNode{0.90, 0.08, 0.08};
inline constexpr Rgb kSwappedInNode{1.0, 0.60, 0.0};
// A node whose cabinet lost its power or cooling to a plant outage: all but black.
inline constexpr Rgb kUnpoweredNode{0.10, 0.10, 0.12};
// Pale green and red keep the node slabs in front readable.
inline constexpr Rgb kPass{0.35, 0.75, 0.40};
inline constexpr Rgb kFail{0.85, 0.30, 0.25};
inline constexpr Rgb kNoValue{0.45, 0.45, 0.47};
// Beyond a limit: outside the colour scale, so that it cannot be read as a high value within it.
inline constexpr Rgb kOverLimit{0.95, 0.10, 0.55};
inline constexpr Rgb kSelection{1.0, 0.85, 0.1};

// Viridis: ordered by lightness and readable with colour-blindness, so a scale reads low to high.
inline constexpr std::array<Rgb, 5> kScale{{{0.267, 0.005, 0.329},
                                            {0.231, 0.322, 0.545},
                                            {0.129, 0.569, 0.549},
                                            {0.369, 0.788, 0.384},
                                            {0.993, 0.906, 0.144}}};

// Aisles and coolant: blue is cold, red is hot.
inline constexpr Rgb kColdAisle{0.30, 0.55, 0.95};
inline constexpr Rgb kHotAisle{0.90, 0.35, 0.30};
inline constexpr Rgb kSupply{0.20, 0.45, 1.00};
inline constexpr Rgb kReturn{0.95, 0.25, 0.20};

// The plant beside the rows, when the boxes are not coloured by their group: CDUs pale cyan (the
// coolant's side of the hall), floor PDUs and busways lavender grey, the plant room's blocks warm
// grey on a darker floor of its own.
inline constexpr Rgb kCdu{0.55, 0.85, 0.90};
inline constexpr Rgb kPowerDistribution{0.64, 0.66, 0.80};
inline constexpr Rgb kPlantRoomUnit{0.74, 0.72, 0.67};
inline constexpr Rgb kPlantRoomFloor{0.52, 0.52, 0.50};

// Groups of the plant (which PDU or CDU feeds which cabinets), in turn, so that neighbouring
// groups always differ: Tableau 10's orange, teal, purple, green, brown and pink, and ColorBrewer
// Set2's lime. Not their blue and red, which the aisles and pipes use for cold and hot, nor grey
// ("no value") or yellow (the selection's outline).
inline constexpr std::array<Rgb, 7> kGroupColours{{{0.949, 0.557, 0.169},
                                                   {0.463, 0.718, 0.698},
                                                   {0.690, 0.478, 0.631},
                                                   {0.349, 0.631, 0.310},
                                                   {0.612, 0.459, 0.373},
                                                   {1.000, 0.616, 0.655},
                                                   {0.651, 0.847, 0.329}}};
inline const Rgb &groupColour(int group) {
  return kGroupColours[static_cast<std::size_t>(group) % kGroupColours.size()];
}

} // namespace snp::views

#pragma once

#include "model/Config.h"

#include <QGraphicsScene>

#include <vector>

namespace snp::views {

// One rack unit, EIA-310: 1.75 in.
inline constexpr double kRackUnit_m = 0.04445;

// A run of identical units in one cabinet, stacked from `first_u` up.
struct RackRun {
  enum class Kind { Node, SwitchTray, PowerShelf };
  Kind kind = Kind::Node;
  int first_u = 1;      // rack units count from 1 at the bottom
  int count = 1;        // units in the run
  int unit_u = 1;       // height of one unit
  int first_number = 1; // of its first unit among those of its kind, from 1

  int heightU() const { return count * unit_u; }
};

// What one cabinet holds and where, as the elevation draws it. The model counts a cabinet's
// contents and gives its height in metres, not their heights in U nor their places: the rules
// that fill those in are stated in RackElevation.cpp.
struct RackContents {
  int rack_u = 0;             // what the cabinet's height holds
  int node_u = 1;             // one node
  bool node_u_shrunk = false; // less than the rule gives, to fit
  int nodes = 0;              // per cabinet
  int switch_trays = 0;       // the scale-up switch chips' own trays; 0 when the nodes hold them
  int switch_chips_per_tray = 0;
  int shelves = 0; // power shelves
  int shelf_u = 1;
  int used_u = 0;            // more than rack_u when the contents do not fit
  std::vector<RackRun> runs; // bottom up, no two overlapping
};

RackContents rackContents(const model::Config &config);

// What a drawn item of the elevation is, under QGraphicsItem::data(kElevationRole); a slot's
// rectangle also holds its first U under data(kElevationFirstURole) and its height in U under
// data(kElevationHeightURole).
inline constexpr int kElevationRole = 0;
inline constexpr int kElevationFirstURole = 1;
inline constexpr int kElevationHeightURole = 2;
enum class ElevationItem { Node = 1, SwitchTray, PowerShelf, EmptyU, UNumber, Legend, Caption, Problem };

// The front of one cabinet, U by U: its nodes, switch trays, power shelves and empty slots, with
// the U numbers along the side, a legend and a caption with the cabinet's mass. Scene units are
// millimetres.
void drawRackElevation(QGraphicsScene &scene, const model::Config &config);

} // namespace snp::views

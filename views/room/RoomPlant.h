#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"
#include "views/room/RoomLayout.h"

#include <QString>

#include <vtkPolyData.h>
#include <vtkSmartPointer.h>

#include <array>
#include <utility>
#include <vector>

namespace snp::views {

// What a box of the plant stands for.
enum class PlantKind {
  Cdu,      // a coolant distribution unit at an end of a row it cools
  FloorPdu, // a floor PDU at an end of a row it feeds, past the CDUs
  Busway,   // a busway: a bar above the cabinets it feeds
  Ups,      // the plant room's blocks, in the power chain's order from the hall outwards
  Switchboard,
  Transformer,
  Utility,
  PlantRoomFloor, // the plant room's own floor
};
inline constexpr std::size_t kPlantKinds = static_cast<std::size_t>(PlantKind::PlantRoomFloor) + 1;

// The group of `groups` that serves cabinet `index` (0-based, in the room's order: the groups take
// the cabinets in turn, racks_per_group each), or -1 when there is none.
int plantGroup(const sim::UnitGroups &groups, int index);
// The cabinets group `group` serves, among `cabinets`: its first and one past its last.
std::pair<int, int> plantGroupCabinets(const sim::UnitGroups &groups, int group, int cabinets);

// A level of the power chain by its name for people: "Floor PDU", "UPS", "Utility feed"...
QString powerStageName(sim::PowerStage stage, model::DistributionKind distribution);

// The plant the configuration describes, to scale around its rows: CDUs extending the rows they
// cool beyond the end nearer their cabinets, floor PDUs past them (or busways above the rows), and
// a labelled block for each of the UPS, switchboard, transformer and utility feed in a plant room
// behind the hall. Every CDU and PDU is a box of its own while they are few enough to see; beyond
// that one box stands for a group's units. A hall drawn in blocks keeps its plant room only: its
// rows are not drawn one by one.
struct RoomPlant {
  // All boxes in one mesh (views/vtk/BoxMesh.h), each cell tagged in the int arrays "kind"
  // (PlantKind), "group" and "unit" (-1: the box stands for every unit of its group, or of its
  // level).
  vtkSmartPointer<vtkPolyData> boxes;
  std::vector<std::array<double, 3>> label_at; // left and bottom of each label
  std::vector<QString> labels;
  std::array<double, 4> floor{}; // x0, x1, y0, y1 of the floor it needs; empty when nothing is drawn
  bool has(PlantKind kind) const { return kinds_drawn[static_cast<std::size_t>(kind)]; }
  std::array<bool, kPlantKinds> kinds_drawn{};
};

RoomPlant roomPlant(const RoomLayout &room, const model::Config &config, const sim::Results &results);

} // namespace snp::views

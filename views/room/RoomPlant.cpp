#include "views/room/RoomPlant.h"

#include "views/FigureText.h"
#include "views/vtk/BoxMesh.h"

#include <QCoreApplication>

#include <vtkCellData.h>
#include <vtkIntArray.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace snp::views {

namespace {

using Size = std::array<double, 3>; // along the rows (x), across them (y), up

// A floor-standing CDU takes about a rack's floor space (Schneider Electric / Motivair, "In-rack
// CDU v. floor-mounted CDU", 2026); row-based units such as CoolIT's CHx and Vertiv's Liebert XDU
// stand about 0.6 m wide, 1.2 m deep and 2.0 m high.
constexpr Size kCduSize{0.6, 1.2, 2.0};
// Assumed, none being published for a generic unit: a 150–400 kVA floor PDU cabinet (transformer
// and panels). The plant room's blocks are symbols, a level each, the size of a switchgear section.
constexpr Size kPduSize{0.8, 0.9, 1.9};
constexpr Size kPlantRoomBlock{1.2, 1.0, 2.0};
constexpr double kPlantRoomGap_m = 0.8;
constexpr double kLabelStep_m = 0.5; // each plant room label above the one before
// A track busway's bar, hung above the coolant pipes (views/room/RoomCooling.cpp).
constexpr double kBuswayWidth_m = 0.15, kBuswayHeight_m = 0.10, kBuswayAbove_m = 0.6;

constexpr double kEndGap_m = 0.3;   // a row's end cabinet to the first unit beyond it
constexpr double kUnitGap_m = 0.05; // between units of a group
constexpr double kGroupGap_m = 0.35;
constexpr double kWalkway_m = 0.5;    // behind the hall's last aisle, before the plant room
constexpr double kRowWalkway_m = 0.4; // between the units at the ends of neighbouring rows
constexpr double kFloorMargin_m = 0.5;
// Beyond this many boxes of a kind along the rows, one box stands for each group's units.
constexpr long long kMaxRowUnits = 4096;

class Builder {
public:
  Builder() {
    kinds_->SetName("kind");
    groups_->SetName("group");
    units_->SetName("unit");
    for (vtkIntArray *array : {kinds_.Get(), groups_.Get(), units_.Get()})
      mesh_.polyData()->GetCellData()->AddArray(array);
  }

  void add(PlantKind kind, int group, int unit, const Size &centre, const Size &size) {
    mesh_.add(centre, size);
    for (int face = 0; face < BoxMesh::kCellsPerBox; ++face) {
      kinds_->InsertNextValue(static_cast<int>(kind));
      groups_->InsertNextValue(group);
      units_->InsertNextValue(unit);
    }
    plant_.kinds_drawn[static_cast<std::size_t>(kind)] = true;
    bounds_ = {std::min(bounds_[0], centre[0] - size[0] / 2), std::max(bounds_[1], centre[0] + size[0] / 2),
               std::min(bounds_[2], centre[1] - size[1] / 2), std::max(bounds_[3], centre[1] + size[1] / 2)};
  }
  void label(const Size &at, const QString &text) {
    plant_.label_at.push_back(at);
    plant_.labels.push_back(QStringLiteral(" %1 ").arg(text));
  }
  RoomPlant finish(const RoomLayout &room) {
    plant_.boxes = mesh_.polyData();
    if (mesh_.count() > 0)
      plant_.floor = {std::min(room.floor_x0, bounds_[0] - kFloorMargin_m),
                      std::max(room.floor_x1, bounds_[1] + kFloorMargin_m),
                      std::min(room.floor_y0, bounds_[2] - kFloorMargin_m),
                      std::max(room.floor_y1, bounds_[3] + kFloorMargin_m)};
    return std::move(plant_);
  }

private:
  BoxMesh mesh_;
  vtkNew<vtkIntArray> kinds_, groups_, units_;
  RoomPlant plant_;
  std::array<double, 4> bounds_{
      std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
      std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
};

QString redundancyText(model::Redundancy r) {
  return QString::fromLatin1(model::kRedundancyNotation[static_cast<std::size_t>(r)]);
}

// "UPS (2N): 4 × 750 kW", or of several groups "Floor PDU (2N): 4 groups of 2 × 450 kW".
QString levelLabel(const QString &name, model::Redundancy redundancy, const sim::UnitGroups &g) {
  const QString unit = formatValue(g.unit_W, "W");
  if (g.groups == 1)
    return QCoreApplication::translate("RoomPlant", "%1 (%2): %3 × %4")
        .arg(name, redundancyText(redundancy))
        .arg(g.installed)
        .arg(unit);
  return QCoreApplication::translate("RoomPlant", "%1 (%2): %L3 groups of %4 × %5")
      .arg(name, redundancyText(redundancy))
      .arg(g.groups)
      .arg(g.installed)
      .arg(unit);
}

// How far the plant at each end of each row reaches beyond it: [row][0] at its start, [1] its end.
using Reach = std::vector<std::array<double, 2>>;

// Units in lines that extend the rows they serve beyond their ends, past `reach`, which they
// extend. Unit u of a group stands at the end of the group's (u mod rows)-th row nearer the
// group's cabinets there, so that a group over several rows spreads its units and each unit is
// close to what it serves. As many stand side by side across the row as its pitch holds, a group
// starting a column of its own. The label goes on the first unit at the start of row `labelRow`.
void addRowEnds(Builder &b, const RoomLayout &room, const sim::UnitGroups &g, PlantKind kind,
                const Size &size, Reach &reach, int labelRow, const QString &label) {
  struct End {
    int column = 0, filled = 0, group = -1;
    double gaps = 0;
  };
  std::vector<std::array<End, 2>> ends(static_cast<std::size_t>(room.rows));
  const double pitch = room.depth_m + (room.aisles.front().y1 - room.aisles.front().y0);
  const int perColumn =
      std::max(1, static_cast<int>((pitch - kRowWalkway_m + kUnitGap_m) / (size[1] + kUnitGap_m)));
  const bool each = static_cast<long long>(g.groups) * g.installed <= kMaxRowUnits;
  bool labelled = false;
  for (int group = 0; group < g.groups; ++group) {
    const auto [first, end] = plantGroupCabinets(g, group, room.total);
    const int firstRow = first / room.per_row, span = (end - 1) / room.per_row - firstRow + 1;
    for (int u = 0; u < (each ? g.installed : 1); ++u) {
      const int row = firstRow + u % span;
      const auto r = static_cast<std::size_t>(row);
      const int rowFirst = row * room.per_row, inRow = std::min(room.per_row, room.total - rowFirst);
      const int from = std::max(first, rowFirst) - rowFirst, to = std::min(end, rowFirst + inRow) - rowFirst;
      const std::size_t side = from + to > inRow ? 1 : 0;
      End &e = ends[r][side];
      if (e.group >= 0 && e.group != group) {
        if (e.filled > 0) ++e.column, e.filled = 0;
        e.gaps += kGroupGap_m - kUnitGap_m;
      }
      e.group = group;
      const double along = reach[r][side] + e.column * (size[0] + kUnitGap_m) + e.gaps + size[0] / 2;
      const double x = side == 0 ? room.rowStart() - kEndGap_m - along : room.rowEnd(row) + kEndGap_m + along;
      const double y = room.row_y[r] + (e.filled - (perColumn - 1) / 2.0) * (size[1] + kUnitGap_m);
      if (row == labelRow && side == 0 && !labelled) {
        b.label({x - size[0] / 2, y - size[1] / 2, size[2] + 0.05}, label);
        labelled = true;
      }
      b.add(kind, group, each ? u : -1, {x, y, size[2] / 2}, size);
      if (++e.filled == perColumn) ++e.column, e.filled = 0;
    }
  }
  for (std::size_t r = 0; r < ends.size(); ++r)
    for (std::size_t side = 0; side < 2; ++side) {
      const End &e = ends[r][side];
      if (e.group >= 0)
        reach[r][side] += (e.column + (e.filled > 0 ? 1 : 0)) * (size[0] + kUnitGap_m) + e.gaps + kGroupGap_m;
    }
}

// Each busway a bar over the cabinets its group feeds, row by row, a group's units side by side
// across the row.
void addBusways(Builder &b, const RoomLayout &room, const sim::UnitGroups &g, const QString &label) {
  const bool each = static_cast<long long>(g.groups) * g.installed <= kMaxRowUnits;
  const int bars = each ? g.installed : 1;
  const double spacing = std::min(0.3, room.depth_m * 0.8 / bars);
  const double z = room.height_m + kBuswayAbove_m;
  for (int group = 0; group < g.groups; ++group) {
    const auto [first, end] = plantGroupCabinets(g, group, room.total);
    for (int row = first / room.per_row; row <= (end - 1) / room.per_row; ++row) {
      const int from = std::max(first, row * room.per_row) % room.per_row;
      const int to = (std::min(end, (row + 1) * room.per_row) - 1) % room.per_row;
      // Short of the cabinets' outer edges, so that neighbouring groups' bars read apart.
      const double x0 = from * room.pitch_x - room.width_m / 2 + 0.05;
      const double x1 = to * room.pitch_x + room.width_m / 2 - 0.05;
      for (int u = 0; u < bars; ++u) {
        const double y = room.row_y[static_cast<std::size_t>(row)] + (u - (bars - 1) / 2.0) * spacing;
        if (group == 0 && u == 0 && row == first / room.per_row) b.label({x0, y, z + kBuswayHeight_m}, label);
        b.add(PlantKind::Busway, group, each ? u : -1, {(x0 + x1) / 2, y, z},
              {x1 - x0, kBuswayWidth_m, kBuswayHeight_m});
      }
    }
  }
}

// The plant room: a block for each level of the chain the configuration describes, from the UPS to
// the utility's intake, in a strip behind the hall from x0 on. A block stands for all the level's
// units, which its label counts: one by one they would dwarf a small hall. Behind, where it hides
// no cabinet from the usual views; the labels step up one above the other, so that each is read
// whole however close the blocks stand on screen.
void addPlantRoom(Builder &b, const model::Config &config, const sim::PowerChainResults &chain, double x0,
                  double y0) {
  const model::PowerChain &pc = config.power_chain;
  const std::tuple<sim::PowerStage, model::Redundancy, PlantKind> levels[] = {
      {sim::PowerStage::Ups, pc.ups.redundancy, PlantKind::Ups},
      {sim::PowerStage::Switchboard, pc.switchboard.redundancy, PlantKind::Switchboard},
      {sim::PowerStage::Transformer, pc.transformer.redundancy, PlantKind::Transformer},
      {sim::PowerStage::Utility, pc.utility.redundancy, PlantKind::Utility}};
  const Size &s = kPlantRoomBlock;
  double x = x0, z = s[2] + 0.05;
  for (const auto &[stage, redundancy, kind] : levels) {
    const sim::PowerLevelLoad &g = chain.level(stage);
    if (!g.described) continue;
    b.add(kind, -1, -1, {x + s[0] / 2, y0 + s[1] / 2, s[2] / 2}, s);
    b.label({x, y0, z}, levelLabel(powerStageName(stage, pc.distribution_kind), redundancy, g));
    x += s[0] + kPlantRoomGap_m;
    z += kLabelStep_m;
  }
  if (x == x0) return;
  // Raised a few millimetres, clear of the floor's grid lines.
  const double margin = kPlantRoomGap_m / 2, x1 = x - kPlantRoomGap_m;
  b.add(PlantKind::PlantRoomFloor, -1, -1, {(x0 + x1) / 2, y0 + s[1] / 2, 0.005},
        {x1 - x0 + 2 * margin, s[1] + 2 * margin, 0.01});
}

} // namespace

int plantGroup(const sim::UnitGroups &groups, int index) {
  if (groups.groups <= 0 || groups.racks_per_group <= 0 || index < 0) return -1;
  return std::min(index / groups.racks_per_group, groups.groups - 1);
}

std::pair<int, int> plantGroupCabinets(const sim::UnitGroups &groups, int group, int cabinets) {
  const long long first = static_cast<long long>(group) * groups.racks_per_group;
  const long long end = std::min<long long>(first + groups.racks_per_group, cabinets);
  return {static_cast<int>(std::min<long long>(first, cabinets)), static_cast<int>(end)};
}

QString powerStageName(sim::PowerStage stage, model::DistributionKind distribution) {
  switch (stage) {
  case sim::PowerStage::Shelves: return QCoreApplication::translate("RoomPlant", "Power shelves");
  case sim::PowerStage::Distribution:
    return distribution == model::DistributionKind::Busway
               ? QCoreApplication::translate("RoomPlant", "Busway")
               : QCoreApplication::translate("RoomPlant", "Floor PDU");
  case sim::PowerStage::Ups: return QCoreApplication::translate("RoomPlant", "UPS");
  case sim::PowerStage::Switchboard: return QCoreApplication::translate("RoomPlant", "Switchboard");
  case sim::PowerStage::Transformer: return QCoreApplication::translate("RoomPlant", "Transformer");
  case sim::PowerStage::Utility: return QCoreApplication::translate("RoomPlant", "Utility feed");
  }
  return {};
}

RoomPlant roomPlant(const RoomLayout &room, const model::Config &config, const sim::Results &results) {
  Builder b;
  if (room.total <= 0 || room.cabinets.empty()) return b.finish(room);
  const sim::PowerLevelLoad &distribution = results.power_chain.level(sim::PowerStage::Distribution);
  const model::DistributionKind kind = config.power_chain.distribution_kind;
  // Rows one by one only where they are drawn so (views/room/RoomLayout.h).
  if (!room.aggregated()) {
    // The CDUs next to the rows, the floor PDUs past them; their labels on different rows.
    Reach reach(static_cast<std::size_t>(room.rows), {0.0, 0.0});
    if (results.cdu.described)
      addRowEnds(b, room, results.cdu.groups, PlantKind::Cdu, kCduSize, reach, 0,
                 levelLabel(QCoreApplication::translate("RoomPlant", "CDU"), config.cooling.cdu.redundancy,
                            results.cdu.groups));
    if (distribution.described) {
      const QString label = levelLabel(powerStageName(sim::PowerStage::Distribution, kind),
                                       config.power_chain.distribution.redundancy, distribution);
      if (kind == model::DistributionKind::Busway)
        addBusways(b, room, distribution, label);
      else
        addRowEnds(b, room, distribution, PlantKind::FloorPdu, kPduSize, reach, room.rows - 1, label);
    }
  }
  // Behind the aisle behind the last row, from the rows' start.
  double hallBack = -std::numeric_limits<double>::infinity();
  for (const RoomLayout::Cabinet &c : room.cabinets)
    hallBack = std::max(hallBack, c.y + c.size_y / 2);
  if (!room.aisles.empty()) hallBack = room.aisles.back().y1;
  addPlantRoom(b, config, results.power_chain, room.rowStart(), hallBack + kWalkway_m);
  return b.finish(room);
}

} // namespace snp::views

#include "views/room/RoomLayout.h"

#include "sim/reliability/ReliabilityModel.h"

#include <algorithm>

namespace snp::views {

namespace {

constexpr double kGap_m = 0.02;        // between neighbouring cabinets
constexpr double kFloorMargin_m = 1.5; // walkway and pipe headers around the rows

} // namespace

double RoomLayout::rowEnd(int row) const {
  const int last = std::min(per_row, total - row * per_row) - 1;
  return last * pitch_x + width_m / 2;
}

int RoomLayout::boxOf(int index) const {
  const int row = index / per_row, position = index % per_row;
  return row / row_block * boxes_per_row + position / block;
}

int RoomLayout::firstCabinetOf(int box) const {
  const Cabinet &c = cabinets.at(static_cast<std::size_t>(box));
  return c.row * per_row + c.position;
}

bool drawnInBlocks(const model::Config &config) { return config.layout.cabinets > kMaxCabinetBoxes; }

bool nodesDrawn(const model::Config &config) {
  return config.sizedWithinBounds() && !drawnInBlocks(config) &&
         config.nodeCount() + sim::sparePlacement(config).spares <= kMaxNodeSlabs;
}

RoomLayout roomLayout(const model::Config &config) {
  RoomLayout room;
  const model::Cabinet &cab = config.cabinet;
  if (!config.sizedWithinBounds()) {
    room.total = room.rows = room.per_row = 0;
    room.floor_x0 = room.floor_y0 = -kFloorMargin_m; // an empty floor
    room.floor_x1 = room.floor_y1 = kFloorMargin_m;
    return room;
  }
  const int cabinets = std::max(1, config.layout.cabinets);
  room.total = cabinets;
  room.per_row = model::cabinetsPerRow(config.layout);
  room.rows = model::filledRows(config.layout);
  room.width_m = cab.width_m;
  room.depth_m = cab.depth_m;
  room.height_m = cab.height_m;
  room.pitch_x = cab.width_m + kGap_m;
  const double aisle = std::max(0.0, config.layout.aisle_m);
  const double pitchY = cab.depth_m + aisle;
  if (drawnInBlocks(config)) {
    room.row_block = (room.rows + kMaxRowBands - 1) / kMaxRowBands;
    const int bands = (room.rows + room.row_block - 1) / room.row_block;
    const int boxesPerBand = std::max(1, kMaxCabinetBoxes / bands);
    room.block = (room.per_row + boxesPerBand - 1) / boxesPerBand;
  }
  room.boxes_per_row = (room.per_row + room.block - 1) / room.block;

  for (int row = 0; row < room.rows; row += room.row_block) {
    const int rowsHere = std::min(room.row_block, room.rows - row);
    for (int position = 0; position < room.per_row; position += room.block) {
      const int first = row * room.per_row + position;
      if (first >= cabinets) break;
      RoomLayout::Cabinet c;
      c.row = row;
      c.position = position;
      const int along = std::min(room.block, room.per_row - position);
      // Cabinets of the block's rows that exist: the last row may be short.
      c.count = 0;
      for (int r = row; r < row + rowsHere; ++r)
        c.count += std::clamp(cabinets - (r * room.per_row + position), 0, along);
      c.size_x = along * room.pitch_x - kGap_m;
      c.size_y = (rowsHere - 1) * pitchY + cab.depth_m;
      c.x = position * room.pitch_x + (along - 1) * room.pitch_x / 2;
      c.y = row * pitchY + (rowsHere - 1) * pitchY / 2;
      // Even rows face -y, odd rows +y: rows 0 and 1 turn their backs to each other.
      c.front_y = c.row % 2 == 0 ? c.y - c.size_y / 2 : c.y + c.size_y / 2;
      room.cabinets.push_back(c);
    }
  }

  // Rows and aisles one by one only where they are drawn: a hall in blocks may have millions.
  const double half = cab.depth_m / 2;
  if (!room.aggregated()) {
    room.aisles.push_back({-half - aisle, -half, true});
    for (int r = 0; r < room.rows; ++r) {
      room.row_y.push_back(r * pitchY);
      const double back = r * pitchY + half;
      // Behind an even row is its back; behind an odd row is its front.
      room.aisles.push_back({back, back + aisle, r % 2 == 1});
    }
  }

  room.floor_x0 = room.rowStart() - kFloorMargin_m;
  room.floor_x1 = (room.per_row - 1) * room.pitch_x + cab.width_m / 2 + kFloorMargin_m;
  room.floor_y0 = -half - aisle - kFloorMargin_m / 2;
  room.floor_y1 = (room.rows - 1) * pitchY + half + aisle + kFloorMargin_m / 2;
  return room;
}

} // namespace snp::views

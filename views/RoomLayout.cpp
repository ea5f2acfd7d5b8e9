#include "views/RoomLayout.h"

#include <algorithm>

namespace snp::views {

namespace {

constexpr double kGap_m = 0.02;        // between neighbouring cabinets
constexpr double kFloorMargin_m = 1.5; // walkway and pipe headers around the rows

} // namespace

double RoomLayout::rowEnd(int row) const {
  int last = -1;
  for (const Cabinet &c : cabinets)
    if (c.row == row) last = std::max(last, c.position);
  return last * pitch_x + width_m / 2;
}

RoomLayout roomLayout(const model::Config &config) {
  RoomLayout room;
  const model::Cabinet &cab = config.cabinet;
  const int cabinets = std::max(1, config.layout.cabinets);
  room.rows = std::clamp(config.layout.rows, 1, cabinets);
  room.per_row = (cabinets + room.rows - 1) / room.rows;
  room.rows = (cabinets + room.per_row - 1) / room.per_row; // no empty rows
  room.width_m = cab.width_m;
  room.depth_m = cab.depth_m;
  room.height_m = cab.height_m;
  room.pitch_x = cab.width_m + kGap_m;
  const double aisle = std::max(0.0, config.layout.aisle_m);
  const double pitchY = cab.depth_m + aisle;

  for (int r = 0; r < room.rows; ++r)
    room.row_y.push_back(r * pitchY);
  for (int i = 0; i < cabinets; ++i) {
    RoomLayout::Cabinet c;
    c.row = i / room.per_row;
    c.position = i % room.per_row;
    c.x = c.position * room.pitch_x;
    c.y = c.row * pitchY;
    // Even rows face -y, odd rows +y: rows 0 and 1 turn their backs to each other.
    c.front_y = c.row % 2 == 0 ? c.y - cab.depth_m / 2 : c.y + cab.depth_m / 2;
    room.cabinets.push_back(c);
  }

  const double half = cab.depth_m / 2;
  room.aisles.push_back({-half - aisle, -half, true});
  for (int r = 0; r < room.rows; ++r) {
    const double back = r * pitchY + half;
    // Behind an even row is its back; behind an odd row is its front.
    room.aisles.push_back({back, back + aisle, r % 2 == 1});
  }

  room.floor_x0 = room.rowStart() - kFloorMargin_m;
  room.floor_x1 = (room.per_row - 1) * room.pitch_x + cab.width_m / 2 + kFloorMargin_m;
  room.floor_y0 = room.aisles.front().y0 - kFloorMargin_m / 2;
  room.floor_y1 = room.aisles.back().y1 + kFloorMargin_m / 2;
  return room;
}

QString cabinetLabel(int row, int position) {
  QString letters;
  for (int r = row; r >= 0; r = r / 26 - 1)
    letters.prepend(QChar('A' + r % 26));
  return QStringLiteral("%1-%2").arg(letters).arg(position + 1, 2, 10, QChar('0'));
}

} // namespace snp::views

#pragma once

#include "model/Config.h"

#include <QString>

#include <vector>

namespace snp::views {

// Where everything of the data hall stands, in metres: x along the rows, y across them, z up
// from the floor at 0. Rows alternate their facing so that fronts share cold aisles and backs
// share hot aisles, as halls with aisle containment are built.
struct RoomLayout {
  struct Cabinet {
    double x = 0, y = 0; // centre of its footprint
    int row = 0;         // 0-based
    int position = 0;    // 0-based along the row
    double front_y = 0;  // the face the nodes are on
  };
  struct Aisle {
    double y0 = 0, y1 = 0;
    bool cold = true; // fronts face it (else backs)
  };

  std::vector<Cabinet> cabinets;
  std::vector<Aisle> aisles;                     // in front of the first row, between rows, behind the last
  double width_m = 0, depth_m = 0, height_m = 0; // of one cabinet
  int rows = 1, per_row = 1;
  std::vector<double> row_y;         // centre line of each row
  double pitch_x = 0;                // cabinet to cabinet along a row
  double floor_x0 = 0, floor_x1 = 0; // the floor drawn around it
  double floor_y0 = 0, floor_y1 = 0;

  double rowStart() const { return -width_m / 2; }
  double rowEnd(int row) const;
};

RoomLayout roomLayout(const model::Config &config);

// "A-03": the row as a letter (AA after Z), the position from 1 with two digits.
QString cabinetLabel(int row, int position);

} // namespace snp::views

#pragma once

#include "model/Config.h"
#include "views/CabinetLabel.h"

#include <QString>

#include <vector>

namespace snp::views {

// Where everything of the data hall stands, in metres: x along the rows, y across them, z up
// from the floor at 0. Rows alternate their facing so that fronts share cold aisles and backs
// share hot aisles, as halls with aisle containment are built.
struct RoomLayout {
  // What is drawn as one box: a cabinet, or in a hall beyond kMaxCabinetBoxes a block of `count`
  // cabinets, `block` along `row_block` rows from (row, position).
  struct Cabinet {
    double x = 0, y = 0;           // centre of its footprint
    double size_x = 0, size_y = 0; // its footprint
    int row = 0;                   // 0-based, of its first cabinet
    int position = 0;              // 0-based along the row, of its first cabinet
    double front_y = 0;            // the face the nodes are on
    int count = 1;                 // cabinets it stands for
  };
  struct Aisle {
    double y0 = 0, y1 = 0;
    bool cold = true; // fronts face it (else backs)
  };

  std::vector<Cabinet> cabinets;                 // the boxes drawn, row by row
  std::vector<Aisle> aisles;                     // in front of the first row, between rows, behind the last
                                                 // (none in a hall drawn in blocks)
  double width_m = 0, depth_m = 0, height_m = 0; // of one cabinet
  int total = 1;                                 // cabinets in the hall
  int rows = 1, per_row = 1;
  int block = 1, row_block = 1;      // cabinets along a row and rows one box stands for
  int boxes_per_row = 1;             // boxes in each band of row_block rows
  std::vector<double> row_y;         // centre line of each row (none in a hall drawn in blocks)
  double pitch_x = 0;                // cabinet to cabinet along a row
  double floor_x0 = 0, floor_x1 = 0; // the floor drawn around it
  double floor_y0 = 0, floor_y1 = 0;

  bool aggregated() const { return block > 1 || row_block > 1; }
  double rowStart() const { return -width_m / 2; }
  double rowEnd(int row) const;
  // The box that draws cabinet `index` (0-based, row by row), and the first cabinet of a box.
  int boxOf(int index) const;
  int firstCabinetOf(int box) const;
};

// A hall of more cabinets than this is drawn in blocks of cabinets, no more boxes than this.
constexpr int kMaxCabinetBoxes = 10000;
// Of an aggregated hall, at most this many bands of rows.
constexpr int kMaxRowBands = 100;

// Beyond this many node slabs (the job's nodes and the hot spares: 524,288 accelerators in nodes
// of 8), the cabinets are drawn without their nodes.
constexpr int kMaxNodeSlabs = 65536;

// Whether the hall of `config` is drawn in blocks of cabinets (RoomLayout::aggregated), known
// before its layout is built: the window's caption says so.
bool drawnInBlocks(const model::Config &config);

// The hall of `config`; with no cabinets (total 0) when its counts are beyond the bounds
// (Config::sizedWithinBounds), which nothing could draw or colour.
// Whether the nodes of `config` are drawn as slabs on their cabinets: not in a hall drawn in
// blocks, nor beyond kMaxNodeSlabs. The window's caption says when they are left out.
bool nodesDrawn(const model::Config &config);

RoomLayout roomLayout(const model::Config &config);

} // namespace snp::views

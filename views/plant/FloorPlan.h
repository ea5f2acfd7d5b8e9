#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QGraphicsScene>

namespace snp::views {

// A hall of more cabinets than this is drawn row by row as bands, not cabinet by cabinet, so that
// its scene stays under some 20,000 items; so is one of more rows than kMostRowBands, in bands of
// several rows.
inline constexpr int kMostCabinetsDrawn = 6000;
inline constexpr int kMostRowBands = 2000;

// What a drawn item of the floor plan is, under QGraphicsItem::data(kPlanRole). A cabinet's
// rectangle and label hold its index, row by row from 0, under data(kPlanIndexRole); a row band
// its first row; a dimension's text which one it is (PlanDimension) under data(kPlanIndexRole)
// and its length in metres under data(kPlanLengthRole).
inline constexpr int kPlanRole = 0;
inline constexpr int kPlanIndexRole = 1;
inline constexpr int kPlanLengthRole = 2;
enum class PlanItem {
  Hall = 1,
  Cabinet,
  CabinetLabel,
  RowBand,
  Aisle,
  AisleLabel,
  Dimension,
  Title,
  FloorLoad,
  Legend
};
enum class PlanDimension { HallWidth, HallDepth, CabinetWidth, CabinetDepth, AisleWidth };

// The data hall seen from above, to scale in metres (1 scene unit = 1 m, x along the rows, y
// across them): its cabinets by row coloured by their CDU or power distribution group, the cold
// and hot aisles, the hall's and a cabinet's dimensions, and a title with the floor's area and
// load against the site's rating. The rows stand as the 3D room stands them (views/room).
void drawFloorPlan(QGraphicsScene &scene, const model::Config &config, const sim::Results &results);

} // namespace snp::views

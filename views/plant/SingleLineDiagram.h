#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QColor>
#include <QGraphicsScene>

namespace snp::views {

// What each box of the diagram carries in QGraphicsItem::data, so that a click can select its
// cabinets: the first cabinet it serves (0-based, in the room's order), how many, and its level (an
// int of sim::PowerStage, or kCabinetsLevel for the cabinets themselves).
enum SingleLineDiagramData { kFirstCabinetData, kCabinetCountData, kLevelData };
inline constexpr int kCabinetsLevel = -1;

// The fill of the boxes that bind the chain: the binding level's fullest groups.
QColor bindingFill();

// The power chain of `config` as a single-line diagram, from the utility feed at the top down to the
// cabinets' power shelves and the cabinets: each described level a row of its groups (the first few
// and one box for the rest in a large hall), each group a box with its units, redundancy, load at full
// power, use and headroom, fed from the level above by a bus. A chain not described is a short
// message saying so. Clears the scene first; draws on white, whatever the window's palette.
void drawSingleLineDiagram(QGraphicsScene &scene, const model::Config &config, const sim::Results &results);

} // namespace snp::views

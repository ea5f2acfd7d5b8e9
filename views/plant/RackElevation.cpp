#include "views/plant/RackElevation.h"

#include "sim/facility/FloorLoad.h"
#include "sim/network/Topology.h"
#include "views/FigureText.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace snp::views {

namespace {

// Frame, top cover and feet around the mounting rails: what a cabinet's height holds beyond its
// U. Rittal's TS IT racks are 42 U in 2,000 mm and 47 U in 2,200 mm, Supermicro's GB200 NVL72
// rack 48 U in 2,236 mm: they leave 102 to 133 mm, and 100 mm gives each its U.
constexpr double kFrameAllowance_m = 0.1;
// A 19-inch panel (EIA-310), in mm: the width the slots are drawn.
constexpr double kPanelWidth_mm = 482.6;
constexpr double kUnit_mm = kRackUnit_m * 1000;

// Where the model says nothing of a node's height: an air-cooled node needs 1 U per accelerator
// for its heat sinks (NVIDIA DGX H100: 8 GPUs in 8 U), a liquid-cooled tray 1 U per 4 (GB200
// NVL72 compute tray: 4 GPUs in 1 U, NVIDIA DGX GB200 user guide). Nodes that would not fit so
// are made as tall as the free U allow, at least 1 U.
constexpr int kAcceleratorsPerLiquidU = 4;
// NVLink switch trays of a GB200 NVL72: 9 trays of 1 U, 2 switch chips each (NVIDIA DGX GB200
// user guide). Its power shelves are 1 U, and so are these.
constexpr int kChipsPerSwitchTray = 2;

// Beyond this many units the runs are drawn as blocks, not unit by unit.
constexpr int kMostUnitsDrawn = 256;
// Beyond this many U, every fifth U or fewer is numbered.
constexpr int kMostUNumbers = 60;

constexpr double kFont_mm = 32;
constexpr double kCaptionFont_mm = 38;

// A pixel wide at any zoom; width 0 also keeps an item's bounds to its geometry.
QPen hairline(const QColor &colour) {
  QPen pen(colour);
  pen.setWidth(0);
  return pen;
}

// lupdate files the strings of a free function tr() under the namespace.
QString tr(const char *text) { return QCoreApplication::translate("snp::views", text); }

QColor fillOf(RackRun::Kind kind) {
  switch (kind) {
  case RackRun::Kind::Node: return QColor(0x3b, 0x6e, 0xc4);
  case RackRun::Kind::SwitchTray: return QColor(0xe6, 0xa1, 0x2e);
  case RackRun::Kind::PowerShelf: return QColor(0x55, 0x55, 0x5a);
  }
  return Qt::gray;
}
const QColor kEmptyFill(0xf3, 0xf3, 0xf3);
const QColor kFrame(0x2b, 0x2b, 0x2b);
const QColor kProblem(0xc0, 0x39, 0x2b);
const QColor kNote(0x60, 0x60, 0x60);

ElevationItem itemOf(RackRun::Kind kind) {
  switch (kind) {
  case RackRun::Kind::Node: return ElevationItem::Node;
  case RackRun::Kind::SwitchTray: return ElevationItem::SwitchTray;
  case RackRun::Kind::PowerShelf: return ElevationItem::PowerShelf;
  }
  return ElevationItem::Node;
}

bool liquidCooled(model::CoolingKind kind) {
  return kind == model::CoolingKind::ColdPlate || kind == model::CoolingKind::ImmersionSinglePhase ||
         kind == model::CoolingKind::ImmersionTwoPhase;
}

// The scale-up switch chips of the cabinet's domains sit in trays of their own when the tier is
// switched and its domains span several nodes inside one cabinet (a GB200 NVL72); a domain within
// one node keeps them on its board (a DGX H100), and one across cabinets in switch racks of its own.
int switchChipsInTrays(const model::Config &config) {
  const int perCabinet = config.acceleratorsPerCabinet();
  const int domain = config.network.scaleup_domain;
  if (config.network.scale_up.kind != model::TopologyKind::Switch || domain <= config.node.accelerators ||
      domain > perCabinet || perCabinet % domain != 0)
    return 0;
  const double chips = sim::scaleUpCounts(config).switches * (perCabinet / domain);
  return chips > 0 && chips <= model::kMaxCount ? static_cast<int>(chips) : 0;
}

QGraphicsSimpleTextItem *addText(QGraphicsScene &scene, const QString &text, double pixels, QColor colour,
                                 bool bold = false) {
  QFont font;
  font.setPixelSize(static_cast<int>(pixels));
  font.setBold(bold);
  auto *item = scene.addSimpleText(text, font);
  item->setBrush(colour);
  return item;
}

// Centres `item` in `box`, shrunk to fit it.
void centreIn(QGraphicsSimpleTextItem *item, const QRectF &box) {
  const QRectF own = item->boundingRect();
  const double scale = std::min({1.0, 0.94 * box.width() / own.width(), 0.9 * box.height() / own.height()});
  item->setScale(scale);
  item->setPos(box.center() - QPointF(own.width(), own.height()) * scale / 2);
}

QString unitText(const RackRun &run, const RackContents &contents, const model::Config &config, int unit) {
  const int number = run.first_number + unit;
  switch (run.kind) {
  case RackRun::Kind::Node:
    return tr("Node %1 · %2 accelerators")
        .arg(formatValue(number, ""), formatValue(config.node.accelerators, ""));
  case RackRun::Kind::SwitchTray:
    return tr("Switch tray %1 · %2 switch chips").arg(number).arg(contents.switch_chips_per_tray);
  case RackRun::Kind::PowerShelf:
    return config.power_chain.shelves.shelf_W > 0
               ? tr("Power shelf %1 · %2")
                     .arg(number)
                     .arg(formatValue(config.power_chain.shelves.shelf_W, "W"))
               : tr("Power shelf %1").arg(number);
  }
  return {};
}

QString runText(const RackRun &run) {
  const QString range = QStringLiteral("%1–%2").arg(formatValue(run.first_number, ""),
                                                    formatValue(run.first_number + run.count - 1, ""));
  switch (run.kind) {
  case RackRun::Kind::Node: return tr("Nodes %1").arg(range);
  case RackRun::Kind::SwitchTray: return tr("Switch trays %1").arg(range);
  case RackRun::Kind::PowerShelf: return tr("Power shelves %1").arg(range);
  }
  return {};
}

QString legendText(RackRun::Kind kind, const RackContents &contents, const model::Config &config) {
  switch (kind) {
  case RackRun::Kind::Node:
    return tr("Node: %1 U, %2 accelerators")
        .arg(formatValue(contents.node_u, ""), formatValue(config.node.accelerators, ""));
  case RackRun::Kind::SwitchTray:
    return tr("Switch tray: 1 U, %1 scale-up switch chips").arg(contents.switch_chips_per_tray);
  case RackRun::Kind::PowerShelf: return tr("Power shelf: %1 U").arg(contents.shelf_u);
  }
  return {};
}

} // namespace

RackContents rackContents(const model::Config &config) {
  RackContents c;
  const double height_m = config.cabinet.height_m;
  const double fits = std::floor((height_m - kFrameAllowance_m) / kRackUnit_m + 1e-9);
  c.rack_u = fits >= 1 ? static_cast<int>(std::min(fits, double(model::kMaxCount))) : 1;
  if (!config.sizedWithinBounds()) return c;
  c.nodes = config.cabinet.nodes;
  const int chips = switchChipsInTrays(config);
  c.switch_trays = (chips + kChipsPerSwitchTray - 1) / kChipsPerSwitchTray;
  c.switch_chips_per_tray = c.switch_trays > 0 ? (chips + c.switch_trays - 1) / c.switch_trays : 0;
  c.shelves = std::clamp(config.power_chain.shelves.shelves, 0, model::kMaxCount);

  const int accelerators = std::max(0, config.node.accelerators);
  const int wanted = liquidCooled(config.cooling.kind)
                         ? (accelerators + kAcceleratorsPerLiquidU - 1) / kAcceleratorsPerLiquidU
                         : accelerators;
  c.node_u = std::max(1, wanted);
  const int free = c.rack_u - c.switch_trays - c.shelves * c.shelf_u;
  if (c.nodes > 0 && double(c.nodes) * c.node_u > free) {
    c.node_u = std::max(1, free / c.nodes);
    c.node_u_shrunk = c.node_u < wanted;
  }

  // Where the model says nothing of places: the power shelves split between the top and the bottom
  // and the switch trays between the lower and the upper half of the nodes, as in a GB200 NVL72,
  // whose NVLink cables so stay short (NVIDIA DGX GB200 user guide, rack front view); the rest
  // stacked from the bottom, the empty U left under the top shelves.
  const int bottomShelves = c.shelves / 2, topShelves = c.shelves - bottomShelves;
  const int lowerNodes = c.switch_trays > 0 ? c.nodes / 2 : c.nodes;
  int next = 1;
  const auto stack = [&](RackRun::Kind kind, int count, int unit_u, int first_number) {
    if (count <= 0) return;
    c.runs.push_back({kind, next, count, unit_u, first_number});
    next += count * unit_u;
  };
  stack(RackRun::Kind::PowerShelf, bottomShelves, c.shelf_u, 1);
  stack(RackRun::Kind::Node, lowerNodes, c.node_u, 1);
  stack(RackRun::Kind::SwitchTray, c.switch_trays, 1, 1);
  stack(RackRun::Kind::Node, c.nodes - lowerNodes, c.node_u, lowerNodes + 1);
  c.used_u = next - 1 + topShelves * c.shelf_u;
  next = std::max(c.rack_u, c.used_u) - topShelves * c.shelf_u + 1;
  stack(RackRun::Kind::PowerShelf, topShelves, c.shelf_u, bottomShelves + 1);
  return c;
}

void drawRackElevation(QGraphicsScene &scene, const model::Config &config) {
  scene.clear();
  const RackContents contents = rackContents(config);
  const int total_u = std::max(contents.rack_u, contents.used_u);
  const double cabinet_w = std::max(config.cabinet.width_m * 1000, kPanelWidth_mm + 40);
  const double panel_w = kPanelWidth_mm;
  const double frame = std::max(30.0, (config.cabinet.height_m * 1000 - contents.rack_u * kUnit_mm) / 2);
  const double top = -total_u * kUnit_mm;
  // y grows downwards: U k spans [-k, -(k - 1)] units.
  const auto slotRect = [&](int first_u, int height_u) {
    return QRectF(-panel_w / 2, -(first_u - 1 + height_u) * kUnit_mm, panel_w, height_u * kUnit_mm);
  };

  const QPen outline = hairline(kFrame);
  scene.addRect(QRectF(-cabinet_w / 2, top - frame, cabinet_w, total_u * kUnit_mm + 2 * frame), outline,
                QBrush(QColor(0x44, 0x44, 0x48)));

  std::vector<bool> occupied(static_cast<std::size_t>(total_u) + 1, false);
  int units = 0;
  for (const RackRun &run : contents.runs)
    units += run.count;
  const bool eachUnit = units <= kMostUnitsDrawn;
  const QPen unitPen = hairline(QColor(0x20, 0x20, 0x20));
  for (const RackRun &run : contents.runs) {
    for (int u = run.first_u; u < run.first_u + run.heightU(); ++u)
      occupied[static_cast<std::size_t>(u)] = true;
    const int drawn = eachUnit ? run.count : 1;
    for (int i = 0; i < drawn; ++i) {
      const int first = run.first_u + i * run.unit_u, height = eachUnit ? run.unit_u : run.heightU();
      const QRectF box = slotRect(first, height);
      auto *rect = scene.addRect(box, unitPen, QBrush(fillOf(run.kind)));
      rect->setData(kElevationRole, static_cast<int>(itemOf(run.kind)));
      rect->setData(kElevationFirstURole, first);
      rect->setData(kElevationHeightURole, height);
      const QString text = eachUnit ? unitText(run, contents, config, i) : runText(run);
      rect->setToolTip(text);
      const QColor ink = run.kind == RackRun::Kind::SwitchTray ? Qt::black : Qt::white;
      centreIn(addText(scene, text, kFont_mm, ink), box.adjusted(0, 2, 0, -2));
    }
  }

  // Empty U, each a blanking panel, or in runs in a cabinet too tall to draw unit by unit.
  const bool eachEmpty = total_u <= kMostUnitsDrawn;
  const QPen emptyPen = hairline(QColor(0xb0, 0xb0, 0xb0));
  int empty = 0;
  for (int u = 1; u <= total_u;) {
    if (occupied[static_cast<std::size_t>(u)]) {
      ++u;
      continue;
    }
    int run = 1;
    while (!eachEmpty && u + run <= total_u && !occupied[static_cast<std::size_t>(u + run)])
      ++run;
    auto *rect = scene.addRect(slotRect(u, run), emptyPen, QBrush(kEmptyFill));
    rect->setData(kElevationRole, static_cast<int>(ElevationItem::EmptyU));
    rect->setData(kElevationFirstURole, u);
    rect->setData(kElevationHeightURole, run);
    empty += run;
    u += run;
  }

  const int numberEvery =
      total_u <= kMostUNumbers ? 1 : 5 * ((total_u + 5 * kMostUNumbers - 1) / (5 * kMostUNumbers));
  for (int u = 1; u <= total_u; ++u) {
    if (u != 1 && u % numberEvery != 0) continue;
    auto *number = addText(scene, QString::number(u), kFont_mm * 0.8, Qt::black);
    const QRectF own = number->boundingRect();
    number->setPos(-cabinet_w / 2 - 10 - own.width(), -(u - 0.5) * kUnit_mm - own.height() / 2);
    number->setData(kElevationRole, static_cast<int>(ElevationItem::UNumber));
  }

  // The legend, right of the cabinet: the kinds it holds, and the empty U.
  const double legend_x = cabinet_w / 2 + 60;
  double legend_y = top;
  const QPen swatchPen = hairline(kFrame);
  const auto legendRow = [&](const QColor &fill, const QString &text) {
    scene.addRect(QRectF(legend_x, legend_y, 50, kUnit_mm * 0.7), swatchPen, QBrush(fill))
        ->setData(kElevationRole, static_cast<int>(ElevationItem::Legend));
    auto *label = addText(scene, text, kFont_mm, Qt::black);
    label->setPos(legend_x + 64, legend_y + (kUnit_mm * 0.7 - label->boundingRect().height()) / 2);
    label->setData(kElevationRole, static_cast<int>(ElevationItem::Legend));
    legend_y += kUnit_mm;
  };
  for (RackRun::Kind kind : {RackRun::Kind::Node, RackRun::Kind::SwitchTray, RackRun::Kind::PowerShelf})
    if (std::any_of(contents.runs.begin(), contents.runs.end(),
                    [kind](const RackRun &run) { return run.kind == kind; }))
      legendRow(fillOf(kind), legendText(kind, contents, config));
  if (empty > 0) legendRow(kEmptyFill, tr("Empty U"));

  // The caption above the cabinet, from its last line up.
  const double mass = sim::evaluateFloor(config).cabinet_mass_kg.value;
  QStringList parts;
  parts << tr("%1 nodes per cabinet (%2 accelerators)")
               .arg(formatValue(contents.nodes, ""), formatValue(config.acceleratorsPerCabinet(), ""));
  if (contents.switch_trays > 0) parts << tr("%1 switch trays").arg(contents.switch_trays);
  if (contents.shelves > 0) parts << tr("%1 power shelves").arg(formatValue(contents.shelves, ""));
  parts << tr("%1 U empty").arg(formatValue(empty, ""));
  struct Line {
    QString text;
    double pixels;
    QColor colour;
    bool bold;
    ElevationItem item;
  };
  std::vector<Line> lines{
      {tr("One cabinet from the front: %1 U in %2")
           .arg(formatValue(contents.rack_u, ""), formatValue(config.cabinet.height_m, "m")),
       kCaptionFont_mm * 1.2, Qt::black, true, ElevationItem::Caption},
      {parts.join(QStringLiteral(" · ")), kCaptionFont_mm, Qt::black, false, ElevationItem::Caption},
      {mass > 0 ? tr("Cabinet mass %1 with its nodes and coolant").arg(formatValue(mass, "kg"))
                : tr("Cabinet mass unknown"),
       kCaptionFont_mm, Qt::black, false, ElevationItem::Caption}};
  if (contents.used_u > contents.rack_u)
    lines.push_back({tr("The contents need %1 U, more than the %2 U a cabinet %3 high holds")
                         .arg(formatValue(contents.used_u, ""), formatValue(contents.rack_u, ""),
                              formatValue(config.cabinet.height_m, "m")),
                     kCaptionFont_mm, kProblem, true, ElevationItem::Problem});
  QStringList assumed{tr("Assumed where the model does not say:"),
                      tr("· the cabinet's frame takes 100 mm of its height, the rest holds U of 44.45 mm"),
                      contents.node_u_shrunk
                          ? tr("· nodes as tall as the free U allow")
                          : tr("· a node 1 U tall per accelerator when air-cooled, per 4 when liquid-cooled"),
                      tr("· the nodes stacked from the bottom")};
  if (contents.shelves > 0)
    assumed << tr("· the power shelves 1 U each, split between the top and the bottom");
  if (contents.switch_trays > 0)
    assumed << tr("· the switch trays 1 U each with %1 switch chips, between the lower and upper half of the "
                  "nodes")
                   .arg(kChipsPerSwitchTray);
  for (const QString &text : assumed)
    lines.push_back({text, kCaptionFont_mm * 0.75, kNote, false, ElevationItem::Caption});
  double y = top - frame - 30;
  for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
    auto *text = addText(scene, line->text, line->pixels, line->colour, line->bold);
    y -= text->boundingRect().height() + 6;
    text->setPos(-cabinet_w / 2 - 60, y);
    text->setData(kElevationRole, static_cast<int>(line->item));
  }
  scene.setSceneRect(scene.itemsBoundingRect().adjusted(-40, -40, 40, 40));
}

} // namespace snp::views

#include "views/plant/SingleLineDiagram.h"

#include "model/Redundancy.h"
#include "views/CabinetLabel.h"
#include "views/FigureText.h"
#include "views/plant/DiagramBox.h"
#include "views/plant/SceneMessage.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <utility>
#include <vector>

namespace snp::views {

namespace {

using sim::PowerStage;

// A hall of up to this many cabinets is drawn whole; a larger one as its first kFirstCabinets and one
// box per level for the rest: the drawing stays five cabinets wide, readable fitted into a tab
// beside the docks, whether the hall has eight cabinets or thousands.
constexpr int kWholeHallUpTo = 5;
constexpr int kFirstCabinets = 4;

constexpr qreal kBoxGap = 12; // between the boxes of a row
constexpr qreal kBusGap = 36; // between rows, where the buses run
constexpr qreal kMargin = 24; // around the drawing
constexpr qreal kFontPoints = 9;

const QColor kInk(0x21, 0x25, 0x29);
const QColor kGroupFill(0xf1, 0xf3, 0xf5);
const QColor kCabinetFill(0xe7, 0xf5, 0xff);
const QColor kCabinetEdge(0x1c, 0x7e, 0xd6);
const QColor kBindingEdge(0xd9, 0x48, 0x0f);

constexpr PowerStage kTopDown[] = {PowerStage::Utility, PowerStage::Transformer,  PowerStage::Switchboard,
                                   PowerStage::Ups,     PowerStage::Distribution, PowerStage::Shelves};

QString levelName(PowerStage stage, model::DistributionKind distribution) {
  switch (stage) {
  case PowerStage::Utility: return QCoreApplication::translate("SingleLineDiagram", "Utility feed");
  case PowerStage::Transformer: return QCoreApplication::translate("SingleLineDiagram", "Transformer");
  case PowerStage::Switchboard: return QCoreApplication::translate("SingleLineDiagram", "Switchboard");
  case PowerStage::Ups: return QCoreApplication::translate("SingleLineDiagram", "UPS");
  case PowerStage::Distribution:
    return distribution == model::DistributionKind::Busway
               ? QCoreApplication::translate("SingleLineDiagram", "Busway")
               : QCoreApplication::translate("SingleLineDiagram", "Floor PDU");
  case PowerStage::Shelves: return QCoreApplication::translate("SingleLineDiagram", "Rack power shelves");
  }
  return {};
}

model::Redundancy redundancyOf(const model::PowerChain &chain, PowerStage stage) {
  switch (stage) {
  case PowerStage::Utility: return chain.utility.redundancy;
  case PowerStage::Transformer: return chain.transformer.redundancy;
  case PowerStage::Switchboard: return chain.switchboard.redundancy;
  case PowerStage::Ups: return chain.ups.redundancy;
  case PowerStage::Distribution: return chain.distribution.redundancy;
  case PowerStage::Shelves: return chain.shelves.redundancy;
  }
  return model::Redundancy::N;
}

// The hall as the diagram draws it: one column per cabinet drawn whole, then one for the rest.
struct Hall {
  int cabinets = 1;
  int whole = 1;   // cabinets with a column of their own
  int per_row = 1; // to name the cabinets as the room does (views/room/RoomLayout.cpp)
  int column(int cabinet) const { return std::min(cabinet, whole); }
  QString name(int cabinet) const { return cabinetLabel(cabinet / per_row, cabinet % per_row); }
  QString cabinetsText(int first, int count) const {
    if (count == 1) return QCoreApplication::translate("SingleLineDiagram", "Cabinet %1").arg(name(first));
    return QCoreApplication::translate("SingleLineDiagram", "Cabinets %1…%2")
        .arg(name(first), name(first + count - 1));
  }
};

// One box before it is drawn: the cabinets it serves, the columns it spans, what it says.
struct Box {
  enum class Look { Group, Binding, Rest, Cabinet };
  int level = kCabinetsLevel;
  int first = 0;
  int count = 0;
  int left = 0;
  int right = 0;
  QString title;
  QStringList lines;
  Look look = Look::Group;
};
using Row = std::vector<Box>;

// The groups of a described level that start within the columns drawn whole, and one box for the rest.
Row levelRow(PowerStage stage, const sim::PowerChainResults &results, const model::PowerChain &chain,
             const Hall &hall) {
  const sim::PowerLevelLoad &level = results.level(stage);
  const QString name = levelName(stage, chain.distribution_kind);
  const auto notation = model::kRedundancyNotation[static_cast<std::size_t>(redundancyOf(chain, stage))];
  const QString units = QCoreApplication::translate("SingleLineDiagram", "%L1 × %2, %3")
                            .arg(level.installed)
                            .arg(formatValue(level.unit_W, "W"), QString::fromUtf8(notation));
  const QString usable = QCoreApplication::translate("SingleLineDiagram", "%L1 usable").arg(level.usable);
  // The shelves' conversion loss is the nodes' efficiency (model/PowerChain.h): none of their own.
  const QString losses = stage == PowerStage::Shelves
                             ? QCoreApplication::translate("SingleLineDiagram", "Losses in the nodes")
                             : QCoreApplication::translate("SingleLineDiagram", "Level losses %1")
                                   .arg(formatValue(level.loss_W, "W"));
  const double cabinet_W = level.design_W / level.racks_per_group; // losses of the levels below included
  const int groupsDrawn =
      std::min(level.groups, (hall.whole + level.racks_per_group - 1) / level.racks_per_group);
  Row row;
  for (int g = 0; g < groupsDrawn; ++g) {
    Box box;
    box.level = static_cast<int>(stage);
    box.first = g * level.racks_per_group;
    box.count = std::min(level.racks_per_group, hall.cabinets - box.first);
    box.left = hall.column(box.first);
    box.right = std::min(hall.column(box.first + box.count - 1),
                         groupsDrawn < level.groups ? hall.whole - 1 : hall.whole);
    // Only the last group can serve fewer cabinets; the fullest carry the level's own figures.
    const bool fullest = box.count == level.racks_per_group;
    const double design_W = fullest ? level.design_W : box.count * cabinet_W;
    const double use = fullest ? level.use : design_W / level.capacity_W;
    const double spare_W = level.capacity_W - design_W;
    const QString used = formatValue(use, "ratio");
    const bool binds = results.binding == stage && fullest;
    box.title = name;
    box.lines = {
        hall.cabinetsText(box.first, box.count),
        units,
        usable,
        QCoreApplication::translate("SingleLineDiagram", "At full power %1").arg(formatValue(design_W, "W")),
        binds ? QCoreApplication::translate("SingleLineDiagram", "Binds at %1").arg(used)
              : QCoreApplication::translate("SingleLineDiagram", "%1 used").arg(used),
        spare_W >= 0
            ? QCoreApplication::translate("SingleLineDiagram", "%1 headroom").arg(formatValue(spare_W, "W"))
            : QCoreApplication::translate("SingleLineDiagram", "%1 short").arg(formatValue(-spare_W, "W")),
        losses};
    box.look = binds ? Box::Look::Binding : Box::Look::Group;
    row.push_back(box);
  }
  if (groupsDrawn < level.groups) {
    Box rest;
    rest.level = static_cast<int>(stage);
    rest.first = groupsDrawn * level.racks_per_group;
    rest.count = hall.cabinets - rest.first;
    rest.left = rest.right = hall.whole;
    rest.title = name;
    rest.lines = {QCoreApplication::translate("SingleLineDiagram", "… × %L1 more groups")
                      .arg(level.groups - groupsDrawn),
                  hall.cabinetsText(rest.first, rest.count)};
    rest.look = Box::Look::Rest;
    row.push_back(rest);
  }
  return row;
}

Row cabinetRow(const sim::Results &results, const Hall &hall) {
  Row row;
  const QString operating = QCoreApplication::translate("SingleLineDiagram", "%1 in operation")
                                .arg(formatValue(results.power.cabinet_W.value, "W"));
  for (int c = 0; c < hall.whole; ++c) {
    Box box;
    box.first = c;
    box.count = 1;
    box.left = box.right = c;
    box.title = hall.cabinetsText(c, 1);
    box.lines = {operating};
    box.look = Box::Look::Cabinet;
    row.push_back(box);
  }
  if (hall.whole < hall.cabinets) {
    Box rest;
    rest.first = hall.whole;
    rest.count = hall.cabinets - hall.whole;
    rest.left = rest.right = hall.whole;
    rest.title = QCoreApplication::translate("SingleLineDiagram", "… × %L1 more cabinets").arg(rest.count);
    rest.lines = {hall.cabinetsText(rest.first, rest.count)};
    rest.look = Box::Look::Rest;
    row.push_back(rest);
  }
  return row;
}

// The edge and fill of a box: the binding groups stand out, the rest of a large hall is dashed.
std::pair<QPen, QColor> lookOf(Box::Look look) {
  const auto pen = [](const QColor &colour, qreal width, Qt::PenStyle style = Qt::SolidLine) {
    return QPen(colour, width, style, Qt::SquareCap, Qt::MiterJoin);
  };
  switch (look) {
  case Box::Look::Group: return {pen(kInk, 1.2), kGroupFill};
  case Box::Look::Binding: return {pen(kBindingEdge, 3), bindingFill()};
  case Box::Look::Rest: return {pen(kInk, 1.2, Qt::DashLine), Qt::white};
  case Box::Look::Cabinet: return {pen(kCabinetEdge, 1.2), kCabinetFill};
  }
  return {pen(kInk, 1.2), kGroupFill};
}

// A box on the scene, not yet placed, and what it stands for.
struct Drawn {
  DiagramBox shape;
  const Box *box;
  int span() const { return box->right - box->left + 1; }
};

Drawn drawBox(QGraphicsScene &scene, const Box &box, const QFont &font) {
  Drawn d{DiagramBox(scene, box.title, box.lines, font), &box};
  QGraphicsRectItem *item = d.shape.item();
  const auto [pen, fill] = lookOf(box.look);
  item->setPen(pen);
  item->setBrush(fill);
  item->setData(kFirstCabinetData, box.first);
  item->setData(kCabinetCountData, box.count);
  item->setData(kLevelData, box.level);
  item->setToolTip((QStringList{box.title} + box.lines).join('\n'));
  item->setCursor(Qt::PointingHandCursor);
  return d;
}

bool overlaps(const Box &a, const Box &b) {
  return a.first < b.first + b.count && b.first < a.first + a.count;
}

// Each box of `upper` feeds the boxes of `lower` whose cabinets it serves: a drop from it to a bus
// midway between the rows, and a line from the bus down to each box it feeds. A box fed by several
// (the rest of a large hall) takes their lines side by side, so that no two buses touch.
void addBuses(QPainterPath &buses, QPainterPath &feeds, const std::vector<Drawn> &upper,
              const std::vector<Drawn> &lower) {
  std::vector<std::vector<const Drawn *>> feeders(lower.size());
  for (std::size_t i = 0; i < lower.size(); ++i)
    for (const Drawn &from : upper)
      if (overlaps(*from.box, *lower[i].box)) feeders[i].push_back(&from);
  for (const Drawn &from : upper) {
    const QRectF source = from.shape.item()->sceneBoundingRect();
    qreal busY = 0, x0 = source.center().x(), x1 = x0;
    bool feeding = false;
    for (std::size_t i = 0; i < lower.size(); ++i) {
      const auto feeder = std::find(feeders[i].begin(), feeders[i].end(), &from);
      if (feeder == feeders[i].end()) continue;
      feeding = true;
      const QRectF target = lower[i].shape.item()->sceneBoundingRect();
      const qreal share = qreal(feeder - feeders[i].begin() + 1) / qreal(feeders[i].size() + 1);
      const qreal x = target.left() + target.width() * share;
      busY = (source.bottom() + target.top()) / 2;
      x0 = std::min(x0, x);
      x1 = std::max(x1, x);
      feeds.moveTo(x, busY);
      feeds.lineTo(x, target.top());
    }
    if (!feeding) continue;
    feeds.moveTo(source.center().x(), source.bottom());
    feeds.lineTo(source.center().x(), busY);
    buses.moveTo(x0, busY);
    buses.lineTo(x1, busY);
  }
}

QFont diagramFont(const QGraphicsScene &scene) {
  QFont font = scene.font();
  font.setPointSizeF(kFontPoints);
  return font;
}

} // namespace

QColor bindingFill() { return {0xff, 0xe8, 0xcc}; }

void drawSingleLineDiagram(QGraphicsScene &scene, const model::Config &config, const sim::Results &results) {
  scene.clear();
  scene.setBackgroundBrush(Qt::white);
  const sim::PowerChainResults &chain = results.power_chain;
  if (!chain.described) {
    drawSceneMessage(
        scene, QCoreApplication::translate("SingleLineDiagram",
                                           "The power chain is not described: there is no single-line "
                                           "diagram to draw. Its losses are taken as a flat %1 of the IT "
                                           "power. Describe its levels under Power chain in the "
                                           "configuration to see them here.")
                   .arg(formatValue(config.cooling.distribution_loss, "ratio")));
    return;
  }
  Hall hall;
  hall.cabinets = std::max(1, config.layout.cabinets); // as the simulator counts them
  hall.whole = hall.cabinets <= kWholeHallUpTo ? hall.cabinets : kFirstCabinets;
  hall.per_row = model::cabinetsPerRow(config.layout);

  std::vector<Row> rows;
  for (PowerStage stage : kTopDown)
    if (chain.level(stage).described) rows.push_back(levelRow(stage, chain, config.power_chain, hall));
  rows.push_back(cabinetRow(results, hall));

  const QFont font = diagramFont(scene);
  std::vector<std::vector<Drawn>> drawn(rows.size());
  qreal pitch = 0; // of a column: wide enough for every box over the columns it spans
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (const Box &box : rows[r]) {
      drawn[r].push_back(drawBox(scene, box, font));
      pitch = std::max(pitch, (drawn[r].back().shape.naturalWidth() + kBoxGap) / drawn[r].back().span());
    }

  QFont captionFont = font;
  captionFont.setPointSizeF(kFontPoints + 1);
  QStringList caption = {
      QCoreApplication::translate("SingleLineDiagram",
                                  "At full power the utility delivers %1 · at the operating load the "
                                  "levels lose %2, %3 efficient")
          .arg(formatValue(chain.design_W.value, "W"), formatValue(chain.loss_W.value, "W"),
               formatValue(chain.efficiency.value, "ratio"))};
  if (hall.whole < hall.cabinets)
    caption << QCoreApplication::translate("SingleLineDiagram",
                                           "The first %L1 of %L2 cabinets are drawn; the dashed boxes "
                                           "on the right stand for the rest.")
                   .arg(hall.whole)
                   .arg(hall.cabinets);
  auto *title = scene.addSimpleText(caption.join('\n'), captionFont);
  title->setBrush(kInk);

  // Under the caption, centred on it when the caption is the wider (a hall of one or two cabinets).
  const qreal drawingWidth = (hall.whole + (hall.whole < hall.cabinets ? 1 : 0)) * pitch - kBoxGap;
  const qreal x0 = std::max(0.0, (title->boundingRect().width() - drawingWidth) / 2);
  qreal y = title->boundingRect().height() + kBusGap / 2;
  for (std::vector<Drawn> &row : drawn) {
    qreal height = 0;
    for (const Drawn &d : row)
      height = std::max(height, d.shape.heightAt(d.span() * pitch - kBoxGap));
    for (Drawn &d : row)
      d.shape.place({x0 + d.box->left * pitch, y, d.span() * pitch - kBoxGap, height});
    y += height + kBusGap;
  }

  QPainterPath buses, feeds;
  for (std::size_t r = 0; r + 1 < drawn.size(); ++r)
    addBuses(buses, feeds, drawn[r], drawn[r + 1]);
  // Behind the boxes, which the feeds end at.
  scene.addPath(feeds, QPen(kInk, 1.5))->setZValue(-1);
  scene.addPath(buses, QPen(kInk, 4, Qt::SolidLine, Qt::FlatCap))->setZValue(-1);
  scene.setSceneRect(scene.itemsBoundingRect().marginsAdded({kMargin, kMargin, kMargin, kMargin}));
}

} // namespace snp::views

#include "views/plant/FloorPlan.h"

#include "views/CabinetLabel.h"
#include "views/FigureText.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QPolygonF>

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

namespace snp::views {

namespace {

// The room view's rules (views/room/RoomLayout.cpp), so that plan and room agree: cabinets 2 cm
// apart along a row, a walkway of 1.5 m at the row ends and 0.75 m beyond the outer aisles.
constexpr double kGap_m = 0.02;
constexpr double kEndWalkway_m = 1.5;
constexpr double kSideWalkway_m = 0.75;

// Text is sized in pixels of a drawing this many pixels across, whatever the hall's size.
constexpr double kPixelsAcross = 850;
constexpr int kTitlePixels = 18, kTextPixels = 14, kDimensionPixels = 12;
constexpr int kLegendEntries = 8;

// A pixel wide at any zoom; width 0 also keeps an item's bounds to its geometry.
QPen hairline(const QColor &colour) {
  QPen pen(colour);
  pen.setWidth(0);
  return pen;
}

// lupdate files the strings of a free function tr() under the namespace.
QString tr(const char *text) { return QCoreApplication::translate("snp::views", text); }

const QColor kInk(0x20, 0x20, 0x20);
const QColor kDimensionInk(0x40, 0x40, 0x40);
const QColor kProblem(0xc0, 0x39, 0x2b);
const QColor kFloor(0xfa, 0xfa, 0xfa);
const QColor kCabinet(0xc9, 0xd3, 0xe0);
const QColor kColdAisle(0xd2, 0xe3, 0xfc), kColdInk(0x1f, 0x4e, 0x9c);
const QColor kHotAisle(0xfb, 0xd9, 0xd2), kHotInk(0x9c, 0x2b, 0x1f);
// ColorBrewer Set3: light enough for black labels, distinct side by side.
constexpr std::array<QRgb, 12> kGroupColours{0x8dd3c7, 0xffffb3, 0xbebada, 0xfb8072, 0x80b1d3, 0xfdb462,
                                             0xb3de69, 0xfccde5, 0xd9d9d9, 0xbc80bd, 0xccebc5, 0xffed6f};

QColor groupColour(int group) {
  return QColor(kGroupColours[static_cast<std::size_t>(group) % kGroupColours.size()]);
}

// The hall as the plan draws it: rows along x from 0, row r centred on y = r x pitch_y, even rows
// facing -y so that fronts share the cold aisles (0, 2, ...) and backs the hot ones.
struct Hall {
  int cabinets = 0, rows = 0, per_row = 0;
  double width = 0, depth = 0, aisle = 0, pitch_x = 0, pitch_y = 0;
  double x0 = 0, x1 = 0, y0 = 0, y1 = 0; // the floor

  double rowLeft() const { return -width / 2; }
  double rowRight(int row) const {
    return (std::min(per_row, cabinets - row * per_row) - 1) * pitch_x + width / 2;
  }
  QRectF cabinet(int index) const {
    const int row = index / per_row, position = index % per_row;
    return {position * pitch_x - width / 2, row * pitch_y - depth / 2, width, depth};
  }
  // Aisle a: in front of row 0 for a = 0, else behind row a - 1.
  QRectF aisleRect(int a) const {
    const double top = a == 0 ? -depth / 2 - aisle : (a - 1) * pitch_y + depth / 2;
    return {rowLeft(), top, rowRight(0) - rowLeft(), aisle};
  }
};

Hall hallOf(const model::Config &config) {
  Hall h;
  h.cabinets = config.layout.cabinets;
  h.per_row = model::cabinetsPerRow(config.layout);
  h.rows = model::filledRows(config.layout);
  h.width = config.cabinet.width_m;
  h.depth = config.cabinet.depth_m;
  h.aisle = std::max(0.0, config.layout.aisle_m);
  h.pitch_x = h.width + kGap_m;
  h.pitch_y = h.depth + h.aisle;
  h.x0 = h.rowLeft() - kEndWalkway_m;
  h.x1 = h.rowRight(0) + kEndWalkway_m;
  h.y0 = -h.depth / 2 - h.aisle - kSideWalkway_m;
  h.y1 = (h.rows - 1) * h.pitch_y + h.depth / 2 + h.aisle + kSideWalkway_m;
  return h;
}

// Cabinets served by one unit group in order, row by row: the CDUs' or the power distribution's,
// whichever is finer (the coarser would colour larger runs alike).
struct Grouping {
  QString name; // of one group: "CDU group"
  int groups = 1;
  int racks_per_group = 1;

  int of(int cabinet) const { return std::min(cabinet / racks_per_group, groups - 1); }
};

std::optional<Grouping> groupingOf(const model::Config &config, const sim::Results &results) {
  std::optional<Grouping> chosen;
  const auto consider = [&](bool described, const sim::UnitGroups &groups, const QString &name) {
    if (!described || groups.groups < 1 || groups.racks_per_group < 1) return;
    if (!chosen || groups.groups > chosen->groups)
      chosen = Grouping{name, groups.groups, groups.racks_per_group};
  };
  consider(results.cdu.described, results.cdu.groups, tr("CDU group"));
  const sim::PowerLevelLoad &distribution = results.power_chain.level(sim::PowerStage::Distribution);
  consider(distribution.described, distribution,
           config.power_chain.distribution_kind == model::DistributionKind::Busway ? tr("busway group")
                                                                                   : tr("floor PDU group"));
  return chosen;
}

// Text in pixels of the drawing, `scale` metres to a pixel.
QGraphicsSimpleTextItem *addText(QGraphicsScene &scene, const QString &text, int pixels, const QColor &colour,
                                 double scale, bool bold = false) {
  QFont font;
  font.setPixelSize(pixels);
  font.setBold(bold);
  auto *item = scene.addSimpleText(text, font);
  item->setBrush(colour);
  item->setScale(scale);
  return item;
}

QSizeF sizeOf(const QGraphicsSimpleTextItem *item) { return item->boundingRect().size() * item->scale(); }

void tag(QGraphicsItem *item, PlanItem what, int index = -1) {
  item->setData(kPlanRole, static_cast<int>(what));
  if (index >= 0) item->setData(kPlanIndexRole, index);
}

void centreOn(QGraphicsSimpleTextItem *item, QPointF centre) {
  const QSizeF size = sizeOf(item);
  item->setPos(centre - QPointF(size.width(), size.height()) / 2);
}

// A dimension line with arrows and extension lines: from..to along x (or y when vertical) at
// `line`, the extension lines reaching it from the measured feature's edge at `feature`. A vertical
// one's text stays below `clearOf`, so that the texts of a chain too short to hold them stack;
// returns where its text ends.
struct Dimension {
  PlanDimension which;
  double from, to, feature, line;
  bool vertical;
};

double drawDimension(QGraphicsScene &scene, const Dimension &d, double px,
                     double clearOf = std::numeric_limits<double>::lowest()) {
  const auto at = [&](double along, double across) {
    return d.vertical ? QPointF(across, along) : QPointF(along, across);
  };
  const QPen pen = hairline(kDimensionInk);
  const double beyond = (d.line > d.feature ? 1 : -1) * 4 * px;
  for (double end : {d.from, d.to})
    scene.addLine(QLineF(at(end, d.feature), at(end, d.line + beyond)), pen);
  scene.addLine(QLineF(at(d.from, d.line), at(d.to, d.line)), pen);
  const double arrow = std::min(7 * px, std::abs(d.to - d.from) / 3), half = 2.5 * px;
  for (const auto &[tip, inward] : {std::pair{d.from, 1.0}, std::pair{d.to, -1.0}}) {
    const double base = tip + inward * arrow;
    scene.addPolygon(QPolygonF{at(tip, d.line), at(base, d.line - half), at(base, d.line + half)}, pen,
                     QBrush(kDimensionInk));
  }
  const double length = std::abs(d.to - d.from);
  auto *text = addText(scene, formatValue(length, "m"), kDimensionPixels, kInk, px);
  tag(text, PlanItem::Dimension, static_cast<int>(d.which));
  text->setData(kPlanLengthRole, length);
  const QSizeF size = sizeOf(text);
  const double mid = (d.from + d.to) / 2, gap = 3 * px;
  if (d.vertical) {
    const double x = d.line > d.feature ? d.line + gap : d.line - gap - size.width();
    const double y = std::max(mid - size.height() / 2, clearOf);
    text->setPos(x, y);
    return y + size.height();
  }
  {
    const double y = d.line < d.feature ? d.line - gap - size.height() : d.line + gap;
    // Beside the line when it is too short to hold the text.
    const double x =
        size.width() + 2 * arrow < length ? mid - size.width() / 2 : std::max(d.from, d.to) + gap;
    text->setPos(x, y);
    return y + size.height();
  }
}

QString rowName(int row) { return cabinetLabel(row, 0).section(QLatin1Char('-'), 0, 0); }

void drawCabinets(QGraphicsScene &scene, const Hall &hall, const std::optional<Grouping> &grouping) {
  const QPen pen = hairline(kInk);
  // One size of label for the hall, that of its longest fitting the narrowest side.
  QFont font;
  font.setPixelSize(40);
  QGraphicsSimpleTextItem probe(cabinetLabel(hall.rows - 1, hall.per_row - 1));
  probe.setFont(font);
  const QRectF label = probe.boundingRect();
  const double scale = std::min(0.6 * hall.width / label.width(), 0.25 * hall.depth / label.height());
  for (int i = 0; i < hall.cabinets; ++i) {
    const QRectF box = hall.cabinet(i);
    const QString name = cabinetLabel(i / hall.per_row, i % hall.per_row);
    auto *rect = scene.addRect(box, pen, QBrush(grouping ? groupColour(grouping->of(i)) : kCabinet));
    tag(rect, PlanItem::Cabinet, i);
    rect->setToolTip(
        grouping ? QStringLiteral("%1 · %2 %3").arg(name, grouping->name).arg(grouping->of(i) + 1) : name);
    auto *text = scene.addSimpleText(name, font);
    text->setBrush(kInk);
    text->setScale(scale);
    tag(text, PlanItem::CabinetLabel, i);
    centreOn(text, box.center());
  }
}

// Each row one band, or bands of several rows beyond kMostRowBands.
void drawRowBands(QGraphicsScene &scene, const Hall &hall, int rowsPerBand, double px) {
  const QPen pen = hairline(kInk);
  for (int row = 0; row < hall.rows; row += rowsPerBand) {
    const int last = std::min(hall.rows, row + rowsPerBand) - 1;
    const QRectF band(hall.rowLeft(), row * hall.pitch_y - hall.depth / 2,
                      (rowsPerBand > 1 ? hall.rowRight(0) : hall.rowRight(row)) - hall.rowLeft(),
                      (last - row) * hall.pitch_y + hall.depth);
    auto *rect = scene.addRect(band, pen, QBrush(kCabinet));
    tag(rect, PlanItem::RowBand, row);
    const int cabinets = std::min(hall.cabinets, (last + 1) * hall.per_row) - row * hall.per_row;
    const QString text =
        last == row
            ? tr("Row %1 · %2 cabinets").arg(rowName(row), formatValue(cabinets, ""))
            : tr("Rows %1–%2 · %3 cabinets").arg(rowName(row), rowName(last), formatValue(cabinets, ""));
    rect->setToolTip(text);
    auto *label = addText(scene, text, kTextPixels, kInk, px);
    const QSizeF size = sizeOf(label);
    label->setScale(px * std::min(1.0, 0.8 * band.height() / size.height()));
    tag(label, PlanItem::RowBand, row);
    centreOn(label, band.center());
  }
}

void drawAisles(QGraphicsScene &scene, const Hall &hall, double px) {
  if (hall.aisle <= 0) return;
  QPen none(Qt::NoPen);
  int cold = 0, hot = 0;
  for (int a = 0; a <= hall.rows; ++a) {
    const bool isCold = a % 2 == 0;
    const QRectF box = hall.aisleRect(a);
    auto *rect = scene.addRect(box, none, QBrush(isCold ? kColdAisle : kHotAisle));
    tag(rect, PlanItem::Aisle, a);
    const QString name = isCold ? tr("Cold aisle %1").arg(++cold) : tr("Hot aisle %1").arg(++hot);
    rect->setToolTip(name);
    auto *label = addText(scene, name, kTextPixels, isCold ? kColdInk : kHotInk, px);
    label->setScale(px * std::min(1.0, 0.7 * box.height() / sizeOf(label).height()));
    tag(label, PlanItem::AisleLabel, a);
    centreOn(label, box.center());
  }
}

void drawLegend(QGraphicsScene &scene, const Hall &hall, const std::optional<Grouping> &grouping, bool banded,
                double px) {
  double x = hall.x0, y = hall.y1 + 30 * px;
  const auto line = [&](const QString &text) {
    auto *item = addText(scene, text, kTextPixels, kInk, px);
    item->setPos(x, y);
    tag(item, PlanItem::Legend);
    y += sizeOf(item).height() + 6 * px;
  };
  if (banded) return line(tr("Rows drawn as bands: the cabinets and their groups are not shown"));
  if (!grouping) return line(tr("No CDU or power distribution groups described: every cabinet alike"));
  const QString groups = formatValue(grouping->groups, "");
  line(grouping->racks_per_group == 1
           ? tr("Colour: the %1 a cabinet is on, one for each cabinet, %2 groups").arg(grouping->name, groups)
           : tr("Colour: the %1 a cabinet is on, %2 cabinets to a group, %3 groups")
                 .arg(grouping->name, formatValue(grouping->racks_per_group, ""), groups));
  const QPen pen = hairline(kInk);
  const int shown = std::min(grouping->groups, kLegendEntries);
  for (int g = 0; g < shown; ++g) {
    const int first = g * grouping->racks_per_group;
    const int last = std::min(hall.cabinets, first + grouping->racks_per_group) - 1;
    const auto name = [&](int i) { return cabinetLabel(i / hall.per_row, i % hall.per_row); };
    auto *swatch = scene.addRect(QRectF(x, y, 14 * px, 14 * px), pen, QBrush(groupColour(g)));
    tag(swatch, PlanItem::Legend);
    auto *text = addText(scene,
                         first == last ? tr("Group %1: %2").arg(g + 1).arg(name(first))
                                       : tr("Group %1: %2 to %3").arg(g + 1).arg(name(first), name(last)),
                         kTextPixels, kInk, px);
    text->setPos(x + 20 * px, y);
    tag(text, PlanItem::Legend);
    x += 20 * px + sizeOf(text).width() + 24 * px;
    if (x > hall.x1 - 200 * px && g + 1 < shown) {
      x = hall.x0;
      y += sizeOf(text).height() + 6 * px;
    }
  }
  if (grouping->groups > shown) {
    const QString more = formatValue(grouping->groups - shown, "");
    auto *text = addText(scene,
                         grouping->groups > int(kGroupColours.size())
                             ? tr("and %1 more, the colours repeating").arg(more)
                             : tr("and %1 more").arg(more),
                         kTextPixels, kInk, px);
    text->setPos(x, y);
    tag(text, PlanItem::Legend);
  }
}

void drawTitle(QGraphicsScene &scene, const Hall &hall, const model::Config &config,
               const sim::Results &results, const QString &note, double px) {
  const double area = (hall.x1 - hall.x0) * (hall.y1 - hall.y0);
  const double load = results.floor.floor_load_kg_per_m2.value;
  const double rating = config.site.floor_rating_kg_per_m2;
  const bool exceeds = rating > 0 && load > rating;
  QString loadText;
  if (!(load > 0))
    loadText = tr("Floor load unknown: no cabinet or node mass given");
  else if (exceeds)
    loadText = tr("Floor load %1 exceeds the %2 rating")
                   .arg(formatValue(load, "kg/m²"), formatValue(rating, "kg/m²"));
  else if (rating > 0)
    loadText = tr("Floor load %1, %2 of the %3 rating")
                   .arg(formatValue(load, "kg/m²"), formatValue(load / rating, "ratio"),
                        formatValue(rating, "kg/m²"));
  else
    loadText = tr("Floor load %1; no floor rating set").arg(formatValue(load, "kg/m²"));

  struct Line {
    QString text;
    int pixels;
    QColor colour;
    bool bold;
    PlanItem item;
  };
  std::vector<Line> lines{{tr("Data hall from above: %1 cabinets in %2 rows")
                               .arg(formatValue(hall.cabinets, ""), formatValue(hall.rows, "")),
                           kTitlePixels, kInk, true, PlanItem::Title},
                          {tr("%1 × %2, floor area %3")
                               .arg(formatValue(hall.x1 - hall.x0, "m"), formatValue(hall.y1 - hall.y0, "m"),
                                    formatValue(area, "m²")),
                           kTextPixels, kInk, false, PlanItem::Title},
                          {loadText, kTextPixels, exceeds ? kProblem : kInk, exceeds, PlanItem::FloorLoad}};
  if (!note.isEmpty()) lines.push_back({note, kTextPixels, kInk, false, PlanItem::Title});
  const QRectF drawn = scene.itemsBoundingRect();
  double y = drawn.top() - 10 * px;
  for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
    auto *item = addText(scene, line->text, line->pixels, line->colour, px, line->bold);
    y -= sizeOf(item).height() + 4 * px;
    item->setPos(drawn.left(), y);
    tag(item, line->item);
  }
}

} // namespace

void drawFloorPlan(QGraphicsScene &scene, const model::Config &config, const sim::Results &results) {
  scene.clear();
  if (!config.sizedWithinBounds() || config.layout.cabinets < 1) {
    tag(addText(scene, tr("No hall to draw: the counts of cabinets and rows are out of bounds"), kTextPixels,
                kProblem, 1),
        PlanItem::Title);
    return;
  }
  const Hall hall = hallOf(config);
  const double px = std::max(hall.x1 - hall.x0, hall.y1 - hall.y0) / kPixelsAcross;

  const QPen outline = hairline(kInk);
  tag(scene.addRect(QRectF(hall.x0, hall.y0, hall.x1 - hall.x0, hall.y1 - hall.y0), outline, QBrush(kFloor)),
      PlanItem::Hall);

  const bool banded = hall.cabinets > kMostCabinetsDrawn || hall.rows > kMostRowBands;
  const int rowsPerBand = (hall.rows + kMostRowBands - 1) / kMostRowBands;
  QString note;
  if (rowsPerBand > 1)
    note = tr("%1 rows: drawn in bands of %2 rows, without their aisles")
               .arg(formatValue(hall.rows, ""), formatValue(rowsPerBand, ""));
  else if (banded)
    note = tr("More than %1 cabinets: each row drawn as one band").arg(formatValue(kMostCabinetsDrawn, ""));
  if (rowsPerBand == 1) drawAisles(scene, hall, px);
  const std::optional<Grouping> grouping = groupingOf(config, results);
  if (banded)
    drawRowBands(scene, hall, rowsPerBand, px);
  else
    drawCabinets(scene, hall, grouping);

  const double step = 26 * px;
  const double rowEnd = hall.rowRight(0);
  drawDimension(scene, {PlanDimension::HallWidth, hall.x0, hall.x1, hall.y0, hall.y0 - 2 * step, false}, px);
  drawDimension(scene,
                {PlanDimension::CabinetWidth, hall.rowLeft(), hall.rowLeft() + hall.width, -hall.depth / 2,
                 hall.y0 - step, false},
                px);
  drawDimension(scene, {PlanDimension::HallDepth, hall.y0, hall.y1, hall.x0, hall.x0 - step, true}, px);
  // The chain beside the first row: the aisle in front of it, its depth, the aisle behind it.
  const auto aisleWidth = [&](int a, double clearOf) {
    const QRectF aisle = hall.aisleRect(a);
    return hall.aisle > 0 ? drawDimension(scene,
                                          {PlanDimension::AisleWidth, aisle.top(), aisle.bottom(), rowEnd,
                                           hall.x1 + step, true},
                                          px, clearOf)
                          : clearOf;
  };
  double chain = aisleWidth(0, std::numeric_limits<double>::lowest());
  chain = drawDimension(
      scene, {PlanDimension::CabinetDepth, -hall.depth / 2, hall.depth / 2, rowEnd, hall.x1 + step, true}, px,
      chain);
  aisleWidth(1, chain);

  drawLegend(scene, hall, grouping, banded, px);
  drawTitle(scene, hall, config, results, note, px);
  scene.setSceneRect(scene.itemsBoundingRect().adjusted(-20 * px, -20 * px, 20 * px, 20 * px));
}

} // namespace snp::views

#include "ImageStatistics.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "views/plant/FloorPlan.h"
#include "views/plant/RackElevation.h"

#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>

using snp::model::Config;
using snp::views::ElevationItem;
using snp::views::PlanDimension;
using snp::views::PlanItem;

namespace {

Config preset(const char *id) { return *snp::model::findPreset(id); }

template <class Kind> QList<QGraphicsItem *> tagged(const QGraphicsScene &scene, Kind kind) {
  QList<QGraphicsItem *> found;
  for (QGraphicsItem *item : scene.items())
    if (item->data(0).toInt() == static_cast<int>(kind)) found << item;
  return found;
}

QString textOf(const QGraphicsItem *item) {
  const auto *text = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(item);
  return text ? text->text() : QString();
}

QString planText(const QGraphicsScene &scene, PlanItem kind) {
  QStringList texts;
  for (const QGraphicsItem *item : tagged(scene, kind))
    texts << textOf(item);
  return texts.join('\n');
}

// The number a dimension reads, whatever its unit's suffix.
double dimensionValue(const QGraphicsScene &scene, PlanDimension which) {
  for (const QGraphicsItem *item : tagged(scene, PlanItem::Dimension))
    if (item->data(snp::views::kPlanIndexRole).toInt() == static_cast<int>(which))
      return QLocale().toDouble(textOf(item).section(' ', 0, 0));
  return std::nan("");
}

double threeDigits(double value) { return QString::number(value, 'g', 3).toDouble(); }

QImage render(QGraphicsScene &scene) {
  QImage image(900, 700, QImage::Format_RGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  scene.render(&painter);
  return image;
}

struct Span {
  int first, height;
  ElevationItem kind;
};

std::vector<Span> rackSpans(const QGraphicsScene &scene) {
  std::vector<Span> spans;
  for (ElevationItem kind :
       {ElevationItem::Node, ElevationItem::SwitchTray, ElevationItem::PowerShelf, ElevationItem::EmptyU})
    for (const QGraphicsItem *item : tagged(scene, kind))
      if (item->type() == QGraphicsRectItem::Type)
        spans.push_back({item->data(snp::views::kElevationFirstURole).toInt(),
                         item->data(snp::views::kElevationHeightURole).toInt(), kind});
  std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.first < b.first; });
  return spans;
}

} // namespace

class PlantFloorTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

  // One rectangle per cabinet, each labelled as the room names it: row letter, position from 01.
  void floorPlanHasOneLabelledRectanglePerCabinet() {
    const Config config = preset("gb200-nvl72");
    QGraphicsScene scene;
    snp::views::drawFloorPlan(scene, config, snp::sim::evaluate(config));
    const QList<QGraphicsItem *> cabinets = tagged(scene, PlanItem::Cabinet);
    QCOMPARE(cabinets.size(), config.layout.cabinets);
    const int perRow = (config.layout.cabinets + config.layout.rows - 1) / config.layout.rows;
    std::map<int, QRectF> boxes;
    for (const QGraphicsItem *cabinet : cabinets)
      boxes[cabinet->data(snp::views::kPlanIndexRole).toInt()] =
          qgraphicsitem_cast<const QGraphicsRectItem *>(cabinet)->rect();
    QCOMPARE(int(boxes.size()), config.layout.cabinets);
    QCOMPARE(boxes.begin()->first, 0);
    QCOMPARE(boxes.rbegin()->first, config.layout.cabinets - 1);
    // To scale: a cabinet is as wide and deep as the model says, in metres.
    QCOMPARE(threeDigits(boxes.begin()->second.width()), threeDigits(config.cabinet.width_m));
    QCOMPARE(threeDigits(boxes.begin()->second.height()), threeDigits(config.cabinet.depth_m));

    const QList<QGraphicsItem *> labels = tagged(scene, PlanItem::CabinetLabel);
    QCOMPARE(labels.size(), config.layout.cabinets);
    for (const QGraphicsItem *label : labels) {
      const int index = label->data(snp::views::kPlanIndexRole).toInt();
      const QString expected =
          QString("%1-%2").arg(QChar('A' + index / perRow)).arg(index % perRow + 1, 2, 10, QChar('0'));
      QCOMPARE(textOf(label), expected);
      QVERIFY(boxes.at(index).contains(label->sceneBoundingRect().center()));
    }
  }

  // The hall's dimensions read what its cabinets, rows and aisles make: rows of cabinets 2 cm
  // apart with 1.5 m walkways at their ends; across, every row and an aisle either side of each,
  // with 0.75 m beyond the outer aisles.
  void dimensionsReadTheHallsSize() {
    const Config config = preset("gb200-nvl72");
    QGraphicsScene scene;
    snp::views::drawFloorPlan(scene, config, snp::sim::evaluate(config));
    const int rows = config.layout.rows;
    const int perRow = (config.layout.cabinets + rows - 1) / rows;
    const double width = perRow * config.cabinet.width_m + (perRow - 1) * 0.02 + 2 * 1.5;
    const double depth = rows * config.cabinet.depth_m + (rows + 1) * config.layout.aisle_m + 2 * 0.75;
    QCOMPARE(threeDigits(dimensionValue(scene, PlanDimension::HallWidth)), threeDigits(width));
    QCOMPARE(threeDigits(dimensionValue(scene, PlanDimension::HallDepth)), threeDigits(depth));
    QCOMPARE(threeDigits(dimensionValue(scene, PlanDimension::CabinetWidth)),
             threeDigits(config.cabinet.width_m));
    QCOMPARE(threeDigits(dimensionValue(scene, PlanDimension::CabinetDepth)),
             threeDigits(config.cabinet.depth_m));
    QCOMPARE(threeDigits(dimensionValue(scene, PlanDimension::AisleWidth)),
             threeDigits(config.layout.aisle_m));
    const QRegularExpressionMatch area = QRegularExpression(QStringLiteral("floor area ([0-9.,]+) m²"))
                                             .match(planText(scene, PlanItem::Title));
    QVERIFY(area.hasMatch());
    QCOMPARE(threeDigits(QLocale().toDouble(area.captured(1))), threeDigits(width * depth));
  }

  // Cold and hot aisles alternate, both named.
  void aislesAlternateColdAndHot() {
    const Config config = preset("dgx-h100-superpod");
    QGraphicsScene scene;
    snp::views::drawFloorPlan(scene, config, snp::sim::evaluate(config));
    QCOMPARE(tagged(scene, PlanItem::Aisle).size(), config.layout.rows + 1);
    const QString aisles = planText(scene, PlanItem::AisleLabel);
    QVERIFY(aisles.contains("Cold aisle 1"));
    QVERIFY(aisles.contains("Hot aisle 1"));
    QVERIFY(aisles.contains("Cold aisle 3"));
  }

  void floorLoadAboveTheRatingIsAProblem() {
    Config config = preset("gb200-nvl72");
    QGraphicsScene scene;
    snp::views::drawFloorPlan(scene, config, snp::sim::evaluate(config));
    QVERIFY(!planText(scene, PlanItem::FloorLoad).contains("exceeds"));

    config.site.floor_rating_kg_per_m2 = 1500;
    const snp::sim::Results results = snp::sim::evaluate(config);
    QVERIFY(results.floor.floor_load_kg_per_m2.value > 1500);
    snp::views::drawFloorPlan(scene, config, results);
    const QList<QGraphicsItem *> load = tagged(scene, PlanItem::FloorLoad);
    QCOMPARE(load.size(), 1);
    QVERIFY2(textOf(load.front()).contains(QStringLiteral("exceeds the 1,500 kg/m² rating")),
             qPrintable(textOf(load.front())));
    const auto *text = static_cast<const QGraphicsSimpleTextItem *>(load.front());
    QVERIFY(text->brush().color() != QColor(Qt::black));
  }

  // A hall of thousands of cabinets is drawn by rows, and says so.
  void largeHallsAreDrawnInRowBands() {
    Config config = preset("gb200-nvl72");
    config.layout.cabinets = 12000;
    config.layout.rows = 60;
    QGraphicsScene scene;
    snp::views::drawFloorPlan(scene, config, snp::sim::evaluate(config));
    QVERIFY(scene.items().size() < 20000);
    QVERIFY(tagged(scene, PlanItem::Cabinet).isEmpty());
    QCOMPARE(tagged(scene, PlanItem::RowBand).size(), 2 * config.layout.rows); // band and its label
    QVERIFY(planText(scene, PlanItem::Title).contains("band"));
  }

  // Every U holds one thing: nodes, switch trays and shelves fill what the model counts, the rest
  // is empty, and nothing overlaps.
  void elevationFillsEachUOnce_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("rackU");
    QTest::addColumn<int>("nodeU");
    QTest::addColumn<int>("switchTrays");
    // GB200 NVL72: 18 compute trays of 1 U and 9 NVLink switch trays of 1 U in a 48 U rack.
    QTest::newRow("gb200-nvl72") << "gb200-nvl72" << 48 << 1 << 9;
    // DGX H100: 8 U, its NVSwitch chips on its own board.
    QTest::newRow("dgx-h100-superpod") << "dgx-h100-superpod" << 49 << 8 << 0;
  }
  void elevationFillsEachUOnce() {
    QFETCH(QString, id);
    QFETCH(int, rackU);
    QFETCH(int, nodeU);
    QFETCH(int, switchTrays);
    const Config config = preset(qPrintable(id));
    QGraphicsScene scene;
    snp::views::drawRackElevation(scene, config);
    const std::vector<Span> spans = rackSpans(scene);
    int occupied = 0, next = 1;
    for (const Span &span : spans) {
      QCOMPARE(span.first, next); // neither a gap nor an overlap
      next += span.height;
      if (span.kind != ElevationItem::EmptyU) occupied += span.height;
    }
    QCOMPARE(next - 1, rackU);
    QCOMPARE(occupied, config.cabinet.nodes * nodeU + switchTrays + config.power_chain.shelves.shelves);
    QCOMPARE(int(std::count_if(spans.begin(), spans.end(),
                               [](const Span &span) { return span.kind == ElevationItem::Node; })),
             config.cabinet.nodes);
    QCOMPARE(snp::views::rackContents(config).node_u, nodeU);
    QVERIFY(tagged(scene, ElevationItem::Problem).isEmpty());
  }

  // Contents beyond the cabinet's U make it taller, and say so.
  void elevationOfContentsThatDoNotFit() {
    Config config = preset("gb200-nvl72");
    config.cabinet.nodes = 50;
    QGraphicsScene scene;
    snp::views::drawRackElevation(scene, config);
    const std::vector<Span> spans = rackSpans(scene);
    int next = 1;
    for (const Span &span : spans) {
      QCOMPARE(span.first, next);
      next += span.height;
    }
    QVERIFY(next - 1 > 48);
    QCOMPARE(tagged(scene, ElevationItem::Problem).size(), 1);
  }

  void elevationCaptionStatesMassAndNodes() {
    const Config config = preset("gb200-nvl72");
    QGraphicsScene scene;
    snp::views::drawRackElevation(scene, config);
    QStringList caption;
    for (const QGraphicsItem *item : tagged(scene, ElevationItem::Caption))
      caption << textOf(item);
    const QString text = caption.join('\n');
    QVERIFY2(text.contains("18 nodes per cabinet"), qPrintable(text));
    const double mass = snp::sim::evaluate(config).floor.cabinet_mass_kg.value;
    QVERIFY2(text.contains(QLocale().toString(mass, 'f', 0) + " kg"), qPrintable(text));
  }

  void scenesDrawSomething() {
    const Config config = preset("gb200-nvl72");
    QGraphicsScene plan, rack;
    snp::views::drawFloorPlan(plan, config, snp::sim::evaluate(config));
    snp::views::drawRackElevation(rack, config);
    for (QGraphicsScene *scene : {&plan, &rack}) {
      const ImageStatistics s = ImageStatistics::of(render(*scene));
      QVERIFY2(s.dominantShare < 0.95, qPrintable(QString::number(s.dominantShare)));
      QVERIFY(s.distinctColours > 5);
    }
  }
};

QTEST_MAIN(PlantFloorTest)
#include "plant_floor_test.moc"

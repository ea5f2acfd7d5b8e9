#include "ImageStatistics.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "views/FigureText.h"
#include "views/plant/PlantPanel.h"
#include "views/plant/PlantView.h"
#include "views/plant/SingleLineDiagram.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPainter>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <map>
#include <vector>

using snp::model::Config;
using snp::sim::PowerStage;
using snp::views::PlantPanel;

namespace {

Config preset(const char *id) { return *snp::model::findPreset(id); }

// The boxes of a diagram: the items that know the cabinets they serve.
std::vector<QGraphicsRectItem *> boxesOf(const QGraphicsScene &scene) {
  std::vector<QGraphicsRectItem *> boxes;
  for (QGraphicsItem *item : scene.items())
    if (item->data(snp::views::kFirstCabinetData).isValid())
      if (auto *box = qgraphicsitem_cast<QGraphicsRectItem *>(item)) boxes.push_back(box);
  return boxes;
}

std::vector<QGraphicsRectItem *> boxesOf(const QGraphicsScene &scene, int level) {
  std::vector<QGraphicsRectItem *> boxes = boxesOf(scene);
  std::erase_if(boxes,
                [&](QGraphicsItem *box) { return box->data(snp::views::kLevelData).toInt() != level; });
  return boxes;
}

int levelOf(PowerStage stage) { return static_cast<int>(stage); }
int firstCabinet(const QGraphicsItem *box) { return box->data(snp::views::kFirstCabinetData).toInt(); }
int cabinetCount(const QGraphicsItem *box) { return box->data(snp::views::kCabinetCountData).toInt(); }

// What a box says: the text of its children.
QString textOf(const QGraphicsItem *box) {
  QStringList texts;
  for (const QGraphicsItem *child : box->childItems())
    if (const auto *text = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(child)) texts << text->text();
  return texts.join('\n');
}

QString allText(const QGraphicsScene &scene) {
  QStringList texts;
  for (const QGraphicsItem *item : scene.items()) {
    if (const auto *simple = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(item))
      texts << simple->text();
    if (const auto *rich = qgraphicsitem_cast<const QGraphicsTextItem *>(item)) texts << rich->toPlainText();
  }
  return texts.join('\n');
}

constexpr PowerStage kStages[] = {PowerStage::Shelves,     PowerStage::Distribution, PowerStage::Ups,
                                  PowerStage::Switchboard, PowerStage::Transformer,  PowerStage::Utility};

// The boxes of each level, the cabinets' too, serve every cabinet once, in order from the first.
void checkTiling(const QGraphicsScene &scene, int level, int cabinets) {
  std::vector<QGraphicsRectItem *> boxes = boxesOf(scene, level);
  std::sort(boxes.begin(), boxes.end(),
            [](const QGraphicsItem *a, const QGraphicsItem *b) { return firstCabinet(a) < firstCabinet(b); });
  int next = 0;
  for (const QGraphicsItem *box : boxes) {
    QCOMPARE(firstCabinet(box), next);
    QVERIFY(cabinetCount(box) > 0);
    next += cabinetCount(box);
  }
  QCOMPARE(next, cabinets);
}

QPoint centreInView(const QGraphicsView &view, const QGraphicsItem &item) {
  return view.mapFromScene(item.sceneBoundingRect().center());
}

} // namespace

class PlantDiagramTest : public QObject {
  Q_OBJECT

private slots:
  // GB200 NVL72: every level described, each drawn as boxes that serve every cabinet once; a level
  // of one group as one box. Without a switchboard, its row is left out and the others stay.
  void eachDescribedLevelIsDrawn() {
    Config config = preset("gb200-nvl72");
    for (bool withSwitchboard : {true, false}) {
      if (!withSwitchboard) config.power_chain.switchboard.rating_W = 0;
      const snp::sim::Results results = snp::sim::evaluate(config);
      QGraphicsScene scene;
      snp::views::drawSingleLineDiagram(scene, config, results);
      for (PowerStage stage : kStages) {
        const snp::sim::PowerLevelLoad &level = results.power_chain.level(stage);
        const auto boxes = boxesOf(scene, levelOf(stage));
        QCOMPARE(level.described, withSwitchboard || stage != PowerStage::Switchboard);
        QCOMPARE(boxes.empty(), !level.described);
        if (level.groups == 1) QCOMPARE(boxes.size(), 1u);
        if (level.described) checkTiling(scene, levelOf(stage), config.layout.cabinets);
      }
      checkTiling(scene, snp::views::kCabinetsLevel, config.layout.cabinets);
    }
  }

  // A hall of a few cabinets draws every group of every level in a box of its own.
  void aSmallHallDrawsEveryGroup() {
    Config config = preset("gb200-nvl72");
    config.layout.cabinets = 4;
    const snp::sim::Results results = snp::sim::evaluate(config);
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, results);
    for (PowerStage stage : kStages)
      QCOMPARE(int(boxesOf(scene, levelOf(stage)).size()), results.power_chain.level(stage).groups);
    QCOMPARE(int(boxesOf(scene, snp::views::kCabinetsLevel).size()), 4);
    QCOMPARE(results.power_chain.level(PowerStage::Distribution).groups, 2);
    QVERIFY(!allText(scene).contains(QStringLiteral("more")));
  }

  // A hall of hundreds: the first few groups and one box for the rest, still serving every cabinet.
  void aLargeHallDrawsTheFirstGroupsAndTheRest() {
    const Config config = preset("selene-megatron-1t");
    QVERIFY(config.layout.cabinets > 50);
    const snp::sim::Results results = snp::sim::evaluate(config);
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, results);
    QVERIFY(boxesOf(scene).size() < 40u);
    for (PowerStage stage : kStages)
      if (results.power_chain.level(stage).described)
        checkTiling(scene, levelOf(stage), config.layout.cabinets);
    checkTiling(scene, snp::views::kCabinetsLevel, config.layout.cabinets);
    QVERIFY(allText(scene).contains(QStringLiteral("more cabinets")));
  }

  // The UPS box says its use as the results' figure reads; the transformer's, its own.
  void theUpsBoxSaysItsUse() {
    const Config config = preset("gb200-nvl72");
    const snp::sim::Results results = snp::sim::evaluate(config);
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, results);
    const snp::sim::Figure &use = results.power_chain.ups_use;
    const QString upsUse = snp::views::formatValue(use.value, use.unit);
    QVERIFY(use.value > 0.1 && use.value < 1);
    QVERIFY2(upsUse.endsWith(QStringLiteral(" %")), qPrintable(upsUse));
    const auto ups = boxesOf(scene, levelOf(PowerStage::Ups));
    QCOMPARE(ups.size(), 1u);
    QVERIFY2(textOf(ups.front()).contains(upsUse), qPrintable(textOf(ups.front())));
    const auto transformer = boxesOf(scene, levelOf(PowerStage::Transformer));
    QCOMPARE(transformer.size(), 1u);
    QVERIFY(!textOf(transformer.front()).contains(upsUse));
    QVERIFY(textOf(transformer.front())
                .contains(snp::views::formatValue(results.power_chain.transformer_use.value, "ratio")));
  }

  // The boxes filled as binding are those of results.power_chain.binding and say at what use it binds:
  // the shelves of GB200 NVL72, and the utility feed (72 %) once the shelves are twice as large.
  void theBindingLevelIsHighlighted_data() {
    QTest::addColumn<double>("shelfRating");
    QTest::addColumn<int>("binding");
    QTest::newRow("the shelves bind") << 33e3 << levelOf(PowerStage::Shelves);
    QTest::newRow("the utility binds") << 66e3 << levelOf(PowerStage::Utility);
  }
  void theBindingLevelIsHighlighted() {
    QFETCH(double, shelfRating);
    QFETCH(int, binding);
    Config config = preset("gb200-nvl72");
    config.power_chain.shelves.shelf_W = shelfRating;
    const snp::sim::Results results = snp::sim::evaluate(config);
    QCOMPARE(levelOf(results.power_chain.binding), binding);
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, results);
    // The groups of the binding level that are drawn, not the box standing for the rest.
    std::vector<QGraphicsRectItem *> groups = boxesOf(scene, binding);
    std::erase_if(groups,
                  [](const QGraphicsItem *box) { return textOf(box).contains(QStringLiteral("more")); });
    QVERIFY(!groups.empty());
    std::vector<QGraphicsRectItem *> highlighted = boxesOf(scene);
    std::erase_if(highlighted, [](const QGraphicsRectItem *box) {
      return box->brush().color() != snp::views::bindingFill();
    });
    QCOMPARE(highlighted.size(), groups.size());
    const QString bindsAt = QStringLiteral("Binds at %1")
                                .arg(snp::views::formatValue(results.power_chain.binding_use.value, "ratio"));
    for (const QGraphicsRectItem *box : highlighted) {
      QCOMPARE(box->data(snp::views::kLevelData).toInt(), binding);
      QVERIFY2(textOf(box).contains(bindsAt), qPrintable(textOf(box)));
    }
    QCOMPARE(allText(scene).count(QStringLiteral("Binds at")), int(highlighted.size()));
  }

  void aChainNotDescribedSaysSo() {
    Config config = preset("gb200-nvl72");
    config.power_chain = {};
    const snp::sim::Results results = snp::sim::evaluate(config);
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, results);
    QVERIFY(boxesOf(scene).empty());
    QVERIFY2(allText(scene).contains(QStringLiteral("The power chain is not described")),
             qPrintable(allText(scene)));
    // Centred on its page.
    const QRectF text = scene.itemsBoundingRect();
    QVERIFY(std::abs(text.center().x() - scene.sceneRect().center().x()) < 1);
  }

  // A click on a box, on its text as likely as not, picks the first cabinet it serves; one beside the
  // boxes picks nothing.
  void aClickOnABoxPicksItsFirstCabinet() {
    const Config config = preset("gb200-nvl72");
    const snp::sim::Results results = snp::sim::evaluate(config);
    PlantPanel panel;
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showConfig(config, results);
    const QGraphicsView &view = *panel.view(PlantPanel::Drawing::SingleLine);
    QVERIFY(view.isVisible());
    QSignalSpy picked(&panel, &PlantPanel::cabinetPicked);

    const struct {
      PowerStage stage;
      int group;
    } clicks[] = {{PowerStage::Shelves, 3}, {PowerStage::Distribution, 1}, {PowerStage::Ups, 0}};
    for (const auto &click : clicks) {
      const snp::sim::PowerLevelLoad &level = results.power_chain.level(click.stage);
      const int expected = click.group * level.racks_per_group;
      const auto boxes = boxesOf(*view.scene(), levelOf(click.stage));
      const auto box = std::find_if(boxes.begin(), boxes.end(),
                                    [&](const QGraphicsItem *b) { return firstCabinet(b) == expected; });
      QVERIFY(box != boxes.end());
      QTest::mousePress(view.viewport(), Qt::LeftButton, {}, centreInView(view, **box));
      QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, centreInView(view, **box));
      QCOMPARE(picked.size(), 1);
      QCOMPARE(picked.takeFirst().at(0).toInt(), expected);
    }
    QCOMPARE(results.power_chain.level(PowerStage::Distribution).racks_per_group, 2);

    // The box for the rest of the hall picks the first cabinet it stands for.
    const auto cabinets = boxesOf(*view.scene(), snp::views::kCabinetsLevel);
    const auto rest = std::max_element(cabinets.begin(), cabinets.end(), [](const auto *a, const auto *b) {
      return firstCabinet(a) < firstCabinet(b);
    });
    QVERIFY(cabinetCount(*rest) > 1);
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, centreInView(view, **rest));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, centreInView(view, **rest));
    QCOMPARE(picked.size(), 1);
    QCOMPARE(picked.takeFirst().at(0).toInt(), config.layout.cabinets - cabinetCount(*rest));

    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, QPoint(2, view.viewport()->height() - 2));
    QCOMPARE(picked.size(), 0);
  }

  // Drawn, not just built: the boxes, the binding fill and the lines reach the pixels.
  void theDiagramRendersToPixels() {
    const Config config = preset("gb200-nvl72");
    QGraphicsScene scene;
    snp::views::drawSingleLineDiagram(scene, config, snp::sim::evaluate(config));
    QImage image(1600, 1000, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter);
    painter.end();
    const ImageStatistics all = ImageStatistics::of(image);
    QVERIFY2(all.dominantShare < 0.9, qPrintable(QString::number(all.dominantShare)));
    QVERIFY(all.distinctColours > 5);
    QVERIFY(ImageStatistics::of(image, snp::views::bindingFill(), 4).matching > 1000);
  }

  // Without results the panel says why each drawing is empty, and a click picks nothing.
  void aConfigurationWithProblemsDrawsNothing() {
    PlantPanel panel;
    panel.showNotEvaluated();
    for (auto drawing : {PlantPanel::Drawing::SingleLine, PlantPanel::Drawing::FloorPlan,
                         PlantPanel::Drawing::RackElevation}) {
      const QGraphicsScene &scene = *panel.view(drawing)->scene();
      QVERIFY(boxesOf(scene).empty());
      QVERIFY(allText(scene).contains(QStringLiteral("problems")));
    }
  }
};

QTEST_MAIN(PlantDiagramTest)
#include "plant_diagram_test.moc"

// The plant in the room as a facility engineer reads it: a box for every CDU and floor PDU the
// configuration installs, beside the rows and never in them; cabinets coloured by the PDU group or
// CDU group that feeds or cools them, the plant's boxes in their group's colour; and the chain a
// selected cabinet hangs on, level by level.
#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "sim/reliability/MonteCarlo.h"
#include "sim/reliability/RunReplay.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomLegend.h"
#include "views/room/RoomPalette.h"
#include "views/room/RoomPlant.h"
#include "views/room/RoomScene.h"
#include "views/room/SelectionPanel.h"
#include "views/vtk/BoxMesh.h"
#include "views/vtk/VtkViewWidget.h"

#include <QColor>
#include <QImage>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QtTest>

#include <vtkCellData.h>
#include <vtkDataArray.h>
#include <vtkLookupTable.h>
#include <vtkPolyData.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <map>
#include <set>
#include <utility>
#include <vector>

using snp::app::MainWindow;
using snp::views::PlantKind;
using snp::views::RoomMetric;
using snp::views::VtkViewWidget;

namespace {

constexpr int kBox = snp::views::BoxMesh::kCellsPerBox;

// The boxes of the plant: for each box its kind, group, unit and bounds, read from the cells.
struct PlantBox {
  PlantKind kind;
  int group, unit;
  std::array<double, 6> bounds;
};
std::vector<PlantBox> plantBoxes(const snp::views::RoomScene &scene) {
  vtkPolyData *boxes = scene.plantGeometry();
  vtkDataArray *kinds = boxes->GetCellData()->GetArray("kind");
  vtkDataArray *groups = boxes->GetCellData()->GetArray("group");
  vtkDataArray *units = boxes->GetCellData()->GetArray("unit");
  std::vector<PlantBox> out;
  if (!kinds || !groups || !units) return out;
  for (vtkIdType cell = 0; cell < boxes->GetNumberOfCells(); cell += kBox) {
    PlantBox b{static_cast<PlantKind>(kinds->GetTuple1(cell)),
               static_cast<int>(groups->GetTuple1(cell)),
               static_cast<int>(units->GetTuple1(cell)),
               {}};
    std::array<double, 6> face{};
    b.bounds = {INFINITY, -INFINITY, INFINITY, -INFINITY, INFINITY, -INFINITY};
    for (int f = 0; f < kBox; ++f) {
      boxes->GetCell(cell + f)->GetBounds(face.data());
      for (int i = 0; i < 6; i += 2) {
        b.bounds[i] = std::min(b.bounds[i], face[i]);
        b.bounds[i + 1] = std::max(b.bounds[i + 1], face[i + 1]);
      }
    }
    out.push_back(b);
  }
  return out;
}

// Distinct units of a kind, told apart by their group and unit tags.
std::size_t unitsOf(const std::vector<PlantBox> &boxes, PlantKind kind) {
  std::set<std::pair<int, int>> units;
  for (const PlantBox &b : boxes)
    if (b.kind == kind) units.insert({b.group, b.unit});
  return units.size();
}

bool overlap(const std::array<double, 6> &a, const std::array<double, 6> &b) {
  for (int i = 0; i < 6; i += 2)
    if (a[i] >= b[i + 1] - 1e-9 || b[i] >= a[i + 1] - 1e-9) return false;
  return true;
}

// A cabinet's colour as its box is drawn: its value through the lookup table.
std::array<double, 3> cabinetColour(const snp::views::RoomScene &scene, int index) {
  vtkDataArray *values = scene.cabinetGeometry()->GetCellData()->GetArray("value");
  std::array<double, 3> rgb{};
  scene.lookupTable()->GetColor(values->GetTuple1(vtkIdType(scene.layout().boxOf(index)) * kBox), rgb.data());
  return rgb;
}

// The plant box's own colour, in [0, 1].
std::array<double, 3> boxColour(const snp::views::RoomScene &scene, std::size_t box) {
  vtkDataArray *colours = scene.plantGeometry()->GetCellData()->GetScalars();
  std::array<double, 3> rgb{};
  for (int c = 0; c < 3; ++c)
    rgb[static_cast<std::size_t>(c)] = colours->GetComponent(vtkIdType(box) * kBox, c) / 255.0;
  return rgb;
}

// A node slab's colour while a run is replayed, in [0, 1].
std::array<double, 3> nodeColour(const snp::views::RoomScene &scene, int node) {
  vtkDataArray *status = scene.nodeGeometry()->GetCellData()->GetArray("status");
  std::array<double, 3> rgb{};
  for (int c = 0; c < 3; ++c)
    rgb[static_cast<std::size_t>(c)] = status->GetComponent(vtkIdType(node) * kBox, c) / 255.0;
  return rgb;
}

bool near(const std::array<double, 3> &a, const std::array<double, 3> &b) {
  return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]) < 0.02;
}

// GB200 NVL72 with its CDUs in two groups, one a row: the preset's single group cannot show
// cabinets apart.
snp::model::Config gb200InTwoCduGroups() {
  snp::model::Config config = *snp::model::findPreset("gb200-nvl72");
  config.cooling.cdu.racks_per_group = 4;
  return config;
}

// A fresh frame of the view, after whatever changed in the scene.
QImage nextFrame(VtkViewWidget *view) {
  const int before = view->framesPainted();
  view->update();
  if (!QTest::qWaitFor([&] { return view->framesPainted() > before; }, 10000)) qWarning("no new frame");
  return view->grabFramebuffer();
}

} // namespace

class RoomPlantTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  // The preset's notes: "in-row liquid-to-liquid CDUs of 1,350 kW, one for the 8 racks and one
  // spare (N+1)" and "two 450 kW floor PDUs per pair of racks" (2N): 2 CDUs and 4 × 2 PDUs.
  void everyInstalledCduAndFloorPduIsABoxBesideTheRows() {
    const snp::model::Config config = *snp::model::findPreset("gb200-nvl72");
    const int cabinets = config.layout.cabinets;
    QCOMPARE(cabinets, 8);
    QCOMPARE(config.cooling.cdu.racks_per_group, 0); // one group for the hall
    QCOMPARE(config.cooling.cdu.redundancy, snp::model::Redundancy::NPlusOne);
    QCOMPARE(config.power_chain.distribution.racks_per_group, 2);
    QCOMPARE(config.power_chain.distribution.redundancy, snp::model::Redundancy::TwoN);
    const snp::sim::Results results = snp::sim::evaluate(config);
    // One unit carries each group's load, so the redundancy alone sets the count: the 8 racks' liquid
    // heat at full power within one CDU, a pair of racks within one PDU.
    QVERIFY(results.cdu.groups.design_W <= config.cooling.cdu.capacity_W);
    QVERIFY(results.power_chain.level(snp::sim::PowerStage::Distribution).design_W <=
            config.power_chain.distribution.rating_W);
    const std::size_t cdus = 1 * (1 + 1);
    const std::size_t pdus = std::size_t(cabinets / config.power_chain.distribution.racks_per_group) * 2;

    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    const std::vector<PlantBox> boxes = plantBoxes(scene);
    QCOMPARE(unitsOf(boxes, PlantKind::Cdu), cdus);
    QCOMPARE(unitsOf(boxes, PlantKind::FloorPdu), pdus);
    QCOMPARE(
        std::count_if(boxes.begin(), boxes.end(), [](const PlantBox &b) { return b.kind == PlantKind::Cdu; }),
        std::ptrdiff_t(cdus));
    // And as the simulator counts them.
    const auto &distribution = results.power_chain.level(snp::sim::PowerStage::Distribution);
    QCOMPARE(cdus, std::size_t(results.cdu.groups.groups * results.cdu.groups.installed));
    QCOMPARE(pdus, std::size_t(distribution.groups * distribution.installed));
    QVERIFY(unitsOf(boxes, PlantKind::Busway) == 0);
    // The plant room holds a block for each of the UPS, switchboard, transformer and feed, each
    // labelled with its units: "UPS modules of 750 kW (two a side)".
    for (PlantKind kind :
         {PlantKind::Ups, PlantKind::Switchboard, PlantKind::Transformer, PlantKind::Utility})
      QCOMPARE(unitsOf(boxes, kind), std::size_t(1));
    const auto &labels = scene.plant().labels;
    QVERIFY(std::any_of(labels.begin(), labels.end(),
                        [](const QString &l) { return l.contains("UPS (2N): 4 × 750 kW"); }));
    QVERIFY(std::any_of(labels.begin(), labels.end(),
                        [](const QString &l) { return l.contains("CDU (N+1): 2 × 1.35 MW"); }));

    // Nothing stands in a cabinet, in another box or in an aisle between the rows.
    const snp::views::RoomLayout &room = scene.layout();
    const double pitch = room.row_y[1] - room.row_y[0];
    for (const PlantBox &b : boxes) {
      if (b.kind == PlantKind::PlantRoomFloor) continue;
      for (int i = 0; i < room.total; ++i) {
        QVERIFY2(!overlap(b.bounds, scene.cabinetBounds(i)), qPrintable(scene.cabinetName(i)));
        if (b.kind == PlantKind::Ups) QVERIFY(b.bounds[2] > room.aisles.back().y1);
      }
      for (const PlantBox &other : boxes)
        if (&other != &b && other.kind != PlantKind::PlantRoomFloor)
          QVERIFY(!overlap(b.bounds, other.bounds));
      if (b.kind != PlantKind::Cdu && b.kind != PlantKind::FloorPdu) continue;
      // A CDU or PDU stands beyond an end of a row its group serves, within that row's pitch.
      const double y = (b.bounds[2] + b.bounds[3]) / 2;
      const int row = static_cast<int>(std::lround(y / pitch));
      QVERIFY(row >= 0 && row < room.rows && std::abs(y - room.row_y[std::size_t(row)]) < pitch / 2);
      QVERIFY(b.bounds[1] < room.rowStart() || b.bounds[0] > room.rowEnd(row));
      const snp::sim::UnitGroups &g = b.kind == PlantKind::Cdu ? results.cdu.groups : distribution;
      const auto [first, end] = snp::views::plantGroupCabinets(g, b.group, room.total);
      QVERIFY2(first < (row + 1) * room.per_row && end > row * room.per_row,
               qPrintable(QString("group %1 at row %2").arg(b.group).arg(row)));
      // The plant room stands behind all of it.
      for (const PlantBox &block : boxes)
        if (block.kind == PlantKind::Ups) QVERIFY(block.bounds[2] > b.bounds[3]);
    }
    // A pair of racks at the start of a row has its PDUs at the start, a pair at the end at the end.
    for (const PlantBox &b : boxes)
      if (b.kind == PlantKind::FloorPdu) QCOMPARE(b.bounds[0] > room.rowEnd(0), b.group % 2 == 1);
    QVERIFY(scene.plantActor()->GetVisibility());
  }

  void buswaysHangOverTheCabinetsTheyFeed() {
    const snp::model::Config config = *snp::model::findPreset("tpu-v4-pod"); // busways, 8 racks a group
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    const snp::sim::Results results = snp::sim::evaluate(config);
    const auto &busways = results.power_chain.level(snp::sim::PowerStage::Distribution);
    const std::vector<PlantBox> boxes = plantBoxes(scene);
    QCOMPARE(unitsOf(boxes, PlantKind::FloorPdu), std::size_t(0));
    QCOMPARE(unitsOf(boxes, PlantKind::Busway), std::size_t(busways.groups * busways.installed));
    for (const PlantBox &b : boxes)
      if (b.kind == PlantKind::Busway) {
        QVERIFY(b.bounds[4] > config.cabinet.height_m); // above the cabinets
        // Over the group's own cabinets, clear of the next group's.
        const auto [first, end] = snp::views::plantGroupCabinets(busways, b.group, config.layout.cabinets);
        bool overOwn = false;
        for (int i = 0; i < config.layout.cabinets; ++i) {
          std::array<double, 6> c = scene.cabinetBounds(i);
          c[5] = 10; // up to the bars
          const bool over =
              b.bounds[0] < c[1] && c[0] < b.bounds[1] && b.bounds[2] < c[3] && c[2] < b.bounds[3];
          if (over) QVERIFY2(i >= first && i < end, qPrintable(scene.cabinetName(i)));
          overOwn = overOwn || over;
        }
        QVERIFY(overOwn);
      }
  }

  // A replayed run in which one CDU of an N group fails: the nodes of exactly the four cabinets
  // that group cools go dark in the room; the other group's stay as the run has them.
  void aCduOutageInAReplayDarkensExactlyItsCabinets() {
    snp::model::Config config = gb200InTwoCduGroups();
    config.cooling.cdu.redundancy = snp::model::Redundancy::N;
    config.cooling.cdu.units = 1;
    config.cooling.cdu.capacity_W = 2e6;
    config.cooling.cdu.failures = {2000, 48};
    config.reliability.training_duration_s = 200 * 86400.0;
    const snp::sim::RunModel run = snp::sim::runModel(config);
    const snp::sim::MonteCarloResult result =
        snp::sim::simulateRun(run, {.seed = 3, .max_timeline_events = 100000});
    const auto outage =
        std::ranges::find(result.timeline, snp::sim::RunEventKind::PlantOutage, &snp::sim::RunEvent::kind);
    QVERIFY(outage != result.timeline.end());
    snp::sim::RunReplay replay(run, result);
    const snp::sim::ReplayFrame &frame = replay.at(outage->time_s);
    QCOMPARE(frame.plant_down.size(), std::size_t(1));

    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    scene.showReplayFrame(frame);
    const int perCabinet = config.cabinet.nodes;
    for (int node = 0; node < config.nodes(); ++node) {
      const bool inDarkGroup = node / perCabinet / 4 == outage->group;
      QVERIFY2(near(nodeColour(scene, node), snp::views::kUnpoweredNode) == inDarkGroup,
               qPrintable(QString("node %1").arg(node)));
    }
    // The scene leaves the dark behind when the replay ends.
    scene.showNodeStates({});
    QVERIFY(!near(nodeColour(scene, 0), snp::views::kUnpoweredNode));
  }

  void theCduColouringGroupsCabinetsAndTheirCdus() {
    const snp::model::Config config = gb200InTwoCduGroups();
    const snp::sim::Results results = snp::sim::evaluate(config);
    QCOMPARE(results.cdu.groups.groups, 2);
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    scene.colourBy(snp::views::roomColouring(RoomMetric::Cdu, config, &results, std::nullopt));
    // share the first group, B-01 is in the second.
    QVERIFY(near(cabinetColour(scene, 0), cabinetColour(scene, 3)));
    QVERIFY(!near(cabinetColour(scene, 3), cabinetColour(scene, 4)));
    QVERIFY(near(cabinetColour(scene, 4), cabinetColour(scene, 7)));
    // Each CDU in the colour of the cabinets its group cools; PDUs keep their own colour.
    const std::vector<PlantBox> boxes = plantBoxes(scene);
    int cdus = 0;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      if (boxes[i].kind == PlantKind::Cdu) {
        ++cdus;
        QVERIFY(near(boxColour(scene, i), cabinetColour(scene, boxes[i].group * 4)));
      }
      if (boxes[i].kind == PlantKind::FloorPdu)
        QVERIFY(near(boxColour(scene, i), snp::views::kPowerDistribution));
    }
    QCOMPARE(cdus, 4); // two groups of N+1
    QCOMPARE(scene.legend().title(), QString("CDU groups"));
    QCOMPARE(scene.legend().swatches().front().text, QString("CDU group 1: A-01–A-04"));

    // By power feed, pairs of racks: the PDUs take their group's colour, the CDUs their own.
    scene.colourBy(snp::views::roomColouring(RoomMetric::PowerFeed, config, &results, std::nullopt));
    QVERIFY(near(cabinetColour(scene, 0), cabinetColour(scene, 1)));
    QVERIFY(!near(cabinetColour(scene, 1), cabinetColour(scene, 2)));
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      if (boxes[i].kind == PlantKind::FloorPdu)
        QVERIFY(near(boxColour(scene, i), cabinetColour(scene, boxes[i].group * 2)));
      if (boxes[i].kind == PlantKind::Cdu) QVERIFY(near(boxColour(scene, i), snp::views::kCdu));
    }
  }

  void manyGroupsTakeTheColoursInTurnAndTheLegendSaysSo() {
    snp::model::Config config = *snp::model::findPreset("tpu-v4-pod");
    config.cooling.cdu.racks_per_group = 2; // 32 groups of 2
    const snp::sim::Results results = snp::sim::evaluate(config);
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    scene.colourBy(snp::views::roomColouring(RoomMetric::Cdu, config, &results, std::nullopt));
    // Neighbouring groups differ everywhere along the hall.
    for (int i = 0; i + 2 < config.layout.cabinets; i += 2)
      QVERIFY2(!near(cabinetColour(scene, i), cabinetColour(scene, i + 2)), qPrintable(scene.cabinetName(i)));
    // All groups but one named, the last colour for the rest; then the busways and the plant room.
    QCOMPARE(snp::views::kGroupColours.size(), std::size_t(7));
    const auto &swatches = scene.legend().swatches();
    QVERIFY(swatches.size() > 7);
    QCOMPARE(swatches[5].text, QString("CDU group 6: B-03–B-04"));
    QCOMPARE(swatches[6].text, QString("CDU group 7 to 32: these colours again, in turn"));
    QCOMPARE(swatches[7].text, QString("Busway over its cabinets"));
    for (std::size_t i = 0; i < 7; ++i)
      QVERIFY(near(swatches[i].colour, snp::views::kGroupColours[i]));
  }

  void aPlantOutsideTheConfigurationIsNotDrawn() {
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    // Air-cooled, so no CDUs, though its floor PDUs and plant room are described.
    scene.show(*snp::model::findPreset("dgx-h100-superpod"));
    QCOMPARE(unitsOf(plantBoxes(scene), PlantKind::Cdu), std::size_t(0));
    QVERIFY(unitsOf(plantBoxes(scene), PlantKind::FloorPdu) > 0);
    // No chain described: nothing but the hall.
    snp::model::Config bare = *snp::model::findPreset("gb200-nvl72");
    bare.power_chain = {};
    bare.cooling.cdu = {};
    scene.show(bare);
    QVERIFY(plantBoxes(scene).empty());
    QVERIFY(!scene.plantActor()->GetVisibility());
    const snp::sim::Results results = snp::sim::evaluate(bare);
    const auto colouring = snp::views::roomColouring(RoomMetric::Cdu, bare, &results, std::nullopt);
    QVERIFY(std::all_of(colouring.values.begin(), colouring.values.end(),
                        [](double v) { return std::isnan(v); }));
    QVERIFY(!colouring.missing_text.isEmpty());
  }

  // Ten thousand cabinets with a PDU group and a CDU group each, of three and two units: one box a
  // group, not one a unit, and drawn at once.
  void aHallOfManySmallGroupsStaysWithinItsBudget() {
    snp::model::Config config = *snp::model::findPreset("gb200-nvl72");
    snp::sim::Results results = snp::sim::evaluate(config);
    config.layout.cabinets = 10000;
    config.layout.rows = 100;
    for (snp::sim::UnitGroups *g :
         {&results.cdu.groups,
          static_cast<snp::sim::UnitGroups *>(
              &results.power_chain.levels[std::size_t(snp::sim::PowerStage::Distribution)])}) {
      g->groups = 10000;
      g->racks_per_group = g->racks_in_last = 1;
      g->installed = g == &results.cdu.groups ? 2 : 3;
    }
    const auto start = std::chrono::steady_clock::now();
    const snp::views::RoomPlant plant =
        snp::views::roomPlant(snp::views::roomLayout(config), config, results);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    qInfo("the plant of 10,000 cabinets in %.2f s", seconds);
    QVERIFY(seconds < 5);
    QVERIFY(plant.boxes->GetNumberOfCells() < 25000 * kBox);
    vtkDataArray *kinds = plant.boxes->GetCellData()->GetArray("kind");
    vtkDataArray *units = plant.boxes->GetCellData()->GetArray("unit");
    std::map<PlantKind, int> boxes;
    for (vtkIdType cell = 0; cell < kinds->GetNumberOfTuples(); cell += kBox) {
      const auto kind = static_cast<PlantKind>(kinds->GetTuple1(cell));
      ++boxes[kind];
      if (kind == PlantKind::Cdu || kind == PlantKind::FloorPdu) QCOMPARE(units->GetTuple1(cell), -1.0);
    }
    QCOMPARE(boxes[PlantKind::Cdu], 10000);
    QCOMPARE(boxes[PlantKind::FloorPdu], 10000);
  }

  void theSelectionPanelShowsTheChainACabinetHangsOn() {
    const snp::model::Config config = gb200InTwoCduGroups();
    const snp::sim::Results results = snp::sim::evaluate(config);
    snp::views::SelectionPanel panel;
    panel.showCabinet(config, results, 5); // B-02: the third pair of racks, the second row
    QTreeWidget *chain = panel.chain();
    QVERIFY(!chain->isHidden());
    QStringList rows;
    for (int i = 0; i < chain->topLevelItemCount(); ++i)
      rows << chain->topLevelItem(i)->text(0);
    // Above the PDUs a level of one group goes by its name.
    QCOMPARE(rows, QStringList({"Power shelves", "Floor PDU group 3 of 4", "UPS", "Switchboard",
                                "Transformer", "Utility feed", "CDU group 2 of 2"}));
    // The shelves: 8 installed as N+N, 4 carrying the rack; the figures as the project writes them.
    QCOMPARE(chain->topLevelItem(0)->text(1), QString("8, 4 usable"));
    QCOMPARE(chain->topLevelItem(0)->text(2), QString("97.27 %"));
    QCOMPARE(chain->topLevelItem(1)->text(2), QString("57.06 %"));
    QVERIFY(chain->topLevelItem(6)->text(3).startsWith("99.99"));
    QVERIFY(chain->topLevelItem(1)->toolTip(0).contains("B-01–B-02"));
    // Whatever the figures say, no e-notation.
    const QRegularExpression eNotation("\\d[eE][-+]?\\d");
    for (int i = 0; i < chain->topLevelItemCount(); ++i)
      for (int c = 1; c < chain->columnCount(); ++c)
        QVERIFY2(!eNotation.match(chain->topLevelItem(i)->text(c)).hasMatch(),
                 qPrintable(chain->topLevelItem(i)->text(c)));
    // The preset itself: one CDU group for the hall, still named as the room's CDU colouring names it.
    const snp::model::Config preset = *snp::model::findPreset("gb200-nvl72");
    panel.showCabinet(preset, snp::sim::evaluate(preset), 0);
    QCOMPARE(chain->topLevelItem(1)->text(0), QString("Floor PDU group 1 of 4"));
    QCOMPARE(chain->topLevelItem(chain->topLevelItemCount() - 1)->text(0), QString("CDU group 1 of 1"));
    panel.clear();
    QVERIFY(chain->isHidden());
  }

  // In the window, the CDUs are seen: hiding them takes their colour out of the frame. Their faces
  // are lit at different angles, so a pixel is theirs by its hue: its channels in the CDUs'
  // proportions.
  void theCdusAreSeenInTheRoom() {
    MainWindow window("gb200-nvl72");
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.view()->framesPainted() > 0, 20000);
    const auto cduPixels = [&] {
      const QImage image = nextFrame(window.view()).convertToFormat(QImage::Format_RGB32);
      const snp::views::Rgb &cdu = snp::views::kCdu;
      const double top = std::max({cdu[0], cdu[1], cdu[2]});
      int count = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
          const QColor p = image.pixelColor(x, y);
          const double brightest = std::max({p.redF(), p.greenF(), p.blueF()});
          if (brightest < 0.25) continue; // the background and shadowed faces
          count += std::abs(p.redF() / brightest - cdu[0] / top) < 0.06 &&
                   std::abs(p.greenF() / brightest - cdu[1] / top) < 0.06 &&
                   std::abs(p.blueF() / brightest - cdu[2] / top) < 0.06;
        }
      return count;
    };
    const int shown = cduPixels();
    window.room().plantActor()->VisibilityOff();
    const int hidden = cduPixels();
    window.room().plantActor()->VisibilityOn();
    qInfo("pixels of the CDUs' colour: %d shown, %d hidden", shown, hidden);
    QVERIFY(shown > hidden + 300);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  RoomPlantTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "room_plant_test.moc"

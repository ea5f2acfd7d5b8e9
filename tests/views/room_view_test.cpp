// The room as an architect and a customer read it: cabinets coloured by a metric with a legend
// that names it, labels, cooling drawn for the technology, camera presets that keep the floor
// below and the whole hall in view, picking, and each scenario's own camera.
#include "ImageStatistics.h"

#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/reliability/ReliabilityModel.h"
#include "views/compare/CriteriaPanel.h"
#include "views/network/TopologyPanel.h"
#include "views/network/TopologyScene.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomLayout.h"
#include "views/room/RoomLegend.h"
#include "views/room/RoomScene.h"
#include "views/room/SelectionPanel.h"
#include "views/vtk/CameraPresets.h"
#include "views/vtk/VtkFonts.h"
#include "views/vtk/VtkViewWidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <vtkCamera.h>
#include <vtkCellData.h>
#include <vtkCoordinate.h>
#include <vtkDataArray.h>
#include <vtkLookupTable.h>
#include <vtkMapper.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>

#include <algorithm>
#include <array>
#include <cmath>

using snp::app::MainWindow;
using snp::views::CameraPreset;
using snp::views::RoomMetric;
using snp::views::VtkViewWidget;

namespace {

void showAndWait(MainWindow &window) {
  window.resize(1366, 768);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QTRY_VERIFY_WITH_TIMEOUT(window.view()->framesPainted() > 0, 20000);
}

// A fresh frame of the view, after whatever changed in the scene.
QImage nextFrame(VtkViewWidget *view) {
  const int before = view->framesPainted();
  view->update();
  if (!QTest::qWaitFor([&] { return view->framesPainted() > before; }, 10000)) qWarning("no new frame");
  return view->grabFramebuffer();
}

// Where a world point lands in the widget, in logical pixels (y down).
QPointF toWidget(VtkViewWidget *view, const std::array<double, 3> &world) {
  vtkNew<vtkCoordinate> c;
  c->SetCoordinateSystemToWorld();
  c->SetValue(world[0], world[1], world[2]);
  const double *display = c->GetComputedDoubleDisplayValue(view->renderer());
  const double ratio = view->devicePixelRatioF();
  return {display[0] / ratio, view->height() - display[1] / ratio};
}

// The scene renderer's viewport in widget pixels (the legend has the rest).
QRectF sceneViewport(VtkViewWidget *view) {
  double v[4];
  view->renderer()->GetViewport(v);
  return QRectF(QPointF(v[0] * view->width(), (1 - v[3]) * view->height()),
                QPointF(v[2] * view->width(), (1 - v[1]) * view->height()));
}

// The widget rectangle a cabinet's box covers on screen.
QRectF onScreen(VtkViewWidget *view, const std::array<double, 6> &b) {
  QRectF r;
  for (int corner = 0; corner < 8; ++corner) {
    const QPointF p = toWidget(view, {b[corner & 1 ? 1 : 0], b[corner & 2 ? 3 : 2], b[corner & 4 ? 5 : 4]});
    r = r.isNull() ? QRectF(p, QSizeF(0.001, 0.001)) : r.united(QRectF(p, QSizeF(0.001, 0.001)));
  }
  return r;
}

double cameraHeight(VtkViewWidget *view) { return view->renderer()->GetActiveCamera()->GetPosition()[2]; }

// Every cabinet of the room inside the scene's part of the view, and the camera above the floor.
void expectFramed(MainWindow &window, const char *what) {
  VtkViewWidget *view = window.view();
  QVERIFY2(cameraHeight(view) > 0, what);
  const QRectF viewport = sceneViewport(view).adjusted(-0.5, -0.5, 0.5, 0.5);
  for (int i = 0; i < window.room().cabinetCount(); ++i) {
    const QRectF r = onScreen(view, window.room().cabinetBounds(i));
    QVERIFY2(viewport.contains(r),
             qPrintable(QStringLiteral("%1: cabinet %2 at (%3, %4)-(%5, %6) outside (%7, %8)-(%9, %10)")
                            .arg(what, window.room().cabinetName(i))
                            .arg(r.left())
                            .arg(r.top())
                            .arg(r.right())
                            .arg(r.bottom())
                            .arg(viewport.left())
                            .arg(viewport.top())
                            .arg(viewport.right())
                            .arg(viewport.bottom())));
  }
}

} // namespace

class RoomViewTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void cabinetsAreLabelledByRowAndPosition() {
    QCOMPARE(snp::views::cabinetLabel(0, 2), QString("A-03"));
    QCOMPARE(snp::views::cabinetLabel(1, 11), QString("B-12"));
    QCOMPARE(snp::views::cabinetLabel(25, 0), QString("Z-01"));
    QCOMPARE(snp::views::cabinetLabel(26, 0), QString("AA-01"));
  }

  void colouringByPowerChangesTheCabinetsPixelsNotTheGeometry() {
    MainWindow window("dgx-h100-superpod");
    showAndWait(window);
    VtkViewWidget *view = window.view();
    const QImage before = nextFrame(view);
    vtkPolyData *cabinets = window.room().cabinetGeometry();
    vtkPolyData *nodes = window.room().nodeGeometry();
    const vtkMTimeType cabinetPoints = cabinets->GetPoints()->GetMTime();
    const vtkMTimeType nodePoints = nodes->GetPoints()->GetMTime();

    window.setRoomMetric(RoomMetric::Power);
    QCOMPARE(window.roomColourBox()->currentText(), QString("Power"));
    const QImage after = nextFrame(view);
    // Only the colour arrays changed: the same meshes, their points untouched.
    QCOMPARE(window.room().cabinetGeometry(), cabinets);
    QCOMPARE(window.room().nodeGeometry(), nodes);
    QCOMPARE(cabinets->GetPoints()->GetMTime(), cabinetPoints);
    QCOMPARE(nodes->GetPoints()->GetMTime(), nodePoints);

    // The cabinets' pixels change colour; the floor, aisles and background around them do not.
    QList<QRectF> cabinetAreas;
    for (int i = 0; i < window.room().cabinetCount(); ++i)
      cabinetAreas << onScreen(view, window.room().cabinetBounds(i));
    const QRectF scene = sceneViewport(view);
    const double ratio = view->devicePixelRatioF();
    int inside = 0, changedInside = 0, outside = 0, changedOutside = 0;
    for (int y = 0; y < after.height(); y += 2)
      for (int x = 0; x < after.width(); x += 2) {
        const QPointF at(x / ratio, y / ratio);
        if (!scene.contains(at)) continue; // the legend's strip
        const QColor a = before.pixelColor(x, y), b = after.pixelColor(x, y);
        const bool changed =
            std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) >
            40;
        const bool onCabinet = std::any_of(cabinetAreas.begin(), cabinetAreas.end(),
                                           [&](const QRectF &r) { return r.contains(at); });
        (onCabinet ? inside : outside) += 1;
        (onCabinet ? changedInside : changedOutside) += changed;
      }
    qInfo("cabinets: %d of %d pixels changed; elsewhere %d of %d", changedInside, inside, changedOutside,
          outside);
    QVERIFY(inside > 1000);
    QVERIFY2(changedInside > 0.3 * inside, "colouring by power must recolour the cabinets");
    QVERIFY2(changedOutside < 0.01 * outside, "colouring must leave everything but the cabinets alone");
  }

  void legendNamesTheMetricAndItsUnitBesideTheRoom() {
    MainWindow window("dgx-h100-superpod");
    showAndWait(window);
    const snp::views::RoomLegend &legend = window.room().legend();
    QCOMPARE(legend.title(), QString("Cabinets and nodes"));
    QVERIFY(!legend.scalarBar()->GetVisibility());

    window.setRoomMetric(RoomMetric::Power);
    QCOMPARE(legend.title(), QString("Power (kW)")); // 37 kW cabinets: kilowatts, not 36960 W
    QVERIFY(legend.scalarBar()->GetVisibility());
    QCOMPARE(legend.scalarBar()->GetLookupTable(), window.room().lookupTable());
    // The scale runs to the cabinet's 44 kW power limit.
    QCOMPARE(window.room().lookupTable()->GetRange()[1], 44.0);
    QVERIFY(std::abs(window.room().colouring().values[0] - window.results()->power.cabinet_W.value / 1e3) <
            1e-9);

    window.setRoomMetric(RoomMetric::HeatToAir);
    QCOMPARE(legend.title(), QString("Heat to air (kW)"));
    window.setRoomMetric(RoomMetric::CoolingLimitUse);
    QCOMPARE(legend.title(), QString("Share of the cooling limit (%)"));
    window.setRoomMetric(RoomMetric::Failures);
    QCOMPARE(legend.title(), QString("Node failures (per day)"));
    window.setRoomMetric(RoomMetric::Verdict);
    QCOMPARE(legend.title(), QString("Criteria verdict"));
    QVERIFY(!legend.scalarBar()->GetVisibility()); // pass and fail are swatches, not a scale
    // Pass, fail, and the hot spares the SuperPOD keeps by default (a pool for one repair window).
    QVERIFY(snp::sim::hotSpares(window.document()->config()) > 0);
    QCOMPARE(legend.swatches().size(), std::size_t(3));
    QCOMPARE(legend.swatches().back().text, QString("Hot-spare node"));

    // The legend has a strip of its own: the room's renderer ends where it begins.
    double scene[4], strip[4];
    window.view()->renderer()->GetViewport(scene);
    legend.renderer()->GetViewport(strip);
    QCOMPARE(strip[0], scene[2]);
    QCOMPARE(strip[2], 1.0);
    QVERIFY(strip[2] - strip[0] > 0.05 && strip[2] - strip[0] < 0.34);
  }

  void theCriteriaCheckBoxAndTheColourMenuAgree() {
    MainWindow window("seed-s1");
    auto *colourByCriteria = window.criteriaPanel()->findChild<QCheckBox *>();
    QVERIFY(colourByCriteria);
    colourByCriteria->setChecked(true);
    QCOMPARE(window.roomMetric(), RoomMetric::Verdict);
    window.setRoomMetric(RoomMetric::Power);
    QVERIFY(!colourByCriteria->isChecked());
    window.setRoomMetric(RoomMetric::Verdict);
    QVERIFY(colourByCriteria->isChecked());
    colourByCriteria->setChecked(false);
    QCOMPARE(window.roomMetric(), RoomMetric::Cooling);
  }

  void roomWithoutResultsColoursNothingAndSaysWhy() {
    snp::model::Config broken = *snp::model::findPreset("seed-s3");
    broken.workload.parallelism.dp = 3;
    const auto c = snp::views::roomColouring(RoomMetric::Power, broken, nullptr, std::nullopt);
    QCOMPARE(c.values.size(), std::size_t(16));
    QVERIFY(std::all_of(c.values.begin(), c.values.end(), [](double v) { return std::isnan(v); }));
    QVERIFY(!c.missing_text.isEmpty());
  }

  void legendTextIsWrappedToItsStrip() {
    using snp::views::RoomLegend;
    QCOMPARE(RoomLegend::wrapped("Share of the cooling limit (%)", 14),
             QString("Share of the\ncooling limit\n(%)"));
    QCOMPARE(RoomLegend::wrapped("Power (kW)", 14), QString("Power (kW)"));
    QCOMPARE(RoomLegend::wrapped("Overwhelmingly long", 5), QString("Overwhelmingly\nlong"));
    // Chinese has no spaces and each character is twice as wide.
    QCOMPARE(RoomLegend::wrapped(QString::fromUtf8("机柜冷却限值占比 (%)"), 10),
             QString::fromUtf8("机柜冷却限\n值占比 (%)"));
  }

  void legendTextInAnotherScriptGetsAFontThatHasIt() {
    QVERIFY(snp::views::fontFileFor("Power (kW)").empty()); // VTK's own font draws Latin
    const QString chinese = QString::fromUtf8("功率 (kW)");
    const std::string file = snp::views::fontFileFor(chinese);
    if (file.empty()) QSKIP("no font with Chinese characters is installed");
    QVERIFY(QFileInfo::exists(QString::fromStdString(file)));
    VtkViewWidget view;
    snp::views::RoomLegend legend(view.renderer());
    legend.show(chinese, nullptr, {{QString::fromUtf8("热备节点"), snp::views::kSpareNode}});
    legend.layout();
    QCOMPARE(legend.titleActor()->GetTextProperty()->GetFontFamily(), VTK_FONT_FILE);
    QCOMPARE(std::string(legend.titleActor()->GetTextProperty()->GetFontFile()), file);
    legend.show("Power (kW)", nullptr, {});
    legend.layout();
    QCOMPARE(legend.titleActor()->GetTextProperty()->GetFontFamily(), VTK_ARIAL);
  }

  // Slabs a hand's width apart keep a gap between them; S3's forty 4.5 cm slots touch, since gaps
  // of a pixel or less alias into moiré bands across the cabinets' fronts.
  void thinSlabsTouchSoTheFrontsShowNoMoire() {
    const auto gapBetweenFirstTwo = [](const char *preset) {
      VtkViewWidget view;
      snp::views::RoomScene scene(view.renderer());
      scene.show(*snp::model::findPreset(preset));
      double first[6], second[6];
      scene.nodeGeometry()->GetCell(0)->GetBounds(first);
      scene.nodeGeometry()->GetCell(6)->GetBounds(second);
      return second[4] - first[5];
    };
    QVERIFY(gapBetweenFirstTwo("seed-s1") > 0.02); // 16 nodes: 11 cm slots, 3.4 cm gaps
    QVERIFY(std::abs(gapBetweenFirstTwo("seed-s3")) < 1e-9);
  }

  void hotSparesStayDistinctWhateverTheColouring() {
    const snp::model::Config config = *snp::model::findPreset("seed-s3"); // 16 hot spares
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    const snp::sim::Results results = snp::sim::evaluate(config);
    scene.colourBy(snp::views::roomColouring(RoomMetric::Power, config, &results, std::nullopt));
    vtkDataArray *values = scene.nodeGeometry()->GetCellData()->GetArray("value");
    vtkLookupTable *table = vtkLookupTable::SafeDownCast(scene.nodeActor()->GetMapper()->GetLookupTable());
    QVERIFY(values && table);
    int spareCells = 0;
    for (vtkIdType cell = 0; cell < values->GetNumberOfTuples(); ++cell) {
      double rgb[3];
      table->GetColor(values->GetTuple1(cell), rgb);
      // White on a colour scale (whose yellow end would hide amber), like the legend's swatch.
      const bool white = rgb[0] > 0.9 && rgb[1] > 0.9 && rgb[2] > 0.9;
      spareCells += white;
      // The 640 job nodes come first, then the 16 spares: one above the nodes of each cabinet.
      QCOMPARE(white, cell / 6 >= 640);
    }
    QCOMPARE(spareCells, 16 * 6);
    for (int spare = 0; spare < 16; ++spare) {
      const vtkIdType cell = (640 + spare) * 6;
      QCOMPARE(scene.cabinetIndex(scene.nodeActor(), cell), spare);
      double slab[6], cabinet[6];
      scene.nodeGeometry()->GetCell(cell)->GetBounds(slab);
      const std::array<double, 6> b = scene.cabinetBounds(spare);
      std::copy(b.begin(), b.end(), cabinet);
      // Above the cabinet's 40th node (touching it: S3's 4.5 cm slots are drawn without gaps, which
      // would alias into moiré), inside its outline.
      double top40[6];
      scene.nodeGeometry()->GetCell((spare * 40 + 39) * 6)->GetBounds(top40);
      QVERIFY(slab[4] >= top40[5] - 1e-9);
      QVERIFY(slab[5] > top40[5]);
      QVERIFY(slab[0] >= cabinet[0] && slab[1] <= cabinet[1] && slab[5] <= cabinet[5]);
    }
    const auto &swatches = scene.legend().swatches();
    QVERIFY(std::any_of(swatches.begin(), swatches.end(), [](const snp::views::LegendSwatch &s) {
      return s.text == "Hot-spare node" && s.colour[0] > 0.9 && s.colour[2] > 0.9;
    }));
  }

  // A million cabinets, one actor each, once took 130 s and 12.7 GB: beyond kMaxCabinetBoxes the
  // hall is drawn in blocks that still account for every cabinet, each showing its worst one.
  void aVastHallIsDrawnInBlocksOfCabinets() {
    snp::model::Config config = *snp::model::findPreset("seed-s1");
    config.layout.cabinets = 1'000'000;
    config.layout.rows = 1'000;
    config.cabinet.nodes = 1;
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(config);
    const snp::views::RoomLayout &room = scene.layout();
    QVERIFY(room.aggregated());
    QCOMPARE(scene.cabinetCount(), 1'000'000);
    QVERIFY(room.cabinets.size() <= std::size_t(snp::views::kMaxCabinetBoxes));
    QCOMPARE(scene.cabinetGeometry()->GetNumberOfCells(), vtkIdType(room.cabinets.size()) * 6);
    QCOMPARE(scene.nodeGeometry()->GetNumberOfCells(), vtkIdType(0));
    QVERIFY(!scene.aisleActor()->GetVisibility() && !scene.coolantActor()->GetVisibility());
    long long covered = 0;
    for (const snp::views::RoomLayout::Cabinet &box : room.cabinets)
      covered += box.count;
    QCOMPARE(covered, 1'000'000LL);

    // One hot cabinet far into the hall colours its block; the pick answers with the block's first
    // cabinet, and that cabinet's box is the block.
    const int hot = 777'777;
    snp::views::RoomColouring colouring;
    colouring.scale = true;
    colouring.values.assign(1'000'000, 1.0);
    colouring.values[hot] = 5.0;
    colouring.high = 10;
    scene.colourBy(colouring);
    const int box = room.boxOf(hot);
    vtkDataArray *values = scene.cabinetGeometry()->GetCellData()->GetArray("value");
    for (vtkIdType cell = 0; cell < values->GetNumberOfTuples(); ++cell)
      QCOMPARE(values->GetTuple1(cell), cell / 6 == box ? 5.0 : 1.0);
    const int first = scene.cabinetIndex(scene.cabinetActor(), vtkIdType(box) * 6);
    QVERIFY(first <= hot);
    QCOMPARE(room.boxOf(first), box);
    QCOMPARE(scene.cabinetName(hot), QString("ACX-778")); // row 777 (ACX), position 777
    const std::array<double, 6> b = scene.cabinetBounds(hot);
    double drawn[6];
    scene.cabinetGeometry()->GetCell(vtkIdType(box) * 6)->GetBounds(drawn);
    QVERIFY(drawn[0] >= b[0] - 1e-6 && drawn[1] <= b[1] + 1e-6);
  }

  void coolingIsDrawnForTheTechnologyAndAislesToScale() {
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    const snp::model::Config air = *snp::model::findPreset("dgx-h100-superpod");
    scene.show(air);
    QVERIFY(scene.aisleActor()->GetVisibility());
    QVERIFY(!scene.coolantActor()->GetVisibility());
    // Four rows facing each other in pairs: cold in front of A, hot between A and B, and so on.
    QCOMPARE(scene.layout().aisles.size(), std::size_t(5));
    const bool expected[] = {true, false, true, false, true};
    for (std::size_t i = 0; i < 5; ++i) {
      QCOMPARE(scene.layout().aisles[i].cold, expected[i]);
      QCOMPARE(scene.layout().aisles[i].y1 - scene.layout().aisles[i].y0, air.layout.aisle_m);
    }
    QCOMPARE(scene.layout().row_y[1] - scene.layout().row_y[0], air.cabinet.depth_m + air.layout.aisle_m);

    const snp::model::Config immersion = *snp::model::findPreset("seed-s3");
    scene.show(immersion);
    QVERIFY(!scene.aisleActor()->GetVisibility());
    QVERIFY(scene.coolantActor()->GetVisibility());
    QVERIFY(scene.coolantActor()->GetMapper()->GetInput()->GetNumberOfCells() > 0);
    QCOMPARE(scene.cabinetName(9), QString("B-02"));
  }

  void cameraPresetsLookFromAboveAndFrameEveryCabinet_data() {
    QTest::addColumn<QString>("preset");
    QTest::newRow("one cabinet") << "seed-s1";
    QTest::newRow("two rows of immersion tanks") << "seed-s3";
    QTest::newRow("four air-cooled rows") << "dgx-h100-superpod";
    QTest::newRow("eight rows of twelve") << "selene-megatron-1t";
  }

  void cameraPresetsLookFromAboveAndFrameEveryCabinet() {
    QFETCH(QString, preset);
    MainWindow window(preset);
    showAndWait(window);
    expectFramed(window, "first view");
    for (auto [camera, name] : {std::pair{CameraPreset::Front, "front"},
                                {CameraPreset::Top, "top"},
                                {CameraPreset::Side, "side"},
                                {CameraPreset::Isometric, "isometric"},
                                {CameraPreset::Home, "home"}}) {
      window.view()->showCameraPreset(camera);
      expectFramed(window, name);
    }
  }

  void resetAfterATumbleFromBelowLooksFromAboveAgain() {
    MainWindow window("dgx-h100-superpod");
    showAndWait(window);
    VtkViewWidget *view = window.view();
    vtkCamera *camera = view->renderer()->GetActiveCamera();
    // Under the floor, upside down.
    camera->SetPosition(5, 3, -30);
    camera->SetViewUp(0, 0, -1);
    camera->OrthogonalizeViewUp();
    QVERIFY(cameraHeight(view) < 0);
    view->resetCamera();
    expectFramed(window, "reset");
    double up[3];
    camera->GetViewUp(up);
    QVERIFY2(up[2] > 0.5, "reset must turn the view upright");
    // The r key in the view does the same.
    camera->SetPosition(5, 3, -30);
    QTest::keyClick(view, Qt::Key_R);
    expectFramed(window, "r key");
  }

  void cameraPresetsKeepTheNetworkAboveItsFloorToo() {
    MainWindow window("seed-s3");
    showAndWait(window);
    window.showNetwork();
    VtkViewWidget *view = window.topologyPanel()->view();
    // The layout is computed on a worker thread and drawn when it arrives.
    QTRY_VERIFY_WITH_TIMEOUT(window.topologyPanel()->scene().nodeCount() > 0, 20000);
    double bounds[6];
    view->renderer()->ComputeVisiblePropBounds(bounds);
    for (CameraPreset preset : {CameraPreset::Front, CameraPreset::Top, CameraPreset::Side,
                                CameraPreset::Isometric, CameraPreset::Home}) {
      view->renderer()->GetActiveCamera()->SetPosition(0, 0, bounds[4] - 50);
      view->showCameraPreset(preset);
      QVERIFY(view->renderer()->GetActiveCamera()->GetPosition()[2] > bounds[4]);
    }
  }

  void clickingACabinetSelectsThatCabinet() {
    MainWindow window("dgx-h100-superpod");
    showAndWait(window);
    VtkViewWidget *view = window.view();
    view->showCameraPreset(CameraPreset::Top);
    nextFrame(view);
    const auto &room = window.room();
    for (int i : {0, 5, 13, room.cabinetCount() - 1}) {
      const std::array<double, 6> b = room.cabinetBounds(i);
      const QPointF top = toWidget(view, {(b[0] + b[1]) / 2, (b[2] + b[3]) / 2, b[5]});
      const VtkViewWidget::Pick hit = view->pick(top.toPoint());
      QCOMPARE(room.cabinetIndex(hit.prop, hit.cell), i);
      QTest::mouseClick(view, Qt::LeftButton, {}, top.toPoint());
      QCOMPARE(room.selectedCabinet(), i);
      QVERIFY2(window.statusBar()->currentMessage().contains(room.cabinetName(i)),
               qPrintable(window.statusBar()->currentMessage()));
    }
    // A node slab belongs to its cabinet too: from the front, pick the middle of A-03's face.
    view->showCameraPreset(CameraPreset::Front);
    const std::array<double, 6> b = room.cabinetBounds(2);
    const VtkViewWidget::Pick hit =
        view->pick(toWidget(view, {(b[0] + b[1]) / 2, b[2] - 0.005, 1.2}).toPoint());
    QCOMPARE(room.cabinetIndex(hit.prop, hit.cell), 2);
    QCOMPARE(view->pick(QPoint(2, view->height() - 2)).prop, nullptr); // a corner: floor or nothing
  }

  void eachScenarioKeepsItsOwnCamera() {
    MainWindow window("dgx-h100-superpod");
    showAndWait(window);
    snp::app::ProjectDocument &document = *window.document();
    vtkRenderer *renderer = window.view()->renderer();
    const int dgx = document.currentIndex();
    int s3 = -1;
    for (std::size_t i = 0; i < document.scenarios().size(); ++i)
      if (document.scenarios()[i].config.id == "seed-s3") s3 = static_cast<int>(i);
    QVERIFY(s3 >= 0 && s3 != dgx);
    auto same = [](const snp::views::CameraState &a, const snp::views::CameraState &b) {
      for (int k = 0; k < 3; ++k)
        if (std::abs(a.position[k] - b.position[k]) > 1e-9 ||
            std::abs(a.focal_point[k] - b.focal_point[k]) > 1e-9)
          return false;
      return true;
    };

    window.view()->showCameraPreset(CameraPreset::Top);
    const snp::views::CameraState dgxView = snp::views::cameraState(renderer);
    document.setCurrentIndex(s3);
    QVERIFY2(!same(snp::views::cameraState(renderer), dgxView), "a new scenario starts from its own view");
    window.view()->showCameraPreset(CameraPreset::Side);
    const snp::views::CameraState s3View = snp::views::cameraState(renderer);

    document.setCurrentIndex(dgx);
    QVERIFY(same(snp::views::cameraState(renderer), dgxView));
    document.setCurrentIndex(s3);
    QVERIFY(same(snp::views::cameraState(renderer), s3View));
    // An edit of the scenario keeps its view.
    QVERIFY(document.editField("reliability.hot_spares", 3));
    QVERIFY(same(snp::views::cameraState(renderer), s3View));
  }

  void aLargeHallMovesWithoutItsLabelsAndSlabs() {
    // While the camera moves, labels and coolant pipes are left out, and the node slabs too
    // beyond 200 of them: S1 (16 nodes and 3 spares) keeps its slabs, S3 (656) draws its
    // cabinets alone. Everything is back when the camera stops.
    VtkViewWidget view;
    snp::views::RoomScene scene(view.renderer());
    scene.show(*snp::model::findPreset("seed-s1"));
    scene.setInteractive(true);
    QVERIFY(!scene.labelActor()->GetVisibility());
    QVERIFY(scene.nodeActor()->GetVisibility());
    scene.setInteractive(false);
    QVERIFY(scene.labelActor()->GetVisibility());
    scene.show(*snp::model::findPreset("seed-s3"));
    QCOMPARE(scene.nodeGeometry()->GetNumberOfCells(), vtkIdType((16 * 40 + 16) * 6));
    QVERIFY(scene.coolantActor()->GetVisibility());
    scene.setInteractive(true);
    QVERIFY(!scene.nodeActor()->GetVisibility());
    QVERIFY(!scene.coolantActor()->GetVisibility());
    QVERIFY(scene.cabinetActor()->GetVisibility());
    scene.setInteractive(false);
    QVERIFY(scene.nodeActor()->GetVisibility());
    QVERIFY(scene.coolantActor()->GetVisibility());
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  RoomViewTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "room_view_test.moc"

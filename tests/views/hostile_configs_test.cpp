// The views under hostile configurations: a project file from a stranger, or an edit with problems
// elsewhere, puts a configuration validation refuses into the window, which still draws it. The
// room, its colouring and the network drawing must stay within their budgets, whatever the counts:
// a hall of 2^30 cabinets used to allocate 8 GB to colour it and hang the window. SNP_FUZZ_VIEWS
// sets the number of mutations (2,000 here; 40,000 ran clean in 95 s, at most 125 MB).

#include "ConfigMutator.h"

#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "views/network/NetworkDrawing.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomLayout.h"
#include "views/room/RoomScene.h"

#include <QtTest>

#include <vtkNew.h>
#include <vtkRenderer.h>

#include <cstdlib>
#include <optional>

using snp::model::Config;
using snp::views::DrawnTiers;
using snp::views::RoomMetric;

namespace {

// The network drawing's budget (views/network/NetworkDrawing.h: every fabric, aggregated beyond it).
constexpr std::size_t kMaxDrawnNodes = 32768;
constexpr std::size_t kMaxDrawnLines = 131072;

// Draws `config` as the window would, and checks every view stays within its budget.
void drawWithinBudgets(const Config &config, const std::string &what) {
  const snp::views::RoomLayout layout = snp::views::roomLayout(config);
  QVERIFY2(layout.cabinets.size() <= std::size_t(snp::views::kMaxCabinetBoxes), what.c_str());
  QVERIFY2(layout.row_y.size() <= std::size_t(snp::views::kMaxCabinetBoxes), what.c_str());
  QVERIFY2(layout.aisles.size() <= std::size_t(snp::views::kMaxCabinetBoxes) + 1, what.c_str());
  QVERIFY2(layout.cabinets.empty() == (layout.total == 0), what.c_str());

  std::optional<snp::sim::Results> results;
  if (snp::model::validate(config).empty()) results = snp::sim::evaluate(config);
  vtkNew<vtkRenderer> renderer;
  snp::views::RoomScene scene(renderer);
  scene.show(config);
  for (const RoomMetric metric : snp::views::kRoomMetrics) {
    const snp::views::RoomColouring colouring =
        snp::views::roomColouring(metric, config, results ? &*results : nullptr, std::nullopt);
    // One value per cabinet, and a hall within the counts has at most kMaxCount cabinets.
    QVERIFY2(colouring.values.size() <= std::size_t(layout.total), what.c_str());
    scene.colourBy(colouring);
  }

  for (const DrawnTiers tiers : {DrawnTiers::Both, DrawnTiers::ScaleUp}) {
    snp::views::NetworkDrawingOptions options;
    options.tiers = tiers;
    const snp::views::NetworkDrawing drawing = snp::views::networkDrawing(config, options);
    QVERIFY2(drawing.nodes.size() <= kMaxDrawnNodes, what.c_str());
    QVERIFY2(drawing.links.size() <= kMaxDrawnLines, what.c_str());
  }
}

} // namespace

class HostileConfigsTest : public QObject {
  Q_OBJECT

private slots:
  void aHallBeyondTheCountsIsNotDrawn() {
    Config config = *snp::model::findPreset("seed-s1");
    config.layout.cabinets = config.layout.rows = 1 << 30;
    QVERIFY(!config.sizedWithinBounds());
    QVERIFY(!snp::model::validate(config).empty());
    const snp::views::RoomLayout layout = snp::views::roomLayout(config);
    QCOMPARE(layout.total, 0);
    QVERIFY(layout.cabinets.empty());
    QVERIFY(layout.floor_x1 > layout.floor_x0 && layout.floor_y1 > layout.floor_y0);
    QVERIFY(snp::views::roomColouring(RoomMetric::Power, config, nullptr, std::nullopt).values.empty());
    drawWithinBudgets(config, "2^30 cabinets");
  }

  void aHallOfManyRowsKeepsNoRowByRow() {
    // Within the counts, but drawn in blocks: its rows and aisles are not listed one by one.
    Config config = *snp::model::findPreset("seed-s1");
    config.node.accelerators = config.cabinet.nodes = 1;
    config.layout.cabinets = config.layout.rows = snp::model::kMaxCount;
    QVERIFY(config.sizedWithinBounds());
    const snp::views::RoomLayout layout = snp::views::roomLayout(config);
    QVERIFY(layout.aggregated());
    QVERIFY(layout.row_y.empty() && layout.aisles.empty());
    QCOMPARE(layout.total, snp::model::kMaxCount);
    // The floor still spans every row: kMaxCount rows of one cabinet, at the cabinet-and-aisle pitch.
    const double pitch = config.cabinet.depth_m + config.layout.aisle_m;
    QVERIFY(layout.floor_y1 - layout.floor_y0 > (snp::model::kMaxCount - 1) * pitch);
  }

  void mutatedPresetsAreDrawnWithinBudgets() {
    const char *size = std::getenv("SNP_FUZZ_VIEWS");
    const int total = size && *size ? std::atoi(size) : 2000;
    const std::vector<Config> &presets = snp::model::presets();
    snp::test::ConfigMutator mutator(20261130);
    for (int i = 0; i < total; ++i) {
      const Config &preset = presets[std::size_t(i) % presets.size()];
      const auto mutation = mutator.mutate(preset);
      const std::string what = "--preset " + preset.id + mutation.applied;
      try {
        drawWithinBudgets(mutation.config, what);
      } catch (const std::exception &e) {
        QFAIL(qPrintable(QString::fromStdString(what + ": " + e.what())));
      }
      if (QTest::currentTestFailed()) return;
    }
  }
};

QTEST_APPLESS_MAIN(HostileConfigsTest)
#include "hostile_configs_test.moc"

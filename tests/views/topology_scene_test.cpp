#include "app/gui/SurfaceFormat.h"
#include "model/Presets.h"
#include "views/TopologyScene.h"
#include "views/VtkViewWidget.h"

#include <QtTest>

using snp::sim::Routing;
using snp::sim::Traffic;
using snp::sim::TrafficPattern;
using snp::views::TopologyScene;
using snp::views::VtkViewWidget;

namespace {

// Pixels at the two ends of the link colour scale (views/TopologyScene.cpp): blue for idle
// cables, hot (red through yellow, utilisation above about 0.7) for the most loaded ones. The lines are
// unlit, so their colours come through unshaded; the background gradient never gets this saturated. The
// legend on the right is left out.
struct LinkPixels {
  int hot = 0;
  int blue = 0;
};

LinkPixels countLinkPixels(const QImage &source) {
  const QImage image = source.convertToFormat(QImage::Format_RGB32);
  LinkPixels counts;
  for (int y = 0; y < image.height(); ++y) {
    const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
    for (int x = 0; x < image.width() * 0.85; ++x) {
      const int r = qRed(row[x]), g = qGreen(row[x]), b = qBlue(row[x]);
      counts.hot += r > 200 && b < 90;
      counts.blue += b > 200 && r < 90 && g < 120;
    }
  }
  return counts;
}

snp::model::Config preset(const char *id) { return *snp::model::findPreset(id); }

// seed-s3 is 8 x 8 x 10: node (0, 0, 5) sits on an edge of the drawn block, mid-ring, so its
// hottest cable (the + link from z = 4) is drawn as a full line rather than a wraparound stub.
constexpr int kEdgeHotNode = 5 * 8 * 8;

} // namespace

// What a scene showed: its figures and the frame the view painted (null if none came).
struct Rendered {
  int nodes = 0;
  double maxUtilisation = 0;
  QImage frame;
};

Rendered render(const snp::model::Config &config, const Traffic &traffic, const QString &pngPath = {}) {
  VtkViewWidget view;
  TopologyScene scene(view.renderer());
  scene.show(snp::views::topologyLayout(config, traffic, Routing::DimensionOrder));
  Rendered out{scene.nodeCount(), scene.maxUtilisation(), {}};
  view.resize(1000, 800);
  view.show();
  if (QTest::qWaitForWindowExposed(&view) &&
      QTest::qWaitFor([&] { return view.framesPainted() > 0; }, 20000)) {
    if (!pngPath.isEmpty()) view.saveSnapshot(pngPath);
    out.frame = view.grabFramebuffer();
  }
  return out;
}

class TopologySceneTest : public QObject {
  Q_OBJECT

  LinkPixels hotSpotPixels_;

private slots:
  void hotSpotTorusShowsHotLinks() {
    const Rendered shown =
        render(preset("seed-s3"), {.pattern = TrafficPattern::HotSpot, .hot_node = kEdgeHotNode},
               "/tmp/topology.png");
    QCOMPARE(shown.nodes, 640);
    QCOMPARE(shown.maxUtilisation, 1.0);
    QVERIFY(!shown.frame.isNull());
    hotSpotPixels_ = countLinkPixels(shown.frame);
    qInfo("hot spot: %d hot, %d blue pixels", hotSpotPixels_.hot, hotSpotPixels_.blue);
    QVERIFY(hotSpotPixels_.hot > 100);
    QVERIFY(hotSpotPixels_.blue > 10 * hotSpotPixels_.hot); // a few hot cables among idle ones
  }

  void uniformTorusHasNoIdleLinks() {
    const Rendered shown = render(preset("seed-s3"), {.pattern = TrafficPattern::UniformAllToAll});
    QCOMPARE(shown.nodes, 640);
    QVERIFY(!shown.frame.isNull());
    const LinkPixels uniform = countLinkPixels(shown.frame);
    qInfo("uniform: %d hot, %d blue pixels", uniform.hot, uniform.blue);
    // The longest ring (10) carries the most everywhere, so hot is spread rather than
    // concentrated; what tells the two apart is that no cable is idle.
    QVERIFY(uniform.hot > 10 * hotSpotPixels_.hot);
    QVERIFY(uniform.blue * 10 < hotSpotPixels_.blue);
  }

  void fullMeshShowsEveryNode() {
    const Rendered shown = render(preset("seed-s1"), {.pattern = TrafficPattern::HotSpot});
    QCOMPARE(shown.nodes, 128);
    QVERIFY(!shown.frame.isNull());
    const LinkPixels pixels = countLinkPixels(shown.frame);
    qInfo("full mesh: %d hot, %d blue pixels", pixels.hot, pixels.blue);
    QVERIFY(pixels.hot > 5000); // the 127 chords into the hot node
  }

  void scaleOutTorusIsShownWhenScaleUpIsSwitched() {
    snp::model::Config config = preset("seed-s1");
    config.network.scale_up.kind = snp::model::TopologyKind::Switch;
    config.network.scale_out.kind = snp::model::TopologyKind::Torus;
    config.network.scale_out.torus = {{4, 4, 2, 3}, {true, false, true, true}}; // 4th dimension: 3 blocks
    // 96 scale-up domains of 8 accelerators, one per torus node.
    config.node.accelerators = 8;
    config.cabinet.nodes = 12;
    config.layout.cabinets = 8;
    config.network.scaleup_domain = 8;
    const Rendered shown = render(config, {.pattern = TrafficPattern::Neighbour});
    QCOMPARE(shown.nodes, 96);
    QVERIFY(!shown.frame.isNull());
    QVERIFY(countLinkPixels(shown.frame).hot > 0);
  }

  void switchedNetworkShowsNothing() {
    snp::model::Config config = preset("seed-s1");
    config.network.scale_up.kind = snp::model::TopologyKind::Switch;
    config.network.scale_out.kind = snp::model::TopologyKind::FatTree;
    const Rendered shown = render(config, {});
    QCOMPARE(shown.nodes, 0);
    QCOMPARE(shown.maxUtilisation, 0.0);
    QVERIFY(!shown.frame.isNull());
  }

  void largeTorusBuildsQuickly() {
    snp::model::Config config = preset("seed-s3");
    config.network.scale_up.torus = {{16, 16, 40}, {true, true, true}};
    config.network.scaleup_domain = 16 * 16 * 40;
    QElapsedTimer timer;
    timer.start();
    const Rendered shown = render(config, {.pattern = TrafficPattern::UniformAllToAll});
    QCOMPARE(shown.nodes, 10240);
    QVERIFY(!shown.frame.isNull());
    qInfo("16x16x40 torus: shown and first frame in %lld ms", timer.elapsed());
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TopologySceneTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "topology_scene_test.moc"

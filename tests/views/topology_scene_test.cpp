// The Network tab draws every preset's network, colours links by utilisation against their
// capacity, picks nodes where they are drawn, explains links on hover and draws routes.

#include "app/gui/SurfaceFormat.h"
#include "model/Presets.h"
#include "sim/network/LinkLoad.h"
#include "views/network/TopologyPanel.h"
#include "views/network/TopologyScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <vtkActor.h>
#include <vtkActorCollection.h>
#include <vtkMapper.h>
#include <vtkPolyData.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>

#include <cmath>

using snp::views::LinkColouring;
using snp::views::NetworkDrawing;
using snp::views::TopologyPanel;
using snp::views::TopologyScene;

namespace {

snp::model::Config preset(const char *id) { return *snp::model::findPreset(id); }

// Pixels of the hot end of the colour scale (viridis's yellow: utilisation above ~85 %; red beyond
// capacity), in the scene's part of the view (the colour bar has its own strip on the right).
int hotPixels(const QImage &source) {
  const QImage image = source.convertToFormat(QImage::Format_RGB32);
  int hot = 0;
  for (int y = 0; y < image.height(); ++y) {
    const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
    for (int x = 0; x < image.width() * 0.85; ++x)
      hot += (qRed(row[x]) > 190 && qGreen(row[x]) > 190 && qBlue(row[x]) < 110) || // yellow: near full
             (qRed(row[x]) > 170 && qGreen(row[x]) < 70 && qBlue(row[x]) < 70);     // red: over capacity
  }
  return hot;
}

// A panel showing `config` with the tiers chosen, waited for until drawn and painted.
struct ShownPanel {
  TopologyPanel panel;
  explicit ShownPanel(const snp::model::Config &config, int tiersIndex = 0) {
    panel.resize(1100, 800);
    QSignalSpy shown(&panel, &TopologyPanel::layoutShown);
    panel.QWidget::show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // The first request may be for a default configuration; wait for the one asked for.
    QComboBox *tiers = panel.findChildren<QComboBox *>().first();
    tiers->setCurrentIndex(tiersIndex);
    panel.setConfig(config);
    QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && panel.scene().nodeCount() > 0; }, 20000));
    shown.clear();
    QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() || panel.view()->framesPainted() > 0; }, 20000));
    panel.view()->update();
    QTest::qWait(50);
  }
  // The display position of a node, and the widget position it is clicked at.
  QPoint widgetPositionOf(std::size_t node) {
    vtkRenderer *renderer = panel.view()->renderer();
    const auto &p = panel.scene().drawing().nodes[node].position;
    renderer->SetWorldPoint(p[0], p[1], p[2], 1);
    renderer->WorldToDisplay();
    const double *d = renderer->GetDisplayPoint();
    const double ratio = panel.view()->devicePixelRatioF();
    const int height = panel.view()->renderWindow()->GetSize()[1];
    return {int(std::lround(d[0] / ratio)), int(std::lround((height - 1 - d[1]) / ratio))};
  }
};

} // namespace

class TopologySceneTest : public QObject {
  Q_OBJECT

private slots:
  void everyPresetIsDrawn() {
    for (const snp::model::Config &config : snp::model::presets()) {
      ShownPanel shown(config);
      const NetworkDrawing &d = shown.panel.scene().drawing();
      QVERIFY2(!d.nodes.empty() && !d.links.empty(), config.id.c_str());
      QVERIFY2(!shown.panel.caption()->text().isEmpty(), config.id.c_str());
      const QImage frame = shown.panel.view()->grabFramebuffer();
      QVERIFY2(!frame.isNull(), config.id.c_str());
      qInfo("%s: %zu nodes, %zu lines, %lld cables%s", config.id.c_str(), d.nodes.size(), d.links.size(),
            d.cableCount(), d.aggregated ? " (aggregated)" : "");
    }
  }

  void uniformTrafficOnABalancedTorusIsEvenAndBelowCapacity() {
    // TPU v4's 16 x 16 x 16 torus under uniform all-to-all, each chip offering 5 % of its six
    // links: every link carries the same load, k/8 x the offered links = 16/8 x 0.3 = 60 % of
    // its capacity (Dally & Towles, Principles and Practices of Interconnection Networks, §3.3:
    // uniform traffic loads a k-ary torus channel with k/8 per unit injected), none drawn hot.
    ShownPanel shown(preset("tpu-v4-pod"));
    QSignalSpy drawn(&shown.panel, &TopologyPanel::layoutShown);
    shown.panel.findChild<QSpinBox *>()->setValue(5);
    QVERIFY(drawn.wait(20000));
    shown.panel.view()->update();
    QTest::qWait(100);
    const TopologyScene &scene = shown.panel.scene();
    double low = 1e300, high = 0;
    for (std::size_t i = 0; i < scene.drawing().links.size(); ++i) {
      low = std::min(low, scene.colourValue(i));
      high = std::max(high, scene.colourValue(i));
    }
    qInfo("utilisation %.4f-%.4f %%", low, high);
    QVERIFY(std::abs(high - 60) < 0.1);
    QVERIFY(high - low < 1e-6 * high);
    QCOMPARE(hotPixels(shown.panel.view()->grabFramebuffer()), 0);
    QVERIFY(shown.panel.caption()->text().contains("5 %"));
  }

  void aHotSpotIsDrawnHot() {
    ShownPanel shown(preset("seed-s3"), 2); // one 8 x 8 x 10 domain
    QComboBox *pattern = shown.panel.findChildren<QComboBox *>().at(1);
    QSignalSpy drawn(&shown.panel, &TopologyPanel::layoutShown);
    pattern->setCurrentIndex(3); // hot spot
    emit pattern->activated(3);
    QVERIFY(drawn.wait(20000));
    shown.panel.view()->update();
    QTest::qWait(100);
    QVERIFY(hotPixels(shown.panel.view()->grabFramebuffer()) > 50);
  }

  void clickingTwoNodesDrawsTheirRoute() {
    // Two accelerators of seed-s3's 8 x 8 x 10 torus: the route's hops are the ring distances.
    ShownPanel shown(preset("seed-s3"), 2);
    const NetworkDrawing &d = shown.panel.scene().drawing();
    QCOMPARE(int(d.nodes.size()), 640);
    const std::size_t a = 0, b = 3 + 8 * 2 + 64 * 6; // (3, 2, 6): distances 3 + 2 + 4 = 9
    for (std::size_t node : {a, b}) {
      const QPoint at = shown.widgetPositionOf(node);
      // The node is drawn where it is clicked: the pixel there is not the background.
      const QImage frame = shown.panel.view()->grabFramebuffer();
      const QPoint device = at * shown.panel.view()->devicePixelRatioF();
      const QColor pixel = frame.pixelColor(device);
      QVERIFY2(pixel.saturation() < 60 && pixel.value() > 120, qPrintable(pixel.name()));
      QTest::mouseClick(shown.panel.view(), Qt::LeftButton, {}, at);
    }
    const QString caption = shown.panel.caption()->text();
    QVERIFY2(caption.contains("9 hops"), qPrintable(caption));
  }

  void hoveringALinkExplainsIt() {
    ShownPanel shown(preset("seed-s1"));
    const NetworkDrawing &d = shown.panel.scene().drawing();
    // The middle of the first direct link.
    const NetworkDrawing::Link &link = d.links.front();
    const QPoint at = (shown.widgetPositionOf(link.a) + shown.widgetPositionOf(link.b)) / 2;
    const QString text = shown.panel.linkTooltip(at);
    QVERIFY2(text.contains("Utilisation") && text.contains("Capacity"), qPrintable(text));
  }

  void relativeColouringMakesTheBusiestLinkFull() {
    ShownPanel shown(preset("seed-s2"));
    QComboBox *colouring = shown.panel.findChildren<QComboBox *>().last();
    colouring->setCurrentIndex(1);
    emit colouring->activated(1);
    const TopologyScene &scene = shown.panel.scene();
    double high = 0;
    for (std::size_t i = 0; i < scene.drawing().links.size(); ++i)
      high = std::max(high, scene.colourValue(i));
    QCOMPARE(high, 100.0);
    QVERIFY(shown.panel.caption()->text().contains("busiest"));
  }

  void draggingDrawsASketchAndLettingGoTheWholeNetwork() {
    // S3 as one 10,240-node torus: while the mouse turns it, an even sample of at most 6,000
    // links and the nodes as points; all 33,104 links and the node boxes when it lets go.
    snp::model::Config config = preset("seed-s3");
    config.network.scaleup_domain = config.accelerators();
    config.network.scale_up.torus.dims = {16, 16, 40};
    ShownPanel shown(config);
    const TopologyScene &scene = shown.panel.scene();
    QCOMPARE(scene.nodeCount(), 10240);
    const int links = scene.linkCount();
    QVERIFY(links > 30000);
    snp::views::VtkViewWidget *view = shown.panel.view();
    auto drawn = [&](int &lines, int &vertices, int &glyphed) {
      lines = vertices = glyphed = 0;
      vtkActorCollection *actors = view->renderer()->GetActors();
      actors->InitTraversal();
      while (vtkActor *actor = actors->GetNextActor()) {
        if (!actor->GetVisibility() || !actor->GetMapper()) continue;
        auto *data = vtkPolyData::SafeDownCast(actor->GetMapper()->GetInputDataObject(0, 0));
        if (!data) continue;
        if (actor->GetMapper()->IsA("vtkGlyph3DMapper"))
          glyphed += int(data->GetNumberOfPoints());
        else
          lines += int(data->GetNumberOfLines()), vertices += int(data->GetNumberOfVerts());
      }
    };
    int lines = 0, vertices = 0, glyphed = 0;
    drawn(lines, vertices, glyphed);
    QCOMPARE(lines, links);
    QCOMPARE(glyphed, 10240);
    QCOMPARE(vertices, 0);

    QSignalSpy interaction(view, &snp::views::VtkViewWidget::interactionChanged);
    const QPoint centre = view->rect().center();
    QTest::mousePress(view, Qt::LeftButton, {}, centre);
    QTest::mouseMove(view, centre + QPoint(30, 10));
    QCOMPARE(interaction.count(), 1);
    QCOMPARE(interaction.first().first().toBool(), true);
    drawn(lines, vertices, glyphed);
    QVERIFY2(lines <= 6000 && lines >= 5000, qPrintable(QString::number(lines)));
    QCOMPARE(vertices, 10240);
    QCOMPARE(glyphed, 0);

    QTest::mouseRelease(view, Qt::LeftButton, {}, centre + QPoint(30, 10));
    QCOMPARE(interaction.count(), 2);
    QCOMPARE(interaction.last().first().toBool(), false);
    drawn(lines, vertices, glyphed);
    QCOMPARE(lines, links);
    QCOMPARE(glyphed, 10240);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TopologySceneTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "topology_scene_test.moc"

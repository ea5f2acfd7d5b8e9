// Frame costs of the 3D views, as a user meets them: an empty frame of the VTK widget against a
// plain QOpenGLWidget that only clears, the network of 10,240 and 102,400 accelerators (S3 and
// S3's plan of 100,000 cards) turned by the mouse with and without level of detail, a colour
// change, the first frame of a network, and the peak memory. Run it under Xvfb:
//
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/bench/view-bench [--size 1280x800] [--frames 30]
//
// Each figure is the median of its frames; a frame is timed from the request (update()) to the
// window's swap (frameSwapped). "recolour" is what a colour change costs before its frame.
#include "app/gui/SurfaceFormat.h"
#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "views/network/TopologyPanel.h"
#include "views/network/TopologyScene.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QOpenGLFunctions>
#include <QOpenGLWidget>
#include <QSignalSpy>
#include <QTest>

#include <vtkCamera.h>
#include <vtkRenderer.h>

#include <fmt/core.h>

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <vector>

namespace {

using snp::views::VtkViewWidget;

// A widget that only clears: the floor under any frame of a QOpenGLWidget.
class ClearWidget : public QOpenGLWidget, protected QOpenGLFunctions {
protected:
  void initializeGL() override { initializeOpenGLFunctions(); }
  void paintGL() override {
    glClearColor(0.1f, 0.12f, 0.16f, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  }
};

// Asks for a frame and waits until the window has composed and swapped it.
void frame(QOpenGLWidget &widget) {
  QSignalSpy swapped(&widget, &QOpenGLWidget::frameSwapped);
  widget.update();
  if (!swapped.wait(60000)) fmt::print(stderr, "no frame came\n");
}

double median(std::vector<double> values) {
  std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
  return values[values.size() / 2];
}

double milliseconds(const std::function<void()> &work) {
  QElapsedTimer timer;
  timer.start();
  work();
  return timer.nsecsElapsed() / 1e6;
}

// Median milliseconds of `frames` frames of `widget`, `before` called ahead of each (and timed
// with it: a drag's cost includes what the scene does on the mouse move).
double medianFrame(QOpenGLWidget &widget, int frames, const std::function<void(int)> &before = {}) {
  std::vector<double> ms;
  for (int i = 0; i < frames; ++i)
    ms.push_back(milliseconds([&] {
      if (before) before(i);
      frame(widget);
    }));
  return median(ms);
}

// Median milliseconds of `calls` calls of `call` alone (what an edit costs before its frame).
double medianCall(int calls, const std::function<void(int)> &call) {
  std::vector<double> ms;
  for (int i = 0; i < calls; ++i)
    ms.push_back(milliseconds([&] { call(i); }));
  return median(ms);
}

double peakRssMiB() {
  QFile status("/proc/self/status");
  if (!status.open(QIODevice::ReadOnly)) return 0;
  for (const QByteArray &line : status.readAll().split('\n'))
    if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
  return 0;
}

void show(QWidget &widget, QSize size) {
  widget.resize(size);
  widget.show();
  if (!QTest::qWaitForWindowExposed(&widget)) fmt::print(stderr, "the window was never shown\n");
}

// The mouse turns the camera a little per frame, as a drag does.
std::function<void(int)> dragging(VtkViewWidget &view) {
  return [&view](int i) {
    const QPoint centre = view.rect().center();
    QTest::mouseMove(&view, centre + QPoint(4 * (i + 1), 2 * (i % 3)));
  };
}

void beginDrag(VtkViewWidget &view) { QTest::mousePress(&view, Qt::LeftButton, {}, view.rect().center()); }
void endDrag(VtkViewWidget &view) {
  QTest::mouseRelease(&view, Qt::LeftButton, {}, view.rect().center() + QPoint(9, 9));
}

// A network: first frame (from the configuration to the drawn frame), then turning it with the
// mouse (level of detail) and still frames (full detail), and a colour change.
void benchNetwork(const char *name, const snp::model::Config &config, QSize size, int frames) {
  snp::views::TopologyPanel panel;
  show(panel, size);
  QElapsedTimer first;
  first.start();
  QSignalSpy shown(&panel, &snp::views::TopologyPanel::layoutShown);
  panel.show(config);
  if (!shown.wait(120000)) fmt::print(stderr, "{}: the network was never drawn\n", name);
  frame(*panel.view());
  const double firstMs = first.nsecsElapsed() / 1e6;

  VtkViewWidget &view = *panel.view();
  const double still =
      medianFrame(view, frames, [&](int) { view.renderer()->GetActiveCamera()->Azimuth(2); });
  beginDrag(view);
  const double moving = medianFrame(view, frames, dragging(view));
  endDrag(view);
  // As the user does it: the Colour box (the panel's last), relative load and utilisation in turn.
  QComboBox *colouring = panel.findChildren<QComboBox *>().last();
  const double colour = medianCall(std::max(3, frames / 3), [&](int i) {
    colouring->setCurrentIndex(i % 2 ? 0 : 1);
    emit colouring->activated(colouring->currentIndex());
  });
  fmt::print("{:<36} {:>7} nodes {:>7} links | first frame {:6.0f} ms | still {:5.1f} ms | drag {:5.1f} ms | "
             "recolour {:5.1f} ms | peak RSS {:4.0f} MiB\n",
             name, panel.scene().nodeCount(), panel.scene().linkCount(), firstMs, still, moving, colour,
             peakRssMiB());
}

void benchRoom(const char *name, const snp::model::Config &config, QSize size, int frames) {
  VtkViewWidget view;
  snp::views::RoomScene room(view.renderer());
  QObject::connect(&view, &VtkViewWidget::interactionChanged,
                   [&room](bool interacting) { room.setInteractive(interacting); });
  QElapsedTimer first;
  first.start();
  room.show(config);
  show(view, size);
  frame(view);
  const double firstMs = first.nsecsElapsed() / 1e6;
  const double still =
      medianFrame(view, frames, [&](int) { view.renderer()->GetActiveCamera()->Azimuth(2); });
  beginDrag(view);
  const double moving = medianFrame(view, frames, dragging(view));
  endDrag(view);
  const snp::sim::Results results = snp::sim::evaluate(config);
  const double colour = medianCall(std::max(3, frames / 3), [&](int i) {
    using snp::views::RoomMetric;
    room.colourBy(snp::views::roomColouring(i % 2 ? RoomMetric::Power : RoomMetric::PowerLimitUse, config,
                                            &results, std::nullopt));
  });
  fmt::print("{:<36} {:>7} cards {:>7} cabs  | first frame {:6.0f} ms | still {:5.1f} ms | drag {:5.1f} ms | "
             "recolour {:5.1f} ms | peak RSS {:4.0f} MiB\n",
             name, config.accelerators(), config.layout.cabinets, firstMs, still, moving, colour,
             peakRssMiB());
}

snp::model::Config edited(const snp::model::Config &config, const char *path, int value) {
  const snp::model::FieldEdit edit = snp::model::withField(config, path, value);
  if (!edit.config) throw std::runtime_error(std::string("refused: ") + path);
  return *edit.config;
}

// S3's cards as one torus (the structure follower reshapes 8x8x10 to the whole system).
snp::model::Config wholeSystemTorus(const snp::model::Config &config) {
  return edited(config, "network.scaleup_domain", config.accelerators());
}

} // namespace

int main(int argc, char **argv) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  QCommandLineParser parser;
  parser.addHelpOption();
  const QCommandLineOption sizeOption("size", "View size WIDTHxHEIGHT.", "size", "1280x800");
  const QCommandLineOption framesOption("frames", "Frames per figure.", "n", "30");
  const QCommandLineOption quickOption("quick", "Only the empty frame and S3 (a smoke run).");
  parser.addOptions({sizeOption, framesOption, quickOption});
  parser.process(app);
  const QStringList wh = parser.value(sizeOption).split('x');
  const QSize size(wh.value(0).toInt(), wh.value(1).toInt());
  const int frames = std::max(3, parser.value(framesOption).toInt());
  if (size.isEmpty()) {
    fmt::print(stderr, "--size is '{}'; must be WIDTHxHEIGHT\n", parser.value(sizeOption).toStdString());
    return 2;
  }
  fmt::print("view {}x{}, median of {} frames\n", size.width(), size.height(), frames);

  {
    ClearWidget clear;
    show(clear, size);
    VtkViewWidget empty;
    show(empty, size);
    // Interleaved, so that both see the same machine.
    std::vector<double> plainMs, vtkMs;
    for (int i = 0; i < frames; ++i) {
      plainMs.push_back(milliseconds([&] { frame(clear); }));
      vtkMs.push_back(milliseconds([&] { frame(empty); }));
    }
    const double plain = median(plainMs), vtk = median(vtkMs);
    fmt::print("{:<36} QOpenGLWidget clear {:5.1f} ms | VTK widget, empty scene {:5.1f} ms | ratio {:.2f} | "
               "peak RSS {:4.0f} MiB\n",
               "empty frame", plain, vtk, vtk / plain, peakRssMiB());
  }
  const snp::model::Config s3 = *snp::model::findPreset("seed-s3");
  benchNetwork("network: S3 as one torus", wholeSystemTorus(s3), size, frames);
  benchRoom("room: S3", s3, size, frames);
  if (!parser.isSet(quickOption)) {
    const snp::model::Config plan = edited(s3, "layout.cabinets", 160);
    benchNetwork("network: S3 at 160 cabinets", plan, size, frames);
    benchNetwork("network: S3 at 160 cabs, one torus", wholeSystemTorus(plan), size, frames);
    benchRoom("room: S3 at 160 cabinets", plan, size, frames);
  }
  return 0;
}

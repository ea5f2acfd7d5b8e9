#include "app/gui/WindowScreenshot.h"

#include "app/gui/MainWindow.h"
#include "views/vtk/VtkViewWidget.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

namespace snp::app {

void screenshotAfterLayout(MainWindow &window, const QString &path) {
  // Let the widgets lay out and paint before capturing.
  QTimer::singleShot(300, &window, [&window, path] {
    const bool saved = window.grab().save(path, "PNG");
    if (!saved) std::fprintf(stderr, "Could not write the screenshot to %s\n", qPrintable(path));
    QApplication::exit(saved ? 0 : 1);
  });
}

void screenshotOnNextFrame(MainWindow &window, views::VtkViewWidget &view, const QString &path) {
  QObject::connect(
      &view, &views::VtkViewWidget::frameRendered, &window,
      [&window, path] { screenshotAfterLayout(window, path); },
      Qt::SingleShotConnection); // only one frame triggers the capture
  view.update();
}

void failScreenshotAfter(MainWindow &window, int timeoutMs) {
  QTimer::singleShot(timeoutMs, &window, [timeoutMs] {
    std::fprintf(stderr, "No 3D frame was rendered within %d ms; is an X display available?\n", timeoutMs);
    QApplication::exit(1);
  });
}

} // namespace snp::app

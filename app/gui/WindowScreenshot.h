#pragma once

#include <QString>

namespace snp::views {
class VtkViewWidget;
}

namespace snp::app {

class MainWindow;

// Waits for the next frame `view` renders, writes a PNG of the whole window to `path` and quits
// the application with 0 (or 1 with a message when the file could not be written).
void screenshotOnNextFrame(MainWindow &window, views::VtkViewWidget &view, const QString &path);

// Writes a PNG of the whole window once the event loop has laid out and painted it, and quits
// like screenshotOnNextFrame (for views without a 3D frame to wait for).
void screenshotAfterLayout(MainWindow &window, const QString &path);

// Quits the application with 1 and a message when no screenshot was taken within `timeoutMs`.
void failScreenshotAfter(MainWindow &window, int timeoutMs);

} // namespace snp::app

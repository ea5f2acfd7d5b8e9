#pragma once

#include <QString>

namespace snp::app {

class MainWindow;

// Waits for the window's first rendered 3D frame, writes a PNG of the whole window to `path`
// and quits the application with 0 (or 1 with a message when no frame came or the file could
// not be written).
void screenshotWhenRendered(MainWindow &window, const QString &path, int timeoutMs = 30000);

} // namespace snp::app

#pragma once

#include "model/Config.h"

#include <QImage>
#include <QSize>

namespace snp::report {

enum class SceneKind { Room, Network };

// Whether this process can render 3D offscreen: VTK here is built for X only (no EGL, no OSMesa),
// so it needs an X display (DISPLAY set).
bool canRenderScenes();

// A snapshot is printed across the report's text column, kSnapshotPrintedWidth CSS pixels (17 cm),
// and rendered at kSnapshotSize pixels to stay sharp. VTK sizes its text in points at the render
// window's DPI, which is set so that text prints at kSnapshotTextScale of its point size: the
// legends' 11-point text reads 8.8 pt on paper, whatever the pixel size.
inline constexpr QSize kSnapshotSize(1600, 1000);
inline constexpr int kSnapshotPrintedWidth = 640;
inline constexpr double kSnapshotTextScale = 0.8;

// The room (views::RoomScene) or the network under uniform all-to-all traffic (views::TopologyScene)
// of `config`, rendered offscreen for print as above. A null image when there is no display, or
// for the network of a switched configuration, which the topology view does not draw.
QImage renderSceneSnapshot(const model::Config &config, SceneKind kind);

} // namespace snp::report

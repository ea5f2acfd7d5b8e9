#pragma once

#include "model/Config.h"

#include <QImage>
#include <QSize>

namespace snp::report {

enum class SceneKind { Room, Network };

// Whether this process can render 3D offscreen: VTK here is built for X only (no EGL, no OSMesa),
// so it needs an X display (DISPLAY set).
bool canRenderScenes();

// The room (views::RoomScene) or the network under uniform all-to-all traffic (views::TopologyScene)
// of `config`, rendered offscreen at `size` pixels. A null image when there is no display, or
// for the network of a switched configuration, which the topology view does not draw.
QImage renderSceneSnapshot(const model::Config &config, SceneKind kind, QSize size);

} // namespace snp::report

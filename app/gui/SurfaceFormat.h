#pragma once

namespace snp::app {

// Sets the default OpenGL surface VTK needs (3.2 core, depth 24, no multisampling).
// Must run before the QApplication is created.
void installDefaultSurfaceFormat();

} // namespace snp::app

#include "app/report/pdf/SceneSnapshot.h"

#include "views/network/NetworkDrawing.h"
#include "views/network/TopologyScene.h"
#include "views/room/RoomScene.h"

#include <vtkImageData.h>
#include <vtkNew.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>
#include <vtkUnsignedCharArray.h>
#include <vtkWindowToImageFilter.h>

#include <QtGlobal>

#include <cmath>
#include <cstring>
#include <memory>

// Last: Xlib defines macros (None, Status, Bool) that other headers use as names.
#include <X11/Xlib.h>

namespace snp::report {

namespace {

// One offscreen window serves every snapshot of the process. A window each is a connection to the
// X server each, and a quick succession of them is now and then refused (a six-candidate report
// aborted one run in four on Xvfb), which VTK answers by aborting the process.
vtkRenderWindow &snapshotWindow() {
  static const vtkSmartPointer<vtkRenderWindow> window = [] {
    auto made = vtkSmartPointer<vtkRenderWindow>::New();
    made->SetOffScreenRendering(1);
    made->SetMultiSamples(0);
    made->SetSize(kSnapshotSize.width(), kSnapshotSize.height());
    // Text of p points is p × DPI / 72 pixels, which print as p × DPI / 96 × printed / width
    // points (a CSS pixel is 3/4 of a point): this DPI prints it at p × kSnapshotTextScale. 192 here.
    made->SetDPI(static_cast<int>(
        std::lround(96.0 * kSnapshotSize.width() / kSnapshotPrintedWidth * kSnapshotTextScale)));
    return made;
  }();
  return *window;
}

} // namespace

bool canRenderScenes() {
  // Asked once: after a first answer the window above holds its connection.
  static const bool reachable = [] {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) return false;
    // VTK aborts the process when it cannot reach the X server: ask first.
    Display *display = XOpenDisplay(nullptr);
    if (!display) return false;
    XCloseDisplay(display);
    return true;
  }();
  return reachable;
}

QImage renderSceneSnapshot(const model::Config &config, SceneKind kind) {
  if (!canRenderScenes()) return {};
  vtkNew<vtkRenderer> renderer;
  // The 3D views' background (views/vtk/VtkViewWidget.cpp).
  renderer->GradientBackgroundOn();
  renderer->SetBackground(0.10, 0.12, 0.16);
  renderer->SetBackground2(0.30, 0.34, 0.42);
  vtkRenderWindow &window = snapshotWindow();
  // The renderer leaves the shared window on every way out, after the scenes below have taken
  // their actors out of it.
  struct Attached {
    vtkRenderWindow &window;
    vtkRenderer *renderer;
    ~Attached() { window.RemoveRenderer(renderer); }
  } attached{window, renderer};
  window.AddRenderer(renderer);

  std::unique_ptr<views::RoomScene> room;
  std::unique_ptr<views::TopologyScene> network;
  if (kind == SceneKind::Room) {
    room = std::make_unique<views::RoomScene>(renderer);
    room->show(config);
  } else {
    const views::NetworkDrawing drawing = views::networkDrawing(config, {});
    if (drawing.nodes.empty()) return {};
    network = std::make_unique<views::TopologyScene>(renderer);
    network->show(drawing, views::LinkColouring::Utilisation);
  }
  window.Render();

  vtkNew<vtkWindowToImageFilter> grab;
  grab->SetInput(&window);
  grab->SetInputBufferTypeToRGB();
  grab->ReadFrontBufferOff();
  grab->Update();
  vtkImageData *pixels = grab->GetOutput();
  int dims[3] = {0, 0, 0};
  pixels->GetDimensions(dims);
  if (dims[0] <= 0 || dims[1] <= 0 || pixels->GetNumberOfScalarComponents() != 3) return {};
  const auto *data = static_cast<const unsigned char *>(pixels->GetScalarPointer());
  QImage image(dims[0], dims[1], QImage::Format_RGB888);
  // VTK's rows run bottom to top.
  for (int y = 0; y < dims[1]; ++y)
    std::memcpy(image.scanLine(dims[1] - 1 - y), data + static_cast<std::size_t>(y) * dims[0] * 3,
                static_cast<std::size_t>(dims[0]) * 3);
  return image;
}

} // namespace snp::report

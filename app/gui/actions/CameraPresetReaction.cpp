#include "app/gui/actions/CameraPresetReaction.h"

#include "views/vtk/VtkViewWidget.h"

namespace snp::app {

CameraPresetReaction::CameraPresetReaction(QAction *action, QWidget *window, ViewInFront viewInFront,
                                           views::CameraPreset preset)
    : Reaction(action, window), viewInFront_(std::move(viewInFront)), preset_(preset) {}

void CameraPresetReaction::triggered() {
  if (views::VtkViewWidget *view = viewInFront_()) view->showCameraPreset(preset_);
}

} // namespace snp::app

#pragma once

#include "app/gui/actions/Reaction.h"
#include "app/gui/actions/ViewInFront.h"
#include "views/vtk/CameraPresets.h"

namespace snp::app {

// Points the camera of the 3D view in front (the room's, the network's or the scheduler's) at
// one of the standard views.
class CameraPresetReaction : public Reaction {
  Q_OBJECT

public:
  CameraPresetReaction(QAction *action, QWidget *window, ViewInFront viewInFront, views::CameraPreset preset);

protected:
  void triggered() override;

private:
  ViewInFront viewInFront_;
  views::CameraPreset preset_;
};

} // namespace snp::app

#pragma once

#include "app/gui/actions/Reaction.h"

#include "app/gui/actions/ViewInFront.h"

namespace snp::app {

// Saves the picture of the 3D view in front as a PNG file the user names.
class SaveViewImageReaction : public Reaction {
  Q_OBJECT

public:
  SaveViewImageReaction(QAction *action, QWidget *window, ViewInFront viewInFront);

protected:
  void triggered() override;

private:
  ViewInFront viewInFront_;
};

} // namespace snp::app

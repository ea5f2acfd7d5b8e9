#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ProjectDocument;

// Opens the design-space sweep over the current scenario; a design the user picks in it becomes
// a new scenario of the project.
class SweepReaction : public Reaction {
  Q_OBJECT

public:
  SweepReaction(QAction *action, QWidget *window, ProjectDocument &document);

protected:
  void triggered() override;

private:
  ProjectDocument &document_;
};

} // namespace snp::app

#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ProjectDocument;

// Edit ▸ Price Book: the prices the current scenario is costed from, edited in a dialog and set on
// it, or on every scenario of the project, as one step to undo.
class PriceBookReaction : public Reaction {
  Q_OBJECT

public:
  PriceBookReaction(QAction *action, QWidget *window, ProjectDocument &document);

protected:
  void triggered() override;

private:
  ProjectDocument &document_;
};

} // namespace snp::app

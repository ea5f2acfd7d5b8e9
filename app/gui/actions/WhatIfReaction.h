#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ProjectDocument;

// Edit > What Would It Take? (and the button beside a failing verdict): the smallest changes that
// make the current scenario pass its must-rules (WhatIfDialog). A fix chosen there becomes a new
// scenario, compared beside the original, and the comparison comes to the front.
class WhatIfReaction : public Reaction {
  Q_OBJECT

public:
  WhatIfReaction(QAction *action, QWidget *window, ProjectDocument &document);

signals:
  void comparisonWanted();

protected:
  void triggered() override;

private:
  ProjectDocument &document_;
};

} // namespace snp::app

#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ProjectDocument;

// Edit > Best Parallelism: the current scenario's workload split the fastest way that validates
// and fits (sim::bestParallelism), as one undoable step; the status bar says what was chosen.
class BestParallelismReaction : public Reaction {
  Q_OBJECT

public:
  BestParallelismReaction(QAction *action, QWidget *window, ProjectDocument &document);

protected:
  void triggered() override;

private:
  ProjectDocument &document_;
};

} // namespace snp::app

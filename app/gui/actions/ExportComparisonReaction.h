#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ComparedScenarios;
class ProjectDocument;

// Writes the compared scenarios as a CSV file, one row per scenario or per scenario and figure,
// as the user picks in the file dialog.
class ExportComparisonReaction : public Reaction {
  Q_OBJECT

public:
  ExportComparisonReaction(QAction *action, QWidget *window, const ProjectDocument &document,
                           const ComparedScenarios &compared);

protected:
  void triggered() override;

private:
  const ProjectDocument &document_;
  const ComparedScenarios &compared_;
};

} // namespace snp::app

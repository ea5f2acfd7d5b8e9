#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ComparedScenarios;
class ProjectDocument;

// Writes the PDF report of the compared scenarios to a file the user names.
class ExportReportReaction : public Reaction {
  Q_OBJECT

public:
  ExportReportReaction(QAction *action, QWidget *window, const ProjectDocument &document,
                       const ComparedScenarios &compared);

protected:
  void triggered() override;

private:
  const ProjectDocument &document_;
  const ComparedScenarios &compared_;
};

} // namespace snp::app

#pragma once

#include "app/gui/actions/Reaction.h"

namespace snp::app {

class ComparedScenarios;
class ProjectDocument;

// File > Report…: the report's options (ReportDialog), kept with the project, then the PDF of the
// compared scenarios, written to a file the user names.
class ExportReportReaction : public Reaction {
  Q_OBJECT

public:
  ExportReportReaction(QAction *action, QWidget *window, ProjectDocument &document,
                       const ComparedScenarios &compared);

protected:
  void triggered() override;

private:
  ProjectDocument &document_;
  const ComparedScenarios &compared_;
};

} // namespace snp::app

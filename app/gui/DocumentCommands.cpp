#include "app/gui/DocumentCommands.h"

#include "app/gui/ProjectDocument.h"

namespace snp::app {

ReplaceConfigCommand::ReplaceConfigCommand(ProjectDocument &document, int index, model::Config next,
                                           const QString &text)
    : QUndoCommand(text), document_(document), index_(index), before_(document.scenarios()[index].config),
      after_(std::move(next)) {}

void ReplaceConfigCommand::redo() { document_.assign(index_, after_); }
void ReplaceConfigCommand::undo() { document_.assign(index_, before_); }

ScenarioListCommand::ScenarioListCommand(ProjectDocument &document, std::vector<model::Scenario> after,
                                         int afterCurrent, const QString &text)
    : QUndoCommand(text), document_(document), before_(document.scenarios()),
      beforeCurrent_(document.currentIndex()), after_(std::move(after)), afterCurrent_(afterCurrent) {}

void ScenarioListCommand::redo() { document_.assignScenarios(after_, afterCurrent_); }
void ScenarioListCommand::undo() { document_.assignScenarios(before_, beforeCurrent_); }

CriteriaSetCommand::CriteriaSetCommand(ProjectDocument &document, std::vector<model::CriteriaSet> after,
                                       int afterCurrent, const QString &text)
    : QUndoCommand(text), document_(document), before_(document.criteriaSets()),
      beforeCurrent_(document.currentCriteriaIndex()), after_(std::move(after)), afterCurrent_(afterCurrent) {
}

void CriteriaSetCommand::redo() { document_.assignCriteria(after_, afterCurrent_); }
void CriteriaSetCommand::undo() { document_.assignCriteria(before_, beforeCurrent_); }

ReportOptionsCommand::ReportOptionsCommand(ProjectDocument &document, model::ReportOptions after,
                                           const QString &text)
    : QUndoCommand(text), document_(document), before_(document.reportOptions()), after_(std::move(after)) {}

void ReportOptionsCommand::redo() { document_.assignReportOptions(after_); }
void ReportOptionsCommand::undo() { document_.assignReportOptions(before_); }

} // namespace snp::app

#pragma once

#include "model/Criteria.h"
#include "model/ProjectStore.h"

#include <QUndoCommand>

#include <vector>

namespace snp::app {

class ProjectDocument;

// A whole configuration replaced (an import): one step that brings back the old one.
class ReplaceConfigCommand : public QUndoCommand {
public:
  ReplaceConfigCommand(ProjectDocument &document, int index, model::Config next, const QString &text);
  void redo() override;
  void undo() override;

private:
  ProjectDocument &document_;
  int index_;
  model::Config before_;
  model::Config after_;
};

// The scenario list changed shape (added, duplicated, renamed, removed, reordered): one step.
// Scenarios are a few kilobytes each, so both lists are kept whole.
class ScenarioListCommand : public QUndoCommand {
public:
  ScenarioListCommand(ProjectDocument &document, std::vector<model::Scenario> after, int afterCurrent,
                      const QString &text);
  void redo() override;
  void undo() override;

private:
  ProjectDocument &document_;
  std::vector<model::Scenario> before_;
  int beforeCurrent_;
  std::vector<model::Scenario> after_;
  int afterCurrent_;
};

// The criteria sets changed (a rule edited, a set added): one step.
class CriteriaSetCommand : public QUndoCommand {
public:
  CriteriaSetCommand(ProjectDocument &document, std::vector<model::CriteriaSet> after, int afterCurrent,
                     const QString &text);
  void redo() override;
  void undo() override;

private:
  ProjectDocument &document_;
  std::vector<model::CriteriaSet> before_;
  int beforeCurrent_;
  std::vector<model::CriteriaSet> after_;
  int afterCurrent_;
};

// The report's options changed (File > Report…): one step.
class ReportOptionsCommand : public QUndoCommand {
public:
  ReportOptionsCommand(ProjectDocument &document, model::ReportOptions after, const QString &text);
  void redo() override;
  void undo() override;

private:
  ProjectDocument &document_;
  model::ReportOptions before_;
  model::ReportOptions after_;
};

} // namespace snp::app

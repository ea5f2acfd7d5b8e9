#pragma once

#include "model/FollowStructure.h"

#include <QElapsedTimer>
#include <QUndoCommand>

#include <vector>

namespace snp::app {

class ProjectDocument;

// One field of one scenario set from one value to another, with the fields a structural edit
// took along (model/FollowStructure.h). It stores only paths and their two values, and merges with
// the next edit of the same field made moments later, so that dragging a spin box or typing
// digits is one undo step.
class EditFieldCommand : public QUndoCommand {
public:
  // Edits of one field this close together (ms) merge into one step.
  static constexpr qint64 kMergeWindowMs = 1500;

  // changes[0] is the edited field; the others followed it.
  EditFieldCommand(ProjectDocument &document, int scenario, std::vector<model::FieldChange> changes);

  void redo() override;
  void undo() override;
  int id() const override { return 1; }
  bool mergeWith(const QUndoCommand *other) override;

private:
  ProjectDocument &document_;
  int scenario_;
  std::vector<model::FieldChange> changes_;
  QElapsedTimer lastEdit_;
};

} // namespace snp::app

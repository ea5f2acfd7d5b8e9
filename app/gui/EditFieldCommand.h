#pragma once

#include <QElapsedTimer>
#include <QUndoCommand>

#include <nlohmann/json.hpp>

#include <string>

namespace snp::app {

class ProjectDocument;

// One field of one scenario set from one value to another. It stores only the field's path and
// its two values, and merges with the next edit of the same field made moments later, so that
// dragging a spin box or typing digits is one undo step.
class EditFieldCommand : public QUndoCommand {
public:
  // Edits of one field this close together (ms) merge into one step.
  static constexpr qint64 kMergeWindowMs = 1500;

  EditFieldCommand(ProjectDocument &document, int scenario, std::string path, nlohmann::json before,
                   nlohmann::json after);

  void redo() override;
  void undo() override;
  int id() const override { return 1; }
  bool mergeWith(const QUndoCommand *other) override;

private:
  void apply(const nlohmann::json &value);

  ProjectDocument &document_;
  int scenario_;
  std::string path_;
  nlohmann::json before_;
  nlohmann::json after_;
  QElapsedTimer lastEdit_;
};

} // namespace snp::app

#include "app/gui/EditFieldCommand.h"

#include "app/gui/ProjectDocument.h"
#include "model/ConfigEdit.h"

#include <QCoreApplication>

namespace snp::app {

EditFieldCommand::EditFieldCommand(ProjectDocument &document, int scenario, std::string path,
                                   nlohmann::json before, nlohmann::json after)
    : document_(document), scenario_(scenario), path_(std::move(path)), before_(std::move(before)),
      after_(std::move(after)) {
  setText(QCoreApplication::translate("snp::app::EditFieldCommand", "Edit %1")
              .arg(QString::fromStdString(path_)));
  lastEdit_.start();
}

void EditFieldCommand::apply(const nlohmann::json &value) {
  // Values restored here were accepted once; other fields may have moved since, so they are set
  // without judging them again (the Problems panel reports what no longer fits).
  if (auto config = model::setField(document_.scenarios()[scenario_].config, path_, value))
    document_.assign(scenario_, *config);
}

void EditFieldCommand::redo() { apply(after_); }
void EditFieldCommand::undo() { apply(before_); }

bool EditFieldCommand::mergeWith(const QUndoCommand *other) {
  const auto *next = static_cast<const EditFieldCommand *>(other);
  if (next->scenario_ != scenario_ || next->path_ != path_ || lastEdit_.elapsed() > kMergeWindowMs)
    return false;
  after_ = next->after_;
  lastEdit_.restart();
  setObsolete(after_ == before_); // dragged back to where it started: no step at all
  return true;
}

} // namespace snp::app

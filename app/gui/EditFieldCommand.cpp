#include "app/gui/EditFieldCommand.h"

#include "app/gui/ProjectDocument.h"
#include "model/ConfigEdit.h"
#include "views/editor/FieldCatalog.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace snp::app {

EditFieldCommand::EditFieldCommand(ProjectDocument &document, int scenario,
                                   std::vector<model::FieldChange> changes)
    : document_(document), scenario_(scenario), changes_(std::move(changes)) {
  // The Edit menu and the history say it in the editor's words: "Undo Edit Supply temperature".
  const QString name = views::fieldLabel(changes_.front().path);
  const int followers = static_cast<int>(changes_.size()) - 1;
  if (followers == 0)
    setText(QCoreApplication::translate("snp::app::EditFieldCommand", "Edit %1").arg(name));
  else
    setText(
        QCoreApplication::translate("snp::app::EditFieldCommand", "Edit %1 and the fields that followed (%2)")
            .arg(name, QLocale().toString(followers)));
  lastEdit_.start();
}

// Values restored here were accepted once; other fields may have moved since, so they are set
// without judging them again (the Problems panel reports what no longer fits).
void EditFieldCommand::redo() {
  model::Config config = document_.scenarios()[scenario_].config;
  for (const model::FieldChange &change : changes_)
    if (auto next = model::setField(config, change.path, change.after)) config = std::move(*next);
  document_.assign(scenario_, config);
}

void EditFieldCommand::undo() {
  model::Config config = document_.scenarios()[scenario_].config;
  for (auto change = changes_.rbegin(); change != changes_.rend(); ++change)
    if (auto next = model::setField(config, change->path, change->before)) config = std::move(*next);
  document_.assign(scenario_, config);
}

bool EditFieldCommand::mergeWith(const QUndoCommand *other) {
  const auto *next = static_cast<const EditFieldCommand *>(other);
  if (next->scenario_ != scenario_ || next->changes_.front().path != changes_.front().path ||
      lastEdit_.elapsed() > kMergeWindowMs)
    return false;
  // A field this step already changed keeps its first value before; one it did not touch had,
  // before the next step, the value it had before this one.
  for (const model::FieldChange &change : next->changes_) {
    auto mine = std::find_if(changes_.begin(), changes_.end(),
                             [&](const model::FieldChange &c) { return c.path == change.path; });
    if (mine == changes_.end())
      changes_.push_back(change);
    else
      mine->after = change.after;
  }
  lastEdit_.restart();
  setObsolete(std::all_of(changes_.begin(), changes_.end(),
                          [](const model::FieldChange &c) { return c.before == c.after; }));
  return true;
}

} // namespace snp::app

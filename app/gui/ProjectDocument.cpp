#include "app/gui/ProjectDocument.h"

#include "model/Presets.h"

#include <QUndoCommand>

#include <algorithm>

namespace snp::app {

class ReplaceConfigCommand : public QUndoCommand {
public:
  ReplaceConfigCommand(ProjectDocument &document, int index, model::Config next, const QString &text)
      : QUndoCommand(text), document_(document), index_(index), before_(document.scenarios()[index].config),
        after_(std::move(next)) {}

  void redo() override { document_.assign(index_, after_); }
  void undo() override { document_.assign(index_, before_); }

private:
  ProjectDocument &document_;
  int index_;
  model::Config before_;
  model::Config after_;
};

std::vector<model::Scenario> ProjectDocument::defaultScenarios() {
  std::vector<model::Scenario> scenarios;
  for (const model::Config &preset : model::presets())
    scenarios.push_back({preset.name, preset});
  return scenarios;
}

ProjectDocument::ProjectDocument(std::vector<model::Scenario> scenarios, QObject *parent)
    : QObject(parent), scenarios_(std::move(scenarios)) {
  if (scenarios_.empty()) scenarios_ = defaultScenarios();
  connect(&undoStack_, &QUndoStack::cleanChanged, this, &ProjectDocument::modifiedChanged);
}

void ProjectDocument::setCurrentIndex(int index) {
  index = std::clamp(index, 0, static_cast<int>(scenarios_.size()) - 1);
  if (index == current_) return;
  current_ = index;
  emit changed();
}

void ProjectDocument::replaceConfig(const model::Config &next, const QString &description) {
  if (next == config()) return;
  undoStack_.push(new ReplaceConfigCommand(*this, current_, next, description));
}

void ProjectDocument::assign(int index, const model::Config &config) {
  scenarios_[index].config = config;
  current_ = index; // undoing an edit shows the scenario it happened in
  emit changed();
}

void ProjectDocument::reset(std::vector<model::Scenario> scenarios) {
  replaceProject(scenarios.empty() ? defaultScenarios() : std::move(scenarios), {}, false);
}

void ProjectDocument::replaceProject(std::vector<model::Scenario> scenarios, std::filesystem::path path,
                                     bool unsavedRecovery) {
  scenarios_ = std::move(scenarios);
  current_ = 0;
  path_ = std::move(path);
  unsavedRecovery_ = unsavedRecovery;
  undoStack_.clear();
  emit changed();
  emit modifiedChanged();
}

void ProjectDocument::open(const std::filesystem::path &path, bool fromAutosave) {
  const auto source = fromAutosave ? model::ProjectStore::autosavePath(path) : path;
  std::vector<model::Scenario> loaded = model::ProjectStore::open(source).loadAll();
  if (loaded.empty())
    throw model::ProjectStoreError(model::ProjectStoreError::Reason::Missing,
                                   source.string() + " holds no scenarios");
  replaceProject(std::move(loaded), path, fromAutosave);
}

void ProjectDocument::saveAs(const std::filesystem::path &path) {
  auto store =
      std::filesystem::exists(path) ? model::ProjectStore::open(path) : model::ProjectStore::create(path);
  store.saveAll(scenarios_);
  model::ProjectStore::discardAutosave(path);
  path_ = path;
  unsavedRecovery_ = false;
  undoStack_.setClean();
  emit changed();
  emit modifiedChanged();
}

void ProjectDocument::autosave() const {
  if (path_.empty() || !isModified()) return;
  model::ProjectStore::writeAutosave(path_, scenarios_);
}

} // namespace snp::app

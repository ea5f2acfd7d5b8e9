#pragma once

#include "model/ProjectStore.h"

#include <QObject>
#include <QUndoStack>

#include <filesystem>
#include <vector>

namespace snp::app {

// The open project: its scenarios, which one is being worked on, and the file it lives in.
// It is the one place edits go through: every change is an undo command on its stack, and
// views listen to changed() instead of keeping copies they edit themselves.
class ProjectDocument : public QObject {
  Q_OBJECT

public:
  // The bundled default project: one scenario per preset, not yet saved anywhere.
  static std::vector<model::Scenario> defaultScenarios();

  explicit ProjectDocument(std::vector<model::Scenario> scenarios, QObject *parent = nullptr);

  const std::vector<model::Scenario> &scenarios() const { return scenarios_; }
  int currentIndex() const { return current_; }
  const model::Config &config() const { return scenarios_[current_].config; }
  QUndoStack *undoStack() { return &undoStack_; }

  const std::filesystem::path &path() const { return path_; }
  bool isModified() const { return !undoStack_.isClean() || unsavedRecovery_; }

  // Shows another scenario; not an edit, so not undoable.
  void setCurrentIndex(int index);
  // Replaces the current scenario's configuration as one undoable step named `description`.
  void replaceConfig(const model::Config &next, const QString &description);

  // Starts over with `scenarios`, no file and no undo history (File > New).
  void reset(std::vector<model::Scenario> scenarios);
  // Replaces the whole project with the one stored at `path` (throws ProjectStoreError).
  // With `fromAutosave`, reads the project's autosave side file instead and marks it modified.
  void open(const std::filesystem::path &path, bool fromAutosave = false);
  // Writes every scenario to `path` in one transaction and makes it the project's file.
  void saveAs(const std::filesystem::path &path);
  // Keeps unsaved edits in the side file next to the project (no-op for an unsaved project).
  void autosave() const;

signals:
  void changed();         // any scenario, the selection or the file changed
  void modifiedChanged(); // isModified() may have flipped

private:
  friend class ReplaceConfigCommand;
  void assign(int index, const model::Config &config);
  // Starts over with another project's scenarios: first one shown, no undo history.
  void replaceProject(std::vector<model::Scenario> scenarios, std::filesystem::path path,
                      bool unsavedRecovery);

  std::vector<model::Scenario> scenarios_;
  int current_ = 0;
  QUndoStack undoStack_;
  std::filesystem::path path_;
  bool unsavedRecovery_ = false;
};

} // namespace snp::app

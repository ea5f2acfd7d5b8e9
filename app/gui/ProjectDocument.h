#pragma once

#include "model/Criteria.h"
#include "model/FollowStructure.h"
#include "model/ProjectStore.h"

#include <QObject>
#include <QUndoStack>

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <vector>

namespace snp::app {

// The open project: its scenarios, which one is being worked on, its criteria sets and the file
// it lives in. It is the one place edits go through: every change is an undo command on its
// stack, and views listen to changed() instead of keeping copies they edit themselves.
class ProjectDocument : public QObject {
  Q_OBJECT

public:
  // Undo history kept per project: enough for a working session, bounded in memory.
  static constexpr int kUndoLimit = 500;

  // The bundled default project: one scenario per preset, not yet saved anywhere.
  static std::vector<model::Scenario> defaultScenarios();

  explicit ProjectDocument(std::vector<model::Scenario> scenarios, QObject *parent = nullptr);

  const std::vector<model::Scenario> &scenarios() const { return scenarios_; }
  int currentIndex() const { return current_; }
  const model::Config &config() const { return scenarios_[current_].config; }
  const model::Scenario &scenario() const { return scenarios_[current_]; }
  QUndoStack *undoStack() { return &undoStack_; }

  const std::vector<model::CriteriaSet> &criteriaSets() const { return criteriaSets_; }
  const model::CriteriaSet &criteria() const { return criteriaSets_[currentCriteria_]; }
  int currentCriteriaIndex() const { return currentCriteria_; }

  const std::filesystem::path &path() const { return path_; }
  bool isModified() const { return !undoStack_.isClean() || unsavedRecovery_; }

  // Shows another scenario; not an edit, so not undoable.
  void setCurrentIndex(int index);
  // Replaces the current scenario's configuration as one undoable step named `description`.
  void replaceConfig(const model::Config &next, const QString &description);
  // The price book the current scenario, or every scenario, is costed from; one step to undo.
  void setPriceBook(const model::PriceBookRef &book, bool everyScenario);
  // Replaces the current configuration by `edit.config` as one step and tells what changed with
  // it (structureFollowed): a chosen accelerator or node type (model/EquipmentCatalogue.h).
  void replaceConfig(const model::FollowedStructure &edit, const QString &description);
  // Sets one field of the current scenario (model::withField semantics): an undoable step that
  // merges with the previous one when it edits the same field moments later (a spin-box drag).
  // False, with the reasons in `refusal`, when the value is refused; nothing changes then.
  bool editField(const std::string &path, const nlohmann::json &value, QStringList *refusal = nullptr);

  // Scenario list edits, each one undoable step. Names are made unique ("name (2)").
  void addScenario(model::Scenario scenario); // after the current one, and shown
  void duplicateScenario(int index);
  void renameScenario(int index, const QString &name);
  void removeScenario(int index); // the last scenario cannot be removed
  void moveScenario(int from, int to);
  // Which scenarios the comparison takes, one flag per scenario in list order (model::Scenario's
  // `compared`), as one undoable step; nothing happens when no flag changes.
  void setCompared(const QList<bool> &compared);
  // Makes scenario `index` the one the comparison measures the others against; -1: none.
  void setBaseline(int index);
  QString uniqueName(const QString &wanted, int ignoring = -1) const;

  // Criteria: which set judges the scenarios (not an edit), and edits of the sets.
  void setCurrentCriteriaIndex(int index);
  void replaceCriteriaSet(int index, const model::CriteriaSet &set, const QString &description);
  void addCriteriaSet(model::CriteriaSet set);

  // What the customer's report holds (File > Report…): kept with the project, changed as one
  // undoable step; nothing happens when the options are the same.
  const model::ReportOptions &reportOptions() const { return reportOptions_; }
  void setReportOptions(const model::ReportOptions &options);

  // Starts over with `scenarios`, no file and no undo history (File > New).
  void reset(std::vector<model::Scenario> scenarios);
  // Replaces the whole project with the one stored at `path` (throws ProjectStoreError).
  // With `fromAutosave`, reads the project's autosave side file instead and marks it modified.
  void open(const std::filesystem::path &path, bool fromAutosave = false);
  // What the last open() read but could not use: unknown keys in the scenarios, which load with
  // their defaults instead.
  const model::Problems &openWarnings() const { return openWarnings_; }
  // Writes every scenario and criteria set to `path` in one go and makes it the project's file.
  void saveAs(const std::filesystem::path &path);
  // A copy of the scenarios for autosave, taken on the UI thread; writing it may happen on any.
  std::vector<model::Scenario> autosaveSnapshot() const { return scenarios_; }
  // Keeps unsaved edits in the side file next to the project (no-op for an unsaved project).
  void autosave() const;

signals:
  void changed();          // any scenario, the selection or the file changed
  void modifiedChanged();  // isModified() may have flipped
  void criteriaChanged();  // a criteria set or the chosen one changed
  void scenariosChanged(); // scenarios were added, removed, renamed or reordered
  // A structural edit took other fields along ("path → value"), or could not (the reason).
  void structureFollowed(const QStringList &what);

private:
  friend class ReplaceConfigCommand;
  friend class EditFieldCommand;
  friend class ScenarioListCommand;
  friend class CriteriaSetCommand;
  friend class ReportOptionsCommand;
  void assign(int index, const model::Config &config);
  void assignScenarios(std::vector<model::Scenario> scenarios, int current);
  void assignCriteria(std::vector<model::CriteriaSet> sets, int current);
  void assignReportOptions(model::ReportOptions options) { reportOptions_ = std::move(options); }
  // Starts over with another project's scenarios: first one shown, no undo history.
  void replaceProject(std::vector<model::Scenario> scenarios, std::vector<model::CriteriaSet> criteria,
                      model::ReportOptions report, std::filesystem::path path, bool unsavedRecovery);

  std::vector<model::Scenario> scenarios_;
  int current_ = 0;
  std::vector<model::CriteriaSet> criteriaSets_;
  int currentCriteria_ = 0;
  model::ReportOptions reportOptions_;
  QUndoStack undoStack_;
  std::filesystem::path path_;
  bool unsavedRecovery_ = false;
  model::Problems openWarnings_;
};

} // namespace snp::app

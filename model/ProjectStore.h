#pragma once

#include "model/Config.h"
#include "model/Criteria.h"
#include "model/Problem.h"
#include "model/ReportOptions.h"
#include "model/SqliteDatabase.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// Why a project file operation failed; the message says the same in words, naming the file.
class ProjectStoreError : public std::runtime_error {
public:
  enum class Reason {
    Missing,       // the file, or the named scenario / criteria set, does not exist
    AlreadyExists, // create() on an existing file, rename onto a taken name
    NotAProject,   // not SQLite at all, or SQLite written by another application
    NewerFormat,   // written by a newer Supernode Planner
    Damaged,       // fails SQLite's integrity check or holds an unreadable scenario
    InvalidName,   // empty or duplicated scenario / criteria set name
    Failed,        // I/O error, file busy, out of space, ...
  };

  ProjectStoreError(Reason reason, const std::string &message)
      : std::runtime_error(message), reason_(reason) {}
  Reason reason() const { return reason_; }

private:
  Reason reason_;
};

// One named configuration of a project, as the app's scenario list holds it.
struct Scenario {
  std::string name;
  Config config;
  // Whether it takes part in the comparison, its charts and the reports. A flag of the scenario,
  // not a position in the list, so that deleting, moving or duplicating another one, and undoing
  // that, never changes which candidates are compared.
  bool compared = true;
  // The candidate the comparison measures the others against; at most one scenario is. A flag of
  // the scenario for the same reason (the project file keeps its name, which older versions ignore).
  bool baseline = false;
  bool operator==(const Scenario &) const = default;
};

// A project file (extension .snp): one SQLite database holding named scenarios (each a
// Config as JSON, in the user's order, with the time it last changed), criteria sets (named
// JSON text the store does not interpret) and cached simulation results (JSON text keyed by
// scenario name and a fingerprint of whatever produced the result).
//
// Every write is one transaction with a rollback journal and synchronous=FULL, so a crash
// or power cut leaves either the old or the new content. Every failure throws
// ProjectStoreError. open() checks a file read-only first and refuses, without changing a
// byte, anything that is not an intact project of a format this version reads. One store
// serves one thread at a time.
//
// Autosave: the app keeps unsaved edits safe in a side file next to the project.
//  - While the document has unsaved changes, a timer calls writeAutosave(project, scenarios);
//    the side file is replaced atomically, so it is always a complete store.
//  - Save calls saveAll() on the project's store, then discardAutosave(project).
//  - On opening a project, if hasNewerAutosave(project) the app offers to recover: it reads
//    ProjectStore::open(autosavePath(project)).loadAll() into the document (unsaved), and
//    discards the side file once the user has saved or declined.
class ProjectStore {
public:
  static constexpr int kFormat = 2;                          // PRAGMA user_version this version writes
  static constexpr std::int32_t kApplicationId = 0x534E5031; // 'SNP1' in PRAGMA application_id

  // A new, empty project; fails if the path exists.
  static ProjectStore create(const std::filesystem::path &path);
  // An existing project; upgrades an older format in place.
  static ProjectStore open(const std::filesystem::path &path);

  ProjectStore(ProjectStore &&) noexcept;
  ProjectStore &operator=(ProjectStore &&) noexcept;
  ~ProjectStore();

  const std::filesystem::path &path() const { return path_; }

  // Adds the scenario at the end of the list, or replaces the config of the one so named.
  void saveScenario(const std::string &name, const Config &config);
  Config loadScenario(const std::string &name) const;
  std::vector<std::string> scenarioNames() const; // in list order
  // When the scenario's config last changed (saving an identical config keeps the time).
  std::chrono::system_clock::time_point scenarioModified(const std::string &name) const;
  void removeScenario(const std::string &name);
  void renameScenario(const std::string &from, const std::string &to);

  // Makes the project's scenarios exactly `scenarios`, in that order, in one transaction:
  // what the app's Save does. On any failure the previous content stays.
  void saveAll(const std::vector<Scenario> &scenarios);
  // The same, and the criteria sets become exactly `criteria`, in the same transaction.
  void saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> &criteria);
  // The same, and the report's options (title page, logo, sections) become `report`.
  void saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> &criteria,
               const ReportOptions &report);
  // Every scenario in list order. Keys a scenario's JSON holds that this version does not know
  // (a renamed or bit-flipped key reads as its default) are added to `warnings`, each path
  // prefixed with the scenario's name, so that the app can show them.
  std::vector<Scenario> loadAll(Problems *warnings = nullptr) const;

  void saveCriteriaSet(const std::string &name, std::string_view json);
  std::string loadCriteriaSet(const std::string &name) const;
  std::vector<std::string> criteriaSetNames() const; // alphabetical
  // Every criteria set, decoded, alphabetical; a set that does not decode is Damaged.
  std::vector<CriteriaSet> loadCriteriaSets() const;
  void removeCriteriaSet(const std::string &name);

  // The report's options as last saved; the defaults for a project that has none. Options that
  // do not decode are Damaged.
  ReportOptions loadReportOptions() const;

  // Results belong to a scenario: removing it drops them, renaming it moves them, and saveAll()
  // drops those of scenarios it does not keep (or that were never saved). Results of an older
  // config stay but cannot be confused: the fingerprint tells them apart.
  void putCachedResult(const std::string &scenario, const std::string &fingerprint, std::string_view json);
  std::optional<std::string> cachedResult(const std::string &scenario, const std::string &fingerprint) const;

  // The autosave side file of a project: projectPath + ".autosave".
  static std::filesystem::path autosavePath(const std::filesystem::path &projectPath);
  static void writeAutosave(const std::filesystem::path &projectPath, const std::vector<Scenario> &scenarios,
                            const std::vector<CriteriaSet> &criteria = {}, const ReportOptions &report = {});
  // True when an autosave exists and was written after the project's user data last changed
  // (cached results do not count). Also true when the project itself cannot be read.
  static bool hasNewerAutosave(const std::filesystem::path &projectPath);
  // What stands at autosavePath(): nothing, a readable autosave (newer than the project or not),
  // or a file that is no readable autosave (damaged, or someone else's of that name).
  enum class AutosaveState { None, Newer, Older, Unreadable };
  static AutosaveState autosaveState(const std::filesystem::path &projectPath);
  // Moves an unreadable file at autosavePath() aside, to a name no autosave will overwrite
  // ("plan.snp.autosave.unreadable-20261201T142233"), and returns that name.
  static std::filesystem::path setAutosaveAside(const std::filesystem::path &projectPath);
  // Deletes the project's autosave, but only a readable autosave: never someone else's file.
  static void discardAutosave(const std::filesystem::path &projectPath);

private:
  ProjectStore(std::filesystem::path path, sqlite::Database db);
  // nullptr leaves the criteria sets, or the report's options, as they are.
  void saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> *criteria,
               const ReportOptions *report = nullptr);
  void replaceReportOptions(const ReportOptions &report);
  void replaceCriteriaSets(const std::vector<CriteriaSet> &criteria);

  std::filesystem::path path_;
  sqlite::Database db_;
};

} // namespace snp::model

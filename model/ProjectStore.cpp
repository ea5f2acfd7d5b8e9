#include "model/ProjectStore.h"

#include "model/CriteriaJson.h"
#include "model/JsonCodec.h"
#include "model/SqliteHandle.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <utility>

namespace snp::model {

namespace fs = std::filesystem;
using Reason = ProjectStoreError::Reason;

namespace {

// Step n upgrades format n to n + 1 inside the caller's transaction; format 0 is an empty
// file. A released format's step never changes: later formats add steps.
constexpr const char *kMigrations[] = {
    // 0 -> 1: the first format.
    R"sql(
      CREATE TABLE scenario (
        name TEXT PRIMARY KEY NOT NULL CHECK (name <> ''),
        position INTEGER NOT NULL,   -- order of the app's scenario list
        config_json TEXT NOT NULL,
        modified_ms INTEGER NOT NULL -- Unix time when config_json last changed
      );
      CREATE TABLE criteria_set (
        name TEXT PRIMARY KEY NOT NULL CHECK (name <> ''),
        criteria_json TEXT NOT NULL
      );
      CREATE TABLE cached_result (
        scenario TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        result_json TEXT NOT NULL,
        PRIMARY KEY (scenario, fingerprint)
      );
      CREATE TABLE project_info (key TEXT PRIMARY KEY NOT NULL, value NOT NULL);
    )sql",
    // 1 -> 2: which scenarios the comparison takes; every one did before.
    R"sql(
      ALTER TABLE scenario ADD COLUMN compared INTEGER NOT NULL DEFAULT 1 CHECK (compared IN (0, 1));
    )sql",
};
static_assert(std::size(kMigrations) == ProjectStore::kFormat);

// project_info key: Unix time in ms of the last change to user data (not cached results).
constexpr const char *kSavedKey = "saved_ms";
// project_info keys: the report's options as JSON (model/ReportOptions.h), and its logo's bytes.
// Older versions read a project that has them and leave them be.
constexpr const char *kReportKey = "report_options";
constexpr const char *kLogoKey = "report_logo";
// project_info key: the name of the scenario the comparison measures the others against.
constexpr const char *kBaselineKey = "compare_baseline";

// `what` continues the sentence that starts with the file name: " is damaged: ...".
ProjectStoreError failure(Reason reason, const fs::path &path, std::string_view what) {
  return ProjectStoreError(reason, fmt::format("{}{}", path.string(), what));
}

// Runs `work`, turning SQLite failures into a ProjectStoreError that names the file
// and the `action` ("save scenario 'A'"). ProjectStoreErrors pass through unchanged.
template <typename Work> auto guarded(const fs::path &path, std::string_view action, Work &&work) {
  try {
    return work();
  } catch (const sqlite::Error &e) {
    const bool damaged = e.primaryCode() == SQLITE_CORRUPT || e.primaryCode() == SQLITE_NOTADB;
    throw failure(damaged ? Reason::Damaged : Reason::Failed, path,
                  fmt::format("{}cannot {}: {}", damaged ? " is damaged: " : ": ", action, e.what()));
  }
}

std::int64_t nowMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::int64_t queryInteger(sqlite3 *db, const char *sql) {
  sqlite::Statement query(db, sql);
  query.step();
  return query.integer(0);
}

std::vector<std::string> queryTexts(sqlite3 *db, const char *sql) {
  sqlite::Statement query(db, sql);
  std::vector<std::string> texts;
  while (query.step())
    texts.push_back(query.text(0));
  return texts;
}

void requireName(const fs::path &path, std::string_view kind, const std::string &name) {
  if (name.empty()) throw failure(Reason::InvalidName, path, fmt::format(": a {} needs a name", kind));
}

void markSaved(sqlite3 *db) {
  sqlite::Statement upsert(db, "INSERT INTO project_info (key, value) VALUES (?1, ?2) "
                               "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  upsert.bind(1, kSavedKey).bind(2, nowMs()).run();
}

std::int64_t savedMs(sqlite3 *db) {
  sqlite::Statement select(db, "SELECT value FROM project_info WHERE key = ?1");
  select.bind(1, kSavedKey);
  return select.step() ? select.integer(0) : 0;
}

// A scenario is a few kilobytes of JSON; 16 MB holds the notes of a book. The bound keeps every
// saved project one this version reads back well within SQLite's heap limit (kHeapLimitBytes).
constexpr std::size_t kMaxScenarioJsonBytes = 16'000'000;

// Writes a scenario at `position`; its modified time changes only when its config does. A
// scenario beyond kMaxScenarioJsonBytes is refused before anything is written.
void upsertScenario(sqlite3 *db, const fs::path &path, const std::string &name, std::int64_t position,
                    const Config &config, bool compared) {
  const std::string json = dumpConfig(config);
  if (json.size() > kMaxScenarioJsonBytes)
    throw failure(Reason::Failed, path,
                  fmt::format(": cannot save: scenario '{}' is {:.1f} MB, more than the {:.0f} MB a scenario "
                              "may be (are its notes that long?)",
                              name, json.size() / 1e6, kMaxScenarioJsonBytes / 1e6));
  sqlite::Statement upsert(db, R"sql(
      INSERT INTO scenario (name, position, config_json, modified_ms, compared) VALUES (?1, ?2, ?3, ?4, ?5)
      ON CONFLICT (name) DO UPDATE SET
        position = excluded.position,
        config_json = excluded.config_json,
        modified_ms = iif(config_json = excluded.config_json, modified_ms, excluded.modified_ms),
        compared = excluded.compared)sql");
  upsert.bind(1, name).bind(2, position).bind(3, json).bind(4, nowMs()).bind(5, compared ? 1 : 0).run();
}

Config decodeScenario(const fs::path &path, const std::string &name, const std::string &json,
                      Problems *warnings = nullptr) {
  Decoded decoded = parseConfig(json);
  if (warnings)
    for (Problem warning : decoded.warnings) {
      warning.path = fmt::format("scenario '{}': {}", name, warning.path);
      warnings->push_back(std::move(warning));
    }
  if (!decoded.config || !decoded.errors.empty()) {
    const std::string reason = decoded.errors.empty() ? "unreadable" : describe(decoded.errors.front());
    throw failure(Reason::Damaged, path,
                  fmt::format(" is damaged: scenario '{}' cannot be read: {}", name, reason));
  }
  return std::move(*decoded.config);
}

// Another instance may be mid-save: wait for it rather than fail with "database is locked".
constexpr int kBusyTimeoutMs = 5000;
// Temporary tables and sorts stay in memory and SQLite's heap is capped, so no file can make a
// query fill the disk with temporary data (a crafted view once grew /var/tmp by 20 MB/s).
constexpr sqlite3_int64 kHeapLimitBytes = 512ll << 20;

// Every connection treats the file as a stranger's (https://www.sqlite.org/security.html): the
// schema is data and nothing in it runs (no triggers, no views, no functions it names), the
// schema table cannot be written, and temporary storage is bounded.
sqlite::Database openHardened(const fs::path &path, int flags) {
  static const bool heapLimited = (sqlite3_hard_heap_limit64(kHeapLimitBytes), true);
  (void)heapLimited;
  sqlite::Database db = sqlite::openDatabase(path, flags);
  sqlite3_db_config(db.get(), SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
  sqlite3_db_config(db.get(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
  sqlite3_db_config(db.get(), SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
  sqlite3_db_config(db.get(), SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
  sqlite3_busy_timeout(db.get(), kBusyTimeoutMs);
  sqlite::execute(db.get(), "PRAGMA temp_store = MEMORY");
  return db;
}

sqlite::Database openForWriting(const fs::path &path) {
  sqlite::Database db = openHardened(path, SQLITE_OPEN_READWRITE);
  // A rollback journal makes each commit atomic without leaving -wal/-shm files beside the
  // project; FULL syncs the journal before the database is touched.
  sqlite::execute(db.get(), "PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL");
  return db;
}

void migrate(sqlite3 *db) {
  sqlite::Transaction transaction(db);
  // Read again under the write lock: another instance may have upgraded the file meanwhile.
  const auto from = queryInteger(db, "PRAGMA user_version");
  if (from >= ProjectStore::kFormat) return;
  for (auto step = from; step < ProjectStore::kFormat; ++step)
    sqlite::execute(db, kMigrations[step]);
  sqlite::execute(db, fmt::format("PRAGMA application_id = {}; PRAGMA user_version = {}",
                                  ProjectStore::kApplicationId, ProjectStore::kFormat)
                          .c_str());
  transaction.commit();
}

// Refuses a file that says it is not ours, or not a format this version reads.
void checkIdentity(const fs::path &path, std::int64_t applicationId, std::int64_t format) {
  if (applicationId != ProjectStore::kApplicationId)
    throw failure(Reason::NotAProject, path, " is not a Supernode Planner project");
  if (format > ProjectStore::kFormat)
    throw failure(Reason::NewerFormat, path,
                  fmt::format(" was written by a newer version of Supernode Planner (format {}); this "
                              "version reads format {}",
                              format, ProjectStore::kFormat));
  if (format < 0) throw failure(Reason::Damaged, path, fmt::format(" is damaged: format {}", format));
}

using SqliteHeader = std::array<unsigned char, 100>;

// A database file's header (https://www.sqlite.org/fileformat.html §1.3), read without SQLite;
// nullopt when the file does not start with one.
std::optional<SqliteHeader> readSqliteHeader(const fs::path &path) {
  constexpr std::string_view kMagic{"SQLite format 3\0", 16};
  SqliteHeader header{};
  std::ifstream file(path, std::ios::binary);
  if (!file.read(reinterpret_cast<char *>(header.data()), header.size()) ||
      std::string_view(reinterpret_cast<const char *>(header.data()), kMagic.size()) != kMagic)
    return std::nullopt;
  return header;
}

// The identity a file's header states (user_version at byte 60, application_id at 68, both
// big-endian), read without SQLite, which would first roll back a hot journal beside the file.
void checkHeaderIdentity(const fs::path &path) {
  const std::optional<SqliteHeader> read = readSqliteHeader(path);
  if (!read) throw failure(Reason::NotAProject, path, " is not a Supernode Planner project");
  const SqliteHeader &header = *read;
  const auto bigEndian = [&](std::size_t at) {
    return static_cast<std::int32_t>(std::uint32_t{header[at]} << 24 | std::uint32_t{header[at + 1]} << 16 |
                                     std::uint32_t{header[at + 2]} << 8 | std::uint32_t{header[at + 3]});
  };
  checkIdentity(path, bigEndian(68), bigEndian(60));
}

// type, name, table and SQL of every schema object, sorted.
using SchemaRows = std::vector<std::array<std::string, 4>>;

SchemaRows schemaRows(sqlite3 *db) {
  sqlite::Statement select(db, "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema "
                               "ORDER BY type, name");
  SchemaRows rows;
  while (select.step())
    rows.push_back({select.text(0), select.text(1), select.text(2), select.text(3)});
  return rows;
}

// The schema a project of `format` has: what this version's migrations create, built in memory,
// so that there is no second copy to keep in step.
SchemaRows expectedSchema(std::int64_t format) {
  sqlite::Database db = sqlite::openDatabase(":memory:", SQLITE_OPEN_READWRITE);
  for (std::int64_t step = 0; step < format; ++step)
    sqlite::execute(db.get(), kMigrations[step]);
  return schemaRows(db.get());
}

// A project holds exactly the tables, columns and indexes its format defines: no triggers, views
// or other objects a stranger could have added to run their own SQL.
void checkSchema(sqlite3 *db, const fs::path &path, std::int64_t format) {
  const SchemaRows found = schemaRows(db);
  const SchemaRows expected = expectedSchema(format);
  if (found == expected) return;
  for (const auto &row : found)
    if (std::find(expected.begin(), expected.end(), row) == expected.end())
      throw failure(Reason::Damaged, path,
                    fmt::format(" is damaged: its {} '{}' is not part of format {}", row[0], row[1], format));
  for (const bool tables : {true, false}) // a missing table before the indexes it takes along
    for (const auto &row : expected)
      if ((row[0] == "table") == tables && std::find(found.begin(), found.end(), row) == found.end())
        throw failure(Reason::Damaged, path,
                      fmt::format(" is damaged: its {} '{}' is missing", row[0], row[1]));
}

// The format of an intact project at `path`, found through a read-only connection so that a
// file this version must refuse stays byte-identical. Throws sqlite::Error when SQLite cannot
// read the file and ProjectStoreError when it reads something that is not ours to open.
int readFormat(const fs::path &path) {
  sqlite::Database db = openHardened(path, SQLITE_OPEN_READONLY);
  const auto format = queryInteger(db.get(), "PRAGMA user_version");
  checkIdentity(path, queryInteger(db.get(), "PRAGMA application_id"), format);
  checkSchema(db.get(), path, format);
  std::string verdict = queryTexts(db.get(), "PRAGMA quick_check").front();
  if (verdict == "ok") return static_cast<int>(format);
  // SQLite heads its findings with the schema name; the first finding says enough.
  constexpr std::string_view kHeading = "*** in database main ***\n";
  if (verdict.starts_with(kHeading)) verdict.erase(0, kHeading.size());
  throw failure(Reason::Damaged, path, " is damaged: " + verdict);
}

// A save killed midway leaves a hot journal that only a writer can roll back. Any SQLite
// client does this on its first read; the rollback restores the last committed content.
void rollBackInterruptedSave(const fs::path &path) {
  guarded(path, "recover from an interrupted save", [&] {
    sqlite::Database db = openHardened(path, SQLITE_OPEN_READWRITE);
    queryInteger(db.get(), "SELECT count(*) FROM sqlite_schema");
  });
}

// A file in write-ahead-log mode (header bytes 18 and 19 are 2) is read by SQLite through -wal and
// -shm files it creates beside it, and written back into when the last connection closes: one a
// stranger switched to it is refused before SQLite opens it. Projects never use it.
void refuseWriteAheadLog(const fs::path &path) {
  const std::optional<SqliteHeader> header = readSqliteHeader(path);
  if (!header || ((*header)[18] != 2 && (*header)[19] != 2)) return;
  checkHeaderIdentity(path); // a foreign or newer file says so first
  throw failure(Reason::Damaged, path,
                " is damaged: it uses SQLite's write-ahead log, which no Supernode Planner project does");
}

int inspect(const fs::path &path) {
  // SQLite would block on a FIFO and fail obscurely on a directory.
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    throw failure(Reason::NotAProject, path, " is not a Supernode Planner project (not a regular file)");
  refuseWriteAheadLog(path);
  for (bool recovered = false;; recovered = true) {
    try {
      return readFormat(path);
    } catch (const sqlite::Error &e) {
      if (e.code() == SQLITE_READONLY_ROLLBACK && !recovered) {
        checkHeaderIdentity(path); // a foreign or newer file is refused before anything writes
        rollBackInterruptedSave(path);
        continue;
      }
      if (e.primaryCode() == SQLITE_NOTADB)
        throw failure(Reason::NotAProject, path,
                      fmt::format(" is not a Supernode Planner project ({})", e.what()));
      if (e.primaryCode() == SQLITE_CORRUPT)
        throw failure(Reason::Damaged, path, fmt::format(" is damaged: {}", e.what()));
      throw failure(Reason::Failed, path, fmt::format(": cannot be read: {}", e.what()));
    }
  }
}

// The project's saved time, or nothing when it cannot be read as a project.
std::optional<std::int64_t> readSavedMs(const fs::path &path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  try {
    if (readFormat(path) == 0) return 0; // an empty file was never saved
    sqlite::Database db = openHardened(path, SQLITE_OPEN_READONLY);
    return savedMs(db.get());
  } catch (const std::exception &) {
    return std::nullopt;
  }
}

void removeStoreFiles(const fs::path &path) {
  std::error_code ignored;
  fs::remove(path, ignored);
  fs::remove(fs::path(path) += "-journal", ignored);
}

} // namespace

ProjectStore::ProjectStore(fs::path path, sqlite::Database db) : path_(std::move(path)), db_(std::move(db)) {}
ProjectStore::ProjectStore(ProjectStore &&) noexcept = default;
ProjectStore &ProjectStore::operator=(ProjectStore &&) noexcept = default;
ProjectStore::~ProjectStore() = default;

ProjectStore ProjectStore::create(const fs::path &path) {
  // "x" fails on an existing file, so two creators cannot both succeed.
  std::FILE *file = std::fopen(path.c_str(), "wbx");
  if (!file) {
    if (errno == EEXIST) throw failure(Reason::AlreadyExists, path, " already exists");
    throw failure(Reason::Failed, path, fmt::format(": cannot be created: {}", std::strerror(errno)));
  }
  std::fclose(file);
  try {
    return guarded(path, "create the project", [&] {
      sqlite::Database db = openForWriting(path);
      migrate(db.get());
      return ProjectStore(path, std::move(db));
    });
  } catch (...) {
    removeStoreFiles(path);
    throw;
  }
}

ProjectStore ProjectStore::open(const fs::path &path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) throw failure(Reason::Missing, path, " does not exist");
  const int format = inspect(path);
  return guarded(path, "open the project for writing", [&] {
    sqlite::Database db = openForWriting(path);
    if (format < kFormat) migrate(db.get());
    return ProjectStore(path, std::move(db));
  });
}

void ProjectStore::saveScenario(const std::string &name, const Config &config) {
  requireName(path_, "scenario", name);
  guarded(path_, fmt::format("save scenario '{}'", name), [&] {
    sqlite::Transaction transaction(db_.get());
    // An existing scenario keeps its place and whether it is compared; a new one goes last and is.
    sqlite::Statement place(db_.get(), R"sql(
        SELECT coalesce((SELECT position FROM scenario WHERE name = ?1),
                        (SELECT max(position) + 1 FROM scenario), 0),
               coalesce((SELECT compared FROM scenario WHERE name = ?1), 1))sql");
    place.bind(1, name).step();
    upsertScenario(db_.get(), path_, name, place.integer(0), config, place.integer(1) != 0);
    markSaved(db_.get());
    transaction.commit();
  });
}

Config ProjectStore::loadScenario(const std::string &name) const {
  const std::string json = guarded(path_, fmt::format("load scenario '{}'", name), [&] {
    sqlite::Statement select(db_.get(), "SELECT config_json FROM scenario WHERE name = ?1");
    select.bind(1, name);
    if (!select.step()) throw failure(Reason::Missing, path_, fmt::format(" has no scenario '{}'", name));
    return select.text(0);
  });
  return decodeScenario(path_, name, json);
}

std::vector<std::string> ProjectStore::scenarioNames() const {
  return guarded(path_, "list scenarios",
                 [&] { return queryTexts(db_.get(), "SELECT name FROM scenario ORDER BY position, name"); });
}

std::chrono::system_clock::time_point ProjectStore::scenarioModified(const std::string &name) const {
  const std::int64_t ms = guarded(path_, fmt::format("read scenario '{}'", name), [&] {
    sqlite::Statement select(db_.get(), "SELECT modified_ms FROM scenario WHERE name = ?1");
    select.bind(1, name);
    if (!select.step()) throw failure(Reason::Missing, path_, fmt::format(" has no scenario '{}'", name));
    return select.integer(0);
  });
  return std::chrono::system_clock::time_point(std::chrono::milliseconds(ms));
}

void ProjectStore::removeScenario(const std::string &name) {
  guarded(path_, fmt::format("remove scenario '{}'", name), [&] {
    sqlite::Transaction transaction(db_.get());
    sqlite::Statement remove(db_.get(), "DELETE FROM scenario WHERE name = ?1");
    remove.bind(1, name).run();
    if (sqlite3_changes(db_.get()) == 0)
      throw failure(Reason::Missing, path_, fmt::format(" has no scenario '{}'", name));
    sqlite::Statement(db_.get(), "DELETE FROM cached_result WHERE scenario = ?1").bind(1, name).run();
    markSaved(db_.get());
    transaction.commit();
  });
}

void ProjectStore::renameScenario(const std::string &from, const std::string &to) {
  requireName(path_, "scenario", to);
  guarded(path_, fmt::format("rename scenario '{}' to '{}'", from, to), [&] {
    sqlite::Transaction transaction(db_.get());
    sqlite::Statement taken(db_.get(), "SELECT 1 FROM scenario WHERE name = ?1");
    if (taken.bind(1, to).step())
      throw failure(Reason::AlreadyExists, path_, fmt::format(" already has a scenario '{}'", to));
    sqlite::Statement rename(db_.get(), "UPDATE scenario SET name = ?2 WHERE name = ?1");
    rename.bind(1, from).bind(2, to).run();
    if (sqlite3_changes(db_.get()) == 0)
      throw failure(Reason::Missing, path_, fmt::format(" has no scenario '{}'", from));
    sqlite::Statement(db_.get(), "UPDATE cached_result SET scenario = ?2 WHERE scenario = ?1")
        .bind(1, from)
        .bind(2, to)
        .run();
    sqlite::Statement(db_.get(), "UPDATE project_info SET value = ?2 WHERE key = ?3 AND value = ?1")
        .bind(1, from)
        .bind(2, to)
        .bind(3, kBaselineKey)
        .run();
    markSaved(db_.get());
    transaction.commit();
  });
}

void ProjectStore::saveAll(const std::vector<Scenario> &scenarios) { saveAll(scenarios, nullptr); }

void ProjectStore::saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> &criteria) {
  saveAll(scenarios, &criteria);
}

void ProjectStore::saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> &criteria,
                           const ReportOptions &report) {
  saveAll(scenarios, &criteria, &report);
}

void ProjectStore::saveAll(const std::vector<Scenario> &scenarios, const std::vector<CriteriaSet> *criteria,
                           const ReportOptions *report) {
  guarded(path_, "save the project", [&] {
    sqlite::Transaction transaction(db_.get());
    std::set<std::string> kept;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      const Scenario &scenario = scenarios[i];
      requireName(path_, "scenario", scenario.name);
      if (!kept.insert(scenario.name).second)
        throw failure(Reason::InvalidName, path_,
                      fmt::format(": cannot save: two scenarios are named '{}'", scenario.name));
      upsertScenario(db_.get(), path_, scenario.name, static_cast<std::int64_t>(i), scenario.config,
                     scenario.compared);
    }
    sqlite::Statement remove(db_.get(), "DELETE FROM scenario WHERE name = ?1");
    for (const std::string &name : queryTexts(db_.get(), "SELECT name FROM scenario")) {
      if (kept.count(name)) continue;
      remove.bind(1, name).run();
      remove.reset();
    }
    const auto baseline =
        std::find_if(scenarios.begin(), scenarios.end(), [](const Scenario &s) { return s.baseline; });
    sqlite::Statement keep(db_.get(), baseline == scenarios.end()
                                          ? "DELETE FROM project_info WHERE key = ?1"
                                          : "INSERT INTO project_info (key, value) VALUES (?1, ?2) "
                                            "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    keep.bind(1, kBaselineKey);
    if (baseline != scenarios.end()) keep.bind(2, baseline->name);
    keep.run();
    // Also drops results cached for scenarios that were never saved.
    sqlite::execute(db_.get(), "DELETE FROM cached_result WHERE scenario NOT IN (SELECT name FROM scenario)");
    if (criteria) replaceCriteriaSets(*criteria);
    if (report) replaceReportOptions(*report);
    markSaved(db_.get());
    transaction.commit();
  });
}

void ProjectStore::replaceCriteriaSets(const std::vector<CriteriaSet> &criteria) {
  std::set<std::string> kept;
  sqlite::execute(db_.get(), "DELETE FROM criteria_set");
  sqlite::Statement insert(db_.get(), "INSERT INTO criteria_set (name, criteria_json) VALUES (?1, ?2)");
  for (const CriteriaSet &set : criteria) {
    requireName(path_, "criteria set", set.name);
    if (!kept.insert(set.name).second)
      throw failure(Reason::InvalidName, path_,
                    fmt::format(": cannot save: two criteria sets are named '{}'", set.name));
    insert.bind(1, set.name).bind(2, dumpCriteriaSet(set)).run();
    insert.reset();
  }
}

void ProjectStore::replaceReportOptions(const ReportOptions &report) {
  sqlite::Statement upsert(db_.get(), "INSERT INTO project_info (key, value) VALUES (?1, ?2) "
                                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  upsert.bind(1, kReportKey).bind(2, reportOptionsJson(report)).run();
  sqlite::Statement logo(db_.get(), report.logo.empty()
                                        ? "DELETE FROM project_info WHERE key = ?1"
                                        : "INSERT INTO project_info (key, value) VALUES (?1, ?2) "
                                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  logo.bind(1, kLogoKey);
  if (!report.logo.empty()) logo.bindBlob(2, report.logo);
  logo.run();
}

ReportOptions ProjectStore::loadReportOptions() const {
  return guarded(path_, "load the report's options", [&] {
    sqlite::Statement select(db_.get(), "SELECT value FROM project_info WHERE key = ?1");
    select.bind(1, kReportKey);
    if (!select.step()) return ReportOptions{};
    ReportOptions options;
    try {
      options = parseReportOptions(select.text(0));
    } catch (const std::invalid_argument &e) {
      throw failure(Reason::Damaged, path_,
                    fmt::format(": the report's options cannot be read: {}", e.what()));
    }
    sqlite::Statement logo(db_.get(), "SELECT value FROM project_info WHERE key = ?1");
    logo.bind(1, kLogoKey);
    if (logo.step()) options.logo = logo.blob(0);
    return options;
  });
}

std::vector<CriteriaSet> ProjectStore::loadCriteriaSets() const {
  std::vector<CriteriaSet> sets;
  for (const std::string &name : criteriaSetNames()) {
    DecodedCriteria decoded = parseCriteriaSet(loadCriteriaSet(name));
    if (!decoded.set)
      throw failure(
          Reason::Damaged, path_,
          fmt::format(": criteria set '{}' cannot be read: {}", name, describe(decoded.errors.front())));
    sets.push_back(std::move(*decoded.set));
  }
  return sets;
}

std::vector<Scenario> ProjectStore::loadAll(Problems *warnings) const {
  const auto rows = guarded(path_, "load the project", [&] {
    // Sorted by name alone, then read one by one: a sort that carried the configurations would
    // copy them all into SQLite's capped heap (a 125 MB scenario saved but could not be opened).
    sqlite::Statement order(db_.get(), "SELECT name FROM scenario ORDER BY position, name");
    std::vector<std::string> names;
    while (order.step())
      names.push_back(order.text(0));
    struct Row {
      std::string name, json;
      bool compared;
    };
    std::vector<Row> stored;
    sqlite::Statement select(db_.get(), "SELECT config_json, compared FROM scenario WHERE name = ?1");
    for (const std::string &name : names) {
      select.reset();
      select.bind(1, name);
      if (select.step()) stored.push_back({name, select.text(0), select.integer(1) != 0});
    }
    sqlite::Statement baseline(db_.get(), "SELECT value FROM project_info WHERE key = ?1");
    baseline.bind(1, kBaselineKey);
    return std::pair(stored, baseline.step() ? baseline.text(0) : std::string());
  });
  std::vector<Scenario> scenarios;
  scenarios.reserve(rows.first.size());
  for (const auto &row : rows.first)
    scenarios.push_back({row.name, decodeScenario(path_, row.name, row.json, warnings), row.compared,
                         row.name == rows.second});
  return scenarios;
}

void ProjectStore::saveCriteriaSet(const std::string &name, std::string_view json) {
  requireName(path_, "criteria set", name);
  guarded(path_, fmt::format("save criteria set '{}'", name), [&] {
    sqlite::Transaction transaction(db_.get());
    sqlite::Statement(db_.get(), "INSERT INTO criteria_set (name, criteria_json) VALUES (?1, ?2) "
                                 "ON CONFLICT (name) DO UPDATE SET criteria_json = excluded.criteria_json")
        .bind(1, name)
        .bind(2, json)
        .run();
    markSaved(db_.get());
    transaction.commit();
  });
}

std::string ProjectStore::loadCriteriaSet(const std::string &name) const {
  return guarded(path_, fmt::format("load criteria set '{}'", name), [&] {
    sqlite::Statement select(db_.get(), "SELECT criteria_json FROM criteria_set WHERE name = ?1");
    if (!select.bind(1, name).step())
      throw failure(Reason::Missing, path_, fmt::format(" has no criteria set '{}'", name));
    return select.text(0);
  });
}

std::vector<std::string> ProjectStore::criteriaSetNames() const {
  return guarded(path_, "list criteria sets",
                 [&] { return queryTexts(db_.get(), "SELECT name FROM criteria_set ORDER BY name"); });
}

void ProjectStore::removeCriteriaSet(const std::string &name) {
  guarded(path_, fmt::format("remove criteria set '{}'", name), [&] {
    sqlite::Transaction transaction(db_.get());
    sqlite::Statement(db_.get(), "DELETE FROM criteria_set WHERE name = ?1").bind(1, name).run();
    if (sqlite3_changes(db_.get()) == 0)
      throw failure(Reason::Missing, path_, fmt::format(" has no criteria set '{}'", name));
    markSaved(db_.get());
    transaction.commit();
  });
}

void ProjectStore::putCachedResult(const std::string &scenario, const std::string &fingerprint,
                                   std::string_view json) {
  guarded(path_, fmt::format("cache a result of scenario '{}'", scenario), [&] {
    sqlite::Statement(db_.get(), R"sql(
        INSERT INTO cached_result (scenario, fingerprint, result_json) VALUES (?1, ?2, ?3)
        ON CONFLICT (scenario, fingerprint) DO UPDATE SET result_json = excluded.result_json)sql")
        .bind(1, scenario)
        .bind(2, fingerprint)
        .bind(3, json)
        .run();
  });
}

std::optional<std::string> ProjectStore::cachedResult(const std::string &scenario,
                                                      const std::string &fingerprint) const {
  return guarded(path_, fmt::format("read a cached result of scenario '{}'", scenario),
                 [&]() -> std::optional<std::string> {
                   sqlite::Statement select(db_.get(), "SELECT result_json FROM cached_result "
                                                       "WHERE scenario = ?1 AND fingerprint = ?2");
                   if (!select.bind(1, scenario).bind(2, fingerprint).step()) return std::nullopt;
                   return select.text(0);
                 });
}

fs::path ProjectStore::autosavePath(const fs::path &projectPath) {
  return fs::path(projectPath) += ".autosave";
}

void ProjectStore::writeAutosave(const fs::path &projectPath, const std::vector<Scenario> &scenarios,
                                 const std::vector<CriteriaSet> &criteria, const ReportOptions &report) {
  const fs::path target = autosavePath(projectPath);
  const fs::path temporary = fs::path(target) += ".tmp";
  removeStoreFiles(temporary); // left behind if an earlier autosave was cut short
  try {
    create(temporary).saveAll(scenarios, criteria, report); // closes here: complete and synced on disk
    fs::rename(temporary, target);                          // atomic: readers see the old or the new autosave
  } catch (const fs::filesystem_error &e) {
    removeStoreFiles(temporary);
    throw failure(Reason::Failed, target, fmt::format(": cannot be written: {}", e.code().message()));
  } catch (...) {
    removeStoreFiles(temporary);
    throw;
  }
}

bool ProjectStore::hasNewerAutosave(const fs::path &projectPath) {
  return autosaveState(projectPath) == AutosaveState::Newer;
}

ProjectStore::AutosaveState ProjectStore::autosaveState(const fs::path &projectPath) {
  const fs::path autosave = autosavePath(projectPath);
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(autosave, ec))) return AutosaveState::None;
  const std::optional<std::int64_t> autosaved = readSavedMs(autosave);
  if (!autosaved) return AutosaveState::Unreadable;
  const std::optional<std::int64_t> saved = readSavedMs(projectPath);
  // Within the same millisecond, offering a needless recovery beats losing edits.
  return !saved || *autosaved >= *saved ? AutosaveState::Newer : AutosaveState::Older;
}

fs::path ProjectStore::setAutosaveAside(const fs::path &projectPath) {
  const fs::path autosave = autosavePath(projectPath);
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%S", &local);
  fs::path aside = fs::path(autosave) += fmt::format(".unreadable-{}", stamp);
  for (int n = 2; fs::exists(fs::symlink_status(aside)); ++n)
    aside = fs::path(autosave) += fmt::format(".unreadable-{}-{}", stamp, n);
  std::error_code ec;
  fs::rename(autosave, aside, ec);
  if (ec) throw failure(Reason::Failed, autosave, fmt::format(": cannot be set aside: {}", ec.message()));
  return aside;
}

void ProjectStore::discardAutosave(const fs::path &projectPath) {
  const fs::path autosave = autosavePath(projectPath);
  if (readSavedMs(autosave)) removeStoreFiles(autosave);
  removeStoreFiles(fs::path(autosave) += ".tmp");
}

} // namespace snp::model

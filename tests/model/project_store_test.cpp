#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "model/ProjectStore.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace snp::model;
namespace fs = std::filesystem;
using Reason = ProjectStoreError::Reason;

namespace {

std::string readBytes(const fs::path &path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const fs::path &path, const std::string &bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// Runs SQL on a file behind the store's back, to forge the files it must cope with.
void runSql(const fs::path &path, const std::string &sql) {
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char *error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  EXPECT_EQ(rc, SQLITE_OK) << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

std::int64_t queryInteger(const fs::path &path, const char *sql) {
  sqlite3 *db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt *statement = nullptr;
  std::int64_t value = -1;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) == SQLITE_OK &&
      sqlite3_step(statement) == SQLITE_ROW)
    value = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  sqlite3_close(db);
  return value;
}

// Default configs with fields of every kind changed, so a field the store or codec drops shows.
Config variant(int i) {
  Config config;
  config.id = fmt::format("variant-{}", i);
  config.name = fmt::format("Variant {} – “quoted”, ünïcode", i);
  config.notes = "line one\nline two\twith tab and \"quotes\"";
  config.accelerator.peak_flops[static_cast<std::size_t>(Precision::BF16)] = 989.4e12 + i;
  config.accelerator.hbm_capacity_B = 80e9 * (i + 1);
  config.accelerator.scaleup_link_latency_s = 1.0 / 3.0 * 1e-6;
  config.node.accelerators = 4 + i;
  config.cabinet.nodes = 18;
  config.layout.cabinets = 2 * i + 1;
  config.network.scale_up.kind = TopologyKind::Torus;
  config.network.scale_up.torus.dims = {4, 4, i + 2};
  config.network.scale_up.torus.wrap = {true, false, i % 2 == 0};
  config.network.scale_out.kind = TopologyKind::FatTree;
  config.network.scale_out.fat_tree = {64, 3, 1.5};
  config.cooling.kind = CoolingKind::ColdPlate;
  config.cooling.liquid_fraction = 0.85;
  config.site.climate = {{-5.5, 1000}, {30.25, 7760.0 - i}};
  config.reliability.failure_rates = {{"gpu", 1e-5 * (i + 1)}, {"nic", 3e-7}};
  config.reliability.checkpoint_optimal = i % 2 == 1;
  config.workload.kind = WorkloadKind::Custom;
  config.workload.custom.flops_per_sample = 1.5e15;
  config.workload.precision = Precision::FP8;
  config.workload.parallelism.recompute = Recompute::Selective;
  config.workload.parallelism.sequence_parallel = true;
  return config;
}

std::vector<Scenario> variants(int count) {
  std::vector<Scenario> scenarios;
  for (int i = 0; i < count; ++i)
    scenarios.push_back({fmt::format("Scenario {}", i), variant(i)});
  return scenarios;
}

template <typename Action> ProjectStoreError errorOf(Action &&action) {
  try {
    action();
  } catch (const ProjectStoreError &e) {
    return e;
  }
  ADD_FAILURE() << "no ProjectStoreError was thrown";
  return ProjectStoreError(Reason::Failed, "");
}

class ProjectStoreTest : public testing::Test {
protected:
  void SetUp() override {
    const auto *test = testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / fmt::format("snp-store-{}-{}", test->name(), getpid());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path file(const std::string &name) const { return dir_ / name; }

  // A valid project with a few scenarios, closed again.
  fs::path savedProject(const std::string &name = "project.snp") const {
    const fs::path path = file(name);
    ProjectStore::create(path).saveAll(variants(6));
    return path;
  }

  // open() must refuse the file for `reason`, say so naming the file, and leave it as it was.
  void expectRefused(const fs::path &path, Reason reason, const std::string &phrase) const {
    const std::string before = readBytes(path);
    const ProjectStoreError error = errorOf([&] { ProjectStore::open(path); });
    EXPECT_EQ(error.reason(), reason) << error.what();
    EXPECT_PRED_FORMAT2(testing::IsSubstring, path.string(), error.what());
    EXPECT_PRED_FORMAT2(testing::IsSubstring, phrase, error.what());
    EXPECT_EQ(readBytes(path), before);
    EXPECT_EQ(fs::directory_entry(path.string() + "-journal").exists(), false);
  }

  fs::path dir_;
};

TEST_F(ProjectStoreTest, ScenariosRoundTripThroughTheFileInListOrder) {
  const fs::path path = file("round-trip.snp");
  std::vector<Scenario> saved = variants(4);
  for (const Config &preset : presets())
    saved.push_back({preset.id, preset});
  {
    ProjectStore store = ProjectStore::create(path);
    for (const Scenario &scenario : saved)
      store.saveScenario(scenario.name, scenario.config);
  }
  const ProjectStore store = ProjectStore::open(path);
  std::vector<std::string> names;
  for (const Scenario &scenario : saved) {
    names.push_back(scenario.name);
    EXPECT_EQ(store.loadScenario(scenario.name), scenario.config) << scenario.name;
  }
  EXPECT_EQ(store.scenarioNames(), names);
  EXPECT_EQ(store.loadAll(), saved);
}

TEST_F(ProjectStoreTest, EveryPresetRoundTrips) {
  ASSERT_FALSE(presets().empty());
  ProjectStore store = ProjectStore::create(file("presets.snp"));
  for (const Config &preset : presets()) {
    store.saveScenario(preset.id, preset);
    EXPECT_EQ(store.loadScenario(preset.id), preset) << preset.id;
  }
}

TEST_F(ProjectStoreTest, CreateRefusesAnExistingFile) {
  const fs::path path = savedProject();
  const std::string before = readBytes(path);
  const ProjectStoreError error = errorOf([&] { ProjectStore::create(path); });
  EXPECT_EQ(error.reason(), Reason::AlreadyExists);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "already exists", error.what());
  EXPECT_EQ(readBytes(path), before);
}

TEST_F(ProjectStoreTest, OpenReportsAMissingFile) {
  const fs::path path = file("nowhere.snp");
  const ProjectStoreError error = errorOf([&] { ProjectStore::open(path); });
  EXPECT_EQ(error.reason(), Reason::Missing);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, path.string(), error.what());
  EXPECT_FALSE(fs::exists(path));
}

TEST_F(ProjectStoreTest, ResavingKeepsThePlaceAndTouchesTheTimeOnlyOnChange) {
  ProjectStore store = ProjectStore::create(file("resave.snp"));
  store.saveScenario("A", variant(0));
  store.saveScenario("B", variant(1));
  const auto firstSaved = store.scenarioModified("A");

  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  store.saveScenario("A", variant(0));
  EXPECT_EQ(store.scenarioModified("A"), firstSaved);

  store.saveScenario("A", variant(2));
  EXPECT_GT(store.scenarioModified("A"), firstSaved);
  EXPECT_EQ(store.loadScenario("A"), variant(2));
  EXPECT_EQ(store.scenarioNames(), (std::vector<std::string>{"A", "B"}));
}

TEST_F(ProjectStoreTest, RenameKeepsPlaceConfigAndCachedResults) {
  ProjectStore store = ProjectStore::create(file("rename.snp"));
  store.saveScenario("A", variant(0));
  store.saveScenario("B", variant(1));
  store.putCachedResult("A", "fp-a", R"({"step_s": 1.5})");

  store.renameScenario("A", "C");
  EXPECT_EQ(store.scenarioNames(), (std::vector<std::string>{"C", "B"}));
  EXPECT_EQ(store.loadScenario("C"), variant(0));
  EXPECT_EQ(store.cachedResult("C", "fp-a"), R"({"step_s": 1.5})");
  EXPECT_EQ(store.cachedResult("A", "fp-a"), std::nullopt);
  EXPECT_EQ(errorOf([&] { store.loadScenario("A"); }).reason(), Reason::Missing);

  EXPECT_EQ(errorOf([&] { store.renameScenario("C", "B"); }).reason(), Reason::AlreadyExists);
  EXPECT_EQ(errorOf([&] { store.renameScenario("A", "D"); }).reason(), Reason::Missing);
  EXPECT_EQ(errorOf([&] { store.renameScenario("C", ""); }).reason(), Reason::InvalidName);
  EXPECT_EQ(store.loadScenario("B"), variant(1));
}

TEST_F(ProjectStoreTest, RemoveDropsTheScenarioAndItsCachedResults) {
  ProjectStore store = ProjectStore::create(file("remove.snp"));
  store.saveScenario("A", variant(0));
  store.saveScenario("B", variant(1));
  store.putCachedResult("A", "fp", "{}");

  store.removeScenario("A");
  EXPECT_EQ(store.scenarioNames(), std::vector<std::string>{"B"});
  EXPECT_EQ(store.cachedResult("A", "fp"), std::nullopt);
  EXPECT_EQ(errorOf([&] { store.removeScenario("A"); }).reason(), Reason::Missing);

  // A new scenario of the old name does not inherit the old results.
  store.saveScenario("A", variant(0));
  EXPECT_EQ(store.cachedResult("A", "fp"), std::nullopt);
  EXPECT_EQ(store.scenarioNames(), (std::vector<std::string>{"B", "A"}));
}

TEST_F(ProjectStoreTest, CriteriaSetsAreStoredVerbatim) {
  const fs::path path = file("criteria.snp");
  const std::string cost = R"({"weights": {"cost": 0.7, "mfu": 0.3}})";
  {
    ProjectStore store = ProjectStore::create(path);
    store.saveCriteriaSet("throughput", R"({"weights": {"mfu": 1}})");
    store.saveCriteriaSet("cost", "{}");
    store.saveCriteriaSet("cost", cost);
  }
  ProjectStore store = ProjectStore::open(path);
  EXPECT_EQ(store.criteriaSetNames(), (std::vector<std::string>{"cost", "throughput"}));
  EXPECT_EQ(store.loadCriteriaSet("cost"), cost);

  store.removeCriteriaSet("throughput");
  EXPECT_EQ(store.criteriaSetNames(), std::vector<std::string>{"cost"});
  EXPECT_EQ(errorOf([&] { store.loadCriteriaSet("throughput"); }).reason(), Reason::Missing);
  EXPECT_EQ(errorOf([&] { store.removeCriteriaSet("throughput"); }).reason(), Reason::Missing);
  EXPECT_EQ(errorOf([&] { store.saveCriteriaSet("", "{}"); }).reason(), Reason::InvalidName);
}

TEST_F(ProjectStoreTest, SaveAllKeepsExactlyTheGivenCriteriaSetsDecoded) {
  const fs::path path = savedProject();
  CriteriaSet strict = defaultCriteriaSet();
  strict.name = "strict";
  strict.rules[3].threshold = 1.05;
  {
    ProjectStore store = ProjectStore::open(path);
    store.saveCriteriaSet("stale", "{}");
    store.saveAll(variants(2), {defaultCriteriaSet(), strict});
  }
  const ProjectStore store = ProjectStore::open(path);
  EXPECT_EQ(store.loadCriteriaSets(), (std::vector<CriteriaSet>{defaultCriteriaSet(), strict}));
  EXPECT_EQ(errorOf([&] {
              ProjectStore::open(path).saveAll(variants(1), {strict, strict});
            }).reason(),
            Reason::InvalidName);
  EXPECT_EQ(ProjectStore::open(path).loadCriteriaSets().size(), 2u); // the failed save changed nothing
  ProjectStore::open(path).saveCriteriaSet("broken", "{}");
  EXPECT_EQ(errorOf([&] { ProjectStore::open(path).loadCriteriaSets(); }).reason(), Reason::Damaged);
}

TEST_F(ProjectStoreTest, CachedResultsAreKeyedByScenarioAndFingerprint) {
  const fs::path path = file("cache.snp");
  {
    ProjectStore store = ProjectStore::create(path);
    store.saveScenario("A", variant(0));
    store.saveScenario("B", variant(1));
    store.putCachedResult("A", "fp-1", R"({"mfu": 0.41})");
    store.putCachedResult("A", "fp-2", R"({"mfu": 0.38})");
    store.putCachedResult("B", "fp-1", R"({"mfu": 0.55})");
    store.putCachedResult("A", "fp-1", R"({"mfu": 0.42})");
  }
  const ProjectStore store = ProjectStore::open(path);
  EXPECT_EQ(store.cachedResult("A", "fp-1"), R"({"mfu": 0.42})");
  EXPECT_EQ(store.cachedResult("A", "fp-2"), R"({"mfu": 0.38})");
  EXPECT_EQ(store.cachedResult("B", "fp-1"), R"({"mfu": 0.55})");
  EXPECT_EQ(store.cachedResult("B", "fp-2"), std::nullopt);
}

TEST_F(ProjectStoreTest, SaveAllMakesTheListExactlyTheGivenOne) {
  ProjectStore store = ProjectStore::create(file("save-all.snp"));
  store.saveAll({{"A", variant(0)}, {"B", variant(1)}, {"C", variant(2)}});
  store.putCachedResult("A", "fp", "{}");
  store.putCachedResult("B", "fp", "{}");
  store.putCachedResult("never saved", "fp", "{}");

  const std::vector<Scenario> next = {{"C", variant(3)}, {"A", variant(0)}};
  store.saveAll(next);
  EXPECT_EQ(store.loadAll(), next);
  EXPECT_EQ(store.cachedResult("A", "fp"), "{}");
  EXPECT_EQ(store.cachedResult("B", "fp"), std::nullopt);
  EXPECT_EQ(store.cachedResult("never saved", "fp"), std::nullopt);

  store.saveAll({});
  EXPECT_TRUE(store.scenarioNames().empty());
}

TEST_F(ProjectStoreTest, AFailedSaveAllLeavesThePreviousContent) {
  const fs::path path = file("failed-save.snp");
  const std::vector<Scenario> before = {{"A", variant(0)}, {"B", variant(1)}};
  ProjectStore store = ProjectStore::create(path);
  store.saveAll(before);

  // Both failures come after "A" was already rewritten inside the transaction.
  const ProjectStoreError unnamed = errorOf([&] {
    store.saveAll({{"A", variant(5)}, {"", variant(6)}, {"C", variant(7)}});
  });
  EXPECT_EQ(unnamed.reason(), Reason::InvalidName);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "needs a name", unnamed.what());
  const ProjectStoreError duplicate = errorOf([&] {
    store.saveAll({{"A", variant(5)}, {"C", variant(6)}, {"A", variant(7)}});
  });
  EXPECT_EQ(duplicate.reason(), Reason::InvalidName);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "'A'", duplicate.what());

  EXPECT_EQ(store.loadAll(), before);
  EXPECT_EQ(ProjectStore::open(path).loadAll(), before);
  // The store is still usable after a rolled-back save.
  store.saveScenario("C", variant(7));
  EXPECT_EQ(store.scenarioNames(), (std::vector<std::string>{"A", "B", "C"}));
}

TEST_F(ProjectStoreTest, RefusesGarbageBytes) {
  const fs::path path = file("garbage.snp");
  std::mt19937 random(7);
  std::string garbage(8192, '\0');
  for (char &byte : garbage)
    byte = static_cast<char>(random());
  writeBytes(path, garbage);
  expectRefused(path, Reason::NotAProject, "is not a Supernode Planner project");
}

TEST_F(ProjectStoreTest, RefusesAnEmptyFile) {
  const fs::path path = file("empty.snp");
  writeBytes(path, "");
  expectRefused(path, Reason::NotAProject, "is not a Supernode Planner project");
}

TEST_F(ProjectStoreTest, RefusesATruncatedProject) {
  const fs::path path = savedProject();
  const std::string whole = readBytes(path);
  ASSERT_GT(whole.size(), 4u * 4096u); // several pages, so half loses tables' pages
  writeBytes(path, whole.substr(0, whole.size() / 2));
  expectRefused(path, Reason::Damaged, "is damaged: ");
}

TEST_F(ProjectStoreTest, RefusesAProjectWithADamagedPage) {
  const fs::path path = savedProject();
  // An index page that opening the file does not read, so only the integrity check finds it.
  const auto page =
      queryInteger(path, "SELECT rootpage FROM sqlite_schema WHERE name = 'sqlite_autoindex_scenario_1'");
  const auto pageSize = queryInteger(path, "PRAGMA page_size");
  std::string bytes = readBytes(path);
  ASSERT_GT(page, 1);
  ASSERT_LE(page * pageSize, static_cast<std::int64_t>(bytes.size()));
  for (auto i = (page - 1) * pageSize; i < page * pageSize; ++i)
    bytes[i] = static_cast<char>(i * 37 + 11);
  writeBytes(path, bytes);
  expectRefused(path, Reason::Damaged, "is damaged: ");
}

TEST_F(ProjectStoreTest, RefusesSqliteFilesOfOtherApplications) {
  const fs::path geoPackage = file("map.gpkg");
  runSql(geoPackage, "PRAGMA application_id = 1196444487; CREATE TABLE gpkg_contents (table_name TEXT);");
  expectRefused(geoPackage, Reason::NotAProject, "is not a Supernode Planner project");

  const fs::path plain = file("plain.db");
  runSql(plain, "CREATE TABLE scenario (name TEXT); PRAGMA user_version = 1;");
  expectRefused(plain, Reason::NotAProject, "is not a Supernode Planner project");
}

// A file in write-ahead-log mode (header bytes 18 and 19 are 2) is read by SQLite only through a
// -wal and -shm file beside it, and the last connection to close checkpoints into it: opening one
// to refuse it rewrote it. Refused as it is, nothing written beside it.
TEST_F(ProjectStoreTest, AProjectInWalModeIsRefusedUntouched) {
  for (const char *version : {"PRAGMA user_version = 7", "PRAGMA user_version = 2"}) {
    const fs::path path = savedProject();
    runSql(path, std::string("PRAGMA journal_mode = WAL; ") + version);
    ASSERT_EQ(readBytes(path).at(18), 2) << "the header says WAL";
    const std::string before = readBytes(path);
    const ProjectStoreError error = errorOf([&] { ProjectStore::open(path); });
    EXPECT_PRED_FORMAT2(testing::IsSubstring, path.string(), error.what());
    EXPECT_TRUE(readBytes(path) == before) << version << ": the file was rewritten";
    EXPECT_FALSE(fs::exists(path.string() + "-wal")) << version;
    EXPECT_FALSE(fs::exists(path.string() + "-shm")) << version;
    fs::remove(path);
  }
}

TEST_F(ProjectStoreTest, RefusesAProjectOfANewerFormat) {
  const fs::path path = savedProject();
  runSql(path, "PRAGMA user_version = 7");
  expectRefused(
      path, Reason::NewerFormat,
      "was written by a newer version of Supernode Planner (format 7); this version reads format 2");
}

// A project file from a stranger may carry its own SQL: triggers that fire on Save (one deleted 8
// of 9 scenarios while Save reported success), views that grow temporary files without end,
// altered tables. Open checks the schema against its format's exact one and refuses, untouched.
TEST_F(ProjectStoreTest, RefusesAProjectCarryingItsOwnSql) {
  const struct {
    const char *sql;
    const char *phrase;
  } kForgeries[] = {
      {"CREATE TRIGGER wipe AFTER UPDATE ON scenario BEGIN DELETE FROM scenario; END",
       "is damaged: its trigger 'wipe' is not part of format 2"},
      {"CREATE VIEW grow AS SELECT * FROM scenario a, scenario b, scenario c ORDER BY random()",
       "is damaged: its view 'grow' is not part of format 2"},
      {"CREATE INDEX by_time ON scenario (modified_ms)",
       "is damaged: its index 'by_time' is not part of format 2"},
      {"ALTER TABLE scenario ADD COLUMN extra TEXT",
       "is damaged: its table 'scenario' is not part of format 2"},
      {"CREATE TABLE other (x)", "is damaged: its table 'other' is not part of format 2"},
      {"DROP TABLE cached_result", "is damaged: its table 'cached_result' is missing"},
  };
  for (const auto &forgery : kForgeries) {
    const fs::path path =
        savedProject(std::string("forged-") + std::to_string(&forgery - kForgeries) + ".snp");
    runSql(path, forgery.sql);
    expectRefused(path, Reason::Damaged, forgery.phrase);
  }
}

// A format-0 file (an empty project) with tables in it was migrated, then refused.
TEST_F(ProjectStoreTest, RefusesAFormatZeroFileThatIsNotEmpty) {
  const fs::path path = file("format-0.snp");
  runSql(path, fmt::format("PRAGMA application_id = {}; CREATE TABLE scenario (name TEXT);",
                           ProjectStore::kApplicationId));
  expectRefused(path, Reason::Damaged, "its table 'scenario' is not part of format 0");
}

// Leaves `path` with a hot journal: a child process updates it in a transaction small enough in
// cache to spill pages into the file, and dies before it commits.
void leaveHotJournal(const fs::path &path, const char *update) {
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    sqlite3 *db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_exec(db, "PRAGMA cache_size = 1; BEGIN", nullptr, nullptr, nullptr);
    sqlite3_exec(db, update, nullptr, nullptr, nullptr);
    _exit(0); // no COMMIT, no close: the journal stays, hot
  }
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_GT(fs::file_size(path.string() + "-journal"), 0u);
}

// SQLite rolls a hot journal back on the first read; for a file this version must refuse, that
// changed the file (and deleted the journal) before the refusal.
TEST_F(ProjectStoreTest, AHotJournalBesideAFileItRefusesIsLeftAlone) {
  const fs::path newer = savedProject("newer.snp");
  runSql(newer, "PRAGMA user_version = 7");
  leaveHotJournal(newer, "UPDATE scenario SET config_json = config_json || randomblob(9000)");

  const fs::path foreign = file("foreign.db");
  runSql(foreign,
         "CREATE TABLE t (x); INSERT INTO t SELECT randomblob(4000) FROM "
         "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50) SELECT i FROM n)");
  leaveHotJournal(foreign, "UPDATE t SET x = randomblob(5000)");

  for (const auto &[path, reason] :
       {std::pair{newer, Reason::NewerFormat}, std::pair{foreign, Reason::NotAProject}}) {
    const std::string file = readBytes(path), journal = readBytes(path.string() + "-journal");
    EXPECT_EQ(errorOf([&] { ProjectStore::open(path); }).reason(), reason);
    EXPECT_EQ(readBytes(path), file) << path;
    EXPECT_EQ(readBytes(path.string() + "-journal"), journal) << path;
  }
}

TEST_F(ProjectStoreTest, ReportsAScenarioWhoseJsonIsDamaged) {
  const fs::path path = savedProject();
  runSql(path, "UPDATE scenario SET config_json = '{\"schema\": 1, \"name\": ' WHERE name = 'Scenario 1'");
  const ProjectStore store = ProjectStore::open(path);
  EXPECT_EQ(store.loadScenario("Scenario 0"), variant(0));
  const ProjectStoreError error = errorOf([&] { store.loadScenario("Scenario 1"); });
  EXPECT_EQ(error.reason(), Reason::Damaged);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "scenario 'Scenario 1' cannot be read", error.what());
  EXPECT_EQ(errorOf([&] { store.loadAll(); }).reason(), Reason::Damaged);
}

TEST_F(ProjectStoreTest, OpenUpgradesAnEmptyFormatZeroProject) {
  const fs::path path = file("format-0.snp");
  runSql(path, fmt::format("PRAGMA application_id = {}", ProjectStore::kApplicationId));
  ASSERT_EQ(queryInteger(path, "PRAGMA user_version"), 0);
  {
    ProjectStore store = ProjectStore::open(path);
    EXPECT_TRUE(store.scenarioNames().empty());
    store.saveScenario("A", variant(0));
  }
  EXPECT_EQ(queryInteger(path, "PRAGMA user_version"), ProjectStore::kFormat);
  EXPECT_EQ(queryInteger(path, "PRAGMA application_id"), ProjectStore::kApplicationId);
  EXPECT_EQ(ProjectStore::open(path).loadScenario("A"), variant(0));
}

// Which scenarios are compared is saved with them: a reopened project compares the same ones, and
// saving one scenario's config alone leaves its flag as it was.
TEST_F(ProjectStoreTest, WhichScenariosAreComparedIsSaved) {
  const fs::path path = file("compared.snp");
  std::vector<Scenario> saved = variants(4);
  saved[1].compared = false;
  saved[3].compared = false;
  {
    ProjectStore store = ProjectStore::create(path);
    store.saveAll(saved);
    store.saveScenario(saved[1].name, variant(7));
    saved[1].config = variant(7);
  }
  EXPECT_EQ(ProjectStore::open(path).loadAll(), saved);
}

// The comparison's baseline is saved by its scenario's name, follows a rename in the store, and
// is gone when no scenario is the baseline any more.
TEST_F(ProjectStoreTest, TheComparisonsBaselineIsSaved) {
  const fs::path path = file("baseline.snp");
  std::vector<Scenario> saved = variants(3);
  saved[2].baseline = true;
  {
    ProjectStore store = ProjectStore::create(path);
    store.saveAll(saved);
  }
  EXPECT_EQ(ProjectStore::open(path).loadAll(), saved);
  {
    ProjectStore store = ProjectStore::open(path);
    store.renameScenario(saved[2].name, "Renamed");
    saved[2].name = "Renamed";
  }
  EXPECT_EQ(ProjectStore::open(path).loadAll(), saved);
  saved[2].baseline = false;
  ProjectStore::open(path).saveAll(saved);
  const std::vector<Scenario> loaded = ProjectStore::open(path).loadAll();
  EXPECT_EQ(loaded, saved);
  EXPECT_TRUE(std::ranges::none_of(loaded, &Scenario::baseline));
}

// A format-1 project (before the comparison's choice was saved) opens with every scenario compared,
// as that version compared them, and is upgraded in place.
TEST_F(ProjectStoreTest, OpenUpgradesAFormatOneProjectWithEveryScenarioCompared) {
  const fs::path path = savedProject();
  runSql(path, "ALTER TABLE scenario DROP COLUMN compared; PRAGMA user_version = 1");
  ASSERT_EQ(queryInteger(path, "PRAGMA user_version"), 1);
  const std::vector<Scenario> loaded = ProjectStore::open(path).loadAll();
  EXPECT_EQ(loaded, variants(6));
  EXPECT_TRUE(std::ranges::all_of(loaded, &Scenario::compared));
  EXPECT_EQ(queryInteger(path, "PRAGMA user_version"), ProjectStore::kFormat);
}

// The report's options and logo travel with the project, through Save and the autosave; a project
// saved without them, or by a version that had none, reads the defaults (no internal notes).
TEST_F(ProjectStoreTest, TheReportsOptionsAndLogoAreSavedWithTheProject) {
  const fs::path path = file("report.snp");
  ReportOptions report;
  report.title = "Supernode proposal";
  report.customer = "客户 Ltd.";
  report.author = "A. Engineer";
  report.date = "2026-12-24";
  report.logo = {0x89, 'P', 'N', 'G', 0x00, 0x0D, 0xFF}; // any bytes, a NUL among them
  report.charts = false;
  report.bill_of_materials = false;
  report.notes = true;
  {
    ProjectStore store = ProjectStore::create(path);
    EXPECT_EQ(store.loadReportOptions(), ReportOptions{});
    store.saveAll(variants(2), {defaultCriteriaSet()}, report);
  }
  EXPECT_EQ(ProjectStore::open(path).loadReportOptions(), report);
  ProjectStore::open(path).saveAll(variants(2)); // a save that leaves the options be
  EXPECT_EQ(ProjectStore::open(path).loadReportOptions(), report);
  report.logo.clear();
  ProjectStore::open(path).saveAll(variants(2), {defaultCriteriaSet()}, report);
  EXPECT_EQ(ProjectStore::open(path).loadReportOptions(), report);
  EXPECT_EQ(queryInteger(path, "SELECT count(*) FROM project_info WHERE key = 'report_logo'"), 0);

  ProjectStore::writeAutosave(path, variants(2), {defaultCriteriaSet()}, report);
  EXPECT_EQ(ProjectStore::open(ProjectStore::autosavePath(path)).loadReportOptions(), report);
  EXPECT_FALSE(ProjectStore::open(savedProject("plain.snp")).loadReportOptions().notes);
}

TEST_F(ProjectStoreTest, DamagedReportOptionsAreReported) {
  const fs::path path = savedProject();
  runSql(path, "INSERT INTO project_info (key, value) VALUES ('report_options', '[1, 2')");
  const ProjectStoreError error = errorOf([&] { ProjectStore::open(path).loadReportOptions(); });
  EXPECT_EQ(error.reason(), Reason::Damaged);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "report", error.what());
}

TEST(ReportOptions, DatesAreRealDaysWrittenYearMonthDay) {
  EXPECT_TRUE(isReportDate(""));
  EXPECT_TRUE(isReportDate("2028-02-29"));
  EXPECT_FALSE(isReportDate("2027-02-29"));
  EXPECT_FALSE(isReportDate("2026-13-01"));
  EXPECT_FALSE(isReportDate("24.12.2026"));
  EXPECT_FALSE(isReportDate("2026-1-01"));
  // A file's unreadable date reads as "the day it is written", its other options kept.
  const ReportOptions read = parseReportOptions(R"({"date": "tomorrow", "title": "T", "charts": "no"})");
  EXPECT_EQ(read.date, "");
  EXPECT_EQ(read.title, "T");
  EXPECT_TRUE(read.charts);
}

TEST_F(ProjectStoreTest, CreateWritesTheCurrentFormat) {
  const fs::path path = file("new.snp");
  ProjectStore::create(path);
  EXPECT_EQ(queryInteger(path, "PRAGMA user_version"), ProjectStore::kFormat);
  EXPECT_EQ(queryInteger(path, "PRAGMA application_id"), ProjectStore::kApplicationId);
  EXPECT_EQ(readBytes(path).at(18), 1); // header: rollback journal, not WAL
}

TEST_F(ProjectStoreTest, AutosaveIsOfferedUntilTheProjectIsSavedAgain) {
  const fs::path project = savedProject();
  const fs::path autosave = ProjectStore::autosavePath(project);
  EXPECT_EQ(autosave, fs::path(project.string() + ".autosave"));
  EXPECT_FALSE(ProjectStore::hasNewerAutosave(project));

  const std::vector<Scenario> edited = {{"Edited", variant(9)}};
  ProjectStore::writeAutosave(project, variants(2));
  ProjectStore::writeAutosave(project, edited); // replaces the earlier autosave
  EXPECT_TRUE(ProjectStore::hasNewerAutosave(project));
  EXPECT_FALSE(fs::exists(autosave.string() + ".tmp"));
  EXPECT_EQ(ProjectStore::open(autosave).loadAll(), edited);

  // Caching a result writes the project file but is not a save: the edits are still newer.
  ProjectStore store = ProjectStore::open(project);
  store.putCachedResult("Scenario 0", "fp", "{}");
  EXPECT_TRUE(ProjectStore::hasNewerAutosave(project));

  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  store.saveAll(edited);
  EXPECT_FALSE(ProjectStore::hasNewerAutosave(project));

  ProjectStore::discardAutosave(project);
  EXPECT_FALSE(fs::exists(autosave));
  EXPECT_FALSE(ProjectStore::hasNewerAutosave(project));
}

TEST_F(ProjectStoreTest, AnAutosaveOfAnUnreadableProjectIsOffered) {
  const fs::path project = file("lost.snp");
  writeBytes(project, "not a database, not even close");
  ProjectStore::writeAutosave(project, variants(1));
  EXPECT_TRUE(ProjectStore::hasNewerAutosave(project));
}

TEST_F(ProjectStoreTest, AFailedAutosaveKeepsThePreviousOne) {
  const fs::path project = savedProject();
  ProjectStore::writeAutosave(project, variants(2));
  const std::string before = readBytes(ProjectStore::autosavePath(project));
  const auto error = errorOf([&] { ProjectStore::writeAutosave(project, {{"", variant(0)}}); });
  EXPECT_EQ(error.reason(), Reason::InvalidName);
  EXPECT_EQ(readBytes(ProjectStore::autosavePath(project)), before);
  EXPECT_FALSE(fs::exists(ProjectStore::autosavePath(project).string() + ".tmp"));
}

} // namespace

// Whatever stands at the autosave's name that is no readable autosave (damaged, or an unrelated
// file) is neither offered nor deleted; it can be set aside with its bytes intact. Opening a
// project used to delete it.
TEST_F(ProjectStoreTest, AnUnreadableAutosaveIsNeverDeleted) {
  const fs::path project = savedProject();
  const fs::path autosave = ProjectStore::autosavePath(project);
  writeBytes(autosave, "someone else's notes");
  EXPECT_EQ(ProjectStore::autosaveState(project), ProjectStore::AutosaveState::Unreadable);
  EXPECT_FALSE(ProjectStore::hasNewerAutosave(project));
  ProjectStore::discardAutosave(project);
  EXPECT_EQ(readBytes(autosave), "someone else's notes");

  const fs::path aside = ProjectStore::setAutosaveAside(project);
  EXPECT_FALSE(fs::exists(autosave));
  EXPECT_EQ(readBytes(aside), "someone else's notes");
  EXPECT_NE(aside.filename().string().find("project.snp.autosave.unreadable-"), std::string::npos) << aside;
  EXPECT_EQ(ProjectStore::autosaveState(project), ProjectStore::AutosaveState::None);

  ProjectStore::writeAutosave(project, variants(1));
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ProjectStore::open(project).saveAll(variants(2));
  EXPECT_EQ(ProjectStore::autosaveState(project), ProjectStore::AutosaveState::Older);
}

// SQLite would block on a FIFO until a writer came; a directory failed obscurely.
TEST_F(ProjectStoreTest, RefusesAFifoOrADirectoryAtOnce) {
  const fs::path fifo = file("pipe.snp");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(errorOf([&] { ProjectStore::open(fifo); }).reason(), Reason::NotAProject);
  const fs::path directory = file("folder.snp");
  fs::create_directory(directory);
  const ProjectStoreError error = errorOf([&] { ProjectStore::open(directory); });
  EXPECT_EQ(error.reason(), Reason::NotAProject);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "not a regular file", error.what());
  fs::rename(fifo, ProjectStore::autosavePath(savedProject()));
  EXPECT_EQ(ProjectStore::autosaveState(file("project.snp")), ProjectStore::AutosaveState::Unreadable);
}

// A key renamed by one bit flip read as its default without a word: load says which.
TEST_F(ProjectStoreTest, UnknownKeysInAScenarioAreReported) {
  const fs::path path = savedProject();
  runSql(path, "UPDATE scenario SET config_json = replace(config_json, '\"tdp_W\"', '\"tdp_V\"') "
               "WHERE name = 'Scenario 1'");
  Problems warnings;
  const std::vector<Scenario> loaded = ProjectStore::open(path).loadAll(&warnings);
  ASSERT_EQ(loaded.size(), 6u);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].path, "scenario 'Scenario 1': accelerator.tdp_V");
  EXPECT_EQ(warnings[0].message, "unknown key, ignored");
}

// A scenario of 125 MB (its notes) saved, but opening it ran out of SQLite's capped heap: a
// scenario too large to read back is refused when it is saved, and the file keeps what it held.
TEST_F(ProjectStoreTest, AScenarioTooLargeToReopenIsRefusedWhenSaved) {
  const fs::path path = savedProject();
  const std::string before = readBytes(path);
  std::vector<Scenario> scenarios = variants(2);
  scenarios[1].config.notes = std::string(17'000'000, 'n');
  const ProjectStoreError error = errorOf([&] { ProjectStore::open(path).saveAll(scenarios); });
  EXPECT_EQ(error.reason(), Reason::Failed);
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "scenario '" + scenarios[1].name + "' is 17.0 MB", error.what());
  EXPECT_PRED_FORMAT2(testing::IsSubstring, "the 16 MB a scenario may be", error.what());
  EXPECT_TRUE(readBytes(path) == before) << "the file was changed";
  scenarios[1].config.notes = std::string(15'000'000, 'n'); // within the bound: it round-trips
  ProjectStore::open(path).saveAll(scenarios);
  EXPECT_EQ(ProjectStore::open(path).loadAll().at(1).config.notes.size(), 15'000'000u);
}

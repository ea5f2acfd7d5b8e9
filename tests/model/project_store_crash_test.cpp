#include "model/ProjectStore.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <random>
#include <set>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace snp::model;
namespace fs = std::filesystem;

namespace {

constexpr int kKills = 20;
constexpr int kChurnScenarios = 24;
constexpr std::size_t kNotesBytes = 16 * 1024; // makes each save span many pages

std::vector<Scenario> baseline() {
  std::vector<Scenario> scenarios;
  for (int i = 0; i < 5; ++i) {
    Config config;
    config.id = fmt::format("baseline-{}", i);
    config.notes = fmt::format("committed before any kill, number {}", i);
    config.layout.cabinets = i + 1;
    scenarios.push_back({config.id, config});
  }
  return scenarios;
}

// Notes made of one token repeated; a scenario that loads with any other notes was torn.
std::string churnNotes(const std::string &token) {
  std::string notes = token;
  while (notes.size() < kNotesBytes)
    notes += notes;
  return notes;
}

// The baseline unchanged plus churn scenarios. Consecutive sets share half their names with
// different content, so each save updates, adds and removes rows.
std::vector<Scenario> churnSet(int round, int save) {
  std::vector<Scenario> scenarios = baseline();
  for (int i = 0; i < kChurnScenarios; ++i) {
    Config config;
    config.id = fmt::format("churn-{}", (save * kChurnScenarios / 2 + i) % (2 * kChurnScenarios));
    config.notes = churnNotes(fmt::format("{}/{}/{};", config.id, round, save));
    config.workload.global_batch = save + 1;
    scenarios.push_back({config.id, config});
  }
  return scenarios;
}

// Runs in the forked child until SIGKILL arrives; never returns into the test framework.
[[noreturn]] void saveUntilKilled(const fs::path &path, int round, int readyPipe) {
  try {
    // Built up front so that, once ready, the child spends its time inside transactions.
    const std::vector<Scenario> sets[] = {churnSet(round, 0), churnSet(round, 1)};
    ProjectStore store = ProjectStore::open(path);
    const char ready = 'r';
    if (write(readyPipe, &ready, 1) != 1) _exit(2);
    // The bound only matters if the parent died and cannot kill us.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (int save = 0; std::chrono::steady_clock::now() < deadline; ++save)
      store.saveAll(sets[save % 2]);
  } catch (...) {
    _exit(1);
  }
  _exit(0);
}

// A save under way has a rollback journal beside the file; the bound only matters if the
// child stopped saving.
void waitForJournal(const fs::path &path) {
  const fs::path journal = path.string() + "-journal";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  std::error_code ignored;
  while (!fs::exists(journal, ignored) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::yield();
}

std::string quickCheck(const fs::path &path) {
  sqlite3 *db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt *statement = nullptr;
  std::string verdict = sqlite3_errmsg(db);
  if (sqlite3_prepare_v2(db, "PRAGMA quick_check", -1, &statement, nullptr) == SQLITE_OK &&
      sqlite3_step(statement) == SQLITE_ROW)
    verdict = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
  sqlite3_finalize(statement);
  sqlite3_close(db);
  return verdict;
}

void expectIntact(const fs::path &path) {
  ProjectStore store = ProjectStore::open(path); // rolls back an interrupted save
  EXPECT_EQ(quickCheck(path), "ok");

  const std::vector<Scenario> committed = baseline();
  const std::vector<Scenario> loaded = store.loadAll();
  ASSERT_GE(loaded.size(), committed.size());
  for (std::size_t i = 0; i < committed.size(); ++i)
    EXPECT_EQ(loaded[i], committed[i]);

  std::set<std::string> names;
  for (std::size_t i = committed.size(); i < loaded.size(); ++i) {
    const Scenario &scenario = loaded[i];
    EXPECT_TRUE(names.insert(scenario.name).second) << scenario.name;
    EXPECT_EQ(scenario.config.id, scenario.name);
    const std::string token = scenario.config.notes.substr(0, scenario.config.notes.find(';') + 1);
    EXPECT_EQ(token.rfind(scenario.name + "/", 0), 0u) << token;
    EXPECT_EQ(scenario.config.notes, churnNotes(token)) << scenario.name;
  }
}

TEST(ProjectStoreCrash, KilledSavesLeaveEveryCommittedScenarioIntact) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("snp-store-crash-{}", getpid());
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path path = dir / "crash.snp";
  ProjectStore::create(path).saveAll(baseline());

  constexpr unsigned kSeed = 20261130;
  SCOPED_TRACE(fmt::format("seed {}", kSeed));
  std::mt19937 random(kSeed);
  std::uniform_int_distribution<int> delayMs(1, 30);
  std::uniform_int_distribution<int> delayInsideUs(0, 500);
  int interruptedSaves = 0;
  for (int round = 0; round < kKills; ++round) {
    int ready[2];
    ASSERT_EQ(pipe(ready), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      close(ready[0]);
      saveUntilKilled(path, round, ready[1]);
    }
    close(ready[1]);
    char byte = 0;
    const bool childReady = read(ready[0], &byte, 1) == 1;
    close(ready[0]);
    if (childReady) {
      // The delay picks a save; waiting for its journal makes the kill land inside a
      // transaction however fast or slow this machine saves (a sanitized build on a busy
      // CI machine saved between every kill of fixed delays).
      std::this_thread::sleep_for(std::chrono::milliseconds(delayMs(random)));
      waitForJournal(path);
      std::this_thread::sleep_for(std::chrono::microseconds(delayInsideUs(random)));
    }
    kill(child, SIGKILL);
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(childReady) << "the child could not open the store, exit status " << status;
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "round " << round;

    std::error_code noJournal;
    const auto journalBytes = fs::file_size(path.string() + "-journal", noJournal);
    if (!noJournal && journalBytes > 0) ++interruptedSaves;
    SCOPED_TRACE(fmt::format("after kill {}", round));
    expectIntact(path);
    if (HasFatalFailure()) break;
  }
  // Without kills landing mid-transaction the test would prove nothing about recovery.
  EXPECT_GT(interruptedSaves, kKills / 2);
  fs::remove_all(dir);
}

} // namespace

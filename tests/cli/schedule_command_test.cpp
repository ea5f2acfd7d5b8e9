// snplan schedule as a user runs it: a hand-checked schedule through the CSV trace reader, the
// policies side by side, per-job outcomes, and refusals that name what is wrong.
#include "CsvTable.h"
#include "SnplanFixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace {

// The index of a header's column, or the header's width when it has none (an assertion then fails).
std::size_t column(const CsvTable &table, const std::string &name) {
  const auto &header = table.front();
  return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
}

// Three whole-machine jobs of 100 s on seed-s1's 128 cards: A and B at 0 s, C at 50 s. They run
// one after another: waits 0, 100 and 150 s; the machine is full from 0 to 300 s.
constexpr const char *kThreeJobs = "submit_s,cards,duration_s,tenant\n"
                                   "0,128,100,alpha\n"
                                   "0,128,100,beta\n"
                                   "50,128,100,beta\n";

TEST_F(SnplanTest, ScheduleJsonMatchesTheHandSchedule) {
  const auto trace = write("three.csv", kThreeJobs);
  const Outcome run = snplan("schedule --preset seed-s1 --failures off --trace " + trace.string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json out = nlohmann::json::parse(run.out);
  EXPECT_EQ(out.at("policy"), "first_fit");
  EXPECT_EQ(out.at("trace").at("jobs"), 3);
  const auto &figures = out.at("schedule");
  EXPECT_DOUBLE_EQ(figures.at("mean_wait_s").get<double>(), 250.0 / 3);
  EXPECT_DOUBLE_EQ(figures.at("makespan_s").get<double>(), 300);
  EXPECT_DOUBLE_EQ(figures.at("utilisation").get<double>(), 1);
  EXPECT_DOUBLE_EQ(figures.at("finished_jobs").get<double>(), 3);
  ASSERT_EQ(out.at("tenants").size(), 2u);
  EXPECT_EQ(out.at("tenants")[1].at("tenant"), "beta");
  EXPECT_DOUBLE_EQ(out.at("tenants")[1].at("mean_wait_s").get<double>(), 125);
  EXPECT_FALSE(out.at("explanations").at("schedule.utilisation").at("formula").get<std::string>().empty());
  EXPECT_FALSE(out.at("utilisation_curve").empty());
}

TEST_F(SnplanTest, ScheduleWritesEachJobsOutcome) {
  const auto trace = write("three.csv", kThreeJobs);
  const auto outcomes = dir / "outcomes.csv";
  const Outcome run = snplan("schedule --preset seed-s1 --failures off --format text --trace " +
                             trace.string() + " --outcomes " + outcomes.string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("mean_wait_s"), std::string::npos);
  const CsvTable table = parseCsv(readFile(outcomes));
  ASSERT_EQ(table.size(), 4u) << "a header and three jobs";
  EXPECT_EQ(table[3][column(table, "start_s")], "200");
  EXPECT_EQ(table[3][column(table, "wait_s")], "150");
}

TEST_F(SnplanTest, ScheduleComparesEveryPolicy) {
  const Outcome run =
      snplan("schedule --preset seed-s3 --policy all --format csv "
             "--synthetic jobs=3000,load=0.9,sigma=0.5,median_s=3600,sizes=8:50/64:50,seed=4");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const CsvTable table = parseCsv(run.out);
  ASSERT_EQ(table.size(), 8u) << "a header and seven policies";
  EXPECT_EQ(table[5][0], "topology");
  // A topology-aware placement never scatters a job; first fit on a busy torus does.
  EXPECT_EQ(table[5][column(table, "slowed_jobs")], "0");
  EXPECT_NE(table[1][column(table, "slowed_jobs")], "0");
  // Every policy's energy, idle cabinets switched off or not; packing runs no more cabinets than
  // first fit's scattering.
  EXPECT_EQ(table[7][0], "energy_aware");
  for (std::size_t row = 1; row < table.size(); ++row) {
    SCOPED_TRACE(table[row][0]);
    const double on = std::stod(table[row][column(table, "it_energy_kWh")]);
    const double off = std::stod(table[row][column(table, "it_energy_idle_off_kWh")]);
    EXPECT_GT(off, 0);
    EXPECT_LE(off, on);
  }
  EXPECT_LE(std::stod(table[7][column(table, "powered_cabinet_share")]),
            std::stod(table[1][column(table, "powered_cabinet_share")]));
}

TEST_F(SnplanTest, ScheduleIsTheSameForTheSameSeeds) {
  const std::string args = "schedule --preset seed-s3 --synthetic jobs=2000,seed=9 --seed 5";
  const Outcome a = snplan(args), b = snplan(args);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  const nlohmann::json ja = nlohmann::json::parse(a.out), jb = nlohmann::json::parse(b.out);
  EXPECT_EQ(ja.at("schedule"), jb.at("schedule"));
  EXPECT_EQ(ja.at("utilisation_curve"), jb.at("utilisation_curve"));
}

TEST_F(SnplanTest, ScheduleRefusalsNameWhatIsWrong) {
  const auto refused = [&](const std::string &arguments, int code, const std::string &message) {
    const Outcome run = snplan("schedule --preset seed-s1 " + arguments);
    EXPECT_EQ(run.exit_code, code) << arguments;
    EXPECT_NE(run.err.find(message), std::string::npos) << arguments << ": " << run.err;
  };
  const auto big = write("big.csv", "submit_s,cards,duration_s\n0,200,10\n");
  const auto bad = write("bad.csv", "submit_s,cards,duration_s\n0,8,-1\n");
  refused("--policy fastest --synthetic jobs=10", 2, "--policy is 'fastest'");
  refused("--synthetic jobs=10 --trace " + big.string(), 2, "one trace");
  refused("--failures maybe --synthetic jobs=10", 2, "--failures is 'maybe'");
  refused("--trace " + big.string(), 1, "job 1 (200 cards)");
  refused("--trace " + bad.string(), 1, "line 2");
  refused("--synthetic jobs=10,speed=3", 1, "speed");
  refused("--trace " + big.string() + " --quota nobody=0.5", 2, "--quota");
}

} // namespace

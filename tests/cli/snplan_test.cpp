// snplan as a user runs it: exit codes, messages and outputs of every command.
#include "CsvTable.h"
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>

#include <unistd.h>

namespace {

TEST_F(SnplanTest, PresetsListsEveryBundledConfiguration) {
  const Outcome run = snplan("presets");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const char *id : {"seed-s1", "seed-s2", "seed-s3", "gb200-nvl72", "dgx-h100-superpod", "tpu-v4-pod",
                         "cloudmatrix-384", "baseline-roce-fattree", "selene-megatron-1t"})
    EXPECT_NE(run.out.find(id), std::string::npos) << id;
}

TEST_F(SnplanTest, ExportedPresetValidatesAsAFile) {
  const Outcome exported = snplan("export-preset seed-s2");
  ASSERT_EQ(exported.exit_code, 0) << exported.err;
  EXPECT_EQ(nlohmann::json::parse(exported.out).at("schema"), 2);
  const auto file = write("s2.json", exported.out);
  const Outcome validated = snplan("validate " + file.string());
  EXPECT_EQ(validated.exit_code, 0) << validated.err;
  EXPECT_NE(validated.out.find("valid"), std::string::npos);
}

// --form changes prints the bundled file itself; the full form holds every field, and both
// evaluate alike.
TEST_F(SnplanTest, ExportedChangesAreTheBundledFileAndEvaluateAsTheFullForm) {
  const Outcome changes = snplan("export-preset seed-s2 --form changes");
  ASSERT_EQ(changes.exit_code, 0) << changes.err;
  EXPECT_EQ(changes.out, snp::testing::readSourceFile("resources/presets/seed-s2.json"));
  const Outcome full = snplan("export-preset seed-s2");
  ASSERT_EQ(full.exit_code, 0) << full.err;
  EXPECT_GT(full.out.size(), changes.out.size());
  const Outcome fromChanges = snplan("evaluate " + write("changes.json", changes.out).string());
  const Outcome fromFull = snplan("evaluate " + write("full.json", full.out).string());
  ASSERT_EQ(fromChanges.exit_code, 0) << fromChanges.err;
  EXPECT_EQ(fromChanges.out, fromFull.out);

  const Outcome refused = snplan("export-preset seed-s2 --form short");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--form is 'short'; must be full or changes"), std::string::npos) << refused.err;
}

TEST_F(SnplanTest, EvaluateJsonHoldsTheDocumentedFigures) {
  const Outcome run = snplan("evaluate --preset seed-s3");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json results = nlohmann::json::parse(run.out);
  for (const char *path : {"/compute/peak_flops_total",
                           "/compute/peak_flops_per_cabinet",
                           "/network/diameter_hops",
                           "/network/mean_hops",
                           "/network/bisection_bandwidth_Bps",
                           "/network/injection_bandwidth_Bps",
                           "/collective/allreduce_time_s",
                           "/training/step_time_s",
                           "/training/samples_per_s",
                           "/training/tokens_per_s",
                           "/training/mfu",
                           "/training/comm_fraction",
                           "/training/scaling_efficiency",
                           "/training/memory_per_accelerator_B",
                           "/power/it_W",
                           "/power/cabinet_W",
                           "/power/facility_W",
                           "/cooling/pue",
                           "/cooling/coolant_flow_m3_per_s",
                           "/cooling/cooling_energy_share",
                           "/energy/annual_kWh",
                           "/efficiency/flops_per_W",
                           "/reliability/system_mtbf_s",
                           "/reliability/interruptions_per_day",
                           "/reliability/checkpoint_interval_s",
                           "/reliability/goodput",
                           "/reliability/spares_sufficient_probability"}) {
    const auto pointer = nlohmann::json::json_pointer(path);
    ASSERT_TRUE(results.contains(pointer)) << path;
    ASSERT_TRUE(results.at(pointer).is_number()) << path;
    EXPECT_TRUE(std::isfinite(results.at(pointer).get<double>())) << path;
  }
  EXPECT_TRUE(results.at("/collective/allreduce_algorithm"_json_pointer).is_string());
  // 10,240 cards of 490 TFLOPS: the peak is a closed form.
  EXPECT_NEAR(results.at("/compute/peak_flops_total"_json_pointer).get<double>(), 10240 * 490e12, 1e9);
  const auto &why = results.at("explanations").at("training.step_time_s");
  EXPECT_FALSE(why.at("formula").get<std::string>().empty());
  const auto &curve = results.at("/training/scaling_curve"_json_pointer);
  ASSERT_GE(curve.size(), 2u);
  // The curve starts at the efficiency's reference: one data-parallel replica of tp × pp cards.
  const nlohmann::json preset = nlohmann::json::parse(snplan("export-preset seed-s3").out);
  const auto &parallelism = preset.at("/workload/parallelism"_json_pointer);
  EXPECT_EQ(curve.front().at("accelerators"),
            parallelism.at("tp").get<int>() * parallelism.at("pp").get<int>());
  EXPECT_EQ(curve.back().at("accelerators"), 10240);
}

TEST_F(SnplanTest, SetOverridesAFieldByItsPath) {
  const Outcome base = snplan("evaluate --preset seed-s1");
  const Outcome changed =
      snplan("evaluate --preset seed-s1 --set layout.cabinets=2 --set workload.parallelism.dp=256 "
             "--set workload.global_batch=65536");
  ASSERT_EQ(changed.exit_code, 0) << changed.err;
  const double before = nlohmann::json::parse(base.out).at("/compute/peak_flops_total"_json_pointer);
  const double after = nlohmann::json::parse(changed.out).at("/compute/peak_flops_total"_json_pointer);
  EXPECT_DOUBLE_EQ(after, 2 * before);
}

TEST_F(SnplanTest, InvalidConfigurationIsRefusedWithTheFieldNamed) {
  const Outcome run = snplan("evaluate --preset seed-s1 --set workload.parallelism.tp=3");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(run.out.empty());
  EXPECT_NE(run.err.find("workload.parallelism"), std::string::npos) << run.err;
}

// 2^31 accelerators once overflowed to "valid … (0 accelerators)", and evaluate died of SIGFPE.
TEST_F(SnplanTest, ASystemBeyondTheCountsIsRefusedNotEvaluated) {
  const Outcome run = snplan("evaluate --preset seed-s1 --set node.accelerators=65536 --set "
                             "cabinet.nodes=256 --set layout.cabinets=128");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_TRUE(run.out.empty());
  EXPECT_NE(run.err.find("2147483648 accelerators; a system may have at most 16777216"), std::string::npos)
      << run.err;
}

// A key given twice hid its first value: the type error "schema": "x" went unnoticed.
TEST_F(SnplanTest, AKeyGivenTwiceIsRefused) {
  const Outcome run = snplan("validate " + write("twice.json", R"({"name": 1, "name": "x"})").string());
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("name: appears twice"), std::string::npos) << run.err;
}

// snplan used to ignore what it did not know: a misspelt option printed JSON and exited 0, a
// stray file was ignored beside --preset, `--runz 5` quietly ran 100, `evaluate --help` failed.
TEST_F(SnplanTest, TheCommandLineRefusesWhatItDoesNotKnow) {
  const Outcome misspelt = snplan("evaluate --preset seed-s1 --formt text");
  EXPECT_EQ(misspelt.exit_code, 2);
  EXPECT_TRUE(misspelt.out.empty());
  EXPECT_NE(misspelt.err.find("unknown option --formt (did you mean --format?)"), std::string::npos)
      << misspelt.err;

  const Outcome runs = snplan("montecarlo --preset seed-s1 --runz 5");
  EXPECT_EQ(runs.exit_code, 2);
  EXPECT_NE(runs.err.find("did you mean --runs?"), std::string::npos) << runs.err;

  const Outcome stray = snplan("validate --preset seed-s1 nonexistent.json");
  EXPECT_EQ(stray.exit_code, 2);
  EXPECT_EQ(stray.out.find("valid"), std::string::npos) << stray.out;

  const Outcome twice = snplan("evaluate --preset seed-s1 --preset seed-s2");
  EXPECT_EQ(twice.exit_code, 2);

  const Outcome command = snplan("evalute --preset seed-s1");
  EXPECT_EQ(command.exit_code, 2);
  EXPECT_NE(command.err.find("did you mean evaluate?"), std::string::npos) << command.err;

  for (const char *name : {"presets", "export-preset", "validate", "evaluate", "compare", "report", "metrics",
                           "montecarlo", "linkload", "bench"}) {
    const Outcome help = snplan(std::string(name) + " --help");
    EXPECT_EQ(help.exit_code, 0) << name << help.err;
    EXPECT_NE(help.out.find("Usage: snplan " + std::string(name)), std::string::npos) << name << help.out;
  }
  const Outcome equals = snplan("evaluate --preset=seed-s1 --format=csv");
  EXPECT_EQ(equals.exit_code, 0) << equals.err;
}

// bench --preset times one preset alone, cycling the microbatch through the divisors of the batch
// per replica (selene-megatron-1t: 3,072 / 6 = 512, so 1 … 64), and refuses a preset there is none of.
TEST_F(SnplanTest, BenchTimesOnePresetCyclingTheMicrobatch) {
  const Outcome one = snplan("bench --preset selene-megatron-1t --seconds 1");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_NE(one.out.find("selene-megatron-1t"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("1 2 4 8 16 32 64"), std::string::npos) << one.out;
  EXPECT_EQ(one.out.find("seed-s1"), std::string::npos) << "only the preset asked for\n" << one.out;
  const Outcome none = snplan("bench --preset no-such-system --seconds 1");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("--preset: no bundled configuration is called 'no-such-system'"), std::string::npos)
      << none.err;
}

// Help on a command there is none of is the refusal the command alone gets, not the general help
// with success: a script asking `snplan whatnot --help` learns that whatnot does not exist.
TEST_F(SnplanTest, HelpOnAnUnknownCommandRefusesIt) {
  const std::pair<const char *, const char *> lines[] = {
      {"whatnot --help", "'whatnot'; snplan --help lists them"},
      {"whatnot -h", "'whatnot'"},
      {"--help whatnot", "'whatnot'"},
      {"evalute --help", "'evalute' (did you mean evaluate?)"}};
  for (const auto &[line, refusal] : lines) {
    const Outcome help = snplan(line);
    EXPECT_EQ(help.exit_code, 2) << line;
    EXPECT_TRUE(help.out.empty()) << line << "\n" << help.out;
    EXPECT_NE(help.err.find(std::string("snplan: unknown command ") + refusal), std::string::npos)
        << line << "\n"
        << help.err;
  }
  const Outcome general = snplan("--help");
  EXPECT_EQ(general.exit_code, 0);
  EXPECT_NE(general.out.find("Usage: snplan"), std::string::npos) << general.out;
}

TEST_F(SnplanTest, BadSettingPathIsRefused) {
  const Outcome run = snplan("validate --preset seed-s1 --set network.scale_up.torus.dims[9]=4");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("dims[9]"), std::string::npos) << run.err;
}

TEST_F(SnplanTest, CorruptAndNewerFilesAreRefused) {
  const Outcome corrupt = snplan("validate " + write("corrupt.json", "{\"schema\": 1, \"name\": ").string());
  EXPECT_EQ(corrupt.exit_code, 1);
  EXPECT_NE(corrupt.err.find("corrupt.json"), std::string::npos) << corrupt.err;

  const Outcome newer = snplan("validate " + write("newer.json", "{\"schema\": 99}").string());
  EXPECT_EQ(newer.exit_code, 1);
  EXPECT_NE(newer.err.find("schema"), std::string::npos) << newer.err;

  const Outcome missing = snplan("validate " + (dir / "absent.json").string());
  EXPECT_EQ(missing.exit_code, 1);
}

TEST_F(SnplanTest, UnknownPresetAndFormatAreNamed) {
  const Outcome preset = snplan("evaluate --preset no-such-thing");
  EXPECT_EQ(preset.exit_code, 1);
  EXPECT_NE(preset.err.find("no-such-thing"), std::string::npos);
  const Outcome format = snplan("evaluate --preset seed-s1 --format xml");
  EXPECT_EQ(format.exit_code, 2);
  EXPECT_NE(format.err.find("--format"), std::string::npos);
}

TEST_F(SnplanTest, CsvHasOneRowPerFigure) {
  const Outcome run = snplan("evaluate --preset tpu-v4-pod --format csv");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("path,value,unit,formula,terms,assumption,error_band,error_band_basis\r\n", 0),
            0u); // RFC 4180 rows end in CRLF
  EXPECT_NE(run.out.find("\ncooling.pue,"), std::string::npos);
  EXPECT_NE(run.out.find("\ntraining.step_time_s,"), std::string::npos);
}

// A figure of a validated class carries its band in every output; one without a class, none.
TEST_F(SnplanTest, ValidatedFiguresCarryTheirErrorBand) {
  const Outcome csv = snplan("evaluate --preset dgx-h100-superpod --format csv");
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const std::size_t row = csv.out.find("\ntraining.step_time_s,");
  ASSERT_NE(row, std::string::npos);
  const std::string line = csv.out.substr(row + 1, csv.out.find('\n', row + 1) - row - 1);
  EXPECT_NE(line.find("published runs on NVIDIA Hopper"), std::string::npos) << line;
  const std::size_t power = csv.out.find("\npower.it_W,");
  ASSERT_NE(power, std::string::npos);
  EXPECT_NE(csv.out.substr(power, csv.out.find('\n', power + 1) - power).find(",,\r"), std::string::npos);

  const Outcome json = snplan("evaluate --preset dgx-h100-superpod --format json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto band = nlohmann::json::parse(json.out).at("explanations").at("training.mfu").at("error_band");
  EXPECT_TRUE(band.at("validated").get<bool>());
  EXPECT_GE(band.at("runs").get<int>(), 3);
  EXPECT_GT(band.at("half_width").get<double>(), 0);
  EXPECT_LT(band.at("half_width").get<double>(), 1);

  // Blackwell has four runs (two B200, two GB200); TPU v4 one, too few for a band.
  const Outcome blackwell = snplan("evaluate --preset gb200-nvl72 --format json");
  EXPECT_TRUE(nlohmann::json::parse(blackwell.out)
                  .at("explanations")
                  .at("training.mfu")
                  .at("error_band")
                  .at("validated")
                  .get<bool>());
  const Outcome text = snplan("evaluate --preset tpu-v4-pod --format json");
  const auto unvalidated =
      nlohmann::json::parse(text.out).at("explanations").at("training.mfu").at("error_band");
  EXPECT_FALSE(unvalidated.at("validated").get<bool>());
  EXPECT_NE(unvalidated.at("basis").get<std::string>().find("not validated"), std::string::npos);
}

TEST_F(SnplanTest, MonteCarloIsReproducibleForASeed) {
  const std::string args = "montecarlo --preset seed-s1 --runs 20 --seed 7 --timeline 50";
  const Outcome first = snplan(args);
  const Outcome second = snplan(args);
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(first.out, second.out);
  EXPECT_EQ(first.out.rfind("time_s,node,event,plant_unit\n", 0), 0u);
  EXPECT_NE(first.out.find("# goodput: mean"), std::string::npos);
  EXPECT_NE(snplan("montecarlo --preset seed-s1 --runs 20 --seed 8 --timeline 50").out, first.out);
}

TEST_F(SnplanTest, MonteCarloRejectsANonNumericRunCount) {
  const Outcome run = snplan("montecarlo --preset seed-s1 --runs many");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--runs"), std::string::npos);
}

TEST_F(SnplanTest, LinkLoadShowsAdaptiveReroutingRelievingAHotSpot) {
  const Outcome run = snplan("linkload --preset seed-s3 --pattern hotspot");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // "completion time (s)   <dimension-order>   <adaptive>"
  const auto at = run.out.find("completion time (s)");
  ASSERT_NE(at, std::string::npos) << run.out;
  std::istringstream row(run.out.substr(at + std::string("completion time (s)").size()));
  double dimensionOrder = 0, adaptive = 0;
  row >> dimensionOrder >> adaptive;
  EXPECT_GT(dimensionOrder, 0);
  EXPECT_LT(adaptive, 0.5 * dimensionOrder) << run.out; // 640 flows into one node spread over its 6 links
}

// A permutation on a 100x100x100 torus reroutes a million flows for seconds (it once took a
// minute with no way out): Ctrl-C stops it cleanly, with the figures of the routes so far.
TEST_F(SnplanTest, LinkLoadStopsOnCtrlCWithWhatItHas) {
  const std::string torus =
      "--preset tpu-v4-pod --set network.scale_up.torus.dims=[100,100,100] --set "
      "network.scale_up.torus.ocs_block=[] "
      "--set network.scale_up.torus.ocs_ports=0 --set network.scaleup_domain=1000000 --set "
      "layout.cabinets=15625 "
      "--set layout.rows=100 --set workload.parallelism.dp=15625 --set workload.global_batch=125000";
  const auto out = dir / "stdout";
  const std::string command = std::string(SNPLAN_EXECUTABLE) + " linkload " + torus +
                              " --pattern permutation >" + out.string() +
                              " 2>/dev/null & pid=$!; sleep 1; kill -INT $pid; wait $pid";
  const int status = std::system(("sh -c '" + command + "'").c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  const std::string text = readFile(out);
  EXPECT_NE(text.find("interrupted"), std::string::npos) << text;
  EXPECT_NE(text.find("max link load"), std::string::npos) << text;
}

TEST_F(SnplanTest, LinkLoadNamesAnUnknownPattern) {
  const Outcome run = snplan("linkload --preset seed-s3 --pattern storm");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--pattern"), std::string::npos);
}

} // namespace

// --- criteria and comparison -------------------------------------------------------------

namespace {

// The figures of `snplan evaluate --format json` by path ("cooling.pue").
std::map<std::string, double> evaluatedFigures(const nlohmann::json &evaluation) {
  std::map<std::string, double> figures;
  for (const auto &[path, explanation] : evaluation["explanations"].items()) {
    const auto dot = path.find('.');
    const auto &value = evaluation[path.substr(0, dot)][path.substr(dot + 1)];
    if (value.is_number()) figures[path] = value.get<double>();
  }
  return figures;
}

bool holds(const std::string &comparator, double value, double threshold) {
  return comparator == ">=" ? value >= threshold : value <= threshold;
}

} // namespace

TEST_F(SnplanTest, EvaluateWithDefaultCriteriaJudgesEachRuleByItsFigure) {
  for (const char *preset : {"seed-s1", "seed-s3", "gb200-nvl72"}) {
    const Outcome run = snplan(std::string("evaluate --preset ") + preset + " --criteria default");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto out = nlohmann::json::parse(run.out);
    ASSERT_EQ(out["criteria"].size(), 4u);
    bool all = true;
    for (const auto &verdict : out["criteria"]) {
      for (const char *key :
           {"id", "name", "metric", "value", "unit", "comparator", "threshold", "pass", "margin"})
        EXPECT_TRUE(verdict.contains(key)) << key;
      const double value = verdict["value"].get<double>();
      const std::string metric = verdict["metric"];
      // Rules on plain figures read the same number the evaluation shows.
      if (metric == "cooling.pue") {
        EXPECT_EQ(value, out["cooling"]["pue"].get<double>());
      }
      if (metric == "network.bisection_bidirectional_Bps") {
        EXPECT_EQ(value, 2 * out["network"]["bisection_bandwidth_Bps"].get<double>());
      }
      const bool pass = holds(verdict["comparator"], value, verdict["threshold"]);
      EXPECT_EQ(verdict["pass"].get<bool>(), pass) << preset << " " << metric;
      all = all && pass;
    }
    EXPECT_EQ(out["criteria_summary"]["passes_must_rules"].get<bool>(), all);
  }
}

TEST_F(SnplanTest, CompareCsvReadsBackToTheEvaluationsNumbersExactly) {
  const Outcome run = snplan(
      "compare --preset seed-s1 --preset seed-s3 --preset tpu-v4-pod --criteria default --format csv -o " +
      (dir / "wide.csv").string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  const CsvTable table = parseCsv(readFile(dir / "wide.csv"));
  ASSERT_EQ(table.size(), 4u); // header + three candidates
  const std::vector<std::string> &header = table[0];
  EXPECT_EQ(header[0], "scenario");
  int compared = 0;
  const char *presets[] = {"seed-s1", "seed-s3", "tpu-v4-pod"};
  for (std::size_t row = 1; row < table.size(); ++row) {
    ASSERT_EQ(table[row].size(), header.size());
    const auto evaluation =
        nlohmann::json::parse(snplan(std::string("evaluate --preset ") + presets[row - 1]).out);
    EXPECT_EQ(table[row][0], evaluation["configuration"]["name"].get<std::string>());
    for (const auto &[path, value] : evaluatedFigures(evaluation)) {
      // Headers are "path [unit]" or "path" for plain numbers.
      const auto column = std::find_if(header.begin(), header.end(), [&](const std::string &h) {
        return h == path || h.rfind(path + " [", 0) == 0;
      });
      ASSERT_NE(column, header.end()) << path;
      const std::string &cell = table[row][static_cast<std::size_t>(column - header.begin())];
      EXPECT_EQ(std::stod(cell), value) << path; // the exact double, not a rounded one
      ++compared;
    }
  }
  EXPECT_GT(compared, 3 * 80);
}

TEST_F(SnplanTest, CompareLongCsvHasOneRowPerCandidateAndMetric) {
  const Outcome run = snplan("compare --preset seed-s1 --preset seed-s2 --format csv --table long");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const CsvTable table = parseCsv(run.out);
  ASSERT_GT(table.size(), 1u);
  EXPECT_EQ(table[0], (std::vector<std::string>{"scenario", "metric", "value", "unit", "pass"}));
  const std::size_t metrics = (table.size() - 1) / 2;
  EXPECT_EQ(table.size(), 1 + 2 * metrics);
  for (std::size_t i = 1; i < table.size(); ++i) {
    if (table[i][1] == "cooling.pue") {
      EXPECT_TRUE(table[i][4] == "true" || table[i][4] == "false");
    }
    if (table[i][1] == "network.links") {
      EXPECT_EQ(table[i][4], "");
    }
  }
}

TEST_F(SnplanTest, CompareJsonRanksEveryCandidateOnce) {
  const Outcome run = snplan("compare --preset seed-s1 --preset seed-s3 --preset gb200-nvl72 --format json");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto out = nlohmann::json::parse(run.out);
  std::vector<int> ranks;
  for (const auto &candidate : out["candidates"]) {
    ranks.push_back(candidate["rank"]);
    EXPECT_EQ(candidate["criteria"].size(), 4u);
  }
  std::sort(ranks.begin(), ranks.end());
  EXPECT_EQ(ranks, (std::vector<int>{1, 2, 3}));
  // seed-s1 meets its own selection table, and no candidate failing a must-rule ranks above one
  // that meets them all.
  EXPECT_TRUE(out["candidates"][0]["passes_must_rules"].get<bool>());
  for (const auto &passing : out["candidates"]) {
    for (const auto &failing : out["candidates"]) {
      if (passing["passes_must_rules"].get<bool>() && !failing["passes_must_rules"].get<bool>()) {
        EXPECT_LT(passing["rank"].get<int>(), failing["rank"].get<int>());
      }
    }
  }
}

TEST_F(SnplanTest, BadCriteriaFileIsRefusedNamingTheRule) {
  std::ofstream(dir / "bad.json")
      << R"({"name": "x", "rules": [{"id": "a", "name": "A", "metric": "cooling.pues",
      "comparator": ">=", "threshold": 1, "unit": ""}, {"id": "b", "name": "B", "metric": "cooling.pue",
      "comparator": "<=", "threshold": 1.1, "unit": "TB/s"}]})";
  const Outcome run = snplan("evaluate --preset seed-s1 --criteria " + (dir / "bad.json").string());
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("rules[0].metric"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("rules[1].unit"), std::string::npos) << run.err;
  EXPECT_EQ(snplan("compare --format yaml --preset seed-s1").exit_code, 2);
  EXPECT_EQ(snplan("compare").exit_code, 1);
}

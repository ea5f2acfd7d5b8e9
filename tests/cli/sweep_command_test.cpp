// snplan sweep and snplan merge as a user runs them: shards by index and from the array job's
// environment, merges that refuse what does not belong, the emitted cluster jobs, bad specs.
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

namespace {

const std::string kSpec = snp::testing::sourcePath("docs/examples/sweep-small.json").string();

class SweepCommandTest : public SnplanTest {};

TEST_F(SweepCommandTest, ShardsFromTheArrayJobMergeToTheUnshardedResult) {
  ASSERT_EQ(snplan("sweep " + kSpec + " -o " + (dir / "whole.json").string()).exit_code, 0);
  // Slurm numbers tasks from SLURM_ARRAY_TASK_MIN; LSF from 1; Kubernetes gives only the index.
  const std::string environments[] = {
      "SLURM_ARRAY_TASK_ID=5 SLURM_ARRAY_TASK_MIN=5 SLURM_ARRAY_TASK_COUNT=3",
      "LSB_JOBINDEX=2 LSB_JOBINDEX_END=3",
      "JOB_COMPLETION_INDEX=2",
  };
  std::string parts;
  for (int i = 0; i < 3; ++i) {
    const std::string part = (dir / ("part-" + std::to_string(i) + ".json")).string();
    const Outcome run = snplan("sweep " + kSpec + " --shard auto --shards 3 -o " + part);
    // --shards beside an environment that says nothing is not enough: the index must come from it.
    EXPECT_EQ(run.exit_code, 2);
    const Outcome shard = snplan(
        "sweep " + kSpec + " --shard auto -o " + part + (i == 2 ? " --shards 3" : ""), environments[i]);
    ASSERT_EQ(shard.exit_code, 0) << environments[i] << ": " << shard.err;
    parts += " " + part;
  }
  const Outcome merged = snplan("merge" + parts + " -o " + (dir / "merged.json").string());
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_EQ(readFile(dir / "merged.json"), readFile(dir / "whole.json"));
  EXPECT_EQ(nlohmann::json::parse(readFile(dir / "part-1.json"))["shard"]["index"], 1);
}

// The searched example: the same bytes on one thread and two, within its budget; and a search
// refuses to be split, since its designs depend on those it evaluated before.
TEST_F(SweepCommandTest, ASearchGivesTheSameBytesWhateverTheThreadsAndIsNotSplit) {
  nlohmann::json spec =
      nlohmann::json::parse(readFile(snp::testing::sourcePath("docs/examples/sweep-search.json")));
#ifdef __SANITIZE_ADDRESS__
  // Its 22,500 designs took snplan under AddressSanitizer a minute (twice): 2,000 there.
  spec["search"]["evaluations"] = 2'000;
#endif
  const std::string search = write("search.json", spec.dump()).string();
  ASSERT_EQ(snplan("sweep " + search + " --threads 1 -o " + (dir / "one.json").string()).exit_code, 0);
  ASSERT_EQ(snplan("sweep " + search + " --threads 2 -o " + (dir / "two.json").string()).exit_code, 0);
  EXPECT_EQ(readFile(dir / "one.json"), readFile(dir / "two.json"));
  const nlohmann::json result = nlohmann::json::parse(readFile(dir / "one.json"));
  EXPECT_EQ(result.at("counts").at("covered"), spec["search"]["evaluations"]);
  EXPECT_FALSE(result.at("pareto_front").empty());
  for (const char *option : {"--shard 1/4", "--emit slurm", "--checkpoint c.json"}) {
    const Outcome split = snplan("sweep " + search + " " + option);
    EXPECT_EQ(split.exit_code, 2) << option;
    EXPECT_NE(split.err.find("a spec with a \"search\""), std::string::npos) << split.err;
  }
}

TEST_F(SweepCommandTest, MergeRefusesAMissingOrRepeatedShard) {
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(snplan("sweep " + kSpec + " --shard " + std::to_string(i) + "/2 -o " +
                     (dir / ("p" + std::to_string(i) + ".json")).string())
                  .exit_code,
              0);
  const std::string p0 = (dir / "p0.json").string(), p1 = (dir / "p1.json").string();
  Outcome run = snplan("merge " + p0);
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("shard 2 of 2 is missing"), std::string::npos) << run.err;
  run = snplan("merge " + p0 + " " + p1 + " " + p1);
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("shard 2 of 2 is given twice"), std::string::npos) << run.err;
  run = snplan("merge " + kSpec);
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("is not a sweep result"), std::string::npos) << run.err;
}

// merge --missing on a deliberately damaged part set of a 4-way split: part-1 absent, part-2 cut
// short (not JSON), part-3 stopped before its end (an interrupted run marks itself incomplete). It
// names each shard with its array index and why, exits 3, and the merge of the reruns equals the
// unsharded result.
TEST_F(SweepCommandTest, MergeMissingNamesTheShardsToRunAgain) {
  ASSERT_EQ(snplan("sweep " + kSpec + " -o " + (dir / "whole.json").string()).exit_code, 0);
  const auto part = [&](int i) { return (dir / ("part-" + std::to_string(i) + ".json")).string(); };
  const auto runShard = [&](int i) {
    return snplan("sweep " + kSpec + " --shard " + std::to_string(i) + "/4 -o " + part(i)).exit_code;
  };
  for (int i = 0; i < 4; ++i)
    ASSERT_EQ(runShard(i), 0);
  std::filesystem::remove(part(1));
  const std::string whole2 = readFile(part(2));
  write("part-2.json", whole2.substr(0, whole2.size() / 2));
  nlohmann::json stopped = nlohmann::json::parse(readFile(part(3)));
  stopped["complete"] = false;
  write("part-3.json", stopped.dump());
  const std::string parts = " " + part(0) + " " + part(2) + " " + part(3);

  Outcome run = snplan("merge --missing" + parts);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_NE(run.out.find("3 of 4 shards to run again (array indices 1-3)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("shard 2 of 4 (index 1): no part holds it"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("shard 3 of 4 (index 2): " + part(2) + ": is not a sweep result"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("shard 4 of 4 (index 3): " + part(3) + " stopped after"), std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("index 0"), std::string::npos) << run.out;
  // The plain merge still refuses the set.
  EXPECT_EQ(snplan("merge" + parts).exit_code, 1);
  // With every shard there but one stopped, the merge is written, marked incomplete, and exits 3.
  ASSERT_EQ(runShard(1), 0);
  ASSERT_EQ(runShard(2), 0);
  const Outcome partial = snplan("merge " + part(0) + " " + part(1) + " " + part(2) + " " + part(3) + " -o " +
                                 (dir / "partial.json").string());
  EXPECT_EQ(partial.exit_code, 3) << partial.err;
  EXPECT_NE(partial.err.find("the result is incomplete"), std::string::npos) << partial.err;
  EXPECT_EQ(nlohmann::json::parse(readFile(dir / "partial.json"))["complete"], false);

  // Only the named shards run again; then nothing is missing and the merge is the whole run's.
  for (int i : {1, 2, 3})
    ASSERT_EQ(runShard(i), 0);
  const std::string all = " " + part(0) + " " + part(1) + " " + part(2) + " " + part(3);
  run = snplan("merge --missing" + all);
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("all 4 shards are there, complete"), std::string::npos) << run.out;
  ASSERT_EQ(snplan("merge" + all + " -o " + (dir / "merged.json").string()).exit_code, 0);
  EXPECT_EQ(readFile(dir / "merged.json"), readFile(dir / "whole.json"));

  // No part reads: the split must be given, and then every shard is to run again.
  run = snplan("merge --missing " + part(2) + "x");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("give --shards"), std::string::npos) << run.err;
}

// A part is a file anyone may have edited: each claim it makes is held against the spec and the
// other parts, and a forged one is refused naming its file, before anything is allocated by a
// count it gives (a count of 2^31 - 1 once allocated 8.4 GB).
TEST_F(SweepCommandTest, MergeRefusesForgedPartsNamingTheFile) {
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(snplan("sweep " + kSpec + " --shard " + std::to_string(i) + "/2 -o " +
                     (dir / ("p" + std::to_string(i) + ".json")).string())
                  .exit_code,
              0);
  const nlohmann::json real = nlohmann::json::parse(readFile(dir / "p0.json"));
  const std::string p1 = (dir / "p1.json").string();
  struct Forgery {
    const char *name;
    std::function<void(nlohmann::json &)> edit;
    const char *refusal;
  };
  const Forgery forgeries[] = {
      {"whole-run", [](nlohmann::json &part) { part["counts"]["covered"] = 300; },
       "claims to have covered 300 designs in a complete run; shard 1 of 2 has 150"},
      {"no-shard", [](nlohmann::json &part) { part.erase("shard"); },
       "claims to have covered 150 designs in a complete run; shard 1 of 1 has 300"},
      {"count-2-31-minus-1", [](nlohmann::json &part) { part["shard"]["count"] = 2147483647; },
       "claims to be shard 0 of 2147483647; a sweep splits into 1 to 1000000 shards"},
      {"count-2-31", [](nlohmann::json &part) { part["shard"]["count"] = 2147483648u; },
       "claims to be shard 0 of 2147483648; a sweep splits into 1 to 1000000 shards"},
      {"more-shards-than-designs", [](nlohmann::json &part) { part["shard"]["count"] = 301; },
       "claims a split into 301 shards; the spec's 300 designs split into 1 to 300"},
      {"index-beyond-count", [](nlohmann::json &part) { part["shard"]["index"] = 2; },
       "claims to be shard 2 of 2"},
      {"point-of-another-shard", [](nlohmann::json &part) { part["pareto_front"][0]["index"] = 1; },
       "holds design 1, which is not one of shard 1 of 2"},
      {"counts-wrapping-around",
       [](nlohmann::json &part) { part["counts"]["evaluated"] = std::numeric_limits<std::uint64_t>::max(); },
       "has counts that do not add up to the 150 designs it covered"},
      {"negative-count", [](nlohmann::json &part) { part["counts"]["pruned"] = -1; },
       "lacks its fingerprint, completeness or counts"},
      {"other-fingerprint", [](nlohmann::json &part) { part["spec_fingerprint"] = "0123456789abcdef"; },
       "is of another sweep spec (fingerprint 0123456789abcdef"},
  };
  for (const Forgery &forgery : forgeries) {
    nlohmann::json part = real;
    forgery.edit(part);
    const std::string forged = write(std::string(forgery.name) + ".json", part.dump()).string();
    const Outcome run = snplan("merge " + forged + " " + p1 + " -o " + (dir / "merged.json").string());
    EXPECT_EQ(run.exit_code, 1) << forgery.name;
    EXPECT_NE(run.err.find(forged + ": " + forgery.refusal), std::string::npos) << forgery.name << "\n"
                                                                                << run.err;
  }
  // A part carrying another spec than the first, whatever fingerprint it claims.
  nlohmann::json other = nlohmann::json::parse(readFile(p1));
  other["spec"]["top"] = 6;
  const std::string otherSpec = write("other-spec.json", other.dump()).string();
  const Outcome run = snplan("merge " + (dir / "p0.json").string() + " " + otherSpec);
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find(otherSpec + ": carries another spec than " + (dir / "p0.json").string()),
            std::string::npos)
      << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "merged.json"));
}

// A split into more shards than the spec has designs leaves shards with nothing, which merge
// refuses as impossible: the sweep refuses it first.
TEST_F(SweepCommandTest, MoreShardsThanDesignsAreRefused) {
  const Outcome shard = snplan("sweep " + kSpec + " --shard 300/301");
  EXPECT_EQ(shard.exit_code, 2);
  EXPECT_NE(shard.err.find("--shard gives 301 shards, but the spec has only 300 designs; give at most 300"),
            std::string::npos)
      << shard.err;
  const Outcome emitted = snplan("sweep " + kSpec + " --emit slurm --shards 301");
  EXPECT_EQ(emitted.exit_code, 2);
  EXPECT_NE(emitted.err.find("--shards gives 301 shards"), std::string::npos) << emitted.err;
}

TEST_F(SweepCommandTest, CsvListsTheFrontAndTheBest) {
  const Outcome run = snplan("sweep " + kSpec + " --format csv");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.substr(0, run.out.find('\r')),
            "role,index,network.scale_up.torus.dims,workload.parallelism.tp,workload.parallelism.pp,cooling."
            "supply_C,"
            "workload.parallelism.dp,training.tokens_per_s,power.facility_W,meets_criteria,score");
  EXPECT_NE(run.out.find("\r\n\"best, on the front\","), std::string::npos) << run.out.substr(0, 400);
}

TEST_F(SweepCommandTest, EmittedSlurmScriptRunsTheShardsAndMerges) {
  const Outcome run = snplan("sweep " + kSpec + " --emit slurm --shards 4 --output-dir " + dir.string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("#SBATCH --array=0-3"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("--shard \"$shard\"/4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("merge '" + dir.string() + "'/part-*.json"), std::string::npos) << run.out;
  EXPECT_EQ(std::system(("bash -n <<'EOF'\n" + run.out + "\nEOF").c_str()), 0) << "not valid bash";
  const Outcome k8s = snplan("sweep " + kSpec + " --emit k8s --shards 4");
  ASSERT_EQ(k8s.exit_code, 0) << k8s.err;
  EXPECT_NE(k8s.out.find("completionMode: Indexed"), std::string::npos);
  EXPECT_NE(k8s.out.find("completions: 4"), std::string::npos);
}

TEST_F(SweepCommandTest, ABadSpecIsRefusedWithItsPaths) {
  const auto spec = write("bad.json", R"spec({"schema": 1, "base": {"preset": "seed-s3"},
    "axes": [{"path": "workload.parallelism.tp", "range": {"from": 1, "to": 8, "step": 0}}],
    "objectives": [{"maximise": "training.tokens"}], "typo": 1})spec");
  const Outcome run = snplan("sweep " + spec.string());
  EXPECT_EQ(run.exit_code, 1);
  for (const char *expected :
       {"typo is not a key", "axes[0].range", "objectives[0] 'training.tokens' is not a metric"})
    EXPECT_NE(run.err.find(expected), std::string::npos) << expected << "\n" << run.err;
  // Fields and rules are checked once the spec reads: a second round of problems.
  const auto second = write("bad2.json", R"spec({"schema": 1, "base": {"preset": "seed-s3"},
    "axes": [{"path": "workload.parallelism.tpp", "values": [1]},
             {"path": "cooling.kind", "values": ["lava"]},
             {"path": "workload.parallelism.dp", "rule": "accelerators / (tp * )"}],
    "objectives": [{"maximise": "training.tokens_per_s"}]})spec");
  const Outcome compiled = snplan("sweep " + second.string());
  EXPECT_EQ(compiled.exit_code, 1);
  for (const char *expected :
       {"axes[0].path 'workload.parallelism.tpp' is not a field",
        "axes[1].values[0] cooling.kind is one of air, cold_plate", "axes[2].rule unknown name 'tp'"})
    EXPECT_NE(compiled.err.find(expected), std::string::npos) << expected << "\n" << compiled.err;
}

TEST_F(SweepCommandTest, AShardOutOfRangeIsRefused) {
  for (const char *shard : {"3/3", "5/3", "1/0", "x"}) {
    const Outcome run = snplan("sweep " + kSpec + " --shard " + shard);
    EXPECT_EQ(run.exit_code, 2) << shard;
    EXPECT_NE(run.err.find("--shard"), std::string::npos) << run.err;
  }
}

// The cost example (docs/examples/sweep-cost.json): a Pareto front of throughput against the cost
// per million tokens - along the front, more tokens a second cost more a token, and every front
// design is priced (a cost above 0).
TEST_F(SweepCommandTest, TheCostExamplesFrontTradesThroughputForCostPerToken) {
  const std::string spec = snp::testing::sourcePath("docs/examples/sweep-cost.json").string();
  const Outcome run = snplan("sweep " + spec + " -o " + (dir / "cost.json").string());
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json result = nlohmann::json::parse(readFile(dir / "cost.json"));
  const nlohmann::json &front = result.at("pareto_front");
  ASSERT_GE(front.size(), 2u);
  std::vector<std::pair<double, double>> points;
  for (const nlohmann::json &p : front)
    points.emplace_back(p.at("objectives").at("training.tokens_per_s").get<double>(),
                        p.at("objectives").at("cost.cost_per_million_tokens").get<double>());
  std::sort(points.begin(), points.end());
  for (std::size_t i = 0; i < points.size(); ++i) {
    EXPECT_GT(points[i].second, 0);
    if (i > 0 && points[i].first > points[i - 1].first) {
      EXPECT_GT(points[i].second, points[i - 1].second);
    }
  }
}

} // namespace

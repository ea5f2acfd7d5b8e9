// Sweeps that survive a cluster (issue 31): jobs of only the missing shards, the Slurm script's
// throttle, time limit, requeue and split at MaxArraySize, the Kubernetes Job's retries per index,
// and a shard that goes on from its checkpoint to the bytes of an uninterrupted run.
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <nlohmann/json.hpp>

#include <csignal>
#include <map>
#include <regex>
#include <set>
#include <thread>

namespace {

namespace fs = std::filesystem;

const std::string kSmall = snp::testing::sourcePath("docs/examples/sweep-small.json").string();
const std::string kMillion = snp::testing::sourcePath("docs/examples/sweep-million.json").string();

// Every "sbatch --wait --array=INDICES "$0" OFFSET" line: the shards each task runs.
std::vector<std::vector<int>> submittedArrays(const std::string &script, int maxArraySize) {
  std::vector<std::vector<int>> arrays;
  const std::regex line(R"(sbatch --wait --array=([0-9,-]+)(%\d+)? "\$0" (\d+))");
  for (auto it = std::sregex_iterator(script.begin(), script.end(), line); it != std::sregex_iterator();
       ++it) {
    const int offset = std::stoi((*it)[3]);
    std::vector<int> shards;
    std::stringstream list((*it)[1].str());
    for (std::string range; std::getline(list, range, ',');) {
      const auto dash = range.find('-');
      const int first = std::stoi(range.substr(0, dash));
      const int last = dash == std::string::npos ? first : std::stoi(range.substr(dash + 1));
      EXPECT_LT(last, maxArraySize) << range;
      for (int task = first; task <= last; ++task)
        shards.push_back(offset + task);
    }
    arrays.push_back(shards);
  }
  return arrays;
}

class SweepClusterTest : public SnplanTest {
protected:
  std::string part(int i) const { return (dir / ("part-" + std::to_string(i) + ".json")).string(); }
  void runShards(int shards) {
    for (int i = 0; i < shards; ++i)
      ASSERT_EQ(snplan("sweep " + kSmall + " --shard " + std::to_string(i) + "/" + std::to_string(shards) +
                       " -o " + part(i))
                    .exit_code,
                0);
  }
  nlohmann::json job(const std::string &manifest) {
    const fs::path path = write("job.yaml", manifest);
    const Outcome parsed = run(std::string(SYSTEM_PYTHON3) + " " + READ_JOB_YAML + " " + path.string());
    EXPECT_EQ(parsed.exit_code, 0) << parsed.err;
    const nlohmann::json documents = nlohmann::json::parse(parsed.out);
    EXPECT_EQ(documents.size(), 1u);
    return documents[0];
  }
};

TEST_F(SweepClusterTest, OnlyMissingRunsTheShardsMergeMissingNamesAsCompressedIndexLists) {
  runShards(8);
  for (int i : {0, 2, 3, 4, 7})
    fs::remove(part(i));
  const std::string emit = "sweep " + kSmall + " --output-dir " + dir.string() + " --only-missing --emit ";
  Outcome slurm = snplan(emit + "slurm --time-limit 30");
  ASSERT_EQ(slurm.exit_code, 0) << slurm.err;
  EXPECT_NE(slurm.out.find("\n#SBATCH --array=0,2-4,7\n"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.out.find("\n  sbatch --wait --array=0,2-4,7 \"$0\" 0 || true\n"), std::string::npos);
  EXPECT_NE(slurm.out.find("--shard \"$shard\"/8"), std::string::npos);
  const Outcome missing = snplan("merge --missing " + part(1) + " " + part(5) + " " + part(6));
  EXPECT_EQ(missing.exit_code, 3);
  EXPECT_NE(missing.out.find("(array indices 0,2-4,7)"), std::string::npos) << missing.out;

  // The Kubernetes Job: five completions, each index mapped to its shard through the list it carries.
  const Outcome k8s = snplan(emit + "k8s");
  ASSERT_EQ(k8s.exit_code, 0) << k8s.err;
  const nlohmann::json indexed = job(k8s.out);
  EXPECT_EQ(indexed["spec"]["completions"], 5);
  const std::string command = indexed["spec"]["template"]["spec"]["containers"][0]["args"][0];
  for (int index = 0; index < 5; ++index) {
    const Outcome pod = run("cd " + dir.string() + " && env JOB_COMPLETION_INDEX=" + std::to_string(index) +
                            " /bin/sh -c '" + std::regex_replace(command, std::regex("'"), "'\\''") + "'");
    ASSERT_EQ(pod.exit_code, 0) << pod.err;
  }
  for (int i = 0; i < 8; ++i)
    EXPECT_TRUE(fs::exists(part(i))) << i;
  const Outcome none = snplan(emit + "slurm");
  EXPECT_EQ(none.exit_code, 0) << none.err;
  EXPECT_EQ(none.out, "");
  EXPECT_NE(none.err.find("all 8 shards are in " + dir.string() + ", complete: no job to run"),
            std::string::npos)
      << none.err;
}

// sbatch --wait may report 0 for an array whose tasks were cancelled while they still write their
// parts (seen on Slurm 22.05), so the script asks the parts: with one absent or stopped part-way
// it names that shard and exits with status 3 instead of merging, whatever sbatch said.
TEST_F(SweepClusterTest, TheSlurmScriptMergesOnlyWhenThePartsAreCompleteWhateverSbatchReports) {
  const fs::path script = dir / "sweep.sbatch";
  ASSERT_EQ(snplan("sweep " + kSmall + " --emit slurm --shards 4 --time-limit 30 --output-dir " +
                   dir.string() + " -o " + script.string())
                .exit_code,
            0);
  // A stand-in sbatch that runs no task and reports success.
  fs::create_directories(dir / "bin");
  write("bin/sbatch", "#!/bin/sh\nexit 0\n");
  fs::permissions(dir / "bin" / "sbatch", fs::perms::owner_all);
  const auto submit = [&] {
    return run("cd " + dir.string() + " && env -u SLURM_ARRAY_TASK_ID PATH=" + (dir / "bin").string() +
               ":\"$PATH\" bash " + script.string());
  };
  runShards(4);
  fs::remove(part(1));
  // Shard 2 stopped part-way: a part as an interrupted run writes it.
  nlohmann::json stopped = nlohmann::json::parse(readFile(part(2)));
  stopped["complete"] = false;
  write("part-2.json", stopped.dump(2));
  const Outcome missing = submit();
  EXPECT_EQ(missing.exit_code, 3) << missing.err;
  EXPECT_NE(missing.out.find("2 of 4 shards to run again (array indices 1-2):"), std::string::npos)
      << missing.out;
  EXPECT_FALSE(fs::exists(dir / "result.json"));

  runShards(4);
  const Outcome merged = submit();
  EXPECT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_TRUE(fs::exists(dir / "result.json"));
}

TEST_F(SweepClusterTest, TheSlurmScriptThrottlesLimitsItsTimeAndIsRequeued) {
  const Outcome run =
      snplan("sweep " + kSmall + " --emit slurm --shards 16 --max-running 4 --time-limit 1530");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("\n#SBATCH --array=0-15%4\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n#SBATCH --time=1-01:30:00\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n#SBATCH --requeue\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n  sbatch --wait --array=0-15%4 \"$0\" 0 || true\n"), std::string::npos);
  EXPECT_NE(run.out.find("--checkpoint '" + fs::current_path().string()), std::string::npos);
  // Without --time-limit, an estimate: whole minutes, at least the 10 for starting and writing.
  const Outcome estimated = snplan("sweep " + kSmall + " --emit slurm --shards 2");
  std::smatch time;
  ASSERT_TRUE(std::regex_search(estimated.out, time, std::regex("\n#SBATCH --time=0-00:(\\d\\d):00\n")))
      << estimated.out;
  EXPECT_GE(std::stoi(time[1]), 10);
  EXPECT_EQ(snplan("sweep " + kSmall + " --emit slurm --max-running 0").exit_code, 2);
}

TEST_F(SweepClusterTest, ShardsBeyondMaxArraySizeRunAsSeveralArraysCoveringEachOnce) {
  for (const auto &[shards, maxArraySize, arrays] :
       std::vector<std::tuple<int, int, std::size_t>>{{2500, 1001, 3}, {1'000'000, 1001, 1000}, {10, 4, 3}}) {
    SCOPED_TRACE(shards);
    const Outcome run = snplan("sweep " + kMillion + " --emit slurm --time-limit 60 --shards " +
                               std::to_string(shards) + " --max-array-size " + std::to_string(maxArraySize));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::vector<int>> submitted = submittedArrays(run.out, maxArraySize);
    EXPECT_EQ(submitted.size(), arrays);
    std::vector<int> all;
    for (const std::vector<int> &array : submitted)
      all.insert(all.end(), array.begin(), array.end());
    std::ranges::sort(all);
    std::vector<int> expected(static_cast<std::size_t>(shards));
    std::iota(expected.begin(), expected.end(), 0);
    EXPECT_TRUE(all == expected) << all.size() << " shards run";
  }
}

TEST_F(SweepClusterTest, TheKubernetesJobRetriesEachIndexAndFailsOnlyWhatCannotSucceed) {
  const Outcome run = snplan("sweep " + kSmall + " --emit k8s --shards 40 --max-running 6");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json spec = job(run.out)["spec"];
  EXPECT_EQ(spec["completionMode"], "Indexed");
  EXPECT_EQ(spec["completions"], 40);
  EXPECT_EQ(spec["parallelism"], 6);
  EXPECT_EQ(spec["backoffLimitPerIndex"], 3);
  EXPECT_EQ(spec["maxFailedIndexes"], 4);
  EXPECT_FALSE(spec.contains("backoffLimit"));
  EXPECT_EQ(spec["template"]["spec"]["restartPolicy"], "Never");
  const nlohmann::json rules = spec["podFailurePolicy"]["rules"];
  ASSERT_EQ(rules.size(), 2u);
  EXPECT_EQ(rules[0], nlohmann::json::parse(
                          R"({"action": "Ignore", "onPodConditions": [{"type": "DisruptionTarget"}]})"));
  EXPECT_EQ(
      rules[1],
      nlohmann::json::parse(
          R"({"action": "FailIndex", "onExitCodes": {"containerName": "shard", "operator": "In", "values": [2]}})"));
  EXPECT_NE(spec["template"]["spec"]["containers"][0]["args"][0].get<std::string>().find("--checkpoint"),
            std::string::npos);
}

#ifdef __SANITIZE_ADDRESS__
// snplan under AddressSanitizer took five minutes over half of the million designs (twice): under
// the sanitizers the shard is a fortieth of them.
constexpr int kKilledShards = 40;
#else
constexpr int kKilledShards = 2;
#endif

TEST_F(SweepClusterTest, AKilledShardGoesOnFromItsCheckpointToTheBytesOfAnUninterruptedRun) {
  const std::string shard =
      "sweep " + kMillion + " --threads 2 --shard 0/" + std::to_string(kKilledShards) + " -o ";
  ASSERT_EQ(snplan(shard + (dir / "whole.json").string()).exit_code, 0);
  const fs::path checkpoint = dir / "checkpoint-0.json";
  const std::string resumable = shard + part(0) + " --checkpoint " + checkpoint.string();
  // Killed (SIGKILL: nothing of its own runs) once its first checkpoint is there.
  const pid_t pid = fork();
  if (pid == 0) {
    const std::string command = "exec " + std::string(SNPLAN_EXECUTABLE) + " " + resumable + " 2>/dev/null";
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char *>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 3000 && !fs::exists(checkpoint); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ASSERT_TRUE(fs::exists(checkpoint));
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  ASSERT_FALSE(fs::exists(part(0)));
  const nlohmann::json saved = nlohmann::json::parse(readFile(checkpoint));
  EXPECT_EQ(saved["kind"], "snplan sweep checkpoint");

  const Outcome resumed = snplan(resumable);
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("going on from " + checkpoint.string() + ": " +
                             std::to_string(saved["counts"]["covered"].get<std::uint64_t>()) +
                             " of the shard's " + std::to_string(1'000'000 / kKilledShards) +
                             " designs done"),
            std::string::npos)
      << resumed.err;
  EXPECT_EQ(readFile(part(0)), readFile(dir / "whole.json"));
  EXPECT_FALSE(fs::exists(checkpoint)); // the part holds it all
}

TEST_F(SweepClusterTest, ACheckpointOfAnotherSplitOrSpecIsRefusedNamingTheOption) {
  runShards(4);
  // A part of shard 2 of 4 made a checkpoint of all of its designs.
  nlohmann::json checkpoint = nlohmann::json::parse(readFile(part(1)));
  checkpoint["kind"] = "snplan sweep checkpoint";
  checkpoint["complete"] = false;
  write("ckpt.json", checkpoint.dump());
  const std::string ckpt = (dir / "ckpt.json").string();
  Outcome run = snplan("sweep " + kSmall + " --shard 0/4 -o " + part(0) + "x --checkpoint " + ckpt);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--checkpoint " + ckpt + ": is of shard 2 of 4, not of shard 1 of 4; not used"),
            std::string::npos)
      << run.err;
  EXPECT_FALSE(fs::exists(part(0) + "x"));
  nlohmann::json spec = nlohmann::json::parse(readFile(kSmall));
  spec["top"] = 2;
  const fs::path other = write("other.json", spec.dump());
  run = snplan("sweep " + other.string() + " --shard 1/4 -o " + part(1) + "x --checkpoint " + ckpt);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("is of another sweep spec"), std::string::npos) << run.err;
  // Its own shard goes on from it: every design done, nothing evaluated again.
  run = snplan("sweep " + kSmall + " --shard 1/4 -o " + part(1) + "x --checkpoint " + ckpt);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(readFile(part(1) + "x"), readFile(part(1)));
}

} // namespace

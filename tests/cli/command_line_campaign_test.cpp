// The command line itself as hostile input: argument lists made of snplan's own commands and
// options in random order and number, with values at their edges and the hostile strings (markup,
// formulas, shell commands, NUL-free but very long, Unicode separators). Run without a shell, as
// a script would; each run ends within its time with exit 0, 1 or 2 (never a signal), says why on
// stderr when it is not 0, and runs no command of its arguments. SNP_FUZZ_COMMAND_LINES runs (80
// by default: each is a process, a second apiece under the sanitizers).
#include "CampaignBudget.h"
#include "JsonMutator.h"
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <vector>

extern char **environ;

namespace {

// Runs snplan with exactly these arguments (no shell), stdin from /dev/null, out and err to files,
// cut off after 60 s by timeout(1): its wait status.
int spawnSnplan(const std::vector<std::string> &arguments, const std::filesystem::path &dir) {
  std::vector<std::string> words = {"timeout", "-s", "KILL", "60", SNPLAN_EXECUTABLE};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char *> argv;
  for (std::string &word : words)
    argv.push_back(word.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  const std::string out = (dir / "stdout").string(), err = (dir / "stderr").string();
  posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "timeout", &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (spawned != 0) return -1;
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

TEST_F(SnplanTest, HostileCommandLinesEndWithAReasonAndRunNothing) {
  const int runs = snp::test::environmentNumber("SNP_FUZZ_COMMAND_LINES", 80);
  const std::string spec = snp::testing::sourcePath("docs/examples/sweep-small.json").string();
  const std::vector<std::string> commands = {"evaluate", "validate",   "compare",  "serve",
                                             "schedule", "sweep",      "merge",    "metrics",
                                             "presets",  "montecarlo", "linkload", "whatnot"};
  const std::vector<std::string> options = {"--preset",     "--set",  "--criteria", "--format",   "--for",
                                            "--table",      "-o",     "--shards",   "--shard",    "--emit",
                                            "--output-dir", "--runs", "--seed",     "--language", "--help"};
  const std::vector<std::string> values = {"seed-s1",
                                           "gb200-nvl72",
                                           "default",
                                           "text",
                                           "json",
                                           "csv",
                                           "people",
                                           "slurm",
                                           "k8s",
                                           "0",
                                           "-1",
                                           "1e308",
                                           "2147483648",
                                           "1/0",
                                           "auto",
                                           "workload.parallelism.tp=8",
                                           "cooling.supply_C=nan",
                                           spec,
                                           "/dev/zero",
                                           (dir / "out.txt").string()};
  snp::test::JsonMutator pick(20261206);
  int succeeded = 0, refused = 0;
  for (int run = 0; run < runs; ++run) {
    std::vector<std::string> arguments = {commands[pick.below(commands.size())]};
    for (std::size_t n = pick.below(6); n > 0; --n) {
      arguments.push_back(options[pick.below(options.size())]);
      const auto &hostile = snp::test::hostileStrings();
      arguments.push_back(pick.below(3) == 0 ? hostile[pick.below(hostile.size())].c_str()
                                             : values[pick.below(values.size())]);
    }
    std::string line;
    for (const std::string &word : arguments)
      line += " " + word.substr(0, 80);
    const int status = spawnSnplan(arguments, dir);
    ASSERT_TRUE(WIFEXITED(status)) << "signal or hang:" << line;
    const int code = WEXITSTATUS(status);
    ASSERT_TRUE(code == 0 || code == 1 || code == 2) << "exit " << code << ":" << line;
    if (code == 0)
      ++succeeded;
    else {
      ++refused;
      ASSERT_FALSE(readFile(dir / "stderr").empty()) << "no reason given:" << line;
    }
    for (const auto &entry : std::filesystem::directory_iterator(dir))
      ASSERT_NE(entry.path().filename().string().rfind("INJECTED", 0), 0u) << "ran a command:" << line;
  }
  std::printf("%d hostile command lines: %d ran, %d refused with a reason\n", runs, succeeded, refused);
}

} // namespace

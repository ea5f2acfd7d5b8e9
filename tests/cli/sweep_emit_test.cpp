// The cluster jobs `snplan sweep --emit` writes, fed what a hostile colleague's spec or a careless
// command line can hold: newlines, quotes, $(), backticks, YAML documents, NUL, Unicode line
// separators, very long names. Each script is parsed by bash and run with a stand-in for sbatch,
// each manifest parsed by PyYAML and its command run by sh; only our own commands may run, and
// every path must arrive exactly as given.
#include "SnplanFixture.h"
#include "SourceTree.h"

#include <nlohmann/json.hpp>

#include <regex>
#include <vector>

namespace {

namespace fs = std::filesystem;

const std::string kSpec = snp::testing::sourcePath("docs/examples/sweep-small.json").string();

std::string repeated(const std::string &text, int times) {
  std::string out;
  for (int i = 0; i < times; ++i)
    out += text;
  return out;
}

// Spec names, each trying to run `touch INJECTED-…` or to add a Kubernetes object.
const std::vector<std::string> kHostileNames = {
    "plain name",
    "x\"\ntouch INJECTED-newline\n#",
    "$(touch INJECTED-substitution)",
    "`touch INJECTED-backtick`",
    "'; touch INJECTED-quote; '",
    "\\\ntouch INJECTED-backslash",
    "x\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: injected\nspec:\n  containers: [{name: x, image: "
    "x, "
    "securityContext: {privileged: true}}]",
    std::string("nul\0\ntouch INJECTED-nul", 23),
    "line\u2028touch INJECTED-u2028\u0085- next\u2029: x",
    repeated("long\n touch INJECTED-long; ", 4000),
};

// A folder name with everything but a line break (which is refused): each kind of quote, both
// kinds of substitution, an sbatch filename pattern (%h), a comment sign and a YAML separator.
const std::string kHostileFolder = "out $(touch INJECTED-dir) `touch INJECTED-dir2` 'q' \"d\" \\ %h #c ---";

// A word for the test's own shell command lines.
std::string quoted(const std::string &word) {
  std::string out = "'";
  for (const char c : word)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// An #SBATCH argument as sbatch reads it (src/sbatch/opt.c, _get_argument: quotes group, a
// backslash escapes the next character), then its filename pattern with "%%" as a percent sign.
std::string sbatchArgument(const std::string &text) {
  std::string argument;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size())
      argument += text[++i];
    else if (quote && c == quote)
      quote = 0;
    else if (!quote && (c == '"' || c == '\''))
      quote = c;
    else
      argument += c;
  }
  return std::regex_replace(argument, std::regex("%%"), "%");
}

class SweepEmitTest : public SnplanTest {
protected:
  // A spec with this name, in a folder whose own name is hostile.
  fs::path specNamed(const std::string &name) {
    nlohmann::json spec = nlohmann::json::parse(readFile(kSpec));
    spec["name"] = name;
    const fs::path folder = dir / "specs $(touch INJECTED-spec) 'x' \"y\"";
    fs::create_directories(folder);
    return write(fs::relative(folder / "spec.json", dir).string(), spec.dump());
  }

  // Files whose names say a command of the input ran; the hostile folders only mention them.
  std::vector<std::string> injected() const {
    std::vector<std::string> found;
    for (const auto &entry : fs::recursive_directory_iterator(dir))
      if (entry.path().filename().string().rfind("INJECTED", 0) == 0) found.push_back(entry.path().string());
    return found;
  }

  // A stand-in for sbatch on the PATH that only records its arguments, one per line.
  fs::path fakeSbatch() {
    const fs::path bin = dir / "bin";
    fs::create_directories(bin);
    write("bin/sbatch", "#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"$(dirname \"$0\")/sbatch.log\"\n");
    fs::permissions(bin / "sbatch", fs::perms::owner_all);
    return bin;
  }
};

TEST_F(SweepEmitTest, TheSlurmScriptRunsOnlyItsOwnCommandsAndCarriesEveryPathExactly) {
  // As the script names it: the path snplan found for itself in /proc/self/exe.
  const std::string snplanPath = fs::canonical(SNPLAN_EXECUTABLE).string();
  std::size_t plainLines = 0;
  for (std::size_t i = 0; i < kHostileNames.size(); ++i) {
    SCOPED_TRACE("name #" + std::to_string(i));
    const fs::path spec = specNamed(kHostileNames[i]);
    const fs::path out = dir / ("run-" + std::to_string(i)) / kHostileFolder;
    const fs::path script = dir / ("sweep-" + std::to_string(i) + ".sbatch");
    const Outcome emitted =
        snplan("sweep " + quoted(spec.string()) + " --emit slurm --shards 2 --output-dir " +
               quoted(out.string()) + " -o " + quoted(script.string()));
    ASSERT_EQ(emitted.exit_code, 0) << emitted.err;
    const std::string text = readFile(script);
    ASSERT_EQ(run("bash -n " + quoted(script.string())).exit_code, 0) << "not valid bash:\n"
                                                                      << text.substr(0, 2000);
    // The same lines whatever the name: a name cannot add one.
    const std::size_t lines = std::count(text.begin(), text.end(), '\n');
    if (i == 0) plainLines = lines;
    EXPECT_EQ(lines, plainLines) << text.substr(0, 2000);
    std::smatch match;
    ASSERT_TRUE(std::regex_search(text, match, std::regex("\n#SBATCH --job-name=([^\n]*)\n")));
    EXPECT_TRUE(std::regex_match(match[1].str(), std::regex("snplan-sweep(-[a-z0-9][a-z0-9-]*)?")));
    EXPECT_LE(match[1].length(), 63);
    ASSERT_TRUE(std::regex_search(text, match, std::regex("\n#SBATCH --output=([^\n]*)\n")));
    EXPECT_EQ(sbatchArgument(match[1].str()), out.string() + "/slurm-%A_%a.out");

    // Each task, then the submission: bash traces every command it runs (fd 9, "+> ...").
    const fs::path bin = fakeSbatch();
    const std::string trace = (dir / "trace").string();
    const auto bash = [&](const std::string &environment) {
      return run("cd " + quoted(dir.string()) + " && env " + environment + " PATH=" + quoted(bin.string()) +
                 ":\"$PATH\" bash -c 'exec 9>>\"$1\"; BASH_XTRACEFD=9 PS4=\"+> \" exec bash -x \"$2\"' _ " +
                 quoted(trace) + " " + quoted(script.string()));
    };
    for (const char *task : {"0", "1"}) {
      const Outcome shard = bash(std::string("SLURM_ARRAY_TASK_ID=") + task +
                                 " SLURM_ARRAY_TASK_MIN=0 SLURM_ARRAY_TASK_COUNT=2");
      ASSERT_EQ(shard.exit_code, 0) << shard.err;
      EXPECT_TRUE(fs::exists(out / (std::string("part-") + task + ".json")));
    }
    const Outcome submitted = bash("-u SLURM_ARRAY_TASK_ID");
    ASSERT_EQ(submitted.exit_code, 0) << submitted.err;
    EXPECT_TRUE(fs::exists(out / "result.json"));
    EXPECT_EQ(readFile(bin / "sbatch.log"), "--wait\n--array=0-1\n" + script.string() + "\n0\n");
    std::istringstream traced(readFile(trace));
    for (std::string line; std::getline(traced, line);)
      if (line.rfind("+> ", 0) == 0 || line.rfind("++> ", 0) == 0) {
        const std::string command =
            line.substr(line.find("> ") + 2, line.find(' ', line.find("> ") + 2) - line.find("> ") - 2);
        // The script's own: its variables, reading the cluster's MaxArraySize, and snplan asked
        // whether every shard is there before the merge.
        const bool own = command.starts_with("max_array_size=") || command.starts_with("shard=") ||
                         command == "timeout" || command == "sed" || command == snplanPath;
        EXPECT_TRUE(own || command == "set" || command == "mkdir" || command == "[[" || command == "sbatch" ||
                    command == "exec")
            << "bash ran: " << line;
      }
    fs::remove(trace);
    fs::remove(bin / "sbatch.log");
    EXPECT_EQ(injected(), std::vector<std::string>());
  }
}

TEST_F(SweepEmitTest, TheKubernetesJobIsOneJobWhoseShardCommandCarriesEveryPathExactly) {
  for (std::size_t i = 0; i < kHostileNames.size(); ++i) {
    SCOPED_TRACE("name #" + std::to_string(i));
    const fs::path spec = specNamed(kHostileNames[i]);
    const fs::path out = dir / ("run-" + std::to_string(i)) / kHostileFolder;
    const fs::path manifest = dir / ("sweep-" + std::to_string(i) + ".yaml");
    const Outcome emitted = snplan("sweep " + quoted(spec.string()) + " --emit k8s --shards 2 --output-dir " +
                                   quoted(out.string()) + " -o " + quoted(manifest.string()));
    ASSERT_EQ(emitted.exit_code, 0) << emitted.err;
    const Outcome parsed =
        run(std::string(SYSTEM_PYTHON3) + " " + READ_JOB_YAML + " " + quoted(manifest.string()));
    ASSERT_EQ(parsed.exit_code, 0) << parsed.err << readFile(manifest).substr(0, 2000);
    const nlohmann::json documents = nlohmann::json::parse(parsed.out);
    ASSERT_EQ(documents.size(), 1u) << parsed.out.substr(0, 2000);
    const nlohmann::json &job = documents[0];
    EXPECT_EQ(job.size(), 4u) << job.dump();
    EXPECT_EQ(job["kind"], "Job");
    EXPECT_TRUE(std::regex_match(job["metadata"]["name"].get<std::string>(),
                                 std::regex("snplan-sweep(-[a-z0-9][a-z0-9-]*)?")));
    const nlohmann::json &container = job["spec"]["template"]["spec"]["containers"][0];
    EXPECT_EQ(job["spec"]["template"]["spec"]["containers"].size(), 1u);
    EXPECT_EQ(container["command"], nlohmann::json({"/bin/sh", "-c"}));
    EXPECT_EQ(container["volumeMounts"][0]["mountPath"], out.string());
    ASSERT_EQ(container["args"].size(), 1u);
    // The pod's command, run as its shell runs it: one shard, into the folder given.
    fs::create_directories(out);
    const Outcome shard = run("cd " + quoted(dir.string()) + " && env JOB_COMPLETION_INDEX=1 /bin/sh -c " +
                              quoted(container["args"][0].get<std::string>()));
    ASSERT_EQ(shard.exit_code, 0) << shard.err;
    EXPECT_TRUE(fs::exists(out / "part-1.json"));
    EXPECT_EQ(injected(), std::vector<std::string>());
  }
}

TEST_F(SweepEmitTest, AFolderWithALineBreakIsRefusedByName) {
  for (const char *engine : {"slurm", "k8s"}) {
    const Outcome run = snplan(std::string("sweep ") + kSpec + " --emit " + engine + " --output-dir " +
                               quoted((dir / "a\ntouch INJECTED").string()));
    EXPECT_EQ(run.exit_code, 2) << engine;
    EXPECT_NE(run.err.find("--output-dir holds a line break"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
}

} // namespace

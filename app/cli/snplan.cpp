#include "CommandLine.h"
#include "Commands.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <exception>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using snp::cli::CommandLine;

constexpr const char *kFooter = R"(
--set uses the configuration's field paths, e.g. --set workload.parallelism.tp=8
or --set network.scale_up.torus.dims[2]=10 (docs/config-schema.md lists them).
Criteria sets are JSON files (docs/criteria.md); `default` is S1's selection table.
`snplan COMMAND --help` describes one command.)";

// Declares a command's options on CLI11, storing their values in `line`. Single-valued options
// refuse a second value: a command line never silently ignores what it was told.
class Declare {
public:
  Declare(CLI::App &command, CommandLine &line) : command_(command), line_(line) {}

  CLI::Option *single(const std::string &names, const std::string &key, const std::string &help) {
    return command_.add_option(names, line_.options[key], help)
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::Throw);
  }
  CLI::Option *repeatable(const std::string &names, const std::string &key, const std::string &help) {
    return command_.add_option(names, line_.options[key], help)
        ->allow_extra_args(false); // one value each time
  }
  // FILE or --preset ID, and --set: the one configuration a command works on.
  void configuration() {
    CLI::Option *file =
        command_.add_option("file", line_.positional, "A configuration file (JSON)")->expected(0, 1);
    CLI::Option *preset = single("--preset", "preset", "A bundled configuration (snplan presets lists them)");
    file->excludes(preset);
    settings();
  }
  // Several candidates: files and --preset IDs, each once or more.
  void candidates() {
    command_.add_option("files", line_.positional, "Configuration files (JSON)");
    repeatable("--preset", "preset", "A bundled configuration; repeat for more");
    settings();
  }
  void settings() {
    command_.add_option("--set", line_.settings, "path=value: change one field of the configuration")
        ->allow_extra_args(false);
  }
  void criteria() { single("--criteria", "criteria", "A criteria set (JSON file) or `default`"); }

private:
  CLI::App &command_;
  CommandLine &line_;
};

using Handler = std::function<int(const CommandLine &)>;

std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// " (did you mean --format?)" when a known word is within two edits of the unknown one.
std::string suggestion(std::string_view unknown, const std::vector<std::string> &known) {
  std::string best;
  std::size_t bestDistance = 3;
  for (const std::string &word : known)
    if (const std::size_t d = editDistance(unknown, word); d < bestDistance) {
      bestDistance = d;
      best = word;
    }
  return best.empty() ? "" : fmt::format(" (did you mean {}?)", best);
}

// Why the command line was refused, naming what was not understood first: an unknown command,
// or an unknown option (whose value CLI11 may otherwise take for a file and report as a clash).
int refuse(CLI::App &app, const CLI::ParseError &error) {
  const std::vector<CLI::App *> chosen = app.get_subcommands();
  if (chosen.empty()) {
    const std::vector<std::string> words = app.remaining();
    if (words.empty()) {
      fmt::print(stderr, "{}", app.help());
      return 2;
    }
    std::vector<std::string> commands;
    for (const CLI::App *sub : app.get_subcommands({}))
      commands.push_back(sub->get_name());
    fmt::print(stderr, "snplan: unknown command '{}'{}; snplan --help lists them\n", words.front(),
               suggestion(words.front(), commands));
    return 2;
  }
  CLI::App &command = *chosen.front();
  for (const std::string &word : command.remaining())
    if (word.starts_with("-")) {
      std::vector<std::string> options;
      for (const CLI::Option *option : command.get_options())
        for (const std::string &name : option->get_lnames())
          options.push_back("--" + name);
      const std::string name = word.substr(0, word.find('='));
      fmt::print(stderr, "snplan {}: unknown option {}{}; snplan {} --help lists them\n", command.get_name(),
                 name, suggestion(name, options), command.get_name());
      return 2;
    }
  fmt::print(stderr, "snplan {}: {}\n", command.get_name(), error.what());
  return 2;
}

} // namespace

int main(int argc, char *argv[]) {
  CLI::App app("snplan — Supernode Planner on the command line (no display needed)", "snplan");
  app.footer(kFooter);
  app.require_subcommand(1);
  CommandLine line;
  Handler run;

  const auto command = [&](const char *name, const char *help, Handler handler) {
    CLI::App *sub = app.add_subcommand(name, help);
    sub->callback([&run, handler] { run = handler; });
    return sub;
  };

  command("presets", "List the bundled configurations",
          [](const CommandLine &) { return snp::cli::listPresets(); });
  CLI::App *exportPreset = command("export-preset", "Print a preset as a JSON configuration file",
                                   [](const CommandLine &l) { return snp::cli::exportPreset(l); });
  exportPreset->add_option("id", line.positional, "The preset's identifier")->required()->expected(1);
  Declare(*exportPreset, line)
      .single("--form", "form", "full (default): every field; changes: only what differs from the defaults");

  Declare(*command("validate", "Check a configuration and list its problems",
                   [](const CommandLine &l) { return snp::cli::validateConfig(l); }),
          line)
      .configuration();

  CLI::App *evaluate = command("evaluate", "Every figure of a configuration, with its explanation",
                               [](const CommandLine &l) { return snp::cli::evaluateConfig(l); });
  Declare evaluateOptions(*evaluate, line);
  evaluateOptions.configuration();
  evaluateOptions.single("--format", "format", "json, csv or text");
  evaluateOptions.criteria();

  CLI::App *compare = command("compare", "Candidates side by side, judged and ranked",
                              [](const CommandLine &l) { return snp::cli::compareConfigs(l); });
  Declare compareOptions(*compare, line);
  compareOptions.candidates();
  compareOptions.criteria();
  compareOptions.single("--format", "format", "text, csv or json");
  compareOptions.single("--table", "table", "wide or long (CSV)");
  compareOptions.single("-o,--output", "output", "Write to this file instead of standard output");

  CLI::App *report =
      command("report", "The comparison as a PDF for the customer",
#ifdef SNPLAN_PDF_REPORT
              [argc, argv](const CommandLine &l) { return snp::cli::writeReport(argc, argv, l); }
#else
                             [](const CommandLine &) {
                               fmt::print(stderr, "snplan report: this snplan was built without Qt "
                                                  "(SNP_BUILD_GUI=OFF) and cannot write PDF reports; build "
                                                  "with SNP_BUILD_GUI=ON\n");
                               return 2;
                             }
#endif
      );
  Declare reportOptions(*report, line);
  reportOptions.candidates();
  reportOptions.criteria();
  reportOptions.single("-o,--output", "output", "The PDF to write");
  reportOptions.single("--language", "language", "en or zh_CN");
  reportOptions.single("--author", "author", "Who prepared the report");
  reportOptions.single("--project", "project", "The project's name on the title page");
  reportOptions.single("--date", "date", "YYYY-MM-DD (default: today)");

  command("metrics", "The figures criteria and comparisons can read",
          [](const CommandLine &) { return snp::cli::listMetrics(); });

  CLI::App *montecarlo = command("montecarlo", "Simulated runs with failures, beside the analytic goodput",
                                 [](const CommandLine &l) { return snp::cli::runMonteCarlo(l); });
  Declare montecarloOptions(*montecarlo, line);
  montecarloOptions.configuration();
  montecarloOptions.single("--runs", "runs", "Runs to simulate (default 100)");
  montecarloOptions.single("--seed", "seed", "Seed of the first run (default 1)");
  montecarloOptions.single("--timeline", "timeline", "Events of the first run to print (default 2000)");

  CLI::App *linkload = command("linkload", "Link loads by dimension-order and adaptive routing",
                               [](const CommandLine &l) { return snp::cli::linkLoads(l); });
  Declare linkloadOptions(*linkload, line);
  linkloadOptions.configuration();
  linkloadOptions.single("--pattern", "pattern", "uniform, neighbour, permutation or hotspot");
  linkloadOptions.single("--bytes", "bytes", "Bytes each endpoint sends");
  linkloadOptions.single("--seed", "seed", "Seed of the random patterns");

  CLI::App *sweep =
      command("sweep", "Every design of a space: the Pareto front and the best that meets the criteria",
              [](const CommandLine &l) { return snp::cli::runSweep(l); });
  Declare sweepOptions(*sweep, line);
  sweep->add_option("spec", line.positional, "The sweep spec (JSON, docs/sweep-spec.md)")
      ->required()
      ->expected(1);
  sweepOptions.single("-o,--output", "output", "Write the result to this file instead of standard output");
  sweepOptions.single("--format", "format", "json or csv");
  sweepOptions.single("--threads", "threads", "Threads to use (default: every core)");
  sweepOptions.single("--shard", "shard",
                      "i/N: run the i-th (from 0) of N interleaved slices; auto: from the array job");
  sweepOptions.single("--shards", "shards",
                      "Slices of the emitted job, or the count --shard auto cannot read");
  sweepOptions.single("--emit", "emit", "slurm or k8s: print the job that runs the sweep on a cluster");
  sweepOptions.single("--output-dir", "output-dir", "Where the emitted job writes its parts and result");

  CLI::App *merge = command("merge", "The parts of a sharded sweep as the result of one run",
                            [](const CommandLine &l) { return snp::cli::mergeSweeps(l); });
  Declare mergeOptions(*merge, line);
  merge->add_option("parts", line.positional, "The shards' result files")->required();
  mergeOptions.single("-o,--output", "output", "Write the result to this file instead of standard output");
  mergeOptions.single("--format", "format", "json or csv");

  Declare serveOptions(*command("serve",
                                "Inference serving: per-token times, batch, P50/P99 latency and capacity",
                                [](const CommandLine &l) { return snp::cli::serveModel(l); }),
                       line);
  serveOptions.configuration();
  for (const snp::cli::OptionHelp &option : snp::cli::serveOptions())
    serveOptions.single(std::string("--") + option.name, option.name, option.help);

  Declare scheduleOptions(
      *command("schedule", "A job trace scheduled on the machine: utilisation, queueing, fragmentation",
               [](const CommandLine &l) { return snp::cli::scheduleJobs(l); }),
      line);
  scheduleOptions.configuration();
  for (const snp::cli::OptionHelp &option : snp::cli::scheduleOptions())
    scheduleOptions.single(std::string("--") + option.name, option.name, option.help);

  CLI::App *bench = command("bench", "Evaluations per second of the simulator",
                            [](const CommandLine &l) { return snp::cli::benchmark(l); });
  Declare(*bench, line).single("--seconds", "seconds", "Seconds to measure (default 2)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &help) {
    return app.exit(help);
  } catch (const CLI::ParseError &error) {
    return refuse(app, error);
  }
  try {
    return run(line);
  } catch (const std::exception &error) {
    fmt::print(stderr, "snplan: {}\n", error.what());
    return 2;
  }
}

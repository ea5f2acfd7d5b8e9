#include "Commands.h"
#include "OptionDeclare.h"

#include "sim/sweep/Sweep.h"
#include "sim/sweep/WhatIf.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <exception>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

constexpr const char *kFooter = R"(
--set uses the configuration's field paths, e.g. --set workload.parallelism.tp=8
or --set network.scale_up.torus.dims[2]=10 (docs/config-schema.md lists them).
Criteria sets are JSON files (docs/criteria.md); `default` is S1's selection table.
`snplan COMMAND --help` describes one command.)";

using Handler = std::function<int()>;

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

// The first word of a command line that names no command, refused with a suggestion.
int refuseUnknownCommand(CLI::App &app, const std::string &word) {
  std::vector<std::string> commands;
  for (const CLI::App *sub : app.get_subcommands({}))
    commands.push_back(sub->get_name());
  fmt::print(stderr, "snplan: unknown command '{}'{}; snplan --help lists them\n", word,
             suggestion(word, commands));
  return 2;
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
    return refuseUnknownCommand(app, words.front());
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

// Every command's options, alive while the command line is parsed and the chosen command runs.
struct AllOptions {
  snp::cli::ExportPresetOptions exported;
  snp::cli::ConfigChoice validated;
  snp::cli::EvaluateOptions evaluated;
  snp::cli::BomOptions bom;
  snp::cli::CompareOptions compared;
  snp::cli::ReportOptions reported;
  snp::cli::MonteCarloCommandOptions simulated;
  snp::cli::LinkLoadCommandOptions loaded;
  snp::cli::SweepCommandOptions swept;
  snp::cli::MergeOptions merged;
  snp::cli::ServeOptions served;
  snp::cli::ScheduleCommandOptions scheduled;
  snp::cli::BenchOptions benched;
  snp::cli::WhatIfOptions asked;
};

// Adds a command whose handler runs once the command line is parsed.
class CommandAdder {
public:
  CommandAdder(CLI::App &app, Handler &run) : app_(app), run_(run) {}
  CLI::App &operator()(const char *name, const char *help, Handler handler) const {
    CLI::App *sub = app_.add_subcommand(name, help);
    sub->callback([&run = run_, handler] { run = handler; });
    return *sub;
  }

private:
  CLI::App &app_;
  Handler &run_;
};

using snp::cli::OutputFormat;
const std::vector<std::pair<std::string, OutputFormat>> kJsonCsvText = {
    {"json", OutputFormat::Json}, {"csv", OutputFormat::Csv}, {"text", OutputFormat::Text}};
const std::vector<std::pair<std::string, OutputFormat>> kJsonCsv = {{"json", OutputFormat::Json},
                                                                    {"csv", OutputFormat::Csv}};

// presets, export-preset, validate, evaluate, metrics: one configuration and what it yields.
void addConfigurationCommands(const CommandAdder &command, AllOptions &o) {
  using namespace snp::cli;
  command("presets", "List the bundled configurations", [] { return listPresets(); });
  ExportPresetOptions &exported = o.exported;
  CLI::App &exportPresetCommand = command("export-preset", "Print a preset as a JSON configuration file",
                                          [&] { return exportPreset(exported); });
  Declare exportOptions(exportPresetCommand);
  exportOptions.text("id", exported.id, "The preset's identifier")->required();
  exportOptions.choice(
      "--form", exported.form,
      {{"full", ExportPresetOptions::Form::Full}, {"changes", ExportPresetOptions::Form::Changes}},
      "full: every field; changes: only what differs from the defaults");

  ConfigChoice &validated = o.validated;
  Declare(command("validate", "Check a configuration and list its problems", [&] {
    return validateConfig(validated);
  })).configuration(validated);

  EvaluateOptions &evaluated = o.evaluated;
  Declare evaluateOptions(command("evaluate", "Every figure of a configuration, with its explanation",
                                  [&] { return evaluateConfig(evaluated); }));
  evaluateOptions.configuration(evaluated.config);
  evaluateOptions.choice("--format", evaluated.format, kJsonCsvText, "The output's form");
  evaluateOptions.criteria(evaluated.criteria);

  command("metrics", "The figures criteria and comparisons can read", [] { return listMetrics(); });

  BomOptions &bom = o.bom;
  Declare bomOptions(command("bom", "The parts the design is built from, counted from its topology and plant",
                             [&] { return billOfMaterials(bom); }));
  bomOptions.configuration(bom.config);
  bomOptions.choice("--format", bom.format, kJsonCsvText, "The output's form");
}

// compare, report: candidates side by side, on the terminal or as the customer's PDF.
// argc and argv reach only the PDF report, which a build without Qt leaves out.
void addComparisonCommands(const CommandAdder &command, AllOptions &o, [[maybe_unused]] int argc,
                           [[maybe_unused]] char *argv[]) {
  using namespace snp::cli;
  CompareOptions &compared = o.compared;
  Declare compareOptions(
      command("compare", "Candidates side by side, judged and ranked", [&compared, argc, argv] {
        if (!compared.forPeople()) return compareConfigs(compared);
#ifdef SNPLAN_PDF_REPORT
        return writeComparisonSheet(argc, argv, compared);
#else
    fmt::print(stderr, "snplan compare: this snplan was built without Qt (SNP_BUILD_GUI=OFF) and writes "
                       "only the machines' tables; use --for machines, or build with SNP_BUILD_GUI=ON\n");
    return 2;
#endif
      }));
  compareOptions.candidates(compared.candidates);
  compareOptions.criteria(compared.criteria);
  compareOptions.choice("--format", compared.format,
                        {{"text", OutputFormat::Text},
                         {"csv", OutputFormat::Csv},
                         {"json", OutputFormat::Json},
                         {"xlsx", OutputFormat::Xlsx}},
                        "The output's form (xlsx: an Excel workbook for people, written with -o)");
  compareOptions.choice(
      "--for", compared.reader,
      {{"machines", CompareOptions::Reader::Machines}, {"people", CompareOptions::Reader::People}},
      "Who reads the CSV: pipelines (metric paths, exact SI values) or people (labels, "
      "units, rounded values, verdicts by rule name)");
  compareOptions.choice(
      "--table", compared.table,
      {{"wide", CompareOptions::Table::Wide}, {"long", CompareOptions::Table::Long}},
      "The machines' CSV's shape: a row per candidate with a column per figure, or a row per "
      "candidate and figure");
  compareOptions.text("--language", compared.language, "The language of the tables for people: en or zh_CN");
  compareOptions.text("-o,--output", compared.output, "Write to this file instead of standard output");

  ReportOptions &reported = o.reported;
  Declare reportOptions(command("report", "The comparison as a PDF for the customer",
#ifdef SNPLAN_PDF_REPORT
                                [&reported, argc, argv] { return writeReport(argc, argv, reported); }
#else
                                [] {
                                  fmt::print(stderr, "snplan report: this snplan was built without Qt "
                                                     "(SNP_BUILD_GUI=OFF) and cannot write PDF reports; "
                                                     "build with SNP_BUILD_GUI=ON\n");
                                  return 2;
                                }
#endif
                                ));
  reportOptions.candidates(reported.candidates);
  reportOptions.criteria(reported.criteria);
  reportOptions.text("-o,--output", reported.output, "The PDF to write");
  reportOptions.text("--language", reported.language, "en or zh_CN");
  reportOptions.text("--title", reported.title, "The title page's heading (default: Supernode comparison)");
  reportOptions.text("--customer", reported.customer, "Who the report is for");
  reportOptions.text("--author", reported.author, "Who prepared the report");
  reportOptions.text("--logo", reported.logo, "An image (PNG, JPEG, SVG) for the title page");
  reportOptions.text(
      "--sections", reported.sections,
      "What the report holds, comma-separated: summary, criteria, charts, candidates, plant (each "
      "candidate's single-line diagram, floor plan and rack elevation), appendix, bom (each "
      "candidate's bill of materials; the default: all of them), notes (the scenarios' own notes, left out "
      "by default)");
  reportOptions.text("--date", reported.date, "YYYY-MM-DD (default: today)");
}

// montecarlo, linkload, serve, schedule, bench: the simulators beside the analytic model.
void addSimulationCommands(const CommandAdder &command, AllOptions &o) {
  using namespace snp::cli;
  MonteCarloCommandOptions &simulated = o.simulated;
  Declare montecarloOptions(command("montecarlo", "Simulated runs with failures, beside the analytic goodput",
                                    [&] { return runMonteCarlo(simulated); }));
  montecarloOptions.configuration(simulated.config);
  montecarloOptions.wholeNumber("--runs", simulated.runs, 1, 1'000'000, "Runs to simulate");
  montecarloOptions.wholeNumber("--seed", simulated.seed, 0, 1LL << 62, "Seed of the first run");
  montecarloOptions.wholeNumber("--timeline", simulated.timeline, 0, 10'000'000,
                                "Events of the first run to print");

  LinkLoadCommandOptions &loaded = o.loaded;
  Declare linkloadOptions(command("linkload", "Link loads by dimension-order and adaptive routing",
                                  [&] { return linkLoads(loaded); }));
  linkloadOptions.configuration(loaded.config);
  linkloadOptions.choice("--pattern", loaded.pattern,
                         {{"uniform", snp::sim::TrafficPattern::UniformAllToAll},
                          {"neighbour", snp::sim::TrafficPattern::Neighbour},
                          {"permutation", snp::sim::TrafficPattern::RandomPermutation},
                          {"hotspot", snp::sim::TrafficPattern::HotSpot}},
                         "The traffic");
  linkloadOptions.wholeNumber("--bytes", loaded.bytes, 1, 1LL << 50, "Bytes each endpoint sends");
  linkloadOptions.wholeNumber("--seed", loaded.seed, 0, 1LL << 62, "Seed of the random patterns");

  ServeOptions &served = o.served;
  Declare serveOptions(command("serve",
                               "Inference serving: per-token times, batch, P50/P99 latency and capacity",
                               [&] { return serveModel(served); }));
  serveOptions.configuration(served.config);
  declareServeOptions(serveOptions, served);
  serveOptions.choice("--format", served.format, kJsonCsvText, "The output's form");

  ScheduleCommandOptions &scheduled = o.scheduled;
  Declare scheduleOptions(
      command("schedule", "A job trace scheduled on the machine: utilisation, queueing, fragmentation",
              [&] { return scheduleJobs(scheduled); }));
  scheduleOptions.configuration(scheduled.config);
  declareScheduleOptions(scheduleOptions, scheduled);
  scheduleOptions.choice("--format", scheduled.format, kJsonCsvText, "The output's form");

  BenchOptions &benched = o.benched;
  Declare benchOptions(
      command("bench", "Evaluations per second of the simulator", [&] { return benchmark(benched); }));
  benchOptions.wholeNumber("--seconds", benched.seconds, 1, 600, "Seconds to measure");
  benchOptions.text("--preset", benched.preset, "Only this preset's evaluations per second");
}

// sweep, merge: a design space, run here or as a cluster's array job, and its parts merged.
void addSweepCommands(const CommandAdder &command, AllOptions &o) {
  using namespace snp::cli;
  SweepCommandOptions &swept = o.swept;
  Declare sweepOptions(
      command("sweep", "Every design of a space: the Pareto front and the best that meets the criteria",
              [&] { return runSweep(swept); }));
  sweepOptions.text("spec", swept.spec, "The sweep spec (JSON, docs/sweep-spec.md)")->required();
  sweepOptions.text("-o,--output", swept.output, "Write the result to this file instead of standard output");
  sweepOptions.choice("--format", swept.format, kJsonCsv, "The result's form");
  sweepOptions.wholeNumber("--threads", swept.threads, 0, 1024, "Threads to use (0: every core)");
  sweepOptions.text("--shard", swept.shard,
                    "i/N: run the i-th (from 0) of N interleaved slices; auto: from the array job");
  sweepOptions.wholeNumber("--shards", swept.shards, 1, snp::sim::kMaxSweepShards,
                           "Slices of the emitted job (default 8, or one a design when there are fewer; with "
                           "--only-missing, the parts' split), or the count --shard auto cannot read");
  sweepOptions.text("--checkpoint", swept.checkpoint,
                    "Save the shard's progress to this file as it runs, and go on from it when it is there "
                    "(a checkpoint of another spec or split is refused); removed when the shard completes");
  sweepOptions.choice(
      "--emit", swept.emit,
      {{"slurm", SweepCommandOptions::Engine::Slurm}, {"k8s", SweepCommandOptions::Engine::Kubernetes}},
      "Print the job that runs the sweep on a cluster");
  sweepOptions.text("--output-dir", swept.outputDir,
                    "Where the emitted job writes its parts, checkpoints and result");
  sweepOptions.flag(
      "--only-missing", swept.onlyMissing,
      "With --emit: a job of only the shards whose parts --output-dir lacks or holds "
      "incomplete or damaged (as merge --missing finds them); none missing: says so, writes no job");
  sweepOptions.wholeNumber("--max-running", swept.maxRunning, 1, snp::sim::kMaxSweepShards,
                           "With --emit: tasks of the job running at once (Slurm's --array=…%M, a Job's "
                           "parallelism); default: as many as the cluster gives");
  sweepOptions.wholeNumber("--time-limit", swept.timeLimit, 1, SweepCommandOptions::kMostTimeLimitMinutes,
                           "With --emit slurm: minutes each task may run (#SBATCH --time); default: three "
                           "times a shard's designs at the time this machine takes for one, plus 10");
  sweepOptions.wholeNumber("--max-array-size", swept.maxArraySize, 1, snp::sim::kMaxSweepShards,
                           "With --emit slurm: the cluster's MaxArraySize; more shards are run as several "
                           "arrays (default 1001, Slurm's)");

  MergeOptions &merged = o.merged;
  Declare mergeOptions(command("merge", "The parts of a sharded sweep as the result of one run",
                               [&] { return mergeSweeps(merged); }));
  mergeOptions.words("parts", merged.parts, "The shards' result files")->required();
  mergeOptions.text("-o,--output", merged.output, "Write the result to this file instead of standard output");
  mergeOptions.choice("--format", merged.format, kJsonCsv, "The result's form");
  mergeOptions.flag(
      "--missing", merged.missing,
      "List the shards the parts do not hold whole (absent, stopped or damaged) and their array "
      "indices to run again, instead of merging; exit status 3 when there are any");
  mergeOptions.wholeNumber("--shards", merged.shards, 1, snp::sim::kMaxSweepShards,
                           "With --missing: the split, where no part can be read to tell it");
}

// whatif: the smallest changes that make a failing design pass, and how far one lever may go.
void addWhatIfCommand(const CommandAdder &command, AllOptions &o) {
  using namespace snp::cli;
  WhatIfOptions &asked = o.asked;
  Declare whatifOptions(
      command("whatif", "What would it take: the smallest changes that make a design pass its must-rules",
              [&] { return whatWouldItTake(asked); }));
  whatifOptions.configuration(asked.config);
  whatifOptions.criteria(asked.criteria);
  whatifOptions.texts(
      "--vary", asked.vary,
      "A field the search may change and its values: PATH=FROM..TO:STEP, PATH=FROM..TO*FACTOR, "
      "PATH=V1,V2,... or PATH alone for its usual values; repeat it (default: cabinets, cooling "
      "method, supply temperature, power cap, scale-up domain, tp and pp)");
  whatifOptions.wholeNumber("--changes", asked.changes, 1, snp::sim::kMaxWhatIfChanges,
                            "Fields changed at once");
  whatifOptions.wholeNumber("--fixes", asked.fixes, 1, snp::sim::kMaxFixes, "Fixes to list");
  whatifOptions.wholeNumber("--budget", asked.budget, 1, 100'000'000, "Designs to evaluate at most");
  whatifOptions.choice("--rank", asked.rank,
                       {{"distance", WhatIfOptions::Rank::Distance}, {"cost", WhatIfOptions::Rank::Cost}},
                       "Rank the fixes by how far they move the design, or by their equivalent annual cost");
  whatifOptions.text(
      "--how-far", asked.how_far,
      "A field (one of --vary's, or alone for its usual values): the furthest it may move each "
      "way while the design passes");
  whatifOptions.choice("--format", asked.format, {{"text", OutputFormat::Text}, {"json", OutputFormat::Json}},
                       "The output's form");
  whatifOptions.text("-o,--output", asked.output, "Write to this file instead of standard output");
}

} // namespace

int main(int argc, char *argv[]) {
  CLI::App app("snplan — Supernode Planner on the command line (no display needed)", "snplan");
  app.footer(kFooter);
  app.require_subcommand(1);
  Handler run;
  AllOptions options;
  const CommandAdder command(app, run);
  addConfigurationCommands(command, options);
  addComparisonCommands(command, options, argc, argv);
  addSimulationCommands(command, options);
  addSweepCommands(command, options);
  addWhatIfCommand(command, options);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &help) {
    // "snplan whatnot --help" asks about a command there is none of: refused as without --help.
    if (app.get_subcommands().empty() && !app.remaining().empty())
      return refuseUnknownCommand(app, app.remaining().front());
    return app.exit(help);
  } catch (const CLI::ParseError &error) {
    return refuse(app, error);
  }
  try {
    return run();
  } catch (const std::exception &error) {
    fmt::print(stderr, "snplan: {}\n", error.what());
    return 2;
  }
}

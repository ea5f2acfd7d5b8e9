#include "Commands.h"
#include "CriteriaSource.h"
#include "Interrupt.h"
#include "OptionRefusal.h"
#include "PartFiles.h"
#include "ShardIndex.h"
#include "SweepCheckpoint.h"
#include "SweepEmit.h"
#include "SweepLoad.h"

#include "app/report/SweepCsv.h"
#include "sim/sweep/EvolutionarySearch.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>

namespace snp::cli {

namespace {

// Checkpoints by count: every 0.5 % of the shard's designs, so that with the blocks finished beyond
// the last one a restart redoes at most 1 % (sim::SweepOptions::checkpoint).
constexpr std::uint64_t kCheckpointsPerShard = 200;
// And by time, for shards whose designs are slow.
constexpr double kCheckpointSeconds = 60;

// "swept 123,456 of 1,000,000 (12 %) · 245,310 points/s · 3.6 s left", rewritten in place; `before`
// were done by an earlier run (a checkpoint), `done` by this one.
void showProgress(std::uint64_t before, std::uint64_t done, std::uint64_t total, double seconds) {
  const double rate = seconds > 0 ? done / seconds : 0;
  const double left = rate > 0 ? (total - before - done) / rate : 0;
  fmt::print(stderr, "\rswept {:L} of {:L} ({:.0f} %) · {:.0f} points/s · {:.1f} s left   ", before + done,
             total, total ? 100.0 * (before + done) / total : 100.0, rate, left);
}

// Why a split into `shards` cannot be merged: more shards than the spec has designs, which
// `snplan merge` refuses as impossible. nullopt when it can.
std::optional<std::string> splitRefusal(const char *option, int shards, const sim::CompiledSweep &sweep) {
  if (static_cast<std::uint64_t>(shards) <= sweep.space()) return std::nullopt;
  return fmt::format("{} gives {} shards, but the spec has only {} designs; give at most {}", option, shards,
                     sweep.space(), sweep.space());
}

// Minutes a Slurm task of `designs` designs may take: three times what this machine takes for
// them, timed on about 32 designs spread over the space, plus 10 for starting and writing.
int estimatedMinutes(const sim::CompiledSweep &sweep, std::uint64_t designs) {
  const auto sampleShards =
      static_cast<int>(std::clamp<std::uint64_t>(sweep.space() / 32, 1, sim::kMaxSweepShards));
  const auto start = std::chrono::steady_clock::now();
  const sim::SweepResult sample = sweep.run({.threads = 1, .shard = 0, .shards = sampleShards});
  const double perDesign = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() /
                           double(std::max<std::uint64_t>(1, sample.counts.covered));
  const double minutes = 3 * perDesign * double(designs) / 60 + 10;
  return int(std::ceil(std::min<double>(minutes, SweepCommandOptions::kMostTimeLimitMinutes)));
}

// The shards --only-missing runs: those `dir` does not hold whole, as merge --missing finds them.
// Sets `shards` from the parts when not given. nullopt (reported) when the folder cannot tell.
std::optional<std::vector<int>> missingIn(const std::string &dir, const SweepCommandOptions &options,
                                          const std::shared_ptr<const sim::CompiledSweep> &sweep,
                                          int &shards) {
  ReadParts seed;
  seed.sweep = sweep;
  seed.spec = sweep->spec().canonical;
  seed.spec_from = options.spec;
  const std::optional<ReadParts> read = readParts(partFilesIn(dir), true, std::move(seed));
  if (!read) return std::nullopt;
  if (!read->foreign.empty()) {
    fmt::print(stderr,
               "snplan sweep: --only-missing: {} holds parts of another spec ({}); give another "
               "--output-dir\n",
               dir, read->foreign.front());
    return std::nullopt;
  }
  if (!options.shards) {
    if (read->parts.empty()) {
      fmt::print(stderr,
                 "snplan sweep: --only-missing: no part in {} reads, so none tells the split: give "
                 "--shards\n",
                 dir);
      return std::nullopt;
    }
    shards = read->parts.front().shards;
  }
  std::vector<int> missing;
  for (const sim::ShardGap &gap : shardGaps(*read, shards))
    missing.push_back(gap.shard);
  return missing;
}

int emitJob(const SweepCommandOptions &options, const std::shared_ptr<const sim::CompiledSweep> &sweep,
            SweepCommandOptions::Engine engine) {
  // Eight by default, or one a design when there are fewer.
  int shards = options.shards.value_or(int(std::min<std::uint64_t>(8, sweep->space())));
  SweepJob job;
  job.snplan = std::filesystem::read_symlink("/proc/self/exe").string();
  job.spec = std::filesystem::absolute(options.spec).string();
  job.output_dir =
      std::filesystem::absolute(options.outputDir.value_or("sweep-" + sweep->spec().hash)).string();
  if (options.onlyMissing) {
    const auto missing = missingIn(job.output_dir, options, sweep, shards);
    if (!missing) return 2;
    if (missing->empty()) {
      fmt::print(stderr, "snplan sweep: all {} shards are in {}, complete: no job to run\n", shards,
                 job.output_dir);
      return 0;
    }
    job.only = *missing;
  }
  if (const auto refusal =
          splitRefusal(options.onlyMissing && !options.shards ? "the parts" : "--shards", shards, *sweep)) {
    fmt::print(stderr, "snplan sweep: {}\n", *refusal);
    return 2;
  }
  job.name = sweep->spec().name;
  job.fingerprint = sweep->spec().hash;
  job.shards = shards;
  job.max_running = options.maxRunning;
  job.max_array_size = options.maxArraySize.value_or(kSlurmMaxArraySize);
  if (engine == SweepCommandOptions::Engine::Slurm)
    job.time_limit_minutes =
        options.timeLimit.value_or(estimatedMinutes(*sweep, (sweep->space() + shards - 1) / shards));
  if (const auto refusal = sweepJobRefusal(job)) {
    fmt::print(stderr, "snplan sweep: {}\n", *refusal);
    return 2;
  }
  const std::string text =
      engine == SweepCommandOptions::Engine::Slurm ? slurmArrayScript(job) : kubernetesIndexedJob(job);
  return writeOutput(options.output, text) ? 0 : 1;
}

} // namespace

int runSweep(const SweepCommandOptions &given) {
  const LoadedSweep loaded = loadSweep(given.spec);
  if (!loaded.sweep) return reportSweepProblems(given.spec, loaded.errors);
  const sim::CompiledSweep &sweep = *loaded.sweep;
  const bool searching = sweep.spec().search.has_value();
  if (searching && (given.emit || given.shard || given.checkpoint)) {
    fmt::print(stderr,
               "snplan sweep: {} splits or resumes a sweep of the whole grid; a spec with a \"search\" "
               "evaluates the designs its search chooses, in one run: remove the option or the search\n",
               given.emit    ? "--emit"
               : given.shard ? "--shard"
                             : "--checkpoint");
    return 2;
  }
  if (given.emit) return emitJob(given, loaded.sweep, *given.emit);

  sim::SweepOptions options;
  options.threads = given.threads;
  if (const auto &shard = given.shard) {
    const auto index = shardIndex(*shard, given.shards, [](const char *name) -> std::optional<std::string> {
      const char *value = std::getenv(name);
      return value ? std::optional<std::string>(value) : std::nullopt;
    });
    if (const std::string *error = std::get_if<std::string>(&index)) {
      fmt::print(stderr, "snplan sweep: {}\n", *error);
      return 2;
    }
    options.shard = std::get<ShardIndex>(index).index;
    options.shards = std::get<ShardIndex>(index).count;
    if (const auto refusal = splitRefusal("--shard", options.shards, sweep)) {
      fmt::print(stderr, "snplan sweep: {}\n", *refusal);
      return 2;
    }
  }

  // A search's designs are its budget, not the space.
  const std::uint64_t total =
      searching ? std::min<std::uint64_t>(sweep.space(), std::uint64_t(sweep.spec().search->evaluations))
                : (sweep.space() + options.shards - 1 - options.shard) / options.shards;
  std::optional<sim::SweepResult> resumed;
  if (given.checkpoint) {
    CheckpointRead read = readCheckpoint(*given.checkpoint, sweep, options.shard, options.shards);
    if (const std::string *why = std::get_if<std::string>(&read)) {
      fmt::print(stderr,
                 "snplan sweep: --checkpoint {}: {}; not used: remove it to run shard {} of {} from its "
                 "first design\n",
                 *given.checkpoint, *why, options.shard + 1, options.shards);
      return 2;
    }
    if (sim::SweepResult *checkpoint = std::get_if<sim::SweepResult>(&read)) {
      resumed = std::move(*checkpoint);
      options.resume = &*resumed;
      fmt::print(stderr, "snplan sweep: going on from {}: {} of the shard's {} designs done\n",
                 *given.checkpoint, resumed->counts.covered, total);
    }
    options.checkpoint = [&](const sim::SweepResult &prefix) {
      writeCheckpoint(*given.checkpoint, sweep, prefix);
    };
    options.checkpoint_every = std::max<std::uint64_t>(1, total / kCheckpointsPerShard);
    options.checkpoint_seconds = kCheckpointSeconds;
  }

  // Ctrl-C (or a scheduler's SIGTERM) stops the sweep within a few points; what was evaluated is
  // written, marked incomplete, and the checkpoint where its designs in order end.
  const InterruptGuard interrupt;
  std::atomic<bool> cancel{false};
  options.cancel = &cancel;
  const bool terminal = stderrIsTerminal();
  const std::uint64_t before = resumed ? resumed->counts.covered : 0;
  const auto start = std::chrono::steady_clock::now();
  options.progress = [&](std::uint64_t done) {
    if (InterruptGuard::interrupted()) cancel = true;
    if (terminal)
      showProgress(before, done, total,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  };
  const sim::SweepResult result = searching ? sim::evolutionarySearch(sweep, options) : sweep.run(options);
  if (terminal) fmt::print(stderr, "\n");

  const std::string text = given.format == OutputFormat::Csv
                               ? report::sweepCsv(sweep, result)
                               : sim::sweepResultJson(sweep, result).dump(2) + "\n";
  if (!writeOutput(given.output, text)) return 1;
  // The part holds it all now: a checkpoint left would only stand in a later run's way.
  if (result.complete && given.checkpoint) std::filesystem::remove(*given.checkpoint);
  if (!result.complete) {
    fmt::print(stderr, "snplan sweep: interrupted after {} of {} points; the result holds those\n",
               result.counts.covered, total);
    return 130;
  }
  return 0;
}

} // namespace snp::cli

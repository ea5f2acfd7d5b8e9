#include "Commands.h"
#include "CriteriaSource.h"
#include "Interrupt.h"
#include "OptionRefusal.h"
#include "ShardIndex.h"
#include "SweepEmit.h"
#include "SweepLoad.h"

#include "app/report/SweepCsv.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>

namespace snp::cli {

namespace {

// "swept 123,456 of 1,000,000 (12 %) · 245,310 points/s · 3.6 s left", rewritten in place.
void showProgress(std::uint64_t done, std::uint64_t total, double seconds) {
  const double rate = seconds > 0 ? done / seconds : 0;
  const double left = rate > 0 ? (total - done) / rate : 0;
  fmt::print(stderr, "\rswept {:L} of {:L} ({:.0f} %) · {:.0f} points/s · {:.1f} s left   ", done, total,
             total ? 100.0 * done / total : 100.0, rate, left);
}

// Why a split into `shards` cannot be merged: more shards than the spec has designs, which
// `snplan merge` refuses as impossible. nullopt when it can.
std::optional<std::string> splitRefusal(const char *option, int shards, const sim::CompiledSweep &sweep) {
  if (static_cast<std::uint64_t>(shards) <= sweep.space()) return std::nullopt;
  return fmt::format("{} gives {} shards, but the spec has only {} designs; give at most {}", option, shards,
                     sweep.space(), sweep.space());
}

int emitJob(const SweepCommandOptions &options, const sim::CompiledSweep &sweep,
            SweepCommandOptions::Engine engine) {
  // Eight by default, or one a design when there are fewer.
  const int shards = options.shards.value_or(int(std::min<std::uint64_t>(8, sweep.space())));
  if (shards > SweepCommandOptions::kMaxEmittedShards) {
    fmt::print(
        stderr, "snplan sweep: {}\n",
        wholeNumberRefusal("--shards", std::to_string(shards), 1, SweepCommandOptions::kMaxEmittedShards));
    return 2;
  }
  if (const auto refusal = splitRefusal("--shards", shards, sweep)) {
    fmt::print(stderr, "snplan sweep: {}\n", *refusal);
    return 2;
  }
  SweepJob job;
  job.snplan = std::filesystem::read_symlink("/proc/self/exe").string();
  job.spec = std::filesystem::absolute(options.spec).string();
  job.output_dir =
      std::filesystem::absolute(options.outputDir.value_or("sweep-" + sweep.spec().hash)).string();
  job.name = sweep.spec().name;
  job.fingerprint = sweep.spec().hash;
  job.shards = shards;
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
  if (given.emit) return emitJob(given, sweep, *given.emit);

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

  // Ctrl-C stops the sweep within a few points; what was evaluated is written, marked incomplete.
  const InterruptGuard interrupt;
  std::atomic<bool> cancel{false};
  options.cancel = &cancel;
  const bool terminal = stderrIsTerminal();
  const std::uint64_t total = (sweep.space() + options.shards - 1 - options.shard) / options.shards;
  const auto start = std::chrono::steady_clock::now();
  options.progress = [&](std::uint64_t done) {
    if (InterruptGuard::interrupted()) cancel = true;
    if (terminal)
      showProgress(done, total,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  };
  const sim::SweepResult result = sweep.run(options);
  if (terminal) fmt::print(stderr, "\n");

  const std::string text = given.format == OutputFormat::Csv
                               ? report::sweepCsv(sweep, result)
                               : sim::sweepResultJson(sweep, result).dump(2) + "\n";
  if (!writeOutput(given.output, text)) return 1;
  if (!result.complete) {
    fmt::print(stderr, "snplan sweep: interrupted after {} of {} points; the result holds those\n",
               result.counts.covered, total);
    return 130;
  }
  return 0;
}

} // namespace snp::cli

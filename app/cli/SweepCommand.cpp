#include "Commands.h"
#include "CriteriaSource.h"
#include "Interrupt.h"
#include "ShardIndex.h"
#include "SweepEmit.h"
#include "SweepLoad.h"

#include "app/report/SweepCsv.h"
#include "sim/sweep/SweepResultJson.h"

#include <fmt/core.h>

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

int emitJob(const CommandLine &line, const sim::CompiledSweep &sweep, const std::string &engine) {
  SweepJob job;
  job.snplan = std::filesystem::read_symlink("/proc/self/exe").string();
  job.spec = std::filesystem::absolute(line.positional.front()).string();
  job.output_dir =
      std::filesystem::absolute(line.option("output-dir").value_or("sweep-" + sweep.spec().hash)).string();
  job.name = sweep.spec().name;
  job.fingerprint = sweep.spec().hash;
  job.shards = int(line.integerOption("shards", 8, 1, 1000));
  if (engine == "slurm") return writeOutput(line, slurmArrayScript(job)) ? 0 : 1;
  if (engine == "k8s") return writeOutput(line, kubernetesIndexedJob(job)) ? 0 : 1;
  fmt::print(stderr, "snplan sweep: --emit is '{}'; must be slurm or k8s\n", engine);
  return 2;
}

} // namespace

int runSweep(const CommandLine &line) {
  const LoadedSweep loaded = loadSweep(line.positional.front());
  if (!loaded.sweep) return reportSweepProblems(line.positional.front(), loaded.errors);
  const sim::CompiledSweep &sweep = *loaded.sweep;
  if (const auto engine = line.option("emit")) return emitJob(line, sweep, *engine);

  const std::string format = line.option("format").value_or("json");
  if (format != "json" && format != "csv") {
    fmt::print(stderr, "snplan sweep: --format is '{}'; must be json or csv\n", format);
    return 2;
  }
  sim::SweepOptions options;
  options.threads = int(line.integerOption("threads", 0, 0, 1024));
  if (const auto shard = line.option("shard")) {
    const auto shards = line.option("shards")
                            ? std::optional<int>(int(line.integerOption("shards", 1, 1, 1'000'000)))
                            : std::nullopt;
    const auto index = shardIndex(*shard, shards, [](const char *name) -> std::optional<std::string> {
      const char *value = std::getenv(name);
      return value ? std::optional<std::string>(value) : std::nullopt;
    });
    if (const std::string *error = std::get_if<std::string>(&index)) {
      fmt::print(stderr, "snplan sweep: {}\n", *error);
      return 2;
    }
    options.shard = std::get<ShardIndex>(index).index;
    options.shards = std::get<ShardIndex>(index).count;
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

  const std::string text =
      format == "csv" ? report::sweepCsv(sweep, result) : sim::sweepResultJson(sweep, result).dump(2) + "\n";
  if (!writeOutput(line, text)) return 1;
  if (!result.complete) {
    fmt::print(stderr, "snplan sweep: interrupted after {} of {} points; the result holds those\n",
               result.counts.covered, total);
    return 130;
  }
  return 0;
}

} // namespace snp::cli

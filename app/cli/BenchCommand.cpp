#include "Commands.h"

#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SyntheticTrace.h"
#include "sim/scheduling/SyntheticTraceSpec.h"
#include "sim/sweep/BestParallelism.h"
#include "sim/sweep/Sweep.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace snp::cli {

namespace {

// The microbatch sizes the bench cycles through: the divisors of the batch one data-parallel
// replica takes, up to 64. Each evaluation's configuration differs from the one before it (with a
// single divisor the bench evaluates one configuration, and says so), and evaluate() keeps
// nothing between calls, so no result can be reused.
std::vector<int> microbatchCycle(const model::Config &config) {
  const auto &w = config.workload;
  const int perReplica = std::max(1, w.global_batch / std::max(1, w.parallelism.dp));
  std::vector<int> sizes;
  for (int size = 1; size <= std::min(64, perReplica); ++size)
    if (perReplica % size == 0) sizes.push_back(size);
  return sizes;
}

// Full evaluations per second on one core over about `seconds`, each of the configuration with
// the next microbatch size of microbatchCycle().
double evaluationsPerSecond(model::Config config, double seconds) {
  using Clock = std::chrono::steady_clock;
  const std::vector<int> sizes = microbatchCycle(config);
  double sink = 0;
  long long count = 0;
  std::size_t next = 0;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration<double>(seconds);
  while (Clock::now() < deadline) {
    for (int i = 0; i < 256; ++i) {
      config.workload.microbatch = sizes[next];
      next = next + 1 == sizes.size() ? 0 : next + 1;
      sink += sim::evaluate(config).training.step_time_s.value;
    }
    count += 256;
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  volatile double keep = sink; // the results must look used, or the loop could be dropped
  (void)keep;
  return count / elapsed;
}

// S3's 10,240 cards as one 16 x 16 x 40 torus: the issue's "10,240-card torus", every job's
// cuboid searched over all of it.
model::Config oneTorusOf10240() {
  model::Config config = *model::findPreset("seed-s3");
  config.network.scaleup_domain = 10240;
  config.network.scale_up.torus.dims = {16, 16, 40};
  config.network.scale_up.torus.wrap = {true, true, true};
  return config;
}

// Seconds to simulate the trace `spec` draws, on one core.
double scheduleSeconds(const model::Config &config, const std::string &spec, sim::PlacementPolicy policy) {
  const sim::JobTrace trace =
      sim::generateSyntheticTrace(*sim::parseSyntheticTraceSpec(spec, config.accelerators()).spec);
  sim::ScheduleOptions options;
  options.policy = policy;
  const auto start = std::chrono::steady_clock::now();
  const sim::ScheduleResult result = sim::simulateSchedule(config, trace, options);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  volatile double keep = result.figures.utilisation.value; // the result must look used
  (void)keep;
  return elapsed;
}

// Edit > Best Parallelism on one core: seconds for the whole search, and the designs it priced.
void benchParallelismSearch(const char *name, const model::Config &config) {
  const auto start = std::chrono::steady_clock::now();
  const sim::ParallelismSearch search = sim::bestParallelism(config);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("{:40} {:>12} {:>10.3f}\n", name, search.evaluated, elapsed);
}

// A sweep ranked by cost, on one core: the DGX H100 SuperPOD's size, parallelism, cooling and supply
// temperature against the cost per million tokens (docs/examples/sweep-cost.json, at a finer
// temperature step so that it runs long enough to time). Designs of the space a second.
void benchCostSweep() {
  const char *spec = R"spec({
    "schema": 1, "name": "cost sweep bench", "base": {"preset": "dgx-h100-superpod"},
    "axes": [
      {"path": "layout.cabinets", "values": [16, 32, 64]},
      {"path": "workload.parallelism.tp", "values": [1, 2, 4, 8]},
      {"path": "workload.parallelism.pp", "range": {"from": 1, "to": 16, "factor": 2}},
      {"path": "cooling.kind", "values": ["air", "cold_plate"]},
      {"path": "cooling.supply_C", "range": {"from": 18, "to": 45, "step": 0.02}},
      {"path": "workload.parallelism.dp", "rule": "accelerators / (tp * pp * workload.parallelism.cp)"}],
    "constraints": ["workload.global_batch % (workload.microbatch * dp) == 0"],
    "objectives": [{"maximise": "training.tokens_per_s"}, {"minimise": "cost.cost_per_million_tokens"}]})spec";
  const sim::ParsedSweepSpec parsed =
      sim::parseSweepSpec(spec, [](const std::string &) { return sim::SpecFileText(std::nullopt); });
  const auto compiled = sim::CompiledSweep::compile(*parsed.spec);
  const auto &sweep = std::get<std::shared_ptr<const sim::CompiledSweep>>(compiled);
  sim::SweepOptions options;
  options.threads = 1;
  const auto start = std::chrono::steady_clock::now();
  const sim::SweepResult result = sweep->run(options);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Designs of the space, and of them those valid and evaluated (the rest are refused before).
  fmt::print("\n{:40} {:>12} {:>10} {:>12} {:>12}\n", "sweep ranked by cost, one core", "designs",
             "evaluated", "seconds", "designs/s");
  fmt::print("{:40} {:>12} {:>10} {:>12.3f} {:>12.0f}\n", "DGX H100 SuperPOD, 2 objectives",
             result.counts.covered, result.counts.evaluated, elapsed, result.counts.covered / elapsed);
}

} // namespace

void benchEvaluation(const model::Config &config, double seconds) {
  const double rate = evaluationsPerSecond(config, seconds);
  fmt::print("{:28} {:>16.0f} {:>12.2f} {:>18}\n", config.id, rate, 1e6 / rate,
             fmt::format("{}", fmt::join(microbatchCycle(config), " ")));
}

int benchmark(const BenchOptions &options) {
  const double seconds = options.seconds;
  fmt::print("{:28} {:>16} {:>12} {:>18}\n", "configuration", "evaluations/s", "µs each",
             "microbatches cycled");
  if (options.preset) {
    const auto preset = model::findPreset(*options.preset);
    if (!preset) {
      fmt::print(stderr, "--preset: no bundled configuration is called '{}' (snplan presets lists them)\n",
                 *options.preset);
      return 2;
    }
    benchEvaluation(*preset, seconds);
    return 0;
  }
  for (const auto &preset : model::presets())
    benchEvaluation(preset, seconds / 4);
  // The scheduler on 100,000 jobs: the published statistics' trace (Philly sizes, Helios
  // durations), and a heavier one of jobs up to 1,024 cards that keeps a queue for days.
  const struct {
    const char *name;
    const char *spec;
  } traces[] = {
      {"published statistics", "jobs=100000,load=0.85,seed=1"},
      {"large jobs, overloaded",
       "jobs=100000,load=0.85,seed=1,sigma=1,median_s=3600,sizes=1:40/8:25/32:15/64:10/256:7/1024:3"}};
  const model::Config torus = oneTorusOf10240();
  fmt::print("\n{:26} {:>16} {:>12}\n", "100,000 jobs, 10,240-card torus", "policy", "seconds");
  for (const auto &trace : traces)
    for (sim::PlacementPolicy policy : {sim::PlacementPolicy::FirstFit, sim::PlacementPolicy::Topology})
      fmt::print("{:26} {:>16} {:>12.3f}\n", trace.name, sim::kPlacementPolicyNames[static_cast<int>(policy)],
                 scheduleSeconds(torus, trace.spec, policy));

  fmt::print("\n{:40} {:>12} {:>10}\n", "best parallelism", "designs", "seconds");
  for (const char *id : {"seed-s3", "dgx-h100-superpod", "selene-megatron-1t"})
    benchParallelismSearch(id, *model::findPreset(id));
  model::Config grown = *model::findPreset("seed-s3");
  grown.layout.cabinets = 160;
  grown.network.scale_out.fat_tree.radix = 128;
  benchParallelismSearch("seed-s3 at 160 cabinets (102,400 cards)", grown);
  benchCostSweep();
  return 0;
}

} // namespace snp::cli

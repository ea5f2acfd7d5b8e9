#include "Commands.h"
#include "ConfigSource.h"

#include "sim/reliability/MonteCarlo.h"

#include <fmt/core.h>

#include <cmath>
#include <iterator>
#include <string>
#include <string_view>

namespace snp::cli {

namespace {

std::string_view eventName(sim::RunEventKind kind) {
  switch (kind) {
  case sim::RunEventKind::Failure: return "failure";
  case sim::RunEventKind::RepairWait: return "repair_wait";
  case sim::RunEventKind::SpareSwap: return "spare_swap";
  case sim::RunEventKind::Restart: return "restart";
  case sim::RunEventKind::Checkpoint: return "checkpoint";
  case sim::RunEventKind::RepairDone: return "repair_done";
  case sim::RunEventKind::Complete: return "complete";
  case sim::RunEventKind::PlantUnitFailure: return "plant_unit_failure";
  case sim::RunEventKind::PlantUnitRepair: return "plant_unit_repair";
  case sim::RunEventKind::PlantOutage: return "plant_outage";
  case sim::RunEventKind::PlantRestored: return "plant_restored";
  }
  return "unknown";
}

constexpr std::string_view kPlantPartNames[] = {"shelves",     "distribution", "ups", "switchboard",
                                                "transformer", "utility",      "cdu"};
static_assert(std::size(kPlantPartNames) == sim::kPlantPartCount);

// "cdu/2/1": the part, its group and the unit within the group, counted from 1; empty for the
// job's events.
std::string plantUnit(const sim::RunEvent &event) {
  if (event.group < 0) return {};
  return fmt::format("{}/{}/{}", kPlantPartNames[static_cast<std::size_t>(event.part)], event.group + 1,
                     event.unit + 1);
}

} // namespace

// Prints the first run's event timeline (time, node, event), then the summary over all runs
// next to the analytic figures, so the two models can be compared at a glance.
int runMonteCarlo(const MonteCarloCommandOptions &options) {
  const int runs = options.runs;
  const std::uint64_t seed = options.seed;
  const std::size_t maxEvents = options.timeline;
  const LoadedConfig loaded = loadConfig(options.config);
  if (const int status = reportProblems(loaded)) return status;

  const sim::ReliabilityResults analytic = sim::evaluateReliability(*loaded.config);
  double sum = 0, sumSquares = 0, interruptions = 0, plantOutages = 0, wall = 0;
  for (int i = 0; i < runs; ++i) {
    const sim::MonteCarloResult run =
        sim::simulateRun(*loaded.config, {.seed = seed + static_cast<std::uint64_t>(i),
                                          .max_timeline_events = i == 0 ? maxEvents : 0});
    if (run.exhausted) {
      fmt::print(stderr,
                 "error: run {} needs more than {} events (failures and checkpoints), too many to simulate; "
                 "the analytic goodput is {:.4f} (snplan evaluate)\n",
                 i + 1, sim::MonteCarloOptions{}.max_events, analytic.goodput.value);
      return 1;
    }
    if (i == 0) {
      fmt::print("time_s,node,event,plant_unit\n");
      for (const sim::RunEvent &event : run.timeline)
        fmt::print("{:.3f},{},{},{}\n", event.time_s, event.node, eventName(event.kind), plantUnit(event));
      if (run.timeline_truncated) fmt::print("# timeline cut at {} events (--timeline N)\n", maxEvents);
    }
    sum += run.goodput;
    sumSquares += run.goodput * run.goodput;
    interruptions += run.interruptions;
    plantOutages += run.plant_outages;
    wall += run.wall_s;
  }
  const double mean = sum / runs;
  const double spread =
      runs > 1 ? std::sqrt(std::max(0.0, (sumSquares - runs * mean * mean) / (runs - 1))) : 0.0;
  fmt::print("\n# {} runs from seed {}\n", runs, seed);
  fmt::print("# goodput: mean {:.4f} (sd {:.4f}); analytic {:.4f}\n", mean, spread, analytic.goodput.value);
  fmt::print(
      "# interruptions per run: {:.2f} (analytic {:.2f}); plant outages per run: {:.2f}; wall time per "
      "run: {:.1f} h\n",
      interruptions / runs, analytic.expected_interruptions.value, plantOutages / runs, wall / runs / 3600);
  return 0;
}

} // namespace snp::cli

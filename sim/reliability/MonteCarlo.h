#pragma once

#include "model/Config.h"
#include "sim/reliability/ReliabilityModel.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace snp::sim {

enum class RunEventKind {
  Failure,          // a working node fails; the job stops
  RepairWait,       // no spare is ready: the job waits for the earliest repair
  SpareSwap,        // a node from the pool takes the failed node's place
  Restart,          // the job runs again from its last checkpoint
  Checkpoint,       // a checkpoint is complete
  RepairDone,       // a repaired node returns to the spare pool
  Complete,         // the run has done all its useful work
  PlantUnitFailure, // a unit of the plant fails; its group still carries its cabinets
  PlantUnitRepair,  // a unit of the plant is back
  PlantOutage,      // a unit fails and its group can no longer carry its cabinets: they stop
  PlantRestored,    // a unit is back and its group carries its cabinets again
};

// One event for the 3D view to replay. `node` is the physical node (0 .. nodes + spares - 1),
// -1 for events of the whole job and the plant's. The plant's events name the part, its group and
// the unit within the group.
struct RunEvent {
  double time_s = 0;
  int node = -1;
  RunEventKind kind = RunEventKind::Failure;
  PlantPart part = PlantPart::Shelves;
  int group = -1;
  int unit = -1;
  bool operator==(const RunEvent &) const = default;
};

struct MonteCarloOptions {
  std::uint64_t seed = 1;
  std::size_t max_timeline_events = 0; // 0: keep no timeline
  // Called now and then with the share of the useful work done; returning false stops the run
  // (a view's Cancel). Empty: never called.
  std::function<bool(double done_share)> progress = {};
  // A run stops after this many events (failures and checkpoints): about a second of work. A run
  // that needs more (a failure rate of one per accelerator-hour, a duration of centuries) is
  // marked `exhausted`; the analytic figures answer it instead.
  std::uint64_t max_events = 100'000'000;
};

struct MonteCarloResult {
  double goodput = 0; // useful / wall
  double wall_s = 0;
  int interruptions = 0; // node failures and plant outages that stopped the running job
  int repair_waits = 0;
  int plant_outages = 0; // groups of plant units that dropped their cabinets, whatever the job did
  std::vector<RunEvent> timeline;
  bool timeline_truncated = false;
  bool cancelled = false; // progress() said stop; the other fields are partial
  bool exhausted = false; // stopped at max_events; the other fields are partial
};

// One discrete-event run under RunModel's assumptions, seeded with std::mt19937_64; the plant's
// units draw from a generator of their own, so that a run without plant failures is the same
// whatever the plant.
MonteCarloResult simulateRun(const RunModel &run, const MonteCarloOptions &options);
MonteCarloResult simulateRun(const model::Config &config, const MonteCarloOptions &options);

} // namespace snp::sim

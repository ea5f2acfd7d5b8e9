#pragma once

#include "sim/reliability/MonteCarlo.h"

#include <cstdint>
#include <vector>

namespace snp::sim {

// Where a physical node stands at a moment of a simulated run (sim/reliability/MonteCarlo.h numbers them:
// 0 .. nodes - 1 start in the job, nodes .. nodes + spares - 1 start as hot spares).
enum class NodeState : std::uint8_t {
  Working,   // in the job
  Failed,    // failed, in repair
  Spare,     // repaired or never used, ready in the pool
  SwappedIn, // a spare that took a failed node's place in this run
};

enum class JobState : std::uint8_t {
  Running,    // computing (or writing a checkpoint) towards the next checkpoint
  Restarting, // reloading the last checkpoint after a failure
  Waiting,    // no spare was ready: waiting for a repaired node
  Complete,
  PlantWait, // stopped by an outage of the power chain or the CDUs: waiting for the plant
};

// A group of plant units that cannot carry its cabinets.
struct PlantDown {
  PlantPart part = PlantPart::Shelves;
  int group = 0;
  bool operator==(const PlantDown &) const = default;
};

// The state of the run at one time: every node, the job, and how much work was kept and lost.
struct ReplayFrame {
  double time_s = 0;
  std::vector<NodeState> nodes;
  JobState job = JobState::Running;
  int failures = 0;
  std::vector<PlantDown> plant_down;         // in the order they went down
  std::vector<std::uint8_t> cabinet_outages; // per cabinet: groups down among those serving it
  int plant_outages = 0;                     // groups that dropped their cabinets so far
  double useful_s = 0;                       // compute saved by completed checkpoints
  double lost_s = 0;                         // compute since the last checkpoint thrown away by failures
  double goodput = 0;                        // useful / elapsed so far (0 at the start)
};

// Whether a cabinet of `frame` has lost its power or cooling.
inline bool cabinetDark(const ReplayFrame &frame, int cabinet) {
  return frame.cabinet_outages.at(std::size_t(cabinet)) > 0;
}

// Replays a Monte Carlo timeline (simulateRun with max_timeline_events > 0) frame by frame.
// `at(t)` applies the events up to t; stepping forward in time costs only the events crossed.
class RunReplay {
public:
  RunReplay(const RunModel &run, MonteCarloResult result);

  double duration() const { return result_.wall_s; }
  const MonteCarloResult &result() const { return result_; }
  const RunModel &run() const { return run_; }
  // The run as it stands at `time_s` (clamped to [0, duration]).
  const ReplayFrame &at(double time_s);

private:
  void restart();
  void apply(const RunEvent &event);
  void markCabinets(const RunEvent &event, int change);
  void loseWorkSinceCheckpoint(double time_s);

  RunModel run_;
  MonteCarloResult result_;
  ReplayFrame frame_;
  std::size_t next_ = 0;       // the first event not applied
  double lastCheckpoint_s = 0; // when the job last had its work safe
  double computeSince_s = 0;   // when the job last resumed computing
};

} // namespace snp::sim

#include "sim/reliability/RunReplay.h"

#include <algorithm>

namespace snp::sim {

RunReplay::RunReplay(const RunModel &run, MonteCarloResult result) : run_(run), result_(std::move(result)) {
  restart();
}

void RunReplay::restart() {
  frame_ = ReplayFrame{};
  frame_.nodes.assign(std::size_t(run_.nodes + run_.spares), NodeState::Spare);
  std::fill_n(frame_.nodes.begin(), run_.nodes, NodeState::Working);
  frame_.cabinet_outages.assign(std::size_t(run_.cabinets), 0);
  next_ = 0;
  lastCheckpoint_s = computeSince_s = 0;
}

void RunReplay::loseWorkSinceCheckpoint(double time_s) {
  // The compute since the last checkpoint (or the restart after it) is lost. A checkpoint
  // write in progress is lost too; it counted as overhead, not as compute.
  frame_.lost_s += std::max(0.0, time_s - std::max(lastCheckpoint_s, computeSince_s));
}

void RunReplay::markCabinets(const RunEvent &event, int change) {
  const PlantPartFailures &part = run_.plant.part(event.part);
  const int first = part.firstCabinet(event.group);
  for (int c = first; c < first + part.cabinetsOf(event.group) && c < run_.cabinets; ++c)
    frame_.cabinet_outages[std::size_t(c)] = std::uint8_t(frame_.cabinet_outages[std::size_t(c)] + change);
}

void RunReplay::apply(const RunEvent &event) {
  auto node = [&]() -> NodeState & { return frame_.nodes.at(std::size_t(event.node)); };
  switch (event.kind) {
  case RunEventKind::Failure:
    node() = NodeState::Failed;
    ++frame_.failures;
    loseWorkSinceCheckpoint(event.time_s);
    frame_.job = JobState::Restarting;
    break;
  case RunEventKind::RepairWait: frame_.job = JobState::Waiting; break;
  case RunEventKind::SpareSwap:
    node() = NodeState::SwappedIn;
    frame_.job = frame_.plant_down.empty() ? JobState::Restarting : JobState::PlantWait;
    break;
  case RunEventKind::Restart:
    frame_.job = JobState::Running;
    computeSince_s = event.time_s;
    break;
  case RunEventKind::Checkpoint: {
    // The period's compute is safe: what the run model computes between checkpoints (the last
    // period may be shorter).
    const double period = event.time_s - std::max(lastCheckpoint_s, computeSince_s);
    frame_.useful_s += std::max(0.0, std::min(run_.compute_interval_s, period - run_.checkpoint_write_s));
    lastCheckpoint_s = event.time_s;
    break;
  }
  case RunEventKind::RepairDone: node() = NodeState::Spare; break;
  case RunEventKind::Complete: frame_.job = JobState::Complete; break;
  case RunEventKind::PlantOutage:
    ++frame_.plant_outages;
    frame_.plant_down.push_back({event.part, event.group});
    markCabinets(event, 1);
    if (frame_.job == JobState::Running) loseWorkSinceCheckpoint(event.time_s);
    // A job that already stopped for a node (waiting or restarting) now waits for the plant too.
    if (frame_.job != JobState::Complete) frame_.job = JobState::PlantWait;
    break;
  case RunEventKind::PlantRestored:
    std::erase(frame_.plant_down, PlantDown{event.part, event.group});
    markCabinets(event, -1);
    if (frame_.plant_down.empty() && frame_.job == JobState::PlantWait) frame_.job = JobState::Restarting;
    break;
  case RunEventKind::PlantUnitFailure:
  case RunEventKind::PlantUnitRepair: break;
  }
}

const ReplayFrame &RunReplay::at(double time_s) {
  time_s = std::clamp(time_s, 0.0, duration());
  if (time_s < frame_.time_s) restart();
  const std::vector<RunEvent> &events = result_.timeline;
  while (next_ < events.size() && events[next_].time_s <= time_s)
    apply(events[next_++]);
  frame_.time_s = time_s;
  frame_.goodput = time_s > 0 ? frame_.useful_s / time_s : 0;
  return frame_;
}

} // namespace snp::sim

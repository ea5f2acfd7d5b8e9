#include "sim/reliability/MonteCarlo.h"

#include "sim/reliability/PlantSimulation.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <numeric>
#include <random>

namespace snp::sim {

namespace {

struct Repair {
  double done_s;
  int node;
};

class Timeline {
public:
  Timeline(MonteCarloResult &result, std::size_t capacity) : result_(result), capacity_(capacity) {}

  void add(double time_s, int node, RunEventKind kind) { add({time_s, node, kind}); }
  void add(const PlantChange &c) {
    const RunEventKind kind = c.dropped    ? RunEventKind::PlantOutage
                              : c.restored ? RunEventKind::PlantRestored
                              : c.failed   ? RunEventKind::PlantUnitFailure
                                           : RunEventKind::PlantUnitRepair;
    add({c.time_s, -1, kind, c.part, c.group, c.unit});
  }
  void add(const RunEvent &event) {
    if (capacity_ == 0) return;
    if (result_.timeline.size() == capacity_) {
      result_.timeline_truncated = true;
      return;
    }
    result_.timeline.push_back(event);
  }

private:
  MonteCarloResult &result_;
  std::size_t capacity_;
};

} // namespace

MonteCarloResult simulateRun(const RunModel &run, const MonteCarloOptions &options) {
  MonteCarloResult result;
  Timeline timeline(result, options.max_timeline_events);
  if (run.compute_interval_s <= 0) {
    result.wall_s = std::numeric_limits<double>::infinity();
    return result;
  }

  std::mt19937_64 rng(options.seed);
  // The minimum of the nodes' exponential clocks is exponential with the summed rate and falls
  // on a uniformly chosen node, so one draw of each replaces a clock per node.
  const double rate = run.systemFailureRate();
  std::exponential_distribution<double> time_to_failure(rate > 0 ? rate : 1);
  std::uniform_int_distribution<int> pick_slot(0, run.nodes - 1);

  std::vector<int> slots(run.nodes); // physical node working in each slot of the job
  std::iota(slots.begin(), slots.end(), 0);
  std::deque<int> pool(run.spares);
  std::iota(pool.begin(), pool.end(), run.nodes);
  std::deque<Repair> repairs; // in order of completion: repair_s is the same for every node

  // Called before each event is recorded, so that the timeline stays in time order.
  const auto returnRepaired = [&](double now_s) {
    while (!repairs.empty() && repairs.front().done_s <= now_s) {
      pool.push_back(repairs.front().node);
      timeline.add(repairs.front().done_s, repairs.front().node, RunEventKind::RepairDone);
      repairs.pop_front();
    }
  };

  PlantSimulation plant(run.plant, options.seed);
  std::uint64_t steps = 0;
  double now = 0;
  // Moves to the plant's next event; whether a group dropped its cabinets.
  const auto plantStep = [&]() {
    ++steps;
    const PlantChange change = plant.step();
    now = change.time_s;
    returnRepaired(now);
    timeline.add(change);
    result.plant_outages += change.dropped ? 1 : 0;
    return change.dropped;
  };
  // The plant's events before `time_s`, up to the first that drops cabinets; whether one did.
  const auto plantDropsBefore = [&](double time_s) {
    while (plant.nextTime() < time_s)
      if (plantStep()) return true;
    return false;
  };
  // Waits until the plant carries every cabinet, then restarts; an outage during the restart
  // means waiting again.
  const auto resume = [&]() {
    for (;;) {
      while (plant.groupsDown() > 0)
        plantStep();
      const double ready = now + run.restart_s;
      if (plantDropsBefore(ready)) continue;
      now = ready;
      returnRepaired(now);
      timeline.add(now, -1, RunEventKind::Restart);
      return;
    }
  };

  // Asking for progress every event would cost more than the events themselves.
  constexpr std::uint32_t kProgressEvery = 4096;
  double done = 0;
  while (done < run.useful_s) {
    if (++steps > options.max_events) {
      result.exhausted = true;
      result.wall_s = now;
      return result;
    }
    if (options.progress && steps % kProgressEvery == 0 && !options.progress(done / run.useful_s)) {
      result.cancelled = true;
      result.wall_s = now;
      return result;
    }
    const double compute = std::min(run.compute_interval_s, run.useful_s - done);
    const double period = compute + run.checkpoint_write_s;
    const double failure_in = rate > 0 ? time_to_failure(rng) : std::numeric_limits<double>::infinity();
    const double period_end = now + period;
    const double failure_at = now + failure_in;
    if (plantDropsBefore(std::min(period_end, failure_at))) {
      ++result.interruptions;
      resume();
      continue;
    }
    if (failure_in >= period) {
      now = period_end;
      done += compute;
      returnRepaired(now);
      timeline.add(now, -1, RunEventKind::Checkpoint);
      continue;
    }
    now = failure_at;
    returnRepaired(now);
    const int slot = pick_slot(rng);
    ++result.interruptions;
    timeline.add(now, slots[slot], RunEventKind::Failure);
    repairs.push_back({now + run.repair_s, slots[slot]});
    if (pool.empty()) {
      ++result.repair_waits;
      timeline.add(now, slots[slot], RunEventKind::RepairWait);
      const double back = repairs.front().done_s;
      while (plant.nextTime() < back)
        plantStep();
      now = back;
      returnRepaired(now);
    }
    slots[slot] = pool.front();
    pool.pop_front();
    timeline.add(now, slots[slot], RunEventKind::SpareSwap);
    resume();
  }
  timeline.add(now, -1, RunEventKind::Complete);
  result.wall_s = now;
  result.goodput = run.useful_s / now;
  return result;
}

MonteCarloResult simulateRun(const model::Config &config, const MonteCarloOptions &options) {
  return simulateRun(runModel(config), options);
}

} // namespace snp::sim

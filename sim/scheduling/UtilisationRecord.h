#pragma once

#include <vector>

namespace snp::sim {

// What the machine is doing between two events of a scheduling run.
struct MachineState {
  int busy = 0;       // cards held by jobs
  double useful = 0;  // the same, each weighted by 1 / its job's slowdown
  int in_service = 0; // cards not down for repair
  int queued = 0;     // jobs waiting
  bool operator==(const MachineState &) const = default;
};

// Card-time of an interval: what utilisation and its swing are made of.
struct CardTime {
  double busy_card_s = 0;
  double useful_card_s = 0;
  double service_card_s = 0;
  int queued = 0; // at the interval's end
};

// The machine's state over a run as a step function of time, kept as its changes only.
class UtilisationRecord {
public:
  // The state from `time_s` on; times never decrease.
  void record(double time_s, const MachineState &state);
  // The time of the last change (0 before any).
  double lastChange_s() const { return changes_.empty() ? 0 : changes_.back().time_s; }
  // The card-time of each of `bins` equal intervals of [from, to].
  std::vector<CardTime> binned(double from, double to, int bins) const;

private:
  struct Change {
    double time_s;
    MachineState state;
  };
  std::vector<Change> changes_;
};

} // namespace snp::sim

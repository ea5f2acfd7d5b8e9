#pragma once

#include "sim/scheduling/JobTrace.h"
#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <cstdint>
#include <vector>

namespace snp::sim {

// What every card of the machine is doing at one moment of a simulated schedule.
struct ScheduleFrame {
  static constexpr int kFree = -1;
  static constexpr int kDown = -2; // its node failed and awaits repair

  double time_s = 0;
  std::vector<int> holders; // per card: the job holding it (its index in the trace), kFree or kDown
  int busy_cards = 0;
  int down_cards = 0;
  int running_jobs = 0;
  int queued_jobs = 0; // arrived, not finished, holding no cards
};

// A simulated schedule replayed at any moment from its first arrival to its last event, as the
// scheduling view's time slider asks for it. A cancelled run's allocations that were still
// running, and outages not yet repaired when the run ended, last to the end. Nodes under a dark group
// of the plant are down like failed ones.
class ScheduleReplay {
public:
  ScheduleReplay(const SchedulingMachine &machine, const JobTrace &trace, const ScheduleResult &result);

  double startS() const { return start_s_; }
  double endS() const { return end_s_; }
  int cards() const { return cards_; }

  // Fills `frame`, reusing its storage: a slider dragged over 10,000 cards allocates nothing.
  void frameAt(double time_s, ScheduleFrame &frame) const;
  ScheduleFrame frameAt(double time_s) const;

private:
  struct Span {
    double start_s;
    double end_s; // +inf: still open when the run ended
    int holder;   // the job, or ScheduleFrame::kDown
    // Allocations: into allocation_cards_; outages: the first card of the node or of the dark group's
    // first node, the cards consecutive.
    std::uint32_t first_card;
    std::uint32_t card_count;
  };

  int cards_ = 0;
  double start_s_ = 0, end_s_ = 0;
  std::vector<Span> allocations_; // in order of their start (the simulation's order)
  std::vector<Span> outages_;
  std::vector<std::uint32_t> allocation_cards_;
  std::vector<double> submits_;  // ascending: a trace lists jobs in arrival order
  std::vector<double> finishes_; // ascending
};

} // namespace snp::sim

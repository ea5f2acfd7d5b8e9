#include "sim/scheduling/ScheduleReplay.h"

#include <algorithm>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kOpen = std::numeric_limits<double>::infinity();

} // namespace

ScheduleReplay::ScheduleReplay(const SchedulingMachine &machine, const JobTrace &trace,
                               const ScheduleResult &result)
    : cards_(result.cards), allocation_cards_(result.allocation_cards) {
  start_s_ = trace.jobs.empty() ? 0 : trace.jobs.front().submit_s;
  end_s_ = start_s_;
  if (!result.utilisation.empty()) end_s_ = std::max(end_s_, result.utilisation.back().time_s);

  // A job's last allocation is open when the run was cancelled while it ran: the simulation left
  // its end at its start.
  std::vector<std::size_t> lastAllocation(trace.jobs.size(), result.allocations.size());
  for (std::size_t i = 0; i < result.allocations.size(); ++i)
    lastAllocation[static_cast<std::size_t>(result.allocations[i].job)] = i;
  allocations_.reserve(result.allocations.size());
  for (std::size_t i = 0; i < result.allocations.size(); ++i) {
    const Allocation &a = result.allocations[i];
    const auto job = static_cast<std::size_t>(a.job);
    const bool open = !result.complete && lastAllocation[job] == i && result.outcomes[job].end_s < 0 &&
                      a.end_s <= a.start_s;
    allocations_.push_back({a.start_s, open ? kOpen : a.end_s, a.job, a.first_card, a.card_count});
    end_s_ = std::max(end_s_, open ? a.start_s : a.end_s);
  }
  // A repair takes time, so an outage whose end is its start had not ended.
  for (const NodeOutage &o : result.outages) {
    const int first = o.node * machine.cards_per_node;
    const int count = std::min(machine.cards_per_node, cards_ - first);
    outages_.push_back({o.start_s, o.end_s > o.start_s ? o.end_s : kOpen, ScheduleFrame::kDown,
                        static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(std::max(0, count))});
    end_s_ = std::max(end_s_, o.start_s);
  }
  // A dark group of the plant: its cabinets' nodes, consecutive, down together.
  for (const PlantOutageSpan &o : result.plant_outages) {
    const int first = std::min(cards_, o.first_node * machine.cards_per_node);
    const int count = std::clamp(o.nodes * machine.cards_per_node, 0, cards_ - first);
    outages_.push_back({o.start_s, o.end_s > o.start_s ? o.end_s : kOpen, ScheduleFrame::kDown,
                        static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(count)});
    end_s_ = std::max(end_s_, o.start_s);
  }
  submits_.reserve(trace.jobs.size());
  for (const Job &job : trace.jobs)
    submits_.push_back(job.submit_s);
  for (const JobOutcome &outcome : result.outcomes)
    if (outcome.end_s >= 0) {
      finishes_.push_back(outcome.end_s);
      end_s_ = std::max(end_s_, outcome.end_s);
    }
  std::sort(finishes_.begin(), finishes_.end());
}

void ScheduleReplay::frameAt(double time_s, ScheduleFrame &frame) const {
  frame.time_s = time_s;
  frame.holders.assign(static_cast<std::size_t>(cards_), ScheduleFrame::kFree);
  frame.busy_cards = frame.down_cards = frame.running_jobs = 0;
  const auto covers = [time_s](const Span &s) { return s.start_s <= time_s && time_s < s.end_s; };
  // Only allocations that started by now can hold a card.
  const auto started = std::upper_bound(allocations_.begin(), allocations_.end(), time_s,
                                        [](double t, const Span &s) { return t < s.start_s; });
  for (auto a = allocations_.begin(); a != started; ++a) {
    if (!covers(*a)) continue;
    ++frame.running_jobs;
    frame.busy_cards += static_cast<int>(a->card_count);
    for (std::uint32_t i = 0; i < a->card_count; ++i)
      frame.holders[allocation_cards_[a->first_card + i]] = a->holder;
  }
  // A node can be in repair and under a dark group at once: counted once.
  for (const Span &o : outages_) {
    if (!covers(o)) continue;
    for (auto card = frame.holders.begin() + o.first_card;
         card != frame.holders.begin() + o.first_card + o.card_count; ++card)
      if (*card != ScheduleFrame::kDown) {
        *card = ScheduleFrame::kDown;
        ++frame.down_cards;
      }
  }
  const auto arrived = std::upper_bound(submits_.begin(), submits_.end(), time_s) - submits_.begin();
  const auto finished = std::upper_bound(finishes_.begin(), finishes_.end(), time_s) - finishes_.begin();
  frame.queued_jobs = std::max(0, static_cast<int>(arrived - finished) - frame.running_jobs);
}

ScheduleFrame ScheduleReplay::frameAt(double time_s) const {
  ScheduleFrame frame;
  frameAt(time_s, frame);
  return frame;
}

} // namespace snp::sim

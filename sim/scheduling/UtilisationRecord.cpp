#include "UtilisationRecord.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

void UtilisationRecord::record(double time_s, const MachineState &state) {
  if (changes_.empty() || !(changes_.back().state == state)) changes_.push_back({time_s, state});
}

std::vector<CardTime> UtilisationRecord::binned(double from, double to, int bins) const {
  std::vector<CardTime> out(static_cast<std::size_t>(std::max(bins, 0)));
  if (bins <= 0 || to <= from) return out;
  const double width = (to - from) / bins;
  for (std::size_t k = 0; k < changes_.size(); ++k) {
    const double begin = std::max(from, changes_[k].time_s);
    const double end = std::min(to, k + 1 < changes_.size() ? changes_[k + 1].time_s : to);
    if (end <= begin) continue;
    const MachineState &state = changes_[k].state;
    auto bin = static_cast<std::size_t>(std::min<double>(bins - 1, std::floor((begin - from) / width)));
    for (double t = begin; t < end && bin < out.size(); ++bin) {
      const double stop = std::min(end, from + width * double(bin + 1));
      out[bin].busy_card_s += (stop - t) * state.busy;
      out[bin].useful_card_s += (stop - t) * state.useful;
      out[bin].service_card_s += (stop - t) * state.in_service;
      out[bin].queued = state.queued;
      t = stop;
    }
  }
  return out;
}

} // namespace snp::sim

#include "sim/sweep/ParetoFront.h"

#include <algorithm>

namespace snp::sim {

namespace {

bool dominates(const std::vector<double> &a, const std::vector<double> &b) {
  bool better = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] < b[i]) return false;
    better = better || a[i] > b[i];
  }
  return better;
}

} // namespace

void ParetoFront::add(const std::vector<double> &goals, const SweepPoint &point) {
  for (Tie &tie : ties_) {
    if (tie.goals == goals) {
      tie.points.push_back(point);
      return;
    }
    if (dominates(tie.goals, goals)) return;
  }
  std::erase_if(ties_, [&](const Tie &tie) { return dominates(goals, tie.goals); });
  ties_.push_back({goals, {point}});
}

std::vector<SweepPoint> ParetoFront::points() const {
  std::vector<SweepPoint> all;
  for (const Tie &tie : ties_)
    all.insert(all.end(), tie.points.begin(), tie.points.end());
  std::sort(all.begin(), all.end(),
            [](const SweepPoint &a, const SweepPoint &b) { return a.index < b.index; });
  return all;
}

} // namespace snp::sim

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

std::vector<SweepPoint> paretoFrontOf(std::vector<GoalPoint> points) {
  // Best goals first (lexicographically): a point that dominates another is at least as good in
  // every goal and better in one, so it sorts before it.
  std::sort(points.begin(), points.end(), [](const GoalPoint &a, const GoalPoint &b) {
    return a.first != b.first ? a.first > b.first : a.second.index < b.second.index;
  });
  std::vector<SweepPoint> front;
  std::vector<const std::vector<double> *> kept; // the distinct goals on the front so far
  for (std::size_t first = 0, end = 0; first < points.size(); first = end) {
    const std::vector<double> &goals = points[first].first;
    for (end = first + 1; end < points.size() && points[end].first == goals;)
      ++end;
    // With two goals, the points before are better in the first or tie on it and are better in the
    // second: one of them dominates this one exactly when the best second goal among them is at
    // least as good, and the last kept holds that best.
    const bool dominated =
        goals.size() == 2 ? !kept.empty() && (*kept.back())[1] >= goals[1]
                          : std::any_of(kept.begin(), kept.end(), [&](const std::vector<double> *better) {
                              return dominates(*better, goals);
                            });
    if (dominated) continue;
    kept.push_back(&goals);
    for (std::size_t i = first; i < end; ++i)
      front.push_back(std::move(points[i].second));
  }
  std::sort(front.begin(), front.end(),
            [](const SweepPoint &a, const SweepPoint &b) { return a.index < b.index; });
  return front;
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

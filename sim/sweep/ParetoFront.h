#pragma once

// The points no other point dominates: one dominates another when it is at least as good in every
// objective and better in one, the objectives oriented so that larger is better ("goals"). Points
// with equal goals do not dominate each other, and all of them stay. Sweeps meet many such ties
// (coolant temperatures that free cooling makes cost the same), so tied points are kept together
// and dominance is tested once per distinct vector of goals, not once per point.

#include "sim/sweep/SweepPoint.h"

#include <utility>
#include <vector>

namespace snp::sim {

// A point with its goals.
using GoalPoint = std::pair<std::vector<double>, SweepPoint>;

// The front of many points at once, by index: what adding them one by one gives, but sorted by
// their goals first, so that only a point before another can dominate it. With one or two
// objectives one pass then decides (n log n in all; shards merge their fronts so); with more, each
// point is tested against the front found so far, from which nothing is removed again.
std::vector<SweepPoint> paretoFrontOf(std::vector<GoalPoint> points);

class ParetoFront {
public:
  void add(const std::vector<double> &goals, const SweepPoint &point);
  // Every point on the front, by index.
  std::vector<SweepPoint> points() const;

private:
  struct Tie {
    std::vector<double> goals;
    std::vector<SweepPoint> points;
  };
  std::vector<Tie> ties_;
};

} // namespace snp::sim

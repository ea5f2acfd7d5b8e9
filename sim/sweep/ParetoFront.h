#pragma once

// The points no other point dominates: one dominates another when it is at least as good in every
// objective and better in one, the objectives oriented so that larger is better ("goals"). Points
// with equal goals do not dominate each other, and all of them stay. Sweeps meet many such ties
// (coolant temperatures that free cooling makes cost the same), so tied points are kept together
// and dominance is tested once per distinct vector of goals, not once per point.

#include "sim/sweep/SweepPoint.h"

#include <vector>

namespace snp::sim {

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

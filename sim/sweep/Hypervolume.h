#pragma once

// How much of the objective space a front dominates (Zitzler and Thiele, "Multiobjective
// optimization using evolutionary algorithms - a comparative case study", PPSN V, 1998): with two
// objectives, the area between the front and a reference point that every point of interest beats.
// It measures how close a searched front comes to the exhaustive one.

#include <array>
#include <vector>

namespace snp::sim {

// The area two-objective points dominate above `reference`, both goals oriented so that larger is
// better; points not above the reference in both add nothing.
double hypervolume2d(std::vector<std::array<double, 2>> points, std::array<double, 2> reference);

} // namespace snp::sim

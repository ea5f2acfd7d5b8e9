#pragma once

#include "sim/network/LinkLoad.h"

#include <vector>

namespace snp::sim {

// One point-to-point transfer of a traffic pattern.
struct TrafficFlow {
  int src = 0;
  int dst = 0;
  double bytes = 0;
};

// The flows of every pattern but uniform all-to-all (which each topology takes in closed form,
// never as N^2 flows): one per source, in source order, a flow to itself included (it crosses
// no link). The same permutation for the same seed on every topology.
std::vector<TrafficFlow> trafficFlows(int nodes, const Traffic &traffic);

} // namespace snp::sim

#pragma once

#include "model/Network.h"
#include "sim/Figure.h"

#include <string_view>

namespace snp::sim {

// Structural figures of one network tier joining `endpoints` (accelerators of a scale-up tier,
// scale-up domains of a scale-out tier). Hops count links traversed between two endpoints;
// means are over uniformly random destinations, the source itself included (Dally & Towles).
struct TopologyMetrics {
  Figure endpoints;
  Figure links;    // cables, endpoint links included
  Figure switches; // switch chips / routers; 0 for direct networks
  Figure diameter_hops;
  Figure mean_hops;
  Figure bisection_links;         // per direction
  Figure bisection_bandwidth_Bps; // per direction
  Figure injection_bandwidth_Bps; // per endpoint, per direction
  Figure optical_cables;
  Figure copper_cables;
};

TopologyMetrics topologyMetrics(const model::NetworkTier &tier, int endpoints);

// The same numbers without Figures, for callers that combine tiers (a Figure costs ~0.1 us).
struct TopologyCounts {
  double endpoints = 0;
  double links = 0;
  double switches = 0;
  double diameter = 0;
  double mean = 0;
  double bisection_links = 0;
  double injection_links = 0; // links per endpoint
  std::string_view links_formula;
  std::string_view switches_formula;
  std::string_view diameter_formula;
  std::string_view mean_formula;
  std::string_view bisection_formula;
  std::string_view assumption;

  double opticalCables(const model::NetworkTier &tier) const; // round(links x optical fraction)
};

TopologyCounts topologyCounts(const model::NetworkTier &tier, int endpoints);

// Ports a node of the torus uses: 2 per dimension of size >= 3, 1 per dimension of size 2.
int torusPortsPerNode(const model::TorusShape &shape);

// Largest fat tree of the shape: 2 (k/2)^tiers hosts (k^3/4 for 3 tiers).
double fatTreeMaxHosts(const model::FatTreeShape &shape);
// Largest dragonfly of the shape: a h + 1 groups, one global link between each pair.
int dragonflyMaxGroups(const model::DragonflyShape &shape);

// Exact mean distance on one ring of k nodes (sum_d min(d, k-d) / k) or line of k nodes
// (mean |i-j| = (k^2 - 1) / (3k)), over all ordered pairs, self included.
double ringMeanDistance(int k);
double lineMeanDistance(int k);

} // namespace snp::sim

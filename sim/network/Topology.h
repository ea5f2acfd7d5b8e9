#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

#include <array>
#include <string_view>

namespace snp::sim {

// Structural figures of one network tier joining `endpoints` (accelerators of a scale-up tier,
// scale-up domains of a scale-out tier). Hops count links traversed between two endpoints;
// means are over uniformly random destinations, the source itself included (Dally & Towles).
struct TopologyMetrics {
  Figure endpoints;
  Figure links;                    // point-to-point links, endpoint links included
  Figure switches;                 // packet switch chips / routers; 0 for direct networks
  Figure switch_ports;             // ports of those chips that carry links
  Figure optical_circuit_switches; // OCS between torus blocks (no packet switches, no hop)
  Figure diameter_hops;
  Figure mean_hops;
  Figure bisection_links;         // per direction
  Figure bisection_bandwidth_Bps; // per direction
  Figure injection_bandwidth_Bps; // per endpoint, per direction
  Figure optical_cables;
  Figure copper_cables;
};

// `node_switch_chips`: switch chips the building blocks already hold for this tier (a switched
// scale-up domain's nodes, model::Config::nodeSwitchChips); 0 = none, count them from the shape.
TopologyMetrics topologyMetrics(const model::NetworkTier &tier, int endpoints, double node_switch_chips = 0);

// The same numbers without Figures, for callers that combine tiers (a Figure costs ~0.1 us).
// A tier's bill of materials: switch chips and the ports they use, optical circuit switches and
// theirs, links, and cables (a link through an OCS is two cables, end -> OCS -> end).
struct TopologyCounts {
  double endpoints = 0;
  double links = 0;
  double switches = 0;
  std::array<double, 3> level_switches{}; // a fat tree's leaves, spines and cores (all in [0] otherwise)
  double switch_ports = 0;             // endpoint links end on one switch port, links between switches on two
  double optical_circuit_switches = 0; // OCS
  double ocs_links = 0;                // links routed through an OCS
  double diameter = 0;
  double mean = 0;
  double bisection_links = 0;
  double injection_links = 0; // links per endpoint
  // The tier's links by where they run, for their cables (sim/network/CableRuns.h): a torus's by
  // dimension, a fat tree's endpoint links then those between each pair of levels, a dragonfly's
  // terminal, local and global links; all in [0] otherwise.
  std::array<double, 8> link_classes{};
  // Links that cannot be copper: those through an OCS, and those whose runs in the hall are longer
  // than active copper reaches (set by scaleUpCounts and scaleOutCounts, which know the hall; left
  // at 0 where the tier's optical share makes every link optical anyway).
  double beyond_copper_links = 0;
  model::Message links_formula;
  model::Message switches_formula;
  model::Message switch_ports_formula;
  model::Message ocs_formula;
  model::Message diameter_formula;
  model::Message mean_formula;
  model::Message bisection_formula;
  model::Message assumption;

  // Links with optical transceivers at both ends: round(links x optical fraction), and at least
  // every link through an OCS (light in, light out) or beyond copper's reach. What the optics power
  // is charged for.
  double opticalLinks(const model::NetworkTier &tier) const;
  // Optical cables: one per optical link, a second for each link through an OCS.
  double opticalCables(const model::NetworkTier &tier) const;
  double copperCables(const model::NetworkTier &tier) const { return links - opticalLinks(tier); }
};

TopologyCounts topologyCounts(const model::NetworkTier &tier, int endpoints, double node_switch_chips = 0);

// A tier's bill of materials as explained figures: what topologyMetrics reports, and the whole
// network's when it is one scale-up domain.
struct TierInventory {
  Figure links;
  Figure switches;
  Figure switch_ports;
  Figure optical_circuit_switches;
  Figure optical_cables;
  Figure copper_cables;
};
TierInventory tierInventory(const TopologyCounts &counts, const model::NetworkTier &tier,
                            double node_switch_chips);

// The tiers of a configuration as the simulator counts them: one scale-up domain, its switch
// chips the nodes' when the tier is switched; and the scale-out tier joining the domains.
TopologyCounts scaleUpCounts(const model::Config &config);
TopologyCounts scaleOutCounts(const model::Config &config);

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

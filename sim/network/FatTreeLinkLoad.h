#pragma once

#include "model/Network.h"
#include "sim/Figure.h"
#include "sim/network/FatTreeLayout.h"
#include "sim/network/LinkClassLoad.h"
#include "sim/network/LinkLoad.h"
#include "sim/network/TrafficFlows.h"

#include <span>
#include <vector>

namespace snp::sim {

// The links of a fat tree, by the two levels they join.
enum class FatTreeLinks { EndpointLeaf, LeafSpine, SpineCore };

struct FatTreeTierLoad {
  FatTreeLinks links = FatTreeLinks::EndpointLeaf;
  bool up = true; // towards the root: endpoint to leaf, leaf to spine, spine to core
  LinkClassLoad load;
};

// What one leaf switch sends, for views that draw a large fabric a switch at a time.
struct FatTreeLeafLoad {
  double up_B = 0;   // over its uplinks, to the spines
  double down_B = 0; // over its endpoint links, to its endpoints
  double in_B = 0;   // over its uplinks, from the spines (traffic entering the leaf)
};

// What crosses between one pod's spines and the cores (three tiers): a view colours each
// spine-core link with its share, the bytes over the pod's up x k/2 core links.
struct FatTreePodLoad {
  double up_B = 0;   // leaving the pod, to the cores
  double down_B = 0; // entering the pod, from the cores
};

struct FatTreeLinkLoads {
  FatTreeLayout layout;
  // From the endpoints upwards, each level up then down: 4 entries with two tiers, 6 with three.
  std::vector<FatTreeTierLoad> tiers;
  std::vector<FatTreeLeafLoad> leaves; // per leaf, in layout order
  std::vector<FatTreePodLoad> pods;    // per pod with three tiers; empty with two
  Figure completion_time_s;            // max(injection time, max link load / bandwidth)
  Figure throughput_Bps;               // per endpoint
};

// Loads of a fat tree (layout: sim/network/FatTreeLayout.h) under one traffic pattern, one link per
// endpoint. Routes go up to the lowest common ancestor and down; ECMP splits each flow evenly over
// its equal-cost uplinks at every level, deterministically, so every link of a leaf's (or a pod's)
// uplink bundle carries the same share and the loads follow from the bytes leaving and entering
// each endpoint, leaf and pod: O(N) for any pattern. Uniform all-to-all in closed form: a block
// of n of the N endpoints sends n (N - n) m / N out of itself and receives as much. options.routing
// is not used (every minimal route of a tree is an up-down route). An endpoint with several ports
// (rails) is several such trees, each carrying its share of the bytes.
FatTreeLinkLoads fatTreeLinkLoads(const model::FatTreeShape &shape, int endpoints, const Traffic &traffic,
                                  const LinkLoadOptions &options);

// The same for explicit flows; the injection time counts the most bytes any endpoint sends
// (flows to itself included).
FatTreeLinkLoads fatTreeLinkLoads(const model::FatTreeShape &shape, int endpoints,
                                  std::span<const TrafficFlow> flows, const LinkLoadOptions &options);

} // namespace snp::sim

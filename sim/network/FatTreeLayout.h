#pragma once

#include "model/Network.h"

namespace snp::sim {

// Where the switches and endpoints of a fat tree (Leiserson 1985) sit, built as a folded Clos of
// radix-k switches (Al-Fares et al., SIGCOMM 2008). A leaf gives `hosts_per_leaf` ports to
// endpoints and the rest, `uplinks_per_leaf`, one to each spine it reaches: with oversubscription
// s that is k s/(s+1) down and k/(s+1) up, the down ports rounded down so the leaf is never more
// oversubscribed than asked (k = 64, s = 2: 42 down, 22 up). Two tiers: uplinks_per_leaf spines,
// each joined to every leaf (at most k leaves). Three tiers: pods of k/2 leaves and
// uplinks_per_leaf spines (aggregation switches), each spine with k/2 links up to its own group
// of k/2 cores, each core joined to that spine of every pod (at most k pods); oversubscription
// only at the leaves. An even radix is assumed (an odd one uses floor(k/2) above the leaves).
// Fewer endpoints than the tree holds fill leaves, and pods, in order; more are not placed.
struct FatTreeLayout {
  int tiers = 2;
  int radix = 2;
  int endpoints = 0; // placed: min(requested, capacity)
  int capacity = 0;  // endpoints the shape holds
  int hosts_per_leaf = 1;
  int uplinks_per_leaf = 1;
  int leaves = 0;
  int leaves_per_pod = 0; // k/2 with three tiers; every leaf with two
  int pods = 1;
  int spines = 0;               // two tiers: uplinks_per_leaf; three: pods x uplinks_per_leaf
  int cores = 0;                // three tiers: uplinks_per_leaf x k/2; none with two
  int core_links_per_spine = 0; // k/2 with three tiers

  int leafOf(int endpoint) const { return endpoint / hosts_per_leaf; }
  int podOf(int leaf) const { return leaf / leaves_per_pod; }
  int hostsOnLeaf(int leaf) const;
  int hostsInPod(int pod) const;
};

// Tiers outside 2..3 are clamped into it.
FatTreeLayout fatTreeLayout(const model::FatTreeShape &shape, int endpoints);

} // namespace snp::sim

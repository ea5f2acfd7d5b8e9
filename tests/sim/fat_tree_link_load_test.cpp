#include "sim/network/FatTreeLinkLoad.h"

#include "sim/network/Topology.h"

#include <gtest/gtest.h>

#include <limits>

namespace snp::sim {
namespace {

constexpr double kB = 50e9;

LinkLoadOptions options(double injection_Bps = 0) {
  LinkLoadOptions o;
  o.link_bandwidth_Bps = kB;
  o.injection_Bps = injection_Bps;
  return o;
}

const LinkClassLoad &tier(const FatTreeLinkLoads &l, FatTreeLinks links, bool up) {
  for (const FatTreeTierLoad &t : l.tiers)
    if (t.links == links && t.up == up) return t.load;
  static const LinkClassLoad none;
  ADD_FAILURE() << "no such tier";
  return none;
}

TEST(FatTreeLinkLoad, LayoutRoundsTheLeafPortsAndHoldsTheMaximumOfTheShape) {
  const FatTreeLayout full = fatTreeLayout({64, 3, 1}, 1 << 30);
  EXPECT_EQ(full.hosts_per_leaf, 32);
  EXPECT_EQ(full.uplinks_per_leaf, 32);
  EXPECT_EQ(full.capacity, fatTreeMaxHosts({64, 3, 1})); // k^3/4
  EXPECT_EQ(full.endpoints, 65536);
  EXPECT_EQ(full.pods, 64);
  EXPECT_EQ(full.cores, 32 * 32);
  EXPECT_EQ(fatTreeLayout({16, 2, 1}, 1000).capacity, fatTreeMaxHosts({16, 2, 1})); // k^2/2
  const FatTreeLayout two = fatTreeLayout({64, 2, 2}, 100);
  EXPECT_EQ(two.hosts_per_leaf, 42); // 64 x 2/3 = 42.7, rounded down: never more than 2:1
  EXPECT_EQ(two.uplinks_per_leaf, 22);
  EXPECT_EQ(two.leaves, 3);
  EXPECT_EQ(two.hostsOnLeaf(2), 16);                          // leaves filled in order
  EXPECT_EQ(fatTreeLayout({48, 2, 2}, 1).hosts_per_leaf, 32); // exact quotient kept
  EXPECT_EQ(fatTreeLayout({64, 3, 3}, 1).uplinks_per_leaf, 16);
}

// A radix no switch has (the fuzz campaign's 2^24) holds more hosts than an int counts: the
// capacity saturates instead of overflowing k × k/2 × hosts per leaf (2^70).
TEST(FatTreeLinkLoad, AnAbsurdRadixSaturatesTheCapacity) {
  const FatTreeLayout huge = fatTreeLayout({1 << 24, 3, 1}, 1000);
  EXPECT_EQ(huge.capacity, std::numeric_limits<int>::max());
  EXPECT_EQ(huge.endpoints, 1000);
  EXPECT_EQ(huge.leaves, 1);
  EXPECT_EQ(huge.cores, std::numeric_limits<int>::max()); // 2^23 × 2^23 core switches
}

// Full bisection, uniform all-to-all: every uplink of a tier carries the same load,
// m x hosts per leaf x (N - hosts per leaf)/N / uplinks per leaf; likewise per pod above.
TEST(FatTreeLinkLoad, UniformAllToAllOnAFullBisectionTreeLoadsEveryUplinkEqually) {
  const double m = 1e9;
  {
    const int n = 8 * 8 / 2; // 2 tiers, k = 8: 8 leaves of 4
    const FatTreeLinkLoads l =
        fatTreeLinkLoads({8, 2, 1}, n, {TrafficPattern::UniformAllToAll, m}, options());
    ASSERT_EQ(l.tiers.size(), 4u);
    const LinkClassLoad &up = tier(l, FatTreeLinks::LeafSpine, true);
    EXPECT_EQ(up.links, 8 * 4);
    EXPECT_DOUBLE_EQ(up.max_load_B.value, m * 4 * (n - 4.0) / n / 4);
    EXPECT_DOUBLE_EQ(up.mean_load_B.value, up.max_load_B.value);
    EXPECT_DOUBLE_EQ(up.max_utilisation.value, up.mean_utilisation.value);
    EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::LeafSpine, false).max_load_B.value, up.max_load_B.value);
    EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::EndpointLeaf, true).max_load_B.value, m * (n - 1.0) / n);
    // Injection-bound: one link of B carries m.
    EXPECT_DOUBLE_EQ(l.completion_time_s.value, m / kB);
    EXPECT_DOUBLE_EQ(l.throughput_Bps.value, kB);
  }
  {
    const int n = 8 * 8 * 8 / 4; // 3 tiers, k = 8: 8 pods of 4 leaves of 4
    const FatTreeLinkLoads l =
        fatTreeLinkLoads({8, 3, 1}, n, {TrafficPattern::UniformAllToAll, m}, options());
    ASSERT_EQ(l.tiers.size(), 6u);
    const LinkClassLoad &leafUp = tier(l, FatTreeLinks::LeafSpine, true);
    EXPECT_DOUBLE_EQ(leafUp.max_load_B.value, m * 4 * (n - 4.0) / n / 4);
    EXPECT_DOUBLE_EQ(leafUp.mean_load_B.value, leafUp.max_load_B.value);
    const LinkClassLoad &coreUp = tier(l, FatTreeLinks::SpineCore, true);
    EXPECT_EQ(coreUp.links, 8 * 4 * 4); // pods x spines per pod x k/2
    EXPECT_DOUBLE_EQ(coreUp.max_load_B.value, m * 16 * (n - 16.0) / n / 16);
    EXPECT_DOUBLE_EQ(coreUp.mean_load_B.value, coreUp.max_load_B.value);
    EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::SpineCore, false).max_load_B.value, coreUp.max_load_B.value);
  }
}

// The closed form against every ordered pair routed as a flow of m/N, on a tree partly filled
// (the last leaf and pod short) and oversubscribed.
TEST(FatTreeLinkLoad, UniformClosedFormMatchesEnumeratedFlows) {
  const double m = 1e6;
  for (const auto &[shape, n] :
       {std::pair{model::FatTreeShape{8, 3, 1}, 70}, std::pair{model::FatTreeShape{12, 3, 2}, 150},
        std::pair{model::FatTreeShape{10, 2, 1.5}, 37}}) {
    std::vector<TrafficFlow> flows;
    for (int s = 0; s < n; ++s)
      for (int d = 0; d < n; ++d)
        flows.push_back({s, d, m / n});
    const FatTreeLinkLoads closed =
        fatTreeLinkLoads(shape, n, {TrafficPattern::UniformAllToAll, m}, options());
    const FatTreeLinkLoads enumerated = fatTreeLinkLoads(shape, n, flows, options());
    ASSERT_EQ(closed.tiers.size(), enumerated.tiers.size());
    for (std::size_t i = 0; i < closed.tiers.size(); ++i) {
      EXPECT_NEAR(closed.tiers[i].load.max_load_B.value, enumerated.tiers[i].load.max_load_B.value, 1e-9 * m);
      EXPECT_NEAR(closed.tiers[i].load.mean_load_B.value, enumerated.tiers[i].load.mean_load_B.value,
                  1e-9 * m);
      EXPECT_EQ(closed.tiers[i].load.links, enumerated.tiers[i].load.links);
    }
    for (int leaf = 0; leaf < closed.layout.leaves; ++leaf) {
      EXPECT_NEAR(closed.leaves[leaf].up_B, enumerated.leaves[leaf].up_B, 1e-9 * m);
      EXPECT_NEAR(closed.leaves[leaf].down_B, enumerated.leaves[leaf].down_B, 1e-9 * m);
      EXPECT_NEAR(closed.leaves[leaf].in_B, enumerated.leaves[leaf].in_B, 1e-9 * m);
    }
    ASSERT_EQ(closed.pods.size(), enumerated.pods.size());
    ASSERT_EQ(closed.pods.size(), shape.tiers == 3 ? std::size_t(closed.layout.pods) : 0u);
    for (std::size_t pod = 0; pod < closed.pods.size(); ++pod) {
      EXPECT_NEAR(closed.pods[pod].up_B, enumerated.pods[pod].up_B, 1e-9 * m);
      EXPECT_NEAR(closed.pods[pod].down_B, enumerated.pods[pod].down_B, 1e-9 * m);
    }
    EXPECT_NEAR(closed.completion_time_s.value, enumerated.completion_time_s.value, 1e-12);
  }
}

// Per leaf and per pod, what enters equals what the others send to it: with every endpoint
// sending to the one a leaf ahead, each leaf passes hosts x m up and takes as much in, and each
// pod's last leaf sends out of the pod while its first receives from outside.
TEST(FatTreeLinkLoad, LeavesAndPodsReportWhatEntersAndLeavesThem) {
  const double m = 1e6;
  const int n = 8 * 8 * 8 / 4; // 3 tiers, k = 8: 8 pods of 4 leaves of 4
  const FatTreeLinkLoads l = fatTreeLinkLoads({8, 3, 1}, n, {TrafficPattern::Shift, m, 1, 0, 4}, options());
  ASSERT_EQ(l.leaves.size(), 32u);
  ASSERT_EQ(l.pods.size(), 8u);
  for (const FatTreeLeafLoad &leaf : l.leaves) {
    EXPECT_DOUBLE_EQ(leaf.up_B, 4 * m);
    EXPECT_DOUBLE_EQ(leaf.in_B, 4 * m);
  }
  for (const FatTreePodLoad &pod : l.pods) {
    EXPECT_DOUBLE_EQ(pod.up_B, 4 * m);
    EXPECT_DOUBLE_EQ(pod.down_B, 4 * m);
  }
  EXPECT_TRUE(fatTreeLinkLoads({8, 2, 1}, 32, {TrafficPattern::Shift, m, 1, 0, 4}, options()).pods.empty());
}

// With leaves s:1 oversubscribed, hosts per leaf / uplinks per leaf is s instead of 1, so the
// uplinks carry s times the full-bisection load, up to the share of destinations outside the
// leaf (pod): exactly s (N - d_s)/(N - d_1), within 1 % of s for N = 1024. Endpoints inject at
// B/100, so both trees are injection-bound and utilisation is proportional to load.
TEST(FatTreeLinkLoad, OversubscriptionMultipliesUplinkUtilisation) {
  const int n = 1024;
  const Traffic uniform{TrafficPattern::UniformAllToAll, 1e9};
  const FatTreeLinkLoads full = fatTreeLinkLoads({16, 3, 1}, n, uniform, options(kB / 100));
  const FatTreeLinkLoads over = fatTreeLinkLoads({16, 3, 3}, n, uniform, options(kB / 100));
  ASSERT_EQ(full.layout.hosts_per_leaf, 8);
  ASSERT_EQ(over.layout.hosts_per_leaf, 12);
  ASSERT_DOUBLE_EQ(full.completion_time_s.value, over.completion_time_s.value);
  const double leafRatio = tier(over, FatTreeLinks::LeafSpine, true).max_utilisation.value /
                           tier(full, FatTreeLinks::LeafSpine, true).max_utilisation.value;
  EXPECT_DOUBLE_EQ(leafRatio, 3.0 * (n - 12) / (n - 8));
  EXPECT_NEAR(leafRatio, 3.0, 0.01 * 3);
  // A full pod: 8 leaves of 8 or of 12 hosts.
  const double coreRatio = tier(over, FatTreeLinks::SpineCore, true).max_utilisation.value /
                           tier(full, FatTreeLinks::SpineCore, true).max_utilisation.value;
  EXPECT_DOUBLE_EQ(coreRatio, 3.0 * (n - 96) / (n - 64));
  // 2 tiers as well.
  const FatTreeLinkLoads full2 = fatTreeLinkLoads({16, 2, 1}, 128, uniform, options(kB / 100));
  const FatTreeLinkLoads over2 = fatTreeLinkLoads({16, 2, 3}, 128, uniform, options(kB / 100));
  EXPECT_DOUBLE_EQ(tier(over2, FatTreeLinks::LeafSpine, true).max_utilisation.value /
                       tier(full2, FatTreeLinks::LeafSpine, true).max_utilisation.value,
                   3.0 * (128 - 12) / (128 - 8));
}

TEST(FatTreeLinkLoad, APermutationInsideALeafLoadsNoUplink) {
  const FatTreeLayout layout = fatTreeLayout({8, 3, 1}, 128);
  std::vector<TrafficFlow> flows;
  for (int e = 0; e < 128; ++e) // a rotation inside each leaf
    flows.push_back({e, e / 4 * 4 + (e + 1) % 4, 1e9});
  const FatTreeLinkLoads l = fatTreeLinkLoads({8, 3, 1}, 128, flows, options());
  ASSERT_EQ(layout.hosts_per_leaf, 4);
  for (const FatTreeTierLoad &t : l.tiers)
    EXPECT_EQ(t.load.max_load_B.value, t.links == FatTreeLinks::EndpointLeaf ? 1e9 : 0.0);
  // The pattern's random permutation over the endpoints of one leaf alike.
  const FatTreeLinkLoads one =
      fatTreeLinkLoads({8, 3, 1}, 4, {TrafficPattern::RandomPermutation, 1e9, 3}, options());
  EXPECT_EQ(tier(one, FatTreeLinks::LeafSpine, true).max_load_B.value, 0.0);
  EXPECT_EQ(one.leaves[0].up_B, 0.0);
}

// Everyone sends m to one endpoint: its link carries (N - 1) m, its leaf's uplinks bring in what
// the other leaves send, (N - d) m over d uplinks.
TEST(FatTreeLinkLoad, HotSpotLoadsTheHotEndpointsLink) {
  const int n = 128;
  const double m = 1e9;
  const FatTreeLinkLoads l = fatTreeLinkLoads({8, 3, 1}, n, {TrafficPattern::HotSpot, m, 1, 37}, options());
  EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::EndpointLeaf, false).max_load_B.value, (n - 1) * m);
  EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::EndpointLeaf, true).max_load_B.value, m);
  EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::LeafSpine, false).max_load_B.value, (n - 4) * m / 4);
  EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::SpineCore, false).max_load_B.value, (n - 16) * m / 16);
  EXPECT_DOUBLE_EQ(l.completion_time_s.value, (n - 1) * m / kB);
  EXPECT_DOUBLE_EQ(tier(l, FatTreeLinks::EndpointLeaf, false).max_utilisation.value, 1.0);
  EXPECT_DOUBLE_EQ(l.leaves[37 / 4].down_B, (n - 1) * m);
}

TEST(FatTreeLinkLoad, LeafTotalsAddUpToTheTierLoads) {
  const FatTreeLinkLoads l =
      fatTreeLinkLoads({16, 3, 2}, 700, {TrafficPattern::RandomPermutation, 1e9, 11}, options());
  double up = 0, down = 0;
  for (const FatTreeLeafLoad &leaf : l.leaves) {
    up += leaf.up_B;
    down += leaf.down_B;
  }
  const LinkClassLoad &leafUp = tier(l, FatTreeLinks::LeafSpine, true);
  const LinkClassLoad &endpointDown = tier(l, FatTreeLinks::EndpointLeaf, false);
  EXPECT_NEAR(up, leafUp.mean_load_B.value * leafUp.links, 1e-3);
  EXPECT_NEAR(down, endpointDown.mean_load_B.value * endpointDown.links, 1e-3);
  EXPECT_GT(up, 0);
}

// k = 64, 3 tiers, 65,536 endpoints: closed form for uniform, N flows for a permutation.
TEST(FatTreeLinkLoad, SixtyFiveThousandEndpointsComplete) {
  const double m = 1e9;
  const FatTreeLinkLoads uniform =
      fatTreeLinkLoads({64, 3, 1}, 65536, {TrafficPattern::UniformAllToAll, m}, options());
  EXPECT_EQ(tier(uniform, FatTreeLinks::SpineCore, true).links, 64 * 32 * 32);
  EXPECT_DOUBLE_EQ(tier(uniform, FatTreeLinks::SpineCore, true).max_load_B.value,
                   m * 1024 * (65536 - 1024.0) / 65536 / 1024);
  const FatTreeLinkLoads permutation =
      fatTreeLinkLoads({64, 3, 1}, 65536, {TrafficPattern::RandomPermutation, m, 5}, options());
  EXPECT_GT(tier(permutation, FatTreeLinks::SpineCore, true).max_load_B.value, 0);
  EXPECT_LE(tier(permutation, FatTreeLinks::LeafSpine, true).max_load_B.value, m);
}

} // namespace
} // namespace snp::sim

#include "sim/network/Route.h"

#include "sim/network/DragonflyWiring.h"
#include "sim/network/Topology.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

namespace snp::sim {
namespace {

using model::NetworkTier;
using model::TopologyKind;
using Kind = RouteStop::Kind;

NetworkTier tierOf(TopologyKind kind) {
  NetworkTier t;
  t.kind = kind;
  t.link_bandwidth_Bps = 50e9;
  t.hop_latency_s = 250e-9;
  return t;
}

NetworkTier torus(std::vector<int> dims, std::vector<bool> wrap) {
  NetworkTier t = tierOf(TopologyKind::Torus);
  t.torus = {std::move(dims), std::move(wrap)};
  return t;
}

NetworkTier fatTree(int k, int tiers) {
  NetworkTier t = tierOf(TopologyKind::FatTree);
  t.fat_tree = {k, tiers, 1};
  return t;
}

NetworkTier dragonfly(model::DragonflyShape shape) {
  NetworkTier t = tierOf(TopologyKind::Dragonfly);
  t.dragonfly = shape;
  return t;
}

// Hops = sum over dimensions of the ring distance min(d, k - d) (line: |d|), every step to a
// neighbour.
TEST(Route, TorusHopsAreTheSumOfRingDistances) {
  const NetworkTier t = torus({4, 5, 3}, {true, false, true});
  const int dims[3] = {4, 5, 3};
  const bool wrap[3] = {true, false, true};
  for (int src = 0; src < 60; ++src)
    for (int dst = 0; dst < 60; ++dst) {
      const Route r = route(t, 60, src, dst);
      int expected = 0, a = src, b = dst;
      for (int i = 0; i < 3; ++i) {
        const int d = std::abs(a % dims[i] - b % dims[i]);
        expected += wrap[i] ? std::min(d, dims[i] - d) : d;
        a /= dims[i];
        b /= dims[i];
      }
      ASSERT_EQ(r.hops.value, expected) << src << " -> " << dst;
      EXPECT_EQ(r.stops.front().index, src);
      EXPECT_EQ(r.stops.back().index, dst);
      for (std::size_t s = 1; s < r.stops.size(); ++s) { // neighbours differ in one coordinate
        int x = r.stops[s - 1].index, y = r.stops[s].index, differing = 0;
        for (int i = 0; i < 3; ++i, x /= dims[i - 1], y /= dims[i - 1])
          differing += x % dims[i] != y % dims[i];
        EXPECT_EQ(differing, 1);
      }
    }
  // No dimensions: one ring of all endpoints.
  EXPECT_EQ(route(torus({}, {}), 10, 1, 8).hops.value, 3);
}

TEST(Route, LatencyIsHopsTimesHopLatency) {
  const Route r = route(torus({16, 16, 16}, {true, true, true}), 4096, 0, 8 + 8 * 16 + 8 * 256);
  EXPECT_EQ(r.hops.value, 24);
  EXPECT_DOUBLE_EQ(r.latency_s.value, 24 * 250e-9);
  EXPECT_EQ(r.latency_s.term_count, 2);
  EXPECT_EQ(route(tierOf(TopologyKind::FullMesh), 8, 2, 5).hops.value, 1);
  const Route viaSwitch = route(tierOf(TopologyKind::Switch), 72, 2, 5);
  EXPECT_EQ(viaSwitch.hops.value, 2);
  EXPECT_EQ(viaSwitch.stops[1].kind, Kind::Switch);
  EXPECT_EQ(route(tierOf(TopologyKind::Switch), 72, 4, 4).hops.value, 0);
}

// k = 8: 4 endpoints per leaf, 4 leaves per pod.
TEST(Route, FatTreeClimbsToTheLowestCommonAncestor) {
  const Route sameLeaf = route(fatTree(8, 2), 32, 0, 3);
  EXPECT_EQ(sameLeaf.hops.value, 2);
  EXPECT_EQ(sameLeaf.stops[1], (RouteStop{Kind::Switch, 1, 0}));
  const Route twoTier = route(fatTree(8, 2), 32, 0, 31);
  EXPECT_EQ(twoTier.hops.value, 4);
  EXPECT_EQ(twoTier.stops[2].level, 2);
  EXPECT_EQ(twoTier.stops[3], (RouteStop{Kind::Switch, 1, 7}));
  EXPECT_EQ(route(fatTree(8, 3), 128, 0, 15).hops.value, 4); // same pod
  const Route acrossPods = route(fatTree(8, 3), 128, 0, 127);
  EXPECT_EQ(acrossPods.hops.value, 6);
  const int levels[7] = {0, 1, 2, 3, 2, 1, 0};
  for (int s = 0; s < 7; ++s)
    EXPECT_EQ(acrossPods.stops[s].level, levels[s]);
  EXPECT_EQ(acrossPods.stops[2].index / 4, 0); // a spine of pod 0 ...
  EXPECT_EQ(acrossPods.stops[4].index / 4, 7); // ... and of pod 7, the same in both
  EXPECT_EQ(acrossPods.stops[2].index % 4, acrossPods.stops[4].index % 4);
}

double meanHops(const NetworkTier &tier, int n) {
  double sum = 0;
  for (int src = 0; src < n; ++src)
    for (int dst = 0; dst < n; ++dst)
      sum += route(tier, n, src, dst).hops.value;
  return sum / (double(n) * n);
}

// Over all ordered pairs of full trees and groups the routes' mean equals topologyCounts' mean.
TEST(Route, FatTreeAndDragonflyRoutesAverageToTheTopologysMeanHops) {
  for (const auto &[tier, n] :
       {std::pair{fatTree(4, 3), 16}, std::pair{fatTree(8, 3), 128}, std::pair{dragonfly({4, 2, 2, 9}), 72}})
    EXPECT_NEAR(meanHops(tier, n), topologyCounts(tier, n).mean, 1e-12);
  // k = 8, 100 endpoints: 25 full leaves, 6 full pods and one of 4. Per source 3 others share the
  // leaf (2 hops); 96 sources have 12 more in their pod (4 hops); the rest are 6 hops away.
  EXPECT_NEAR(meanHops(fatTree(8, 3), 100),
              (100 * 3 * 2 + 96 * 12 * 4 + (100 * 99 - 300 - 96 * 12) * 6) / 1e4, 1e-12);
}

// Minimal dragonfly routes: terminal link, at most local + global + local, terminal link; each
// router-to-router step inside a group or over a global link between the two groups.
TEST(Route, DragonflyMinimalRouteHasAtMostThreeRouterHops) {
  const model::DragonflyShape shape{4, 2, 2, 9};
  const DragonflyWiring w(shape, 72);
  int longest = 0;
  for (int src = 0; src < 72; ++src)
    for (int dst = 0; dst < 72; ++dst) {
      if (src == dst) continue;
      const Route r = route(dragonfly(shape), 72, src, dst);
      ASSERT_GE(r.stops.size(), 3u);
      EXPECT_LE(r.hops.value, 5);
      EXPECT_EQ(r.stops.front().kind, Kind::Endpoint);
      EXPECT_EQ(r.stops[1], (RouteStop{Kind::Switch, 1, w.routerOf(src)}));
      EXPECT_EQ(r.stops[r.stops.size() - 2], (RouteStop{Kind::Switch, 1, w.routerOf(dst)}));
      int globalHops = 0;
      for (std::size_t s = 2; s + 1 < r.stops.size(); ++s) {
        const int from = r.stops[s - 1].index, to = r.stops[s].index;
        if (from / 4 == to / 4) continue; // local
        ++globalHops;
        const int port = w.port(from / 4, to / 4, 0);
        EXPECT_EQ(w.portRouter(from / 4, port), from);
        EXPECT_EQ(w.portRouter(to / 4, w.peerPort(from / 4, port)), to);
      }
      EXPECT_EQ(globalHops, w.groupOf(src) == w.groupOf(dst) ? 0 : 1);
      longest = std::max(longest, int(r.hops.value));
    }
  EXPECT_EQ(longest, 5);
}

} // namespace
} // namespace snp::sim

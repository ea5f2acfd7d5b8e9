#include "sim/network/LinkLoad.h"
#include "sim/network/TorusRoutes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <set>

namespace snp::sim {
namespace {

TorusLinkGraph graph(std::vector<int> dims, std::vector<bool> wrap) { return TorusLinkGraph({dims, wrap}); }

LinkLoadOptions options(Routing routing) {
  LinkLoadOptions o;
  o.routing = routing;
  o.link_bandwidth_Bps = 45e9;
  return o;
}

TEST(LinkLoad, GraphHasTwoLinksPerDimensionWithWrapAndFewerOnAMesh) {
  EXPECT_EQ(graph({8, 8, 8}, {true, true, true}).existingLinks(), 6 * 512);
  EXPECT_EQ(graph({4, 4}, {false, false}).existingLinks(), 2 * 2 * 4 * 3); // 24 cables, both ways
  EXPECT_EQ(graph({2, 4}, {true, true}).existingLinks(), 8 + 16);          // size 2: one cable
}

// k-ary torus, uniform all-to-all: every link carries N k / 8 flows of m / N: m k / 8.
TEST(LinkLoad, UniformAllToAllOnKaryTorusMatchesClosedForm) {
  const double m = 1e9;
  const LinkLoads l = torusLinkLoads(graph({8, 8, 8}, {true, true, true}),
                                     {TrafficPattern::UniformAllToAll, m}, options(Routing::DimensionOrder));
  for (double load : l.load_B)
    EXPECT_DOUBLE_EQ(load, m * 8 / 8);
  // Bisection bound T >= k m / (8B), above the injection time m / (6B).
  EXPECT_NEAR(l.completion_time_s.value, 8 * m / (8 * 45e9), 1e-12 * l.completion_time_s.value);
  EXPECT_DOUBLE_EQ(l.max_utilisation.value, 1.0);
  EXPECT_NEAR(l.throughput_Bps.value, 45e9, 45e9 * 1e-12);
}

// Brute force: route every ordered pair by dimension order, ties split both ways.
std::vector<double> bruteForceUniform(const TorusLinkGraph &g, double m) {
  std::vector<double> load(g.linkCount(), 0);
  const int n = g.nodes();
  for (int src = 0; src < n; ++src)
    for (int dst = 0; dst < n; ++dst)
      for (bool tiesPositive : {true, false}) {
        int node = src;
        for (int dim = 0; dim < g.dimensions(); ++dim) {
          const int k = g.size(dim);
          int offset = g.coordinate(dst, dim) - g.coordinate(node, dim);
          if (g.wraps(dim) || k == 2) {
            offset = ((offset % k) + k) % k;
            if (2 * offset > k || (2 * offset == k && !tiesPositive && k > 2)) offset -= k;
          }
          for (int hop = 0; hop < std::abs(offset); ++hop) {
            load[g.linkIndex(node, dim, offset > 0)] += m / n / 2;
            node = g.neighbour(node, dim, offset > 0);
          }
        }
      }
  return load;
}

TEST(LinkLoad, UniformClosedFormMatchesEnumeratedFlows) {
  for (const TorusLinkGraph &g : {graph({4, 5, 3}, {true, false, true}), graph({6, 2, 5}, {true, true, true}),
                                  graph({7, 4}, {false, true})}) {
    const LinkLoads l =
        torusLinkLoads(g, {TrafficPattern::UniformAllToAll, 1e6}, options(Routing::DimensionOrder));
    const std::vector<double> expected = bruteForceUniform(g, 1e6);
    for (int link = 0; link < g.linkCount(); ++link)
      EXPECT_NEAR(l.load_B[link], expected[link], 1e-9 * 1e6) << "link " << link;
  }
}

TEST(LinkLoad, AdaptiveNeverRaisesMaxLoadOnRandomPermutations) {
  const TorusLinkGraph g = graph({8, 8, 8}, {true, true, true});
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const Traffic t{TrafficPattern::RandomPermutation, 1e9, seed};
    const double dor = torusLinkLoads(g, t, options(Routing::DimensionOrder)).max_link_load_B.value;
    const double adaptive = torusLinkLoads(g, t, options(Routing::Adaptive)).max_link_load_B.value;
    EXPECT_LE(adaptive, dor) << "seed " << seed;
  }
  const Traffic t{TrafficPattern::RandomPermutation, 1e9, 7};
  EXPECT_LT(torusLinkLoads(g, t, options(Routing::Adaptive)).max_link_load_B.value,
            torusLinkLoads(g, t, options(Routing::DimensionOrder)).max_link_load_B.value);
}

// All nodes send to one: dimension order funnels everything into the hot node's two links of
// the last dimension; other orders spread it over all six.
TEST(LinkLoad, AdaptiveRelievesAHotSpot) {
  const TorusLinkGraph g = graph({8, 8, 8}, {true, true, true});
  const Traffic t{TrafficPattern::HotSpot, 1e9, 1, 0};
  const LinkLoads dor = torusLinkLoads(g, t, options(Routing::DimensionOrder));
  const LinkLoads adaptive = torusLinkLoads(g, t, options(Routing::Adaptive));
  EXPECT_LT(adaptive.max_link_load_B.value, dor.max_link_load_B.value);
  EXPECT_GT(adaptive.flows_moved, 0);
  // 511 senders can do no better than an even share of the hot node's 6 incoming links.
  EXPECT_GE(adaptive.max_link_load_B.value, 511e9 / 6);
}

TEST(LinkLoad, NeighbourTrafficUsesOneHopMostly) {
  const TorusLinkGraph g = graph({16}, {true});
  const LinkLoads l = torusLinkLoads(g, {TrafficPattern::Neighbour, 1e9}, options(Routing::DimensionOrder));
  for (int link = 0; link < g.linkCount(); ++link)
    EXPECT_DOUBLE_EQ(l.load_B[link], g.linkPositive(link) ? 1e9 : 0.0);
}

// Adaptive rerouting asks, for every flow, whether its route crosses the hottest link; the answer
// is computed from coordinates, and must be what walking the route finds: every link, every
// route shape, every pair of nodes, on rings, lines, mixed and two-node dimensions.
TEST(TorusRoutes, RouteUsesALinkExactlyWhenTheWalkCrossesIt) {
  for (const TorusLinkGraph &g :
       {graph({5, 4, 3}, {true, true, true}), graph({4, 2, 3}, {true, false, false}), graph({6}, {false}),
        graph({2, 2, 2}, {true, true, true}), graph({4, 4}, {true, true}),
        graph({3, 2, 2, 2}, {true, true, false, true})}) {
    const std::vector<RouteChoice> choices = routeChoices(g.dimensions());
    for (int src = 0; src < g.nodes(); ++src)
      for (int dst = 0; dst < g.nodes(); ++dst)
        for (const RouteChoice &choice : choices) {
          const TorusFlow flow{src, dst, 1, 0};
          std::set<int> walked;
          forEachLink(g, flow, choice, [&](int link) { walked.insert(link); });
          for (int link = 0; link < g.linkCount(); ++link)
            ASSERT_EQ(routeUses(g, flow, choice, link), walked.count(link) == 1)
                << "flow " << src << " -> " << dst << ", link " << link;
        }
  }
}

TEST(LinkLoad, FullMeshCarriesEachPairOnItsOwnLink) {
  const LinkLoads uniform =
      fullMeshLinkLoads(8, {TrafficPattern::UniformAllToAll, 8e9}, options(Routing::DimensionOrder));
  EXPECT_DOUBLE_EQ(uniform.max_link_load_B.value, 1e9);
  EXPECT_DOUBLE_EQ(uniform.mean_link_load_B.value, 1e9);
  EXPECT_EQ(uniform.load_B[0], 0); // no link to itself
  // Injection-bound: 7 links of 45 GB/s carry 7/8 of the data.
  EXPECT_NEAR(uniform.completion_time_s.value, 8e9 / (7 * 45e9), 1e-12);
  const LinkLoads hot =
      fullMeshLinkLoads(8, {TrafficPattern::HotSpot, 1e9, 1, 3}, options(Routing::Adaptive));
  EXPECT_DOUBLE_EQ(hot.load_B[0 * 8 + 3], 1e9);
  EXPECT_DOUBLE_EQ(hot.mean_link_load_B.value, 7e9 / 56);
}

// Gathered loads against the per-link loads they summarise, by brute force over every link.
TEST(LinkLoad, FullMeshGroupLoadsSummariseEveryLinkOfTheirGroups) {
  const int n = 37, size = 5, groups = 8;
  for (const TrafficPattern pattern :
       {TrafficPattern::UniformAllToAll, TrafficPattern::RandomPermutation, TrafficPattern::HotSpot}) {
    const Traffic traffic{pattern, 3e9, 7, 11};
    const LinkLoads each = fullMeshLinkLoads(n, traffic, options(Routing::DimensionOrder));
    const std::vector<GroupLinkLoad> gathered = fullMeshGroupLoads(n, size, traffic);
    ASSERT_EQ(gathered.size(), std::size_t(groups * groups));
    std::vector<GroupLinkLoad> expected(gathered.size());
    for (int src = 0; src < n; ++src)
      for (int dst = 0; dst < n; ++dst) {
        if (src == dst) continue;
        GroupLinkLoad &cell = expected[std::size_t(src / size) * groups + dst / size];
        cell.max_B = std::max(cell.max_B, each.load_B[std::size_t(src) * n + dst]);
        cell.total_B += each.load_B[std::size_t(src) * n + dst];
      }
    for (std::size_t i = 0; i < gathered.size(); ++i) {
      EXPECT_DOUBLE_EQ(gathered[i].max_B, expected[i].max_B) << i;
      EXPECT_NEAR(gathered[i].total_B, expected[i].total_B, 1e-6 * traffic.bytes_per_node) << i;
    }
  }
}

// 40,960 endpoints: 1.7e9 links, whose loads are not kept; the figures are the closed form's.
TEST(LinkLoad, LargeFullMeshKeepsItsFiguresWithoutPerLinkLoads) {
  const int n = 40960;
  const double m = 1e9;
  const LinkLoads uniform =
      fullMeshLinkLoads(n, {TrafficPattern::UniformAllToAll, m}, options(Routing::DimensionOrder));
  EXPECT_TRUE(uniform.load_B.empty());
  EXPECT_DOUBLE_EQ(uniform.max_link_load_B.value, m / n);
  EXPECT_DOUBLE_EQ(uniform.mean_link_load_B.value, m / n);
  const LinkLoads permutation =
      fullMeshLinkLoads(n, {TrafficPattern::RandomPermutation, m, 3}, options(Routing::DimensionOrder));
  EXPECT_DOUBLE_EQ(permutation.max_link_load_B.value, m);
  // At most n of the n(n-1) links carry a flow (fewer when the permutation fixes a node).
  EXPECT_LE(permutation.mean_link_load_B.value, m / (n - 1) * (1 + 1e-12));
  EXPECT_GT(permutation.mean_link_load_B.value, 0.99 * m / (n - 1));
}

// 16 x 16 x 40 = 10,240 endpoints: closed form for uniform traffic, N explicit flows otherwise.
TEST(LinkLoad, TenThousandNodeTorusCompletes) {
  const TorusLinkGraph g = graph({16, 16, 40}, {true, true, true});
  const double m = 1e9;
  const LinkLoads uniform =
      torusLinkLoads(g, {TrafficPattern::UniformAllToAll, m}, options(Routing::Adaptive));
  EXPECT_DOUBLE_EQ(uniform.max_link_load_B.value, m * 40 / 8); // the 40-long dimension is the bottleneck
  EXPECT_EQ(uniform.load_B.size(), std::size_t(10240 * 6));
  const Traffic permutation{TrafficPattern::RandomPermutation, m, 7};
  const LinkLoads dor = torusLinkLoads(g, permutation, options(Routing::DimensionOrder));
  const LinkLoads adaptive = torusLinkLoads(g, permutation, options(Routing::Adaptive));
  EXPECT_LE(adaptive.max_link_load_B.value, dor.max_link_load_B.value);
  const LinkLoads hot = torusLinkLoads(g, {TrafficPattern::HotSpot, m, 1, 5000}, options(Routing::Adaptive));
  EXPECT_GT(hot.rounds, 0);
}

// A stop asked for while a million-flow pass routes is heard within kFlowsBetweenProgress flows,
// not at the end of the pass: Ctrl-C on a 100^3 torus returns at once.
TEST(LinkLoad, AStopIsHeardWithinAPass) {
  const TorusLinkGraph g = graph({64, 64, 64}, {true, true, true}); // 262,144 flows
  const Traffic permutation{TrafficPattern::RandomPermutation, 1e9, 7};
  int calls = 0;
  LinkLoadOptions stopping = options(Routing::DimensionOrder);
  stopping.progress = [&](int, int) { return ++calls < 2; };
  const LinkLoads stopped = torusLinkLoads(g, permutation, stopping);
  EXPECT_TRUE(stopped.cancelled);
  EXPECT_EQ(calls, 2) << "asked at flows 65,536 and 131,072, then stopped";
  // The loads are those of the flows routed before the stop: fewer bytes than the whole pattern.
  const LinkLoads whole = torusLinkLoads(g, permutation, options(Routing::DimensionOrder));
  EXPECT_LT(stopped.mean_link_load_B.value, whole.mean_link_load_B.value);
  EXPECT_GT(stopped.mean_link_load_B.value, 0);
}

} // namespace
} // namespace snp::sim

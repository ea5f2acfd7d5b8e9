#include "sim/network/DragonflyLinkLoad.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace snp::sim {
namespace {

constexpr double kB = 25e9;

LinkLoadOptions options(double injection_Bps = 0) {
  LinkLoadOptions o;
  o.link_bandwidth_Bps = kB;
  o.injection_Bps = injection_Bps;
  return o;
}

// Every used port has one partner, which points back; pairs have c or c + 1 links.
TEST(DragonflyLinkLoad, WiringJoinsEveryUsedPortToOnePortOfTheRightGroup) {
  for (const model::DragonflyShape &shape :
       {model::DragonflyShape{4, 2, 2, 9}, model::DragonflyShape{4, 2, 2, 5},
        model::DragonflyShape{4, 2, 2, 6}, model::DragonflyShape{4, 2, 2, 7},
        model::DragonflyShape{4, 2, 2, 4}, model::DragonflyShape{3, 1, 1, 3},
        model::DragonflyShape{16, 8, 8, 129}, model::DragonflyShape{6, 3, 3, 10}}) {
    const DragonflyWiring w(shape, shape.a * shape.p * shape.groups);
    const int g = w.groups(), ports = w.portsPerGroup();
    int used = 0;
    for (int i = 0; i < g; ++i) {
      std::set<int> seen;
      for (int j = 0; j < g; ++j) {
        if (i == j) continue;
        EXPECT_EQ(w.linksBetween(i, j), w.linksBetween(j, i));
        EXPECT_GE(w.linksBetween(i, j), ports / (g - 1));
        EXPECT_LE(w.linksBetween(i, j), ports / (g - 1) + 1);
        for (int k = 0; k < w.linksBetween(i, j); ++k) {
          const int q = w.port(i, j, k);
          EXPECT_TRUE(q >= 0 && q < ports && seen.insert(q).second) << "group " << i << " port " << q;
          EXPECT_EQ(w.peerGroup(i, q), j);
          EXPECT_EQ(w.peerPort(i, q), w.port(j, i, k));
        }
      }
      for (int q = 0; q < ports; ++q)
        EXPECT_EQ(w.peerGroup(i, q) >= 0, seen.count(q) == 1);
      used += int(seen.size());
      EXPECT_GE(int(seen.size()), ports - 1); // at most one idle port
    }
    EXPECT_EQ(used % 2, 0);
  }
  // g = a h + 1: the absolute arrangement, port q of group i to group q, skipping i.
  const DragonflyWiring w({4, 2, 2, 9}, 72);
  EXPECT_EQ(w.peerGroup(3, 2), 2);
  EXPECT_EQ(w.peerGroup(3, 3), 4);
  EXPECT_EQ(w.portRouter(3, 3), 3 * 4 + 1);
}

// g = a h + 1, full groups, minimal: the a p terminals of group i send a p x m/N to each
// terminal of group j over the one link of the pair: (a p)^2 m / N on every global link.
TEST(DragonflyLinkLoad, UniformMinimalLoadsEveryGlobalLinkWithTerminalsPerGroupSquaredOverN) {
  const model::DragonflyShape shape{4, 2, 2, 9};
  const int n = 72;
  const double m = 1e9;
  const DragonflyLinkLoads l = dragonflyLinkLoads(shape, n, {TrafficPattern::UniformAllToAll, m},
                                                  DragonflyRouting::Minimal, options());
  EXPECT_EQ(l.global.links, 9 * 8);
  EXPECT_EQ(l.local.links, 9 * 4 * 3);
  EXPECT_EQ(l.terminal.links, 2 * n);
  EXPECT_DOUBLE_EQ(l.global.max_load_B.value, 8.0 * 8 * m / n);
  EXPECT_NEAR(l.global.mean_load_B.value, l.global.max_load_B.value, 1e-12 * m);
  EXPECT_DOUBLE_EQ(l.terminal.max_load_B.value, m * (n - 1) / n);
  for (double load : l.global_load_B)
    EXPECT_DOUBLE_EQ(load, 8.0 * 8 * m / n);
}

// Kim et al.'s balanced dragonfly, a = 2p = 2h: uniform traffic loads global links as much as
// terminal links, a p m / g against m (N-1)/N: a ratio 2p^2/(2p^2+1) x N/(N-1), within 3.5 % of 1
// for p = 4.
TEST(DragonflyLinkLoad, BalancedDragonflyLoadsGlobalLinksLikeTerminalLinks) {
  const int p = 4, a = 2 * p, h = p, g = a * h + 1, n = a * p * g;
  const DragonflyLinkLoads l = dragonflyLinkLoads({a, p, h, g}, n, {TrafficPattern::UniformAllToAll, 1e9},
                                                  DragonflyRouting::Minimal, options());
  const double ratio = l.global.max_load_B.value / l.terminal.max_load_B.value;
  EXPECT_DOUBLE_EQ(ratio, 2.0 * p * p / (2.0 * p * p + 1) * n / (n - 1));
  EXPECT_NEAR(ratio, 1.0, 0.035);
}

// The closed forms against every ordered pair routed as a flow of m/N, on dragonflies with
// parallel global links, a circulant remainder and a short last group.
TEST(DragonflyLinkLoad, UniformClosedFormsMatchEnumeratedFlows) {
  const double m = 1e6;
  for (const auto &[shape, n] :
       {std::pair{model::DragonflyShape{4, 2, 2, 6}, 43}, std::pair{model::DragonflyShape{4, 2, 2, 4}, 32},
        std::pair{model::DragonflyShape{3, 2, 2, 0}, 37}, std::pair{model::DragonflyShape{4, 2, 2, 9}, 72}}) {
    std::vector<TrafficFlow> flows;
    for (int s = 0; s < n; ++s)
      for (int d = 0; d < n; ++d)
        flows.push_back({s, d, m / n});
    for (DragonflyRouting routing : {DragonflyRouting::Minimal, DragonflyRouting::Valiant}) {
      const DragonflyLinkLoads closed =
          dragonflyLinkLoads(shape, n, {TrafficPattern::UniformAllToAll, m}, routing, options());
      const DragonflyLinkLoads enumerated = dragonflyLinkLoads(shape, n, flows, routing, options());
      ASSERT_EQ(closed.global_load_B.size(), enumerated.global_load_B.size());
      for (std::size_t i = 0; i < closed.global_load_B.size(); ++i)
        EXPECT_NEAR(closed.global_load_B[i], enumerated.global_load_B[i], 1e-9 * m) << "link " << i;
      for (std::size_t r = 0; r < closed.routers.size(); ++r) {
        EXPECT_NEAR(closed.routers[r].local_B, enumerated.routers[r].local_B, 1e-9 * m) << "router " << r;
        EXPECT_NEAR(closed.routers[r].global_B, enumerated.routers[r].global_B, 1e-9 * m) << "router " << r;
        EXPECT_NEAR(closed.routers[r].terminal_B, enumerated.routers[r].terminal_B, 1e-9 * m)
            << "router " << r;
      }
      for (const auto &[c, e] :
           {std::pair{&closed.terminal, &enumerated.terminal}, std::pair{&closed.local, &enumerated.local},
            std::pair{&closed.global, &enumerated.global}}) {
        EXPECT_NEAR(c->max_load_B.value, e->max_load_B.value, 1e-9 * m) << c->name.view();
        EXPECT_NEAR(c->mean_load_B.value, e->mean_load_B.value, 1e-9 * m) << c->name.view();
      }
    }
  }
}

// Valiant sends each flow over two global links instead of one: on uniform traffic, full
// groups, one link per pair, every global link carries 2 (a p)^2 m / N, exactly twice the
// minimal load. Endpoints inject at B/4, so both are injection-bound and the utilisations keep
// the ratio of the loads (otherwise the busier links would set the time and both read ~1).
TEST(DragonflyLinkLoad, ValiantDoublesTheGlobalLoadOfUniformTraffic) {
  const model::DragonflyShape shape{16, 8, 8, 129};
  const int n = 16 * 8 * 129;
  const Traffic uniform{TrafficPattern::UniformAllToAll, 1e9};
  const DragonflyLinkLoads minimal =
      dragonflyLinkLoads(shape, n, uniform, DragonflyRouting::Minimal, options(kB / 4));
  const DragonflyLinkLoads valiant =
      dragonflyLinkLoads(shape, n, uniform, DragonflyRouting::Valiant, options(kB / 4));
  EXPECT_DOUBLE_EQ(valiant.global.max_load_B.value, 2 * 128.0 * 128 * 1e9 / n);
  EXPECT_NEAR(valiant.global.max_utilisation.value / minimal.global.max_utilisation.value, 2.0, 1e-9);
  EXPECT_NEAR(valiant.global.mean_load_B.value, valiant.global.max_load_B.value, 1e-12 * 1e9);
}

// Kim et al.'s adversarial pattern: every terminal of group i sends to group i + 1. Minimally
// all a p terminals share the one link of the pair: a p m on it, throughput B/(a p). Valiant
// spreads a group's a p m over g - 2 first hops and as many second hops, 2 a p m/(g-2) on a link
// at most: (g-2)/2 times better, which for a = 2p = 2h is (a h - 1)/2, within 2 % of a p/2.
TEST(DragonflyLinkLoad, ValiantBeatsMinimalOnTheAdversarialPatternByHalfTheTerminalsPerGroup) {
  const int a = 16, p = 8, h = 8, g = a * h + 1, n = a * p * g;
  const double m = 1e9;
  const Traffic nextGroup{TrafficPattern::Shift, m, 1, 0, a * p};
  const DragonflyLinkLoads minimal =
      dragonflyLinkLoads({a, p, h, g}, n, nextGroup, DragonflyRouting::Minimal, options());
  const DragonflyLinkLoads valiant =
      dragonflyLinkLoads({a, p, h, g}, n, nextGroup, DragonflyRouting::Valiant, options());
  EXPECT_DOUBLE_EQ(minimal.global.max_load_B.value, a * p * m);
  EXPECT_DOUBLE_EQ(minimal.global.max_utilisation.value, 1.0);
  EXPECT_NEAR(minimal.throughput_Bps.value, kB / (a * p), 1e-6);
  EXPECT_NEAR(valiant.global.max_load_B.value, 2.0 * a * p * m / (g - 2), 1e-6 * m);
  const double gain = minimal.global.max_load_B.value / valiant.global.max_load_B.value;
  EXPECT_NEAR(gain, (g - 2) / 2.0, 1e-6);
  EXPECT_NEAR(gain, a * p / 2.0, 0.02 * a * p / 2);
  EXPECT_GT(valiant.throughput_Bps.value, 30 * minimal.throughput_Bps.value);
}

// UGAL-L: uniform traffic stays minimal; on the adversarial pattern it moves flows off the hot
// link and lands between minimal and Valiant.
TEST(DragonflyLinkLoad, UgalIsMinimalOnUniformTrafficAndRelievesTheAdversarialPattern) {
  const int a = 8, p = 4, h = 4, g = a * h + 1, n = a * p * g;
  const model::DragonflyShape shape{a, p, h, g};
  const Traffic uniform{TrafficPattern::UniformAllToAll, 1e9};
  const DragonflyLinkLoads ugalUniform =
      dragonflyLinkLoads(shape, n, uniform, DragonflyRouting::Ugal, options());
  const DragonflyLinkLoads minUniform =
      dragonflyLinkLoads(shape, n, uniform, DragonflyRouting::Minimal, options());
  EXPECT_EQ(ugalUniform.global_load_B, minUniform.global_load_B);
  EXPECT_EQ(ugalUniform.valiant_flows, 0);

  const Traffic nextGroup{TrafficPattern::Shift, 1e9, 1, 0, a * p};
  const DragonflyLinkLoads ugal = dragonflyLinkLoads(shape, n, nextGroup, DragonflyRouting::Ugal, options());
  const DragonflyLinkLoads minimal =
      dragonflyLinkLoads(shape, n, nextGroup, DragonflyRouting::Minimal, options());
  const DragonflyLinkLoads valiant =
      dragonflyLinkLoads(shape, n, nextGroup, DragonflyRouting::Valiant, options());
  EXPECT_GT(ugal.valiant_flows, 0);
  EXPECT_LT(ugal.valiant_flows, n);
  EXPECT_LT(ugal.global.max_load_B.value, minimal.global.max_load_B.value / 4);
  EXPECT_GE(ugal.global.max_load_B.value, valiant.global.max_load_B.value);
}

TEST(DragonflyLinkLoad, FlowsInsideAGroupUseOneLocalLink) {
  // 2 groups' worth of endpoints on a 4-router group: node i sends to i + 2, the next router.
  const DragonflyLinkLoads l = dragonflyLinkLoads({4, 2, 2, 0}, 8, {TrafficPattern::Shift, 1e9, 1, 0, 2},
                                                  DragonflyRouting::Valiant, options());
  EXPECT_EQ(l.groups, 1);
  EXPECT_EQ(l.global.links, 0);
  EXPECT_DOUBLE_EQ(l.local.max_load_B.value, 2e9);
  EXPECT_DOUBLE_EQ(l.routers[0].local_B, 2e9);
  EXPECT_DOUBLE_EQ(l.routers[1].terminal_B, 2e9);
}

// The per-link vectors add up to the per-router and per-class figures.
TEST(DragonflyLinkLoad, PerLinkLoadsAddUpToTheRoutersAndClasses) {
  const model::DragonflyShape shape{4, 2, 2, 9};
  for (const Traffic &traffic :
       {Traffic{TrafficPattern::UniformAllToAll, 1e9}, Traffic{TrafficPattern::RandomPermutation, 1e9, 5}})
    for (DragonflyRouting routing : {DragonflyRouting::Minimal, DragonflyRouting::Valiant}) {
      const DragonflyLinkLoads l = dragonflyLinkLoads(shape, 72, traffic, routing, options());
      ASSERT_EQ(l.local_load_B.size(), std::size_t(9 * 4 * 4));
      ASSERT_EQ(l.terminal_up_B.size(), 72u);
      ASSERT_EQ(l.terminal_down_B.size(), 72u);
      double localMax = 0;
      for (int router = 0; router < 36; ++router) {
        double sent = 0;
        for (int y = 0; y < 4; ++y) {
          sent += l.local_load_B[std::size_t(router) * 4 + y];
          localMax = std::max(localMax, l.local_load_B[std::size_t(router) * 4 + y]);
        }
        EXPECT_NEAR(sent, l.routers[router].local_B, 1e-6);
        EXPECT_EQ(l.local_load_B[std::size_t(router) * 4 + router % 4], 0);
        EXPECT_NEAR(l.terminal_down_B[2 * router] + l.terminal_down_B[2 * router + 1],
                    l.routers[router].terminal_B, 1e-6);
      }
      EXPECT_DOUBLE_EQ(localMax, l.local.max_load_B.value);
      EXPECT_DOUBLE_EQ(std::max(*std::max_element(l.terminal_up_B.begin(), l.terminal_up_B.end()),
                                *std::max_element(l.terminal_down_B.begin(), l.terminal_down_B.end())),
                       l.terminal.max_load_B.value);
    }
}

// a = 16, p = 8, h = 8, g = 129: 16,512 terminals.
TEST(DragonflyLinkLoad, SixteenThousandTerminalsComplete) {
  const model::DragonflyShape shape{16, 8, 8, 129};
  const Traffic permutation{TrafficPattern::RandomPermutation, 1e9, 3};
  for (DragonflyRouting routing :
       {DragonflyRouting::Minimal, DragonflyRouting::Valiant, DragonflyRouting::Ugal}) {
    const DragonflyLinkLoads l = dragonflyLinkLoads(shape, 16512, permutation, routing, options());
    EXPECT_EQ(l.endpoints, 16512);
    EXPECT_GT(l.global.max_load_B.value, 0);
    EXPECT_EQ(l.global_load_B.size(), std::size_t(129 * 16 * 8));
  }
}

} // namespace
} // namespace snp::sim

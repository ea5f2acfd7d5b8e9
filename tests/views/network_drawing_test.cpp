#include "model/Presets.h"
#include "sim/network/DomainLayout.h"
#include "sim/network/DragonflyLinkLoad.h"
#include "sim/network/DragonflyWiring.h"
#include "sim/network/FatTreeLinkLoad.h"
#include "sim/network/Injection.h"
#include "sim/network/Topology.h"
#include "views/network/NetworkDrawing.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using snp::model::Config;
using snp::sim::TrafficPattern;
using snp::views::DrawnTiers;
using snp::views::NetworkDrawing;
using snp::views::NetworkDrawingOptions;
using Link = NetworkDrawing::Link;
using LinkClass = NetworkDrawing::LinkClass;

Q_DECLARE_METATYPE(DrawnTiers)
Q_DECLARE_METATYPE(TrafficPattern)

namespace {

Config preset(const char *id) { return *snp::model::findPreset(id); }

NetworkDrawingOptions options(DrawnTiers tiers, TrafficPattern pattern = TrafficPattern::UniformAllToAll,
                              double offered = 0.5) {
  NetworkDrawingOptions o;
  o.tiers = tiers;
  o.pattern = pattern;
  o.offered_load = offered;
  return o;
}

std::vector<const Link *> linksOf(const NetworkDrawing &d, LinkClass linkClass) {
  std::vector<const Link *> found;
  for (const Link &link : d.links)
    if (link.link_class == linkClass) found.push_back(&link);
  return found;
}

// Every link joins existing nodes (or a node and a stub end), every figure is a number.
void checkWellFormed(const NetworkDrawing &d) {
  QVERIFY(!d.nodes.empty());
  QVERIFY(!d.description.empty());
  QCOMPARE(d.stub_ends.size() % 2, 0u);
  const std::size_t ends = d.nodes.size() + d.stub_ends.size();
  for (const NetworkDrawing::Node &node : d.nodes) {
    for (double x : node.position)
      QVERIFY(std::isfinite(x));
    QVERIFY(node.count >= 1);
  }
  for (const auto &end : d.stub_ends)
    for (double x : end)
      QVERIFY(std::isfinite(x));
  double maxLoad = 0;
  for (const Link &link : d.links) {
    QVERIFY(link.a < d.nodes.size());
    QVERIFY(link.b < ends);
    QVERIFY(link.a != link.b);
    QVERIFY(link.count >= 1);
    QVERIFY(std::isfinite(link.load_Bps) && link.load_Bps >= 0);
    QVERIFY(link.mean_load_Bps <= link.load_Bps * (1 + 1e-12));
    QVERIFY(link.capacity_Bps > 0);
    maxLoad = std::max(maxLoad, link.load_Bps);
  }
  QCOMPARE(d.max_load_Bps, maxLoad);
}

// seed-s3 reshaped: `dims` instead of 8x8x10, one domain of all its accelerators.
Config torus(std::vector<int> dims) {
  Config c = preset("tpu-v4-pod");
  int n = 1;
  for (int k : dims)
    n *= k;
  c.layout.cabinets = n / c.acceleratorsPerCabinet();
  c.network.scaleup_domain = n;
  c.network.scale_up.torus = {dims, std::vector<bool>(dims.size(), true)};
  return c;
}

} // namespace

class NetworkDrawingTest : public QObject {
  Q_OBJECT

private slots:
  // The drawing stands for what sim::topologyCounts counts: for the scale-up tier, one domain's
  // accelerators, switches (its nodes' chips, sim::scaleUpCounts) and links (an OCS is not drawn:
  // it adds no hop); for the scale-out tier (ScaleOut and Both alike), the
  // domains, the scale-out switches and cables. One domain draws its scale-up tier whatever is asked.
  void countsAgreeWithTheTopology_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<DrawnTiers>("tiers");
    QTest::addColumn<TrafficPattern>("pattern");
    const std::pair<const char *, DrawnTiers> tiers[] = {
        {"scale-up", DrawnTiers::ScaleUp}, {"scale-out", DrawnTiers::ScaleOut}, {"both", DrawnTiers::Both}};
    const std::pair<const char *, TrafficPattern> patterns[] = {
        {"uniform", TrafficPattern::UniformAllToAll},
        {"permutation", TrafficPattern::RandomPermutation},
        {"hot spot", TrafficPattern::HotSpot},
        {"shift", TrafficPattern::Shift}};
    for (const Config &config : snp::model::presets())
      for (const auto &[tierName, tier] : tiers)
        for (const auto &[patternName, pattern] : patterns)
          QTest::addRow("%s %s %s", config.id.c_str(), tierName, patternName)
              << QString::fromStdString(config.id) << tier << pattern;
  }
  void countsAgreeWithTheTopology() {
    QFETCH(QString, id);
    QFETCH(DrawnTiers, tiers);
    QFETCH(TrafficPattern, pattern);
    const Config config = preset(id.toUtf8().constData());
    const NetworkDrawing d = snp::views::networkDrawing(config, options(tiers, pattern));
    checkWellFormed(d);

    const snp::sim::DomainLayout layout = snp::sim::domainLayout(config);
    const bool scaleOut = tiers != DrawnTiers::ScaleUp && layout.domains > 1;
    QCOMPARE(d.drawn, scaleOut ? tiers : DrawnTiers::ScaleUp);
    const int endpoints = scaleOut ? layout.domains : layout.domain;
    const snp::sim::TopologyCounts counts =
        scaleOut ? snp::sim::scaleOutCounts(config) : snp::sim::scaleUpCounts(config);
    QCOMPARE(d.acceleratorCount(), scaleOut ? 0LL : endpoints);
    QCOMPARE(d.domainCount(), scaleOut ? endpoints : 0LL);
    QCOMPARE(double(d.switchCount()), counts.switches);
    QCOMPARE(double(d.cableCount()), counts.links);
    QVERIFY(!d.links.empty());
    QVERIFY(d.max_load_Bps > 0);
  }

  // Shapes no preset has: each draws well formed, and where sim::topologyCounts's figures are
  // whole numbers the drawing stands for them.
  void unusualShapesDrawWellFormed() {
    using snp::model::TopologyKind;
    const Config base = preset("baseline-roce-fattree"); // 128 domains of 8, 8 ports each
    struct Case {
      const char *name;
      Config config;
      bool countsExact = true;
      std::size_t maxLinks = 60000;
    };
    std::vector<Case> cases;
    const auto add = [&](const char *name, auto &&edit, bool exact = true, std::size_t maxLinks = 60000) {
      Config c = base;
      edit(c.network);
      cases.push_back({name, c, exact, maxLinks});
    };
    add("one accelerator a domain", [](auto &n) {
      n.scaleup_domain = 1;
      n.scale_out.fat_tree.tiers = 3;
    });
    add("one switch level", [](auto &n) { n.scale_out.fat_tree = {64, 1, 1}; });
    add("3:1 at the leaves", [](auto &n) { n.scale_out.fat_tree = {64, 2, 3}; });
    add("3:1 at the leaves, 3 levels", [](auto &n) { n.scale_out.fat_tree = {16, 3, 3}; });
    // 64 x 2/3 ports down is not whole: the counts have fractional leaf uplinks.
    add(
        "2:1 at the leaves",
        [](auto &n) {
          n.scale_out.fat_tree = {64, 2, 2};
        },
        false);
    add("more ports than the tree holds", [](auto &n) { n.scale_out.fat_tree = {16, 2, 1}; });
    add("4D torus/mesh with a pair, 2 cables a neighbour", [](auto &n) {
      n.scale_out.kind = TopologyKind::Torus;
      n.scale_out.torus = {{4, 2, 4, 4}, {true, true, false, true}};
      n.scale_out.ports_per_endpoint = 14;
    });
    add("ring without dimensions", [](auto &n) {
      n.scale_up.kind = TopologyKind::Torus;
      n.scale_up.torus = {};
      n.scale_up.ports_per_endpoint = 2;
    });
    add("full mesh of domains", [](auto &n) {
      n.scale_out.kind = TopologyKind::FullMesh;
      n.scale_out.ports_per_endpoint = 127;
    });
    add("Dragonfly of domains, last group short", [](auto &n) {
      n.scale_out.kind = TopologyKind::Dragonfly;
      n.scale_out.dragonfly = {4, 4, 2, 9};
    });
    add("128 switch planes", [](auto &n) {
      n.scale_out.kind = TopologyKind::Switch;
      n.scale_out.ports_per_endpoint = 128;
    });
    add(
        "128 switch planes, endpoints in blocks",
        [](auto &n) {
          n.scale_out.kind = TopologyKind::Switch;
          n.scale_out.ports_per_endpoint = 128;
        },
        true, 1000);
    for (const Case &c : cases)
      for (DrawnTiers tiers : {DrawnTiers::ScaleUp, DrawnTiers::Both})
        for (TrafficPattern pattern :
             {TrafficPattern::UniformAllToAll, TrafficPattern::RandomPermutation, TrafficPattern::HotSpot}) {
          NetworkDrawingOptions o = options(tiers, pattern);
          o.max_links = c.maxLinks;
          const NetworkDrawing d = snp::views::networkDrawing(c.config, o);
          checkWellFormed(d);
          const snp::sim::DomainLayout layout = snp::sim::domainLayout(c.config);
          const bool scaleOut = tiers != DrawnTiers::ScaleUp && layout.domains > 1;
          const snp::sim::TopologyCounts counts =
              scaleOut ? snp::sim::scaleOutCounts(c.config) : snp::sim::scaleUpCounts(c.config);
          QCOMPARE(double(d.acceleratorCount() + d.domainCount()), counts.endpoints);
          if (!c.countsExact) continue;
          QVERIFY2(double(d.switchCount()) == counts.switches, c.name);
          QVERIFY2(double(d.cableCount()) == counts.links, c.name);
        }
  }

  // DGX H100: 8 GPUs x 18 NVLinks on the node's 4 NVSwitch chips, every GPU on every chip with 4 or
  // 5 links (as the baseboard is wired: 5 + 5 + 4 + 4).
  void nodeSwitchChipsAreDrawnAsBuilt() {
    const Config config = preset("dgx-h100-superpod");
    const NetworkDrawing d = snp::views::networkDrawing(config, options(DrawnTiers::ScaleUp));
    checkWellFormed(d);
    QCOMPARE(d.switchCount(), 4LL);
    QVERIFY2(d.description.find("4 switch chips") != std::string::npos, d.description.c_str());
    std::map<std::uint32_t, std::vector<const Link *>> byGpu;
    for (const Link &link : d.links)
      byGpu[link.a].push_back(&link);
    QCOMPARE(byGpu.size(), std::size_t(8));
    for (const auto &[gpu, lines] : byGpu) {
      QCOMPARE(d.nodes[gpu].kind, NetworkDrawing::NodeKind::Accelerator);
      std::set<std::uint32_t> chips;
      int cables = 0;
      for (const Link *link : lines) {
        QCOMPARE(d.nodes[link->b].kind, NetworkDrawing::NodeKind::Switch);
        QVERIFY(link->count == 4 || link->count == 5);
        chips.insert(link->b);
        cables += link->count;
      }
      QCOMPARE(chips.size(), std::size_t(4));
      QCOMPARE(cables, 18);
    }
  }

  // Aggregated boxes and bundles still stand for every switch and cable.
  void aggregatedDrawingsKeepTheFullCounts_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("maxLinks");
    QTest::newRow("selene") << "selene-megatron-1t" << 1000;
    QTest::newRow("seed-s3") << "seed-s3" << 5000;
    QTest::newRow("baseline") << "baseline-roce-fattree" << 500;
    QTest::newRow("gb200 scale-up planes") << "gb200-nvl72" << 100;
    QTest::newRow("seed-s2 dragonfly") << "seed-s2" << 200;
  }
  void aggregatedDrawingsKeepTheFullCounts() {
    QFETCH(QString, id);
    QFETCH(int, maxLinks);
    const Config config = preset(id.toUtf8().constData());
    for (DrawnTiers tiers : {DrawnTiers::ScaleUp, DrawnTiers::Both}) {
      NetworkDrawingOptions o = options(tiers, TrafficPattern::RandomPermutation);
      o.max_links = std::size_t(1) << 40; // every cable drawn
      const NetworkDrawing full = snp::views::networkDrawing(config, o);
      o.max_links = std::size_t(maxLinks);
      const NetworkDrawing d = snp::views::networkDrawing(config, o);
      checkWellFormed(d);
      if (full.cableCount() <= maxLinks) continue;
      QVERIFY2(d.aggregated, d.description.c_str());
      QVERIFY(d.description.find("aggregated") != std::string::npos);
      QVERIFY(d.links.size() < full.links.size());
      QCOMPARE(d.cableCount(), full.cableCount());
      QCOMPARE(d.switchCount(), full.switchCount());
      QCOMPARE(d.acceleratorCount(), full.acceleratorCount());
      QCOMPARE(d.domainCount(), full.domainCount());
      // A bundle's load is its busiest cable's: the busiest line is the busiest cable.
      QCOMPARE(d.max_load_Bps, full.max_load_Bps);
    }
  }

  // Uniform all-to-all on a k-ary torus: torusLinkLoads's closed form puts m/k x floor(k^2/4)/2
  // on every link (m per endpoint). With m = offered x ports x achievable link bandwidth that is a
  // utilisation of offered x ports x floor(k^2/4) / (2k) on every cable: 6 x offered on 8x8x8. At
  // 0.5 that is 3, as it must be: half of 512 x m crosses the bisection, 2 x 64 cables each way,
  // so the cables fill at one link's worth a node, 1/6 of the injection; below that, below 1.
  void uniformTorusLoadsEveryCableEqually() {
    const Config config = torus({8, 8, 8});
    for (double offered : {0.5, 0.1}) {
      const NetworkDrawing d = snp::views::networkDrawing(
          config, options(DrawnTiers::Both, TrafficPattern::UniformAllToAll, offered));
      checkWellFormed(d);
      QCOMPARE(d.nodes.size(), 512u);
      const double k = 8, ports = 6;
      const double expected = offered * ports * std::floor(k * k / 4) / (2 * k);
      // The offered load is a share of the achievable injection: all ports x link x efficiency.
      const double efficiency = config.network.scale_up.efficiency;
      QCOMPARE(d.injection_Bps, ports * snp::sim::scaleUpLinkBandwidth(config) * efficiency);
      for (const Link &link : d.links) {
        QCOMPARE(link.link_class, LinkClass::Torus);
        QVERIFY(std::abs(link.utilisation() / expected - 1) < 1e-9);
      }
      if (offered < 1.0 / 6) QVERIFY(expected < 1);
    }
  }

  // A full-bisection tree under uniform traffic at half its injection: every leaf-spine cable
  // carries what its leaf sends out, hosts x (N - hosts)/N x m per port over its uplinks, the same
  // everywhere and below 1; spine-core cables likewise with pods for leaves. (Leaves and pods hold
  // whole domains here, so rail-matched traffic crosses them as port-uniform traffic would.)
  void fullBisectionFatTreeLoadsEveryLevelEqually_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("radix");
    QTest::addColumn<int>("levels");
    QTest::newRow("2 levels") << "baseline-roce-fattree" << 64 << 2;
    QTest::newRow("2 levels, dgx") << "dgx-h100-superpod" << 64 << 2;
    QTest::newRow("3 levels, radix 16, full") << "baseline-roce-fattree" << 16 << 3;
  }
  void fullBisectionFatTreeLoadsEveryLevelEqually() {
    QFETCH(QString, id);
    QFETCH(int, radix);
    QFETCH(int, levels);
    Config config = preset(id.toUtf8().constData());
    config.network.scale_out.fat_tree = {radix, levels, 1};
    const NetworkDrawing d = snp::views::networkDrawing(config, options(DrawnTiers::Both));
    checkWellFormed(d);
    const auto &tier = config.network.scale_out;
    const snp::sim::DomainLayout layout = snp::sim::domainLayout(config);
    const snp::sim::TopologyCounts counts = snp::sim::topologyCounts(tier, layout.domains);
    QCOMPARE(double(d.switchCount()), counts.switches);
    QCOMPARE(double(d.cableCount()), counts.links);
    const double ports = double(layout.domains) * tier.ports_per_endpoint;
    const double hosts = radix / 2.0, uplinks = hosts;
    const double perPort = 0.5 * d.injection_Bps / tier.ports_per_endpoint;
    const double capacity = tier.link_bandwidth_Bps * tier.efficiency;
    const auto leafSpine = linksOf(d, LinkClass::LeafSpine);
    QVERIFY(!leafSpine.empty());
    const double expected = perPort * hosts * (ports - hosts) / ports / uplinks / capacity;
    for (const Link *link : leafSpine) {
      QVERIFY(std::abs(link->utilisation() / expected - 1) < 1e-9);
      QVERIFY(link->utilisation() < 1);
    }
    const auto spineCore = linksOf(d, LinkClass::SpineCore);
    QCOMPARE(spineCore.empty(), levels == 2);
    const double pod = hosts * hosts; // k/2 leaves of k/2 ports
    const double expectedCore = perPort * pod * (ports - pod) / ports / (hosts * uplinks) / capacity;
    for (const Link *link : spineCore) {
      QVERIFY(std::abs(link->utilisation() / expectedCore - 1) < 1e-9);
      QVERIFY(link->utilisation() < 1);
    }
  }

  // Uniform traffic on a fat tree is drawn in closed form; routed as the explicit flows it stands
  // for (every domain to every domain, each rail to the same rail) through sim::fatTreeLinkLoads,
  // every leaf's and every pod's uplinks carry the same, though these trees split domains over
  // leaves (seed-s3: 640 ports a domain), leaves over domains (Selene: 2.5 domains a leaf) and
  // leave their last leaf and pod short.
  void uniformFatTreeLoadsEqualTheSimulatorsOverEnumeratedFlows_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("seed-s3") << "seed-s3";
    QTest::newRow("selene") << "selene-megatron-1t";
    QTest::newRow("gb200") << "gb200-nvl72";
  }
  void uniformFatTreeLoadsEqualTheSimulatorsOverEnumeratedFlows() {
    QFETCH(QString, id);
    const Config config = preset(id.toUtf8().constData());
    const NetworkDrawing d = snp::views::networkDrawing(config, options(DrawnTiers::ScaleOut));
    const auto &tier = config.network.scale_out;
    const int n = snp::sim::domainLayout(config).domains, rails = tier.ports_per_endpoint;
    const double m = 0.5 * d.injection_Bps;
    std::vector<snp::sim::TrafficFlow> flows;
    flows.reserve(std::size_t(n) * n * rails);
    for (int src = 0; src < n; ++src)
      for (int dst = 0; dst < n; ++dst)
        for (int r = 0; r < rails; ++r)
          flows.push_back({src * rails + r, dst * rails + r, m / n / rails});
    const snp::sim::FatTreeLinkLoads sim = snp::sim::fatTreeLinkLoads(tier.fat_tree, n * rails, flows, {});
    const int uplinks = sim.layout.uplinks_per_leaf;
    const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };
    for (const Link *link : linksOf(d, LinkClass::LeafSpine)) {
      const NetworkDrawing::Node &leaf = d.nodes[link->a];
      QCOMPARE(leaf.level, std::uint8_t(0));
      const auto &load = sim.leaves[std::size_t(leaf.index)];
      QVERIFY(near(link->load_Bps, std::max(load.up_B, load.in_B) / uplinks));
    }
    // The spines are numbered pod by pod, a full pod's k/2 leaves' uplinks taking k/2 x u / (k/2)
    // = u spines.
    for (const Link *link : linksOf(d, LinkClass::SpineCore)) {
      const NetworkDrawing::Node &spine = d.nodes[link->a];
      QCOMPARE(spine.level, std::uint8_t(1));
      const int half = tier.fat_tree.radix / 2;
      const int pod = spine.index / uplinks;
      const int leavesInPod = std::min(half, sim.layout.leaves - pod * half);
      const auto &load = sim.pods[std::size_t(pod)];
      QVERIFY(near(link->load_Bps, std::max(load.up_B, load.down_B) / (leavesInPod * uplinks)));
    }
  }

  // The global links drawn carry sim::dragonflyLinkLoads's loads, each cable its busier direction.
  void dragonflyGlobalLinksCarryTheSimulatorsLoads() {
    const Config config = preset("seed-s2");
    for (auto routing : {snp::sim::DragonflyRouting::Minimal, snp::sim::DragonflyRouting::Valiant,
                         snp::sim::DragonflyRouting::Ugal})
      for (TrafficPattern pattern :
           {TrafficPattern::UniformAllToAll, TrafficPattern::RandomPermutation, TrafficPattern::Shift}) {
        NetworkDrawingOptions o = options(DrawnTiers::ScaleUp, pattern);
        o.dragonfly_routing = routing;
        const NetworkDrawing d = snp::views::networkDrawing(config, o);
        checkWellFormed(d);

        const auto &tier = config.network.scale_up;
        const int n = config.network.scaleup_domain;
        snp::sim::Traffic traffic{pattern, 0.5 * d.injection_Bps, o.seed, 0,
                                  tier.dragonfly.a * tier.dragonfly.p};
        const snp::sim::DragonflyLinkLoads loads =
            snp::sim::dragonflyLinkLoads(tier.dragonfly, n, traffic, routing, {});
        const snp::sim::DragonflyWiring w(tier.dragonfly, n);
        std::vector<double> expected;
        for (int i = 0; i < w.groups(); ++i)
          for (int q = 0; q < w.portsPerGroup(); ++q)
            if (const int j = w.peerGroup(i, q); j > i)
              expected.push_back(std::max(loads.global_load_B[w.globalLink(i, q)],
                                          loads.global_load_B[w.globalLink(j, w.peerPort(i, q))]));
        std::vector<double> drawn;
        for (const Link *link : linksOf(d, LinkClass::Global)) {
          QCOMPARE(link->count, 1);
          QCOMPARE(d.nodes[link->a].kind, NetworkDrawing::NodeKind::Router);
          QCOMPARE(d.nodes[link->b].kind, NetworkDrawing::NodeKind::Router);
          QVERIFY(d.nodes[link->a].index / w.routersPerGroup() !=
                  d.nodes[link->b].index / w.routersPerGroup());
          drawn.push_back(link->load_Bps);
        }
        std::sort(expected.begin(), expected.end());
        std::sort(drawn.begin(), drawn.end());
        QCOMPARE(drawn.size(), expected.size());
        for (std::size_t i = 0; i < drawn.size(); ++i)
          QVERIFY(std::abs(drawn[i] - expected[i]) <= 1e-9 * std::max(1.0, expected[i]));
        QVERIFY(loads.global.max_load_B.value > 0);
        QCOMPARE(drawn.back(), loads.global.max_load_B.value);
      }
  }

  // A 40,960-endpoint mesh has 838,840,320 cables: drawn one by one it took 5 GB and minutes.
  // Gathered into 128 groups of 320, each pair of groups is one bundle of 320 x 320 cables.
  void largeFullMeshIsGatheredIntoGroups() {
    Config c = preset("seed-s1");
    c.layout.cabinets = 320;
    c.layout.rows = 8;
    c.network.scaleup_domain = 40960;
    const long long n = 40960, groups = 128, size = 320;
    for (TrafficPattern pattern : {TrafficPattern::UniformAllToAll, TrafficPattern::RandomPermutation}) {
      const NetworkDrawing d = snp::views::networkDrawing(c, options(DrawnTiers::ScaleUp, pattern, 0.5));
      checkWellFormed(d);
      QVERIFY2(d.aggregated && d.description.find("aggregated") != std::string::npos, d.description.c_str());
      QCOMPARE(d.nodes.size(), std::size_t(groups));
      QCOMPARE(d.links.size(), std::size_t(groups * (groups - 1) / 2));
      QCOMPARE(d.acceleratorCount(), n);
      // Every cable between two groups, none inside one: n(n-1)/2 less groups x size(size-1)/2.
      QCOMPARE(d.cableCount(), n * (n - 1) / 2 - groups * size * (size - 1) / 2);
      const double m = 0.5 * d.injection_Bps;
      if (pattern == TrafficPattern::UniformAllToAll) {
        for (const Link &link : d.links)
          QVERIFY(std::abs(link.load_Bps / (m / n) - 1) < 1e-9);
      } else {
        // A permutation sends each endpoint's m over one cable: the busiest bundle holds one.
        QVERIFY(std::abs(d.max_load_Bps / m - 1) < 1e-9);
      }
    }
  }

  // A 40x40x40 torus (64,000 nodes, 192,000 cables) is drawn in blocks of 2x2x2: 8,000 blocks,
  // the 12 cables inside each left out, the other 96,000 bundled between neighbouring blocks.
  // Uniform traffic loads every cable alike, so every bundle carries the closed form's load.
  void largeTorusIsDrawnInBlocks() {
    const Config config = torus({40, 40, 40});
    const NetworkDrawing d = snp::views::networkDrawing(config, options(DrawnTiers::ScaleUp));
    checkWellFormed(d);
    QVERIFY2(d.aggregated && d.description.find("blocks of 2 nodes") != std::string::npos,
             d.description.c_str());
    QCOMPARE(d.nodes.size(), std::size_t(8000));
    QCOMPARE(d.acceleratorCount(), 64000LL);
    QCOMPARE(d.cableCount(), 192000LL - 8000LL * 12);
    const double k = 40, ports = 6;
    const double expected =
        0.5 * ports * std::floor(k * k / 4) / (2 * k); // as uniformTorusLoadsEveryCableEqually
    for (const Link &link : d.links)
      QVERIFY(std::abs(link.utilisation() / expected - 1) < 1e-9);
  }

  // Whatever the fabric, its drawing stays within what a window can draw: at most 32,768 nodes
  // and 131,072 lines, the budget of the largest drawings (a torus in blocks: its blocks, a line
  // per dimension and wraparound stubs). The build times are printed for information; the view
  // builds drawings on a worker thread.
  void everyFabricIsDrawnWithinTheBudget() {
    struct Case {
      const char *name;
      Config config;
      DrawnTiers tiers;
    };
    Config tenThousandCards = preset("baseline-roce-fattree");
    tenThousandCards.layout.cabinets = 640; // 10,240 accelerators, 1,280 domains of 8
    tenThousandCards.network.scale_out.fat_tree.tiers = 3;
    Config fortyThousandMesh = preset("seed-s1");
    fortyThousandMesh.layout.cabinets = 320;
    fortyThousandMesh.network.scaleup_domain = 40960;
    const Case cases[] = {
        {"tpu-v4-pod (16x16x16 torus)", preset("tpu-v4-pod"), DrawnTiers::Both},
        {"seed-s3 both (3-level fat tree of 16 domains)", preset("seed-s3"), DrawnTiers::Both},
        {"seed-s3 scale-up (8x8x10 torus)", preset("seed-s3"), DrawnTiers::ScaleUp},
        {"16x16x40 torus", torus({16, 16, 40}), DrawnTiers::Both},
        {"selene both", preset("selene-megatron-1t"), DrawnTiers::Both},
        {"10,240 cards, 3-level fat tree", tenThousandCards, DrawnTiers::Both},
        {"64x64x64 torus", torus({64, 64, 64}), DrawnTiers::Both},
        {"40,960-endpoint full mesh", fortyThousandMesh, DrawnTiers::ScaleUp},
    };
    for (const Case &c : cases)
      for (TrafficPattern pattern : {TrafficPattern::UniformAllToAll, TrafficPattern::RandomPermutation}) {
        QElapsedTimer timer;
        timer.start();
        const NetworkDrawing d = snp::views::networkDrawing(c.config, options(c.tiers, pattern));
        const qint64 us = timer.nsecsElapsed() / 1000;
        qInfo("%s, %s: %.1f ms, %zu nodes, %zu lines, %lld cables%s", c.name,
              pattern == TrafficPattern::UniformAllToAll ? "uniform" : "permutation", us / 1000.0,
              d.nodes.size(), d.links.size(), d.cableCount(), d.aggregated ? ", aggregated" : "");
        qInfo("  %s", d.description.c_str());
        QVERIFY2(d.nodes.size() <= 32768u, c.name);
        QVERIFY2(d.links.size() <= 131072u, c.name);
      }
  }
};

QTEST_APPLESS_MAIN(NetworkDrawingTest)
#include "network_drawing_test.moc"

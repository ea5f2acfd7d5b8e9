// A fat tree (folded Clos, Al-Fares et al., SIGCOMM 2008) as sim::topologyCounts sizes it:
// endpoints on the floor, leaves above them, spines above the leaves, cores on top. The counts
// prune the levels above the leaves to the switches the cables need, so the wiring below spreads
// each leaf's uplinks over its pod's spines, and the spines' uplinks over the cores, as evenly
// as the port counts allow; a full tree comes out as the textbook one.

#include "views/network/NetworkDrawingParts.h"

#include "sim/network/FatTreeLinkLoad.h"
#include "sim/network/TrafficFlows.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <iterator>

namespace snp::views::drawing {

namespace {

// Aggregated, a two-level tree's leaves and spines, and any tree's cores, are gathered into at
// most this many boxes per level (a three-level tree's leaves and spines: one box per pod).
constexpr long long kMaxBoxesPerLevel = 16;
// Beyond this many endpoint ports a tree is not drawn: its drawing and loads are O(ports), and
// the largest trees built have about a million (a 131,072-GPU cluster with 8 rails).
constexpr long long kMaxHostPortsDrawn = 1LL << 20;
// Nor beyond this many pods, one box each: a tree within the ports above has at most 256 (radix
// 256); more come only from a tree far too small for its ports (a configuration with problems).
constexpr long long kMaxPodsDrawn = 1024;
// Spacing of the boxes of an aggregated drawing, and of the leaves of a full one.
constexpr double kGroupPitch = 4;
constexpr double kLeafPitch = 1.5;

long long ceilDiv(long long a, long long b) { return b > 0 ? (a + b - 1) / b : 0; }

// `count` positions spread evenly from lo to hi (one in the middle).
double spread(long long i, long long count, double lo, double hi) {
  return count <= 1 ? (lo + hi) / 2 : lo + (hi - lo) * double(i) / double(count - 1);
}

// The switches and cables of the tree, every count as sim::topologyCounts has it.
struct Shape {
  int k = 2, levels = 2, ports = 1; // radix, switch levels, ports per endpoint
  long long endpoints = 1, hostPorts = 1;
  int hostsPerLeaf = 1, uplinks = 0; // per leaf
  long long leaves = 0, leavesPerPod = 1, pods = 1, cores = 0;
  std::vector<long long> spineStart; // first spine of each pod, then the total

  long long spines() const { return spineStart.back(); }
  long long leavesIn(long long pod) const { return std::min(leavesPerPod, leaves - pod * leavesPerPod); }
  long long cables() const { return hostPorts + leaves * uplinks * (levels == 3 ? 2 : levels == 2 ? 1 : 0); }
};

Shape shapeOf(const DrawnTier &t, const sim::FatTreeLayout &layout) {
  const model::FatTreeShape &tree = t.tier->fat_tree;
  Shape s;
  s.k = std::max(2, tree.radix);
  s.levels = std::clamp(tree.tiers, 1, 3);
  s.ports = std::max(1, t.tier->ports_per_endpoint);
  s.endpoints = std::max(1, t.endpoints);
  s.hostPorts = s.endpoints * s.ports;
  // One level is a row of switches each giving every port to endpoints.
  s.hostsPerLeaf = s.levels == 1 ? s.k : layout.hosts_per_leaf;
  s.uplinks = s.levels == 1 ? 0 : layout.uplinks_per_leaf;
  s.leaves = ceilDiv(s.hostPorts, s.hostsPerLeaf);
  const long long half = std::max(1, s.k / 2);
  s.leavesPerPod = s.levels == 3 ? half : std::max(1LL, s.leaves);
  s.pods = ceilDiv(s.leaves, s.leavesPerPod);
  s.spineStart.assign(std::size_t(s.pods + 1), 0);
  for (long long pod = 0; pod < s.pods; ++pod) {
    // A pod's spines take its leaves' uplinks, k/2 each (two levels: the top level, k each).
    const long long spines = s.levels == 1   ? 0
                             : s.levels == 2 ? ceilDiv(s.leaves * s.uplinks, s.k)
                                             : ceilDiv(s.leavesIn(pod) * s.uplinks, half);
    s.spineStart[std::size_t(pod + 1)] = s.spineStart[std::size_t(pod)] + spines;
  }
  s.cores = s.levels == 3 ? ceilDiv(s.leaves * s.uplinks, s.k) : 0;
  return s;
}

// Bytes crossing each leaf's and each pod's uplinks, either way. Each of an endpoint's ports
// carries 1/ports of its bytes, rail r of the source to rail r of the destination (rail-optimised
// cabling, as NVIDIA's DGX SuperPOD reference architecture builds it), so the tree is the one
// sim::topologyCounts counts: the endpoints' ports filling the leaves in order.
struct Crossings {
  std::vector<double> leaf_up, leaf_in, pod_up, pod_in; // leaves / pods beyond the vectors: none
};

// Sum over rails of (ports of that rail among ports [a, b))^2.
double railSquares(long long a, long long b, int rails) {
  if (b - a <= rails) return double(b - a); // no rail twice
  double sum = 0;
  for (int r = 0; r < rails; ++r) {
    const double c = double((b - r + rails - 1) / rails - (a - r + rails - 1) / rails);
    sum += c * c;
  }
  return sum;
}

// Uniform all-to-all in closed form, O(ports): endpoint d sends m/n to every endpoint, m/(n P)
// on each rail. A block of ports holding c_r ports of rail r sends sum_r c_r (n - c_r) m/(n P) =
// (ports in the block - sum_r c_r^2 / n) m/P out of itself and receives as much; with one port
// per endpoint that is sim::fatTreeLinkLoads's n (N - n) m / N.
Crossings uniformCrossings(const DrawnTier &t, const Shape &s) {
  const double perPort = t.traffic.bytes_per_node / s.ports, n = double(s.endpoints);
  const auto across = [&](long long a, long long b) {
    b = std::min(b, s.hostPorts);
    return b > a ? (double(b - a) - railSquares(a, b, s.ports) / n) * perPort : 0.0;
  };
  Crossings c;
  c.leaf_up.resize(std::size_t(s.leaves));
  for (long long l = 0; l < s.leaves; ++l)
    c.leaf_up[std::size_t(l)] = across(l * s.hostsPerLeaf, (l + 1) * s.hostsPerLeaf);
  c.leaf_in = c.leaf_up;
  if (s.levels == 3) {
    const long long podPorts = s.leavesPerPod * s.hostsPerLeaf;
    c.pod_up.resize(std::size_t(s.pods));
    for (long long pod = 0; pod < s.pods; ++pod)
      c.pod_up[std::size_t(pod)] = across(pod * podPorts, (pod + 1) * podPorts);
    c.pod_in = c.pod_up;
  }
  return c;
}

// Other patterns: the endpoints' flows, split over the rails, through sim::fatTreeLinkLoads
// (O(ports)).
Crossings flowCrossings(const DrawnTier &t, const Shape &s) {
  model::FatTreeShape tree = t.tier->fat_tree;
  tree.tiers = s.levels;
  std::vector<sim::TrafficFlow> flows;
  flows.reserve(std::size_t(s.hostPorts));
  for (const sim::TrafficFlow &f : sim::trafficFlows(int(s.endpoints), t.traffic))
    for (int r = 0; r < s.ports; ++r)
      flows.push_back({f.src * s.ports + r, f.dst * s.ports + r, f.bytes / s.ports});
  sim::LinkLoadOptions options = t.loadOptions();
  options.injection_Bps /= s.ports;
  const sim::FatTreeLinkLoads loads =
      sim::fatTreeLinkLoads(tree, int(std::min<long long>(s.hostPorts, INT_MAX)), flows, options);
  Crossings c;
  for (const sim::FatTreeLeafLoad &leaf : loads.leaves) {
    c.leaf_up.push_back(leaf.up_B);
    c.leaf_in.push_back(leaf.in_B);
  }
  for (const sim::FatTreePodLoad &pod : loads.pods) {
    c.pod_up.push_back(pod.up_B);
    c.pod_in.push_back(pod.down_B);
  }
  return c;
}

std::string treeName(const Shape &s, double oversubscription) {
  if (s.levels == 1)
    return s.leaves == 1
               ? caption(QT_TRANSLATE_NOOP("NetworkDrawing", "one {}-port switch"), s.k)
               : caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} {}-port switches"), grouped(s.leaves), s.k);
  const std::string spines = caption(s.spines() == 1 ? QT_TRANSLATE_NOOP("NetworkDrawing", "{} spine")
                                                     : QT_TRANSLATE_NOOP("NetworkDrawing", "{} spines"),
                                     grouped(s.spines()));
  const std::string cores = caption(s.cores == 1 ? QT_TRANSLATE_NOOP("NetworkDrawing", "{} core")
                                                 : QT_TRANSLATE_NOOP("NetworkDrawing", "{} cores"),
                                    grouped(s.cores));
  std::string name =
      s.levels == 3
          ? caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}-level fat tree of {} leaves, {}, {} (radix {})"),
                    s.levels, grouped(s.leaves), spines, cores, s.k)
          : caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}-level fat tree of {} leaves, {} (radix {})"),
                    s.levels, grouped(s.leaves), spines, s.k);
  if (oversubscription > 1)
    name = caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}, {}:1 at the leaves"), name,
                   fmt::format("{:.3g}", oversubscription));
  return name;
}

// The levels of switches, as NetworkDrawing's node level.
constexpr std::uint8_t kLeafLevel = 0, kSpineLevel = 1, kCoreLevel = 2;

long long homeLeaf(const Shape &s, long long endpoint) { return endpoint * s.ports / s.hostsPerLeaf; }
// Leaves per box of an aggregated drawing: a pod's, or a sixteenth of a two-level tree's.
long long leafGroupSize(const Shape &s) {
  return s.levels == 3 ? s.leavesPerPod : ceilDiv(s.leaves, kMaxBoxesPerLevel);
}

// Where the leaves stand along x, and the height between levels. Leaves in a row, one empty slot
// between pods; each leaf's endpoints in a square patch beneath it (going back, +y), or an
// endpoint with a leaf's worth of ports or more midway under its leaves. Aggregated: a box per
// group, kGroupPitch apart.
struct Floor {
  std::vector<long long> homed; // endpoints homed on each leaf
  bool patches = false;
  long long columns = 1; // of a leaf's patch
  std::vector<double> leafX;
  double lo = 0, hi = 0, gap = 0;
};

Floor floorOf(const Shape &s, bool aggregated) {
  Floor f;
  f.homed.assign(std::size_t(s.leaves), 0);
  for (long long e = 0; e < s.endpoints; ++e)
    ++f.homed[std::size_t(homeLeaf(s, e))];
  const long long mostHomed = *std::max_element(f.homed.begin(), f.homed.end());
  f.patches = s.ports < s.hostsPerLeaf && mostHomed > 1;
  f.columns = !f.patches       ? 1
              : mostHomed <= 4 ? mostHomed
                               : (long long)std::ceil(std::sqrt(double(mostHomed)));
  const double leafPitch = std::max(kLeafPitch, f.columns + 0.5);
  const long long leafGroup = leafGroupSize(s);
  f.leafX.resize(std::size_t(s.leaves));
  for (long long l = 0; l < s.leaves; ++l)
    f.leafX[std::size_t(l)] = aggregated ? double(l / leafGroup) * kGroupPitch
                                         : double(l + (s.levels == 3 ? l / s.leavesPerPod : 0)) * leafPitch;
  const double centre = (f.leafX.front() + f.leafX.back()) / 2;
  for (double &x : f.leafX)
    x -= centre;
  f.lo = f.leafX.front();
  f.hi = f.leafX.back();
  f.gap = std::max(2.0, std::max(f.hi - f.lo, 4.0) / (3.0 * s.levels));
  return f;
}

// The drawing's node of each endpoint and switch: itself, or its group's box.
struct TreeNodes {
  std::vector<std::uint32_t> endpoint, leaf, spine, core;
  explicit TreeNodes(const Shape &s)
      : endpoint(std::size_t(s.endpoints)), leaf(std::size_t(s.leaves)), spine(std::size_t(s.spines())),
        core(std::size_t(s.cores)) {}
};

// Endpoints first, then leaves, spines, cores: each level's nodes in order, a box per group.
TreeNodes placeGroups(const DrawnTier &t, const Shape &s, const Floor &f, NetworkDrawing &out) {
  TreeNodes nodes(s);
  const long long leafGroup = leafGroupSize(s), leafGroups = ceilDiv(s.leaves, leafGroup);
  std::vector<long long> inGroup(std::size_t(leafGroups), 0);
  for (long long e = 0; e < s.endpoints; ++e)
    ++inGroup[std::size_t(homeLeaf(s, e) / leafGroup)];
  std::vector<std::uint32_t> groupNode(static_cast<std::size_t>(leafGroups));
  long long first = 0;
  for (long long g = 0; g < leafGroups; ++g) {
    if (inGroup[std::size_t(g)] > 0)
      groupNode[std::size_t(g)] = addNode(out, {f.leafX[std::size_t(g * leafGroup)], 0, 0}, t.endpoint_kind,
                                          int(first), int(inGroup[std::size_t(g)]));
    first += inGroup[std::size_t(g)];
  }
  for (long long e = 0; e < s.endpoints; ++e)
    nodes.endpoint[std::size_t(e)] = groupNode[std::size_t(homeLeaf(s, e) / leafGroup)];
  for (long long g = 0; g < leafGroups; ++g) {
    const long long members = std::min(leafGroup, s.leaves - g * leafGroup);
    const std::uint32_t node = addNode(out, {f.leafX[std::size_t(g * leafGroup)], 0, f.gap}, Kind::Switch,
                                       int(g * leafGroup), int(members), kLeafLevel);
    std::fill(nodes.leaf.begin() + g * leafGroup, nodes.leaf.begin() + g * leafGroup + members, node);
  }
  // A range of switches of one level as one box at (x, 2 gap or 3 gap).
  const auto box = [&](std::vector<std::uint32_t> &level, long long from, long long to, double x,
                       std::uint8_t kind) {
    const double z = (kind == kCoreLevel ? 3 : 2) * f.gap;
    const std::uint32_t node = addNode(out, {x, 0, z}, Kind::Switch, int(from), int(to - from), kind);
    std::fill(level.begin() + from, level.begin() + to, node);
  };
  if (s.levels == 3) {
    for (long long pod = 0; pod < s.pods; ++pod) {
      const long long from = s.spineStart[std::size_t(pod)], to = s.spineStart[std::size_t(pod + 1)];
      if (from < to) box(nodes.spine, from, to, f.leafX[std::size_t(pod * s.leavesPerPod)], kSpineLevel);
    }
  } else {
    const long long spines = s.spines(), spineGroup = ceilDiv(spines, kMaxBoxesPerLevel);
    const long long groups = ceilDiv(spines, spineGroup);
    for (long long g = 0; g < groups; ++g)
      box(nodes.spine, g * spineGroup, std::min(spines, (g + 1) * spineGroup), spread(g, groups, f.lo, f.hi),
          kSpineLevel);
  }
  const long long coreGroup = ceilDiv(s.cores, kMaxBoxesPerLevel), groups = ceilDiv(s.cores, coreGroup);
  for (long long g = 0; g < groups; ++g)
    box(nodes.core, g * coreGroup, std::min(s.cores, (g + 1) * coreGroup), spread(g, groups, f.lo, f.hi),
        kCoreLevel);
  return nodes;
}

// Every endpoint and switch a node of its own: a pod's spines above its leaves (two levels: above
// all the leaves), the cores above everything.
TreeNodes placeEach(const DrawnTier &t, const Shape &s, const Floor &f, NetworkDrawing &out) {
  TreeNodes nodes(s);
  std::vector<long long> placed(std::size_t(s.leaves), 0);
  for (long long e = 0; e < s.endpoints; ++e) {
    std::array<double, 3> at{};
    if (f.patches) {
      const long long leaf = homeLeaf(s, e), j = placed[std::size_t(leaf)]++;
      const long long cols = std::min(f.columns, f.homed[std::size_t(leaf)]);
      at = {f.leafX[std::size_t(leaf)] + double(j % cols) - double(cols - 1) / 2, double(j / cols), 0};
    } else {
      const long long last = std::min(s.leaves - 1, ((e + 1) * s.ports - 1) / s.hostsPerLeaf);
      at = {(f.leafX[std::size_t(homeLeaf(s, e))] + f.leafX[std::size_t(last)]) / 2, 0, 0};
    }
    nodes.endpoint[std::size_t(e)] = addNode(out, at, t.endpoint_kind, int(e));
  }
  for (long long l = 0; l < s.leaves; ++l)
    nodes.leaf[std::size_t(l)] =
        addNode(out, {f.leafX[std::size_t(l)], 0, f.gap}, Kind::Switch, int(l), 1, kLeafLevel);
  for (long long pod = 0; pod < s.pods; ++pod) {
    const long long from = s.spineStart[std::size_t(pod)], to = s.spineStart[std::size_t(pod + 1)];
    const double podLo = f.leafX[std::size_t(pod * s.leavesPerPod)];
    const double podHi = f.leafX[std::size_t(pod * s.leavesPerPod + s.leavesIn(pod) - 1)];
    for (long long sp = from; sp < to; ++sp)
      nodes.spine[std::size_t(sp)] = addNode(out, {spread(sp - from, to - from, podLo, podHi), 0, 2 * f.gap},
                                             Kind::Switch, int(sp), 1, kSpineLevel);
  }
  for (long long c = 0; c < s.cores; ++c)
    nodes.core[std::size_t(c)] =
        addNode(out, {spread(c, s.cores, f.lo, f.hi), 0, 3 * f.gap}, Kind::Switch, int(c), 1, kCoreLevel);
  return nodes;
}

// Endpoint cables: each of an endpoint's ports carries its share of what it sends or receives.
void cableEndpoints(const DrawnTier &t, const Shape &s, const TreeNodes &nodes, NetworkDrawing &out) {
  const EndpointBytes bytes = endpointBytes(int(s.endpoints), t.traffic);
  Bundles hosts(out, LinkClass::Endpoint, t.index, t.capacity_Bps);
  for (long long e = 0; e < s.endpoints; ++e) {
    const double perCable = std::max(bytes.out[std::size_t(e)], bytes.in[std::size_t(e)]) / s.ports;
    const long long first = e * s.ports, end = first + s.ports;
    for (long long l = first / s.hostsPerLeaf; l * s.hostsPerLeaf < end; ++l) {
      const long long on = std::min(end, (l + 1) * s.hostsPerLeaf) - std::max(first, l * s.hostsPerLeaf);
      hosts.add(nodes.endpoint[std::size_t(e)], nodes.leaf[std::size_t(l)], int(on), perCable);
    }
  }
}

// Leaf-spine: leaf j of a pod sends q = u / S to each of the pod's S spines, and one more to r = u % S
// of them, taken in turn from spine j r on so every spine fills to within one cable. Under ECMP
// each of a leaf's uplinks carries 1/u of what the leaf sends up, and of what comes down to it.
// Returns the cables that come up to each spine.
std::vector<long long> cableLeafSpine(const DrawnTier &t, const Shape &s, const Crossings &crossing,
                                      const TreeNodes &nodes, NetworkDrawing &out) {
  Bundles leafSpine(out, LinkClass::LeafSpine, t.index, t.capacity_Bps);
  std::vector<long long> spineDown(std::size_t(s.spines()), 0);
  for (long long l = 0; l < s.leaves; ++l) {
    const long long pod = l / s.leavesPerPod, j = l - pod * s.leavesPerPod;
    const long long base = s.spineStart[std::size_t(pod)], count = s.spineStart[std::size_t(pod + 1)] - base;
    if (count == 0) continue;
    const long long q = s.uplinks / count, r = s.uplinks % count;
    const double perCable =
        l < std::ssize(crossing.leaf_up)
            ? std::max(crossing.leaf_up[std::size_t(l)], crossing.leaf_in[std::size_t(l)]) / s.uplinks
            : 0;
    for (long long i = 0; i < (q > 0 ? count : r); ++i) {
      const long long sp = q > 0 ? i : (j * r + i) % count;
      const long long cables = q + (((sp - j * r) % count + count) % count < r ? 1 : 0);
      spineDown[std::size_t(base + sp)] += cables;
      leafSpine.add(nodes.leaf[std::size_t(l)], nodes.spine[std::size_t(base + sp)], int(cables), perCable);
    }
  }
  return spineDown;
}

// Spine-core: each spine sends up as many cables as come up to it; numbered spine by spine,
// cable i goes to core i mod C (a full tree: spine j of every pod to cores j k/2 ... j k/2 + k/2 - 1).
// Under ECMP a pod's traffic to and from the cores spreads evenly over its spines' uplinks.
void cableSpineCore(const DrawnTier &t, const Shape &s, const Crossings &crossing, const TreeNodes &nodes,
                    const std::vector<long long> &spineDown, NetworkDrawing &out) {
  Bundles spineCore(out, LinkClass::SpineCore, t.index, t.capacity_Bps);
  long long next = 0;
  for (long long pod = 0; pod < s.pods; ++pod) {
    const long long podUplinks = s.leavesIn(pod) * s.uplinks;
    const double perCable =
        pod < std::ssize(crossing.pod_up) && podUplinks > 0
            ? std::max(crossing.pod_up[std::size_t(pod)], crossing.pod_in[std::size_t(pod)]) /
                  double(podUplinks)
            : 0;
    for (long long sp = s.spineStart[std::size_t(pod)]; sp < s.spineStart[std::size_t(pod + 1)]; ++sp) {
      const long long up = spineDown[std::size_t(sp)];
      const long long q = up / s.cores, r = up % s.cores;
      for (long long i = 0; i < std::min(up, s.cores); ++i)
        spineCore.add(nodes.spine[std::size_t(sp)], nodes.core[std::size_t((next + i) % s.cores)],
                      int(q + (i < r ? 1 : 0)), perCable);
      next += up;
    }
  }
}

// What the caption adds to the tree's name: how it was gathered into boxes, and ports beyond it.
std::string treeNote(const DrawnTier &t, const Shape &s, const sim::FatTreeLayout &layout, bool aggregated) {
  std::string note;
  if (aggregated)
    note = caption(s.levels == 3
                       ? QT_TRANSLATE_NOOP("NetworkDrawing",
                                           "aggregated: one box per pod of leaves and of spines, cores "
                                           "in boxes, endpoints gathered under their leaves' box; a "
                                           "line's load is its busiest cable's")
                       : QT_TRANSLATE_NOOP("NetworkDrawing",
                                           "aggregated: leaves and spines in boxes, endpoints gathered "
                                           "under their leaves' box; a line's load is its busiest "
                                           "cable's"));
  if (s.hostPorts > layout.capacity && s.levels > 1)
    note = joinedClauses(
        note, caption(t.traffic.pattern == sim::TrafficPattern::UniformAllToAll
                          ? QT_TRANSLATE_NOOP("NetworkDrawing", "more ports than the tree holds ({})")
                          : QT_TRANSLATE_NOOP("NetworkDrawing", "more ports than the tree holds ({}): the "
                                                                "simulator routes no traffic beyond them"),
                      grouped(layout.capacity)));
  return note;
}

} // namespace

Fabric drawFatTree(const DrawnTier &t, NetworkDrawing &out) {
  // A tree too vast to draw is named, not drawn: it would take O(ports) memory and time.
  const model::FatTreeShape &tree = t.tier->fat_tree;
  const long long hostPorts =
      std::int64_t(std::max(1, t.endpoints)) * std::max(1, t.tier->ports_per_endpoint);
  const auto notDrawn = [&](const std::string &why) -> Fabric {
    return {caption(QT_TRANSLATE_NOOP("NetworkDrawing", "fat tree of radix {} and {} tiers"), tree.radix,
                    tree.tiers),
            caption(QT_TRANSLATE_NOOP("NetworkDrawing", "not drawn: {}"), why)};
  };
  if (hostPorts > kMaxHostPortsDrawn)
    return notDrawn(caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} endpoint ports, more than {}"),
                            grouped(hostPorts), grouped(kMaxHostPortsDrawn)));
  const sim::FatTreeLayout layout = sim::fatTreeLayout(tree, int(hostPorts));
  const Shape s = shapeOf(t, layout);
  if (s.pods > kMaxPodsDrawn)
    return notDrawn(caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} pods, more than {}"), grouped(s.pods),
                            grouped(kMaxPodsDrawn)));

  const bool aggregated = std::size_t(s.cables()) > t.max_links;
  out.aggregated = out.aggregated || aggregated;
  const Floor floor = floorOf(s, aggregated);
  const TreeNodes nodes = aggregated ? placeGroups(t, s, floor, out) : placeEach(t, s, floor, out);
  cableEndpoints(t, s, nodes, out);
  if (s.levels == 1)
    return {treeName(s, 1),
            aggregated
                ? caption(QT_TRANSLATE_NOOP("NetworkDrawing", "aggregated: endpoints and switches in groups"))
                : std::string()};
  const Crossings crossing = t.traffic.pattern == sim::TrafficPattern::UniformAllToAll
                                 ? uniformCrossings(t, s)
                                 : flowCrossings(t, s);
  const std::vector<long long> spineDown = cableLeafSpine(t, s, crossing, nodes, out);
  if (s.levels == 3 && s.cores > 0) cableSpineCore(t, s, crossing, nodes, spineDown, out);
  return {treeName(s, t.tier->fat_tree.oversubscription), treeNote(t, s, layout, aggregated)};
}

} // namespace snp::views::drawing

#include "sim/Topology.h"

#include "model/Message.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace snp::sim {

using model::TopologyKind;

double TopologyCounts::opticalCables(const model::NetworkTier &tier) const {
  return std::round(links * std::clamp(tier.optical_fraction, 0.0, 1.0));
}

double fatTreeMaxHosts(const model::FatTreeShape &shape) {
  return 2 * std::pow(shape.radix / 2.0, std::max(1, shape.tiers));
}

int dragonflyMaxGroups(const model::DragonflyShape &shape) { return shape.a * shape.h + 1; }

int torusPortsPerNode(const model::TorusShape &shape) {
  int ports = 0;
  for (int k : shape.dims)
    ports += k >= 3 ? 2 : k == 2 ? 1 : 0;
  return ports;
}

double ringMeanDistance(int k) {
  if (k <= 1) return 0;
  // sum_{d=0}^{k-1} min(d, k-d) = floor(k^2 / 4).
  return std::floor(double(k) * k / 4) / k;
}

double lineMeanDistance(int k) {
  if (k <= 1) return 0;
  return (double(k) * k - 1) / (3.0 * k);
}

namespace {

TopologyCounts torusCounts(const model::NetworkTier &tier, int endpoints) {
  const model::TorusShape &shape = tier.torus;
  // A tier without dimensions is one ring of all endpoints.
  std::array<int, 8> dims{};
  std::array<bool, 8> wrap{};
  std::size_t count = 0;
  if (shape.dims.empty()) {
    dims[0] = endpoints;
    wrap[0] = true;
    count = 1;
  } else {
    count = std::min(shape.dims.size(), dims.size());
    for (std::size_t i = 0; i < count; ++i) {
      dims[i] = std::max(1, shape.dims[i]);
      wrap[i] = i >= shape.wrap.size() || shape.wrap[i];
    }
  }
  TopologyCounts c;
  double nodes = 1;
  int ports = 0;
  for (std::size_t i = 0; i < count; ++i) {
    nodes *= dims[i];
    ports += dims[i] >= 3 ? 2 : dims[i] == 2 ? 1 : 0;
  }
  const double parallel = std::max(1, tier.ports_per_endpoint / std::max(1, ports));
  int largest = 1;
  bool largestWraps = false;
  for (std::size_t i = 0; i < count; ++i) {
    const int k = dims[i];
    const bool ring = wrap[i] && k >= 3;
    c.links += nodes / k * (ring ? k : k - 1) * parallel;
    c.diameter += ring ? k / 2 : k - 1;
    c.mean += ring ? ringMeanDistance(k) : lineMeanDistance(k);
    if (k > largest || (k == largest && !ring)) {
      largestWraps = ring;
      largest = k;
    }
  }
  c.endpoints = nodes;
  c.bisection_links = nodes > 1 ? nodes / largest * (largestWraps ? 2 : 1) * parallel : 0;
  c.injection_links = ports * parallel;
  c.links_formula =
      SNP_MESSAGE("Figure", "sum_i (N/k_i) x (k_i with wraparound, k_i - 1 without) x parallel links");
  c.switches_formula = SNP_MESSAGE("Figure", "direct network: no switches");
  c.diameter_formula = SNP_MESSAGE("Figure", "sum_i floor(k_i/2) (wrap) or k_i - 1 (mesh)");
  c.mean_formula =
      SNP_MESSAGE("Figure", "sum_i mean ring distance floor(k^2/4)/k or line distance (k^2-1)/(3k)");
  c.bisection_formula =
      SNP_MESSAGE("Figure", "cut across the largest dimension: N/k_max x 2 (wrap) or 1 (mesh)");
  c.assumption =
      SNP_MESSAGE("Figure", "dimension-order minimal routes; the cut halves the largest dimension");
  return c;
}

TopologyCounts fullMeshCounts(const model::NetworkTier &tier, int endpoints) {
  const double n = endpoints;
  const double parallel = std::max(1.0, std::floor(tier.ports_per_endpoint / std::max(1.0, n - 1)));
  TopologyCounts c;
  c.endpoints = n;
  c.links = n * (n - 1) / 2 * parallel;
  c.diameter = n > 1 ? 1 : 0;
  c.mean = n > 0 ? (n - 1) / n : 0;
  c.bisection_links = std::floor(n / 2) * std::ceil(n / 2) * parallel;
  c.injection_links = (n - 1) * parallel;
  c.links_formula = SNP_MESSAGE("Figure", "N(N-1)/2 x parallel links");
  c.switches_formula = SNP_MESSAGE("Figure", "direct network: no switches");
  c.diameter_formula = "1";
  c.mean_formula = SNP_MESSAGE("Figure", "(N-1)/N");
  c.bisection_formula = SNP_MESSAGE("Figure", "floor(N/2) x ceil(N/2) (N^2/4)");
  c.assumption = SNP_MESSAGE("Figure", "every pair joined directly");
  return c;
}

// One crossbar per port of an endpoint (switch planes, as NVLink switch trays are built).
TopologyCounts switchCounts(const model::NetworkTier &tier, int endpoints) {
  const double n = endpoints;
  const double planes = std::max(1, tier.ports_per_endpoint);
  TopologyCounts c;
  c.endpoints = n;
  c.links = n * planes;
  c.switches = planes;
  c.diameter = n > 1 ? 2 : 0;
  c.mean = n > 0 ? 2 * (n - 1) / n : 0;
  c.bisection_links = std::floor(n / 2) * planes;
  c.injection_links = planes;
  c.links_formula = SNP_MESSAGE("Figure", "N x ports per endpoint");
  c.switches_formula = SNP_MESSAGE("Figure", "one switch plane per endpoint port");
  c.diameter_formula = SNP_MESSAGE("Figure", "2 (endpoint - switch - endpoint)");
  c.mean_formula = SNP_MESSAGE("Figure", "2(N-1)/N");
  c.bisection_formula = SNP_MESSAGE("Figure", "floor(N/2) x planes (non-blocking)");
  c.assumption =
      SNP_MESSAGE("Figure", "one non-blocking switch per plane, each endpoint port on its own plane");
  return c;
}

// Folded Clos of `tiers` levels of radix-k switches. Leaves split k ports o:1 down:up; upper
// levels pass k/2 down, k/2 up; the top uses all k ports down. Full tree: 2(k/2)^t hosts,
// (2t-1)(k/2)^(t-1) switches (k^3/4 hosts and 5k^2/4 switches for t = 3).
TopologyCounts fatTreeCounts(const model::NetworkTier &tier, int endpoints) {
  const model::FatTreeShape &shape = tier.fat_tree;
  const double k = std::max(2, shape.radix);
  const int levels = std::max(1, shape.tiers);
  const double o = std::max(1.0, shape.oversubscription);
  const double ports = std::max(1, tier.ports_per_endpoint);
  const double n = endpoints;
  TopologyCounts c;
  c.endpoints = n;
  double up = n * ports; // links entering the current level from below
  c.links = up;
  // Hosts under one switch of each level, for the exact mean distance.
  double subtree = levels == 1 ? n : std::floor(k * o / (1 + o) / ports);
  double previousSubtree = 1;
  for (int level = 1; level <= levels; ++level) {
    const bool top = level == levels;
    const double down = top ? k : level == 1 ? k * o / (1 + o) : k / 2;
    const double switches = std::ceil(up / down);
    c.switches += switches;
    const double within = std::min(subtree, n);
    c.mean += 2 * level * (within - std::min(previousSubtree, n)) / std::max(1.0, n);
    previousSubtree = within;
    subtree = level + 1 == levels ? n : subtree * k / 2;
    if (top) break;
    up = level == 1 ? switches * (k - down) : up;
    c.links += up;
  }
  c.diameter = n > 1 ? 2 * levels : 0;
  c.bisection_links = n * ports / 2 / o;
  c.injection_links = ports;
  c.links_formula =
      SNP_MESSAGE("Figure", "host links + links between each pair of levels (leaf uplinks = down/o)");
  c.switches_formula = SNP_MESSAGE("Figure", "sum over levels of ceil(links from below / down ports)");
  c.diameter_formula = SNP_MESSAGE("Figure", "2 x tiers (up to the common ancestor and down)");
  c.mean_formula = SNP_MESSAGE("Figure", "sum_j 2j x P(lowest common level = j), hosts packed into subtrees");
  c.bisection_formula = SNP_MESSAGE("Figure", "N x ports / 2 / oversubscription");
  c.assumption = SNP_MESSAGE("Figure", "full tree above the leaves; oversubscription o only at the leaves");
  return c;
}

// Kim et al. 2008: routers fully connected inside a group, global links spread evenly over
// the other groups. Link hops include both terminal links.
TopologyCounts dragonflyCounts(const model::NetworkTier &tier, int endpoints) {
  const model::DragonflyShape &shape = tier.dragonfly;
  const double a = std::max(1, shape.a);
  const double p = std::max(1, shape.p);
  const double h = std::max(0, shape.h);
  const double n = endpoints;
  const double g = shape.groups > 0 ? shape.groups : std::max(1.0, std::ceil(n / (a * p)));
  const double ports = std::max(1, tier.ports_per_endpoint);
  TopologyCounts c;
  c.endpoints = n;
  const double local = g * a * (a - 1) / 2;
  const double global = g > 1 ? g * a * h / 2 : 0;
  c.links = n * ports + local + global;
  c.switches = g * a;
  c.diameter = n <= 1 ? 0 : 2 + (a > 1 ? 1 : 0) + (g > 1 ? 1 + (a > 1 ? 1 : 0) : 0);
  // Destination: self, same router, same group, other group (global link on the source
  // router with probability q, likewise at the destination).
  const double sameRouter = std::min(p, n) - 1;
  const double sameGroup = std::min(a * p, n) - sameRouter - 1;
  const double otherGroup = std::max(0.0, n - sameGroup - sameRouter - 1);
  const double q = g > 1 ? std::min(1.0, h / (g - 1)) : 1;
  const double otherGroupHops = 3 + 2 * (1 - q);
  c.mean = n > 0 ? (2 * sameRouter + 3 * sameGroup + otherGroupHops * otherGroup) / n : 0;
  const double crossingPairs = std::floor(g / 2) * std::ceil(g / 2);
  c.bisection_links =
      g > 1 ? global * crossingPairs / (g * (g - 1) / 2) : std::floor(a / 2) * std::ceil(a / 2);
  c.injection_links = ports;
  c.links_formula = SNP_MESSAGE("Figure", "terminal links + g a(a-1)/2 local + g a h/2 global");
  c.switches_formula = SNP_MESSAGE("Figure", "g x a routers (at most a h + 1 groups)");
  c.diameter_formula = SNP_MESSAGE("Figure", "terminal + local + global + local + terminal = 5 links");
  c.mean_formula = SNP_MESSAGE(
      "Figure", "(2 same router + 3 same group + (3 + 2(1-q)) other group) / N, q = min(1, h/(g-1))");
  c.bisection_formula =
      SNP_MESSAGE("Figure", "global links x share of group pairs split by a cut halving the groups");
  c.assumption = SNP_MESSAGE("Figure", "minimal routing; global links spread evenly over group pairs");
  return c;
}

} // namespace

TopologyCounts topologyCounts(const model::NetworkTier &tier, int endpoints) {
  endpoints = std::max(1, endpoints);
  switch (tier.kind) {
  case TopologyKind::Torus: return torusCounts(tier, endpoints);
  case TopologyKind::Dragonfly: return dragonflyCounts(tier, endpoints);
  case TopologyKind::FatTree: return fatTreeCounts(tier, endpoints);
  case TopologyKind::FullMesh: return fullMeshCounts(tier, endpoints);
  case TopologyKind::Switch: return switchCounts(tier, endpoints);
  }
  return switchCounts(tier, endpoints);
}

TopologyMetrics topologyMetrics(const model::NetworkTier &tier, int endpoints) {
  const TopologyCounts c = topologyCounts(tier, endpoints);
  const double bw = tier.link_bandwidth_Bps;
  const double optical = c.opticalCables(tier);
  TopologyMetrics m;
  m.endpoints = Figure(c.endpoints, "", SNP_MESSAGE("Figure", "endpoints of the tier"),
                       {{"requested", double(endpoints), ""}}, c.assumption);
  m.links = Figure(c.links, "", c.links_formula, {{"endpoints", c.endpoints, ""}}, c.assumption);
  m.switches = Figure(c.switches, "", c.switches_formula, {{"endpoints", c.endpoints, ""}}, c.assumption);
  m.diameter_hops = Figure(c.diameter, "hops", c.diameter_formula, {{"endpoints", c.endpoints, ""}},
                           SNP_MESSAGE("Figure", "hops = links crossed between two endpoints"));
  m.mean_hops = Figure(c.mean, "hops", c.mean_formula, {{"endpoints", c.endpoints, ""}},
                       SNP_MESSAGE("Figure", "uniformly random destination, the source itself included"));
  m.bisection_links = Figure(c.bisection_links, "", c.bisection_formula, {{"endpoints", c.endpoints, ""}},
                             SNP_MESSAGE("Figure", "links per direction across the minimum balanced cut"));
  m.bisection_bandwidth_Bps =
      Figure(c.bisection_links * bw, "B/s", SNP_MESSAGE("Figure", "bisection links x link bandwidth"),
             {{"bisection_links", c.bisection_links, ""}, {"link_bandwidth", bw, "B/s"}},
             SNP_MESSAGE("Figure", "per direction"));
  m.injection_bandwidth_Bps =
      Figure(c.injection_links * bw, "B/s", SNP_MESSAGE("Figure", "links per endpoint x link bandwidth"),
             {{"links_per_endpoint", c.injection_links, ""}, {"link_bandwidth", bw, "B/s"}},
             SNP_MESSAGE("Figure", "per endpoint, per direction"));
  m.optical_cables = Figure(optical, "", SNP_MESSAGE("Figure", "round(links x optical fraction)"),
                            {{"links", c.links, ""}, {"optical_fraction", tier.optical_fraction, ""}},
                            SNP_MESSAGE("Figure", "every link is one cable"));
  m.copper_cables = Figure(c.links - optical, "", SNP_MESSAGE("Figure", "links - optical cables"),
                           {{"links", c.links, ""}, {"optical_cables", optical, ""}},
                           SNP_MESSAGE("Figure", "every link is one cable"));
  return m;
}

} // namespace snp::sim

#include "sim/network/Topology.h"

#include "model/Message.h"
#include "sim/network/CableRuns.h"
#include "sim/network/DomainLayout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace snp::sim {

using model::TopologyKind;

double TopologyCounts::opticalLinks(const model::NetworkTier &tier) const {
  return std::min(links, std::max({ocs_links, beyond_copper_links,
                                   std::round(links * std::clamp(tier.optical_fraction, 0.0, 1.0))}));
}

double TopologyCounts::opticalCables(const model::NetworkTier &tier) const {
  return opticalLinks(tier) + ocs_links;
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
    c.link_classes[i] = nodes / k * (ring ? k : k - 1) * parallel;
    c.links += c.link_classes[i];
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
  // Links leaving an OCS block: on each line of dimension i, one per block boundary (k_i/b_i of
  // them around a ring, the wraparound included; k_i/b_i - 1 along a line). Each link's two ends
  // take a port of the same OCS, which joins them (TPU v4: 3 x 256 lines x 4 = 3,072 links, 6,144
  // ends on 48 OCS of 128 ports).
  if (!shape.ocs_block.empty() && shape.ocs_block.size() == count) {
    for (std::size_t i = 0; i < count; ++i) {
      const int k = dims[i];
      const bool ring = wrap[i] && k >= 3;
      const int b = std::clamp(shape.ocs_block[i], 1, k);
      const double perLine = ring ? k : k - 1;
      const double boundaries = ring ? k / b : k / b - 1;
      c.ocs_links += nodes / k * std::min(perLine, boundaries) * parallel;
    }
    c.optical_circuit_switches =
        c.ocs_links > 0 ? std::ceil(2 * c.ocs_links / std::max(2, shape.ocs_ports)) : 0;
    c.ocs_formula = SNP_MESSAGE("Figure", "ceil(2 x links leaving the OCS blocks / ports per OCS)");
  }
  c.links_formula =
      SNP_MESSAGE("Figure", "sum_i (N/k_i) x (k_i with wraparound, k_i - 1 without) x parallel links");
  c.switches_formula = c.ocs_links > 0 ? SNP_MESSAGE("Figure", "direct network: no packet switches; the "
                                                               "optical circuit switches are counted apart")
                                       : SNP_MESSAGE("Figure", "direct network: no switches");
  c.switch_ports_formula = SNP_MESSAGE("Figure", "direct network: no switch ports");
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
  c.link_classes[0] = c.links;
  c.diameter = n > 1 ? 1 : 0;
  c.mean = n > 0 ? (n - 1) / n : 0;
  c.bisection_links = std::floor(n / 2) * std::ceil(n / 2) * parallel;
  c.injection_links = (n - 1) * parallel;
  c.links_formula = SNP_MESSAGE("Figure", "N(N-1)/2 x parallel links");
  c.switches_formula = SNP_MESSAGE("Figure", "direct network: no switches");
  c.switch_ports_formula = SNP_MESSAGE("Figure", "direct network: no switch ports");
  c.diameter_formula = SNP_MESSAGE("Figure", "1");
  c.mean_formula = SNP_MESSAGE("Figure", "(N-1)/N");
  c.bisection_formula = SNP_MESSAGE("Figure", "floor(N/2) x ceil(N/2) (N^2/4)");
  c.assumption = SNP_MESSAGE("Figure", "every pair joined directly");
  return c;
}

// A single stage of switch chips: every endpoint link ends on a chip port, and the chips act as
// one non-blocking crossbar per plane (NVSwitch: each GPU's links spread over all the chips).
// The chips are, in order of preference,
// - the ones the nodes hold (node.switch_chips x nodes a domain): the building block says how many
//   it has (DGX H100: 4 NVSwitch for 8 GPUs x 18 links, DGX A100: 6 for 8 x 12), which the ports
//   alone do not (4 x 64 NVSwitch 3 ports is 256 for 144 links: the rest face the NVLink
//   network or lie idle) and which the power model charges;
// - else ceil(N x ports per endpoint / switch radix), the fewest chips with a port per link
//   (GB200 NVL72: 72 x 18 links on 72-port chips = 18, as built);
// - else, the radix unstated, one switch per endpoint port (a plane each).
TopologyCounts switchCounts(const model::NetworkTier &tier, int endpoints, double nodeChips) {
  const double n = endpoints;
  const double planes = std::max(1, tier.ports_per_endpoint);
  TopologyCounts c;
  c.endpoints = n;
  c.links = n * planes;
  c.link_classes[0] = c.links;
  c.switch_ports = c.links;
  if (nodeChips > 0) {
    c.switches = nodeChips;
    c.switches_formula = SNP_MESSAGE("Figure", "the nodes' switch chips: node.switch_chips x nodes a domain");
  } else if (tier.switch_radix > 0) {
    c.switches = std::ceil(c.links / tier.switch_radix);
    c.switches_formula = SNP_MESSAGE("Figure", "ceil(N x ports per endpoint / switch radix)");
  } else {
    c.switches = planes;
    c.switches_formula = SNP_MESSAGE("Figure", "switch radix unstated: one switch per endpoint port (plane)");
  }
  c.diameter = n > 1 ? 2 : 0;
  c.mean = n > 0 ? 2 * (n - 1) / n : 0;
  c.bisection_links = std::floor(n / 2) * planes;
  c.injection_links = planes;
  c.links_formula = SNP_MESSAGE("Figure", "N x ports per endpoint");
  c.switch_ports_formula =
      SNP_MESSAGE("Figure", "N x ports per endpoint: every link ends on one switch port");
  c.diameter_formula = SNP_MESSAGE("Figure", "2 (endpoint - switch - endpoint)");
  c.mean_formula = SNP_MESSAGE("Figure", "2(N-1)/N");
  c.bisection_formula = SNP_MESSAGE("Figure", "floor(N/2) x planes (non-blocking)");
  c.assumption =
      SNP_MESSAGE("Figure", "one non-blocking stage of switch chips, each endpoint's links spread over them");
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
  c.link_classes[0] = up;
  // Hosts under one switch of each level, for the exact mean distance.
  double subtree = levels == 1 ? n : std::floor(k * o / (1 + o) / ports);
  double previousSubtree = 1;
  for (int level = 1; level <= levels; ++level) {
    const bool top = level == levels;
    const double down = top ? k : level == 1 ? k * o / (1 + o) : k / 2;
    const double switches = std::ceil(up / down);
    c.switches += switches;
    c.level_switches[std::size_t(std::min(level, 3) - 1)] += switches;
    const double within = std::min(subtree, n);
    c.mean += 2 * level * (within - std::min(previousSubtree, n)) / std::max(1.0, n);
    previousSubtree = within;
    subtree = level + 1 == levels ? n : subtree * k / 2;
    if (top) break;
    up = level == 1 ? switches * (k - down) : up;
    c.links += up;
    c.link_classes[std::size_t(std::min(level, 2))] += up;
  }
  c.switch_ports = 2 * c.links - n * ports;
  c.diameter = n > 1 ? 2 * levels : 0;
  c.bisection_links = n * ports / 2 / o;
  c.injection_links = ports;
  c.links_formula =
      SNP_MESSAGE("Figure", "host links + links between each pair of levels (leaf uplinks = down/o)");
  c.switches_formula = SNP_MESSAGE("Figure", "sum over levels of ceil(links from below / down ports)");
  c.switch_ports_formula =
      SNP_MESSAGE("Figure", "host links + 2 x links between levels (a switch at either end)");
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
  c.link_classes = {n * ports, local, global};
  c.switches = g * a;
  c.switch_ports = n * ports + 2 * (local + global);
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
  c.switch_ports_formula = SNP_MESSAGE("Figure", "terminal links + 2 x (local + global links)");
  c.diameter_formula = SNP_MESSAGE("Figure", "terminal + local + global + local + terminal = 5 links");
  c.mean_formula = SNP_MESSAGE(
      "Figure", "(2 same router + 3 same group + (3 + 2(1-q)) other group) / N, q = min(1, h/(g-1))");
  c.bisection_formula =
      SNP_MESSAGE("Figure", "global links x share of group pairs split by a cut halving the groups");
  c.assumption = SNP_MESSAGE("Figure", "minimal routing; global links spread evenly over group pairs");
  return c;
}

} // namespace

TopologyCounts topologyCounts(const model::NetworkTier &tier, int endpoints, double node_switch_chips) {
  endpoints = std::max(1, endpoints);
  TopologyCounts c;
  switch (tier.kind) {
  case TopologyKind::Torus: c = torusCounts(tier, endpoints); break;
  case TopologyKind::Dragonfly: c = dragonflyCounts(tier, endpoints); break;
  case TopologyKind::FatTree: c = fatTreeCounts(tier, endpoints); break;
  case TopologyKind::FullMesh: c = fullMeshCounts(tier, endpoints); break;
  case TopologyKind::Switch: c = switchCounts(tier, endpoints, node_switch_chips); break;
  }
  if (c.ocs_formula.empty()) c.ocs_formula = SNP_MESSAGE("Figure", "no optical circuit switches");
  if (tier.kind != TopologyKind::FatTree) c.level_switches = {c.switches, 0, 0};
  return c;
}

TopologyCounts scaleUpCounts(const model::Config &config) {
  const DomainLayout l = domainLayout(config);
  TopologyCounts c = topologyCounts(config.network.scale_up, l.domain, config.nodeSwitchChips(l.domain));
  if (config.network.scale_up.optical_fraction < 1)
    c.beyond_copper_links = linksBeyondCopper(config, TierRole::ScaleUp, c);
  return c;
}

TopologyCounts scaleOutCounts(const model::Config &config) {
  TopologyCounts c = topologyCounts(config.network.scale_out, domainLayout(config).domains);
  if (config.network.scale_out.optical_fraction < 1)
    c.beyond_copper_links = linksBeyondCopper(config, TierRole::ScaleOut, c);
  return c;
}

TierInventory tierInventory(const TopologyCounts &c, const model::NetworkTier &tier,
                            double node_switch_chips) {
  return TierInventory{
      .links = Figure(c.links, "", c.links_formula, {{"endpoints", c.endpoints, ""}}, c.assumption),
      .switches = Figure(c.switches, "", c.switches_formula,
                         {{"endpoints", c.endpoints, ""},
                          {"node_switch_chips", node_switch_chips, ""},
                          {"switch_radix", double(tier.switch_radix), ""}},
                         c.assumption),
      .switch_ports = Figure(c.switch_ports, "", c.switch_ports_formula,
                             {{"links", c.links, ""}, {"switches", c.switches, ""}}, c.assumption),
      .optical_circuit_switches =
          Figure(c.optical_circuit_switches, "", c.ocs_formula,
                 {{"ocs_links", c.ocs_links, ""}, {"ocs_ports", double(tier.torus.ocs_ports), ""}},
                 SNP_MESSAGE("Figure", "an OCS joins the two ends of a link on two of its ports")),
      .optical_cables = Figure(
          c.opticalCables(tier), "",
          SNP_MESSAGE("Figure",
                      "max(round(links x optical fraction), links through an OCS) + links through an OCS"),
          {{"links", c.links, ""},
           {"optical_fraction", tier.optical_fraction, ""},
           {"ocs_links", c.ocs_links, ""}},
          SNP_MESSAGE("Figure", "a link is one cable, a link through an OCS two (end - OCS - end)")),
      .copper_cables = Figure(c.copperCables(tier), "", SNP_MESSAGE("Figure", "links - optical links"),
                              {{"links", c.links, ""}, {"optical_links", c.opticalLinks(tier), ""}},
                              SNP_MESSAGE("Figure", "every copper link is one cable")),
  };
}

TopologyMetrics topologyMetrics(const model::NetworkTier &tier, int endpoints, double node_switch_chips) {
  const TopologyCounts c = topologyCounts(tier, endpoints, node_switch_chips);
  const double bw = tier.link_bandwidth_Bps;
  TierInventory inventory = tierInventory(c, tier, node_switch_chips);
  TopologyMetrics m;
  m.endpoints = Figure(c.endpoints, "", SNP_MESSAGE("Figure", "endpoints of the tier"),
                       {{"requested", double(endpoints), ""}}, c.assumption);
  m.links = std::move(inventory.links);
  m.switches = std::move(inventory.switches);
  m.switch_ports = std::move(inventory.switch_ports);
  m.optical_circuit_switches = std::move(inventory.optical_circuit_switches);
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
  m.optical_cables = std::move(inventory.optical_cables);
  m.copper_cables = std::move(inventory.copper_cables);
  return m;
}

} // namespace snp::sim

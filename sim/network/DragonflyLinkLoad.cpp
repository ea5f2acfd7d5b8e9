#include "sim/network/DragonflyLinkLoad.h"

#include "model/Message.h"

#include <algorithm>
#include <string_view>

namespace snp::sim {

namespace {

model::Message assumption(DragonflyRouting routing) {
  switch (routing) {
  case DragonflyRouting::Minimal: break;
  case DragonflyRouting::Valiant:
    return SNP_MESSAGE("Figure",
                       "Valiant: each flow between groups spread evenly over the g - 2 intermediate groups");
  case DragonflyRouting::Ugal:
    return SNP_MESSAGE("Figure",
                       "UGAL-L: per flow in source order, minimal unless its global link's load > 2 x "
                       "the mean to intermediate groups");
  }
  return SNP_MESSAGE("Figure",
                     "minimal routes: local, global, local; parallel global links share each flow evenly");
}

// Bytes on every directed link: terminal links up (terminal to router) and down, local links
// (router x a + router in group), global links (DragonflyWiring::globalLink).
struct Loads {
  const DragonflyWiring &w;
  std::vector<double> up, down, local, global;
  // For routing flows: the ports of each ordered group pair in copy order, copy k of (i, j) at
  // pair_ports[pair_start[i g + j] + k]. At most g^2 entries: there are g (g - 1) links or more.
  std::vector<int> pair_start, pair_ports;

  explicit Loads(const DragonflyWiring &wiring)
      : w(wiring), up(w.endpoints(), 0), down(w.endpoints(), 0),
        local(std::size_t(w.routers()) * w.routersPerGroup(), 0),
        global(std::size_t(w.groups()) * w.portsPerGroup(), 0) {}

  void addLocal(int from, int to, double bytes) {
    if (from != to) local[std::size_t(from) * w.routersPerGroup() + to % w.routersPerGroup()] += bytes;
  }
  // Between routers y1 and y2 (numbered within the group) of `group`.
  void addLocal(int group, int y1, int y2, double bytes) {
    const std::size_t a = w.routersPerGroup();
    if (y1 != y2) local[(group * a + y1) * a + y2] += bytes;
  }
  double &globalOf(int group, int port) { return global[w.globalLink(group, port)]; }
  double globalOf(int group, int port) const { return global[w.globalLink(group, port)]; }

  void indexPairs() {
    const int g = w.groups();
    pair_start.assign(std::size_t(g) * g + 1, 0);
    for (int i = 0; i < g; ++i)
      for (int j = 0; j < g; ++j)
        pair_start[std::size_t(i) * g + j + 1] = pair_start[std::size_t(i) * g + j] + w.linksBetween(i, j);
    pair_ports.assign(pair_start.back(), 0);
    std::vector<int> filled(pair_start.begin(), pair_start.end() - 1);
    for (int i = 0; i < g; ++i)
      for (int q = 0; q < w.portsPerGroup(); ++q) // ascending ports are ascending copies
        if (const int j = w.peerGroup(i, q); j >= 0) pair_ports[filled[std::size_t(i) * g + j]++] = q;
  }
  int copies(int i, int j) const {
    const std::size_t pair = std::size_t(i) * w.groups() + j;
    return pair_start[pair + 1] - pair_start[pair];
  }
  const int *ports(int i, int j) const { return &pair_ports[pair_start[std::size_t(i) * w.groups() + j]]; }
};

// Local hop to the router holding each parallel link, the global hop, local hop to the
// destination router.
void routeMinimal(Loads &l, int srcRouter, int dstRouter, double bytes) {
  const int a = l.w.routersPerGroup(), h = l.w.globalPortsPerRouter();
  const int i = srcRouter / a, j = dstRouter / a;
  const int copies = l.copies(i, j);
  const int *out = l.ports(i, j), *in = l.ports(j, i);
  const double share = bytes / copies;
  for (int k = 0; k < copies; ++k) {
    l.addLocal(i, srcRouter % a, out[k] / h, share);
    l.globalOf(i, out[k]) += share;
    l.addLocal(j, in[k] / h, dstRouter % a, share);
  }
}

// Minimal to each intermediate group's entry router, across it, minimal on: O(g) per flow.
void routeValiant(Loads &l, int srcRouter, int dstRouter, double bytes) {
  const int a = l.w.routersPerGroup(), h = l.w.globalPortsPerRouter();
  const int g = l.w.groups();
  const int i = srcRouter / a, j = dstRouter / a;
  if (g < 3) {
    routeMinimal(l, srcRouter, dstRouter, bytes);
    return;
  }
  const double perGroup = bytes / (g - 2);
  for (int m = 0; m < g; ++m) {
    if (m == i || m == j) continue;
    const int firstCopies = l.copies(i, m), secondCopies = l.copies(m, j);
    const int *out1 = l.ports(i, m), *in1 = l.ports(m, i), *out2 = l.ports(m, j), *in2 = l.ports(j, m);
    const double first = perGroup / firstCopies, second = perGroup / secondCopies;
    for (int k1 = 0; k1 < firstCopies; ++k1) {
      l.addLocal(i, srcRouter % a, out1[k1] / h, first);
      l.globalOf(i, out1[k1]) += first;
      for (int k2 = 0; k2 < secondCopies; ++k2)
        l.addLocal(m, in1[k1] / h, out2[k2] / h, first / secondCopies);
    }
    for (int k2 = 0; k2 < secondCopies; ++k2) {
      l.globalOf(m, out2[k2]) += second;
      l.addLocal(j, in2[k2] / h, dstRouter % a, second);
    }
  }
}

// UGAL-L's choice from what its source group sees: parallel links of a pair always carry equal
// loads (every flow splits evenly over them), so copy 0 stands for the pair.
bool ugalTakesValiant(const Loads &l, int i, int j) {
  const int g = l.w.groups();
  if (g < 3) return false;
  double intermediate = 0;
  for (int m = 0; m < g; ++m)
    if (m != i && m != j) intermediate += l.globalOf(i, l.ports(i, m)[0]);
  return l.globalOf(i, l.ports(i, j)[0]) > 2 * intermediate / (g - 2);
}

void routeFlows(Loads &l, std::span<const TrafficFlow> flows, DragonflyRouting routing, int &valiantFlows) {
  const int a = l.w.routersPerGroup();
  l.indexPairs();
  for (const TrafficFlow &f : flows) {
    if (f.src == f.dst || f.src < 0 || f.dst < 0 || f.src >= l.w.endpoints() || f.dst >= l.w.endpoints())
      continue;
    l.up[f.src] += f.bytes;
    l.down[f.dst] += f.bytes;
    const int from = l.w.routerOf(f.src), to = l.w.routerOf(f.dst);
    if (from / a == to / a) {
      l.addLocal(from, to, f.bytes);
      continue;
    }
    bool valiant = routing == DragonflyRouting::Valiant;
    if (routing == DragonflyRouting::Ugal) valiant = ugalTakesValiant(l, from / a, to / a);
    valiantFlows += valiant;
    if (valiant)
      routeValiant(l, from, to, f.bytes);
    else
      routeMinimal(l, from, to, f.bytes);
  }
}

// Uniform all-to-all: m/N from every terminal to every terminal (itself included). T(i, j) =
// n_i n_j m / N between groups; a router's share of its group's traffic is n_x / n_i.
void uniformTerminalsAndGroups(Loads &l, double m) {
  const DragonflyWiring &w = l.w;
  const double n = w.endpoints();
  std::fill(l.up.begin(), l.up.end(), m * (n - 1) / n);
  std::fill(l.down.begin(), l.down.end(), m * (n - 1) / n);
  const int a = w.routersPerGroup();
  for (int x = 0; x < w.routers(); ++x)
    for (int y = x / a * a; y < x / a * a + a; ++y)
      l.addLocal(x, y, w.terminalsOn(x) * w.terminalsOn(y) * m / n);
}

void uniformMinimal(Loads &l, double m) {
  const DragonflyWiring &w = l.w;
  const double n = w.endpoints();
  const int a = w.routersPerGroup();
  for (int i = 0; i < w.groups(); ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q) {
      const int j = w.peerGroup(i, q);
      if (j < 0) continue;
      const double perTerminal = m / n / w.linksBetween(i, j); // per source-destination pair
      const double ni = w.terminalsIn(i), nj = w.terminalsIn(j);
      l.globalOf(i, q) = ni * nj * perTerminal;
      // Out of group i through q from each router; into group i through q to each router.
      for (int x = i * a; x < i * a + a; ++x) {
        l.addLocal(x, w.portRouter(i, q), w.terminalsOn(x) * nj * perTerminal);
        l.addLocal(w.portRouter(i, q), x, nj * w.terminalsOn(x) * perTerminal);
      }
    }
}

// Closed form of routeValiant over all pairs, K = m / (N (g - 2)). The port of group i to group
// m carries i's flows to the N - n_i - n_m terminals elsewhere (first hops) and theirs to m
// (second hops): (n_i + n_m)(N - n_i - n_m) K / c. Inside an intermediate group the flow i -> j
// enters on a port to i and leaves on a port to j, K (n_i / c_i)(n_j / c_j) for each such pair of
// ports with i != j; summed per pair of routers that is K (A_y1 A_y2 - D_y1y2), A_y the sum over
// y's ports of n_peer / c_peer and D the i = j terms left out. O(links), no g^3 sum over transits.
void uniformValiant(Loads &l, double m) {
  const DragonflyWiring &w = l.w;
  const double n = w.endpoints();
  const int a = w.routersPerGroup(), g = w.groups();
  const double K = m / (n * (g - 2));
  std::vector<double> A(a), D(std::size_t(a) * a);
  for (int i = 0; i < g; ++i) {
    const double ni = w.terminalsIn(i);
    std::fill(A.begin(), A.end(), 0.0);
    std::fill(D.begin(), D.end(), 0.0);
    for (int q = 0; q < w.portsPerGroup(); ++q) {
      const int peer = w.peerGroup(i, q);
      if (peer < 0) continue;
      const double c = w.linksBetween(i, peer), np = w.terminalsIn(peer);
      const double others = n - ni - np; // terminals outside both groups
      const int router = w.portRouter(i, q);
      l.globalOf(i, q) = (ni + np) * others * K / c;
      for (int x = i * a; x < i * a + a; ++x) {
        l.addLocal(x, router, w.terminalsOn(x) * others * K / c); // first hop out of the source group
        l.addLocal(router, x, w.terminalsOn(x) * others * K / c); // last hop into the destination group
      }
      A[router % a] += np / c;
      // The i = j terms: both ports of a transit lead to the same group.
      for (int k = 0; k < int(c); ++k)
        D[std::size_t(router % a) * a + w.portRouter(i, w.port(i, peer, k)) % a] += np * np / (c * c);
    }
    for (int y1 = 0; y1 < a; ++y1)
      for (int y2 = 0; y2 < a; ++y2)
        l.addLocal(i * a + y1, i * a + y2, K * (A[y1] * A[y2] - D[std::size_t(y1) * a + y2]));
  }
}

DragonflyLinkLoads summarise(const Loads &l, double m, DragonflyRouting routing,
                             const LinkLoadOptions &options, int valiantFlows) {
  const DragonflyWiring &w = l.w;
  const int a = w.routersPerGroup();
  DragonflyLinkLoads result;
  result.groups = w.groups();
  result.endpoints = w.endpoints();
  result.valiant_flows = valiantFlows;
  result.global_load_B = l.global;
  result.local_load_B = l.local;
  result.terminal_up_B = l.up;
  result.terminal_down_B = l.down;
  result.routers.resize(w.routers());
  LinkTally terminal, local, global;
  for (int t = 0; t < w.endpoints(); ++t) {
    terminal.add(l.up[t]);
    terminal.add(l.down[t]);
    result.routers[w.routerOf(t)].terminal_B += l.down[t];
  }
  for (int x = 0; x < w.routers(); ++x)
    for (int y = 0; y < a; ++y)
      if (y != x % a) {
        const double load = l.local[std::size_t(x) * a + y];
        local.add(load);
        result.routers[x].local_B += load;
      }
  for (int i = 0; i < w.groups(); ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q)
      if (w.peerGroup(i, q) >= 0) {
        global.add(l.globalOf(i, q));
        result.routers[w.portRouter(i, q)].global_B += l.globalOf(i, q);
      }
  const model::Message why = assumption(routing);
  const double B = options.link_bandwidth_Bps;
  const double injection = options.injection_Bps > 0 ? options.injection_Bps : B; // one terminal link
  const double maxLoad = std::max({terminal.max_B, local.max_B, global.max_B});
  result.completion_time_s = fabricCompletionTime(m, injection, maxLoad, B, why);
  const double time = result.completion_time_s.value;
  result.throughput_Bps = fabricThroughput(m, time, why);
  result.terminal = linkClassLoad(SNP_MESSAGE("Figure", "terminal"), terminal, B, time, why);
  result.local = linkClassLoad(SNP_MESSAGE("Figure", "local"), local, B, time, why);
  result.global = linkClassLoad(SNP_MESSAGE("Figure", "global"), global, B, time, why);
  return result;
}

} // namespace

DragonflyLinkLoads dragonflyLinkLoads(const model::DragonflyShape &shape, int endpoints,
                                      const Traffic &traffic, DragonflyRouting routing,
                                      const LinkLoadOptions &options) {
  const DragonflyWiring wiring(shape, endpoints);
  Loads loads(wiring);
  int valiantFlows = 0;
  if (traffic.pattern != TrafficPattern::UniformAllToAll) {
    if (wiring.endpoints() > 0)
      routeFlows(loads, trafficFlows(wiring.endpoints(), traffic), routing, valiantFlows);
  } else if (wiring.endpoints() > 0) {
    uniformTerminalsAndGroups(loads, traffic.bytes_per_node);
    if (routing == DragonflyRouting::Valiant && wiring.groups() >= 3)
      uniformValiant(loads, traffic.bytes_per_node);
    else
      uniformMinimal(loads, traffic.bytes_per_node);
  }
  return summarise(loads, traffic.bytes_per_node, routing, options, valiantFlows);
}

DragonflyLinkLoads dragonflyLinkLoads(const model::DragonflyShape &shape, int endpoints,
                                      std::span<const TrafficFlow> flows, DragonflyRouting routing,
                                      const LinkLoadOptions &options) {
  const DragonflyWiring wiring(shape, endpoints);
  Loads loads(wiring);
  int valiantFlows = 0;
  routeFlows(loads, flows, routing, valiantFlows);
  std::vector<double> sent(wiring.endpoints(), 0);
  for (const TrafficFlow &f : flows)
    if (f.src >= 0 && f.src < wiring.endpoints()) sent[f.src] += f.bytes;
  const double m = sent.empty() ? 0 : *std::max_element(sent.begin(), sent.end());
  return summarise(loads, m, routing, options, valiantFlows);
}

} // namespace snp::sim

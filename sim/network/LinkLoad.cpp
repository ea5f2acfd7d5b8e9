#include "sim/network/LinkLoad.h"

#include "model/Message.h"
#include "sim/network/TorusRoutes.h"
#include "sim/network/TrafficFlows.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace snp::sim {

TorusLinkGraph::TorusLinkGraph(const model::TorusShape &shape) {
  const std::size_t count = std::min<std::size_t>(shape.dims.size(), kMaxDims);
  for (std::size_t i = 0; i < count; ++i) {
    const int k = std::max(1, shape.dims[i]);
    dims_.push_back(k);
    wrap_.push_back(k >= 3 && (i >= shape.wrap.size() || shape.wrap[i]));
    stride_.push_back(nodes_);
    nodes_ *= k;
  }
}

bool TorusLinkGraph::exists(int link) const {
  const int dim = linkDimension(link);
  const int k = dims_[dim];
  if (k == 1) return false;
  const bool positive = linkPositive(link);
  if (k == 2) return positive;
  if (wrap_[dim]) return true;
  const int c = coordinate(linkNode(link), dim);
  return positive ? c < k - 1 : c > 0;
}

int TorusLinkGraph::existingLinks() const {
  int count = 0;
  for (int link = 0; link < linkCount(); ++link)
    count += exists(link);
  return count;
}

int TorusLinkGraph::neighbour(int node, int dim, bool positive) const {
  const int k = dims_[dim];
  const int c = coordinate(node, dim);
  const int next = positive ? (c + 1) % k : (c + k - 1) % k;
  return node + (next - c) * stride_[dim];
}

namespace {

std::vector<TorusFlow> explicitFlows(int n, const Traffic &traffic) {
  std::vector<TorusFlow> flows;
  for (const TrafficFlow &f : trafficFlows(n, traffic))
    flows.push_back({f.src, f.dst, f.bytes, 0});
  return flows;
}

// Pairs of ring or line positions whose route crosses this link, per the header's closed form.
double uniformPairsOnLink(const TorusLinkGraph &g, int link) {
  const int dim = g.linkDimension(link);
  const double k = g.size(dim);
  if (k == 2) return 1;
  if (g.wraps(dim)) return std::floor(k * k / 4) / 2;
  const double i = g.coordinate(g.linkNode(link), dim);
  return g.linkPositive(link) ? (i + 1) * (k - 1 - i) : i * (k - i);
}

// Every kFlowsBetweenProgress flows, whether the caller still wants the routing to go on.
bool stopsAt(std::size_t flow, int rounds, const LinkLoadOptions &options, LinkLoads &result) {
  if (flow == 0 || flow % kFlowsBetweenProgress != 0 || !options.progress) return false;
  result.cancelled = !options.progress(rounds, options.max_rounds);
  return result.cancelled;
}

int mostLoadedLink(const std::vector<double> &load) {
  return int(std::max_element(load.begin(), load.end()) - load.begin());
}

// Load-aware rerouting: take the most loaded link, move each flow on it to the minimal route
// whose busiest link (with the flow added) is least loaded, if that beats its present route;
// repeat until the top link cannot be relieved or the rounds run out. A move only lands on
// links that stay below the route it leaves, so the maximum never rises.
void rerouteAdaptively(const TorusLinkGraph &g, std::vector<TorusFlow> &flows, std::vector<double> &load,
                       const LinkLoadOptions &options, LinkLoads &result) {
  const int max_rounds = options.max_rounds;
  const std::vector<RouteChoice> choices = routeChoices(g.dimensions());
  auto peakOf = [&](const TorusFlow &f, const RouteChoice &c) {
    double peak = 0;
    forEachLink(g, f, c, [&](int link) { peak = std::max(peak, load[link]); });
    return peak;
  };
  auto place = [&](const TorusFlow &f, double sign) {
    forEachLink(g, f, choices[f.choice], [&](int link) { load[link] += sign * f.bytes; });
  };
  for (int round = 0; round < max_rounds; ++round) {
    const int hot = mostLoadedLink(load);
    int moved = 0;
    for (std::size_t i = 0; i < flows.size(); ++i) {
      if (stopsAt(i, round, options, result)) {
        result.flows_moved += moved;
        return;
      }
      TorusFlow &f = flows[i];
      if (!routeUses(g, f, choices[f.choice], hot)) continue;
      place(f, -1);
      int best = f.choice;
      double bestPeak = peakOf(f, choices[f.choice]) + f.bytes;
      for (int c = 0; c < int(choices.size()); ++c) {
        const double peak = peakOf(f, choices[c]) + f.bytes;
        if (peak < bestPeak * (1 - 1e-12)) {
          best = c;
          bestPeak = peak;
        }
      }
      moved += best != f.choice;
      f.choice = best;
      place(f, +1);
    }
    result.rounds = round + 1;
    result.flows_moved += moved;
    if (moved == 0) break;
    if (options.progress && !options.progress(result.rounds, max_rounds)) {
      result.cancelled = true;
      break;
    }
  }
}

// Max and mean load, completion time, utilisation and throughput from the largest load and the
// total over the existing links.
void summarise(LinkLoads &result, double maxLoad, double totalLoad, double existingLinks, int nodes, double m,
               const LinkLoadOptions &options) {
  const double existing = std::max(1.0, existingLinks);
  const double meanLoad = totalLoad / existing;
  const double B = options.link_bandwidth_Bps;
  const double ports = existing / std::max(1, nodes);
  const double injection = options.injection_Bps > 0 ? options.injection_Bps : ports * B;
  const double time = std::max(m / injection, maxLoad / B);
  constexpr model::Message kAssumption =
      SNP_MESSAGE("Figure", "minimal routes; each node injects bytes_per_node");
  result.max_link_load_B =
      Figure(maxLoad, "B", SNP_MESSAGE("Figure", "max over links of the bytes routed over it"),
             {{"links", existing, ""}}, kAssumption);
  result.mean_link_load_B = Figure(meanLoad, "B", SNP_MESSAGE("Figure", "sum of link loads / existing links"),
                                   {{"links", existing, ""}}, kAssumption);
  result.completion_time_s = Figure(time, "s", SNP_MESSAGE("Figure", "max(m / injection, max link load / B)"),
                                    {{"bytes_per_node", m, "B"},
                                     {"injection", injection, "B/s"},
                                     {"max_link_load", maxLoad, "B"},
                                     {"link_bandwidth", B, "B/s"}},
                                    kAssumption);
  result.max_utilisation =
      Figure(time > 0 ? maxLoad / (B * time) : 0, "", SNP_MESSAGE("Figure", "max link load / (B x time)"),
             {{"max_link_load", maxLoad, "B"}, {"time", time, "s"}}, kAssumption);
  result.mean_utilisation =
      Figure(time > 0 ? meanLoad / (B * time) : 0, "", SNP_MESSAGE("Figure", "mean link load / (B x time)"),
             {{"mean_link_load", meanLoad, "B"}, {"time", time, "s"}}, kAssumption);
  result.throughput_Bps =
      Figure(time > 0 ? m / time : 0, "B/s", SNP_MESSAGE("Figure", "min(injection, m B / max link load)"),
             {{"bytes_per_node", m, "B"}, {"time", time, "s"}}, kAssumption);
}

} // namespace

LinkLoads torusLinkLoads(const TorusLinkGraph &graph, const Traffic &traffic,
                         const LinkLoadOptions &options) {
  LinkLoads result;
  result.load_B.assign(graph.linkCount(), 0);
  const double m = traffic.bytes_per_node;
  if (traffic.pattern == TrafficPattern::UniformAllToAll) {
    for (int link = 0; link < graph.linkCount(); ++link)
      if (graph.exists(link)) {
        const int k = graph.size(graph.linkDimension(link));
        result.load_B[link] = m / k * uniformPairsOnLink(graph, link);
      }
  } else {
    std::vector<TorusFlow> flows = explicitFlows(graph.nodes(), traffic);
    const RouteChoice dimensionOrder = routeChoices(graph.dimensions()).front();
    for (std::size_t i = 0; i < flows.size() && !stopsAt(i, 0, options, result); ++i)
      forEachLink(graph, flows[i], dimensionOrder, [&](int link) { result.load_B[link] += flows[i].bytes; });
    if (options.routing == Routing::Adaptive && !result.cancelled)
      rerouteAdaptively(graph, flows, result.load_B, options, result);
  }

  const double maxLoad =
      result.load_B.empty() ? 0 : *std::max_element(result.load_B.begin(), result.load_B.end());
  summarise(result, maxLoad, std::accumulate(result.load_B.begin(), result.load_B.end(), 0.0),
            graph.existingLinks(), graph.nodes(), m, options);
  return result;
}

LinkLoads fullMeshLinkLoads(int nodes, const Traffic &traffic, const LinkLoadOptions &options) {
  const int n = std::max(1, nodes);
  const double m = traffic.bytes_per_node;
  const bool perLink = n <= kMaxFullMeshNodesPerLink;
  LinkLoads result;
  if (perLink) result.load_B.assign(std::size_t(n) * n, 0);
  double maxLoad = 0, totalLoad = 0;
  if (traffic.pattern == TrafficPattern::UniformAllToAll) {
    // Each node spreads m over all n nodes, itself included: m/n on each of the n(n-1) links.
    maxLoad = n > 1 ? m / n : 0;
    totalLoad = (n - 1.0) * m;
    if (perLink)
      for (int src = 0; src < n; ++src)
        for (int dst = 0; dst < n; ++dst)
          if (src != dst) result.load_B[std::size_t(src) * n + dst] = maxLoad;
  } else {
    // One flow per source, so no two flows share a directed link.
    for (const TrafficFlow &f : trafficFlows(n, traffic)) {
      if (f.src == f.dst) continue;
      maxLoad = std::max(maxLoad, f.bytes);
      totalLoad += f.bytes;
      if (perLink) result.load_B[std::size_t(f.src) * n + f.dst] = f.bytes;
    }
  }
  summarise(result, maxLoad, totalLoad, double(n) * (n - 1), n, m, options);
  return result;
}

std::vector<GroupLinkLoad> fullMeshGroupLoads(int nodes, int group, const Traffic &traffic) {
  const int n = std::max(1, nodes);
  const int size = std::clamp(group, 1, n);
  const int groups = (n + size - 1) / size;
  const auto members = [&](int g) { return double(std::min(size, n - g * size)); };
  std::vector<GroupLinkLoad> load(std::size_t(groups) * groups);
  if (traffic.pattern == TrafficPattern::UniformAllToAll) {
    const double each = traffic.bytes_per_node / n;
    for (int a = 0; a < groups; ++a)
      for (int b = 0; b < groups; ++b) {
        const double links = members(a) * (members(b) - (a == b ? 1 : 0));
        if (links > 0) load[std::size_t(a) * groups + b] = {each, each * links};
      }
  } else {
    for (const TrafficFlow &f : trafficFlows(n, traffic)) {
      if (f.src == f.dst) continue;
      GroupLinkLoad &cell = load[std::size_t(f.src / size) * groups + f.dst / size];
      cell.max_B = std::max(cell.max_B, f.bytes);
      cell.total_B += f.bytes;
    }
  }
  return load;
}

} // namespace snp::sim

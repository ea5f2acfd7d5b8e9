#include "sim/network/FatTreeLinkLoad.h"

#include "model/Message.h"
#include "sim/network/TrafficFlows.h"

#include <algorithm>
#include <string_view>

namespace snp::sim {

namespace {

constexpr model::Message kAssumption =
    SNP_MESSAGE("Figure", "up-down routes, each flow split evenly over its equal-cost uplinks (ECMP); "
                          "endpoints fill leaves in order");

// Bytes leaving and entering each endpoint, leaf and pod (traffic that stays inside does not
// count): every link load of the tree follows from them.
struct Crossings {
  std::vector<double> endpoint_out, endpoint_in, leaf_out, leaf_in, pod_out, pod_in;

  explicit Crossings(const FatTreeLayout &l)
      : endpoint_out(l.endpoints, 0), endpoint_in(l.endpoints, 0), leaf_out(l.leaves, 0),
        leaf_in(l.leaves, 0), pod_out(l.pods, 0), pod_in(l.pods, 0) {}
};

// Uniform all-to-all, m/N from every endpoint to every endpoint (itself included): a block of n
// endpoints sends n (N - n) m / N out and receives as much.
Crossings uniformCrossings(const FatTreeLayout &l, double m) {
  Crossings c(l);
  const double n = l.endpoints;
  auto across = [&](double inside) { return n > 0 ? inside * (n - inside) * m / n : 0; };
  std::fill(c.endpoint_out.begin(), c.endpoint_out.end(), across(1));
  std::fill(c.endpoint_in.begin(), c.endpoint_in.end(), across(1));
  for (int leaf = 0; leaf < l.leaves; ++leaf)
    c.leaf_out[leaf] = c.leaf_in[leaf] = across(l.hostsOnLeaf(leaf));
  for (int pod = 0; pod < l.pods; ++pod)
    c.pod_out[pod] = c.pod_in[pod] = across(l.hostsInPod(pod));
  return c;
}

Crossings flowCrossings(const FatTreeLayout &l, std::span<const TrafficFlow> flows) {
  Crossings c(l);
  for (const TrafficFlow &f : flows) {
    if (f.src == f.dst || f.src < 0 || f.dst < 0 || f.src >= l.endpoints || f.dst >= l.endpoints) continue;
    c.endpoint_out[f.src] += f.bytes;
    c.endpoint_in[f.dst] += f.bytes;
    const int srcLeaf = l.leafOf(f.src), dstLeaf = l.leafOf(f.dst);
    if (srcLeaf == dstLeaf) continue;
    c.leaf_out[srcLeaf] += f.bytes;
    c.leaf_in[dstLeaf] += f.bytes;
    const int srcPod = l.podOf(srcLeaf), dstPod = l.podOf(dstLeaf);
    if (srcPod == dstPod) continue;
    c.pod_out[srcPod] += f.bytes;
    c.pod_in[dstPod] += f.bytes;
  }
  return c;
}

// Per-link loads from the crossings: a bundle of u equal links carries 1/u of what crosses it.
FatTreeLinkLoads summarise(const FatTreeLayout &l, const Crossings &c, double m,
                           const LinkLoadOptions &options) {
  FatTreeLinkLoads result;
  result.layout = l;
  // Tallies in the order of FatTreeLinkLoads::tiers.
  LinkTally tally[6];
  for (int e = 0; e < l.endpoints; ++e) {
    tally[0].add(c.endpoint_out[e]);
    tally[1].add(c.endpoint_in[e]);
  }
  const int up = l.uplinks_per_leaf;
  for (int leaf = 0; leaf < l.leaves; ++leaf) {
    tally[2].add(c.leaf_out[leaf] / up, up);
    tally[3].add(c.leaf_in[leaf] / up, up);
  }
  // Three tiers: a pod's spines pass all that leaves the pod to the cores over up x k/2 links.
  const int coreLinks = up * l.core_links_per_spine;
  if (l.tiers == 3)
    for (int pod = 0; pod < l.pods; ++pod) {
      tally[4].add(c.pod_out[pod] / coreLinks, coreLinks);
      tally[5].add(c.pod_in[pod] / coreLinks, coreLinks);
    }

  const int classes = l.tiers == 3 ? 6 : 4;
  double maxLoad = 0;
  for (int i = 0; i < classes; ++i)
    maxLoad = std::max(maxLoad, tally[i].max_B);
  const double B = options.link_bandwidth_Bps;
  const double injection = options.injection_Bps > 0 ? options.injection_Bps : B; // one link each
  result.completion_time_s = fabricCompletionTime(m, injection, maxLoad, B, kAssumption);
  result.throughput_Bps = fabricThroughput(m, result.completion_time_s.value, kAssumption);

  constexpr FatTreeLinks kLinks[3] = {FatTreeLinks::EndpointLeaf, FatTreeLinks::LeafSpine,
                                      FatTreeLinks::SpineCore};
  constexpr model::Message kNames[6] = {
      SNP_MESSAGE("Figure", "endpoint-leaf up"), SNP_MESSAGE("Figure", "endpoint-leaf down"),
      SNP_MESSAGE("Figure", "leaf-spine up"),    SNP_MESSAGE("Figure", "leaf-spine down"),
      SNP_MESSAGE("Figure", "spine-core up"),    SNP_MESSAGE("Figure", "spine-core down")};
  for (int i = 0; i < classes; ++i)
    result.tiers.push_back(
        {kLinks[i / 2], i % 2 == 0,
         linkClassLoad(kNames[i], tally[i], B, result.completion_time_s.value, kAssumption)});

  result.leaves.resize(l.leaves);
  for (int leaf = 0; leaf < l.leaves; ++leaf) {
    result.leaves[leaf].up_B = c.leaf_out[leaf];
    result.leaves[leaf].in_B = c.leaf_in[leaf];
  }
  if (l.tiers == 3) {
    result.pods.resize(l.pods);
    for (int pod = 0; pod < l.pods; ++pod)
      result.pods[pod] = {c.pod_out[pod], c.pod_in[pod]};
  }
  for (int e = 0; e < l.endpoints; ++e)
    result.leaves[l.leafOf(e)].down_B += c.endpoint_in[e];
  return result;
}

} // namespace

FatTreeLinkLoads fatTreeLinkLoads(const model::FatTreeShape &shape, int endpoints, const Traffic &traffic,
                                  const LinkLoadOptions &options) {
  const FatTreeLayout l = fatTreeLayout(shape, endpoints);
  const double m = traffic.bytes_per_node;
  if (traffic.pattern == TrafficPattern::UniformAllToAll)
    return summarise(l, uniformCrossings(l, m), m, options);
  const std::vector<TrafficFlow> flows =
      l.endpoints > 0 ? trafficFlows(l.endpoints, traffic) : std::vector<TrafficFlow>{};
  return summarise(l, flowCrossings(l, flows), m, options);
}

FatTreeLinkLoads fatTreeLinkLoads(const model::FatTreeShape &shape, int endpoints,
                                  std::span<const TrafficFlow> flows, const LinkLoadOptions &options) {
  const FatTreeLayout l = fatTreeLayout(shape, endpoints);
  std::vector<double> sent(l.endpoints, 0);
  for (const TrafficFlow &f : flows)
    if (f.src >= 0 && f.src < l.endpoints) sent[f.src] += f.bytes;
  const double m = sent.empty() ? 0 : *std::max_element(sent.begin(), sent.end());
  return summarise(l, flowCrossings(l, flows), m, options);
}

} // namespace snp::sim

#include "sim/network/Route.h"

#include "model/Message.h"
#include "sim/network/DragonflyWiring.h"
#include "sim/network/FatTreeLayout.h"
#include "sim/network/LinkLoad.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace snp::sim {

namespace {

using model::TopologyKind;

RouteStop endpointStop(int index) { return {RouteStop::Kind::Endpoint, 0, index}; }
RouteStop switchStop(int level, int index) { return {RouteStop::Kind::Switch, std::uint8_t(level), index}; }

// Dimension by dimension, the shorter way round a ring (a tie, k/2 away, the + way).
std::vector<RouteStop> torusStops(const model::TorusShape &shape, int endpoints, int src, int dst) {
  const TorusLinkGraph g(shape.dims.empty() ? model::TorusShape{{std::max(1, endpoints)}, {true}} : shape);
  int node = std::clamp(src, 0, g.nodes() - 1);
  dst = std::clamp(dst, 0, g.nodes() - 1);
  std::vector<RouteStop> stops{endpointStop(node)};
  for (int dim = 0; dim < g.dimensions(); ++dim) {
    const int k = g.size(dim);
    int offset = g.coordinate(dst, dim) - g.coordinate(node, dim);
    if (g.wraps(dim) || k == 2) {
      offset = ((offset % k) + k) % k;
      if (2 * offset > k) offset -= k;
    }
    for (int hop = 0; hop < std::abs(offset); ++hop) {
      node = g.neighbour(node, dim, offset > 0);
      stops.push_back(endpointStop(node));
    }
  }
  return stops;
}

std::vector<RouteStop> fatTreeStops(const model::FatTreeShape &shape, int endpoints, int src, int dst) {
  const FatTreeLayout l = fatTreeLayout(shape, endpoints);
  src = std::clamp(src, 0, std::max(0, l.endpoints - 1));
  dst = std::clamp(dst, 0, std::max(0, l.endpoints - 1));
  if (src == dst) return {endpointStop(src)};
  const int srcLeaf = l.leafOf(src), dstLeaf = l.leafOf(dst);
  if (srcLeaf == dstLeaf) return {endpointStop(src), switchStop(1, srcLeaf), endpointStop(dst)};
  const int spine = dst % l.uplinks_per_leaf;
  const int srcPod = l.podOf(srcLeaf), dstPod = l.podOf(dstLeaf);
  const int perPod = l.tiers == 3 ? l.uplinks_per_leaf : 0; // spines of a pod are numbered per pod
  if (srcPod == dstPod)
    return {endpointStop(src), switchStop(1, srcLeaf), switchStop(2, srcPod * perPod + spine),
            switchStop(1, dstLeaf), endpointStop(dst)};
  const int core = spine * l.core_links_per_spine + dst / l.uplinks_per_leaf % l.core_links_per_spine;
  return {endpointStop(src),
          switchStop(1, srcLeaf),
          switchStop(2, srcPod * perPod + spine),
          switchStop(3, core),
          switchStop(2, dstPod * perPod + spine),
          switchStop(1, dstLeaf),
          endpointStop(dst)};
}

std::vector<RouteStop> dragonflyStops(const model::DragonflyShape &shape, int endpoints, int src, int dst) {
  const DragonflyWiring w(shape, endpoints);
  src = std::clamp(src, 0, std::max(0, w.endpoints() - 1));
  dst = std::clamp(dst, 0, std::max(0, w.endpoints() - 1));
  if (src == dst) return {endpointStop(src)};
  std::vector<RouteStop> stops{endpointStop(src)};
  auto visit = [&](int router) {
    if (stops.back().kind != RouteStop::Kind::Switch || stops.back().index != router)
      stops.push_back(switchStop(1, router));
  };
  const int from = w.routerOf(src), to = w.routerOf(dst);
  const int i = w.groupOf(src), j = w.groupOf(dst);
  visit(from);
  if (i != j) {
    visit(w.portRouter(i, w.port(i, j, 0)));
    visit(w.portRouter(j, w.port(j, i, 0)));
  }
  visit(to);
  stops.push_back(endpointStop(dst));
  return stops;
}

std::vector<RouteStop> stopsOf(const model::NetworkTier &tier, int endpoints, int src, int dst) {
  const int last = std::max(0, endpoints - 1);
  switch (tier.kind) {
  case TopologyKind::Torus: return torusStops(tier.torus, endpoints, src, dst);
  case TopologyKind::FatTree: return fatTreeStops(tier.fat_tree, endpoints, src, dst);
  case TopologyKind::Dragonfly: return dragonflyStops(tier.dragonfly, endpoints, src, dst);
  case TopologyKind::FullMesh:
  case TopologyKind::Switch: break;
  }
  src = std::clamp(src, 0, last);
  dst = std::clamp(dst, 0, last);
  if (src == dst) return {endpointStop(src)};
  if (tier.kind == TopologyKind::FullMesh) return {endpointStop(src), endpointStop(dst)};
  return {endpointStop(src), switchStop(1, 0), endpointStop(dst)};
}

model::Message assumptionOf(TopologyKind kind) {
  switch (kind) {
  case TopologyKind::Torus: return SNP_MESSAGE("Figure", "dimension-order route, a tie k/2 away the + way");
  case TopologyKind::FullMesh: return SNP_MESSAGE("Figure", "the direct link");
  case TopologyKind::Switch: return SNP_MESSAGE("Figure", "endpoint, switch plane, endpoint");
  case TopologyKind::FatTree:
    return SNP_MESSAGE(
        "Figure",
        "up to the lowest common ancestor and down; the destination picks the uplink (d mod uplinks)");
  case TopologyKind::Dragonfly:
    return SNP_MESSAGE("Figure", "minimal: local, global, local (Kim et al. 2008)");
  }
  return {};
}

} // namespace

Route route(const model::NetworkTier &tier, int endpoints, int src, int dst) {
  Route r;
  r.stops = stopsOf(tier, endpoints, src, dst);
  const double hops = double(r.stops.size()) - 1;
  const model::Message why = assumptionOf(tier.kind);
  r.hops = Figure(hops, "hops", SNP_MESSAGE("Figure", "links crossed from source to destination"),
                  {{"stops", hops + 1, ""}}, why);
  r.latency_s = Figure(hops * tier.hop_latency_s, "s", SNP_MESSAGE("Figure", "hops x hop latency"),
                       {{"hops", hops, "hops"}, {"hop_latency", tier.hop_latency_s, "s"}}, why);
  return r;
}

} // namespace snp::sim

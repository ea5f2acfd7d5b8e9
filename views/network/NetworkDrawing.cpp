#include "views/network/NetworkDrawing.h"

#include "sim/network/DomainLayout.h"
#include "sim/network/Injection.h"
#include "sim/network/Topology.h"
#include "views/network/NetworkDrawingParts.h"

#include <fmt/format.h>

#include <algorithm>

namespace snp::views {

using namespace drawing;

namespace {

// The share of a link's bandwidth a tier achieves, as the collective models derate it
// (sim/network/Collectives.cpp): applied to both the cables' capacity and the endpoints' injection, so an
// offered load of 1 fills a non-blocking fabric's endpoint links and no more.
double efficiencyOf(const model::NetworkTier &tier) {
  return tier.efficiency > 0 ? std::min(1.0, tier.efficiency) : 1.0;
}

// The tier the drawing shows, with the bandwidths its load is measured against (sim/network/Injection.h:
// what the simulator's network figures and collectives use).
DrawnTier drawnTier(const model::Config &config, const NetworkDrawingOptions &options, bool scaleOut) {
  const sim::DomainLayout layout = sim::domainLayout(config);
  DrawnTier t;
  t.max_links = options.max_links;
  t.torus_routing = options.torus_routing;
  t.dragonfly_routing = options.dragonfly_routing;
  if (scaleOut) {
    t.tier = &config.network.scale_out;
    t.endpoints = layout.domains;
    t.endpoint_kind = Kind::Domain;
    t.index = 1;
    // A domain injects what its accelerators do through their NICs or its ports.
    t.injection_Bps = layout.domain * sim::scaleOutInjection(config) * efficiencyOf(*t.tier);
    t.capacity_Bps = t.tier->link_bandwidth_Bps * efficiencyOf(*t.tier);
  } else {
    t.tier = &config.network.scale_up;
    t.endpoints = layout.domain;
    t.node_switch_chips = config.nodeSwitchChips(layout.domain);
    t.endpoint_kind = Kind::Accelerator;
    t.index = 0;
    t.injection_Bps = sim::scaleUpInjection(config) * efficiencyOf(*t.tier);
    t.capacity_Bps = sim::scaleUpLinkBandwidth(config) * efficiencyOf(*t.tier);
  }
  const int n = std::max(1, t.endpoints);
  int shift = options.shift;
  if (shift <= 0) {
    const model::DragonflyShape &d = t.tier->dragonfly;
    shift = t.tier->kind == model::TopologyKind::Dragonfly ? std::max(1, d.a) * std::max(1, d.p) : 1;
  }
  t.traffic.pattern = options.pattern;
  t.traffic.bytes_per_node = std::max(0.0, options.offered_load) * t.injection_Bps;
  t.traffic.seed = options.seed;
  t.traffic.hot_node = std::clamp(options.hot_node, 0, n - 1);
  t.traffic.shift = shift;
  return t;
}

Fabric draw(const DrawnTier &t, NetworkDrawing &out) {
  switch (t.tier->kind) {
  case model::TopologyKind::Torus: return drawTorus(t, out);
  case model::TopologyKind::FullMesh: return drawFullMesh(t, out);
  case model::TopologyKind::Switch: return drawSwitchPlanes(t, out);
  case model::TopologyKind::Dragonfly: return drawDragonfly(t, out);
  case model::TopologyKind::FatTree: return drawFatTree(t, out);
  }
  return drawSwitchPlanes(t, out);
}

// A tier in a few words, for what each domain holds: "8x8x10 torus", "4 switch chips".
std::string briefly(const model::NetworkTier &tier, const sim::TopologyCounts &counts) {
  switch (tier.kind) {
  case model::TopologyKind::Torus: {
    if (tier.torus.dims.empty()) return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "ring"));
    return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} torus"),
                   fmt::format("{}", fmt::join(tier.torus.dims, "x")));
  }
  case model::TopologyKind::FullMesh: return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "full mesh"));
  case model::TopologyKind::Switch: return switchesInWords(counts.switches, tier.ports_per_endpoint);
  case model::TopologyKind::Dragonfly: return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "Dragonfly"));
  case model::TopologyKind::FatTree:
    return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}-level fat tree"),
                   std::max(1, tier.fat_tree.tiers));
  }
  return {};
}

// "1 domain", "16 domains": `one` and `many` are phrases with the count's placeholder.
std::string counted(long long count, const char *one, const char *many) {
  return caption(count == 1 ? one : many, grouped(count));
}

std::string accelerators(long long count) {
  return counted(count, QT_TRANSLATE_NOOP("NetworkDrawing", "{} accelerator"),
                 QT_TRANSLATE_NOOP("NetworkDrawing", "{} accelerators"));
}

} // namespace

NetworkDrawing networkDrawing(const model::Config &config, const NetworkDrawingOptions &options) {
  if (!config.sizedWithinBounds()) {
    NetworkDrawing empty;
    empty.description = caption(
        QT_TRANSLATE_NOOP("NetworkDrawing", "Not drawn: more than {} accelerators, nodes or cabinets"),
        grouped(model::kMaxCount));
    return empty;
  }
  const sim::DomainLayout layout = sim::domainLayout(config);
  const bool scaleOut = options.tiers != DrawnTiers::ScaleUp && layout.domains > 1;
  NetworkDrawing out;
  out.drawn = scaleOut ? options.tiers : DrawnTiers::ScaleUp;
  out.accelerators_per_domain = layout.domain;
  const DrawnTier t = drawnTier(config, options, scaleOut);
  out.injection_Bps = t.injection_Bps;
  const Fabric fabric = draw(t, out);

  for (const NetworkDrawing::Link &link : out.links)
    out.max_load_Bps = std::max(out.max_load_Bps, link.load_Bps);

  if (scaleOut) {
    out.description =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing", "Scale-out: {} joining {} of {} ({})"), fabric.name,
                counted(layout.domains, QT_TRANSLATE_NOOP("NetworkDrawing", "{} domain"),
                        QT_TRANSLATE_NOOP("NetworkDrawing", "{} domains")),
                accelerators(layout.domain), briefly(config.network.scale_up, sim::scaleUpCounts(config)));
  } else if (layout.domains > 1) {
    out.description = caption(QT_TRANSLATE_NOOP("NetworkDrawing", "Scale-up: one of {} domains, {} of {}"),
                              grouped(layout.domains), fabric.name, accelerators(layout.domain));
  } else {
    out.description = caption(QT_TRANSLATE_NOOP("NetworkDrawing", "Scale-up: {} of {}, the whole machine"),
                              fabric.name, accelerators(layout.domain));
  }
  out.description = joinedClauses(out.description, fabric.note);
  return out;
}

long long NetworkDrawing::acceleratorCount() const {
  long long total = 0;
  for (const Node &node : nodes)
    total += node.kind == NodeKind::Accelerator ? node.count : 0;
  return total;
}

long long NetworkDrawing::domainCount() const {
  long long total = 0;
  for (const Node &node : nodes)
    total += node.kind == NodeKind::Domain ? node.count : 0;
  return total;
}

long long NetworkDrawing::switchCount() const {
  long long total = 0;
  for (const Node &node : nodes)
    total += node.kind == NodeKind::Switch || node.kind == NodeKind::Router ? node.count : 0;
  return total;
}

long long NetworkDrawing::cableCount() const {
  long long whole = 0, stubs = 0;
  for (const Link &link : links)
    (link.b >= nodes.size() ? stubs : whole) += link.count;
  return whole + stubs / 2; // a wraparound cable is two stubs
}

} // namespace snp::views

// A Dragonfly (Kim et al., ISCA 2008): groups on a ring, each group's routers on a small circle
// joined by local links, terminals hanging beneath their router, global links as chords between
// the routers that hold them (sim::DragonflyWiring).

#include "views/network/NetworkDrawingParts.h"

#include "sim/network/DragonflyWiring.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace snp::views::drawing {

namespace {

// Terminals beyond this are drawn one node per router (its count the terminals on it).
constexpr int kMaxTerminalsDrawn = 4096;
// Terminals hang this far below the routers.
constexpr double kTerminalDrop = 2;
// Beyond this many routers in a group, terminals or global ports on a router, or groups, a
// Dragonfly is named, not drawn: its loads take O(a²) and O(groups²) memory. Built ones have tens
// (Slingshot: 32 switches a group, 16 ports each for terminals and for global links; HPE Cray EX)
// and hundreds of groups.
constexpr int kMaxDrawnAlongOneSide = 4096;

// What each part of a drawn Dragonfly reads: the tier, its wiring and loads, and where its routers
// start among the drawing's nodes.
struct DrawnDragonfly {
  const DrawnTier &tier;
  const sim::DragonflyWiring &wiring;
  const sim::DragonflyLinkLoads &loads;
  std::uint32_t first_router;

  std::uint32_t router(int r) const { return first_router + std::uint32_t(r); }
};

// Routers round each group's circle, groups round the ring, spaced so that a terminal square fits
// under each router and neighbouring circles keep two spacings apart. Returns where each router is.
std::vector<std::array<double, 3>> placeRouters(const sim::DragonflyWiring &w, int columns,
                                                NetworkDrawing &out) {
  const int a = w.routersPerGroup(), g = w.groups();
  const double routerPitch = std::max(1.5, columns + 0.5);
  const double groupRadius = a > 1 ? std::max(routerPitch / 2, a * routerPitch / (2 * std::numbers::pi)) : 0;
  const double groupPitch = 2 * groupRadius + routerPitch + 2;
  const double ringRadius = g > 1 ? groupPitch / (2 * std::sin(std::numbers::pi / g)) : 0;
  std::vector<std::array<double, 3>> routerAt(std::size_t(w.routers()));
  for (int i = 0; i < g; ++i) {
    const double theta = 2 * std::numbers::pi * i / g;
    const double cx = ringRadius * std::cos(theta), cy = ringRadius * std::sin(theta);
    for (int y = 0; y < a; ++y) {
      // The first router faces the ring's centre, the others follow round the group.
      const double phi = theta + std::numbers::pi + 2 * std::numbers::pi * y / a;
      const std::array<double, 3> at{cx + groupRadius * std::cos(phi), cy + groupRadius * std::sin(phi), 0};
      routerAt[std::size_t(i * a + y)] = at;
      addNode(out, at, Kind::Router, i * a + y, 1, std::uint8_t(i % 2));
    }
  }
  return routerAt;
}

// Terminals and their cables, each in a square under its router, or one node per router when
// gathered; a cable's load is the busier direction of its terminal's link over its ports.
void cableTerminals(const DrawnDragonfly &d, const std::vector<std::array<double, 3>> &routerAt, int columns,
                    bool gathered, NetworkDrawing &out) {
  const sim::DragonflyWiring &w = d.wiring;
  const int a = w.routersPerGroup(), p = w.terminalsPerRouter();
  const int ports = std::max(1, d.tier.tier->ports_per_endpoint); // parallel cables per terminal
  Bundles terminal(out, LinkClass::Endpoint, d.tier.index, d.tier.capacity_Bps);
  const auto terminalLoad = [&](int e) {
    return std::max(d.loads.terminal_up_B[std::size_t(e)], d.loads.terminal_down_B[std::size_t(e)]) / ports;
  };
  for (int r = 0; r < w.routers(); ++r) {
    const int on = w.terminalsOn(r);
    if (on == 0) continue;
    const std::array<double, 3> &at = routerAt[std::size_t(r)];
    const std::uint8_t parity = std::uint8_t(r / a % 2);
    if (gathered) {
      const std::uint32_t node =
          addNode(out, {at[0], at[1], -kTerminalDrop}, d.tier.endpoint_kind, r * p, on, parity);
      for (int e = r * p; e < r * p + on; ++e)
        terminal.add(d.router(r), node, ports, terminalLoad(e));
      continue;
    }
    const int rows = (on + columns - 1) / columns;
    for (int j = 0; j < on; ++j) {
      const double dx = j % columns - (columns - 1) / 2.0, dy = j / columns - (rows - 1) / 2.0;
      const std::uint32_t node =
          addNode(out, {at[0] + dx, at[1] + dy, -kTerminalDrop}, d.tier.endpoint_kind, r * p + j, 1, parity);
      terminal.add(d.router(r), node, ports, terminalLoad(r * p + j));
    }
  }
}

// Local links: every router pair of a group, the busier direction.
void cableLocals(const DrawnDragonfly &d, NetworkDrawing &out) {
  const int a = d.wiring.routersPerGroup();
  Bundles local(out, LinkClass::Local, d.tier.index, d.tier.capacity_Bps);
  const auto localLoad = [&](int group, int y1, int y2) {
    return d.loads.local_load_B[std::size_t(group * a + y1) * a + std::size_t(y2)];
  };
  for (int i = 0; i < d.wiring.groups(); ++i)
    for (int y1 = 0; y1 < a; ++y1)
      for (int y2 = y1 + 1; y2 < a; ++y2)
        local.add(d.router(i * a + y1), d.router(i * a + y2), 1,
                  std::max(localLoad(i, y1, y2), localLoad(i, y2, y1)));
}

// Global links, each cable once (from the end with the lower group), between the routers that
// hold its two ports; gathered, between the routers of each pair's first link.
void cableGlobals(const DrawnDragonfly &d, bool gathered, NetworkDrawing &out) {
  const sim::DragonflyWiring &w = d.wiring;
  Bundles global(out, LinkClass::Global, d.tier.index, d.tier.capacity_Bps);
  for (int i = 0; i < w.groups(); ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q) {
      const int j = w.peerGroup(i, q);
      if (j <= i) continue; // idle, or drawn from group j
      const int back = w.peerPort(i, q);
      const double load = std::max(d.loads.global_load_B[std::size_t(w.globalLink(i, q))],
                                   d.loads.global_load_B[std::size_t(w.globalLink(j, back))]);
      const int from = gathered ? w.portRouter(i, w.port(i, j, 0)) : w.portRouter(i, q);
      const int to = gathered ? w.portRouter(j, w.port(j, i, 0)) : w.portRouter(j, back);
      global.add(d.router(from), d.router(to), 1, load);
    }
}

// The caption, and a note saying what was gathered to keep the drawing within its line budget.
Fabric dragonflyCaption(const sim::DragonflyWiring &w, bool terminalsGathered, bool globalsGathered) {
  Fabric fabric{caption(w.groups() == 1
                            ? QT_TRANSLATE_NOOP("NetworkDrawing",
                                                "Dragonfly of {} group of {} routers ({} terminals, {} "
                                                "global links each)")
                            : QT_TRANSLATE_NOOP("NetworkDrawing",
                                                "Dragonfly of {} groups of {} routers ({} terminals, {} "
                                                "global links each)"),
                        w.groups(), w.routersPerGroup(), w.terminalsPerRouter(), w.globalPortsPerRouter()),
                {}};
  if (terminalsGathered && globalsGathered)
    fabric.note = caption(QT_TRANSLATE_NOOP(
        "NetworkDrawing", "aggregated: terminals drawn one node per router, global links bundled "
                          "per group pair (line load = busiest cable)"));
  else if (terminalsGathered)
    fabric.note =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing", "aggregated: terminals drawn one node per router"));
  else if (globalsGathered)
    fabric.note = caption(QT_TRANSLATE_NOOP(
        "NetworkDrawing", "aggregated: global links bundled per group pair (line load = busiest cable)"));
  return fabric;
}

} // namespace

Fabric drawDragonfly(const DrawnTier &t, NetworkDrawing &out) {
  const model::DragonflyShape &shape = t.tier->dragonfly;
  const auto notDrawn = [&](int groups, const std::string &why) -> Fabric {
    return {caption(QT_TRANSLATE_NOOP("NetworkDrawing", "Dragonfly of {} groups of {} routers"),
                    grouped(groups), grouped(shape.a)),
            caption(QT_TRANSLATE_NOOP("NetworkDrawing", "not drawn: {}"), why)};
  };
  const std::string beyondSides = caption(
      QT_TRANSLATE_NOOP("NetworkDrawing", "more than {} routers in a group, ports on a router or groups"),
      grouped(kMaxDrawnAlongOneSide));
  if (std::max({shape.a, shape.p, shape.h}) > kMaxDrawnAlongOneSide)
    return notDrawn(shape.groups, beyondSides);
  const sim::DragonflyWiring w(shape, t.endpoints);
  if (w.groups() > kMaxDrawnAlongOneSide) return notDrawn(w.groups(), beyondSides);
  // Local links are drawn one by one: every pair of routers in every group.
  const std::size_t locals = std::size_t(w.groups()) * w.routersPerGroup() * (w.routersPerGroup() - 1) / 2;
  if (locals > t.max_links)
    return notDrawn(w.groups(),
                    caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} local links, more than {} lines"),
                            grouped(static_cast<long long>(locals)),
                            grouped(static_cast<long long>(t.max_links))));
  const sim::DragonflyLinkLoads loads =
      sim::dragonflyLinkLoads(shape, t.endpoints, t.traffic, t.dragonfly_routing, t.loadOptions());

  std::size_t globals = 0;
  for (int i = 0; i < w.groups(); ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q)
      globals += w.peerGroup(i, q) >= 0;
  globals /= 2;
  const std::size_t n = std::size_t(w.endpoints());
  const bool terminalsGathered = n > kMaxTerminalsDrawn || n + locals + globals > t.max_links;
  // Parallel global links of a group pair become one line when even that is too many.
  const bool globalsGathered = std::size_t(w.routers()) + locals + globals > t.max_links;
  const int columns = terminalsGathered ? 1 : int(std::ceil(std::sqrt(double(w.terminalsPerRouter()))));

  const DrawnDragonfly drawn{t, w, loads, std::uint32_t(out.nodes.size())};
  const std::vector<std::array<double, 3>> routerAt = placeRouters(w, columns, out);
  cableTerminals(drawn, routerAt, columns, terminalsGathered, out);
  cableLocals(drawn, out);
  cableGlobals(drawn, globalsGathered, out);
  out.aggregated = out.aggregated || terminalsGathered || globalsGathered;
  return dragonflyCaption(w, terminalsGathered, globalsGathered);
}

} // namespace snp::views::drawing

// A Dragonfly (Kim et al., ISCA 2008): groups on a ring, each group's routers on a small circle
// joined by local links, terminals hanging beneath their router, global links as chords between
// the routers that hold them (sim::DragonflyWiring).

#include "views/network/NetworkDrawingParts.h"

#include "sim/network/DragonflyWiring.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numbers>

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
  const double localLinks = double(w.groups()) * w.routersPerGroup() * (w.routersPerGroup() - 1) / 2;
  if (localLinks > double(t.max_links))
    return notDrawn(w.groups(),
                    caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} local links, more than {} lines"),
                            fmt::format("{:.3g}", localLinks), grouped(static_cast<long long>(t.max_links))));
  const sim::DragonflyLinkLoads loads =
      sim::dragonflyLinkLoads(shape, t.endpoints, t.traffic, t.dragonfly_routing, t.loadOptions());
  const int a = w.routersPerGroup(), p = w.terminalsPerRouter(), h = w.globalPortsPerRouter();
  const int g = w.groups(), n = w.endpoints();
  const int ports = std::max(1, t.tier->ports_per_endpoint); // parallel cables per terminal

  std::size_t globals = 0;
  for (int i = 0; i < g; ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q)
      globals += w.peerGroup(i, q) >= 0;
  globals /= 2;
  const std::size_t locals = std::size_t(g) * a * (a - 1) / 2;
  const bool terminalsGathered = n > kMaxTerminalsDrawn || n + locals + globals > t.max_links;
  // Parallel global links of a group pair become one line when even that is too many.
  const bool globalsGathered = w.routers() + locals + globals > t.max_links;

  // Geometry: a terminal square under each router, routers spaced to fit them around the group's
  // circle, groups spaced around the ring so neighbouring circles keep two spacings apart.
  const int columns = terminalsGathered ? 1 : int(std::ceil(std::sqrt(double(p))));
  const double routerPitch = std::max(1.5, columns + 0.5);
  const double groupRadius = a > 1 ? std::max(routerPitch / 2, a * routerPitch / (2 * std::numbers::pi)) : 0;
  const double groupPitch = 2 * groupRadius + routerPitch + 2;
  const double ringRadius = g > 1 ? groupPitch / (2 * std::sin(std::numbers::pi / g)) : 0;

  const std::uint32_t firstRouter = std::uint32_t(out.nodes.size());
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

  // Terminals and their cables: per cable, the busier direction of the terminal's link / ports.
  Bundles terminal(out, LinkClass::Endpoint, t.index, t.capacity_Bps);
  const auto terminalLoad = [&](int e) {
    return std::max(loads.terminal_up_B[std::size_t(e)], loads.terminal_down_B[std::size_t(e)]) / ports;
  };
  for (int r = 0; r < w.routers(); ++r) {
    const int on = w.terminalsOn(r);
    if (on == 0) continue;
    const std::array<double, 3> &at = routerAt[std::size_t(r)];
    const std::uint8_t parity = std::uint8_t(r / a % 2);
    if (terminalsGathered) {
      const std::uint32_t node =
          addNode(out, {at[0], at[1], -kTerminalDrop}, t.endpoint_kind, r * p, on, parity);
      for (int e = r * p; e < r * p + on; ++e)
        terminal.add(firstRouter + std::uint32_t(r), node, ports, terminalLoad(e));
      continue;
    }
    const int rows = (on + columns - 1) / columns;
    for (int j = 0; j < on; ++j) {
      const double dx = j % columns - (columns - 1) / 2.0, dy = j / columns - (rows - 1) / 2.0;
      const std::uint32_t node =
          addNode(out, {at[0] + dx, at[1] + dy, -kTerminalDrop}, t.endpoint_kind, r * p + j, 1, parity);
      terminal.add(firstRouter + std::uint32_t(r), node, ports, terminalLoad(r * p + j));
    }
  }

  // Local links: every router pair of a group, the busier direction.
  Bundles local(out, LinkClass::Local, t.index, t.capacity_Bps);
  const auto localLoad = [&](int group, int y1, int y2) {
    return loads.local_load_B[std::size_t(group * a + y1) * a + std::size_t(y2)];
  };
  for (int i = 0; i < g; ++i)
    for (int y1 = 0; y1 < a; ++y1)
      for (int y2 = y1 + 1; y2 < a; ++y2)
        local.add(firstRouter + std::uint32_t(i * a + y1), firstRouter + std::uint32_t(i * a + y2), 1,
                  std::max(localLoad(i, y1, y2), localLoad(i, y2, y1)));

  // Global links, each cable once (from the end with the lower group), between the routers that
  // hold its two ports; gathered, between the routers of each pair's first link.
  Bundles global(out, LinkClass::Global, t.index, t.capacity_Bps);
  for (int i = 0; i < g; ++i)
    for (int q = 0; q < w.portsPerGroup(); ++q) {
      const int j = w.peerGroup(i, q);
      if (j <= i) continue; // idle, or drawn from group j
      const int back = w.peerPort(i, q);
      const double load = std::max(loads.global_load_B[std::size_t(w.globalLink(i, q))],
                                   loads.global_load_B[std::size_t(w.globalLink(j, back))]);
      const int from = globalsGathered ? w.portRouter(i, w.port(i, j, 0)) : w.portRouter(i, q);
      const int to = globalsGathered ? w.portRouter(j, w.port(j, i, 0)) : w.portRouter(j, back);
      global.add(firstRouter + std::uint32_t(from), firstRouter + std::uint32_t(to), 1, load);
    }

  out.aggregated = out.aggregated || terminalsGathered || globalsGathered;
  Fabric fabric{
      caption(g == 1 ? QT_TRANSLATE_NOOP("NetworkDrawing",
                                         "Dragonfly of {} group of {} routers ({} terminals, {} global "
                                         "links each)")
                     : QT_TRANSLATE_NOOP("NetworkDrawing",
                                         "Dragonfly of {} groups of {} routers ({} terminals, {} global "
                                         "links each)"),
              g, a, p, h),
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

} // namespace snp::views::drawing

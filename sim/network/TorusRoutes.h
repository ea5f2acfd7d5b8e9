#pragma once

// Minimal routes on a torus or mesh, as the link-load model routes flows (sim/network/LinkLoad.h): the
// shapes a route can take, walking one, and asking whether one crosses a given link.

#include "sim/network/LinkLoad.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace snp::sim {

// One minimal route shape: the order dimensions are travelled in, and which way a tie goes.
struct RouteChoice {
  std::array<std::uint8_t, TorusLinkGraph::kMaxDims> order{};
  bool ties_positive = true;
};

// Dimension order first (index 0), then every other order (all of them up to 4 dimensions,
// the rotations beyond), each with ties either way.
std::vector<RouteChoice> routeChoices(int dimensions);

struct TorusFlow {
  int src = 0;
  int dst = 0;
  double bytes = 0;
  int choice = 0; // index into the route choices
};

// Hops from coordinate `from` to `to` along `dim`, signed by direction: the short way round a ring
// (a tie goes the way `choice` says), straight along a line.
int signedHops(const TorusLinkGraph &g, int dim, int from, int to, const RouteChoice &choice);

// Calls visit(link) for each link of the minimal route of `flow` by `choice`.
template <class Visit>
void forEachLink(const TorusLinkGraph &g, const TorusFlow &flow, const RouteChoice &choice, Visit &&visit) {
  int node = flow.src;
  for (int step = 0; step < g.dimensions(); ++step) {
    const int dim = choice.order[step];
    const int offset = signedHops(g, dim, g.coordinate(node, dim), g.coordinate(flow.dst, dim), choice);
    const bool positive = offset > 0;
    for (int hop = 0; hop < std::abs(offset); ++hop) {
      visit(g.linkIndex(node, dim, positive));
      node = g.neighbour(node, dim, positive);
    }
  }
}

// Whether that route crosses `link`, without walking it: the dimensions travelled before the
// link's are at the destination's coordinates, those after at the source's, and along its own
// the link lies within the hops taken. O(dimensions), where the walk is O(hops): 75 on average
// on a 100x100x100 torus.
bool routeUses(const TorusLinkGraph &g, const TorusFlow &flow, const RouteChoice &choice, int link);

} // namespace snp::sim

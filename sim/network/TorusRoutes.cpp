#include "sim/network/TorusRoutes.h"

#include <algorithm>
#include <numeric>

namespace snp::sim {

std::vector<RouteChoice> routeChoices(int dimensions) {
  std::array<std::uint8_t, TorusLinkGraph::kMaxDims> order{};
  std::iota(order.begin(), order.begin() + dimensions, std::uint8_t{0});
  std::vector<std::array<std::uint8_t, TorusLinkGraph::kMaxDims>> orders;
  if (dimensions <= 4) {
    do
      orders.push_back(order);
    while (std::next_permutation(order.begin(), order.begin() + dimensions));
  } else {
    for (int r = 0; r < dimensions; ++r) {
      orders.push_back(order);
      std::rotate(order.begin(), order.begin() + 1, order.begin() + dimensions);
    }
  }
  std::vector<RouteChoice> choices;
  for (bool ties : {true, false})
    for (const auto &o : orders)
      choices.push_back({o, ties});
  return choices;
}

namespace {

// A ring, and a dimension of two nodes (one cable, only its + links exist), count modulo k.
bool modular(const TorusLinkGraph &g, int dim) { return g.wraps(dim) || g.size(dim) == 2; }

} // namespace

int signedHops(const TorusLinkGraph &g, int dim, int from, int to, const RouteChoice &choice) {
  int offset = to - from;
  if (!modular(g, dim)) return offset;
  const int k = g.size(dim);
  offset = ((offset % k) + k) % k;
  if (2 * offset > k || (2 * offset == k && !choice.ties_positive && k > 2)) offset -= k;
  return offset;
}

bool routeUses(const TorusLinkGraph &g, const TorusFlow &flow, const RouteChoice &choice, int link) {
  const int node = g.linkNode(link), dim = g.linkDimension(link);
  bool travelled = true;
  for (int step = 0; step < g.dimensions(); ++step) {
    const int other = choice.order[step];
    if (other == dim) {
      travelled = false;
      continue;
    }
    if (g.coordinate(node, other) != g.coordinate(travelled ? flow.dst : flow.src, other)) return false;
  }
  const int from = g.coordinate(flow.src, dim);
  const int offset = signedHops(g, dim, from, g.coordinate(flow.dst, dim), choice);
  if (offset == 0 || (offset > 0) != g.linkPositive(link)) return false;
  int distance = offset > 0 ? g.coordinate(node, dim) - from : from - g.coordinate(node, dim);
  if (modular(g, dim)) distance = ((distance % g.size(dim)) + g.size(dim)) % g.size(dim);
  return distance >= 0 && distance < std::abs(offset);
}

} // namespace snp::sim

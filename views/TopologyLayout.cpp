#include "views/TopologyLayout.h"

#include "sim/LinkLoadedTier.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace snp::views {

namespace {

// Length of a wraparound stub, in node spacings.
constexpr double kStubLength = 0.4;

double maxOf(const std::vector<double> &loads) {
  return loads.empty() ? 0 : *std::max_element(loads.begin(), loads.end());
}

void torusLayout(const model::TorusShape &shape, const sim::Traffic &traffic, sim::Routing routing,
                 TopologyLayout &out) {
  const sim::TorusLinkGraph graph(shape);
  const std::vector<double> load = sim::torusLinkLoads(graph, traffic, {.routing = routing}).load_B;
  out.max_load_B = maxOf(load);

  // Dimensions past the third repeat the 3D block along x, one empty column between blocks.
  const int dims = graph.dimensions();
  const int blockPitch = dims > 0 ? graph.size(0) + 1 : 1;
  out.nodes = std::size_t(graph.nodes());
  out.points.resize(out.nodes);
  for (int node = 0; node < graph.nodes(); ++node) {
    int block = 0;
    for (int dim = dims - 1; dim >= 3; --dim)
      block = block * graph.size(dim) + graph.coordinate(node, dim);
    const auto at = [&](int dim) { return dim < dims ? double(graph.coordinate(node, dim)) : 0.0; };
    out.points[std::size_t(node)] = {at(0) + block * blockPitch, at(1), at(2)};
  }

  out.cables.reserve(out.nodes * std::size_t(dims));
  for (int node = 0; node < graph.nodes(); ++node)
    for (int dim = 0; dim < dims; ++dim) {
      const int k = graph.size(dim);
      const int plus = graph.linkIndex(node, dim, true);
      if (!graph.exists(plus)) continue;
      const int next = graph.neighbour(node, dim, true);
      // The reverse direction of this cable: the neighbour's - link, or on a 2-ring its + link.
      const int back = graph.linkIndex(next, dim, k == 2);
      const double cableLoad = std::max(load[plus], load[back]);
      if (graph.coordinate(node, dim) < k - 1) {
        out.cables.push_back({cableLoad, std::size_t(node), std::size_t(next)});
        continue;
      }
      // A wraparound cable drawn whole would cross the torus and hide it: a short stub leaves
      // each end outwards instead, in the cable's colour.
      std::array<double, 3> from = out.points[std::size_t(node)], to = out.points[std::size_t(next)];
      const int axis = dim < 3 ? dim : 0;
      from[axis] += kStubLength;
      to[axis] -= kStubLength;
      out.points.push_back(from);
      out.cables.push_back({cableLoad, std::size_t(node), out.points.size() - 1});
      out.points.push_back(to);
      out.cables.push_back({cableLoad, std::size_t(next), out.points.size() - 1});
    }
}

void fullMeshLayout(int nodes, const sim::Traffic &traffic, TopologyLayout &out) {
  const std::vector<double> load = sim::fullMeshLinkLoads(nodes, traffic, {}).load_B;
  out.max_load_B = maxOf(load);
  // A circle with unit spacing between neighbours.
  const double radius = nodes / (2 * std::numbers::pi);
  out.nodes = std::size_t(nodes);
  out.points.resize(out.nodes);
  for (int i = 0; i < nodes; ++i) {
    const double angle = 2 * std::numbers::pi * i / nodes;
    out.points[std::size_t(i)] = {radius * std::cos(angle), radius * std::sin(angle), 0};
  }
  out.cables.reserve(std::size_t(nodes) * std::size_t(nodes - 1) / 2);
  const auto at = [&](int src, int dst) {
    return load[std::size_t(src) * std::size_t(nodes) + std::size_t(dst)];
  };
  for (int a = 0; a < nodes; ++a)
    for (int b = a + 1; b < nodes; ++b)
      out.cables.push_back({std::max(at(a, b), at(b, a)), std::size_t(a), std::size_t(b)});
}

} // namespace

TopologyLayout topologyLayout(const model::Config &config, const sim::Traffic &traffic,
                              sim::Routing routing) {
  TopologyLayout layout;
  const auto loaded = sim::linkLoadedTier(config);
  if (!loaded) return layout;
  if (loaded->tier->kind == model::TopologyKind::FullMesh)
    fullMeshLayout(loaded->endpoints, traffic, layout);
  else
    torusLayout(loaded->tier->torus, traffic, routing, layout);
  return layout;
}

} // namespace snp::views

// Direct networks: a torus or mesh on its grid, a full mesh on a circle. Every cable is drawn,
// however many: there is no switch to gather them on.

#include "views/network/NetworkDrawingParts.h"

#include "sim/network/Topology.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace snp::views::drawing {

namespace {

// Length of a wraparound stub, in node spacings: long enough to read as leaving the block.
constexpr double kStubLength = 0.4;

// A full mesh is drawn cable by cable up to this many endpoints (8,128 cables, S1's cabinet);
// beyond, its endpoints are gathered into this many groups.
constexpr int kMaxMeshEndpointsDrawn = 128;

NetworkDrawing::Link cable(std::uint32_t a, std::uint32_t b, LinkClass link_class, const DrawnTier &t,
                           long long count, double load_Bps) {
  NetworkDrawing::Link link;
  link.a = a;
  link.b = b;
  link.link_class = link_class;
  link.tier = t.index;
  link.count = count;
  link.load_Bps = link.mean_load_Bps = load_Bps;
  link.capacity_Bps = t.capacity_Bps;
  return link;
}

// "8x8x10 torus", "4x4 mesh", "8x8 torus/mesh" when only some dimensions wrap.
std::string torusName(const sim::TorusLinkGraph &graph) {
  std::string dims;
  bool wraps = false, open = false;
  for (int dim = 0; dim < graph.dimensions(); ++dim) {
    dims += fmt::format("{}{}", dim == 0 ? "" : "x", graph.size(dim));
    wraps = wraps || graph.wraps(dim);
    open = open || (graph.size(dim) >= 3 && !graph.wraps(dim));
  }
  if (graph.dimensions() == 1)
    return wraps ? caption(QT_TRANSLATE_NOOP("NetworkDrawing", "ring"))
                 : caption(QT_TRANSLATE_NOOP("NetworkDrawing", "line"));
  return caption(wraps && open ? QT_TRANSLATE_NOOP("NetworkDrawing", "{} torus/mesh")
                 : wraps       ? QT_TRANSLATE_NOOP("NetworkDrawing", "{} torus")
                               : QT_TRANSLATE_NOOP("NetworkDrawing", "{} mesh"),
                 dims);
}

std::string cablesPerPair(const std::string &mesh, int parallel) {
  return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}, {} cables per pair"), mesh, parallel);
}

} // namespace

// A torus of more nodes than this is drawn coarser: blocks of s x s x ... nodes as one node each.
constexpr int kMaxTorusNodesDrawn = 32768;

// The side of the blocks a torus is drawn in: 1 up to kMaxTorusNodesDrawn nodes, else the least
// that brings the blocks within it.
int torusBlockSide(const sim::TorusLinkGraph &graph) {
  for (int side = 1;; ++side) {
    double blocks = 1;
    for (int dim = 0; dim < graph.dimensions(); ++dim)
      blocks *= (graph.size(dim) + side - 1) / side;
    if (blocks <= kMaxTorusNodesDrawn) return side;
  }
}

// Nodes at their coordinates (dimensions past the third repeat the 3D block along x, one empty
// column between blocks). A wraparound cable drawn whole would cross the block and hide it: a
// short stub leaves each end outwards instead, in the cable's colour. A large torus is drawn in
// blocks of nodes, the cables between two blocks as one bundle; cables inside a block are not drawn.
Fabric drawTorus(const DrawnTier &t, NetworkDrawing &out) {
  model::TorusShape shape = t.tier->torus;
  if (shape.dims.empty()) shape = {{std::max(1, t.endpoints)}, {true}}; // one ring, as the counts take it
  // A shape validation refuses (a configuration with problems) is named, not drawn: its nodes
  // would not fit the graph's int indices.
  double nodes = 1;
  for (const int k : shape.dims)
    nodes *= std::max(1, k);
  if (nodes > model::kMaxCount || shape.dims.size() > std::size_t(model::kMaxTorusDims))
    return {caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} torus"),
                    fmt::format("{}", fmt::join(shape.dims, "x"))),
            caption(QT_TRANSLATE_NOOP("NetworkDrawing", "not drawn: {} nodes, more than {}"),
                    fmt::format("{:.0f}", nodes), grouped(model::kMaxCount))};
  const sim::TorusLinkGraph graph(shape);
  // Cables per neighbour pair, as sim::topologyCounts has them: each carries its share.
  const int parallel = std::max(1, t.tier->ports_per_endpoint / std::max(1, sim::torusPortsPerNode(shape)));
  const std::vector<double> load = sim::torusLinkLoads(graph, t.traffic, t.loadOptions()).load_B;

  const int side = torusBlockSide(graph);
  model::TorusShape blockShape = shape;
  for (int &k : blockShape.dims)
    k = (k + side - 1) / side;
  const sim::TorusLinkGraph blocks(blockShape);
  const auto blockOf = [&](int node) {
    int block = 0;
    for (int dim = graph.dimensions() - 1; dim >= 0; --dim)
      block = block * blocks.size(dim) + graph.coordinate(node, dim) / side;
    return block;
  };

  const int dims = blocks.dimensions();
  const int blockPitch = dims > 0 ? blocks.size(0) + 1 : 1;
  const std::uint32_t first = std::uint32_t(out.nodes.size());
  std::vector<int> members(std::size_t(blocks.nodes()), 0);
  for (int node = 0; node < graph.nodes(); ++node)
    ++members[std::size_t(blockOf(node))];
  for (int node = 0; node < blocks.nodes(); ++node) {
    int column = 0;
    for (int dim = dims - 1; dim >= 3; --dim)
      column = column * blocks.size(dim) + blocks.coordinate(node, dim);
    const auto at = [&](int dim) { return dim < dims ? double(blocks.coordinate(node, dim)) : 0.0; };
    addNode(out, {at(0) + column * blockPitch, at(1), at(2)}, t.endpoint_kind, node,
            members[std::size_t(node)]);
  }

  // The cables from each block to its + neighbour in each dimension: count, busiest, total.
  struct Crossing {
    long long cables = 0;
    double max_Bps = 0, total_Bps = 0;
  };
  std::vector<Crossing> crossings(std::size_t(blocks.linkCount()));
  for (int node = 0; node < graph.nodes(); ++node)
    for (int dim = 0; dim < graph.dimensions(); ++dim) {
      const int k = graph.size(dim);
      const int plus = graph.linkIndex(node, dim, true);
      const int c = graph.coordinate(node, dim);
      // A pair (k = 2) is one cable, the + links of both ends: counted from the first.
      if (!graph.exists(plus) || (k == 2 && c == 1)) continue;
      const int next = graph.neighbour(node, dim, true);
      const int from = blockOf(node);
      if (from == blockOf(next)) continue;
      const int back = graph.linkIndex(next, dim, k == 2);
      const double perCable = std::max(load[std::size_t(plus)], load[std::size_t(back)]) / parallel;
      Crossing &crossing = crossings[std::size_t(blocks.linkIndex(from, dim, true))];
      crossing.cables += parallel;
      crossing.max_Bps = std::max(crossing.max_Bps, perCable);
      crossing.total_Bps += perCable * parallel;
    }

  out.links.reserve(out.links.size() + std::size_t(blocks.nodes()) * std::size_t(dims));
  for (int node = 0; node < blocks.nodes(); ++node)
    for (int dim = 0; dim < dims; ++dim) {
      const Crossing &crossing = crossings[std::size_t(blocks.linkIndex(node, dim, true))];
      if (crossing.cables == 0) continue;
      const int next = blocks.neighbour(node, dim, true);
      const auto bundle = [&](std::uint32_t a, std::uint32_t b) {
        NetworkDrawing::Link link = cable(a, b, blocks.wraps(dim) ? LinkClass::Torus : LinkClass::Mesh, t,
                                          crossing.cables, crossing.max_Bps);
        link.mean_load_Bps = crossing.total_Bps / double(crossing.cables);
        out.links.push_back(link);
      };
      const std::uint32_t a = first + std::uint32_t(node), b = first + std::uint32_t(next);
      if (blocks.coordinate(node, dim) < blocks.size(dim) - 1) {
        bundle(a, b);
        continue;
      }
      std::array<double, 3> from = out.nodes[a].position, to = out.nodes[b].position;
      const int axis = dim < 3 ? dim : 0;
      from[axis] += kStubLength;
      to[axis] -= kStubLength;
      // Stub ends are numbered after the nodes, all added by now.
      const std::uint32_t stub = std::uint32_t(out.nodes.size() + out.stub_ends.size());
      out.stub_ends.push_back(from);
      out.stub_ends.push_back(to);
      bundle(a, stub);
      bundle(b, stub + 1);
    }

  Fabric fabric{torusName(graph), {}};
  if (parallel > 1)
    fabric.name = caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{}, {} cables between neighbours"),
                          fabric.name, parallel);
  if (side > 1) {
    out.aggregated = true;
    fabric.note =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing",
                                  "aggregated: drawn in blocks of {} nodes a side ({} blocks), cables "
                                  "inside a block not drawn"),
                side, grouped(blocks.nodes()));
  }
  return fabric;
}

// Endpoints on a circle, `count` of them standing for `members` endpoints each.
std::uint32_t addRing(NetworkDrawing &out, const DrawnTier &t, int count, int members) {
  const double radius = count / (2 * std::numbers::pi);
  const std::uint32_t first = std::uint32_t(out.nodes.size());
  for (int i = 0; i < count; ++i) {
    const double angle = 2 * std::numbers::pi * i / count;
    const int drawn = std::min(members, t.endpoints - i * members);
    addNode(out, {radius * std::cos(angle), radius * std::sin(angle), 0}, t.endpoint_kind, i * members,
            drawn);
  }
  return first;
}

// A mesh of more than kMaxMeshEndpointsDrawn endpoints: gathered into that many groups, each pair
// of groups one bundle (its busiest cable and its mean). Cables inside a group are not drawn.
Fabric drawGatheredFullMesh(const DrawnTier &t, int parallel, NetworkDrawing &out) {
  const int n = t.endpoints;
  const int size = (n + kMaxMeshEndpointsDrawn - 1) / kMaxMeshEndpointsDrawn;
  const int groups = (n + size - 1) / size;
  const std::vector<sim::GroupLinkLoad> load = sim::fullMeshGroupLoads(n, size, t.traffic);
  const std::uint32_t first = addRing(out, t, groups, size);
  const auto members = [&](int g) { return (long long)out.nodes[first + std::uint32_t(g)].count; };
  for (int a = 0; a < groups; ++a)
    for (int b = a + 1; b < groups; ++b) {
      const sim::GroupLinkLoad &ab = load[std::size_t(a) * groups + b],
                               &ba = load[std::size_t(b) * groups + a];
      const long long pairs = members(a) * members(b);
      NetworkDrawing::Link link = cable(first + std::uint32_t(a), first + std::uint32_t(b), LinkClass::Direct,
                                        t, pairs * parallel, std::max(ab.max_B, ba.max_B) / parallel);
      link.mean_load_Bps = std::max(ab.total_B, ba.total_B) / double(pairs * parallel);
      out.links.push_back(link);
    }
  out.aggregated = true;
  Fabric fabric{
      caption(QT_TRANSLATE_NOOP("NetworkDrawing", "full mesh")),
      caption(QT_TRANSLATE_NOOP("NetworkDrawing", "aggregated: {} endpoints drawn as {} groups of up to {}, "
                                                  "cables inside a group not drawn"),
              grouped(n), grouped(groups), grouped(size))};
  if (parallel > 1) fabric.name = cablesPerPair(fabric.name, parallel);
  return fabric;
}

Fabric drawFullMesh(const DrawnTier &t, NetworkDrawing &out) {
  const int n = std::max(1, t.endpoints);
  const int parallel = std::max(1, int(std::floor(t.tier->ports_per_endpoint / std::max(1.0, n - 1.0))));
  if (n > kMaxMeshEndpointsDrawn) return drawGatheredFullMesh(t, parallel, out);
  const std::vector<double> load = sim::fullMeshLinkLoads(n, t.traffic, t.loadOptions()).load_B;
  const std::uint32_t first = addRing(out, t, n, 1);
  out.links.reserve(out.links.size() + std::size_t(n) * std::size_t(n - 1) / 2);
  const auto at = [&](int src, int dst) {
    return load[std::size_t(src) * std::size_t(n) + std::size_t(dst)];
  };
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      out.links.push_back(cable(first + std::uint32_t(a), first + std::uint32_t(b), LinkClass::Direct, t,
                                parallel, std::max(at(a, b), at(b, a)) / parallel));
  Fabric fabric{caption(QT_TRANSLATE_NOOP("NetworkDrawing", "full mesh")), {}};
  if (parallel > 1) fabric.name = cablesPerPair(fabric.name, parallel);
  return fabric;
}

} // namespace snp::views::drawing

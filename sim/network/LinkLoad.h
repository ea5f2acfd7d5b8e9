#pragma once

#include "model/Network.h"
#include "sim/Figure.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace snp::sim {

// The directed links of a torus or mesh, one per node, dimension and direction. Link
// `linkIndex(node, dim, positive)` leaves `node` towards its +1 or -1 neighbour in `dim`; it is
// absent at a mesh edge, in a dimension of size 1, and in the - direction of a size-2
// dimension (its two nodes are joined by one cable, the + links of both ends).
class TorusLinkGraph {
public:
  static constexpr int kMaxDims = model::kMaxTorusDims;

  explicit TorusLinkGraph(const model::TorusShape &shape);

  int dimensions() const { return int(dims_.size()); }
  int size(int dim) const { return dims_[dim]; }
  bool wraps(int dim) const { return wrap_[dim]; }
  int nodes() const { return nodes_; }
  int linkCount() const { return nodes_ * dimensions() * 2; }
  int linkIndex(int node, int dim, bool positive) const {
    return (node * dimensions() + dim) * 2 + (positive ? 0 : 1);
  }
  int linkNode(int link) const { return link / 2 / dimensions(); }
  int linkDimension(int link) const { return link / 2 % dimensions(); }
  bool linkPositive(int link) const { return link % 2 == 0; }
  bool exists(int link) const;
  int existingLinks() const;
  int coordinate(int node, int dim) const { return node / stride_[dim] % dims_[dim]; }
  int neighbour(int node, int dim, bool positive) const;

private:
  std::vector<int> dims_;
  std::vector<bool> wrap_; // wraparound on a dimension of at least 3 nodes
  std::vector<int> stride_;
  int nodes_ = 1;
};

enum class TrafficPattern {
  UniformAllToAll,   // every node sends bytes_per_node spread evenly over all nodes (itself included)
  Neighbour,         // node i sends everything to node i + 1 (mod N)
  RandomPermutation, // node i sends everything to pi(i), pi a seeded random permutation
  HotSpot,           // every other node sends everything to hot_node
  // Node i sends everything to node i + shift (mod N). With shift = the terminals of a dragonfly
  // group, every group sends to the next: the adversarial pattern of Kim et al., ISCA 2008.
  Shift,
};

enum class Routing {
  DimensionOrder, // minimal, dimensions in index order, ties (k/2 away) the + way
  Adaptive,       // minimal, flows moved off the most loaded link to the least loaded alternative
};

struct Traffic {
  TrafficPattern pattern = TrafficPattern::UniformAllToAll;
  double bytes_per_node = 1;
  std::uint64_t seed = 1;
  int hot_node = 0;
  int shift = 1; // Shift: how far ahead the destination is
};

inline constexpr int kFlowsBetweenProgress = 1 << 16;

struct LinkLoadOptions {
  Routing routing = Routing::DimensionOrder;
  int max_rounds = 64; // adaptive rerouting rounds
  double link_bandwidth_Bps = 1;
  double injection_Bps = 0; // per node; 0 = all its links
  // Called after each adaptive round with the rounds run and the most there can be, and every
  // kFlowsBetweenProgress flows routed within a round, so that a million-flow round stops promptly;
  // returning false stops the routing there (LinkLoads::cancelled), the loads as they stand.
  std::function<bool(int rounds, int max_rounds)> progress = {};
};

struct LinkLoads {
  std::vector<double> load_B; // per link index of the graph, 0 on absent links
  Figure max_link_load_B;
  Figure mean_link_load_B;  // over existing links
  Figure completion_time_s; // max(injection time, max link load / bandwidth)
  Figure max_utilisation;   // load / (bandwidth x completion time)
  Figure mean_utilisation;
  Figure throughput_Bps; // per node: bytes_per_node / completion time
  int rounds = 0;        // adaptive rounds run
  int flows_moved = 0;
  bool cancelled = false; // LinkLoadOptions::progress stopped the routing
};

// Uniform all-to-all is computed per link in closed form (no N^2 flows): on a ring of k the
// + link carries floor(k^2/4)/2 of the k^2 position pairs (ties split both ways), on a line the
// + link after position i carries (i+1)(k-1-i); times m/k. Every line of a dimension then
// carries the same share of each cut, which no minimal routing can beat, so adaptive routing
// leaves it as it is. The other patterns route N explicit flows.
LinkLoads torusLinkLoads(const TorusLinkGraph &graph, const Traffic &traffic, const LinkLoadOptions &options);

// Above this many endpoints a full mesh's per-link loads (nodes² of them) are not kept: the
// figures are computed all the same, from the flows.
constexpr int kMaxFullMeshNodesPerLink = 2048;

// Full mesh of `nodes`: link src x nodes + dst joins src to dst (the diagonal is absent); load_B is
// empty above kMaxFullMeshNodesPerLink. The only minimal route is the direct link, so the routing
// option does not matter.
LinkLoads fullMeshLinkLoads(int nodes, const Traffic &traffic, const LinkLoadOptions &options);

// The same mesh with its endpoints gathered in groups of `group` consecutive ones (the last may be
// smaller), for drawing a mesh too large to draw link by link. Entry a x groups + b covers the links
// from members of group a to other members of group b. Memory grows with the square of the groups,
// not of the endpoints.
struct GroupLinkLoad {
  double max_B = 0;   // the busiest of those links
  double total_B = 0; // over all of them
};
std::vector<GroupLinkLoad> fullMeshGroupLoads(int nodes, int group, const Traffic &traffic);

} // namespace snp::sim

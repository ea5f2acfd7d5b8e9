#pragma once

#include <string_view>
#include <vector>

namespace snp::model {

enum class TopologyKind { Torus, Dragonfly, FatTree, FullMesh, Switch };

inline constexpr std::string_view kTopologyNames[] = {"torus", "dragonfly", "fat_tree", "full_mesh",
                                                      "switch"};

// Torus (wrap on every dimension) or mesh (no wrap) with per-dimension sizes.
struct TorusShape {
  std::vector<int> dims;  // k1 x ... x kD, product = endpoints of the tier
  std::vector<bool> wrap; // one per dimension; false = mesh edge
  bool operator==(const TorusShape &) const = default;
};

// Kim et al. 2008: a routers per group, p terminals and h global links per router.
struct DragonflyShape {
  int a = 0;
  int p = 0;
  int h = 0;
  int groups = 0;
  bool operator==(const DragonflyShape &) const = default;
};

struct FatTreeShape {
  int radix = 0;               // switch ports
  int tiers = 0;               // 2 = leaf/spine, 3 = leaf/spine/core
  double oversubscription = 1; // down:up bandwidth ratio at the leaves, >= 1
  bool operator==(const FatTreeShape &) const = default;
};

// One tier of the network. Only the shape that matches `kind` is used.
// The scale-up tier joins the accelerators of one domain; the scale-out tier joins domains,
// each domain attaching with `ports_per_endpoint` links.
struct NetworkTier {
  TopologyKind kind = TopologyKind::Switch;
  TorusShape torus;
  DragonflyShape dragonfly;
  FatTreeShape fat_tree;
  int ports_per_endpoint = 1;
  double link_bandwidth_Bps = 0; // per link, per direction
  double hop_latency_s = 0;
  double efficiency = 1;        // achievable fraction of link bandwidth, (0, 1]
  double optical_fraction = 0;  // share of links that are optical cables, [0, 1]
  double optics_W_per_link = 0; // transceiver power per optical link (both ends)
  bool operator==(const NetworkTier &) const = default;
};

struct Network {
  int scaleup_domain = 1; // accelerators joined by the scale-up tier
  NetworkTier scale_up;
  NetworkTier scale_out;
  bool operator==(const Network &) const = default;
};

} // namespace snp::model

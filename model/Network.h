#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>
#include <vector>

namespace snp::model {

enum class TopologyKind { Torus, Dragonfly, FatTree, FullMesh, Switch };

inline constexpr std::string_view kTopologyNames[] = {"torus", "dragonfly", "fat_tree", "full_mesh",
                                                      "switch"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kTopologyNames) == static_cast<std::size_t>(TopologyKind::Switch) + 1);

// Torus (wrap on every dimension) or mesh (no wrap) with per-dimension sizes.
// A torus may be cut into blocks whose outward links run through optical circuit switches (TPU v4:
// 4x4x4 cubes, every cube-face link to one of 48 OCS; Jouppi et al., ISCA 2023): a link leaving a
// block is then two optical cables, block -> OCS -> block, on two OCS ports. An OCS steers light
// between fibres; it is no packet switch and adds no hop.
// The most torus dimensions the simulator models; no built torus has more than 6 (Fugaku's Tofu
// is a 6D mesh/torus, Ajima et al., IEEE Computer 2009).
inline constexpr int kMaxTorusDims = 8;

struct TorusShape {
  std::vector<int> dims;           // k1 x ... x kD, product = endpoints of the tier
  std::vector<bool> wrap;          // one per dimension; false = mesh edge
  std::vector<int> ocs_block = {}; // b1 x ... x bD, each dividing its k; empty = no OCS
  int ocs_ports = 0;               // ports of one OCS that carry links (TPU v4: 128 of 136)
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
  // Rail-optimised (NVIDIA DGX SuperPOD reference architecture, DGX H100, RA-11333-001: the
  // compute fabric is rail-optimised, each of a DGX's eight NICs on the leaf of its rail, one leaf
  // per rail in a scalable unit of 32 nodes): port r of every domain goes to leaf group r, so the
  // same-rail NICs of up to hosts-per-leaf domains share one leaf. Only the scale-out tier has rails.
  bool rail_optimized = false;
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
  // Ports of one switch chip of a Switch tier (NVSwitch 3: 64, NVLink 5 switch: 72); 0 = unstated.
  // Where the nodes hold the scale-up switch chips (Node::switch_chips) those are the count and
  // this only checks they have the ports; elsewhere the chips are ceil(N x ports / radix).
  int switch_radix = 0;
  double link_bandwidth_Bps = 0; // per link, per direction
  double hop_latency_s = 0;
  double efficiency = 1;        // achievable fraction of link bandwidth, (0, 1]
  double optical_fraction = 0;  // share of links that are optical cables, [0, 1]
  double optics_W_per_link = 0; // transceiver power per optical link (both ends)
  // How far copper carries a link (sim/network/CableRuns.h): a run longer than passive copper
  // reaches takes an active copper cable, one longer than that optics. At 100 Gb/s a lane, NVIDIA's
  // passive copper cables for NDR InfiniBand and 400G Ethernet come in 0.5-2 m (LinkX MCP4Y10, the
  // reach IEEE 802.3ck gives 100GBASE-CR1) and its active copper cables in 4 and 5 m (LinkX
  // MCP7Y10 product specifications).
  double copper_reach_m = 2;
  double active_copper_reach_m = 5;
  // The switches reduce in the network (Switch and FatTree tiers only): NVLink SHARP (NVLS) on
  // NVSwitch 3 and later (DGX H100, GB200 NVL72; NCCL 2.17 release notes), SHARP on InfiniBand
  // Quantum switches (NVIDIA SHARP documentation; NCCL's CollNet). An all-reduce then sends its
  // n bytes up once and receives the reduced n once (sim/network/Collectives.h, inSwitchAllReduceTime).
  bool in_network_reduction = false;
  bool operator==(const NetworkTier &) const = default;
};

// The algorithm every collective it applies to runs with (NCCL_ALGO's role); `Auto` = the fastest
// applicable, as NCCL's tuner picks it. One that does not apply to a collective (an all-reduce
// algorithm for an all-to-all, hierarchical inside one domain, a torus algorithm off the torus)
// leaves that collective to the fastest applicable; sim/network/Collectives.h states the rule.
enum class CollectiveAlgorithmChoice {
  Auto,
  Ring,
  Tree,
  HalvingDoubling,
  TorusDimensionOrder,
  TorusAllAxes,
  Hierarchical,
  Pairwise,
  Bruck,
  InSwitch,
};

inline constexpr std::string_view kCollectiveAlgorithmNames[] = {
    "auto",         "ring",     "tree",  "halving_doubling", "torus_dimension_order", "torus_all_axes",
    "hierarchical", "pairwise", "bruck", "in_switch"};
// One name per enumerator, in order: a new enumerator needs its name here.
static_assert(std::size(kCollectiveAlgorithmNames) ==
              static_cast<std::size_t>(CollectiveAlgorithmChoice::InSwitch) + 1);

struct Network {
  int scaleup_domain = 1; // accelerators joined by the scale-up tier
  NetworkTier scale_up;
  NetworkTier scale_out;
  CollectiveAlgorithmChoice collective_algorithm = CollectiveAlgorithmChoice::Auto;
  // Bytes per rank of the collective.* figures (the nccl-tests size); 0 = the gradient bytes one
  // data-parallel rank all-reduces per step, so an architect can ask "how long is a 64 MiB
  // all-reduce across the machine" without changing the workload.
  double collective_bytes = 0;
  bool operator==(const Network &) const = default;
};

} // namespace snp::model

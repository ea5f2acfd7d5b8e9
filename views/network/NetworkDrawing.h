#pragma once

#include "model/Config.h"
#include "sim/network/DragonflyLinkLoad.h"
#include "sim/network/LinkLoad.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace snp::views {

// Which tiers of the network to draw. With one scale-up domain (scaleup_domain == all
// accelerators) there is no scale-out fabric: every value draws the scale-up tier.
enum class DrawnTiers : std::uint8_t {
  ScaleUp,  // one scale-up domain, its accelerators as nodes
  ScaleOut, // the scale-out fabric, each scale-up domain one node
  Both,     // the scale-out fabric with the domains beneath it as blocks (one Domain node each)
};

struct NetworkDrawingOptions {
  DrawnTiers tiers = DrawnTiers::Both;
  sim::TrafficPattern pattern = sim::TrafficPattern::UniformAllToAll;
  sim::Routing torus_routing = sim::Routing::DimensionOrder;
  sim::DragonflyRouting dragonfly_routing = sim::DragonflyRouting::Minimal;
  // Each endpoint offers this share of its achievable injection bandwidth (NetworkDrawing::
  // injection_Bps) for one second; a link's utilisation is the bytes routed over it in that
  // second / its achievable bandwidth. Below 1 everywhere when the fabric carries the offered load.
  double offered_load = 0.1;
  std::uint64_t seed = 1;
  int hot_node = 0; // HotSpot: the endpoint everyone sends to
  // Shift: how many endpoints ahead each one sends; 0 = one Dragonfly group's terminals (the
  // adversarial pattern of Kim et al., ISCA 2008) on a Dragonfly, 1 elsewhere.
  int shift = 0;
  // Above this many cables a switched fabric is drawn aggregated: one box per pod (or block of
  // switches) with bundled cables carrying counts; a direct network keeps every link.
  std::size_t max_links = 4096;
};

// Everything the network view draws, as plain data without VTK objects, so that it can be
// computed on a worker thread and tested without a display. Positions are in node spacings
// (neighbouring endpoints 1 apart), z up; colours and sizes are the renderer's.
struct NetworkDrawing {
  enum class NodeKind : std::uint8_t {
    Accelerator, // an endpoint of the scale-up tier
    Domain,      // a scale-up domain as one endpoint of the scale-out tier
    Switch,      // a switch chip or a switch (fat-tree level, switch plane, ...)
    Router,      // a Dragonfly router
  };
  struct Node {
    std::array<double, 3> position{};
    NodeKind kind = NodeKind::Accelerator;
    // Fat tree: 0 leaf, 1 spine, 2 core (and 0 for its endpoints); Dragonfly: the group's
    // parity (routers and their terminals), so neighbouring groups can be told apart; else 0.
    std::uint8_t level = 0;
    int index = 0; // its number within its kind and level: accelerator 17, leaf 3, ... (the first)
    int count = 1; // > 1 when this box stands for several switches, domains or accelerators
  };
  enum class LinkClass : std::uint8_t { Torus, Mesh, Direct, Endpoint, Local, Global, LeafSpine, SpineCore };
  // A cable, or a bundle of `count` cables. A wraparound cable of a torus is drawn as two stubs,
  // one from each end outwards (b indexes stub_ends), each with the cable's count and load.
  struct Link {
    std::uint32_t a = 0, b = 0; // indices into nodes, or b - nodes.size() into stub_ends
    LinkClass link_class = LinkClass::Direct;
    std::uint8_t tier = 0;    // 0 scale-up, 1 scale-out
    long long count = 1;      // cables this line stands for (> 1 when bundled)
    double load_Bps = 0;      // per cable, its busier direction; of a bundle, its busiest cable
    double mean_load_Bps = 0; // per cable, the mean over the bundle (= load_Bps for one cable)
    double capacity_Bps = 0;  // per cable, per direction: achievable (link bandwidth x efficiency)
    double utilisation() const { return capacity_Bps > 0 ? load_Bps / capacity_Bps : 0; }
    double meanUtilisation() const { return capacity_Bps > 0 ? mean_load_Bps / capacity_Bps : 0; }
  };

  std::vector<Node> nodes;
  // Free ends of wraparound stubs, in pairs: ends 2i and 2i + 1 are the two halves of one cable.
  std::vector<std::array<double, 3>> stub_ends;
  std::vector<Link> links;
  DrawnTiers drawn = DrawnTiers::ScaleUp; // what was drawn (one domain: ScaleUp whatever was asked)
  bool aggregated = false;                // some boxes or lines stand for several
  std::string description;                // what is drawn, for the view's caption (English)
  double max_load_Bps = 0;                // over every link, for the relative colour mode
  double injection_Bps = 0;               // per endpoint of the drawn tier, achievable: what is offered from
  int accelerators_per_domain = 1;        // what each Domain node holds

  // Totals of what the drawing stands for (aggregated boxes and bundles counted in full, a
  // wraparound cable's two stubs once).
  long long acceleratorCount() const;
  long long domainCount() const;
  long long switchCount() const; // switches and routers
  long long cableCount() const;
};

// Pure: the same inputs give the same drawing. O(links drawn) apart from the traffic's routing.
NetworkDrawing networkDrawing(const model::Config &config, const NetworkDrawingOptions &options);

} // namespace snp::views

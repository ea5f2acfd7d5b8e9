#pragma once

#include "model/Config.h"
#include "sim/DragonflyLinkLoad.h"
#include "sim/LinkLoad.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace snp::views {

// Which tiers of the network to draw.
enum class DrawnTiers : std::uint8_t {
  ScaleUp,  // one scale-up domain, its accelerators as nodes
  ScaleOut, // the scale-out fabric, each scale-up domain one node
  Both,     // the scale-out fabric with the domains beneath it as blocks
};

struct NetworkDrawingOptions {
  DrawnTiers tiers = DrawnTiers::Both;
  sim::TrafficPattern pattern = sim::TrafficPattern::UniformAllToAll;
  sim::Routing torus_routing = sim::Routing::DimensionOrder;
  sim::DragonflyRouting dragonfly_routing = sim::DragonflyRouting::Minimal;
  // Each endpoint offers this share of its injection bandwidth, for one second; a link's
  // utilisation is the bytes routed over it in that second / its capacity. Below 1 everywhere
  // when the fabric carries the offered load.
  double offered_load = 0.5;
  std::uint64_t seed = 1;
  // Above this many links a switched fabric is drawn aggregated: a row of switch boxes per tier
  // with bundled cables carrying counts; a direct network keeps every link.
  std::size_t max_links = 60000;
};

// Everything the network view draws, as plain data without VTK objects, so that it can be
// computed on a worker thread and tested without a display.
struct NetworkDrawing {
  enum class NodeKind : std::uint8_t {
    Accelerator, // an endpoint of the scale-up tier
    Domain,      // a scale-up domain as one endpoint of the scale-out tier
    Switch,      // a switch chip or a switch (fat-tree level, NVSwitch plane, ...)
    Router,      // a Dragonfly router
  };
  struct Node {
    std::array<double, 3> position{};
    NodeKind kind = NodeKind::Accelerator;
    std::uint8_t level = 0; // fat-tree level (0 leaf, 1 spine, 2 core), Dragonfly group parity, ...
    int index = 0;          // its number within its kind and tier: accelerator 17, leaf 3, ...
    int count = 1;          // > 1 when this box stands for several aggregated switches or domains
  };
  enum class LinkClass : std::uint8_t { Torus, Mesh, Direct, Endpoint, Local, Global, LeafSpine, SpineCore };
  struct Link {
    std::uint32_t a = 0, b = 0; // indices into nodes, or into stub_ends when >= nodes.size()
    LinkClass link_class = LinkClass::Direct;
    std::uint8_t tier = 0;    // 0 scale-up, 1 scale-out
    int count = 1;            // cables this line stands for (> 1 when bundled)
    double load_Bps = 0;      // the busier direction, per cable, under the offered load
    double capacity_Bps = 0;  // per cable, per direction
    double utilisation() const { return capacity_Bps > 0 ? load_Bps / capacity_Bps : 0; }
  };

  std::vector<Node> nodes;
  std::vector<std::array<double, 3>> stub_ends; // free ends of wraparound stubs (link.b - nodes.size())
  std::vector<Link> links;
  bool aggregated = false;   // some boxes or lines stand for several
  std::string description;   // what is drawn, for the view's caption: "scale-out fat tree: 64 leaves ..."
  double max_load_Bps = 0;   // over every link, for the relative colour mode

  // Totals of what the drawing stands for (aggregated boxes and bundles counted in full).
  long long acceleratorCount() const;
  long long domainCount() const;
  long long switchCount() const; // switches and routers
  long long cableCount() const;
};

NetworkDrawing networkDrawing(const model::Config &config, const NetworkDrawingOptions &options);

} // namespace snp::views

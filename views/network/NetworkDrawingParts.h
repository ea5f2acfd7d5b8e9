#pragma once

// What the topology drawings (views/network/NetworkDrawing*.cpp) share: the tier being drawn with the
// traffic it carries, and the helpers that add nodes, cables and bundles. Internal to them.

#include "views/TranslatedTemplate.h"
#include "views/network/NetworkDrawing.h"

#include <QtGlobal>

#include <fmt/format.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace snp::views::drawing {

using Kind = NetworkDrawing::NodeKind;
using LinkClass = NetworkDrawing::LinkClass;

// One tier as it is drawn and loaded.
struct DrawnTier {
  const model::NetworkTier *tier = nullptr;
  int endpoints = 1;                      // accelerators of one domain, or domains
  double node_switch_chips = 0;           // switch chips the nodes hold for the tier (sim::scaleUpCounts)
  Kind endpoint_kind = Kind::Accelerator; // Accelerator or Domain
  std::uint8_t index = 0;                 // Link::tier: 0 scale-up, 1 scale-out
  sim::Traffic traffic;                   // bytes_per_node = offered load x injection_Bps
  double injection_Bps = 0;               // per endpoint, achievable
  double capacity_Bps = 0;                // per cable and direction, achievable
  std::size_t max_links = 0;              // NetworkDrawingOptions::max_links
  sim::Routing torus_routing = sim::Routing::DimensionOrder;
  sim::DragonflyRouting dragonfly_routing = sim::DragonflyRouting::Minimal;

  sim::LinkLoadOptions loadOptions() const;
};

// What a topology's drawing says about itself for the caption.
struct Fabric {
  std::string name; // "8x8x10 torus", "3-level fat tree of 96 leaves, ...": what it is
  std::string note; // how it is drawn when that needs saying ("aggregated: ..."), or empty
};

Fabric drawTorus(const DrawnTier &tier, NetworkDrawing &out);
Fabric drawFullMesh(const DrawnTier &tier, NetworkDrawing &out);
Fabric drawSwitchPlanes(const DrawnTier &tier, NetworkDrawing &out);
// "one switch", "18 switch chips", "336 switch chips in 7 planes": a switched tier of `chips`
// whose endpoints have `ports` links each.
std::string switchesInWords(double chips, int ports);
Fabric drawDragonfly(const DrawnTier &tier, NetworkDrawing &out);
Fabric drawFatTree(const DrawnTier &tier, NetworkDrawing &out);

std::uint32_t addNode(NetworkDrawing &out, const std::array<double, 3> &position, Kind kind, int index,
                      int count = 1, std::uint8_t level = 0);

// Bytes each endpoint sends to and receives from the others (its own share excluded: it
// crosses no link) under the tier's traffic: O(endpoints) for every pattern.
struct EndpointBytes {
  std::vector<double> out, in;
};
EndpointBytes endpointBytes(int endpoints, const sim::Traffic &traffic);

// Gathers cables into lines: cables between the same two nodes become one line whose count adds
// up, whose load is the busiest cable's and whose mean load is weighted by count.
class Bundles {
public:
  Bundles(NetworkDrawing &out, LinkClass link_class, std::uint8_t tier, double capacity_Bps)
      : out_(out), class_(link_class), tier_(tier), capacity_(capacity_Bps) {}
  // `count` cables from node a to node b, each carrying load_Bps in its busier direction.
  void add(std::uint32_t a, std::uint32_t b, long long count, double load_Bps);

private:
  NetworkDrawing &out_;
  LinkClass class_;
  std::uint8_t tier_;
  double capacity_;
  std::unordered_map<std::uint64_t, std::size_t> lines_; // (a, b) -> index into out.links
};

// "4,096": thousands grouped, as the captions print counts.
std::string grouped(long long value);

// A phrase of the caption in the window's language: `phrase` is marked
// QT_TRANSLATE_NOOP("NetworkDrawing", ...) and has fmt placeholders, filled with `args`.
template <class... Args> std::string caption(const char *phrase, const Args &...args) {
  return translatedTemplate("NetworkDrawing", phrase, fmt::make_format_args(args...));
}
// "a; b", or the one that is not empty.
std::string joinedClauses(const std::string &first, const std::string &second);

} // namespace snp::views::drawing

#pragma once

#include "model/Network.h"
#include "sim/Figure.h"

#include <cstdint>
#include <vector>

namespace snp::sim {

// One place a route passes through: an endpoint (every node of a direct network is one) or a
// switch, named by its level and its index within the level.
struct RouteStop {
  enum class Kind : std::uint8_t { Endpoint, Switch };
  Kind kind = Kind::Endpoint;
  // Switches: 1 = leaf, dragonfly router (group x a + router) or switch plane; 2 = spine (pod x
  // spines per pod + spine with three tiers); 3 = core. Endpoints: 0.
  std::uint8_t level = 0;
  int index = 0;
  bool operator==(const RouteStop &) const = default;
};

struct Route {
  std::vector<RouteStop> stops; // the source first, the destination last
  Figure hops;                  // links crossed: stops - 1
  Figure latency_s;             // hops x the tier's hop latency
};

// The route between endpoints `src` and `dst` (clamped to the tier's placed endpoints) of a tier
// joining `endpoints`: torus or mesh by dimension order (ties the + way, as Routing::DimensionOrder),
// full mesh the direct link, switch endpoint - plane 0 - endpoint, fat tree up to the lowest common
// ancestor and down (layout: sim/network/FatTreeLayout.h; of the equal-cost uplinks the destination picks
// one, d mod uplinks, a deterministic stand-in for ECMP's hash), dragonfly minimal (local, global,
// local; wiring: sim/network/DragonflyWiring.h, copy 0 of parallel global links).
Route route(const model::NetworkTier &tier, int endpoints, int src, int dst);

} // namespace snp::sim

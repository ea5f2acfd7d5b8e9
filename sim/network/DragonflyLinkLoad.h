#pragma once

#include "model/Network.h"
#include "sim/Figure.h"
#include "sim/network/DragonflyWiring.h"
#include "sim/network/LinkClassLoad.h"
#include "sim/network/LinkLoad.h"
#include "sim/network/TrafficFlows.h"

#include <span>
#include <vector>

namespace snp::sim {

// The routes a dragonfly offers. A type of its own rather than more Routing values: Routing
// lists the minimal routings of a torus (the views and the CLI offer them as such) and
// torusLinkLoads could only ignore Valiant or UGAL; a separate enum keeps each function's
// choices to the ones it has.
enum class DragonflyRouting {
  Minimal, // local, global, local: at most one global hop (Kim et al., ISCA 2008)
  // Via an intermediate group other than the source's and the destination's (Valiant 1982), so
  // two global hops. Taken per packet, a flow of many packets spreads evenly over the g - 2
  // intermediate groups: that fluid limit is what is modelled (deterministic, no sampling).
  Valiant,
  // UGAL-L style (Kim et al. 2008; Jiang et al., ISCA 2009): flows in source order, each sent
  // minimally unless the load already on its minimal global link (x 1 global hop) exceeds twice
  // (x 2 global hops) the mean load already on its source group's links to the intermediate
  // groups; the local estimate sees only the first global hop, as UGAL-L sees only its own queues.
  Ugal,
};

// What one router sends over each class of its links, for views that draw a large dragonfly a
// router at a time.
struct DragonflyRouterLoad {
  double terminal_B = 0; // to its terminals
  double local_B = 0;    // to the other routers of its group
  double global_B = 0;   // to other groups
};

struct DragonflyLinkLoads {
  int groups = 0;
  int endpoints = 0; // placed (see DragonflyWiring)
  // Links per direction: terminal links both ways (2N), local g a (a-1), global one per used port.
  LinkClassLoad terminal, local, global;
  // Per directed global link, index DragonflyWiring::globalLink(group, port) = group x a h + port,
  // 0 on idle ports. With g = a h + 1 that is one link per ordered group pair (i, j), port
  // j < i ? j : j - 1.
  std::vector<double> global_load_B;
  // Per directed local link, index (group x a + y1) x a + y2 from router y1 to router y2 of the
  // group (numbered within it); 0 on the diagonal.
  std::vector<double> local_load_B;
  // Per placed terminal: over its terminal link to its router (up) and back (down).
  std::vector<double> terminal_up_B, terminal_down_B;
  std::vector<DragonflyRouterLoad> routers; // index group x a + router in group
  Figure completion_time_s;                 // max(injection time, max link load / bandwidth)
  Figure throughput_Bps;                    // per endpoint
  int valiant_flows = 0;                    // UGAL: flows sent the Valiant way
};

// Loads of a dragonfly under a traffic pattern. Flows inside a group take the direct local link
// under every routing; between groups, parallel global links of a pair share each flow evenly.
// Uniform all-to-all is in closed form, O(global links x a), never N^2 flows. Under UGAL it is
// minimal: taken one group pair at a time in order, each pair's minimal link carries nothing yet
// when its turn comes, and the rule keeps it. Other patterns route N flows: O(path) each
// minimally, O(g) each by Valiant or UGAL. options.routing is not used.
DragonflyLinkLoads dragonflyLinkLoads(const model::DragonflyShape &shape, int endpoints,
                                      const Traffic &traffic, DragonflyRouting routing,
                                      const LinkLoadOptions &options);

// The same for explicit flows, taken in the order given; the injection time counts the most
// bytes any endpoint sends (flows to itself included).
DragonflyLinkLoads dragonflyLinkLoads(const model::DragonflyShape &shape, int endpoints,
                                      std::span<const TrafficFlow> flows, DragonflyRouting routing,
                                      const LinkLoadOptions &options);

} // namespace snp::sim

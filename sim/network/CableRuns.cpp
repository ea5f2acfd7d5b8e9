#include "sim/network/CableRuns.h"

#include "sim/network/DomainLayout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::sim {

namespace {

constexpr double kTrayClearance_m = 0.3; // the tray above the cabinets' tops
constexpr double kNone = -std::numeric_limits<double>::infinity();
constexpr double kAll = std::numeric_limits<double>::infinity();

// The hall's pitches, as the room view stands the cabinets (views/room/RoomLayout.h).
struct Hall {
  double per_row = 1, rows = 1;
  double pitch_x = 0.6, pitch_y = 2.4;
  double height = 2, slack = 1;
  double cabinet_slack = 0.5; // of a cable inside one cabinet
  // Up from a port at mid-height to the tray and down again at the far end.
  double rise() const { return height + 2 * kTrayClearance_m; }
};

// A cable inside one cabinet is cut to length in its cable manager: half the slack of one that
// leaves it.
double inCabinetSlack(const model::Config &config) { return std::max(0.0, config.layout.cable_slack_m) / 2; }

Hall hallOf(const model::Config &config) {
  Hall h;
  h.per_row = model::cabinetsPerRow(config.layout);
  h.rows = model::filledRows(config.layout);
  h.pitch_x = std::max(0.0, config.cabinet.width_m);
  h.pitch_y = std::max(0.0, config.cabinet.depth_m) + std::max(0.0, config.layout.aisle_m);
  h.height = std::max(0.0, config.cabinet.height_m);
  h.slack = std::max(0.0, config.layout.cable_slack_m);
  h.cabinet_slack = inCabinetSlack(config);
  return h;
}

// Links whose lengths spread evenly over [shortest, shortest + spread] (all `shortest` when the
// spread is 0).
struct RunGroup {
  double links = 0;
  double shortest_m = 0;
  double spread_m = 0;
  double cables_per_link = 1;
  bool through_ocs = false; // optical whatever its length

  // The links of length in (a, b], and their length.
  double linksIn(double a, double b) const {
    if (spread_m <= 0) return a < shortest_m && shortest_m <= b ? links : 0;
    const double lo = std::max(a, shortest_m), hi = std::min(b, shortest_m + spread_m);
    return hi > lo ? links * (hi - lo) / spread_m : 0;
  }
  double metresIn(double a, double b) const {
    if (spread_m <= 0) return a < shortest_m && shortest_m <= b ? links * shortest_m : 0;
    const double lo = std::max(a, shortest_m), hi = std::min(b, shortest_m + spread_m);
    return hi > lo ? links * (hi * hi - lo * lo) / 2 / spread_m : 0;
  }
};

// Where one tier's endpoints stand: how many cabinets one fills, how many the tier spans.
struct TierPlace {
  double endpoint_cabinets = 1;
  double span_cabinets = 1;
  double node_endpoints = 0; // endpoints a node holds (their links between them on its board)
  bool on_board = false;     // the whole tier inside one node
};

TierPlace placeOf(const model::Config &config, TierRole role) {
  const DomainLayout l = domainLayout(config);
  const double per_cabinet = std::max(1.0, double(config.cabinet.nodes) * config.node.accelerators);
  TierPlace p;
  if (role == TierRole::ScaleUp) {
    p.endpoint_cabinets = 1 / per_cabinet;
    p.span_cabinets = l.domain / per_cabinet;
    p.node_endpoints = config.node.accelerators;
    p.on_board = l.domain <= config.node.accelerators;
  } else {
    p.endpoint_cabinets = l.domain / per_cabinet;
    p.span_cabinets = std::max(1, config.layout.cabinets);
  }
  return p;
}

// Up to this many kinds of run a tier has: three per torus dimension, and the OCS's.
constexpr std::size_t kMaxGroups = 3 * 8 + 1;

class Runs {
public:
  explicit Runs(const Hall &hall) : hall_(hall) {}

  // Links from the cabinets of a region of `cabinets` to its middle; inside one cabinet, up or
  // down to its middle.
  void toMiddle(double links, double cabinets) {
    if (cabinets <= 1 + 1e-9) return add({links, hall_.cabinet_slack, hall_.height / 2});
    add({links, hall_.rise() + hall_.slack, 2 * regionMean(cabinets, middleDistance)});
  }
  // Links between random pairs of the region's cabinets; inside one cabinet, between random heights.
  void betweenPairs(double links, double cabinets) {
    if (cabinets <= 1 + 1e-9) return inCabinet(links);
    add({links, hall_.rise() + hall_.slack, 2 * regionMean(cabinets, lineMeanDistance)});
  }
  void inCabinet(double links) { add({links, hall_.cabinet_slack, 2 * hall_.height / 3}); }
  // Links between cabinets `horizontal_m` apart along the trays.
  void across(double links, double horizontal_m) {
    add({links, hall_.rise() + hall_.slack + horizontal_m, 0});
  }
  // Links through an OCS in the middle of a region: two cables, each from a cabinet to the middle.
  void throughOcs(double links, double cabinets) {
    const double one = hall_.rise() + hall_.slack;
    add({links, 2 * one, 4 * regionMean(cabinets, middleDistance), 2, true});
  }
  double board_links = 0;
  const RunGroup *begin() const { return groups_.data(); }
  const RunGroup *end() const { return groups_.data() + count_; }

private:
  static double middleDistance(int k) { return ringMeanDistance(k); } // sum |i - (k-1)/2| / k: the same sum

  // Mean distance along the trays in a region of `cabinets`, laid out along the rows, by `mean` of
  // the positions along a row and of the rows across.
  double regionMean(double cabinets, double (*mean)(int)) const {
    const double along = std::clamp(cabinets, 1.0, hall_.per_row);
    const double across = std::ceil(std::max(1.0, cabinets) / hall_.per_row - 1e-9);
    return mean(int(std::lround(along))) * hall_.pitch_x + mean(int(std::lround(across))) * hall_.pitch_y;
  }
  void add(const RunGroup &group) {
    if (group.links > 0 && count_ < groups_.size()) groups_[count_++] = group;
  }

  Hall hall_;
  std::array<RunGroup, kMaxGroups> groups_{};
  std::size_t count_ = 0;
};

// Share of a torus dimension's links that leave a unit of `unit` endpoints, the dimension's
// endpoints `stride` apart along rings of k: none while a ring fits a unit, else one link in
// unit / stride (every link when the stride is a unit or more).
double leaving(double stride, int k, double unit) {
  if (stride * k <= unit * (1 + 1e-9)) return 0;
  return std::min(1.0, stride / unit);
}

// A torus in OCS blocks stands block by block (TPU v4: a 4x4x4 cube a rack), its links between
// blocks through the OCS; else in the order of its dimensions.
void torusRuns(Runs &runs, const model::NetworkTier &tier, const TopologyCounts &counts,
               const TierPlace &place, const Hall &hall) {
  const double cabinet = 1 / place.endpoint_cabinets, row = cabinet * hall.per_row;
  const model::TorusShape &shape = tier.torus;
  const bool blocks = counts.ocs_links > 0;
  const std::size_t dims = shape.dims.empty() ? 1 : std::min<std::size_t>(shape.dims.size(), 8);
  double stride = 1;
  for (std::size_t i = 0; i < dims; ++i) {
    const int ring = shape.dims.empty() ? int(counts.endpoints) : std::max(1, shape.dims[i]);
    double links = counts.link_classes[i];
    int k = ring;
    if (blocks) {
      // Inside its block a line of the dimension keeps b - 1 of its links; the rest go through the OCS.
      k = std::clamp(i < shape.ocs_block.size() ? shape.ocs_block[i] : ring, 1, ring);
      const bool wraps = (i >= shape.wrap.size() || shape.wrap[i]) && ring >= 3;
      links *= double(ring / k) * (k - 1) / (wraps ? ring : ring - 1);
    }
    const double offNode = place.node_endpoints > 0 ? leaving(stride, k, place.node_endpoints) : 1;
    const double offCabinet = leaving(stride, k, cabinet), offRow = leaving(stride, k, row);
    runs.board_links += links * (1 - offNode);
    runs.inCabinet(links * (offNode - offCabinet));
    // Folded: the next cabinet (row) but one, or as far as the stride reaches.
    runs.across(links * (offCabinet - offRow),
                std::min(2 * std::max(1.0, stride / cabinet), hall.per_row) * hall.pitch_x);
    runs.across(links * offRow, std::min(2 * std::max(1.0, stride / row), hall.rows) * hall.pitch_y);
    stride *= k;
  }
  if (blocks) runs.throughOcs(counts.ocs_links, place.span_cabinets);
}

const model::NetworkTier &tierOf(const model::Config &config, TierRole role) {
  return role == TierRole::ScaleUp ? config.network.scale_up : config.network.scale_out;
}

Runs tierRuns(const model::Config &config, TierRole role, const TopologyCounts &counts) {
  const Hall hall = hallOf(config);
  const model::NetworkTier &tier = tierOf(config, role);
  const TierPlace place = placeOf(config, role);
  Runs runs(hall);
  if (place.on_board) {
    runs.board_links = counts.links;
    return runs;
  }
  const double n = counts.endpoints, e = place.endpoint_cabinets;
  const auto &c = counts.link_classes;
  switch (tier.kind) {
  case model::TopologyKind::Switch: runs.toMiddle(c[0], place.span_cabinets); break;
  case model::TopologyKind::FullMesh: runs.betweenPairs(c[0], place.span_cabinets); break;
  case model::TopologyKind::FatTree: {
    const model::FatTreeShape &shape = tier.fat_tree;
    const double k = std::max(2, shape.radix), o = std::max(1.0, shape.oversubscription);
    const double down = k * o / (1 + o);
    const double leaf =
        std::min(n, shape.rail_optimized ? down : down / std::max(1, tier.ports_per_endpoint));
    const double pod = shape.tiers >= 3 ? std::min(n, leaf * k / 2) : n;
    runs.toMiddle(c[0], leaf * e);
    runs.toMiddle(c[1], pod * e);
    runs.toMiddle(c[2], place.span_cabinets);
    break;
  }
  case model::TopologyKind::Dragonfly: {
    const double group =
        std::min(n, double(std::max(1, tier.dragonfly.a)) * std::max(1, tier.dragonfly.p)) * e;
    runs.toMiddle(c[0], group);
    runs.betweenPairs(c[1], group);
    runs.betweenPairs(c[2], place.span_cabinets);
    break;
  }
  case model::TopologyKind::Torus: torusRuns(runs, tier, counts, place, hall); break;
  }
  return runs;
}

double activeReach(const model::NetworkTier &tier) {
  return std::max(tier.copper_reach_m, tier.active_copper_reach_m);
}

// Links that cannot be copper: through an OCS, or longer than `reach`.
double beyond(const Runs &runs, double reach) {
  double links = 0;
  for (const RunGroup &g : runs)
    links += g.through_ocs ? g.links : g.linksIn(reach, kAll);
  return links;
}

// Copper-reachable links longer than t.
double copperAbove(const Runs &runs, double t, double reach) {
  double links = 0;
  for (const RunGroup &g : runs)
    if (!g.through_ocs) links += g.linksIn(t, reach);
  return links;
}

// The length below which copper carries the links: the active reach, shortened until the links
// above it are `optical` (those the optical share makes optical are the longest). The count above
// a length is linear between the groups' shortest and longest runs: the length is found on the
// segment between the two of those that bracket it.
double copperLimit(const Runs &runs, double reach, double optical) {
  const double extra = optical - std::round(beyond(runs, reach)); // opticalLinks counts whole links
  if (extra <= 0) return reach;
  if (extra >= copperAbove(runs, kNone, reach)) return kNone;
  double below = 0, above = reach; // copperAbove(below) > extra >= copperAbove(above)
  for (const RunGroup &g : runs)
    for (const double end : {g.shortest_m, g.shortest_m + g.spread_m}) {
      if (!(end > below && end < above)) continue;
      (copperAbove(runs, end, reach) > extra ? below : above) = end;
    }
  const double high = copperAbove(runs, below, reach), low = copperAbove(runs, above, reach);
  return below + (above - below) * (high - extra) / (high - low);
}

// Whole links and cables that add up to the tier's: the optical ones to counts.opticalLinks (and
// a second cable for each through an OCS), the copper ones to the rest.
void roundToWholeLinks(TierCabling &cabling, const TopologyCounts &counts, double optical) {
  constexpr auto passive = std::size_t(LinkMedium::PassiveCopper),
                 active = std::size_t(LinkMedium::ActiveCopper);
  constexpr auto multimode = std::size_t(LinkMedium::Multimode), single = std::size_t(LinkMedium::SingleMode);
  cabling.board_links = std::round(cabling.board_links);
  const double copper = counts.links - cabling.board_links - optical;
  for (std::size_t m : {passive, single}) {
    cabling.links[m] = std::round(cabling.links[m]);
    cabling.cables[m] = std::round(cabling.cables[m]);
  }
  cabling.links[active] = cabling.cables[active] = copper - cabling.links[passive];
  cabling.cables[passive] = cabling.links[passive];
  cabling.links[multimode] = optical - cabling.links[single];
  cabling.cables[multimode] = optical + counts.ocs_links - cabling.cables[single];
}

} // namespace

double linksBeyondCopper(const model::Config &config, TierRole role, const TopologyCounts &counts) {
  return std::round(beyond(tierRuns(config, role, counts), activeReach(tierOf(config, role))));
}

TierCabling tierCabling(const model::Config &config, TierRole role, const TopologyCounts &counts) {
  const model::NetworkTier &tier = tierOf(config, role);
  const Runs runs = tierRuns(config, role, counts);
  const double optical = counts.opticalLinks(tier);
  const double limit = copperLimit(runs, activeReach(tier), optical);
  const double passive = std::min(limit, tier.copper_reach_m);
  const double multimode = std::max(limit, kMultimodeReach_m);
  TierCabling cabling;
  cabling.board_links = runs.board_links;
  auto take = [&](LinkMedium medium, const RunGroup &g, double a, double b) {
    const std::size_t m = std::size_t(medium);
    const double links = g.linksIn(a, b);
    cabling.links[m] += links;
    cabling.cables[m] += links * g.cables_per_link;
    cabling.metres[m] += g.metresIn(a, b);
  };
  for (const RunGroup &g : runs) {
    const double copperTop = g.through_ocs ? kNone : limit;
    if (!g.through_ocs) {
      take(LinkMedium::PassiveCopper, g, kNone, passive);
      take(LinkMedium::ActiveCopper, g, passive, copperTop);
    }
    take(LinkMedium::Multimode, g, copperTop, g.through_ocs ? kMultimodeReach_m : multimode);
    take(LinkMedium::SingleMode, g, g.through_ocs ? kMultimodeReach_m : multimode, kAll);
  }
  // An optical share beyond every cabled link takes board links too: a short multimode cable each.
  const double fromBoard = std::clamp(optical - cabling.opticalLinks(), 0.0, cabling.board_links);
  if (fromBoard > 0) {
    cabling.board_links -= fromBoard;
    const std::size_t m = std::size_t(LinkMedium::Multimode);
    cabling.links[m] += fromBoard;
    cabling.cables[m] += fromBoard;
    cabling.metres[m] += fromBoard * inCabinetSlack(config);
  }
  roundToWholeLinks(cabling, counts, optical);
  return cabling;
}

} // namespace snp::sim

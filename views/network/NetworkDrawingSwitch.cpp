// A switched tier as sim::topologyCounts counts it: C switch chips in P = min(ports, C) planes,
// each endpoint spreading its links over the planes and, within a plane, reaching the one chip it
// shares with its neighbours (DGX H100: 4 planes of one NVSwitch, 4 or 5 links of each GPU on
// each; CloudMatrix384: 7 planes of 48 L1 chips, one per node). The endpoints on the floor, the
// chips in a row above.

#include "views/network/NetworkDrawingParts.h"

#include "sim/network/Topology.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace snp::views::drawing {

namespace {

// More chips than this share boxes (each box's count says how many): GB200 NVL72's 18 NVSwitch
// chips still show one by one, a 128-port scale-out tier's do not.
constexpr int kMaxPlaneBoxes = 32;
// Endpoints beyond this stand in a square on the floor rather than one row.
constexpr int kMaxRow = 64;

// The share of `total` that part `i` of `parts` gets when it is cut as evenly as can be.
int shareOf(int total, int parts, int i) {
  return int((std::int64_t(i) + 1) * total / parts - std::int64_t(i) * total / parts);
}

} // namespace

std::string switchesInWords(double chips, int ports) {
  const long long c = std::llround(std::max(1.0, chips));
  const long long planes = std::min<long long>(std::max(1, ports), c);
  if (c == 1) return caption(QT_TRANSLATE_NOOP("NetworkDrawing", "one switch"));
  return planes == c ? caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} switch chips"), grouped(c))
                     : caption(QT_TRANSLATE_NOOP("NetworkDrawing", "{} switch chips in {} planes"),
                               grouped(c), planes);
}

Fabric drawSwitchPlanes(const DrawnTier &t, NetworkDrawing &out) {
  const int n = std::max(1, t.endpoints);
  const int ports = std::max(1, t.tier->ports_per_endpoint);
  const int chips = int(std::clamp(sim::topologyCounts(*t.tier, n, t.node_switch_chips).switches, 1.0,
                                   double(std::numeric_limits<int>::max())));
  const int planes = std::min(ports, chips);
  const int boxes = std::min(chips, kMaxPlaneBoxes);
  const auto boxOf = [&](int chip) { return int(std::int64_t(chip) * boxes / chips); };
  // Endpoints gather into blocks (one node each, its count the endpoints) only when a cable per
  // endpoint and box reached would pass the limit.
  const std::size_t lines = std::size_t(n) * std::size_t(std::min(planes, boxes));
  const int block = lines > t.max_links ? int((lines + t.max_links - 1) / t.max_links) : 1;
  const int blocks = (n + block - 1) / block;

  // The floor: a row, or a square of rows going back (+y), centred on the origin.
  const int columns = blocks <= kMaxRow ? blocks : int(std::ceil(std::sqrt(double(blocks))));
  const int rows = (blocks + columns - 1) / columns;
  const double width = std::max(columns, boxes);
  const double height = std::max(3.0, 0.4 * width);
  const std::uint32_t firstEndpoint = std::uint32_t(out.nodes.size());
  for (int b = 0; b < blocks; ++b) {
    const double x = b % columns - (columns - 1) / 2.0, y = b / columns - (rows - 1) / 2.0;
    addNode(out, {x, y, 0}, t.endpoint_kind, b * block, std::min(block, n - b * block));
  }
  const std::uint32_t firstBox = std::uint32_t(out.nodes.size());
  const double pitch = boxes > 1 ? std::max(1.5, (width - 1) / (boxes - 1)) : 0;
  for (int box = 0; box < boxes; ++box)
    addNode(out, {(box - (boxes - 1) / 2.0) * pitch, 0, height}, Kind::Switch,
            int(std::int64_t(box) * chips / boxes), shareOf(chips, boxes, box));

  // Each endpoint spreads what it sends (and receives) evenly over its links; in plane j it
  // reaches chip e x c_j / N of the plane's c_j.
  const EndpointBytes bytes = endpointBytes(n, t.traffic);
  Bundles bundles(out, LinkClass::Endpoint, t.index, t.capacity_Bps);
  for (int e = 0; e < n; ++e) {
    const double perCable = std::max(bytes.out[std::size_t(e)], bytes.in[std::size_t(e)]) / ports;
    for (int j = 0, firstChip = 0; j < planes; ++j) {
      const int chipsInPlane = shareOf(chips, planes, j);
      const int chip = firstChip + int(std::int64_t(e) * chipsInPlane / n);
      bundles.add(firstEndpoint + std::uint32_t(e / block), firstBox + std::uint32_t(boxOf(chip)),
                  shareOf(ports, planes, j), perCable);
      firstChip += chipsInPlane;
    }
  }

  out.aggregated = out.aggregated || boxes < chips || block > 1;
  Fabric fabric{switchesInWords(chips, ports), {}};
  // The boxes' sizes: "4", or "10-11" when the chips do not share out evenly.
  const std::string perBox = chips % boxes == 0 ? std::to_string(chips / boxes)
                                                : fmt::format("{}-{}", chips / boxes, chips / boxes + 1);
  if (boxes < chips && block > 1)
    fabric.note =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing",
                                  "aggregated: {} boxes of {} switches, endpoints in blocks of {} (a "
                                  "line's load is its busiest cable's)"),
                boxes, perBox, block);
  else if (boxes < chips)
    fabric.note =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing", "aggregated: {} boxes of {} switches"), boxes, perBox);
  else if (block > 1)
    fabric.note =
        caption(QT_TRANSLATE_NOOP("NetworkDrawing",
                                  "aggregated: endpoints in blocks of {} (a line's load is its busiest "
                                  "cable's)"),
                block);
  return fabric;
}

} // namespace snp::views::drawing

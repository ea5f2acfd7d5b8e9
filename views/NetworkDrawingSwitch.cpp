// A switched tier of planes (sim::topologyCounts: one non-blocking switch per endpoint port, as
// NVLink switch trays are built): the endpoints on the floor, the planes in a row above, a cable
// from every endpoint to every plane.

#include "views/NetworkDrawingParts.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace snp::views::drawing {

namespace {

// More planes than this share boxes (each box's count says how many): GB200 NVL72's 18 NVSwitch
// planes still show one by one, a 128-port scale-out tier does not.
constexpr int kMaxPlaneBoxes = 32;
// Endpoints beyond this stand in a square on the floor rather than one row.
constexpr int kMaxRow = 64;

} // namespace

Fabric drawSwitchPlanes(const DrawnTier &t, NetworkDrawing &out) {
  const int n = std::max(1, t.endpoints);
  const int planes = std::max(1, t.tier->ports_per_endpoint);
  const int boxes = std::min(planes, kMaxPlaneBoxes);
  const auto planesIn = [&](int box) { return (box + 1) * planes / boxes - box * planes / boxes; };
  // Endpoints gather into blocks (one node each, its count the endpoints) only when a cable per
  // endpoint and box would pass the limit.
  const std::size_t lines = std::size_t(n) * std::size_t(boxes);
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
    addNode(out, {(box - (boxes - 1) / 2.0) * pitch, 0, height}, Kind::Switch, box * planes / boxes,
            planesIn(box));

  // Each endpoint spreads what it sends (and receives) evenly over its planes.
  const EndpointBytes bytes = endpointBytes(n, t.traffic);
  Bundles bundles(out, LinkClass::Endpoint, t.index, t.capacity_Bps);
  for (int e = 0; e < n; ++e) {
    const double perCable = std::max(bytes.out[std::size_t(e)], bytes.in[std::size_t(e)]) / planes;
    for (int box = 0; box < boxes; ++box)
      bundles.add(firstEndpoint + std::uint32_t(e / block), firstBox + std::uint32_t(box), planesIn(box),
                  perCable);
  }

  out.aggregated = out.aggregated || boxes < planes || block > 1;
  Fabric fabric{planes == 1 ? std::string("one switch") : fmt::format("{} switch planes", planes), {}};
  if (boxes < planes)
    fabric.note =
        planes % boxes == 0
            ? fmt::format("aggregated: {} boxes of {} planes", boxes, planes / boxes)
            : fmt::format("aggregated: {} boxes of {}-{} planes", boxes, planes / boxes, planes / boxes + 1);
  if (block > 1)
    fabric.note += fmt::format("{}endpoints in blocks of {} (a line's load is its busiest cable's)",
                               fabric.note.empty() ? "aggregated: " : ", ", block);
  return fabric;
}

} // namespace snp::views::drawing

#include "views/scheduling/CardLayout.h"

#include <algorithm>
#include <cmath>

namespace snp::views {

namespace {

// A card's place inside its domain's block, and the block's extent.
struct DomainShape {
  std::vector<std::array<int, 3>> places;
  std::array<int, 3> extent{1, 1, 1};
};

int columnsOfSquare(int cards) { return std::max(1, static_cast<int>(std::ceil(std::sqrt(double(cards))))); }

DomainShape ringInRows(int cards) {
  DomainShape shape;
  const int columns = columnsOfSquare(cards);
  for (int i = 0; i < cards; ++i) {
    const int row = i / columns, along = i % columns;
    shape.places.push_back({row % 2 == 0 ? along : columns - 1 - along, row, 0});
  }
  shape.extent = {std::min(columns, cards), (cards + columns - 1) / columns, 1};
  return shape;
}

DomainShape torusBlock(const std::vector<int> &dims, int cards) {
  DomainShape shape;
  // Dimension k goes to axis k mod 3; a folded dimension strides over the ones before it there.
  std::vector<int> axisOf(dims.size()), strideOf(dims.size());
  std::array<int, 3> stride{1, 1, 1};
  for (std::size_t k = 0; k < dims.size(); ++k) {
    axisOf[k] = static_cast<int>(k % 3);
    strideOf[k] = stride[static_cast<std::size_t>(axisOf[k])];
    stride[static_cast<std::size_t>(axisOf[k])] *= dims[k];
  }
  shape.extent = stride;
  for (int i = 0; i < cards; ++i) {
    std::array<int, 3> place{0, 0, 0};
    int rest = i;
    for (std::size_t k = 0; k < dims.size(); ++k) {
      place[static_cast<std::size_t>(axisOf[k])] += (rest % dims[k]) * strideOf[k];
      rest /= dims[k];
    }
    shape.places.push_back(place);
  }
  return shape;
}

DomainShape flatGrid(int cards) {
  DomainShape shape;
  const int columns = columnsOfSquare(cards);
  for (int i = 0; i < cards; ++i)
    shape.places.push_back({i % columns, i / columns, 0});
  shape.extent = {std::min(columns, cards), (cards + columns - 1) / columns, 1};
  return shape;
}

DomainShape domainShape(const sim::SchedulingMachine &machine) {
  long long product = 1;
  for (int k : machine.torus_dims)
    product *= k;
  if (!machine.isTorus() || product != machine.domain_cards) return flatGrid(machine.domain_cards);
  if (machine.torus_dims.size() == 1) return ringInRows(machine.domain_cards);
  return torusBlock(machine.torus_dims, machine.domain_cards);
}

} // namespace

CardLayout cardLayout(const sim::SchedulingMachine &machine) {
  const DomainShape shape = domainShape(machine);
  CardLayout layout;
  layout.block = shape.extent;
  const int width = shape.extent[0], depth = shape.extent[1];
  const int gap = std::max(2, static_cast<int>(std::ceil(0.25 * std::max(width, depth))));
  // Columns of domains that make the whole about 1.6 times as wide as deep, as the view is.
  int columns = 1;
  double best = INFINITY;
  for (int c = 1; c <= machine.domains; ++c) {
    const int rows = (machine.domains + c - 1) / c;
    const double aspect = double(c * (width + gap)) / (rows * (depth + gap));
    if (std::abs(std::log(aspect / 1.6)) < best) best = std::abs(std::log(aspect / 1.6)), columns = c;
  }
  const int rows = (machine.domains + columns - 1) / columns;
  layout.centres.reserve(static_cast<std::size_t>(machine.cards()));
  for (int domain = 0; domain < machine.domains; ++domain) {
    const std::array<double, 3> origin{double((domain % columns) * (width + gap)),
                                       double((rows - 1 - domain / columns) * (depth + gap)), 0};
    layout.block_origins.push_back(origin);
    for (const std::array<int, 3> &place : shape.places)
      layout.centres.push_back(
          {origin[0] + place[0] + 0.5, origin[1] + place[1] + 0.5, origin[2] + place[2] + 0.5});
  }
  return layout;
}

} // namespace snp::views

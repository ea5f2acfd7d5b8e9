#pragma once

#include "model/Config.h"
#include "sim/LinkLoad.h"

#include <array>
#include <cstddef>
#include <vector>

namespace snp::views {

// Where the nodes and cables of the drawn tier go, and how loaded each cable is. Plain data
// without VTK objects, so it can be computed on a worker thread.
struct TopologyLayout {
  struct Cable {
    double load_B;    // the larger of its two directions
    std::size_t a, b; // indices into points
  };
  std::vector<std::array<double, 3>> points; // the nodes first, then the free ends of stubs
  std::size_t nodes = 0;
  std::vector<Cable> cables;
  double max_load_B = 0; // over every directed link, wraparounds included
};

// The layout of sim::linkLoadedTier(config); an empty one for a switched network. Pure: same
// inputs, same layout.
TopologyLayout topologyLayout(const model::Config &config, const sim::Traffic &traffic, sim::Routing routing);

} // namespace snp::views

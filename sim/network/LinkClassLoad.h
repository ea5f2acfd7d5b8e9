#pragma once

#include "sim/Figure.h"

#include <string_view>

namespace snp::sim {

// Running count, maximum and sum of the loads of one class of links, gathered before the
// completion time (which needs the maximum over every class) is known.
struct LinkTally {
  int links = 0;
  double max_B = 0;
  double sum_B = 0;

  // `count` links that each carry `load_B`: switched fabrics split flows evenly over bundles
  // of equal links, so a bundle is added at once.
  void add(double load_B, int count = 1) {
    if (count <= 0) return;
    links += count;
    max_B = load_B > max_B ? load_B : max_B;
    sum_B += load_B * count;
  }
};

// Loads of one class of equal links of a switched fabric (a fat-tree tier in one direction, a
// dragonfly's global links): what a table row or a colour scale shows. A cable is one link per
// direction, as in LinkLoads.
struct LinkClassLoad {
  model::Message name; // e.g. "leaf-spine up"
  int links = 0;
  Figure capacity_Bps; // per link, per direction
  Figure max_load_B;
  Figure mean_load_B;
  Figure max_utilisation; // max load / (capacity x completion time)
  Figure mean_utilisation;
};

LinkClassLoad linkClassLoad(model::Message name, const LinkTally &tally, double bandwidth_Bps,
                            double completion_s, model::Message assumption);

// The time a fabric needs for its traffic, defined as for LinkLoads: every endpoint injects
// bytes_per_node at injection_Bps and the busiest link drains at its bandwidth, whichever is
// slower.
Figure fabricCompletionTime(double bytes_per_node, double injection_Bps, double max_load_B,
                            double bandwidth_Bps, model::Message assumption);

// Per endpoint: bytes_per_node / completion time.
Figure fabricThroughput(double bytes_per_node, double completion_s, model::Message assumption);

} // namespace snp::sim

#pragma once

#include "model/Config.h"

#include <vector>

namespace snp::sim {

// Energy against time as the accelerators' compute clock is lowered. A waiting chip already falls
// to its idle draw, so what a lower clock trades is its compute: the clock falls with a power cap
// (sim/training/PowerCap.h), matrix work slows as the cap's 0.30th power and memory-bound work keeps
// its rate. The points run from the configuration's own cap (none: the TDP) down to the voltage
// floor, 0.55 of the TDP, in steps of 5 % of it; each is a whole evaluation.
struct ClockPoint {
  double cap_share = 1; // of the TDP
  double step_time_s = 0;
  double accelerator_J_per_token = 0; // the accelerators' energy
  double facility_J_per_token = 0;    // the site's, cooling and losses included
};

std::vector<ClockPoint> clockFrontier(const model::Config &config);

// The point that saves the most accelerator energy per token at most `slowdown` slower than the
// first (the configuration as it stands); the first itself when none does.
ClockPoint bestClockWithin(const std::vector<ClockPoint> &frontier, double slowdown);

} // namespace snp::sim

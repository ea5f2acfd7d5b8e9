#include "sim/ClockFrontier.h"

#include "sim/Evaluate.h"
#include "sim/training/PowerCap.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

namespace {

ClockPoint pointOf(const model::Config &config, double cap_share) {
  const Results r = evaluate(config);
  const double tokens = r.training.tokens_per_s.value;
  return {cap_share, r.training.step_time_s.value, tokens > 0 ? r.power.accelerators_W.value / tokens : 0,
          r.footprint.energy_per_token_J.value};
}

} // namespace

std::vector<ClockPoint> clockFrontier(const model::Config &config) {
  const double tdp = config.accelerator.tdp_W;
  const double own = config.accelerator.power_cap_W > 0 && tdp > 0
                         ? std::min(1.0, config.accelerator.power_cap_W / tdp)
                         : 1.0;
  std::vector<ClockPoint> frontier{pointOf(config, own)};
  constexpr double kStep = 0.05;
  for (double share = std::ceil(own / kStep - 1e-9) * kStep - kStep; share >= kVoltageFloorShareOfTdp - 1e-9;
       share -= kStep) {
    model::Config capped = config;
    capped.accelerator.power_cap_W = share * tdp;
    if (capped.accelerator.power_cap_W <= capped.accelerator.idle_W) break;
    frontier.push_back(pointOf(capped, share));
  }
  return frontier;
}

ClockPoint bestClockWithin(const std::vector<ClockPoint> &frontier, double slowdown) {
  if (frontier.empty()) return {};
  const ClockPoint &first = frontier.front();
  ClockPoint best = first;
  for (const ClockPoint &p : frontier)
    if (p.step_time_s <= first.step_time_s * (1 + slowdown) &&
        p.accelerator_J_per_token < best.accelerator_J_per_token)
      best = p;
  return best;
}

} // namespace snp::sim

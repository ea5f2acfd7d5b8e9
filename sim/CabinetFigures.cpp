#include "sim/CabinetFigures.h"

#include "sim/reliability/ReliabilityModel.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

double busyFraction(const Results &results) {
  const double step = results.training.step_time_s.value;
  return step > 0 ? std::clamp(results.training.compute_s.value / step, 0.0, 1.0) : 0.0;
}

CabinetFigures cabinetFigures(const model::Config &config, const Results &results, int index) {
  CabinetFigures f;
  f.nodes = config.cabinet.nodes;
  f.first_node = index * f.nodes;
  f.hot_spares = sparePlacement(config).sparesIn(index);
  f.power_W = results.power.cabinet_W.value;
  const auto limitUse = [](const Figure &use, double limit_W) {
    return limit_W > 0 ? use.value : std::nan("");
  };
  f.power_limit_use = limitUse(results.power.cabinet_power_use, config.cabinet.power_limit_W);
  f.cooling_limit_use = limitUse(results.power.cabinet_cooling_use, config.cabinet.cooling_limit_W);
  f.heat = cabinetHeatRejection(config, busyFraction(results));
  f.liquid_share = liquidHeatFraction(config.cooling);
  f.liquid_heat_W = f.heat.heat_W.value * f.liquid_share;
  f.air_heat_W = f.heat.heat_W.value * (1 - f.liquid_share);
  // Node failures are independent: a cabinet of n nodes fails n times as often as one node.
  const double nodeMtbf = results.reliability.node_mtbf_s.value;
  f.failures_per_day = nodeMtbf > 0 ? f.nodes * 86400 / nodeMtbf : std::nan("");
  f.mtbf_s = nodeMtbf / std::max(1, f.nodes);
  return f;
}

} // namespace snp::sim

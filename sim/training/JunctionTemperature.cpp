#include "sim/training/JunctionTemperature.h"

#include "model/CoolingCatalogue.h"

#include <algorithm>

namespace snp::sim {

double junctionC(const model::Config &config, double draw_W) {
  return config.cooling.supply_C + draw_W * model::junctionResistanceKPerW(config.cooling);
}

double thermalLimitW(const model::Config &config) {
  const model::Accelerator &acc = config.accelerator;
  const double resistance = model::junctionResistanceKPerW(config.cooling);
  if (!(acc.max_operating_C > 0) || !(resistance > 0)) return 0;
  const double limit = (acc.max_operating_C - config.cooling.supply_C) / resistance;
  return std::max(limit, acc.idle_W + 0.01 * acc.tdp_W);
}

double operatingCapW(const model::Config &config) {
  const double cap = config.accelerator.power_cap_W, thermal = thermalLimitW(config);
  if (cap > 0 && thermal > 0) return std::min(cap, thermal);
  return cap > 0 ? cap : thermal;
}

} // namespace snp::sim

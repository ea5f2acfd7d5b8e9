#include "model/SparePlacement.h"

#include <algorithm>

namespace snp::model {

namespace {

int cabinets(const Config &config) { return std::max(1, config.layout.cabinets); }

} // namespace

int cabinetOfSpare(const Config &config, int spare) { return spare % cabinets(config); }

int slotOfSpare(const Config &config, int spare) { return spare / cabinets(config); }

int sparesInCabinet(const Config &config, int cabinet) {
  const int spares = std::max(0, config.reliability.hot_spares);
  const int n = cabinets(config);
  return spares / n + (cabinet < spares % n ? 1 : 0);
}

} // namespace snp::model

#include "model/SparePlacement.h"

#include <algorithm>

namespace snp::model {

SparePlacement sparePlacement(const Config &config) {
  return {std::max(1, config.layout.cabinets), std::max(0, config.reliability.hot_spares)};
}

} // namespace snp::model

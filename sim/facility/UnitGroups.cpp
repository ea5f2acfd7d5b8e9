#include "sim/facility/UnitGroups.h"

#include "model/Config.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

UnitGroups sizeUnitGroups(double unit_W, int units, int racks_per_group, model::Redundancy redundancy,
                          int cabinets, double cabinet_design_W) {
  UnitGroups g;
  const int size = racks_per_group > 0 ? std::min(racks_per_group, cabinets) : cabinets;
  const int rest = cabinets % size;
  g.groups = cabinets / size + (rest > 0 ? 1 : 0);
  g.racks_per_group = size;
  g.racks_in_last = rest > 0 ? rest : size;
  g.unit_W = unit_W;
  g.design_W = size * cabinet_design_W;
  const double needed = std::clamp(std::ceil(g.design_W / unit_W), 1.0, double(model::kMaxCount));
  g.installed = units > 0 ? units : model::installedUnits(redundancy, int(needed));
  g.usable = model::usableUnits(redundancy, g.installed);
  g.capacity_W = g.usable * unit_W;
  g.use = g.design_W / g.capacity_W;
  return g;
}

} // namespace snp::sim

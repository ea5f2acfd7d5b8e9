#include "model/FollowTechnology.h"

#include "model/CoolingCatalogue.h"

namespace snp::model {

FollowedStructure followTechnology(const Config &before, const Config &after) {
  FollowedStructure out{after, {}, {}};
  if (before.cooling.kind == after.cooling.kind) return out;
  const CoolingDefaults &d = coolingDefaults(after.cooling.kind);
  Cooling &c = out.config.cooling;
  // Each is a number in the configuration's JSON form, as the editor's undo records it.
  const auto set = [&](const char *path, double &field, double value) {
    if (field == value) return;
    out.changes.push_back({path, field, value});
    field = value;
  };
  set("cooling.liquid_fraction", c.liquid_fraction, d.liquid_fraction);
  set("cooling.supply_C", c.supply_C, d.supply_C);
  set("cooling.delta_T_K", c.delta_T_K, d.delta_T_K);
  if (d.fluid) {
    set("cooling.fluid.density_kg_per_m3", c.fluid.density_kg_per_m3, d.fluid->density_kg_per_m3);
    set("cooling.fluid.specific_heat_J_per_kgK", c.fluid.specific_heat_J_per_kgK,
        d.fluid->specific_heat_J_per_kgK);
  }
  return out;
}

} // namespace snp::model

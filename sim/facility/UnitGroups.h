#pragma once

#include "model/PowerChain.h"

namespace snp::sim {

// Identical units in groups, each group serving a run of cabinets: a level of the power chain, or
// the coolant distribution units. Sized by the largest group's load at full power.
struct UnitGroups {
  int groups = 0;
  int racks_per_group = 0; // in the largest group
  int racks_in_last = 0;   // the last group may serve fewer
  int installed = 0;       // units per group
  int usable = 0;          // of them, those that carry the load
  double unit_W = 0;       // one unit's rating
  double capacity_W = 0;   // usable x unit, per group
  double design_W = 0;     // the largest group's load at full power
  double use = 0;          // design / capacity
};

// Groups of `racks_per_group` cabinets (0: one group for all) carrying `cabinet_design_W` each at
// full power, in units of `unit_W`: `units` per group, or when 0 as many as the load needs under
// `redundancy`.
UnitGroups sizeUnitGroups(double unit_W, int units, int racks_per_group, model::Redundancy redundancy,
                          int cabinets, double cabinet_design_W);

} // namespace snp::sim

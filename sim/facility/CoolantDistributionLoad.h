#pragma once

#include "model/Config.h"
#include "sim/Figure.h"
#include "sim/facility/UnitGroups.h"

namespace snp::sim {

// The coolant distribution units under the liquid share of the cabinets' heat at full power.
struct CduResults {
  bool described = false;
  UnitGroups groups;
  Figure cdu_use;          // the largest group's liquid heat at full power / its usable capacity
  Figure units;            // installed in all groups
  Figure facility_water_C; // what the CDUs take from the plant
  Figure availability;     // of one group: the share of time it cools its cabinets

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("cdu_use", cdu_use);
    v("units", units);
    v("facility_water_C", facility_water_C);
    v("availability", availability);
  }
};

// For cabinets that each give off `cabinet_design_W` at full power.
CduResults evaluateCdus(const model::Config &config, double cabinet_design_W);

} // namespace snp::sim

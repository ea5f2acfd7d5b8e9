#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

namespace snp::sim {

// What the cabinets weigh and what they ask of the floor: the mass of one cabinet with its nodes
// and coolant, spread over its footprint, on its four feet, against the floor's rating.
struct FloorResults {
  Figure cabinet_mass_kg;
  Figure total_mass_kg;
  Figure floor_load_kg_per_m2; // one cabinet's mass over its footprint
  Figure foot_load_kg;         // on each of four levelling feet or casters
  Figure floor_rating_use;     // floor load / rating; 0 when no rating is set

  template <class Visitor> void forEachFigure(Visitor &&v) const {
    v("cabinet_mass_kg", cabinet_mass_kg);
    v("total_mass_kg", total_mass_kg);
    v("floor_load_kg_per_m2", floor_load_kg_per_m2);
    v("foot_load_kg", foot_load_kg);
    v("floor_rating_use", floor_rating_use);
  }
};

FloorResults evaluateFloor(const model::Config &config);

} // namespace snp::sim

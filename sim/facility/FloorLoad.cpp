#include "sim/facility/FloorLoad.h"

#include "model/Message.h"

#include <algorithm>

namespace snp::sim {

namespace {

// A cabinet stands on four levelling feet or casters; its weight rests on them evenly.
constexpr double kFeetPerCabinet = 4;
constexpr double kLitresPerCubicMetre = 1000;

} // namespace

FloorResults evaluateFloor(const model::Config &config) {
  const model::Cabinet &cabinet = config.cabinet;
  const double coolant_kg = cabinet.coolant_L / kLitresPerCubicMetre * config.cooling.fluid.density_kg_per_m3;
  const double nodes_kg = cabinet.nodes * config.node.mass_kg;
  const double mass = cabinet.empty_kg + nodes_kg + coolant_kg;
  const double footprint = cabinet.width_m * cabinet.depth_m;
  const double load = footprint > 0 ? mass / footprint : 0;
  const double rating = config.site.floor_rating_kg_per_m2;
  const int cabinets = std::max(1, config.layout.cabinets);

  FloorResults r;
  r.cabinet_mass_kg =
      Figure(mass, "kg", SNP_MESSAGE("Figure", "empty cabinet + nodes x node + coolant"),
             {{"empty_cabinet", cabinet.empty_kg, "kg"},
              {"nodes", double(cabinet.nodes), ""},
              {"node", config.node.mass_kg, "kg"},
              {"coolant", coolant_kg, "kg"}},
             SNP_MESSAGE("Figure", "coolant weighed at its density; an unknown mass counts 0"));
  r.total_mass_kg = Figure(cabinets * mass, "kg", SNP_MESSAGE("Figure", "cabinets x cabinet"),
                           {{"cabinets", double(cabinets), ""}, {"cabinet", mass, "kg"}});
  r.floor_load_kg_per_m2 =
      Figure(load, "kg/m²", SNP_MESSAGE("Figure", "cabinet mass / (width x depth)"),
             {{"cabinet", mass, "kg"}, {"width", cabinet.width_m, "m"}, {"depth", cabinet.depth_m, "m"}},
             SNP_MESSAGE("Figure", "spread over the cabinet's own footprint, aisles not counted"));
  r.foot_load_kg = Figure(mass / kFeetPerCabinet, "kg", SNP_MESSAGE("Figure", "cabinet mass / 4 feet"),
                          {{"cabinet", mass, "kg"}},
                          SNP_MESSAGE("Figure", "the point load a floor tile under one foot carries"));
  r.floor_rating_use =
      Figure(rating > 0 ? load / rating : 0, "ratio", SNP_MESSAGE("Figure", "floor load / floor rating"),
             {{"floor_load", load, "kg/m²"}, {"floor_rating", rating, "kg/m²"}},
             SNP_MESSAGE("Figure", "no rating set gives 0"));
  return r;
}

} // namespace snp::sim

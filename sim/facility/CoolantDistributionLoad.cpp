#include "sim/facility/CoolantDistributionLoad.h"

#include "model/Message.h"
#include "sim/facility/CoolingModel.h"
#include "sim/facility/GroupAvailability.h"

#include <algorithm>

namespace snp::sim {

CduResults evaluateCdus(const model::Config &config, double cabinet_design_W) {
  const model::CoolantDistribution &cdu = config.cooling.cdu;
  const int cabinets = std::max(1, config.layout.cabinets);
  const double liquid_share = liquidHeatFraction(config.cooling);
  CduResults r;
  r.described = cdu.capacity_W > 0 && liquid_share > 0;
  if (r.described)
    r.groups = sizeUnitGroups(cdu.capacity_W, cdu.units, cdu.racks_per_group, cdu.redundancy, cabinets,
                              liquid_share * cabinet_design_W);
  const UnitGroups &g = r.groups;
  r.cdu_use =
      Figure(g.use, "ratio",
             SNP_MESSAGE("Figure", "largest group's liquid heat at full power / (usable units x capacity)"),
             {{"liquid_heat", g.design_W, "W"},
              {"usable_units", double(g.usable), ""},
              {"installed_units", double(g.installed), ""},
              {"capacity", g.unit_W, "W"},
              {"groups", double(g.groups), ""},
              {"cabinets_per_group", double(g.racks_per_group), ""}},
             SNP_MESSAGE("Figure", "liquid heat: the liquid share of the cabinets' power at full power; no "
                                   "CDUs described, or no liquid, gives 0"));
  r.units = Figure(double(g.groups) * g.installed, "", SNP_MESSAGE("Figure", "groups x units per group"),
                   {{"groups", double(g.groups), ""}, {"units_per_group", double(g.installed), ""}});
  r.facility_water_C =
      Figure(facilityWaterC(config.cooling), "°C", SNP_MESSAGE("Figure", "loop supply - CDU approach"),
             {{"supply", config.cooling.supply_C, "°C"},
              {"approach", r.described ? config.cooling.cdu.approach_K : 0, "K"}},
             SNP_MESSAGE("Figure", "chillers and dry coolers serve this water"));
  const double available =
      r.described ? groupAvailability(cdu.redundancy, g.installed, g.usable, cdu.failures) : 1;
  r.availability =
      Figure(available, "ratio", SNP_MESSAGE("Figure", "share of time enough CDUs of a group are up"),
             {{"installed_units", double(g.installed), ""},
              {"usable_units", double(g.usable), ""},
              {"mtbf", cdu.failures.mtbf_h, "h"},
              {"mttr", cdu.failures.mttr_h, "h"}},
             SNP_MESSAGE("Figure", "k of n units up, or one of two complete sets under 2N; each "
                                   "up MTBF / (MTBF + MTTR) of the time"));
  return r;
}

} // namespace snp::sim

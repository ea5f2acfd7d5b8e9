#pragma once

#include "model/Config.h"
#include "model/Message.h"
#include "sim/facility/CoolantDistributionLoad.h"
#include "sim/facility/PowerChainLoad.h"
#include "sim/network/NetworkResults.h"

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace snp::sim {

// What a design is built from, counted from its configuration and from what the evaluation worked
// out of it: the topology's switches and cables, the power chain's and the coolant distribution's
// units as sized. The groups are those capital cost is broken down by.
enum class PartGroup { Compute, Network, Power, Cooling, Building };
inline constexpr std::string_view kPartGroupNames[] = {"compute", "network", "power", "cooling", "building"};
static_assert(std::size(kPartGroupNames) == static_cast<std::size_t>(PartGroup::Building) + 1);

// Every part a bill may list, in the order it lists them.
inline constexpr std::string_view kBomParts[] = {"accelerator",
                                                 "node",
                                                 "cpu",
                                                 "dpu",
                                                 "nic",
                                                 "scale_up_switch",
                                                 "scale_out_switch_leaf",
                                                 "scale_out_switch_spine",
                                                 "scale_out_switch_core",
                                                 "scale_out_switch",
                                                 "optical_circuit_switch",
                                                 "optical_transceiver",
                                                 "optical_cable",
                                                 "copper_cable",
                                                 "cabinet",
                                                 "power_shelf",
                                                 "floor_pdu",
                                                 "busway",
                                                 "ups",
                                                 "switchboard",
                                                 "transformer",
                                                 "cdu"};

struct BomLine {
  PartGroup group = PartGroup::Compute;
  std::string_view part; // a stable key ("accelerator", "scale_out_switch_leaf", "ups")
  model::Message name;   // for people
  double quantity = 0;
  std::string model;   // the make where the configuration names it (the accelerator's name); else empty
  double rating_W = 0; // one unit's rating, for power and cooling units; 0 where none
};

// Lines with a quantity of zero are left out. `network`, `power_chain` and `cdu` are the evaluation's.
std::vector<BomLine> billOfMaterials(const model::Config &config, const NetworkResults &network,
                                     const PowerChainResults &power_chain, const CduResults &cdu);

} // namespace snp::sim

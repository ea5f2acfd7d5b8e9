#pragma once

#include "model/BomPart.h"
#include "model/Config.h"
#include "model/Message.h"
#include "sim/facility/CoolantDistributionLoad.h"
#include "sim/facility/PowerChainLoad.h"
#include "sim/network/NetworkResults.h"

#include <cstddef>
#include <iterator>
#include <string_view>
#include <vector>

namespace snp::sim {

// What a design is built from, counted from its configuration and from what the evaluation worked
// out of it: the topology's switches and cables, the power chain's and the coolant distribution's
// units as sized. The groups are those capital cost is broken down by.
enum class PartGroup { Compute, Network, Power, Cooling, Building };
inline constexpr std::string_view kPartGroupNames[] = {"compute", "network", "power", "cooling", "building"};
static_assert(std::size(kPartGroupNames) == static_cast<std::size_t>(PartGroup::Building) + 1);

// The parts (model/BomPart.h), as the bill and its prices name them.
using model::BomPart;
using model::bomPart;
using model::kBomParts;
using model::partName;

struct BomLine {
  PartGroup group = PartGroup::Compute;
  BomPart part;
  model::Message name; // for people
  double quantity = 0;
  // The make where the configuration names it (the accelerator's name, kept by the configuration the
  // bill was made of); else empty.
  std::string_view model;
  double rating_W = 0; // one unit's rating, for power and cooling units; 0 where none
};

// Takes a bill's lines one by one: the evaluation prices them as they come, without keeping them.
class BomSink {
public:
  virtual void add(const BomLine &line) = 0;

protected:
  ~BomSink() = default;
};

// Each part at most once, in the order of kBomParts; lines with a quantity of zero are left out.
// `network`, `power_chain` and `cdu` are the evaluation's.
void listBillOfMaterials(const model::Config &config, const NetworkResults &network,
                         const PowerChainResults &power_chain, const CduResults &cdu, BomSink &sink);
std::vector<BomLine> billOfMaterials(const model::Config &config, const NetworkResults &network,
                                     const PowerChainResults &power_chain, const CduResults &cdu);

} // namespace snp::sim

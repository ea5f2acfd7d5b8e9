#pragma once

#include "model/BomPart.h"
#include "model/Config.h"
#include "model/Message.h"
#include "sim/facility/CoolantDistributionLoad.h"
#include "sim/facility/CoolingModel.h"
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
  double rating_W = 0;      // one unit's rating, for power and cooling units; 0 where none
  double mean_length_m = 0; // of a cable, as it runs in the hall; 0 for what is not a cable
};

// What the evaluation worked out that the bill counts.
struct BillSources {
  const NetworkResults &network;
  const PowerChainResults &power_chain;
  const CduResults &cdu;
  const CoolingResults &cooling;
  double it_design_W = 0; // the IT power the heat rejection is built for
};

// Takes a bill's lines one by one: the evaluation prices them as they come, without keeping them.
class BomSink {
public:
  virtual void add(const BomLine &line) = 0;

protected:
  ~BomSink() = default;
};

// In the order of kBomParts, each part once, or once for each link rate it comes in (its make
// "400 Gb/s"); lines with a quantity of zero are left out.
void listBillOfMaterials(const model::Config &config, const BillSources &sources, BomSink &sink);
std::vector<BomLine> billOfMaterials(const model::Config &config, const BillSources &sources);

} // namespace snp::sim

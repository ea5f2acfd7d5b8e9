#pragma once

#include "model/Config.h"
#include "sim/facility/CoolantDistributionLoad.h"
#include "sim/facility/PowerChainLoad.h"

#include <array>
#include <cstddef>

namespace snp::sim {

// The parts of the plant whose failure stops the cabinets they serve: the power chain's levels
// (in sim/facility/PowerChainLoad.h's order, from the cabinets up) and the coolant distribution units.
enum class PlantPart { Shelves, Distribution, Ups, Switchboard, Transformer, Utility, Cdu };
inline constexpr std::size_t kPlantPartCount = 7;
static_assert(static_cast<std::size_t>(PlantPart::Utility) + 1 == kPowerStageCount);

// One part as its failures reach the job: `groups` groups of `installed` identical units, each
// group serving a run of cabinets in the room's order, and dropping them when fewer units are up
// than its redundancy needs.
struct PlantPartFailures {
  bool fails = false; // described, with units that fail
  int groups = 0;
  int racks_per_group = 0;
  int cabinets = 0; // served by all groups together
  int installed = 0;
  int usable = 0;
  model::Redundancy redundancy = model::Redundancy::N;
  model::UnitFailures unit;
  double group_outages_per_s = 0; // how often one group drops its cabinets, over all time
  double group_availability = 1;  // the share of time it carries them
  double mean_outage_s = 0;       // how long it stays down

  // How often a group that carries its cabinets drops them: the job runs only while every group
  // carries, so this is the rate its outages strike a running job at.
  double dropsWhileUpPerS() const {
    return group_availability > 0 ? group_outages_per_s / group_availability : 0;
  }

  int firstCabinet(int group) const { return group * racks_per_group; }
  int cabinetsOf(int group) const;
};

// The whole plant's failures. Every cabinet holds the job's nodes, so any group's outage stops the
// job until the group carries its cabinets again.
struct PlantFailures {
  std::array<PlantPartFailures, kPlantPartCount> parts{};

  const PlantPartFailures &part(PlantPart p) const { return parts[static_cast<std::size_t>(p)]; }
  double outagesPerS() const; // of all groups together
  double meanOutageS() const; // weighted by how often each part's groups drop
  bool anyFails() const { return outagesPerS() > 0; }
};

// The plant of `config` as evaluatePowerChain and evaluateCdus sized it.
PlantFailures plantFailures(const model::Config &config, const PowerChainResults &chain,
                            const CduResults &cdus);
// The same, sizing the plant for `config` first.
PlantFailures plantFailures(const model::Config &config);

} // namespace snp::sim

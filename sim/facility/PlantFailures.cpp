#include "sim/facility/PlantFailures.h"

#include "sim/facility/GroupAvailability.h"
#include "sim/facility/Power.h"

#include <algorithm>

namespace snp::sim {

namespace {

constexpr double kSecondsPerHour = 3600;
// A group so large that it is almost never up (a unit rating far below the load) drops so rarely,
// and stays down so long, that the ratio overflows: longer than any run, it reads as this bound,
// about 31,700 years.
constexpr double kLongestOutage_s = 1e12;

// `availability`: the group's, as evaluatePowerChain or evaluateCdus worked it out.
PlantPartFailures partFailures(const UnitGroups &sizing, bool described, double availability, int cabinets,
                               model::Redundancy redundancy, const model::UnitFailures &unit) {
  PlantPartFailures p;
  p.fails = described && unit.mtbf_h > 0 && unit.mttr_h > 0;
  if (!p.fails) return p;
  p.groups = sizing.groups;
  p.racks_per_group = sizing.racks_per_group;
  p.cabinets = cabinets;
  p.installed = sizing.installed;
  p.usable = sizing.usable;
  p.redundancy = redundancy;
  p.unit = unit;
  const double per_hour = groupOutagesPerHour(redundancy, p.installed, p.usable, unit);
  p.group_availability = availability;
  const double unavailable = 1 - p.group_availability;
  p.group_outages_per_s = per_hour / kSecondsPerHour;
  // Frequency and duration: the mean time down is the share of time down over how often it starts.
  p.mean_outage_s = per_hour > 0 ? std::min(unavailable / per_hour * kSecondsPerHour, kLongestOutage_s) : 0;
  return p;
}

} // namespace

int PlantPartFailures::cabinetsOf(int group) const {
  return std::clamp(cabinets - firstCabinet(group), 0, racks_per_group);
}

double PlantFailures::outagesPerS() const {
  double rate = 0;
  for (const PlantPartFailures &p : parts)
    rate += p.groups * p.dropsWhileUpPerS();
  return rate;
}

double PlantFailures::meanOutageS() const {
  double rate = 0, weighted = 0;
  for (const PlantPartFailures &p : parts) {
    rate += p.groups * p.dropsWhileUpPerS();
    weighted += p.groups * p.dropsWhileUpPerS() * p.mean_outage_s;
  }
  return rate > 0 ? weighted / rate : 0;
}

PlantFailures plantFailures(const model::Config &config, const PowerChainResults &chain,
                            const CduResults &cdus) {
  const model::PowerChain &c = config.power_chain;
  const int cabinets = std::max(1, config.layout.cabinets);
  const model::PowerLevel *levels[] = {nullptr,        &c.distribution, &c.ups,
                                       &c.switchboard, &c.transformer,  &c.utility};
  PlantFailures f;
  for (std::size_t i = 0; i < kPowerStageCount; ++i) {
    const PowerLevelLoad &load = chain.levels[i];
    const bool shelves = i == static_cast<std::size_t>(PowerStage::Shelves);
    f.parts[i] = partFailures(load, load.described, load.availability, cabinets,
                              shelves ? c.shelves.redundancy : levels[i]->redundancy,
                              shelves ? c.shelves.failures : levels[i]->failures);
  }
  const model::CoolantDistribution &cdu = config.cooling.cdu;
  f.parts[static_cast<std::size_t>(PlantPart::Cdu)] = partFailures(
      cdus.groups, cdus.described, cdus.availability.value, cabinets, cdu.redundancy, cdu.failures);
  return f;
}

PlantFailures plantFailures(const model::Config &config) {
  const PowerAndCooling plant = evaluatePowerAndCooling(config, 1);
  return plantFailures(config, plant.chain, plant.cdus);
}

} // namespace snp::sim

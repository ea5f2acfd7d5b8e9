#pragma once

#include "sim/scheduling/Scheduler.h"
#include "sim/scheduling/SchedulingMachine.h"

namespace snp::sim {

// What a schedule asked of its cabinets: the time each ran at least one job, summed over the
// cabinets, and the card-time its jobs held.
struct CabinetOccupancy {
  double powered_cabinet_s = 0;
  double busy_card_s = 0;
};

// From the result's allocations: a cabinet is powered over the union of the allocations that hold
// any of its cards.
CabinetOccupancy cabinetOccupancy(const SchedulingMachine &machine, const ScheduleResult &result);

} // namespace snp::sim

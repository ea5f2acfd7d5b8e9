#include "sim/reliability/PlantSimulation.h"

namespace snp::sim {

namespace {

constexpr double kSecondsPerHour = 3600;
// Mixed into the run's seed (any odd constant would do: the golden ratio's bits).
constexpr std::uint64_t kPlantSeedMix = 0x9e3779b97f4a7c15ULL;

} // namespace

PlantSimulation::PlantSimulation(const PlantFailures &plant, std::uint64_t seed)
    : plant_(plant), rng_(seed ^ kPlantSeedMix) {
  for (std::size_t p = 0; p < kPlantPartCount; ++p) {
    const PlantPartFailures &part = plant_.parts[p];
    firstGroup_.push_back(int(groups_.size()));
    if (!part.fails) continue;
    for (int g = 0; g < part.groups; ++g) {
      groups_.push_back({});
      for (int u = 0; u < part.installed; ++u)
        units_.push_back({int(p), g, u, true});
    }
  }
  for (int u = 0; u < int(units_.size()); ++u)
    schedule(u, 0);
}

void PlantSimulation::schedule(int unit, double now_s) {
  const PlantPartFailures &part = plant_.parts[std::size_t(units_[std::size_t(unit)].part)];
  const double mean_h = units_[std::size_t(unit)].up ? part.unit.mtbf_h : part.unit.mttr_h;
  std::exponential_distribution<double> after(1 / (mean_h * kSecondsPerHour));
  events_.push({now_s + after(rng_), unit});
}

bool PlantSimulation::carries(const PlantPartFailures &part, const Group &group) const {
  if (part.redundancy == model::Redundancy::TwoN) return group.sideA == 0 || group.sideB == 0;
  return part.installed - group.down >= part.usable;
}

PlantChange PlantSimulation::step() {
  const Event event = events_.top();
  events_.pop();
  Unit &unit = units_[std::size_t(event.unit)];
  const PlantPartFailures &part = plant_.parts[std::size_t(unit.part)];
  Group &group = groups_[std::size_t(firstGroup_[std::size_t(unit.part)] + unit.group)];
  const bool carried = carries(part, group);
  unit.up = !unit.up;
  const int change = unit.up ? -1 : 1;
  group.down += change;
  (unit.index < part.installed / 2 ? group.sideA : group.sideB) += change;
  const bool carries_now = carries(part, group);
  PlantChange c{
      event.time_s,           PlantPart(unit.part), unit.group, unit.index, !unit.up, carried && !carries_now,
      !carried && carries_now};
  groupsDown_ += c.dropped ? 1 : c.restored ? -1 : 0;
  schedule(event.unit, event.time_s);
  return c;
}

} // namespace snp::sim

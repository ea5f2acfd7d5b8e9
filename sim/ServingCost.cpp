#include "sim/ServingCost.h"

#include "model/Message.h"
#include "sim/Ratio.h"

#include <algorithm>

namespace snp::sim {

namespace {

constexpr double kSecondsPerHour = 3600;

} // namespace

ServingCostResults servingCost(const model::Config &config, const CostResults &cost,
                               const ServingSetup &setup, const ServingResults &serving) {
  const double slice = setup.accelerators > 0 ? setup.accelerators : config.accelerators();
  const double per_accelerator_hour = cost.cost_per_accelerator_hour.value;
  const double per_second = per_accelerator_hour * slice / kSecondsPerHour;
  const char *unit = perMillionTokensUnit(config.site.currency);
  const char *per_hour = perHourUnit(config.site.currency);
  const double capacity = serving.capacity_tokens_per_s.value;
  // The offered rate while the slice keeps up with it; beyond its capacity it serves no more.
  const bool offered = setup.request_rate_per_s > 0;
  const double served =
      offered ? std::min(setup.request_rate_per_s * setup.output_tokens, capacity) : capacity;

  ServingCostResults r;
  r.cost_per_million_output_tokens = Figure(
      ratioOf(per_second * 1e6, served), unit,
      SNP_MESSAGE("Figure", "cost per accelerator-hour × accelerators / output tokens per hour × 10⁶"),
      {{"cost_per_accelerator_hour", per_accelerator_hour, per_hour},
       {"accelerators", slice, ""},
       {"output_tokens_per_s", served, "1/s"}},
      offered ? SNP_MESSAGE("Figure", "at the offered request rate (at most the capacity): idle time is "
                                      "paid for too; prompt tokens are not counted")
              : SNP_MESSAGE("Figure", "no rate offered: at capacity"));
  r.cost_per_million_output_tokens_at_capacity =
      Figure(ratioOf(per_second * 1e6, capacity), unit,
             SNP_MESSAGE("Figure", "cost per accelerator-hour × accelerators / output tokens per hour at "
                                   "capacity × 10⁶"),
             {{"cost_per_accelerator_hour", per_accelerator_hour, per_hour},
              {"accelerators", slice, ""},
              {"capacity_tokens_per_s", capacity, "1/s"}},
             SNP_MESSAGE("Figure", "the slice kept busy: the least an output token can cost on it"));
  return r;
}

} // namespace snp::sim

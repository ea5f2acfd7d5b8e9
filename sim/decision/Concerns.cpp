#include "sim/decision/Concerns.h"

#include "model/Message.h"
#include "model/QuantityText.h"

#include <fmt/format.h>

#include <string>

namespace snp::sim {

namespace {

// Air enters a cabinet through its front: a perforated door or server bezels leave about 70 % of
// the face open, and above ~2.5 m/s face velocity fans, pressure drop and noise become
// impractical. With a 10 K rise this carries ~26 kW out of a 0.6 x 2.0 m cabinet, in line with
// the 20-30 kW per rack often cited as the practical end of air cooling (e.g. ASHRAE TC 9.9,
// "Emergence and Expansion of Liquid Cooling in Mainstream Data Centers", 2021).
constexpr double kOpenFrontFraction = 0.7;
constexpr double kMaxFaceVelocity_m_per_s = 2.5;

// The best model FLOPs utilisation published for large training runs: PaLM 540B 46.2 %
// (Chowdhery et al. 2022), Megatron-LM 1T on Selene 52 % of peak (Narayanan et al. 2021), Llama 3
// 405B 38-43 % (Dubey et al. 2024). Well beyond them means efficiencies set too high.
constexpr double kMaxPlausibleMfu = 0.65;

// The lowest annual PUE measured at a real data centre is about 1.04 (NREL's ESIF HPC data
// centre, warm-water cooled); below 1.03 the cooling and power losses have been left out.
constexpr double kMinPlausiblePue = 1.03;

// With an SI prefix and 4 significant digits ("750 kW", "1.028 MW"): never an exponent.
std::string watts(double W) { return model::plainText(model::quantityText(W, "W")); }
std::string massText(double kg) { return model::plainText(model::quantityText(kg, "kg")); }
std::string floorLoadText(double kg_per_m2) {
  return model::plainText(model::quantityText(kg_per_m2, "kg/m²"));
}
std::string percent(double ratio) { return fmt::format("{:.1f} %", 100 * ratio); }

struct ConcernList {
  std::vector<Concern> items;

  template <class... Args>
  void add(ConcernKind kind, std::string figure,
           model::MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
    items.push_back({kind, model::problemOf(std::move(figure), message, args...)});
  }
};

// A level of the power chain asked for more at full power than its usable units deliver: what it
// is, the load and the capacity, so the reader knows what to add.
void addPowerChainConcerns(ConcernList &list, const PowerChainResults &chain) {
  const auto over = [&](PowerStage stage, const char *figure,
                        model::MessageTemplate<std::string, std::string, std::string, int, int> message) {
    const PowerLevelLoad &level = chain.level(stage);
    if (level.described && level.use > 1)
      list.add(ConcernKind::OverLimit, figure, message, watts(level.design_W), percent(level.use),
               watts(level.capacity_W), level.usable, level.installed);
  };
  over(PowerStage::Utility, "power_chain.utility_use",
       SNP_MESSAGE("Validation", "the utility feed carries {} at full power, {} of the {} its usable units "
                                 "deliver ({} of {} installed)"));
  over(PowerStage::Transformer, "power_chain.transformer_use",
       SNP_MESSAGE("Validation", "a group of transformers carries {} at full power, {} of the {} its usable "
                                 "units deliver ({} of {} installed)"));
  over(PowerStage::Switchboard, "power_chain.switchboard_use",
       SNP_MESSAGE("Validation", "a switchboard carries {} at full power, {} of the {} its usable units "
                                 "deliver ({} of {} installed)"));
  over(PowerStage::Ups, "power_chain.ups_use",
       SNP_MESSAGE("Validation", "a UPS group carries {} at full power, {} of the {} its usable modules "
                                 "deliver ({} of {} installed)"));
  over(PowerStage::Distribution, "power_chain.distribution_use",
       SNP_MESSAGE("Validation", "a group of floor PDUs or busways carries {} at full power, {} of the {} "
                                 "its usable units deliver ({} of {} installed)"));
  over(PowerStage::Shelves, "power_chain.shelves_use",
       SNP_MESSAGE("Validation", "a cabinet draws {} at full power, {} of the {} its usable power shelves "
                                 "deliver ({} of {} installed)"));
}

// A group of CDUs asked to move more liquid heat than its usable units can: which cabinets it
// serves (the first such group; every full group carries the same), the heat and the capacity.
void addCduConcern(ConcernList &list, const CduResults &cdu) {
  if (!cdu.described || !(cdu.groups.use > 1)) return;
  const UnitGroups &g = cdu.groups;
  if (g.racks_per_group == 1)
    list.add(ConcernKind::OverLimit, "cdu.cdu_use",
             SNP_MESSAGE("Validation", "the CDUs of each cabinet carry {} at full power, {} of the {} their "
                                       "usable units move ({} of {} installed)"),
             watts(g.design_W), percent(g.use), watts(g.capacity_W), g.usable, g.installed);
  else
    list.add(ConcernKind::OverLimit, "cdu.cdu_use",
             SNP_MESSAGE("Validation",
                         "the CDUs serving cabinets 1 to {} (and each group of {} after them) "
                         "carry {} at full power, {} of the {} their usable units move ({} of {} "
                         "installed)"),
             g.racks_per_group, g.racks_per_group, watts(g.design_W), percent(g.use), watts(g.capacity_W),
             g.usable, g.installed);
}

} // namespace

double airCapacityPerCabinetW(const model::Config &config) {
  const double face_m2 = config.cabinet.width_m * config.cabinet.height_m * kOpenFrontFraction;
  return kAirDensity_kg_per_m3 * kAirSpecificHeat_J_per_kgK * config.cooling.air_delta_T_K * face_m2 *
         kMaxFaceVelocity_m_per_s;
}

std::vector<Concern> concernsOf(const model::Config &config, const Results &r) {
  ConcernList list;
  const double cabinets = std::max(1, config.layout.cabinets);

  if (r.power.cabinet_power_use.value > 1)
    list.add(ConcernKind::OverLimit, "power.cabinet_W",
             SNP_MESSAGE("Validation", "a cabinet draws {}, {} of what its power feed delivers"),
             watts(r.power.cabinet_W.value), percent(r.power.cabinet_power_use.value));
  if (r.power.cabinet_cooling_use.value > 1)
    list.add(ConcernKind::OverLimit, "power.cabinet_cooling_use",
             SNP_MESSAGE("Validation", "a cabinet gives off {} of the heat its cooling removes"),
             percent(r.power.cabinet_cooling_use.value));

  addPowerChainConcerns(list, r.power_chain);
  if (r.power_swing.limit_use.value > 1)
    list.add(
        ConcernKind::OverLimit, "power_swing.swing_W",
        SNP_MESSAGE("Validation",
                    "the site's draw swings by {} (from {} to {}) once every {} as each training step "
                    "starts and stops computing, beyond the {} the utility accepts; a power floor on the "
                    "accelerators or energy storage in the power shelves narrows it"),
        watts(r.power_swing.swing_W.value), watts(r.power_swing.trough_W.value),
        watts(r.power_swing.peak_W.value),
        model::plainText(model::quantityText(r.training.step_time_s.value, "s")),
        watts(config.power_chain.swing_limit_W));
  addCduConcern(list, r.cdu);
  if (r.floor.floor_rating_use.value > 1)
    list.add(ConcernKind::OverLimit, "floor.floor_load_kg_per_m2",
             SNP_MESSAGE("Validation",
                         "a cabinet of {} loads its footprint with {}, {} of the floor's rating of {}"),
             massText(r.floor.cabinet_mass_kg.value), floorLoadText(r.floor.floor_load_kg_per_m2.value),
             percent(r.floor.floor_rating_use.value), floorLoadText(config.site.floor_rating_kg_per_m2));

  const double air_per_cabinet = r.cooling.air_heat_W.value / cabinets;
  const double air_capacity = airCapacityPerCabinetW(config);
  // Then the PUE prices fans for air that cannot pass: it describes a hall that cannot be built.
  const bool air_impossible = air_per_cabinet > air_capacity;
  if (air_impossible)
    list.add(ConcernKind::Impossible, "cooling.air_heat_W",
             SNP_MESSAGE("Validation", "{} per cabinet goes to air, which can carry at most {} out of a "
                                       "{} x {} m cabinet at a {} K rise; cool it with liquid"),
             watts(air_per_cabinet), watts(air_capacity), fmt::format("{:.2f}", config.cabinet.width_m),
             fmt::format("{:.2f}", config.cabinet.height_m), config.cooling.air_delta_T_K);

  if (!r.training.fitsMemory())
    list.add(ConcernKind::OverLimit, "training.memory_per_accelerator_B",
             SNP_MESSAGE("Validation", "needs {} GB per accelerator; the accelerator has {} GB"),
             fmt::format("{:.1f}", r.training.memory_per_accelerator_B.value / 1e9),
             fmt::format("{:.1f}", config.accelerator.hbm_capacity_B / 1e9));

  if (!r.training.fitsHostMemory())
    list.add(ConcernKind::OverLimit, "training.host_memory_share",
             SNP_MESSAGE("Validation", "offloading needs {} GB of host memory per node; the node has {} GB"),
             fmt::format("{:.1f}", r.training.host_memory_per_accelerator_B.value *
                                       std::max(1, config.node.accelerators) / 1e9),
             fmt::format("{:.1f}", config.node.host_memory_B / 1e9));

  if (r.training.mfu.value > 1)
    list.add(ConcernKind::Impossible, "training.mfu",
             SNP_MESSAGE("Validation", "is {}; no machine does more than its peak"),
             percent(r.training.mfu.value));
  else if (r.training.mfu.value > kMaxPlausibleMfu)
    list.add(ConcernKind::Implausible, "training.mfu",
             SNP_MESSAGE("Validation",
                         "is {}; above {}, well beyond the best published large training runs (PaLM "
                         "46 %, Megatron-LM 1T 52 %): the efficiencies are likely set too high"),
             percent(r.training.mfu.value), percent(kMaxPlausibleMfu));

  // Sharding the optimizer state over more replicas shrinks each one's optimizer step: the one
  // named effect that makes scaling super-linear here.
  if (r.training.scaling_efficiency.value > 1 + 1e-9 &&
      config.workload.parallelism.sharding == model::Sharding::None)
    list.add(ConcernKind::Impossible, "training.scaling_efficiency",
             SNP_MESSAGE("Validation", "is {}; more accelerators cannot do more than their share"),
             percent(r.training.scaling_efficiency.value));

  if (air_impossible && r.cooling.pue.value >= kMinPlausiblePue)
    list.add(ConcernKind::Impossible, "cooling.pue",
             SNP_MESSAGE("Validation", "of {} assumes air carries {} out of each cabinet, more than the {} "
                                       "it can; the hall cannot be built as configured"),
             fmt::format("{:.3f}", r.cooling.pue.value), watts(air_per_cabinet), watts(air_capacity));
  else if (r.cooling.pue.value < 1)
    list.add(ConcernKind::Impossible, "cooling.pue",
             SNP_MESSAGE("Validation", "is {}; a facility cannot draw less than its IT"),
             fmt::format("{:.3f}", r.cooling.pue.value));
  else if (r.cooling.pue.value < kMinPlausiblePue)
    list.add(ConcernKind::Implausible, "cooling.pue",
             SNP_MESSAGE("Validation", "is {}; below the best annual PUE measured (about 1.04)"),
             fmt::format("{:.3f}", r.cooling.pue.value));

  const EfficiencyClaimCheck chip =
      checkEfficiencyClaim(r.efficiency.chip_flops_per_W.value, config.workload.precision);
  if (chip.verdict == ClaimVerdict::Implausible)
    list.add(ConcernKind::Implausible, "efficiency.chip_flops_per_W",
             SNP_MESSAGE("Validation", "is {} times the best shipping accelerator at this precision"),
             fmt::format("{:.1f}", chip.ratio.value));
  return std::move(list.items);
}

std::optional<Concern> firstHardLimit(const model::Config &config, const Results &results) {
  for (Concern &concern : concernsOf(config, results))
    if (concern.kind != ConcernKind::Implausible) return std::move(concern);
  return std::nullopt;
}

} // namespace snp::sim

#include "sim/decision/Metrics.h"

#include "model/Message.h"

#include "model/Presets.h"
#include "sim/training/ScaledOut.h"

#include <algorithm>
#include <array>
#include <utility>

namespace snp::sim {

namespace {

// S1's selection table asks for linear speed-up at 1,000 nodes (read as accelerators).
constexpr int kSelectionScale = 1000;

// The figures that are better low; counts and sizes that are neither good nor bad; the rest
// (throughput, bandwidth, efficiency, MTBF, goodput, ...) is better high.
constexpr std::string_view kLowerIsBetter[] = {
    "network.diameter_hops",
    "network.mean_hops",
    "collective.allreduce_time_s",
    "collective.alltoall_time_s",
    "training.step_time_s",
    "training.comm_fraction",
    "training.memory_per_accelerator_B",
    "training.memory_share_of_hbm",
    "training.recompute_s",
    "training.tp_comm_s",
    "training.pp_comm_s",
    "training.pp_bubble_s",
    "training.dp_comm_s",
    "training.dp_comm_exposed_s",
    "training.ep_comm_s",
    "training.cp_comm_s",
    "training.failure_free_time_s",
    "training.offload_s",
    "training.optimizer_s",
    "training.host_memory_share",
    "power.accelerator_W",
    "power.node_W",
    "power.cabinet_W",
    "power.it_W",
    "power.accelerators_W",
    "power.optics_W",
    "power.fans_W",
    "power.conversion_loss_W",
    "power.facility_W",
    "power.cabinet_power_use",
    "power.cabinet_cooling_use",
    "power_chain.loss_W",
    "power_chain.utility_W",
    "power_chain.design_W",
    "power_chain.binding_use",
    "power_chain.shelves_use",
    "power_chain.distribution_use",
    "power_chain.ups_use",
    "power_chain.switchboard_use",
    "power_chain.transformer_use",
    "power_chain.utility_use",
    "power_swing.peak_W",
    "power_swing.swing_W",
    "power_swing.swing_share",
    "power_swing.peak_over_mean",
    "power_swing.limit_use",
    "cooling.pue",
    "cooling.chiller_W",
    "cooling.pump_W",
    "cooling.fan_W",
    "cooling.heat_rejection_W",
    "cooling.tower_water_m3_per_s",
    "cooling.distribution_loss_W",
    "cooling.cooling_W",
    "cooling.facility_W",
    "cooling.cooling_energy_share",
    "cdu.cdu_use",
    "floor.floor_load_kg_per_m2",
    "floor.foot_load_kg",
    "floor.floor_rating_use",
    "energy.annual_kWh",
    "energy.annual_it_kWh",
    "energy.annual_cooling_kWh",
    "energy.annual_cost",
    "energy.annual_water_m3",
    "footprint.energy_per_token_J",
    "footprint.run_energy_kWh",
    "footprint.run_energy_cost",
    "footprint.run_carbon_kg",
    "footprint.run_water_m3",
    "footprint.annual_carbon_kg",
    "footprint.cue_kg_per_kWh",
    "footprint.wue_L_per_kWh",
    "footprint.embodied_carbon_kg",
    "footprint.annual_embodied_carbon_kg",
    "cost.capex",
    "cost.capex_compute",
    "cost.capex_network",
    "cost.capex_building",
    "cost.unpriced_parts",
    "cost.capex_per_accelerator",
    "cost.annual_capital",
    "cost.annual_opex",
    "cost.annual_cost",
    "cost.tco",
    "cost.cost_per_accelerator_hour",
    "cost.cost_per_pflops_year",
    "cost.run_cost",
    "cost.cost_per_million_tokens",
    "reliability.junction_C",
    "reliability.junction_failure_factor",
    "reliability.accelerator_failure_rate_per_s",
    "reliability.interruptions_per_day",
    "reliability.plant_outage_rate_per_s",
    "reliability.plant_outage_s",
    "reliability.checkpoint_write_s",
    "reliability.checkpoint_storage_write_s",
    "reliability.restore_s",
    "reliability.checkpoint_overhead",
    "reliability.rework_overhead",
    "reliability.restart_overhead",
    "reliability.repair_wait_overhead",
    "reliability.plant_outage_overhead",
    "reliability.failover_with_spare_s",
    "reliability.failover_without_spare_s",
    "reliability.mean_downtime_s",
    "reliability.expected_interruptions",
    "reliability.expected_wall_time_s",
};

constexpr std::string_view kNeither[] = {
    "network.links",
    "network.switches",
    "network.switch_ports",
    "network.optical_circuit_switches",
    "network.optical_cables",
    "network.copper_cables",
    "training.compute_s",
    "training.microbatches",
    "training.steps_to_train",
    "training.weights_B",
    "training.gradients_B",
    "training.optimizer_state_B",
    "training.activations_B",
    "training.host_memory_per_accelerator_B",
    "cooling.liquid_heat_W",
    "cooling.air_heat_W",
    "cooling.coolant_flow_m3_per_s",
    "cooling.airflow_m3_per_s",
    "cooling.water_class",
    "power_swing.trough_W",
    "power_swing.frequency_Hz",
    "cdu.units",
    "cdu.facility_water_C",
    "floor.cabinet_mass_kg",
    "floor.total_mass_kg",
    "reliability.checkpoint_size_B",
    "reliability.young_interval_s",
    "reliability.daly_interval_s",
    "reliability.optimal_period_s",
    "reliability.checkpoint_interval_s",
    "reliability.hot_spares",
};

Better betterFor(std::string_view path) {
  if (std::ranges::find(kLowerIsBetter, path) != std::end(kLowerIsBetter)) return Better::Lower;
  if (std::ranges::find(kNeither, path) != std::end(kNeither)) return Better::Neither;
  return Better::Higher;
}

struct Derived {
  std::string_view path;
  std::string_view unit;
  Better better;
  Figure (*compute)(const model::Config &, const Results &);
};

Figure peakPerCabinet16Bit(const model::Config &c, const Results &) {
  const double fp16 = c.accelerator.peak_flops[static_cast<std::size_t>(model::Precision::FP16)];
  const double bf16 = c.accelerator.peak_flops[static_cast<std::size_t>(model::Precision::BF16)];
  const double perAccelerator = std::max(fp16, bf16);
  return Figure(
      perAccelerator * c.acceleratorsPerCabinet(), "FLOP/s",
      SNP_MESSAGE("Figure", "accelerators per cabinet × max(FP16, BF16) dense peak"),
      {{SNP_MESSAGE("Figure", "accelerators per cabinet").text(),
        static_cast<double>(c.acceleratorsPerCabinet()), ""},
       {SNP_MESSAGE("Figure", "FP16 peak").text(), fp16, "FLOP/s"},
       {SNP_MESSAGE("Figure", "BF16 peak").text(), bf16, "FLOP/s"}},
      SNP_MESSAGE(
          "Figure",
          "dense (non-sparse) vendor peak at 16-bit floating point, whatever the workload's precision"));
}

Figure bisectionBothWays(const model::Config &, const Results &r) {
  return Figure(2 * r.network.bisection_bandwidth_Bps.value, "B/s",
                SNP_MESSAGE("Figure", "2 × bisection bandwidth (each way)"),
                {{SNP_MESSAGE("Figure", "bisection bandwidth, each way").text(),
                  r.network.bisection_bandwidth_Bps.value, "B/s"}},
                SNP_MESSAGE("Figure", "both directions counted, as vendors quote bidirectional bandwidth"));
}

Figure scalingAtSelectionScale(const model::Config &c, const Results &) {
  return scalingEfficiencyAt(c, kSelectionScale);
}

// None reads the plant (cooling, site): MetricValues::updateFigures leaves them as they are.
constexpr std::array kDerived = {
    Derived{"compute.peak_flops_per_cabinet_16bit", "FLOP/s", Better::Higher, peakPerCabinet16Bit},
    Derived{"network.bisection_bidirectional_Bps", "B/s", Better::Higher, bisectionBothWays},
    Derived{"training.scaling_efficiency_at_1000", "ratio", Better::Higher, scalingAtSelectionScale},
};

} // namespace

const std::vector<MetricInfo> &metricCatalogue() {
  static const std::vector<MetricInfo> catalogue = [] {
    std::vector<MetricInfo> all;
    // Units are static text set by the evaluation; any valid configuration shows them.
    const Results sample = evaluate(model::presets().front());
    forEachFigure(sample, [&](std::string_view section, std::string_view name, const Figure &figure) {
      std::string path = std::string(section) + "." + std::string(name);
      const Better better = betterFor(path);
      all.push_back({std::move(path), figure.unit, better});
    });
    for (const Derived &d : kDerived)
      all.push_back({std::string(d.path), d.unit, d.better});
    return all;
  }();
  return catalogue;
}

const MetricInfo *findMetric(std::string_view path) {
  const auto &all = metricCatalogue();
  const auto it = std::find_if(all.begin(), all.end(), [&](const MetricInfo &m) { return m.path == path; });
  return it == all.end() ? nullptr : &*it;
}

MetricValues::MetricValues(const model::Config &config, const Results &results)
    : architecture_(config.accelerator.architecture), precision_(config.workload.precision) {
  figures_.reserve(metricCatalogue().size());
  forEachFigure(
      results, [&](std::string_view, std::string_view, const Figure &figure) { figures_.push_back(figure); });
  for (const Derived &d : kDerived)
    figures_.push_back(d.compute(config, results));
}

void MetricValues::updateFigures(const Results &results) {
  std::size_t i = 0;
  forEachFigure(results,
                [&](std::string_view, std::string_view, const Figure &figure) { figures_[i++] = figure; });
}

const Figure *MetricValues::find(std::string_view path) const {
  const auto &all = metricCatalogue();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].path == path) return &figures_[i];
  return nullptr;
}

void MetricValues::forEach(const std::function<void(const MetricInfo &, const Figure &)> &visit) const {
  const auto &all = metricCatalogue();
  for (std::size_t i = 0; i < all.size(); ++i)
    visit(all[i], figures_[i]);
}

std::optional<ErrorBand> MetricValues::band(std::string_view path) const {
  const std::optional<FigureClass> figure_class = figureClassOf(path);
  if (!figure_class) return std::nullopt;
  return errorBand(*figure_class, architecture_, precision_);
}

} // namespace snp::sim

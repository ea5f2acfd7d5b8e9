#include "views/FigureLabels.h"

#include <QCoreApplication>

#include <array>

namespace snp::views {

namespace {

struct Label {
  std::string_view key; // a section, or a figure's path "section.name"
  const char *text;     // English source, translated in the "FigureLabels" context
};

// In the order sim::forEachFigure visits them.
constexpr std::array kSections{
    Label{"compute", QT_TRANSLATE_NOOP("FigureLabels", "Compute")},
    Label{"network", QT_TRANSLATE_NOOP("FigureLabels", "Network")},
    Label{"collective", QT_TRANSLATE_NOOP("FigureLabels", "Collectives")},
    Label{"training", QT_TRANSLATE_NOOP("FigureLabels", "Training")},
    Label{"power", QT_TRANSLATE_NOOP("FigureLabels", "Power")},
    Label{"power_chain", QT_TRANSLATE_NOOP("FigureLabels", "Power chain")},
    Label{"power_swing", QT_TRANSLATE_NOOP("FigureLabels", "Power swings")},
    Label{"cooling", QT_TRANSLATE_NOOP("FigureLabels", "Cooling")},
    Label{"cdu", QT_TRANSLATE_NOOP("FigureLabels", "Coolant distribution units")},
    Label{"floor", QT_TRANSLATE_NOOP("FigureLabels", "Floor and weight")},
    Label{"energy", QT_TRANSLATE_NOOP("FigureLabels", "Energy")},
    Label{"efficiency", QT_TRANSLATE_NOOP("FigureLabels", "Efficiency")},
    Label{"reliability", QT_TRANSLATE_NOOP("FigureLabels", "Reliability and failover")},
    Label{"footprint", QT_TRANSLATE_NOOP("FigureLabels", "Energy, carbon and water")},
    Label{"cost", QT_TRANSLATE_NOOP("FigureLabels", "Cost of ownership")},
    // Not part of sim::evaluate: a scheduling run (sim/scheduling/Scheduler.h) and serving
    // (sim/serving/ServingResults.h).
    Label{"schedule", QT_TRANSLATE_NOOP("FigureLabels", "Scheduling")},
    Label{"serving", QT_TRANSLATE_NOOP("FigureLabels", "Serving")},
};

// No units: the value column shows them.
constexpr std::array kFigures{
    Label{"compute.peak_flops_total", QT_TRANSLATE_NOOP("FigureLabels", "Total peak compute")},
    Label{"compute.peak_flops_per_cabinet", QT_TRANSLATE_NOOP("FigureLabels", "Peak compute per cabinet")},

    Label{"network.diameter_hops", QT_TRANSLATE_NOOP("FigureLabels", "Network diameter")},
    Label{"network.mean_hops", QT_TRANSLATE_NOOP("FigureLabels", "Mean path length")},
    Label{"network.bisection_bandwidth_Bps", QT_TRANSLATE_NOOP("FigureLabels", "Bisection bandwidth")},
    Label{"network.injection_bandwidth_Bps",
          QT_TRANSLATE_NOOP("FigureLabels", "Injection bandwidth per accelerator")},
    Label{"network.links", QT_TRANSLATE_NOOP("FigureLabels", "Links")},
    Label{"network.switches", QT_TRANSLATE_NOOP("FigureLabels", "Switches")},
    Label{"network.switch_ports", QT_TRANSLATE_NOOP("FigureLabels", "Switch ports used")},
    Label{"network.optical_circuit_switches", QT_TRANSLATE_NOOP("FigureLabels", "Optical circuit switches")},
    Label{"network.optical_cables", QT_TRANSLATE_NOOP("FigureLabels", "Optical cables")},
    Label{"network.copper_cables", QT_TRANSLATE_NOOP("FigureLabels", "Copper cables")},

    Label{"collective.allreduce_time_s", QT_TRANSLATE_NOOP("FigureLabels", "All-reduce time")},
    Label{"collective.allreduce_algorithm", QT_TRANSLATE_NOOP("FigureLabels", "All-reduce algorithm")},
    Label{"collective.allreduce_busbw_Bps", QT_TRANSLATE_NOOP("FigureLabels", "All-reduce bus bandwidth")},
    Label{"collective.alltoall_time_s", QT_TRANSLATE_NOOP("FigureLabels", "All-to-all time")},

    Label{"training.step_time_s", QT_TRANSLATE_NOOP("FigureLabels", "Step time")},
    Label{"training.samples_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Sample throughput")},
    Label{"training.tokens_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Token throughput")},
    Label{"training.mfu", QT_TRANSLATE_NOOP("FigureLabels", "Model FLOPs utilisation (MFU)")},
    Label{"training.comm_fraction", QT_TRANSLATE_NOOP("FigureLabels", "Exposed communication share")},
    Label{"training.scaling_efficiency", QT_TRANSLATE_NOOP("FigureLabels", "Scaling efficiency")},
    Label{"training.memory_per_accelerator_B", QT_TRANSLATE_NOOP("FigureLabels", "Memory per accelerator")},
    Label{"training.memory_share_of_hbm", QT_TRANSLATE_NOOP("FigureLabels", "Share of HBM filled")},
    Label{"training.steps_to_train", QT_TRANSLATE_NOOP("FigureLabels", "Steps to train")},
    Label{"training.failure_free_time_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Time to train without failures")},
    Label{"training.compute_s", QT_TRANSLATE_NOOP("FigureLabels", "Compute time")},
    Label{"training.recompute_s", QT_TRANSLATE_NOOP("FigureLabels", "Recomputation time")},
    Label{"training.tp_comm_s", QT_TRANSLATE_NOOP("FigureLabels", "Tensor-parallel communication")},
    Label{"training.ep_comm_s", QT_TRANSLATE_NOOP("FigureLabels", "Expert-parallel all-to-all")},
    Label{"training.cp_comm_s", QT_TRANSLATE_NOOP("FigureLabels", "Context-parallel communication")},
    Label{"training.pp_comm_s", QT_TRANSLATE_NOOP("FigureLabels", "Pipeline-parallel communication")},
    Label{"training.pp_bubble_s", QT_TRANSLATE_NOOP("FigureLabels", "Pipeline bubble")},
    Label{"training.dp_comm_s", QT_TRANSLATE_NOOP("FigureLabels", "Data-parallel communication")},
    Label{"training.dp_comm_exposed_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Exposed data-parallel communication")},
    Label{"training.offload_s", QT_TRANSLATE_NOOP("FigureLabels", "Exposed host offload")},
    Label{"training.optimizer_s", QT_TRANSLATE_NOOP("FigureLabels", "Optimizer step")},
    Label{"training.microbatches", QT_TRANSLATE_NOOP("FigureLabels", "Microbatches per step")},
    Label{"training.weights_B", QT_TRANSLATE_NOOP("FigureLabels", "Weight memory")},
    Label{"training.gradients_B", QT_TRANSLATE_NOOP("FigureLabels", "Gradient memory")},
    Label{"training.optimizer_state_B", QT_TRANSLATE_NOOP("FigureLabels", "Optimizer state memory")},
    Label{"training.activations_B", QT_TRANSLATE_NOOP("FigureLabels", "Activation memory")},
    Label{"training.host_memory_per_accelerator_B",
          QT_TRANSLATE_NOOP("FigureLabels", "Host memory per accelerator")},
    Label{"training.host_memory_share", QT_TRANSLATE_NOOP("FigureLabels", "Share of host memory filled")},

    Label{"power.accelerator_W", QT_TRANSLATE_NOOP("FigureLabels", "Accelerator power")},
    Label{"power.node_W", QT_TRANSLATE_NOOP("FigureLabels", "Node power")},
    Label{"power.cabinet_W", QT_TRANSLATE_NOOP("FigureLabels", "Cabinet power")},
    Label{"power.it_W", QT_TRANSLATE_NOOP("FigureLabels", "IT power")},
    Label{"power.accelerators_W", QT_TRANSLATE_NOOP("FigureLabels", "Power of all accelerators")},
    Label{"power.optics_W", QT_TRANSLATE_NOOP("FigureLabels", "Optical transceiver power")},
    Label{"power.fans_W", QT_TRANSLATE_NOOP("FigureLabels", "Server fan power")},
    Label{"power.conversion_loss_W", QT_TRANSLATE_NOOP("FigureLabels", "Power conversion loss")},
    Label{"power.facility_W", QT_TRANSLATE_NOOP("FigureLabels", "Facility power")},
    Label{"power.cabinet_power_use", QT_TRANSLATE_NOOP("FigureLabels", "Cabinet power limit used")},
    Label{"power.cabinet_cooling_use", QT_TRANSLATE_NOOP("FigureLabels", "Cabinet cooling limit used")},

    Label{"power_chain.loss_W", QT_TRANSLATE_NOOP("FigureLabels", "Power chain losses")},
    Label{"power_chain.utility_W", QT_TRANSLATE_NOOP("FigureLabels", "Power from the utility")},
    Label{"power_chain.efficiency", QT_TRANSLATE_NOOP("FigureLabels", "Power chain efficiency")},
    Label{"power_chain.design_W", QT_TRANSLATE_NOOP("FigureLabels", "Power from the utility at full power")},
    Label{"power_chain.binding_use", QT_TRANSLATE_NOOP("FigureLabels", "Binding power level used")},
    Label{"power_chain.shelves_use", QT_TRANSLATE_NOOP("FigureLabels", "Rack power shelves used")},
    Label{"power_chain.distribution_use", QT_TRANSLATE_NOOP("FigureLabels", "Floor PDUs or busways used")},
    Label{"power_chain.ups_use", QT_TRANSLATE_NOOP("FigureLabels", "UPS used")},
    Label{"power_chain.switchboard_use", QT_TRANSLATE_NOOP("FigureLabels", "Switchboard used")},
    Label{"power_chain.transformer_use", QT_TRANSLATE_NOOP("FigureLabels", "Transformers used")},
    Label{"power_chain.utility_use", QT_TRANSLATE_NOOP("FigureLabels", "Utility feed used")},
    Label{"power_chain.rack_availability",
          QT_TRANSLATE_NOOP("FigureLabels", "Share of time a cabinet has power")},
    Label{"power_swing.peak_W", QT_TRANSLATE_NOOP("FigureLabels", "Peak draw while computing")},
    Label{"power_swing.trough_W", QT_TRANSLATE_NOOP("FigureLabels", "Draw while waiting")},
    Label{"power_swing.swing_W", QT_TRANSLATE_NOOP("FigureLabels", "Swing each step")},
    Label{"power_swing.swing_share", QT_TRANSLATE_NOOP("FigureLabels", "Swing as a share of the peak")},
    Label{"power_swing.peak_over_mean", QT_TRANSLATE_NOOP("FigureLabels", "Peak over mean draw")},
    Label{"power_swing.frequency_Hz", QT_TRANSLATE_NOOP("FigureLabels", "Swing frequency")},
    Label{"power_swing.limit_use", QT_TRANSLATE_NOOP("FigureLabels", "Utility's swing limit used")},

    Label{"cooling.pue", QT_TRANSLATE_NOOP("FigureLabels", "PUE")},
    Label{"cooling.liquid_heat_W", QT_TRANSLATE_NOOP("FigureLabels", "Heat removed by liquid")},
    Label{"cooling.air_heat_W", QT_TRANSLATE_NOOP("FigureLabels", "Heat removed by air")},
    Label{"cooling.coolant_flow_m3_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Coolant flow")},
    Label{"cooling.airflow_m3_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Room airflow")},
    Label{"cooling.chiller_W", QT_TRANSLATE_NOOP("FigureLabels", "Chiller power")},
    Label{"cooling.chiller_cop", QT_TRANSLATE_NOOP("FigureLabels", "Chiller COP")},
    Label{"cooling.pump_W", QT_TRANSLATE_NOOP("FigureLabels", "Pump power")},
    Label{"cooling.fan_W", QT_TRANSLATE_NOOP("FigureLabels", "Room air handler fan power")},
    Label{"cooling.free_cooling_share", QT_TRANSLATE_NOOP("FigureLabels", "Free-cooling share of the year")},
    Label{"cooling.free_cooling_h", QT_TRANSLATE_NOOP("FigureLabels", "Free-cooling hours per year")},
    Label{"cooling.water_class", QT_TRANSLATE_NOOP("FigureLabels", "Facility water class (ASHRAE)")},
    Label{"cooling.heat_rejection_W", QT_TRANSLATE_NOOP("FigureLabels", "Heat rejection fan power")},
    Label{"cooling.tower_water_m3_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Cooling tower make-up water")},
    Label{"cooling.distribution_loss_W", QT_TRANSLATE_NOOP("FigureLabels", "Power distribution loss")},
    Label{"cooling.cooling_W", QT_TRANSLATE_NOOP("FigureLabels", "Cooling power")},
    Label{"cooling.facility_W", QT_TRANSLATE_NOOP("FigureLabels", "Facility power")},
    Label{"cooling.cooling_energy_share", QT_TRANSLATE_NOOP("FigureLabels", "Cooling share of energy")},

    Label{"cdu.cdu_use", QT_TRANSLATE_NOOP("FigureLabels", "CDU capacity used")},
    Label{"cdu.units", QT_TRANSLATE_NOOP("FigureLabels", "CDUs installed")},
    Label{"cdu.facility_water_C", QT_TRANSLATE_NOOP("FigureLabels", "Facility water supply")},
    Label{"cdu.availability", QT_TRANSLATE_NOOP("FigureLabels", "Share of time a CDU group cools")},

    Label{"floor.cabinet_mass_kg", QT_TRANSLATE_NOOP("FigureLabels", "Cabinet mass")},
    Label{"floor.total_mass_kg", QT_TRANSLATE_NOOP("FigureLabels", "Mass of all cabinets")},
    Label{"floor.floor_load_kg_per_m2", QT_TRANSLATE_NOOP("FigureLabels", "Floor load")},
    Label{"floor.foot_load_kg", QT_TRANSLATE_NOOP("FigureLabels", "Load per cabinet foot")},
    Label{"floor.floor_rating_use", QT_TRANSLATE_NOOP("FigureLabels", "Floor rating used")},

    Label{"energy.annual_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Annual energy")},
    Label{"energy.annual_it_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Annual IT energy")},
    Label{"energy.annual_cooling_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Annual cooling energy")},
    Label{"energy.annual_cost", QT_TRANSLATE_NOOP("FigureLabels", "Annual energy cost")},
    Label{"energy.annual_water_m3", QT_TRANSLATE_NOOP("FigureLabels", "Annual cooling tower water")},

    Label{"efficiency.flops_per_W", QT_TRANSLATE_NOOP("FigureLabels", "Peak efficiency at IT power")},
    Label{"efficiency.delivered_flops_per_W",
          QT_TRANSLATE_NOOP("FigureLabels", "Delivered efficiency at IT power")},
    Label{"efficiency.facility_flops_per_W",
          QT_TRANSLATE_NOOP("FigureLabels", "Delivered efficiency at facility power")},
    Label{"efficiency.chip_flops_per_W", QT_TRANSLATE_NOOP("FigureLabels", "Chip efficiency")},

    Label{"reliability.junction_C", QT_TRANSLATE_NOOP("FigureLabels", "Junction temperature")},
    Label{"reliability.junction_failure_factor",
          QT_TRANSLATE_NOOP("FigureLabels", "Failure rate against air cooling")},
    Label{"reliability.accelerator_failure_rate_per_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Accelerator failure rate")},
    Label{"reliability.node_mtbf_s", QT_TRANSLATE_NOOP("FigureLabels", "Node MTBF")},
    Label{"reliability.system_mtbf_s", QT_TRANSLATE_NOOP("FigureLabels", "System MTBF")},
    Label{"reliability.interruptions_per_day", QT_TRANSLATE_NOOP("FigureLabels", "Interruption rate")},
    Label{"reliability.plant_outage_rate_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Plant outage rate")},
    Label{"reliability.plant_outage_s", QT_TRANSLATE_NOOP("FigureLabels", "Mean plant outage")},
    Label{"reliability.checkpoint_size_B", QT_TRANSLATE_NOOP("FigureLabels", "Checkpoint size")},
    Label{"reliability.checkpoint_write_s", QT_TRANSLATE_NOOP("FigureLabels", "Job stop per checkpoint")},
    Label{"reliability.checkpoint_storage_write_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Checkpoint write to storage")},
    Label{"reliability.restore_s", QT_TRANSLATE_NOOP("FigureLabels", "Checkpoint restore per restart")},
    Label{"reliability.hot_spares", QT_TRANSLATE_NOOP("FigureLabels", "Hot spare nodes")},
    Label{"reliability.young_interval_s", QT_TRANSLATE_NOOP("FigureLabels", "Young checkpoint interval")},
    Label{"reliability.daly_interval_s", QT_TRANSLATE_NOOP("FigureLabels", "Daly checkpoint interval")},
    Label{"reliability.optimal_period_s", QT_TRANSLATE_NOOP("FigureLabels", "Optimal checkpoint period")},
    Label{"reliability.checkpoint_interval_s", QT_TRANSLATE_NOOP("FigureLabels", "Checkpoint period in use")},
    Label{"reliability.checkpoint_overhead", QT_TRANSLATE_NOOP("FigureLabels", "Checkpoint overhead")},
    Label{"reliability.rework_overhead", QT_TRANSLATE_NOOP("FigureLabels", "Lost-work overhead")},
    Label{"reliability.restart_overhead", QT_TRANSLATE_NOOP("FigureLabels", "Restart overhead")},
    Label{"reliability.repair_wait_overhead", QT_TRANSLATE_NOOP("FigureLabels", "Repair wait overhead")},
    Label{"reliability.plant_outage_overhead", QT_TRANSLATE_NOOP("FigureLabels", "Plant outage overhead")},
    Label{"reliability.goodput", QT_TRANSLATE_NOOP("FigureLabels", "Goodput")},
    Label{"reliability.spares_sufficient_probability",
          QT_TRANSLATE_NOOP("FigureLabels", "Probability the spares suffice")},
    Label{"reliability.spare_ready_probability",
          QT_TRANSLATE_NOOP("FigureLabels", "Probability a spare is ready")},
    Label{"reliability.failover_with_spare_s", QT_TRANSLATE_NOOP("FigureLabels", "Failover with a spare")},
    Label{"reliability.failover_without_spare_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Failover without a spare")},
    Label{"reliability.mean_downtime_s", QT_TRANSLATE_NOOP("FigureLabels", "Mean downtime per failure")},
    Label{"reliability.expected_interruptions", QT_TRANSLATE_NOOP("FigureLabels", "Expected interruptions")},
    Label{"reliability.expected_wall_time_s", QT_TRANSLATE_NOOP("FigureLabels", "Expected wall-clock time")},

    Label{"footprint.energy_per_token_J", QT_TRANSLATE_NOOP("FigureLabels", "Energy per token")},
    Label{"footprint.tokens_per_s_per_MW", QT_TRANSLATE_NOOP("FigureLabels", "Tokens per second per MW")},
    Label{"footprint.run_energy_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Energy of the training run")},
    Label{"footprint.run_energy_cost", QT_TRANSLATE_NOOP("FigureLabels", "Electricity cost of the run")},
    Label{"footprint.run_carbon_kg", QT_TRANSLATE_NOOP("FigureLabels", "Carbon of the training run")},
    Label{"footprint.run_water_m3", QT_TRANSLATE_NOOP("FigureLabels", "Cooling tower water of the run")},
    Label{"footprint.annual_carbon_kg", QT_TRANSLATE_NOOP("FigureLabels", "Annual carbon")},
    Label{"footprint.cue_kg_per_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Carbon usage effectiveness (CUE)")},
    Label{"footprint.wue_L_per_kWh", QT_TRANSLATE_NOOP("FigureLabels", "Water usage effectiveness (WUE)")},
    Label{"footprint.embodied_carbon_kg",
          QT_TRANSLATE_NOOP("FigureLabels", "Embodied carbon of the hardware")},
    Label{"footprint.annual_embodied_carbon_kg",
          QT_TRANSLATE_NOOP("FigureLabels", "Embodied carbon a year of the hardware's life")},

    Label{"cost.capex", QT_TRANSLATE_NOOP("FigureLabels", "Capital cost")},
    Label{"cost.capex_compute", QT_TRANSLATE_NOOP("FigureLabels", "Capital cost: compute")},
    Label{"cost.capex_network", QT_TRANSLATE_NOOP("FigureLabels", "Capital cost: network")},
    Label{"cost.capex_building", QT_TRANSLATE_NOOP("FigureLabels", "Capital cost: building")},
    Label{"cost.unpriced_parts", QT_TRANSLATE_NOOP("FigureLabels", "Parts without a price")},
    Label{"cost.capex_per_accelerator", QT_TRANSLATE_NOOP("FigureLabels", "Capital cost per accelerator")},
    Label{"cost.annual_capital", QT_TRANSLATE_NOOP("FigureLabels", "Annual capital charge")},
    Label{"cost.annual_opex", QT_TRANSLATE_NOOP("FigureLabels", "Annual running cost")},
    Label{"cost.annual_cost", QT_TRANSLATE_NOOP("FigureLabels", "Equivalent annual cost")},
    Label{"cost.tco", QT_TRANSLATE_NOOP("FigureLabels", "Total cost of ownership")},
    Label{"cost.cost_per_accelerator_hour", QT_TRANSLATE_NOOP("FigureLabels", "Cost per accelerator-hour")},
    Label{"cost.cost_per_pflops_year", QT_TRANSLATE_NOOP("FigureLabels", "Cost per PFLOP/s-year")},
    Label{"cost.run_cost", QT_TRANSLATE_NOOP("FigureLabels", "Cost of the training run")},
    Label{"cost.cost_per_million_tokens", QT_TRANSLATE_NOOP("FigureLabels", "Cost per million tokens")},

    Label{"schedule.jobs", QT_TRANSLATE_NOOP("FigureLabels", "Jobs")},
    Label{"schedule.finished_jobs", QT_TRANSLATE_NOOP("FigureLabels", "Finished jobs")},
    Label{"schedule.makespan_s", QT_TRANSLATE_NOOP("FigureLabels", "Makespan")},
    Label{"schedule.utilisation", QT_TRANSLATE_NOOP("FigureLabels", "Card utilisation")},
    Label{"schedule.effective_utilisation", QT_TRANSLATE_NOOP("FigureLabels", "Effective utilisation")},
    Label{"schedule.utilisation_swing", QT_TRANSLATE_NOOP("FigureLabels", "Hourly utilisation swing")},
    Label{"schedule.utilisation_half_range",
          QT_TRANSLATE_NOOP("FigureLabels", "Utilisation half-range (5–95 %)")},
    Label{"schedule.mean_wait_s", QT_TRANSLATE_NOOP("FigureLabels", "Mean wait")},
    Label{"schedule.p95_wait_s", QT_TRANSLATE_NOOP("FigureLabels", "P95 wait")},
    Label{"schedule.stranded_share", QT_TRANSLATE_NOOP("FigureLabels", "Stranded card-time")},
    Label{"schedule.slowed_jobs", QT_TRANSLATE_NOOP("FigureLabels", "Jobs slowed by their placement")},
    Label{"schedule.mean_slowdown", QT_TRANSLATE_NOOP("FigureLabels", "Mean slowdown of those")},
    Label{"schedule.useful_card_hours_per_hour",
          QT_TRANSLATE_NOOP("FigureLabels", "Useful card-hours per hour")},
    Label{"schedule.node_failures", QT_TRANSLATE_NOOP("FigureLabels", "Node failures")},
    Label{"schedule.interrupted_jobs", QT_TRANSLATE_NOOP("FigureLabels", "Jobs interrupted by a failure")},
    Label{"schedule.spare_swaps", QT_TRANSLATE_NOOP("FigureLabels", "Hot-spare swaps")},
    Label{"schedule.plant_outages", QT_TRANSLATE_NOOP("FigureLabels", "Plant outages")},
    Label{"schedule.powered_cabinet_share", QT_TRANSLATE_NOOP("FigureLabels", "Cabinet-time running jobs")},
    Label{"schedule.it_energy_kWh", QT_TRANSLATE_NOOP("FigureLabels", "IT energy, every cabinet on")},
    Label{"schedule.it_energy_idle_off_kWh",
          QT_TRANSLATE_NOOP("FigureLabels", "IT energy, idle cabinets off")},

    Label{"serving.parameters", QT_TRANSLATE_NOOP("FigureLabels", "Parameters")},
    Label{"serving.active_parameters", QT_TRANSLATE_NOOP("FigureLabels", "Active parameters per token")},
    Label{"serving.replicas", QT_TRANSLATE_NOOP("FigureLabels", "Replicas")},
    Label{"serving.weight_bytes_per_accelerator_B",
          QT_TRANSLATE_NOOP("FigureLabels", "Weights per accelerator")},
    Label{"serving.kv_bytes_per_token_B", QT_TRANSLATE_NOOP("FigureLabels", "KV cache per token")},
    Label{"serving.kv_bytes_per_request_B", QT_TRANSLATE_NOOP("FigureLabels", "KV cache per request")},
    Label{"serving.max_batch_by_memory", QT_TRANSLATE_NOOP("FigureLabels", "Largest batch the memory holds")},
    Label{"serving.max_batch", QT_TRANSLATE_NOOP("FigureLabels", "Largest batch")},
    Label{"serving.memory_saving_vs_bf16", QT_TRANSLATE_NOOP("FigureLabels", "Memory saved against BF16")},
    Label{"serving.prefill_s", QT_TRANSLATE_NOOP("FigureLabels", "Prompt (prefill) time")},
    Label{"serving.decode_step_batch1_s", QT_TRANSLATE_NOOP("FigureLabels", "Decode step, one request")},
    Label{"serving.tp_comm_share_batch1",
          QT_TRANSLATE_NOOP("FigureLabels", "Tensor-parallel share of a lone token")},
    Label{"serving.capacity_requests_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Capacity (requests)")},
    Label{"serving.capacity_tokens_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Capacity (output tokens)")},
    Label{"serving.request_rate_per_s", QT_TRANSLATE_NOOP("FigureLabels", "Offered request rate")},
    Label{"serving.cost_per_million_output_tokens",
          QT_TRANSLATE_NOOP("FigureLabels", "Cost per million output tokens")},
    Label{"serving.cost_per_million_output_tokens_at_capacity",
          QT_TRANSLATE_NOOP("FigureLabels", "Cost per million output tokens at capacity")},
    Label{"serving.operating_batch", QT_TRANSLATE_NOOP("FigureLabels", "Batch at that rate")},
    Label{"serving.decode_step_s", QT_TRANSLATE_NOOP("FigureLabels", "Decode step at that rate")},
    Label{"serving.ttft_p50_s", QT_TRANSLATE_NOOP("FigureLabels", "Time to first token, P50")},
    Label{"serving.ttft_p99_s", QT_TRANSLATE_NOOP("FigureLabels", "Time to first token, P99")},
    Label{"serving.tpot_p50_s", QT_TRANSLATE_NOOP("FigureLabels", "Time per output token, P50")},
    Label{"serving.tpot_p99_s", QT_TRANSLATE_NOOP("FigureLabels", "Time per output token, P99")},
    Label{"serving.e2e_p50_s", QT_TRANSLATE_NOOP("FigureLabels", "End-to-end latency, P50")},
    Label{"serving.e2e_p99_s", QT_TRANSLATE_NOOP("FigureLabels", "End-to-end latency, P99")},
    Label{"serving.max_rate_meeting_target_per_s",
          QT_TRANSLATE_NOOP("FigureLabels", "Highest rate meeting the target")},
    Label{"serving.accelerators_for_rate",
          QT_TRANSLATE_NOOP("FigureLabels", "Accelerators the offered rate needs")},

    // Derived for the selection tables (sim/decision/Metrics.cpp), read by criteria and the comparison.
    Label{"compute.peak_flops_per_cabinet_16bit",
          QT_TRANSLATE_NOOP("FigureLabels", "16-bit peak compute per cabinet")},
    Label{"network.bisection_bidirectional_Bps",
          QT_TRANSLATE_NOOP("FigureLabels", "Bisection bandwidth, both directions")},
    Label{"training.scaling_efficiency_at_1000",
          QT_TRANSLATE_NOOP("FigureLabels", "Scaling efficiency at 1,000 accelerators")},
};

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString translated(const Label &label) { return QCoreApplication::translate("FigureLabels", label.text); }

} // namespace

QString sectionLabel(std::string_view section) {
  for (const Label &label : kSections)
    if (label.key == section) return translated(label);
  return fromUtf8(section);
}

QString figureLabel(std::string_view section, std::string_view name) {
  // Matches "section.name" without building the path.
  for (const Label &label : kFigures)
    if (label.key.size() == section.size() + 1 + name.size() && label.key.starts_with(section) &&
        label.key[section.size()] == '.' && label.key.ends_with(name))
      return translated(label);
  return fromUtf8(name);
}

} // namespace snp::views

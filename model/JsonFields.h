#pragma once

// The one list of JSON keys: each struct's members, named exactly as in C++. Both the encoder
// and the decoder walk these lists, so the two directions cannot drift apart.

#include "model/Config.h"
#include "model/ServedModel.h"

#include <concepts>
#include <span>
#include <string_view>
#include <type_traits>

namespace snp::model {

template <class T, class Plain>
concept ConstOrMutable = std::same_as<std::remove_const_t<T>, Plain>;

template <ConstOrMutable<EfficiencyStep> T, class Visit> void forEachField(T &s, Visit &&visit) {
  visit("from", s.from);
  visit("fraction", s.fraction);
}

template <ConstOrMutable<Accelerator> T, class Visit> void forEachField(T &a, Visit &&visit) {
  visit("name", a.name);
  visit("vendor", a.vendor);
  visit("architecture", a.architecture);
  visit("peak_flops", a.peak_flops);
  visit("vector_flops", a.vector_flops);
  visit("matrix_efficiency", a.matrix_efficiency);
  visit("matrix_sustained", a.matrix_sustained);
  visit("vector_efficiency", a.vector_efficiency);
  visit("memory_efficiency", a.memory_efficiency);
  visit("memory_sustained", a.memory_sustained);
  visit("hbm_capacity_B", a.hbm_capacity_B);
  visit("hbm_bandwidth_Bps", a.hbm_bandwidth_Bps);
  visit("tdp_W", a.tdp_W);
  visit("idle_W", a.idle_W);
  visit("power_cap_W", a.power_cap_W);
  visit("max_operating_C", a.max_operating_C);
  visit("power_floor_W", a.power_floor_W);
  visit("scaleup_links", a.scaleup_links);
  visit("scaleup_link_bandwidth_Bps", a.scaleup_link_bandwidth_Bps);
  visit("scaleup_link_latency_s", a.scaleup_link_latency_s);
  visit("nics", a.nics);
  visit("nic_bandwidth_Bps", a.nic_bandwidth_Bps);
  visit("nic_W", a.nic_W);
  visit("host_link_Bps", a.host_link_Bps);
}

template <ConstOrMutable<Node> T, class Visit> void forEachField(T &n, Visit &&visit) {
  visit("accelerators", n.accelerators);
  visit("cpus", n.cpus);
  visit("cpu_W", n.cpu_W);
  visit("dpus", n.dpus);
  visit("dpu_W", n.dpu_W);
  visit("switch_chips", n.switch_chips);
  visit("switch_chip_W", n.switch_chip_W);
  visit("other_W", n.other_W);
  visit("conversion_efficiency", n.conversion_efficiency);
  visit("host_memory_B", n.host_memory_B);
  visit("host_memory_bandwidth_Bps", n.host_memory_bandwidth_Bps);
  visit("mass_kg", n.mass_kg);
}

template <ConstOrMutable<Cabinet> T, class Visit> void forEachField(T &c, Visit &&visit) {
  visit("nodes", c.nodes);
  visit("width_m", c.width_m);
  visit("depth_m", c.depth_m);
  visit("height_m", c.height_m);
  visit("power_limit_W", c.power_limit_W);
  visit("cooling_limit_W", c.cooling_limit_W);
  visit("empty_kg", c.empty_kg);
  visit("coolant_L", c.coolant_L);
}

template <ConstOrMutable<Layout> T, class Visit> void forEachField(T &l, Visit &&visit) {
  visit("cabinets", l.cabinets);
  visit("rows", l.rows);
  visit("aisle_m", l.aisle_m);
  visit("cable_slack_m", l.cable_slack_m);
}

template <ConstOrMutable<TorusShape> T, class Visit> void forEachField(T &t, Visit &&visit) {
  visit("dims", t.dims);
  visit("wrap", t.wrap);
  visit("ocs_block", t.ocs_block);
  visit("ocs_ports", t.ocs_ports);
}

template <ConstOrMutable<DragonflyShape> T, class Visit> void forEachField(T &d, Visit &&visit) {
  visit("a", d.a);
  visit("p", d.p);
  visit("h", d.h);
  visit("groups", d.groups);
}

template <ConstOrMutable<FatTreeShape> T, class Visit> void forEachField(T &f, Visit &&visit) {
  visit("radix", f.radix);
  visit("tiers", f.tiers);
  visit("oversubscription", f.oversubscription);
  visit("rail_optimized", f.rail_optimized);
}

template <ConstOrMutable<NetworkTier> T, class Visit> void forEachField(T &t, Visit &&visit) {
  visit("kind", t.kind);
  visit("torus", t.torus);
  visit("dragonfly", t.dragonfly);
  visit("fat_tree", t.fat_tree);
  visit("ports_per_endpoint", t.ports_per_endpoint);
  visit("switch_radix", t.switch_radix);
  visit("link_bandwidth_Bps", t.link_bandwidth_Bps);
  visit("hop_latency_s", t.hop_latency_s);
  visit("efficiency", t.efficiency);
  visit("optical_fraction", t.optical_fraction);
  visit("optics_W_per_link", t.optics_W_per_link);
  visit("copper_reach_m", t.copper_reach_m);
  visit("active_copper_reach_m", t.active_copper_reach_m);
  visit("in_network_reduction", t.in_network_reduction);
}

template <ConstOrMutable<Network> T, class Visit> void forEachField(T &n, Visit &&visit) {
  visit("scaleup_domain", n.scaleup_domain);
  visit("scale_up", n.scale_up);
  visit("scale_out", n.scale_out);
  visit("collective_algorithm", n.collective_algorithm);
  visit("collective_bytes", n.collective_bytes);
}

template <ConstOrMutable<Fluid> T, class Visit> void forEachField(T &f, Visit &&visit) {
  visit("density_kg_per_m3", f.density_kg_per_m3);
  visit("specific_heat_J_per_kgK", f.specific_heat_J_per_kgK);
}

template <ConstOrMutable<CoolantDistribution> T, class Visit> void forEachField(T &d, Visit &&visit) {
  visit("capacity_W", d.capacity_W);
  visit("units", d.units);
  visit("racks_per_group", d.racks_per_group);
  visit("redundancy", d.redundancy);
  visit("approach_K", d.approach_K);
  visit("failures", d.failures);
}

template <ConstOrMutable<Cooling> T, class Visit> void forEachField(T &c, Visit &&visit) {
  visit("kind", c.kind);
  visit("liquid_fraction", c.liquid_fraction);
  visit("supply_C", c.supply_C);
  visit("delta_T_K", c.delta_T_K);
  visit("air_delta_T_K", c.air_delta_T_K);
  visit("junction_resistance_K_per_W", c.junction_resistance_K_per_W);
  visit("fluid", c.fluid);
  visit("heat_rejection", c.heat_rejection);
  visit("chiller_cop", c.chiller_cop);
  visit("free_cooling_approach_K", c.free_cooling_approach_K);
  visit("tower_approach_K", c.tower_approach_K);
  visit("dry_cooler_fan_W_per_kW", c.dry_cooler_fan_W_per_kW);
  visit("tower_fan_W_per_kW", c.tower_fan_W_per_kW);
  visit("cycles_of_concentration", c.cycles_of_concentration);
  visit("pump_efficiency", c.pump_efficiency);
  visit("pump_head_Pa", c.pump_head_Pa);
  visit("fan_W_per_m3s", c.fan_W_per_m3s);
  visit("distribution_loss", c.distribution_loss);
  visit("cdu", c.cdu);
}

template <ConstOrMutable<UnitFailures> T, class Visit> void forEachField(T &u, Visit &&visit) {
  visit("mtbf_h", u.mtbf_h);
  visit("mttr_h", u.mttr_h);
}

template <ConstOrMutable<LossCurve> T, class Visit> void forEachField(T &l, Visit &&visit) {
  visit("no_load", l.no_load);
  visit("proportional", l.proportional);
  visit("square_law", l.square_law);
}

template <ConstOrMutable<PowerLevel> T, class Visit> void forEachField(T &l, Visit &&visit) {
  visit("rating_W", l.rating_W);
  visit("units", l.units);
  visit("racks_per_group", l.racks_per_group);
  visit("redundancy", l.redundancy);
  visit("losses", l.losses);
  visit("failures", l.failures);
}

template <ConstOrMutable<PowerShelves> T, class Visit> void forEachField(T &s, Visit &&visit) {
  visit("shelves", s.shelves);
  visit("shelf_W", s.shelf_W);
  visit("storage_J", s.storage_J);
  visit("redundancy", s.redundancy);
  visit("failures", s.failures);
}

template <ConstOrMutable<PowerChain> T, class Visit> void forEachField(T &p, Visit &&visit) {
  visit("utility", p.utility);
  visit("transformer", p.transformer);
  visit("switchboard", p.switchboard);
  visit("ups", p.ups);
  visit("distribution", p.distribution);
  visit("distribution_kind", p.distribution_kind);
  visit("shelves", p.shelves);
  visit("swing_limit_W", p.swing_limit_W);
}

template <ConstOrMutable<SitePoint> T, class Visit> void forEachField(T &p, Visit &&visit) {
  visit("outside_C", p.outside_C);
  visit("hours", p.hours);
  visit("relative_humidity", p.relative_humidity);
}

template <ConstOrMutable<Finance> T, class Visit> void forEachField(T &f, Visit &&visit) {
  visit("hardware_life_years", f.hardware_life_years);
  visit("facility_life_years", f.facility_life_years);
  visit("discount_rate", f.discount_rate);
  visit("maintenance_share_per_year", f.maintenance_share_per_year);
  visit("support_per_accelerator_year", f.support_per_accelerator_year);
}

template <ConstOrMutable<Site> T, class Visit> void forEachField(T &s, Visit &&visit) {
  visit("currency", s.currency);
  visit("electricity_per_kWh", s.electricity_per_kWh);
  visit("water_per_m3", s.water_per_m3);
  visit("grid_carbon_kg_per_kWh", s.grid_carbon_kg_per_kWh);
  visit("hours_per_year", s.hours_per_year);
  visit("climate", s.climate);
  visit("floor_rating_kg_per_m2", s.floor_rating_kg_per_m2);
}

template <ConstOrMutable<TransformerShape> T, class Visit> void forEachField(T &t, Visit &&visit) {
  visit("layers", t.layers);
  visit("hidden", t.hidden);
  visit("ffn", t.ffn);
  visit("heads", t.heads);
  visit("sequence", t.sequence);
  visit("vocabulary", t.vocabulary);
  visit("kv_heads", t.kv_heads);
  visit("head_dim", t.head_dim);
  visit("gated_mlp", t.gated_mlp);
  visit("parallel_block", t.parallel_block);
  visit("experts", t.experts);
  visit("experts_per_token", t.experts_per_token);
  visit("expert_ffn", t.expert_ffn);
  visit("shared_experts", t.shared_experts);
  visit("dense_layers", t.dense_layers);
  visit("capacity_factor", t.capacity_factor);
}

template <ConstOrMutable<CustomShape> T, class Visit> void forEachField(T &c, Visit &&visit) {
  visit("flops_per_sample", c.flops_per_sample);
  visit("parameters", c.parameters);
  visit("tokens_per_sample", c.tokens_per_sample);
}

template <ConstOrMutable<Parallelism> T, class Visit> void forEachField(T &p, Visit &&visit) {
  visit("tp", p.tp);
  visit("pp", p.pp);
  visit("dp", p.dp);
  visit("interleave", p.interleave);
  visit("ep", p.ep);
  visit("cp", p.cp);
  visit("sequence_parallel", p.sequence_parallel);
  visit("recompute", p.recompute);
  visit("sharding", p.sharding);
}

template <ConstOrMutable<Workload> T, class Visit> void forEachField(T &w, Visit &&visit) {
  visit("kind", w.kind);
  visit("transformer", w.transformer);
  visit("custom", w.custom);
  visit("precision", w.precision);
  visit("activation_precision", w.activation_precision);
  visit("low_precision_scaling", w.low_precision_scaling);
  visit("gradient_precision", w.gradient_precision);
  visit("master_precision", w.master_precision);
  visit("optimizer_precision", w.optimizer_precision);
  visit("global_batch", w.global_batch);
  visit("microbatch", w.microbatch);
  visit("parallelism", w.parallelism);
  visit("gradient_compression", w.gradient_compression);
  visit("overlap_dp", w.overlap_dp);
  visit("overlap_tp", w.overlap_tp);
  visit("overlap_pp", w.overlap_pp);
  visit("overlap_param_gather", w.overlap_param_gather);
  visit("overlap_ep", w.overlap_ep);
  visit("overlap_fraction", w.overlap_fraction);
  visit("flash_attention", w.flash_attention);
  visit("offload_activation_blocks", w.offload_activation_blocks);
  visit("offload_optimizer_fraction", w.offload_optimizer_fraction);
  visit("tokens_to_train", w.tokens_to_train);
  visit("step_overhead_s", w.step_overhead_s);
}

template <ConstOrMutable<FailureRate> T, class Visit> void forEachField(T &f, Visit &&visit) {
  visit("component", f.component);
  visit("per_accelerator_hour", f.per_accelerator_hour);
  visit("activation_eV", f.activation_eV);
}

template <ConstOrMutable<ReliabilityPolicy> T, class Visit> void forEachField(T &r, Visit &&visit) {
  visit("failure_rates", r.failure_rates);
  visit("checkpoint_optimal", r.checkpoint_optimal);
  visit("checkpoint_interval_s", r.checkpoint_interval_s);
  visit("checkpoint_size_B", r.checkpoint_size_B);
  visit("storage_bandwidth_Bps", r.storage_bandwidth_Bps);
  visit("checkpoint_async", r.checkpoint_async);
  visit("snapshot_bandwidth_Bps", r.snapshot_bandwidth_Bps);
  visit("restore_from_memory", r.restore_from_memory);
  visit("restart_s", r.restart_s);
  visit("hot_spares", r.hot_spares);
  visit("repair_s", r.repair_s);
  visit("training_duration_s", r.training_duration_s);
  visit("reference_inlet_C", r.reference_inlet_C);
}

template <ConstOrMutable<Config> T, class Visit> void forEachField(T &c, Visit &&visit) {
  visit("id", c.id);
  visit("name", c.name);
  visit("notes", c.notes);
  visit("accelerator", c.accelerator);
  visit("node", c.node);
  visit("cabinet", c.cabinet);
  visit("layout", c.layout);
  visit("network", c.network);
  visit("cooling", c.cooling);
  visit("power_chain", c.power_chain);
  visit("workload", c.workload);
  visit("reliability", c.reliability);
  visit("site", c.site);
  visit("finance", c.finance);
}

// The identifier is the file's name, not a key.
template <ConstOrMutable<ServedModel> T, class Visit> void forEachField(T &m, Visit &&visit) {
  visit("name", m.name);
  visit("notes", m.notes);
  visit("transformer", m.transformer);
}

// Types written as a JSON object of their fields.
template <class T>
concept HasJsonFields = requires(T &value) {
  forEachField(value, [](std::string_view, auto &) {});
};

// The JSON spelling of each enum value, indexed by the enumerator.
inline std::span<const std::string_view> enumNames(Precision) { return kPrecisionNames; }
inline std::span<const std::string_view> enumNames(TopologyKind) { return kTopologyNames; }
inline std::span<const std::string_view> enumNames(CollectiveAlgorithmChoice) {
  return kCollectiveAlgorithmNames;
}
inline std::span<const std::string_view> enumNames(CoolingKind) { return kCoolingNames; }
inline std::span<const std::string_view> enumNames(HeatRejection) { return kHeatRejectionNames; }
inline std::span<const std::string_view> enumNames(WorkloadKind) { return kWorkloadNames; }
inline std::span<const std::string_view> enumNames(Recompute) { return kRecomputeNames; }
inline std::span<const std::string_view> enumNames(LowPrecisionScaling) { return kLowPrecisionScalingNames; }
inline std::span<const std::string_view> enumNames(Sharding) { return kShardingNames; }
inline std::span<const std::string_view> enumNames(Currency) { return kCurrencyNames; }
inline std::span<const std::string_view> enumNames(Redundancy) { return kRedundancyNames; }
inline std::span<const std::string_view> enumNames(DistributionKind) { return kDistributionKindNames; }
inline std::span<const std::string_view> enumNames(Architecture) { return kArchitectureNames; }

template <class T>
concept NamedEnum = std::is_enum_v<T> && requires(T value) {
  enumNames(value);
};

} // namespace snp::model

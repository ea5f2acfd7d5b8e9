#pragma once

#include "model/Config.h"

namespace snp::model::test {

// A Config with every field off its default: all enums non-default, vectors filled and doubles
// that are not exact in binary, so that a codec which drops or rounds anything is caught.
inline Config filledConfig() {
  Config c;
  c.id = "test-filled";
  c.name = "Filled \"quoted\" name — ünïcode";
  c.notes = "line one\nline two\ttabbed";

  c.accelerator.name = "X1";
  c.accelerator.vendor = "Acme";
  c.accelerator.peak_flops = {0.1, 1e-9, 123456789.123, 989e12, 1.9790000000000001e15, 3.3e15, 6.6e15};
  c.accelerator.vector_flops = {67e12, 67e12, 133.8e12, 133.7e12, 0.5, 0, 0};
  c.accelerator.hbm_capacity_B = 80e9;
  c.accelerator.hbm_bandwidth_Bps = 3.35e12;
  c.accelerator.tdp_W = 700.5;
  c.accelerator.idle_W = 0.3;
  c.accelerator.power_floor_W = 0.45;
  c.accelerator.scaleup_links = 18;
  c.accelerator.scaleup_link_bandwidth_Bps = 25e9 / 3;
  c.accelerator.scaleup_link_latency_s = 1e-9;
  c.accelerator.nics = 0.5;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.accelerator.nic_W = 23.7;
  c.accelerator.matrix_efficiency = {{128e9, 0.95}, {0, 0.31}};
  c.accelerator.vector_efficiency = {{0, 0.6}};
  c.accelerator.memory_efficiency = {{1e6, 0.85}, {0, 0.25}};

  c.node = {8, 2, 350.1, 1, 75, 4, 120.25, 1500, 0.935};
  c.cabinet = {4, 0.61, 1.21, 2.31, 132e3, 140e3};
  c.layout = {64, 8, 1.3};

  c.network.scaleup_domain = 72;
  c.network.scale_up.kind = TopologyKind::Torus;
  c.network.scale_up.torus = {
      .dims = {4, 4, 8}, .wrap = {true, false, true}, .ocs_block = {2, 4, 4}, .ocs_ports = 96};
  c.network.scale_up.dragonfly = {4, 2, 2, 9};
  c.network.scale_up.fat_tree = {64, 3, 1.5, true};
  c.network.scale_up.ports_per_endpoint = 6;
  c.network.scale_up.link_bandwidth_Bps = 1.0 / 3.0;
  c.network.scale_up.hop_latency_s = 1e-7;
  c.network.scale_up.efficiency = 0.85;
  c.network.scale_up.optical_fraction = 0.25;
  c.network.scale_up.optics_W_per_link = 14.5;
  c.network.scale_up.in_network_reduction = true;
  c.network.scale_out.kind = TopologyKind::Dragonfly;
  c.network.scale_out.torus = {{2}, {false}};
  c.network.scale_out.ports_per_endpoint = 8;
  c.network.scale_out.switch_radix = 64;
  c.network.scale_out.link_bandwidth_Bps = 400e9 / 8;
  c.network.scale_out.efficiency = 0.7;
  c.network.scale_out.in_network_reduction = true;
  c.network.collective_algorithm = CollectiveAlgorithmChoice::TorusAllAxes;
  c.network.collective_bytes = 64.0 * 1024 * 1024 + 0.1;

  c.cooling.kind = CoolingKind::ImmersionTwoPhase;
  c.cooling.liquid_fraction = 0.95;
  c.cooling.supply_C = -5.5;
  c.cooling.delta_T_K = 8;
  c.cooling.air_delta_T_K = 11;
  c.cooling.fluid = {1800.5, 1100.1};
  c.cooling.chiller_cop = 4.2;
  c.cooling.free_cooling_approach_K = 3;
  c.cooling.heat_rejection = HeatRejection::WaterCooledChiller;
  c.cooling.tower_approach_K = 5.5;
  c.cooling.dry_cooler_fan_W_per_kW = 18.5;
  c.cooling.tower_fan_W_per_kW = 12.7;
  c.cooling.cycles_of_concentration = 5.5;
  c.cooling.pump_efficiency = 0.8;
  c.cooling.pump_head_Pa = 200e3;
  c.cooling.fan_W_per_m3s = 550;
  c.cooling.distribution_loss = 0.035;

  c.workload.kind = WorkloadKind::Custom;
  c.workload.transformer = {96, 12288, 49152, 96, 2048, 50257};
  c.workload.custom = {6.1e18, 175e9, 2048};
  c.workload.precision = Precision::FP8;
  c.workload.activation_precision = Precision::FP16;
  c.workload.gradient_precision = Precision::BF16;
  c.workload.master_precision = Precision::FP16;
  c.workload.optimizer_precision = Precision::FP8;
  c.workload.global_batch = 1536;
  c.workload.microbatch = 2;
  c.workload.parallelism = {8, 12, 16, 2, 2, 2, true, Recompute::Selective, Sharding::Gradients};
  c.workload.overlap_ep = true;
  c.workload.gradient_compression = 0.5;
  c.workload.overlap_dp = false;
  c.workload.overlap_tp = true;
  c.workload.overlap_pp = true;
  c.workload.overlap_param_gather = true;
  c.workload.overlap_fraction = 0.123456789;

  c.reliability.failure_rates = {{"gpu", 1.2e-6}, {"hbm", 5.9e-7}, {"psu", 0}};
  c.reliability.checkpoint_optimal = false;
  c.reliability.checkpoint_interval_s = 1800.5;
  c.reliability.checkpoint_size_B = 2.1e12;
  c.reliability.storage_bandwidth_Bps = 1e12;
  c.reliability.restart_s = 420;
  c.reliability.hot_spares = 3;
  c.reliability.repair_s = 7200;
  c.reliability.training_duration_s = 1e7;

  c.site = {Currency::CNY, 0.0731, 8784, {{-10.25, 100, 0}, {35.5, 8684, 0.225}}};
  c.site.grid_carbon_kg_per_kWh = 0.5815;
  c.site.water_per_m3 = 2.75;
  c.finance = {5.5, 30, 0.045, 0.08, 4500};
  return c;
}

} // namespace snp::model::test

#pragma once

#include "model/Config.h"

#include <cstddef>

namespace snp::testing {

// 8-GPU A100-like nodes (NVLink switch inside, one 25 GB/s NIC per GPU), `nodes` of them,
// training a 1.3B-parameter GPT.
inline model::Config a100Cluster(int nodes) {
  model::Config config;
  model::Accelerator &gpu = config.accelerator;
  gpu.peak_flops[static_cast<std::size_t>(model::Precision::BF16)] = 312e12;
  gpu.hbm_capacity_B = 80e9;
  gpu.hbm_bandwidth_Bps = 2e12;
  gpu.scaleup_links = 12;
  gpu.scaleup_link_bandwidth_Bps = 25e9;
  gpu.nics = 1;
  gpu.nic_bandwidth_Bps = 25e9;
  config.node.accelerators = 8;
  config.cabinet.nodes = 1;
  config.layout.cabinets = nodes;
  config.network.scaleup_domain = 8;
  model::NetworkTier &up = config.network.scale_up;
  up.kind = model::TopologyKind::Switch;
  up.link_bandwidth_Bps = 25e9;
  up.hop_latency_s = 1e-6;
  model::NetworkTier &out = config.network.scale_out;
  out.kind = model::TopologyKind::FatTree;
  out.fat_tree = {64, 2, 1};
  out.ports_per_endpoint = 8;
  out.link_bandwidth_Bps = 25e9;
  out.hop_latency_s = 2e-6;
  model::Workload &w = config.workload;
  w.kind = model::WorkloadKind::Transformer;
  w.transformer = {24, 2048, 8192, 16, 2048};
  w.precision = model::Precision::BF16;
  w.global_batch = 8;
  w.microbatch = 1;
  return config;
}

// Four one-node cabinets cooled by liquid, their CDUs in two groups of two cabinets each, failing
// every 10 h and repaired in `mttr_h`; node failures all but ruled out.
inline model::Config a100ClusterWithFailingCdus(model::Redundancy redundancy, double mttr_h) {
  model::Config config = a100Cluster(4);
  config.reliability.failure_rates = {{"all", 1e-12}};
  config.cooling.kind = model::CoolingKind::ColdPlate;
  config.cooling.liquid_fraction = 0.8;
  config.cooling.cdu.capacity_W = 1e6;
  config.cooling.cdu.racks_per_group = 2;
  config.cooling.cdu.redundancy = redundancy;
  config.cooling.cdu.units = model::minimumUnits(redundancy);
  config.cooling.cdu.failures = {10, mttr_h};
  return config;
}

} // namespace snp::testing

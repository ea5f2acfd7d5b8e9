// Published reference systems, each citing its sources. Figures the vendors publish are used
// as published (NVIDIA tensor rates halved to dense); what they leave open is an assumption
// written into the preset's notes.

#include "model/PresetDefinitions.h"

namespace snp::model::preset {

namespace {

// Optical transceivers of one 400 Gb/s link, both ends (~8 W per OSFP/QSFP112 module).
constexpr double kOptics400G_W = 16;
constexpr double kConnectX7_W = 25;

// Calculon's calibrated efficiencies (systems/*.json): NVLink 0.65, InfiniBand 0.9.
constexpr double kNvlinkEfficiency = 0.65;
constexpr double kInfinibandEfficiency = 0.9;

Accelerator h100Sxm() {
  Accelerator a;
  a.name = "NVIDIA H100 SXM5 80GB";
  a.vendor = "NVIDIA";
  a.peak_flops = peakFlops(67e12, 494.5e12, 989e12, 989e12, 1979e12, 1979e12);
  // Non-tensor: FP32 67, FP16 and BF16 133.8 TFLOPS (NVIDIA H100 Tensor Core GPU Architecture white
  // paper, H100 SXM5 table); TF32 runs do their elementwise work in FP32.
  a.vector_flops = peakFlops(67e12, 67e12, 133.8e12, 133.8e12, 0, 0);
  a.hbm_capacity_B = 80e9;
  a.hbm_bandwidth_Bps = 3.35e12;
  a.tdp_W = 700;
  a.idle_W = 100;
  a.scaleup_links = 18; // NVLink 4: 18 × 25 GB/s per direction = 900 GB/s bidirectional
  a.scaleup_link_bandwidth_Bps = 25e9;
  a.scaleup_link_latency_s = 0.5e-6;
  a.nics = 1; // ConnectX-7, 400 Gb/s
  a.nic_bandwidth_Bps = 50e9;
  a.nic_W = kConnectX7_W;
  return a;
}

// DGX H100 / HGX H100 server: 8 GPUs on 4 NVSwitch chips, two Xeon 8480C.
Node hgxH100Node() {
  Node n;
  n.accelerators = 8;
  n.cpus = 2;
  n.cpu_W = 350;
  n.switch_chips = 4;
  n.switch_chip_W = 100;
  n.other_W = 2700; // fans, 2 TB DDR5, NVMe, storage NICs: brings the node to its 10.2 kW maximum
  return n;
}

// `radix`: NVLink ports of one switch chip (NVSwitch 3: 64; NVLink 5 switch: 72, 2 a tray);
// 0 where no stored source states it.
NetworkTier nvlinkSwitchTier(double linkBandwidth_Bps, int links, int radix) {
  NetworkTier t;
  t.kind = TopologyKind::Switch;
  t.ports_per_endpoint = links;
  t.switch_radix = radix;
  t.link_bandwidth_Bps = linkBandwidth_Bps;
  t.hop_latency_s = 0.5e-6;
  t.efficiency = kNvlinkEfficiency;
  return t;
}

// Two-tier leaf/spine fat tree of 64-port 400 Gb/s switches (2,048 host ports).
NetworkTier leafSpine400G(int portsPerDomain, double efficiency) {
  NetworkTier t;
  t.kind = TopologyKind::FatTree;
  t.fat_tree = {64, 2, 1};
  t.ports_per_endpoint = portsPerDomain;
  t.link_bandwidth_Bps = 50e9;
  t.hop_latency_s = 1e-6;
  t.efficiency = efficiency;
  t.optical_fraction = 1;
  t.optics_W_per_link = kOptics400G_W;
  return t;
}

// Megatron-style settings for a large GPT: sequence parallel, selective recompute, ZeRO-1.
Parallelism megatron(int tp, int pp, int dp, int interleave) {
  Parallelism p;
  p.tp = tp;
  p.pp = pp;
  p.dp = dp;
  p.interleave = interleave;
  p.sequence_parallel = true;
  p.recompute = Recompute::Selective;
  p.sharding = Sharding::Optimizer;
  return p;
}

Workload gpt(const TransformerShape &shape, int globalBatch, const Parallelism &parallelism) {
  Workload w;
  w.kind = WorkloadKind::Transformer;
  w.transformer = shape;
  w.precision = Precision::BF16;
  w.global_batch = globalBatch;
  w.microbatch = 1;
  w.parallelism = parallelism;
  return w;
}

} // namespace

Config gb200Nvl72() {
  Config c;
  c.id = "gb200-nvl72";
  c.name = "NVIDIA GB200 NVL72 (8 racks, 576 GPUs)";
  c.notes =
      "Eight GB200 NVL72 racks (a DGX SuperPOD of GB200 systems): each rack is one NVLink 5 "
      "domain of 72 Blackwell GPUs in 18 compute trays (2 Grace CPUs + 4 GPUs each) and 9 "
      "NVLink switch trays (18 NVSwitch chips); racks joined by 400 Gb/s InfiniBand.\n"
      "Published: 2.5 PFLOPS dense BF16 per GPU (5 PFLOPS sparse), 186 GB HBM3e at 8 TB/s, "
      "~1.2 kW per GPU, 18 NVLink links per GPU, 1.8 TB/s bidirectional, ~120 kW per rack, "
      "direct liquid cooling with air for the rest.\n"
      "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is published for "
      "this chip); idle 250 W per GPU; Grace 300 W incl. LPDDR5X; 2 BlueField-3 DPUs per tray; "
      "the 18 NVSwitch chips spread one per tray at 400 W each incl. the switch tray; "
      "0.5 µs NVLink hop; 85 % of the heat to liquid at 32 °C supply; 2-tier fat tree of "
      "64-port switches for the InfiniBand fabric.\n"
      "Workload: GPT-3 175B, TP 8 inside the NVLink domain, PP 12, DP 6, batch 1536 sequences "
      "of 2048 tokens (256 microbatches per pipeline: not a multiple of 12, so Megatron-LM's "
      "interleaved schedule cannot run them and the plain 1F1B schedule is used).";
  c.accelerator.name = "NVIDIA B200 (GB200 superchip)";
  c.accelerator.vendor = "NVIDIA";
  // FP4: 1,440 PFLOPS with sparsity per 72 GPUs (NVIDIA GB200 NVL72 datasheet) = 10 PFLOPS dense each.
  c.accelerator.peak_flops = peakFlops(80e12, 1.25e15, 2.5e15, 2.5e15, 5e15, 5e15, 10e15);
  // FP32 80 TFLOPS (5,760 per NVL72); NVIDIA publishes no 16-bit non-tensor rate for Blackwell, so
  // BF16/FP16 vector work falls back to a quarter of the matrix peak.
  c.accelerator.vector_flops = peakFlops(80e12, 80e12, 0, 0, 0, 0);
  c.accelerator.hbm_capacity_B = 186e9;
  c.accelerator.hbm_bandwidth_Bps = 8e12;
  c.accelerator.tdp_W = 1200;
  c.accelerator.idle_W = 250;
  c.accelerator.scaleup_links = 18; // NVLink 5: 18 × 50 GB/s per direction = 1.8 TB/s bidirectional
  c.accelerator.scaleup_link_bandwidth_Bps = 50e9;
  c.accelerator.scaleup_link_latency_s = 0.5e-6;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.accelerator.nic_W = kConnectX7_W;

  c.node = {.accelerators = 4,
            .cpus = 2,
            .cpu_W = 300,
            .dpus = 2,
            .dpu_W = 150,
            .switch_chips = 1,
            .switch_chip_W = 400,
            .other_W = 400,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 18,
               .width_m = 0.6,
               .depth_m = 1.068,
               .height_m = 2.236,
               .power_limit_W = 132e3,
               .cooling_limit_W = 132e3};
  c.layout = {.cabinets = 8, .rows = 2, .aisle_m = 1.2};

  c.network.scaleup_domain = 72;
  c.network.scale_up = nvlinkSwitchTier(50e9, 18, 72);
  // NVLink SHARP: "each NVLink Switch has engines for NVIDIA SHARP for in-network reductions and
  // multicast acceleration" (NVIDIA's NVLink and NVLink Switch product page); NCCL 2.17+ runs
  // all-reduce on them as NVLS.
  c.network.scale_up.in_network_reduction = true;
  c.network.scale_out = leafSpine400G(72, kInfinibandEfficiency);
  // The 400 Gb/s NDR fabric is of Quantum-2 switches, which run SHARP streaming aggregation
  // (NVIDIA SHARP documentation, Rev 2.7.0: Quantum-2 support; Rev 3.13: capabilities per switch).
  c.network.scale_out.in_network_reduction = true;

  c.cooling.kind = CoolingKind::ColdPlate;
  c.cooling.liquid_fraction = 0.85;
  c.cooling.supply_C = 32;

  c.workload = gpt(kGpt3_175B, 1536, megatron(8, 12, 6, 1));
  return c;
}

Config dgxH100SuperPod() {
  Config c;
  c.id = "dgx-h100-superpod";
  c.name = "NVIDIA DGX H100 SuperPOD (4 SUs, 1,024 GPUs)";
  c.notes = "Four scalable units of 32 DGX H100 = 128 nodes, 1,024 H100 SXM5, 4 nodes per rack "
            "(32 racks); NVLink 4 inside a node, 8 × 400 Gb/s NDR InfiniBand per node in a "
            "full-bisection fat tree.\n"
            "Published: 989 TFLOPS dense BF16 (1,979 sparse), 80 GB HBM3 at 3.35 TB/s, 700 W, "
            "NVLink 900 GB/s bidirectional (18 links), 10.2 kW per node maximum, air-cooled.\n"
            "Published fabric (DGX SuperPOD reference architecture, 4 SUs of 32 nodes): 32 leaf and 16 "
            "spine QM9700 switches of 64 ports, 1,024 node-leaf and 1,024 leaf-spine cables; 4 NVSwitch "
            "chips of 64 NVLink ports per node.\n"
            "Assumed: compute efficiency by operation size from Calculon's H100 system file "
            "(h100_80g_nvl8.json); idle 100 W per GPU; 4 NVSwitch chips at 100 W; 2.7 kW of fans, memory and "
            "storage per node; the rail-optimised compute fabric as a 2-tier fat tree of 64-port "
            "switches (one rail a leaf per SU: the same switches and cables); air supply 22 °C; NVLink "
            "SHARP on the NVSwitch chips and SHARP on the Quantum-2 switches both in use.\n"
            "Workload: GPT-3 175B, TP 8, PP 8 (interleave 3), DP 16, batch 1536 — the shape of "
            "Korthikanti et al. (arXiv 2205.05198).";
  c.accelerator = h100Sxm();
  c.node = hgxH100Node();
  c.cabinet = {.nodes = 4,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.3,
               .power_limit_W = 44e3,
               .cooling_limit_W = 44e3};
  c.layout = {.cabinets = 32, .rows = 4, .aisle_m = 1.2};

  c.network.scaleup_domain = 8;
  c.network.scale_up = nvlinkSwitchTier(25e9, 18, 64);
  // NVLink SHARP on the four NVSwitch 3 chips (NCCL 2.17 release notes: NVLS all-reduce; nccl-tests
  // on 8 H100: busbw ~480 GB/s with NVLS against ~370 GB/s by ring, NVIDIA/nccl-tests issue #212).
  c.network.scale_up.in_network_reduction = true;
  c.network.scale_out = leafSpine400G(8, kInfinibandEfficiency);
  // QM9700 are Quantum-2 switches, which run SHARP (NVIDIA SHARP documentation, Rev 2.7.0 added
  // Quantum-2 NDR); the reference architecture's compute fabric is rail-optimised: NIC r of each
  // DGX on the leaf of rail r, one leaf per rail in a scalable unit of 32 nodes.
  c.network.scale_out.in_network_reduction = true;
  c.network.scale_out.fat_tree.rail_optimized = true;

  c.cooling.kind = CoolingKind::Air;
  c.cooling.supply_C = 22;
  c.cooling.air_delta_T_K = 15;

  c.workload = gpt(kGpt3_175B, 1536, megatron(8, 8, 16, 3));
  return c;
}

Config tpuV4Pod() {
  Config c;
  c.id = "tpu-v4-pod";
  c.name = "Google TPU v4 pod (4,096 chips)";
  c.notes =
      "4,096 TPU v4 chips, 64 per rack (64 racks), one 16×16×16 3D torus built from 4×4×4 "
      "cubes joined by optical circuit switches (wraparound on every axis): the 6,144 cube-face "
      "link ends go to 48 OCS of 136 ports, 128 of them used.\n"
      "Published (ISCA 2023, arXiv 2304.01433): 275 TFLOPS BF16 (and INT8), 32 GiB HBM at "
      "1.2 TB/s, 170 W mean power, 6 ICI links of 45 GB/s one-way per chip, optics < 3 % of "
      "power, liquid-cooled.\n"
      "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is published for "
      "this chip); tdp_W holds the 170 W measured mean; idle 60 W; hosts of 4 chips with one "
      "250 W CPU; a quarter of the ICI links (those between cubes) optical at 12 W; 1 µs "
      "per ICI hop; 80 % of the heat to liquid at 30 °C. The pod is one scale-up domain, so "
      "the data-centre network (scale_out) carries no training traffic here.\n"
      "Workload: GPT-3 175B, TP 8 × PP 8 × DP 64, batch 1536; model state and activations "
      "fit the 32 GiB.";
  c.accelerator.name = "Google TPU v4";
  c.accelerator.vendor = "Google";
  c.accelerator.peak_flops = peakFlops(0, 0, 275e12, 0, 0, 275e12);
  c.accelerator.hbm_capacity_B = 32.0 * (1ull << 30);
  c.accelerator.hbm_bandwidth_Bps = 1.2e12;
  c.accelerator.tdp_W = 170;
  c.accelerator.idle_W = 60;
  c.accelerator.scaleup_links = 6;
  c.accelerator.scaleup_link_bandwidth_Bps = 45e9;
  c.accelerator.scaleup_link_latency_s = 1e-6;

  c.node = {.accelerators = 4,
            .cpus = 1,
            .cpu_W = 250,
            .dpus = 0,
            .dpu_W = 0,
            .switch_chips = 0,
            .switch_chip_W = 0,
            .other_W = 200,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 16,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.0,
               .power_limit_W = 25e3,
               .cooling_limit_W = 25e3};
  c.layout = {.cabinets = 64, .rows = 8, .aisle_m = 1.2};

  c.network.scaleup_domain = 4096;
  NetworkTier &ici = c.network.scale_up;
  ici.kind = TopologyKind::Torus;
  ici.torus = {.dims = {16, 16, 16}, .wrap = {true, true, true}, .ocs_block = {4, 4, 4}, .ocs_ports = 128};
  ici.ports_per_endpoint = 6;
  ici.link_bandwidth_Bps = 45e9;
  ici.hop_latency_s = 1e-6;
  ici.efficiency = 0.8;
  ici.optical_fraction = 0.25; // 4 of the 16 links around each ring leave a 4×4×4 cube
  ici.optics_W_per_link = 12;
  NetworkTier &dcn = c.network.scale_out;
  dcn.kind = TopologyKind::Switch;
  dcn.link_bandwidth_Bps = 25e9;
  dcn.hop_latency_s = 5e-6;
  dcn.efficiency = kInfinibandEfficiency;
  dcn.optical_fraction = 1;
  dcn.optics_W_per_link = kOptics400G_W;

  c.cooling.kind = CoolingKind::ColdPlate;
  c.cooling.liquid_fraction = 0.8;
  c.cooling.supply_C = 30;

  c.workload = gpt(kGpt3_175B, 1536, megatron(8, 8, 64, 1));
  return c;
}

Config cloudMatrix384() {
  Config c;
  c.id = "cloudmatrix-384";
  c.name = "Huawei CloudMatrix384 (384 Ascend 910C)";
  c.notes =
      "384 Ascend 910C NPUs in 48 nodes of 8 with 4 Kunpeng CPUs each, all joined by the "
      "Unified Bus: a two-tier non-blocking switched fabric (7 L1 UB switch chips per node, "
      "L2 switches in 4 communication racks); 16 racks in all. A separate 400 Gb/s RDMA "
      "plane per NPU.\n"
      "Published (arXiv 2506.12708): 752 TFLOPS dense BF16 per NPU, 128 GB HBM at 3.2 TB/s, "
      "392 GB/s one-way UB bandwidth per NPU, ~559 kW for the system (estimate), "
      "liquid-cooled.\n"
      "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is published for "
      "this chip); 800 W per NPU (idle 150 W); INT8 at twice BF16; FP32/TF32 rates left at 0 "
      "(not published); the 12 compute and 4 communication racks spread evenly as 16 "
      "cabinets of 3 nodes, the L2 switches folded into each node's other_W; 7 UB links of "
      "56 GB/s; half of the UB links optical (L1–L2) at 16 W; 1 µs per UB hop; Kunpeng "
      "250 W; one 150 W Qingtian DPU per node; 80 % liquid at 35 °C.\n"
      "Workload: a 65B dense GPT (LLaMA-65B depth and width, MLP 4h, sequence 4096), TP 8, "
      "PP 8 (interleave 2), DP 6, batch 768.";
  c.accelerator.name = "Huawei Ascend 910C";
  c.accelerator.vendor = "Huawei";
  c.accelerator.peak_flops = peakFlops(0, 0, 752e12, 752e12, 0, 1504e12);
  c.accelerator.hbm_capacity_B = 128e9;
  c.accelerator.hbm_bandwidth_Bps = 3.2e12;
  c.accelerator.tdp_W = 800;
  c.accelerator.idle_W = 150;
  c.accelerator.scaleup_links = 7; // 7 × 56 GB/s = 392 GB/s one-way
  c.accelerator.scaleup_link_bandwidth_Bps = 56e9;
  c.accelerator.scaleup_link_latency_s = 1e-6;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.accelerator.nic_W = kConnectX7_W;

  c.node = {.accelerators = 8,
            .cpus = 4,
            .cpu_W = 250,
            .dpus = 1,
            .dpu_W = 150,
            .switch_chips = 7,
            .switch_chip_W = 150,
            .other_W = 800,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 3,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.2,
               .power_limit_W = 45e3,
               .cooling_limit_W = 45e3};
  c.layout = {.cabinets = 16, .rows = 2, .aisle_m = 1.2};

  c.network.scaleup_domain = 384;
  NetworkTier &ub = c.network.scale_up;
  ub.kind = TopologyKind::Switch;
  ub.ports_per_endpoint = 7;
  ub.link_bandwidth_Bps = 56e9;
  ub.hop_latency_s = 1e-6;
  ub.efficiency = 0.8;
  ub.optical_fraction = 0.5;
  ub.optics_W_per_link = kOptics400G_W;
  c.network.scale_out = leafSpine400G(384, kInfinibandEfficiency);

  c.cooling.kind = CoolingKind::ColdPlate;
  c.cooling.liquid_fraction = 0.8;
  c.cooling.supply_C = 35;

  constexpr TransformerShape kGpt65B{80, 8192, 32768, 64, 4096, 32000};
  c.workload = gpt(kGpt65B, 768, megatron(8, 8, 6, 2));
  return c;
}

Config baselineRoceFatTree() {
  Config c;
  c.id = "baseline-roce-fattree";
  c.name = "Baseline: air-cooled H100 cluster on a RoCE 400G fat tree (1,024 GPUs)";
  c.notes =
      "The conventional cluster the articles compare against: 128 HGX H100 servers of 8 "
      "GPUs, 2 per air-cooled rack (~20 kW, the practical limit of air), NVLink inside a "
      "server, one 400 Gb/s RoCEv2 NIC per GPU into a 2-tier fat tree of 64-port switches.\n"
      "Assumed: compute efficiency by operation size from Calculon's H100 system file (h100_80g_nvl8.json); "
      "H100 figures as in dgx-h100-superpod; RoCE efficiency 0.85 (InfiniBand 0.9); "
      "1 µs per switch hop; an average enterprise plant — chiller COP 4, CRAH fans at "
      "1 kW per m³/s, 5 % distribution loss, air supply 22 °C.\n"
      "Workload: the same ~100B GPT as seed-s2 and seed-s3 (80 layers, hidden 10240), TP 8, "
      "PP 8 (interleave 2), DP 16, batch 1024, so their claims can be set against it.";
  c.accelerator = h100Sxm();
  c.node = hgxH100Node();
  c.cabinet = {.nodes = 2,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.0,
               .power_limit_W = 22e3,
               .cooling_limit_W = 22e3};
  c.layout = {.cabinets = 64, .rows = 4, .aisle_m = 1.2};

  c.network.scaleup_domain = 8;
  c.network.scale_up = nvlinkSwitchTier(25e9, 18, 64);
  c.network.scale_out = leafSpine400G(8, 0.85);

  c.cooling.kind = CoolingKind::Air;
  c.cooling.supply_C = 22;
  c.cooling.air_delta_T_K = 12;
  c.cooling.chiller_cop = 4;
  c.cooling.fan_W_per_m3s = 1000;
  c.cooling.distribution_loss = 0.05;

  c.workload = gpt(kGpt100B, 1024, megatron(8, 8, 16, 2));
  return c;
}

} // namespace snp::model::preset

namespace snp::model::preset {

Config seleneMegatron1T() {
  Config c;
  c.id = "selene-megatron-1t";
  c.name = "Megatron 1T on Selene (3,072 A100)";
  c.notes = "The largest run of Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU "
            "Clusters\" (SC21, arXiv 2104.04473), Table 1: a 1T-parameter GPT (128 layers, hidden 25,600, "
            "160 heads, sequence 2,048) on 384 DGX A100 = 3,072 A100 80 GB, TP 8 × PP 64 × DP 6, batch "
            "3,072, microbatch 1, activation recompute. Published: 163 TFLOP/s per GPU (52 % of peak), "
            "502 PFLOP/s aggregate. It is also the speed reference of Calculon (2.6 ms per evaluation).\n"
            "Published A100: 312 TFLOPS dense FP16/BF16, 80 GB HBM2e at 2.04 TB/s, 400 W; NVLink 3 with 12 "
            "links of 25 GB/s per direction; 8 × 200 Gb/s HDR InfiniBand per node; DGX A100 6.5 kW maximum.\n"
            "Assumed: compute efficiency by operation size from Calculon's A100 system file (a100_80g.json); "
            "4 DGX per rack (96 racks in 8 rows); idle 60 W per GPU; 6 NVSwitch chips at 100 W; "
            "1.5 kW of fans, memory and storage per node; a 3-tier fat tree of 40-port HDR switches; "
            "air-cooled at 22 °C; Calculon's tier efficiencies (NVLink 0.65, InfiniBand 0.9).";
  Accelerator &a = c.accelerator;
  a.name = "NVIDIA A100 SXM4 80GB";
  a.vendor = "NVIDIA";
  a.peak_flops = peakFlops(19.5e12, 156e12, 312e12, 312e12, 0, 624e12);
  // Non-tensor: FP32 19.5, FP16 78, BF16 39 TFLOPS (NVIDIA A100 Tensor Core GPU Architecture white
  // paper, Table 1); TF32 runs do their elementwise work in FP32.
  a.vector_flops = peakFlops(19.5e12, 19.5e12, 39e12, 78e12, 0, 0);
  a.hbm_capacity_B = 80e9;
  a.hbm_bandwidth_Bps = 2.039e12;
  a.tdp_W = 400;
  a.idle_W = 60;
  a.scaleup_links = 12;
  a.scaleup_link_bandwidth_Bps = 25e9;
  a.scaleup_link_latency_s = 0.7e-6;
  a.nics = 1;
  a.nic_bandwidth_Bps = 25e9;
  a.nic_W = 20;

  c.node = {.accelerators = 8,
            .cpus = 2,
            .cpu_W = 225,
            .dpus = 0,
            .dpu_W = 0,
            .switch_chips = 6,
            .switch_chip_W = 100,
            .other_W = 1500,
            .conversion_efficiency = 0.94};
  c.cabinet = {.nodes = 4,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.3,
               .power_limit_W = 30e3,
               .cooling_limit_W = 30e3};
  c.layout = {.cabinets = 96, .rows = 8, .aisle_m = 1.2};

  c.network.scaleup_domain = 8;
  c.network.scale_up = nvlinkSwitchTier(25e9, 12, 0);
  NetworkTier &ib = c.network.scale_out;
  ib.kind = TopologyKind::FatTree;
  ib.fat_tree = {40, 3, 1};
  ib.ports_per_endpoint = 8;
  ib.link_bandwidth_Bps = 25e9;
  ib.hop_latency_s = 1e-6;
  ib.efficiency = kInfinibandEfficiency;
  ib.optical_fraction = 1;
  ib.optics_W_per_link = 8;

  c.cooling.kind = CoolingKind::Air;
  c.cooling.supply_C = 22;
  c.cooling.air_delta_T_K = 15;

  Parallelism p;
  p.tp = 8;
  p.pp = 64;
  p.dp = 6;
  p.recompute = Recompute::Full;
  c.workload = gpt({128, 25600, 102400, 160, 2048, 51200}, 3072, p);
  c.workload.precision = Precision::FP16;
  return c;
}

} // namespace snp::model::preset

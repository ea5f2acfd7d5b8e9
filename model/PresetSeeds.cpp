// The systems of the three source articles (shared/seeds/DIGEST.md). The articles leave most
// hardware unnamed; every figure they do not give is an assumption stated in the notes, chosen
// to be plausible for a 2023–2024 accelerator, so that the simulator can test their claims.

#include "model/PresetDefinitions.h"

namespace snp::model::preset {

Config seedS1() {
  Config c;
  c.id = "seed-s1";
  c.name = "S1: 128-chip liquid-cooled supernode";
  c.notes = "Article S1 (000_1ed2fefaf934774e): 128 AI chips in one liquid-cooled cabinet, optical "
            "full interconnect, 8 silicon-photonic links of 400 Gb/s per chip, 0.3 µs node-to-node "
            "latency.\n"
            "Claims: 98.2 % link utilisation with dynamic traffic scheduling; ResNet-50 92.7 % "
            "linear speed-up on 128 chips; BERT-large 128,000 samples/s, 32,000 updates/s, "
            "convergence in 72 min (vs 5.8 h); gradients compressed to 1/32; 90 % of communication "
            "hidden; FP16/FP32 mixed precision; hybrid immersion + cold plate, PUE < 1.05, 45 °C "
            "inlet water, −67 % electricity vs air; 42.7 TFLOPS/W and 1.2 PFLOPS per cabinet; "
            "checkpoint every 15 min, 3 hot-spare nodes. Selection targets: >= 1.0 PFLOPS per "
            "cabinet, >= 32 TB/s node-to-node bidirectional, >= 90 % speed-up at 1000 nodes, "
            "PUE <= 1.1.\n"
            "Doubtful: 42.7 TFLOPS/W is ~30× any shipping chip; 1.2 PFLOPS per cabinet is 9.4 "
            "TFLOPS per chip, while 128,000 BERT-large samples/s (~1.1e12 FLOP each at sequence "
            "512) need ~1.1 PFLOPS achieved per chip; 8 ports cannot reach 127 peers directly, so "
            "the full mesh is taken as wavelength-routed (each port carries 16 wavelengths to 16 "
            "peers).\n"
            "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is "
            "published for this chip); a 320 TFLOPS dense FP16/BF16 chip (FP32 80, INT8 640), 64 GB HBM at "
            "1.6 TB/s, 400 W (idle 80 W); 16 nodes of 8 chips with 2 × 250 W CPUs and one 75 W "
            "DPU; one 200 Gb/s NIC per chip; 8 W of optics per port pair (512 pairs, ~4.1 kW) spread "
            "as 0.5 W over the 8,128 mesh links; link efficiency 0.8 (the "
            "98.2 % is a claim to check, not an input); 95 % of the heat to liquid; BERT-large "
            "phase 2 (sequence 512), LAMB batch 32,768 of microbatch 32, pure data parallelism.";
  c.accelerator.name = "S1 AI accelerator (unnamed)";
  c.accelerator.vendor = "Unnamed cloud vendor";
  c.accelerator.peak_flops = peakFlops(80e12, 160e12, 320e12, 320e12, 0, 640e12);
  c.accelerator.hbm_capacity_B = 64e9;
  c.accelerator.hbm_bandwidth_Bps = 1.6e12;
  c.accelerator.tdp_W = 400;
  c.accelerator.idle_W = 80;
  c.accelerator.scaleup_links = 8; // 8 × 400 Gb/s silicon photonics = 8 × 50 GB/s
  c.accelerator.scaleup_link_bandwidth_Bps = 50e9;
  // The article's 0.3 µs is node to node: all of it is charged to the optical hop below.
  c.accelerator.scaleup_link_latency_s = 0;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 25e9;
  c.accelerator.nic_W = 20;

  c.node = {.accelerators = 8,
            .cpus = 2,
            .cpu_W = 250,
            .dpus = 1,
            .dpu_W = 75,
            .switch_chips = 0,
            .switch_chip_W = 0,
            .other_W = 300,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 16,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.2,
               .power_limit_W = 80e3,
               .cooling_limit_W = 80e3};
  c.layout = {.cabinets = 1, .rows = 1, .aisle_m = 1.2};

  c.network.scaleup_domain = 128;
  NetworkTier &optical = c.network.scale_up;
  optical.kind = TopologyKind::FullMesh;
  optical.ports_per_endpoint = 8;
  optical.link_bandwidth_Bps = 50e9;
  optical.hop_latency_s = 0.3e-6;
  optical.efficiency = 0.8;
  optical.optical_fraction = 1;
  optical.optics_W_per_link = 0.5; // 512 port pairs × 8 W spread over 8,128 mesh links
  NetworkTier &cluster = c.network.scale_out;
  cluster.kind = TopologyKind::Switch;
  cluster.ports_per_endpoint = 128;
  cluster.link_bandwidth_Bps = 25e9;
  cluster.hop_latency_s = 1e-6;
  cluster.efficiency = 0.85;
  cluster.optical_fraction = 1;
  cluster.optics_W_per_link = 12;

  c.cooling.kind = CoolingKind::Hybrid;
  c.cooling.liquid_fraction = 0.95;
  c.cooling.supply_C = 45;

  Workload &w = c.workload;
  w.kind = WorkloadKind::BertLarge;
  w.transformer = {24, 1024, 4096, 16, 512, 30522};
  w.precision = Precision::FP16;
  w.global_batch = 32768;
  w.microbatch = 32;
  w.parallelism.dp = 128;
  w.gradient_compression = 1.0 / 32;
  w.overlap_fraction = 0.9;

  c.reliability.checkpoint_optimal = false;
  c.reliability.checkpoint_interval_s = 15 * 60;
  c.reliability.hot_spares = 3;
  return c;
}

Config seedS2() {
  Config c;
  c.id = "seed-s2";
  c.name = "S2: 256-card liquid-cooled compute supernode";
  c.notes =
      "Article S2 (001_0fc11606d8e18224): a supernode of hundreds of cards on a custom bus "
      "with microsecond latency, 3D torus or dragonfly to cut hops, RoCE, a communication "
      "offload unit.\n"
      "Claims: all-to-all bandwidth utilisation 92 % (3× PCIe); 100B model 72 h → 18 h, "
      "utilisation +40 %; 1.75T model at 92 % hardware utilisation (2.3× a plain cluster); "
      "gradient compression + hierarchical sync cut communication 40 % → 15 %; FP16/FP8 "
      "triples compute density; liquid cooling 240 kW per cabinet, PUE < 1.05, DVFS −20 %, "
      "electricity −45 %, failures −60 %; recovery from hours to minutes.\n"
      "Doubtful: FP8 doubles, not triples, dense tensor throughput on current parts; 92 % "
      "hardware utilisation for a 1.75T model is far above published MFU (~40–55 %).\n"
      "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is published for "
      "this chip); one cabinet of 256 cards (32 nodes of 8); an 800 TFLOPS dense BF16 card "
      "(FP8 1.6 PFLOPS), 96 GB HBM at 3.2 TB/s, 600 W (idle 100 W) so that the cabinet "
      "stays under 240 kW; the dragonfly variant (the torus is seed-s3's): each node is a "
      "router of 8 cards (p = 8), 4 routers per group, 2 global links each, 8 groups; 4 "
      "custom-bus links of 100 GB/s per card, 0.5 µs per hop, efficiency 0.8, global links "
      "(a quarter) optical; a 500 W router chip and a 75 W offload DPU per node; one 400 Gb/s "
      "RoCE NIC per card; cold plates take 90 % of the heat at 40 °C supply; gradient "
      "compression to 0.5 (the ratio is not given).\n"
      "Workload: ~100B GPT (80 layers, hidden 10240, sequence 2048) in BF16, TP 4 × PP 8 "
      "(interleave 2) × DP 8, batch 1024; TP 4 rather than 8 because a card's 400 GB/s of "
      "bus bandwidth is below NVLink's.";
  c.accelerator.name = "S2 accelerator card (unnamed)";
  c.accelerator.vendor = "Unnamed";
  c.accelerator.peak_flops = peakFlops(60e12, 400e12, 800e12, 800e12, 1600e12, 1600e12);
  c.accelerator.hbm_capacity_B = 96e9;
  c.accelerator.hbm_bandwidth_Bps = 3.2e12;
  c.accelerator.tdp_W = 600;
  c.accelerator.idle_W = 100;
  c.accelerator.scaleup_links = 4;
  c.accelerator.scaleup_link_bandwidth_Bps = 100e9;
  c.accelerator.scaleup_link_latency_s = 0.5e-6;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 50e9;
  c.accelerator.nic_W = 25;

  c.node = {.accelerators = 8,
            .cpus = 2,
            .cpu_W = 300,
            .dpus = 1,
            .dpu_W = 75,
            .switch_chips = 1,
            .switch_chip_W = 500,
            .other_W = 500,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 32,
               .width_m = 0.6,
               .depth_m = 1.2,
               .height_m = 2.2,
               .power_limit_W = 240e3,
               .cooling_limit_W = 240e3};
  c.layout = {.cabinets = 1, .rows = 1, .aisle_m = 1.2};

  c.network.scaleup_domain = 256;
  NetworkTier &bus = c.network.scale_up;
  bus.kind = TopologyKind::Dragonfly;
  bus.dragonfly = {.a = 4, .p = 8, .h = 2, .groups = 8};
  bus.ports_per_endpoint = 4;
  bus.link_bandwidth_Bps = 100e9;
  bus.hop_latency_s = 0.5e-6;
  bus.efficiency = 0.8;
  bus.optical_fraction = 0.25;
  bus.optics_W_per_link = 16;
  NetworkTier &roce = c.network.scale_out;
  roce.kind = TopologyKind::FatTree;
  roce.fat_tree = {64, 2, 1};
  roce.ports_per_endpoint = 256;
  roce.link_bandwidth_Bps = 50e9;
  roce.hop_latency_s = 1e-6;
  roce.efficiency = 0.85;
  roce.optical_fraction = 1;
  roce.optics_W_per_link = 16;

  c.cooling.kind = CoolingKind::ColdPlate;
  c.cooling.liquid_fraction = 0.9;
  c.cooling.supply_C = 40;

  Workload &w = c.workload;
  w.kind = WorkloadKind::Transformer;
  w.transformer = kGpt100B;
  w.precision = Precision::BF16;
  w.global_batch = 1024;
  w.microbatch = 1;
  w.parallelism = {.tp = 4,
                   .pp = 8,
                   .dp = 8,
                   .interleave = 2,
                   .sequence_parallel = true,
                   .recompute = Recompute::Selective,
                   .sharding = model::Sharding::Optimizer};
  w.gradient_compression = 0.5;
  return c;
}

Config seedS3() {
  Config c;
  c.id = "seed-s3";
  c.name = "S3: 640 cards per cabinet, 16 cabinets (10,240 cards)";
  c.notes =
      "Article S3 (003_1ab55c6f75353c5f): 640 accelerator cards in one cabinet (8× a "
      "conventional rack), 3D torus with six links per card, RoCEv2-based, single-phase "
      "immersion in fluorinated liquid, cards of 350 W and more; clusters of 10,000 cards.\n"
      "Claims: 12U-class cabinet; cross-node latency from µs to ns; MPI efficiency 92 % at "
      "10k cards; ResNet-50 on 640 cards: communication 23 % → 9 %, utilisation +40 %; "
      "gradient compression (ratio 0.75 in the sample code, 'data −60 %+' in the text); PUE "
      "< 1.05; > 120,000 kWh saved per cabinet per year; < 55 dB; cooling share 18 % → 7 %; "
      "100B model 42 days → 9 days, 30 % fewer epochs, >= 85 % per-card utilisation. "
      "Sugon scaleX640: ~490 TFLOPS per card (precision unstated).\n"
      "Doubtful: 640 × 350 W = 224 kW of cards alone in one cabinet, let alone 12U; "
      "nanosecond cross-node latency is below any SerDes + switch hop.\n"
      "Assumed: compute efficiency by operation size from Calculon's A100/H100 tables (none is published for "
      "this chip); the 490 TFLOPS is dense BF16/FP16 (TF32 245, FP32 60, INT8 980); 64 GB HBM "
      "at 1.8 TB/s; idle 70 W; 40 nodes of 16 cards with 2 × 250 W CPUs; the in-cabinet "
      "torus 8×8×10 with wraparound over 25 GB/s (200 Gb/s) links at 0.2 µs per hop, "
      "efficiency 0.8; one 200 Gb/s RoCEv2 NIC per card into a 3-tier fat tree of 64-port "
      "switches; an immersion tank of 1.2 × 1.2 × 2.0 m; fluorinated coolant 1,800 kg/m³, "
      "1,100 J/(kg·K), 40 °C supply, 8 K rise; gradient compression to 0.4 (the −60 %).\n"
      "Failed nodes leave and rejoin the job (the article's elastic training), modelled as 16 "
      "hot-spare nodes (2.5 %).\n"
      "Workload: the 100B GPT of the outcome claims (not ResNet-50) on all 10,240 cards: "
      "TP 4 × PP 8 (interleave 2) × DP 320, batch 5120; TP 4 because the torus links carry "
      "only 150 GB/s per card. The article's 42 → 9 days refers to one 640-card supernode: "
      "set layout.cabinets = 1 and dp = 20 to compare.";
  c.accelerator.name = "S3 accelerator card (unnamed, scaleX640-class)";
  c.accelerator.vendor = "Unnamed (domestic)";
  c.accelerator.peak_flops = peakFlops(60e12, 245e12, 490e12, 490e12, 0, 980e12);
  c.accelerator.hbm_capacity_B = 64e9;
  c.accelerator.hbm_bandwidth_Bps = 1.8e12;
  c.accelerator.tdp_W = 350;
  c.accelerator.idle_W = 70;
  c.accelerator.scaleup_links = 6; // ±x, ±y, ±z
  c.accelerator.scaleup_link_bandwidth_Bps = 25e9;
  c.accelerator.scaleup_link_latency_s = 0.2e-6;
  c.accelerator.nics = 1;
  c.accelerator.nic_bandwidth_Bps = 25e9;
  c.accelerator.nic_W = 20;

  c.node = {.accelerators = 16,
            .cpus = 2,
            .cpu_W = 250,
            .dpus = 0,
            .dpu_W = 0,
            .switch_chips = 0,
            .switch_chip_W = 0,
            .other_W = 300,
            .conversion_efficiency = 0.95};
  c.cabinet = {.nodes = 40,
               .width_m = 1.2,
               .depth_m = 1.2,
               .height_m = 2.0,
               .power_limit_W = 300e3,
               .cooling_limit_W = 300e3};
  c.layout = {.cabinets = 16, .rows = 2, .aisle_m = 1.5};

  c.network.scaleup_domain = 640;
  NetworkTier &torus = c.network.scale_up;
  torus.kind = TopologyKind::Torus;
  torus.torus = {{8, 8, 10}, {true, true, true}};
  torus.ports_per_endpoint = 6;
  torus.link_bandwidth_Bps = 25e9;
  torus.hop_latency_s = 0.2e-6;
  torus.efficiency = 0.8;
  NetworkTier &roce = c.network.scale_out;
  roce.kind = TopologyKind::FatTree;
  roce.fat_tree = {64, 3, 1};
  roce.ports_per_endpoint = 640;
  roce.link_bandwidth_Bps = 25e9;
  roce.hop_latency_s = 1e-6;
  roce.efficiency = 0.85;
  roce.optical_fraction = 1;
  roce.optics_W_per_link = 12;

  c.cooling.kind = CoolingKind::ImmersionSinglePhase;
  c.cooling.liquid_fraction = 1;
  c.cooling.supply_C = 40;
  c.cooling.delta_T_K = 8;
  c.cooling.fluid = {.density_kg_per_m3 = 1800, .specific_heat_J_per_kgK = 1100};

  Workload &w = c.workload;
  w.kind = WorkloadKind::Transformer;
  w.transformer = kGpt100B;
  w.precision = Precision::BF16;
  w.global_batch = 5120;
  w.microbatch = 1;
  w.parallelism = {.tp = 4,
                   .pp = 8,
                   .dp = 320,
                   .interleave = 2,
                   .sequence_parallel = true,
                   .recompute = Recompute::Selective,
                   .sharding = model::Sharding::Optimizer};
  w.gradient_compression = 0.4;

  c.reliability.hot_spares = 16;
  return c;
}

} // namespace snp::model::preset

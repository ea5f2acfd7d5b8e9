// Every claim of the three source articles (shared/seeds/DIGEST.md) that the simulator models,
// set against the simulator's own figure for the seed-s1, seed-s2 and seed-s3 presets or a variant
// derived from them here. Each test prints one line per claim (claim, article, simulator, verdict)
// and asserts the verdict, so a change of the model that overturns one fails here.
// docs/seed-claims.md's tables are these lines, compared by SeedClaimsDocument at the end.

#include "GeneratedDocBlock.h"
#include "model/Presets.h"
#include "model/Validation.h"
#include "model/WorkloadSize.h"
#include "sim/Collectives.h"
#include "sim/CoolingModel.h"
#include "sim/Evaluate.h"
#include "sim/LinkLoad.h"
#include "sim/MonteCarlo.h"
#include "sim/Power.h"
#include "sim/ReliabilityModel.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <string_view>

namespace snp::sim {
namespace {

using model::Config;
using model::CoolingKind;
using model::Precision;
using model::TopologyKind;
using model::WorkloadKind;

constexpr double kSecondsPerHour = 3600;
constexpr double kSecondsPerDay = 86400;
constexpr double kLitresPerMinutePerM3s = 60000;

enum class Verdict { Reproduced, NeedsAssumptions, Refuted };

constexpr std::string_view toString(Verdict v) {
  switch (v) {
  case Verdict::Reproduced: return "REPRODUCED";
  case Verdict::NeedsAssumptions: return "NEEDS ASSUMPTIONS";
  case Verdict::Refuted: return "REFUTED/IMPLAUSIBLE";
  }
  return "";
}

// One line of the claims table, on stdout for ctest --output-on-failure and the doc.
void claim(std::string_view article, std::string_view text, std::string_view stated,
           const std::string &simulated, Verdict verdict) {
  fmt::print("CLAIM {} | {} | article: {} | simulator: {} | {}\n", article, text, stated, simulated,
             toString(verdict));
}

Config preset(std::string_view id) {
  const std::optional<Config> c = model::findPreset(id);
  EXPECT_TRUE(c.has_value()) << id;
  return c.value_or(Config{});
}

// Derived configurations must still be ones the simulator accepts.
Results evaluated(const Config &c) {
  for (const model::Problem &problem : model::validate(c))
    ADD_FAILURE() << c.id << " variant: " << problem.path << " " << problem.message;
  return evaluate(c);
}

// The same IT in a conventional air-cooled hall: 18 °C supply air with a 10 K rise through the
// servers, chillers at their rated COP (as tests/sim/power_cooling_test.cpp's air hall).
Config airCooled(Config c) {
  c.cooling.kind = CoolingKind::Air;
  c.cooling.liquid_fraction = 0;
  c.cooling.supply_C = 18;
  c.cooling.air_delta_T_K = 10;
  return c;
}

// Pure data parallelism over `ranks` accelerators, `per_rank` samples each.
Config dataParallel(Config c, WorkloadKind kind, int ranks, int per_rank) {
  c.workload.kind = kind;
  c.workload.parallelism = {};
  c.workload.parallelism.dp = ranks;
  c.workload.global_batch = ranks * per_rank;
  c.workload.microbatch = per_rank;
  return c;
}

// No communication cost at all: links 1,000× faster, no latency, full efficiency. What is left
// of the step is compute, the pipeline bubble and the optimizer: the ceiling of utilisation.
Config perfectNetwork(Config c) {
  for (model::NetworkTier *tier : {&c.network.scale_up, &c.network.scale_out}) {
    tier->link_bandwidth_Bps *= 1000;
    tier->hop_latency_s = 0;
    tier->efficiency = 1;
  }
  c.accelerator.scaleup_link_bandwidth_Bps *= 1000;
  c.accelerator.scaleup_link_latency_s = 0;
  c.accelerator.nic_bandwidth_Bps *= 1000;
  return c;
}

// A conventional cluster of the same cards: the cards of a server share one PCIe Gen5 x16 switch
// (64 GB/s per card, 1 µs), servers join over the same NICs through a two-tier fat tree.
Config plainCluster(Config c) {
  const int cards = c.node.accelerators;
  c.network.scaleup_domain = cards;
  c.accelerator.scaleup_links = 1;
  c.accelerator.scaleup_link_bandwidth_Bps = 64e9;
  c.accelerator.scaleup_link_latency_s = 0;
  model::NetworkTier &pcie = c.network.scale_up;
  pcie = {};
  pcie.kind = TopologyKind::Switch;
  pcie.link_bandwidth_Bps = 64e9;
  pcie.hop_latency_s = 0.5e-6;
  pcie.efficiency = 0.8;
  model::NetworkTier &out = c.network.scale_out;
  out.kind = TopologyKind::FatTree;
  out.fat_tree = {.radix = 64, .tiers = 3, .oversubscription = 1};
  out.ports_per_endpoint = cards * c.accelerator.nics;
  out.link_bandwidth_Bps = c.accelerator.nic_bandwidth_Bps;
  return c;
}

// Electricity saved against the same IT in the air hall, as a fraction of the air hall's.
double savingVsAir(const Results &liquid, const Results &air) {
  return 1 - liquid.energy.annual_kWh.value / air.energy.annual_kWh.value;
}

// The lowest-loss power chain of a liquid hall: 1 % distribution loss (HVDC without double-
// conversion UPS) instead of the default 2 %, and every watt of heat into the liquid.
Config bestCasePlant(Config c) {
  c.cooling.distribution_loss = 0.01;
  c.cooling.liquid_fraction = 1;
  return c;
}

// ================================ S1: 128-chip liquid-cooled supernode ================================

TEST(SeedS1Claims, ResNet50LinearSpeedUpOn128Chips) {
  // ResNet-50 data parallel on the 128 chips, 32 images per chip (4,096 per step, LARS-class batch).
  const Config optimised = dataParallel(preset("seed-s1"), WorkloadKind::ResNet50, 128, 32);
  Config plain = optimised;
  plain.workload.gradient_compression = 1;
  plain.workload.overlap_fraction = 0;
  const double withTricks = evaluated(optimised).training.scaling_efficiency.value;
  const double without = evaluated(plain).training.scaling_efficiency.value;
  claim("S1", "ResNet-50 linear speed-up on 128 chips", "92.7 %",
        fmt::format("{:.1f} % (1/32 compression, 90 % overlap); {:.1f} % without either", 100 * withTricks,
                    100 * without),
        Verdict::Reproduced);
  // The analytic model has no stragglers or input pipeline: it is an upper bound the claim sits under.
  EXPECT_GE(withTricks, 0.927);
  EXPECT_GE(without, 0.927);
  EXPECT_LE(withTricks, 1.0);
}

TEST(SeedS1Claims, BertLargeSamplesPerSecond) {
  const Config s1 = preset("seed-s1");
  const Results r = evaluated(s1);
  const double samples = r.training.samples_per_s.value;
  const double flopsPerSample = model::flopsPerSample(s1.workload);
  const double neededPerChip = 128000 * flopsPerSample / s1.accelerators();
  claim("S1", "BERT-large samples/s on 128 chips (sequence 512)", "128,000 /s",
        fmt::format("{:.0f} /s at MFU {:.2f}; 128,000 /s needs {:.2f} PFLOP/s achieved per chip", samples,
                    r.training.mfu.value, neededPerChip / 1e15),
        Verdict::Refuted);
  EXPECT_GT(128000 / samples, 5.0);
  // More than an H100's dense FP16 peak (989 TFLOP/s) achieved by every chip.
  EXPECT_GT(neededPerChip, 989e12);
}

TEST(SeedS1Claims, BertLargeParameterUpdatesPerSecond) {
  const Config s1 = preset("seed-s1");
  const double updates = 1 / evaluated(s1).training.step_time_s.value;
  // The smallest step data parallelism allows: one sequence per chip.
  const Config tiny = dataParallel(s1, WorkloadKind::BertLarge, 128, 1);
  const Results t = evaluated(tiny);
  const double tinyUpdates = 1 / t.training.step_time_s.value;
  const double allReduceBound = 1 / t.training.dp_comm_s.value;
  claim("S1", "BERT-large parameter updates/s", "32,000 /s",
        fmt::format("{:.2f} /s at batch 32,768; {:.0f} /s at 1 sequence per chip; the 1/32 gradient "
                    "all-reduce alone allows {:.0f} /s",
                    updates, tinyUpdates, allReduceBound),
        Verdict::Refuted);
  EXPECT_LT(tinyUpdates, 32000 / 100.0);
  EXPECT_LT(allReduceBound, 32000.0);
}

TEST(SeedS1Claims, BertLargeConvergenceIn72Minutes) {
  // The LAMB recipe (You et al., ICLR 2020): 7,038 steps of 65,536 sequences of 128 tokens, then
  // 1,563 steps of 32,768 of 512. Phase 1 is modelled as a transformer of BERT-large's shape.
  const Config s1 = preset("seed-s1");
  Config phase1 = dataParallel(s1, WorkloadKind::Transformer, 128, 512);
  phase1.workload.transformer = model::kBertLargeShape;
  phase1.workload.transformer.sequence = 128;
  phase1.workload.microbatch = 64;
  const Results p1 = evaluated(phase1);
  const Results p2 = evaluated(s1);
  const double seconds = 7038 * p1.training.step_time_s.value + 1563 * p2.training.step_time_s.value;
  const double samples = 7038 * 65536.0 + 1563 * 32768.0;
  claim("S1", "BERT-large convergence time (vs 5.8 h)", "72 min",
        fmt::format("{:.0f} min for the LAMB recipe ({:.0f} M sequences); 72 min needs {:.0f} sequences/s",
                    seconds / 60, samples / 1e6, samples / (72 * 60)),
        Verdict::Refuted);
  EXPECT_GT(seconds / (72 * 60), 2.0);
  EXPECT_LT(seconds, 5.8 * kSecondsPerHour);
}

TEST(SeedS1Claims, LinkUtilisationWithDynamicRerouting) {
  // The full mesh gives every pair its own wavelength (a port's 50 GB/s over 16 peers); a torus
  // of the same 128 chips (8 × 8 × 2) is the case where rerouting has something to do.
  LinkLoadOptions mesh;
  mesh.link_bandwidth_Bps = 50e9 / 16;
  mesh.injection_Bps = 8 * 50e9;
  Traffic uniform;
  uniform.bytes_per_node = 1e9;
  Traffic permutation = uniform;
  permutation.pattern = TrafficPattern::RandomPermutation;
  const double meshUniform = fullMeshLinkLoads(128, uniform, mesh).mean_utilisation.value;
  const double meshPermutation = fullMeshLinkLoads(128, permutation, mesh).mean_utilisation.value;
  const TorusLinkGraph torus(model::TorusShape{{8, 8, 2}, {true, true, false}});
  LinkLoadOptions adaptive;
  adaptive.routing = Routing::Adaptive;
  adaptive.link_bandwidth_Bps = 50e9;
  LinkLoadOptions dimensionOrder = adaptive;
  dimensionOrder.routing = Routing::DimensionOrder;
  const double torusAdaptive = torusLinkLoads(torus, permutation, adaptive).mean_utilisation.value;
  const double torusDor = torusLinkLoads(torus, permutation, dimensionOrder).mean_utilisation.value;
  const double efficiency = preset("seed-s1").network.scale_up.efficiency;
  claim("S1", "link-bandwidth utilisation with dynamic rerouting", "98.2 %",
        fmt::format("mesh, uniform all-to-all {:.1f} % of the links (any routing) × protocol efficiency "
                    "{:.2f} = {:.1f} %; mesh, permutation {:.1f} %; 8×8×2 torus, permutation {:.1f} % "
                    "dimension-order → {:.1f} % adaptive",
                    100 * meshUniform, efficiency, 100 * meshUniform * efficiency, 100 * meshPermutation,
                    100 * torusDor, 100 * torusAdaptive),
        Verdict::NeedsAssumptions);
  // Holds only for uniform all-to-all on the mesh, where there is nothing to reroute, and only if
  // the protocol wastes under 2 % of the link (the preset assumes 20 %).
  EXPECT_GE(meshUniform, 0.982);
  EXPECT_LT(meshUniform * efficiency, 0.982);
  EXPECT_LT(meshPermutation, 0.1);
  EXPECT_GT(torusAdaptive, torusDor);
  EXPECT_LT(torusAdaptive, 0.5);
}

TEST(SeedS1Claims, NodeToNodeLatency) {
  // An all-but-empty broadcast between two chips costs one step: the latency a message sees.
  const Config s1 = preset("seed-s1");
  const double latency =
      collectiveCost(s1, Collective::Broadcast, CollectiveAlgorithm::Ring, 1, {2, 1}).time_s.value;
  claim("S1", "node-to-node latency", "0.3 µs",
        fmt::format("{:.2f} µs: one optical hop of the full mesh, the article's 0.3 µs taken as the whole "
                    "path (an input, not derived)",
                    latency * 1e6),
        Verdict::Reproduced);
  EXPECT_EQ(evaluated(s1).network.diameter_hops.value, 1);
  EXPECT_NEAR(latency, 0.3e-6, 0.01e-6);
}

TEST(SeedS1Claims, GradientCompressionTo1Over32) {
  const Config s1 = preset("seed-s1");
  Config uncompressed = s1;
  uncompressed.workload.gradient_compression = 1;
  const Results r = evaluated(s1);
  const Results u = evaluated(uncompressed);
  const double timeRatio = r.training.dp_comm_s.value / u.training.dp_comm_s.value;
  claim("S1", "gradient compression", "1/32 of the data",
        fmt::format("data 1/32 (an input); all-reduce {:.3f} ms → {:.3f} ms = 1/{:.1f} (latency and "
                    "small-message efficiency do not shrink); step time {:+.2f} %",
                    u.training.dp_comm_s.value * 1e3, r.training.dp_comm_s.value * 1e3, 1 / timeRatio,
                    100 * (r.training.step_time_s.value / u.training.step_time_s.value - 1)),
        Verdict::Reproduced);
  EXPECT_DOUBLE_EQ(s1.workload.gradient_compression, 1.0 / 32);
  EXPECT_LT(timeRatio, 1.0);
  EXPECT_GT(timeRatio, 1.0 / 32);
}

TEST(SeedS1Claims, OverlapHides90PercentOfCommunication) {
  const Results r = evaluated(preset("seed-s1"));
  const double hidden = 1 - r.training.dp_comm_exposed_s.value / r.training.dp_comm_s.value;
  claim("S1", "compute/communication overlap hides", "90 %",
        fmt::format("{:.1f} % of the {:.3f} ms all-reduce hidden under a {:.2f} s backward pass",
                    100 * hidden, r.training.dp_comm_s.value * 1e3, r.training.compute_s.value * 2 / 3),
        Verdict::Reproduced);
  EXPECT_NEAR(hidden, 0.9, 1e-9);
}

TEST(SeedS1Claims, TrainingPerformancePerCabinet) {
  const Config s1 = preset("seed-s1");
  const Results r = evaluated(s1);
  const double delivered = r.training.mfu.value * r.compute.peak_flops_per_cabinet.value;
  // The chip that delivers 1.2 PFLOP/s per cabinet at the simulator's utilisation.
  // Utilisation rises as the peak falls (HBM stays), so scale the peak a few times over.
  Config slow = s1;
  Results s = r;
  for (int i = 0; i < 4; ++i) {
    const double scale = 1.2e15 / (s.training.mfu.value * s.compute.peak_flops_per_cabinet.value);
    for (double &peak : slow.accelerator.peak_flops)
      peak *= scale;
    s = evaluated(slow);
  }
  const double slowDelivered = s.training.mfu.value * s.compute.peak_flops_per_cabinet.value;
  claim("S1", "training performance per cabinet", "1.2 PFLOPS",
        fmt::format("{:.1f} PFLOP/s delivered ({:.1f} peak FP16) with the assumed 320 TFLOPS chip; 1.2 holds "
                    "with a {:.0f} TFLOPS chip, which trains {:.0f} BERT-large samples/s, not 128,000",
                    delivered / 1e15, r.compute.peak_flops_per_cabinet.value / 1e15,
                    slow.accelerator.peak_flops[std::size_t(Precision::FP16)] / 1e12,
                    s.training.samples_per_s.value),
        Verdict::NeedsAssumptions);
  EXPECT_NEAR(slowDelivered, 1.2e15, 0.15e15);
  EXPECT_LT(s.training.samples_per_s.value, 128000 / 50.0);
  EXPECT_GT(delivered / 1.2e15, 10.0);
}

TEST(SeedS1Claims, SelectionTableComputeDensity) {
  const Results r = evaluated(preset("seed-s1"));
  const double perCabinet = r.compute.peak_flops_per_cabinet.value;
  claim("S1", "selection: compute density per cabinet", ">= 1.0 PFLOPS",
        fmt::format("{:.1f} PFLOP/s peak FP16 (128 × 320 TFLOPS assumed)", perCabinet / 1e15),
        Verdict::Reproduced);
  EXPECT_GE(perCabinet, 1e15);
}

TEST(SeedS1Claims, SelectionTableBidirectionalBandwidth) {
  // Bisection bandwidth of the cabinet, both directions: the aggregate node-to-node bandwidth.
  const Config s1 = preset("seed-s1");
  const Results r = evaluated(s1);
  const double bidirectional = 2 * r.network.bisection_bandwidth_Bps.value;
  const double perNode = 2 * s1.node.accelerators * r.network.injection_bandwidth_Bps.value;
  claim(
      "S1", "selection: node-to-node bidirectional bandwidth", ">= 32 TB/s",
      fmt::format("{:.1f} TB/s across the cabinet's bisection (64 chips × 8 × 50 GB/s each way); {:.1f} TB/s "
                  "in and out of one 8-chip node",
                  bidirectional / 1e12, perNode / 1e12),
      Verdict::NeedsAssumptions);
  // Holds for the cabinet's bisection, not for one 8-chip node.
  EXPECT_GE(bidirectional, 32e12);
  EXPECT_LT(perNode, 32e12);
}

TEST(SeedS1Claims, SelectionTableScalingAt1000Nodes) {
  // 1,024 chips: 8 cabinets of the preset joined by their 200 Gb/s per-chip NICs.
  Config big = preset("seed-s1");
  big.layout.cabinets = 8;
  const Config resnet = dataParallel(big, WorkloadKind::ResNet50, 1024, 32);
  Config resnetPlain = resnet;
  resnetPlain.workload.gradient_compression = 1;
  resnetPlain.workload.overlap_fraction = 0;
  Config bert = big;
  bert.workload.parallelism.dp = 1024;
  bert.workload.global_batch = 65536;
  const double r = evaluated(resnet).training.scaling_efficiency.value;
  const double plain = evaluated(resnetPlain).training.scaling_efficiency.value;
  const double b = evaluated(bert).training.scaling_efficiency.value;
  claim("S1", "selection: linear speed-up at 1,000 nodes", ">= 90 %",
        fmt::format("1,024 chips: ResNet-50 {:.1f} % ({:.1f} % without compression and overlap), BERT-large "
                    "{:.1f} %",
                    100 * r, 100 * plain, 100 * b),
        Verdict::Reproduced);
  // With the article's own compression and overlap; without them the ResNet-50 case falls short.
  EXPECT_GE(r, 0.9);
  EXPECT_GE(b, 0.9);
  EXPECT_LT(plain, r);
}

TEST(SeedS1Claims, PowerUsageEffectiveness) {
  const Config s1 = preset("seed-s1");
  const double pue = evaluated(s1).cooling.pue.value;
  const double best = evaluated(bestCasePlant(s1)).cooling.pue.value;
  claim("S1", "selection: PUE", "<= 1.1", fmt::format("{:.3f}", pue), Verdict::Reproduced);
  claim("S1", "PUE of the hybrid immersion + cold-plate cabinet", "< 1.05",
        fmt::format("{:.3f} (2 % distribution loss, 5 % of the heat to room air); {:.3f} with 1 % "
                    "distribution loss and all heat to liquid",
                    pue, best),
        Verdict::NeedsAssumptions);
  EXPECT_LE(pue, 1.1);
  EXPECT_GE(pue, 1.05);
  EXPECT_LT(best, 1.05);
}

TEST(SeedS1Claims, Accepts45DegreeInletWater) {
  const Config s1 = preset("seed-s1");
  const Results r = evaluated(s1);
  Config cool = s1;
  cool.cooling.supply_C = 18;
  const Results c = evaluated(cool);
  claim("S1", "accepts 45 °C inlet water", "45 °C",
        fmt::format("at 45 °C the liquid loop needs no chiller {:.0f} % of the year (dry coolers to 41 °C "
                    "outside); at 18 °C water, {:.0f} %",
                    100 * r.cooling.free_cooling_share.value, 100 * c.cooling.free_cooling_share.value),
        Verdict::Reproduced);
  EXPECT_DOUBLE_EQ(s1.cooling.supply_C, 45);
  EXPECT_DOUBLE_EQ(r.cooling.free_cooling_share.value, 1);
  EXPECT_LT(c.cooling.free_cooling_share.value, 1);
}

TEST(SeedS1Claims, ElectricityVersusAir) {
  const Config s1 = preset("seed-s1");
  const Results liquid = evaluated(s1);
  const Results air = evaluated(airCooled(s1));
  const double saving = savingVsAir(liquid, air);
  const double airPueNeeded = liquid.cooling.pue.value / (1 - 0.67);
  claim("S1", "annual electricity vs air cooling", "-67 %",
        fmt::format("{:.0f} % ({:.0f} → {:.0f} MWh/yr; air hall PUE {:.2f}); -67 % needs an air hall of PUE "
                    "{:.1f}",
                    -100 * saving, air.energy.annual_kWh.value / 1e3, liquid.energy.annual_kWh.value / 1e3,
                    air.cooling.pue.value, airPueNeeded),
        Verdict::Refuted);
  EXPECT_GT(saving, 0.1);
  EXPECT_LT(saving, 0.67 / 2);
  EXPECT_GT(airPueNeeded, 2 * 1.58); // twice the 2023 industry average
}

TEST(SeedS1Claims, FlopsPerWatt) {
  const Results r = evaluated(preset("seed-s1"));
  const EfficiencyClaimCheck check = checkEfficiencyClaim(42.7e12, Precision::FP16);
  claim(
      "S1", "compute per watt", "42.7 TFLOPS/W",
      fmt::format("{:.1f}× the best shipping chip at FP16 ({}); the preset's chip {:.2f}, the whole cabinet "
                  "{:.2f} TFLOPS/W peak",
                  check.ratio.value, check.ratio.assumption, r.efficiency.chip_flops_per_W.value / 1e12,
                  r.efficiency.flops_per_W.value / 1e12),
      Verdict::Refuted);
  EXPECT_EQ(check.verdict, ClaimVerdict::Implausible);
  EXPECT_GT(check.ratio.value, 10);
  EXPECT_GT(42.7e12 / r.efficiency.flops_per_W.value, 50);
}

TEST(SeedS1Claims, CheckpointEvery15MinutesWithThreeHotSpares) {
  const Config s1 = preset("seed-s1");
  const ReliabilityResults r = evaluateReliability(s1);
  const MonteCarloResult mc = simulateRun(s1, {.seed = 7});
  claim("S1", "checkpoint every 15 min, 3 hot-spare nodes", "15 min, 3 spares",
        fmt::format("goodput {:.2f} % (Monte Carlo {:.2f} %); {:.3f} interruptions/day; P(3 spares suffice) "
                    "{:.4f}; optimal period {:.1f} min",
                    100 * r.goodput.value, 100 * mc.goodput, r.interruptions_per_day.value,
                    r.spares_sufficient_probability.value, r.optimal_period_s.value / 60),
        Verdict::Reproduced);
  EXPECT_DOUBLE_EQ(r.checkpoint_interval_s.value, 15 * 60);
  EXPECT_GT(r.goodput.value, 0.99);
  EXPECT_GT(r.spares_sufficient_probability.value, 0.999);
  EXPECT_NEAR(mc.goodput, r.goodput.value, 0.01);
}

TEST(SeedS1Claims, MinuteLevelRollback) {
  const ReliabilityResults r = evaluateReliability(preset("seed-s1"));
  const double reworkPerFailure =
      r.rework_overhead.value * r.expected_wall_time_s.value / r.expected_interruptions.value;
  claim(
      "S1", "cluster snapshot, minute-level rollback", "minutes",
      fmt::format("downtime {:.1f} min per failure with a spare ready ({:.1f} h without), {:.1f} min of work "
                  "redone on average",
                  r.mean_downtime_s.value / 60, r.failover_without_spare_s.value / kSecondsPerHour,
                  reworkPerFailure / 60),
      Verdict::Reproduced);
  EXPECT_LT(r.mean_downtime_s.value, 15 * 60);
  EXPECT_LT(reworkPerFailure, 15 * 60);
}

// ================================ S2: 256-card compute supernode ================================

TEST(SeedS2Claims, AllToAllBandwidthUtilisation) {
  // 1 GiB all-to-all over the 256 cards, as achieved per card / raw injection bandwidth.
  const Config s2 = preset("seed-s2");
  const Config pcie = plainCluster(s2);
  constexpr double kBytes = 1 << 30;
  const auto perCard = [&](const Config &c) {
    const CollectiveCost cost =
        fastestCollective(c, Collective::AllToAll, kBytes,
                          {c.network.scaleup_domain, c.accelerators() / c.network.scaleup_domain});
    return cost.busbw_Bps.value;
  };
  const Results r = evaluated(s2);
  const double raw = r.network.injection_bandwidth_Bps.value;
  const double collective = perCard(s2) / raw;
  // What the dragonfly's global links let through: N m / 4 bytes cross the bisection each way.
  const double bisectionBound = std::min(1.0, 4 * r.network.bisection_bandwidth_Bps.value / (256 * raw));
  const double baseline = perCard(pcie);
  claim(
      "S2", "all-to-all bandwidth utilisation (vs a PCIe baseline)", "92 %, 3× PCIe",
      fmt::format("collective model {:.0f} % of the 400 GB/s per card ({:.1f}× the PCIe + RoCE cluster), but "
                  "the dragonfly's 1.8 TB/s bisection caps it at {:.1f} %",
                  100 * collective, perCard(s2) / baseline, 100 * bisectionBound),
      Verdict::Refuted);
  // The model's link efficiency (0.8) caps it below 92 %; the global links cap it far lower.
  EXPECT_LT(collective, 0.92);
  EXPECT_LT(bisectionBound, 0.92 / 2);
  EXPECT_GT(perCard(s2) / baseline, 3.0);
}

TEST(SeedS2Claims, HundredBillionModelTrainingTime) {
  const Config s2 = preset("seed-s2");
  const Results super = evaluated(s2);
  const Results plain = evaluated(plainCluster(s2));
  const double speedUp = plain.training.step_time_s.value / super.training.step_time_s.value;
  claim("S2", "100B model training time on the supernode vs a cluster", "72 h → 18 h (4×)",
        fmt::format("{:.2f}× faster than the same 256 cards on PCIe servers + 400 Gb/s RoCE (step {:.1f} s → "
                    "{:.1f} s); 72 h → {:.0f} h",
                    speedUp, plain.training.step_time_s.value, super.training.step_time_s.value,
                    72 / speedUp),
        Verdict::Refuted);
  claim("S2", "compute utilisation gain", "+40 %",
        fmt::format("MFU {:.1f} % → {:.1f} % = {:+.0f} %", 100 * plain.training.mfu.value,
                    100 * super.training.mfu.value,
                    100 * (super.training.mfu.value / plain.training.mfu.value - 1)),
        Verdict::Reproduced);
  EXPECT_GT(speedUp, 1.2);
  EXPECT_LT(speedUp, 4.0 / 1.5);
  EXPECT_GE(super.training.mfu.value / plain.training.mfu.value, 1.4);
}

TEST(SeedS2Claims, TrillionModelHardwareUtilisation) {
  // A 1.75T GPT (128 layers, hidden 33,792 = 264 heads of 128) on 8 S2 cabinets, 2,048 cards:
  // TP 8 × PP 32 (interleave 2) × DP 8 with full recompute (to fit 96 GB), batch 2,048 sequences
  // of 2,048 tokens.
  Config c = preset("seed-s2");
  c.layout.cabinets = 8;
  c.layout.rows = 2;
  c.workload.transformer = {128, 33792, 4 * 33792, 264, 2048, 51200};
  c.workload.parallelism.tp = 8;
  c.workload.parallelism.pp = 32;
  c.workload.parallelism.dp = 8;
  c.workload.parallelism.recompute = model::Recompute::Full;
  c.workload.global_batch = 2048;
  const Results r = evaluated(c);
  const Results ideal = evaluated(perfectNetwork(c));
  const Results plain = evaluated(plainCluster(c));
  claim("S2", "1.75T model hardware utilisation (2.3× a cluster)", "92 %, 2.3×",
        fmt::format("{:.2f} T parameters, {:.0f} GB per card: MFU {:.1f} %, {:.1f} % with a perfect network; "
                    "{:.2f}× the PCIe + RoCE cluster",
                    model::parameterCount(c.workload) / 1e12, r.training.memory_per_accelerator_B.value / 1e9,
                    100 * r.training.mfu.value, 100 * ideal.training.mfu.value,
                    plain.training.step_time_s.value / r.training.step_time_s.value),
        Verdict::Refuted);
  EXPECT_TRUE(r.training.fits_memory);
  EXPECT_LT(r.training.mfu.value, 0.92 / 1.5);
  // Even with free communication the kernels and the pipeline bubble stay below 92 %.
  EXPECT_LT(ideal.training.mfu.value, 0.92);
}

TEST(SeedS2Claims, CommunicationOverheadWithCompressionAndHierarchicalSync) {
  const Config s2 = preset("seed-s2");
  Config uncompressed = s2;
  uncompressed.workload.gradient_compression = 1;
  Config baseline = plainCluster(uncompressed);
  const double with = evaluated(s2).training.comm_fraction.value;
  const double without = evaluated(uncompressed).training.comm_fraction.value;
  const double cluster = evaluated(baseline).training.comm_fraction.value;
  claim(
      "S2", "communication overhead, compression + hierarchical sync", "40 % → 15 %",
      fmt::format("PCIe + RoCE cluster, no compression {:.1f} % → supernode {:.1f} % (compression 0.5 alone: "
                  "{:.2f} → {:.2f} %)",
                  100 * cluster, 100 * with, 100 * without, 100 * with),
      Verdict::NeedsAssumptions);
  // Both ends hold within 10 points, but the gain comes from the bus carrying tensor parallelism:
  // the gradients are hidden behind backward with or without compression.
  EXPECT_NEAR(cluster, 0.40, 0.10);
  EXPECT_NEAR(with, 0.15, 0.05);
  EXPECT_LT(without - with, 0.01);
}

TEST(SeedS2Claims, Fp8TriplesComputeDensity) {
  const Config s2 = preset("seed-s2");
  Config fp8 = s2;
  fp8.workload.precision = Precision::FP8;
  const Results b = evaluated(s2);
  const Results f = evaluated(fp8);
  const double peakRatio = f.compute.peak_flops_total.value / b.compute.peak_flops_total.value;
  const double speedUp = f.training.samples_per_s.value / b.training.samples_per_s.value;
  claim("S2", "FP16/FP8 mixed precision: compute density", "3×",
        fmt::format("peak {:.1f}× (FP8 halves the multiplier width: 2× per area, as H100 and B200), training "
                    "{:.2f}× faster",
                    peakRatio, speedUp),
        Verdict::Refuted);
  EXPECT_DOUBLE_EQ(peakRatio, 2);
  EXPECT_LT(speedUp, 2.0);
  EXPECT_LT(speedUp, 3.0 / 1.4);
}

TEST(SeedS2Claims, CabinetPowerAndPue) {
  const Config s2 = preset("seed-s2");
  const CabinetHeatRejection full = cabinetHeatRejection(s2, 1.0);
  const Results r = evaluated(s2);
  const double best = evaluated(bestCasePlant(s2)).cooling.pue.value;
  claim(
      "S2", "liquid cooling per cabinet", "240 kW",
      fmt::format("{:.0f} kW at full load ({:.0f} kW training); {:.0f} L/min of water at 10 K, {:.1f} kW of "
                  "pumps, {:.0f} kW to reject",
                  full.heat_W.value / 1e3, r.power.cabinet_W.value / 1e3,
                  full.coolant_flow_m3_per_s.value * kLitresPerMinutePerM3s, full.pump_W.value / 1e3,
                  full.rejection_W.value / 1e3),
      Verdict::Reproduced);
  claim(
      "S2", "PUE", "< 1.05",
      fmt::format("{:.3f} (cold plates take 90 %, 2 % distribution loss); {:.3f} with 1 % loss and all heat "
                  "to liquid",
                  r.cooling.pue.value, best),
      Verdict::NeedsAssumptions);
  EXPECT_LE(full.heat_W.value, 240e3);
  EXPECT_GT(full.heat_W.value, 0.9 * 240e3);
  EXPECT_GE(r.cooling.pue.value, 1.05);
  EXPECT_LT(best, 1.05);
}

TEST(SeedS2Claims, ElectricityVersusAir) {
  const Config s2 = preset("seed-s2");
  const Results liquid = evaluated(s2);
  const Results air = evaluated(airCooled(s2));
  const double saving = savingVsAir(liquid, air);
  const double airPueNeeded = liquid.cooling.pue.value / (1 - 0.45);
  claim("S2", "annual electricity with liquid cooling", "-45 %",
        fmt::format("{:.0f} % against the air hall (PUE {:.2f}); -45 % needs an air hall of PUE {:.2f}",
                    -100 * saving, air.cooling.pue.value, airPueNeeded),
        Verdict::Refuted);
  EXPECT_LT(saving, 0.45 / 1.8);
  EXPECT_GT(airPueNeeded, 1.58); // above the 2023 industry average
}

TEST(SeedS2Claims, RecoveryFromHoursToMinutes) {
  // Before: no spare, checkpoints written to storage while the job waits, restarts read them
  // back. After: the article's snapshots (asynchronous, restored from memory) and 2 hot spares.
  Config s2 = preset("seed-s2");
  s2.reliability.checkpoint_async = true;
  s2.reliability.restore_from_memory = true;
  Config conventional = s2;
  conventional.reliability.hot_spares = 0;
  conventional.reliability.checkpoint_async = false;
  conventional.reliability.restore_from_memory = false;
  Config spares = s2;
  spares.reliability.hot_spares = 2;
  const ReliabilityResults none = evaluateReliability(conventional);
  const ReliabilityResults two = evaluateReliability(spares);
  claim("S2", "recovery with checkpoint snapshots", "hours → minutes",
        fmt::format("mean downtime {:.1f} h without a spare (repair {:.0f} h, checkpoint read back from "
                    "storage) → {:.1f} min with 2 hot spares and snapshots in memory; job stops {:.0f} s → "
                    "{:.1f} s per checkpoint; goodput {:.1f} % → {:.1f} %",
                    none.mean_downtime_s.value / kSecondsPerHour, s2.reliability.repair_s / kSecondsPerHour,
                    two.mean_downtime_s.value / 60, none.checkpoint_write_s.value,
                    two.checkpoint_write_s.value, 100 * none.goodput.value, 100 * two.goodput.value),
        Verdict::NeedsAssumptions);
  EXPECT_GT(none.mean_downtime_s.value, kSecondsPerHour);
  EXPECT_LT(two.mean_downtime_s.value, 15 * 60);
  EXPECT_GT(two.goodput.value, none.goodput.value);
}

// ================================ S3: 640 cards per cabinet ================================

// One 640-card supernode of seed-s3 running the 100B GPT: TP 4 × PP 8 × DP 20, batch 320.
Config s3OneCabinet() {
  Config c = preset("seed-s3");
  c.layout.cabinets = 1;
  c.layout.rows = 1;
  c.workload.parallelism.dp = 20;
  c.workload.global_batch = 320;
  return c;
}

TEST(SeedS3Claims, SixHundredFortyCardsPerCabinet) {
  const Config s3 = preset("seed-s3");
  const Results r = evaluated(s3);
  const Results dgx = evaluated(preset("dgx-h100-superpod"));
  const double density = r.compute.peak_flops_per_cabinet.value / dgx.compute.peak_flops_per_cabinet.value;
  claim("S3", "640 cards in one cabinet, 8× the compute density", "640 cards, 8×",
        fmt::format("{} cards, {:.0f} PFLOP/s BF16 per cabinet = {:.1f}× a DGX H100 rack ({:.0f} PFLOP/s)",
                    s3.acceleratorsPerCabinet(), r.compute.peak_flops_per_cabinet.value / 1e15, density,
                    dgx.compute.peak_flops_per_cabinet.value / 1e15),
        Verdict::NeedsAssumptions);
  EXPECT_EQ(s3.acceleratorsPerCabinet(), 640);
  EXPECT_GE(density, 8);
}

TEST(SeedS3Claims, CrossNodeLatencyNanoseconds) {
  const Config cabinet = s3OneCabinet();
  const Results r = evaluated(cabinet);
  const double hop = cabinet.network.scale_up.hop_latency_s;
  const double mean = r.network.mean_hops.value * hop + cabinet.accelerator.scaleup_link_latency_s;
  claim("S3", "cross-node latency from µs to ns", "nanoseconds",
        fmt::format("{:.1f} µs mean ({:.1f} hops of the 8×8×10 torus × {:.1f} µs + the chip link), {:.1f} µs "
                    "across the diameter",
                    mean * 1e6, r.network.mean_hops.value, hop * 1e6,
                    (r.network.diameter_hops.value * hop + cabinet.accelerator.scaleup_link_latency_s) * 1e6),
        Verdict::Refuted);
  EXPECT_GT(mean, 1e-6);
}

TEST(SeedS3Claims, ResNet50CommunicationShareOn640Cards) {
  // ResNet-50 data parallel on one cabinet, 32 images per card. Before: the same cards in 16-card
  // servers on a fat tree ("traditional tree topology"); then the torus; both without compression
  // or overlap. Last: the torus with the article's compression and overlap.
  const Config after = dataParallel(s3OneCabinet(), WorkloadKind::ResNet50, 640, 32);
  Config torus = after;
  torus.workload.gradient_compression = 1;
  torus.workload.overlap_dp = false;
  const Config tree = plainCluster(torus);
  const double b = evaluated(tree).training.comm_fraction.value;
  const double t = evaluated(torus).training.comm_fraction.value;
  const double a = evaluated(after).training.comm_fraction.value;
  claim("S3", "ResNet-50 on 640 cards: communication share", "23 % → 9 %",
        fmt::format(
            "32 images per card: fat-tree cluster {:.1f} % → 3D torus {:.1f} %; with compression 0.4 and "
            "90 % overlap {:.1f} %",
            100 * b, 100 * t, 100 * a),
        Verdict::NeedsAssumptions);
  // The topology change alone gives the article's reduction (23 / 9 = 2.6×) within a third. With
  // gradients reduced in fp32 (workload.gradient_precision's default, as Megatron-LM and Llama 3
  // reduce) the torus lands near the article's 9 % (10.5 %); reduced in 16 bits it read 5.6 %. The
  // article's other tricks go further.
  EXPECT_NEAR(b, 0.23, 0.08);
  EXPECT_NEAR(t, 0.09, 0.03);
  EXPECT_NEAR(b / t, 0.23 / 0.09, 0.33 * 0.23 / 0.09);
  EXPECT_LT(a, t);
}

TEST(SeedS3Claims, MpiEfficiencyAt10kCards) {
  const Config s3 = preset("seed-s3");
  const Config resnet = dataParallel(s3, WorkloadKind::ResNet50, 10240, 32);
  Config resnetPlain = resnet;
  resnetPlain.workload.gradient_compression = 1;
  resnetPlain.workload.overlap_dp = false;
  const double gpt = evaluated(s3).training.samples_per_s.value /
                     (16 * evaluated(s3OneCabinet()).training.samples_per_s.value);
  const double r = evaluated(resnet).training.scaling_efficiency.value;
  const double plain = evaluated(resnetPlain).training.scaling_efficiency.value;
  claim("S3", "MPI (parallel) efficiency at 10k cards", "92 %",
        fmt::format("10,240 cards: ResNet-50 {:.1f} % of linear ({:.1f} % without compression and overlap); "
                    "100B GPT 16 cabinets vs 1: {:.1f} %",
                    100 * r, 100 * plain, 100 * gpt),
        Verdict::Reproduced);
  EXPECT_GE(r, 0.92);
  EXPECT_GE(gpt, 0.92);
  EXPECT_LT(plain, r);
}

TEST(SeedS3Claims, GradientCompressionRatioAndDataReduction) {
  // The article's sample code compresses the gradients of a plain all-reduce; a sharded optimizer's
  // parameter all-gather carries weights, which compression does not touch.
  Config s3 = preset("seed-s3");
  s3.workload.parallelism.sharding = model::Sharding::None;
  Config ratio075 = s3;
  ratio075.workload.gradient_compression = 0.75;
  Config none = s3;
  none.workload.gradient_compression = 1;
  const double full = evaluated(none).training.dp_comm_s.value;
  const double at075 = 1 - evaluated(ratio075).training.dp_comm_s.value / full;
  const double at04 = 1 - evaluated(s3).training.dp_comm_s.value / full;
  claim("S3", "gradient compression: ratio 0.75 (code) and data -60 % (text)", "0.75, -60 %",
        fmt::format("ratio 0.75 cuts the data 25 % and the all-reduce {:.0f} %; -60 % needs ratio 0.4 (the "
                    "preset's), which cuts the all-reduce {:.0f} % (unsharded; the sharded preset's "
                    "parameter all-gather is not compressed)",
                    100 * at075, 100 * at04),
        Verdict::Refuted);
  EXPECT_LT(at075, 0.6 / 2);
  EXPECT_GT(at04, 0.5);
}

TEST(SeedS3Claims, HundredBillionModel42To9Days) {
  // One 640-card supernode (TP 4 × PP 8 × DP 20) against the same cards in 16-card servers on a
  // fat tree; the article also credits 30 % fewer epochs, so the hardware must give 4.67 × 0.7.
  const Config cabinet = s3OneCabinet();
  const Results super = evaluated(cabinet);
  const Results plain = evaluated(plainCluster(cabinet));
  const double speedUp = plain.training.step_time_s.value / super.training.step_time_s.value;
  const double tokensIn9Days = super.training.tokens_per_s.value * 9 * kSecondsPerDay;
  claim(
      "S3", "100B model: 42 days → 9 days (with 30 % fewer epochs)", "4.7×",
      fmt::format("{:.2f}× from the hardware, {:.2f}× with 30 % fewer epochs (needs 3.27× from hardware); 9 "
                  "days train {:.0f} B tokens",
                  speedUp, speedUp / 0.7, tokensIn9Days / 1e9),
      Verdict::Refuted);
  EXPECT_LT(speedUp / 0.7, 42.0 / 9 / 1.5);
}

TEST(SeedS3Claims, PerCardUtilisationAbove85Percent) {
  const Config s3 = preset("seed-s3");
  const Results r = evaluated(s3);
  const Results ideal = evaluated(perfectNetwork(s3));
  const double busy = r.training.compute_s.value / r.training.step_time_s.value;
  claim("S3", "per-card utilisation", ">= 85 %",
        fmt::format("MFU {:.1f} %, busy {:.1f} % of the step (TP over 25 GB/s torus links {:.2f} s, bubble "
                    "{:.2f} s of {:.2f} s); MFU {:.1f} % with a perfect network",
                    100 * r.training.mfu.value, 100 * busy, r.training.tp_comm_s.value,
                    r.training.pp_bubble_s.value, r.training.step_time_s.value,
                    100 * ideal.training.mfu.value),
        Verdict::Refuted);
  EXPECT_LT(r.training.mfu.value, 0.85 / 2);
  EXPECT_LT(busy, 0.85);
  EXPECT_LT(ideal.training.mfu.value, 0.85);
}

TEST(SeedS3Claims, ImmersionPue) {
  const Config s3 = preset("seed-s3");
  const double pue = evaluated(s3).cooling.pue.value;
  const double best = evaluated(bestCasePlant(s3)).cooling.pue.value;
  claim("S3", "PUE of single-phase immersion", "< 1.05",
        fmt::format("{:.3f} (2 % distribution loss, pumps at 150 kPa, dry-cooler fans); {:.3f} with 1 % loss",
                    pue, best),
        Verdict::NeedsAssumptions);
  EXPECT_GE(pue, 1.05);
  EXPECT_LT(best, 1.05);
}

TEST(SeedS3Claims, EnergySavedPerCabinetPerYear) {
  const Config s3 = preset("seed-s3");
  const Results immersion = evaluated(s3);
  const Results air = evaluated(airCooled(s3));
  const double perCabinet =
      (air.energy.annual_kWh.value - immersion.energy.annual_kWh.value) / s3.layout.cabinets;
  claim("S3", "energy saved per cabinet per year", "> 120,000 kWh",
        fmt::format("{:.0f} kWh against the same IT in an air hall (PUE {:.2f} vs {:.3f})", perCabinet,
                    air.cooling.pue.value, immersion.cooling.pue.value),
        Verdict::Reproduced);
  EXPECT_GT(perCabinet, 120000);
}

TEST(SeedS3Claims, CabinetHeatOf640CardsAt350W) {
  const Config s3 = preset("seed-s3");
  const CabinetHeatRejection full = cabinetHeatRejection(s3, 1.0);
  const double cards = s3.acceleratorsPerCabinet() * s3.accelerator.tdp_W;
  const double airFlow = airFlow_m3_per_s(full.heat_W.value, 15);
  claim("S3", "640 × 350 W in one cabinet", "224 kW",
        fmt::format(
            "cards {:.0f} kW, cabinet {:.0f} kW with hosts and optics ({:.0f} % of its 300 kW cooling "
            "limit); {:.0f} L/min of fluorinated liquid at 8 K, {:.1f} kW of pumps, {:.0f} kW rejected on "
            "the hottest day; air would need {:.1f} m³/s at 15 K",
            cards / 1e3, full.heat_W.value / 1e3, 100 * full.cooling_limit_use.value,
            full.coolant_flow_m3_per_s.value * kLitresPerMinutePerM3s, full.pump_W.value / 1e3,
            full.rejection_W.value / 1e3, airFlow),
        Verdict::Reproduced);
  EXPECT_DOUBLE_EQ(cards, 224e3);
  EXPECT_GT(full.heat_W.value, cards);
  EXPECT_GT(full.cooling_limit_use.value, 1.0); // the preset's 300 kW limit is exceeded at full load
}

TEST(SeedS3Claims, CoolingEnergyShare) {
  const Config s3 = preset("seed-s3");
  const double immersion = evaluated(s3).cooling.cooling_energy_share.value;
  const double air = evaluated(airCooled(s3)).cooling.cooling_energy_share.value;
  claim("S3", "cooling share of the energy", "18 % → 7 %",
        fmt::format("air hall {:.1f} % → immersion {:.1f} % (the RL flow control itself is not modelled)",
                    100 * air, 100 * immersion),
        Verdict::Reproduced);
  EXPECT_NEAR(air, 0.18, 0.06);
  EXPECT_LT(immersion, 0.07);
}

} // namespace
} // namespace snp::sim

namespace snp::sim {
namespace {

// docs/seed-claims.md's tables are this test's output: the test runs its own binary for every
// other test, keeps the CLAIM lines and compares the tables they make with the document's.
// `SNP_UPDATE_DOCS=1 build/tests/sim_seed_claims_test --gtest_filter=SeedClaimsDocument.*` rewrites them.
constexpr std::string_view kBegin = "<!-- claims: generated by tests/sim/seed_claims_test.cpp -->\n";
constexpr std::string_view kEnd = "<!-- end of claims -->";

std::string claimTables(const std::string &output) {
  const std::pair<std::string_view, std::string_view> articles[] = {
      {"S1", "## S1 — 128-chip liquid-cooled supernode (`seed-s1`)"},
      {"S2", "## S2 — 256-card liquid-cooled compute supernode (`seed-s2`)"},
      {"S3", "## S3 — 640 cards per cabinet, 16 cabinets (`seed-s3`)"}};
  std::string tables;
  for (const auto &[id, heading] : articles) {
    tables += fmt::format("{}\n\n| claim | article | simulator | verdict |\n|---|---|---|---|\n", heading);
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
      const std::string prefix = fmt::format("CLAIM {} | ", id);
      if (line.rfind(prefix, 0) != 0) continue;
      std::string row = line.substr(prefix.size());
      for (const std::string_view label : {"article: ", "simulator: "})
        if (const std::size_t at = row.find(label); at != std::string::npos) row.erase(at, label.size());
      tables += "| " + row + " |\n";
    }
    tables += "\n";
  }
  return tables;
}

TEST(SeedClaimsDocument, HoldsTheClaimsTheTestsPrint) {
  std::string output;
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  FILE *pipe = popen(("'" + self + "' --gtest_filter=-SeedClaimsDocument.* 2>/dev/null").c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe))
    output += buffer;
  ASSERT_EQ(pclose(pipe), 0) << "a claim test failed";

  snp::testing::expectGeneratedBlock("seed-claims.md", kBegin, kEnd, claimTables(output),
                                     "build/tests/sim_seed_claims_test --gtest_filter=SeedClaimsDocument.*");
}

} // namespace
} // namespace snp::sim

#include "model/Presets.h"
#include "model/Validation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <string>

namespace snp::model {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

std::string listed(const Problems &problems) {
  std::string text;
  for (const Problem &p : problems)
    text += "\n  " + describe(p);
  return text.empty() ? "\n  (none)" : text;
}

// One rule: a valid preset, one bad edit, the field the problem must name and a piece of text
// (usually the bad value) its message must contain.
struct BrokenField {
  const char *name;
  const char *preset;
  std::function<void(Config &)> breakIt;
  std::string path;
  std::string text;
};

std::ostream &operator<<(std::ostream &out, const BrokenField &c) { return out << c.name; }

class ValidationRule : public ::testing::TestWithParam<BrokenField> {};

TEST_P(ValidationRule, NamesTheFieldAndTheValue) {
  const BrokenField &rule = GetParam();
  Config config = findPreset(rule.preset).value();
  rule.breakIt(config);
  const Problems problems = validate(config);
  const bool found = std::any_of(problems.begin(), problems.end(), [&](const Problem &p) {
    return p.path == rule.path && p.message.find(rule.text) != std::string::npos;
  });
  EXPECT_TRUE(found) << "expected a problem at " << rule.path << " mentioning \"" << rule.text
                     << "\"; got:" << listed(problems);
}

const BrokenField kRules[] = {
    // A plant unit failing more often than hourly leaves the job no time to run.
    {"CduFailingEverySecond", "gb200-nvl72", [](Config &c) { c.cooling.cdu.failures.mtbf_h = 1.0 / 3600; },
     "cooling.cdu.failures.mtbf_h", "must be 0 (never fails) or at least 1 h"},
    {"UpsFailingEveryMinute", "dgx-h100-superpod", [](Config &c) { c.power_chain.ups.failures.mtbf_h = 0.02; },
     "power_chain.ups.failures.mtbf_h", "is 0.02 h"},
    // Every double must be finite, wherever it sits.
    {"NaNTdp", "dgx-h100-superpod", [](Config &c) { c.accelerator.tdp_W = kNaN; }, "accelerator.tdp_W",
     "is nan"},
    {"NaNPeakFlops", "dgx-h100-superpod", [](Config &c) { c.accelerator.peak_flops[0] = kNaN; },
     "accelerator.peak_flops.fp32", "nan"},
    {"InfClimateHours", "dgx-h100-superpod", [](Config &c) { c.site.climate[1].hours = kInf; },
     "site.climate[1].hours", "is inf"},
    {"NegativeInfLatency", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.hop_latency_s = -kInf; },
     "network.scale_out.hop_latency_s", "-inf"},
    {"NaNFailureRate", "dgx-h100-superpod",
     [](Config &c) {
       c.reliability.failure_rates = {{"gpu", 1e-6}, {"hbm", kNaN}};
     },
     "reliability.failure_rates[1].per_accelerator_hour", "nan"},
    {"NaNFluidDensity", "seed-s3", [](Config &c) { c.cooling.fluid.density_kg_per_m3 = kNaN; },
     "cooling.fluid.density_kg_per_m3", "finite"},

    // Accelerator.
    {"ZeroHbm", "dgx-h100-superpod", [](Config &c) { c.accelerator.hbm_capacity_B = 0; },
     "accelerator.hbm_capacity_B", "is 0 B; must be > 0"},
    {"NegativeHbmBandwidth", "dgx-h100-superpod", [](Config &c) { c.accelerator.hbm_bandwidth_Bps = -1; },
     "accelerator.hbm_bandwidth_Bps", "is -1 B/s"},
    {"NegativeTdp", "dgx-h100-superpod", [](Config &c) { c.accelerator.tdp_W = -3; }, "accelerator.tdp_W",
     "is -3 W; must be > 0"},
    {"IdleAboveTdp", "dgx-h100-superpod", [](Config &c) { c.accelerator.idle_W = 800; }, "accelerator.idle_W",
     "is 800 W; must be in [0, 700] W"},
    {"NegativeIdle", "dgx-h100-superpod", [](Config &c) { c.accelerator.idle_W = -5; }, "accelerator.idle_W",
     "-5"},
    {"NoScaleUpLinks", "dgx-h100-superpod", [](Config &c) { c.accelerator.scaleup_links = 0; },
     "accelerator.scaleup_links", "is 0; must be an integer >= 1"},
    {"ZeroScaleUpLinkBandwidth", "dgx-h100-superpod",
     [](Config &c) { c.accelerator.scaleup_link_bandwidth_Bps = 0; },
     "accelerator.scaleup_link_bandwidth_Bps", "is 0 B/s"},
    {"ZeroNicBandwidthWithNics", "dgx-h100-superpod", [](Config &c) { c.accelerator.nic_bandwidth_Bps = 0; },
     "accelerator.nic_bandwidth_Bps", "is 0 B/s"},
    {"NegativePeakFlops", "dgx-h100-superpod", [](Config &c) { c.accelerator.peak_flops[4] = -1e12; },
     "accelerator.peak_flops.fp8", "-1000000000000 FLOP/s"},
    {"PrecisionNotSupported", "tpu-v4-pod", [](Config &c) { c.workload.precision = Precision::FP16; },
     "accelerator.peak_flops.fp16", "fp16"},

    // Node, cabinet, layout.
    {"NodeWithoutAccelerators", "dgx-h100-superpod", [](Config &c) { c.node.accelerators = 0; },
     "node.accelerators", "is 0; must be an integer >= 1"},
    {"NegativeCpus", "dgx-h100-superpod", [](Config &c) { c.node.cpus = -1; }, "node.cpus", "is -1"},
    {"NegativeCpuPower", "dgx-h100-superpod", [](Config &c) { c.node.cpu_W = -350; }, "node.cpu_W", "-350 W"},
    {"ConversionAboveOne", "dgx-h100-superpod", [](Config &c) { c.node.conversion_efficiency = 1.2; },
     "node.conversion_efficiency", "is 1.2; must be in (0, 1]"},
    {"ConversionZero", "dgx-h100-superpod", [](Config &c) { c.node.conversion_efficiency = 0; },
     "node.conversion_efficiency", "is 0"},
    {"CabinetWithoutNodes", "dgx-h100-superpod", [](Config &c) { c.cabinet.nodes = 0; }, "cabinet.nodes",
     "is 0"},
    {"ZeroCabinetWidth", "dgx-h100-superpod", [](Config &c) { c.cabinet.width_m = 0; }, "cabinet.width_m",
     "is 0 m"},
    {"NegativePowerLimit", "dgx-h100-superpod", [](Config &c) { c.cabinet.power_limit_W = -1; },
     "cabinet.power_limit_W", "-1 W"},
    {"NoCabinets", "dgx-h100-superpod", [](Config &c) { c.layout.cabinets = 0; }, "layout.cabinets", "is 0"},
    {"NoRows", "dgx-h100-superpod", [](Config &c) { c.layout.rows = 0; }, "layout.rows",
     "is 0; must be an integer in [1, 32]"},
    {"MoreRowsThanCabinets", "dgx-h100-superpod", [](Config &c) { c.layout.rows = 33; }, "layout.rows",
     "is 33"},

    // Network.
    {"ZeroScaleUpDomain", "dgx-h100-superpod", [](Config &c) { c.network.scaleup_domain = 0; },
     "network.scaleup_domain", "is 0"},
    {"ScaleUpDomainNotDividing", "dgx-h100-superpod", [](Config &c) { c.network.scaleup_domain = 3; },
     "network.scaleup_domain", "is 3; must divide the 1024 accelerators"},
    {"TorusProductMismatch", "tpu-v4-pod",
     [](Config &c) {
       c.network.scale_up.torus.dims = {16, 16, 8};
     },
     "network.scale_up.torus.dims", "product 2048; the product must equal the 4096"},
    {"TorusDimensionZero", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.dims[2] = 0; },
     "network.scale_up.torus.dims[2]", "is 0; must be an integer >= 1"},
    {"TorusWithoutDimensions", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus = {}; },
     "network.scale_up.torus.dims", "is empty"},
    {"TorusWrapSizeMismatch", "tpu-v4-pod",
     [](Config &c) {
       c.network.scale_up.torus.wrap = {true, true};
     },
     "network.scale_up.torus.wrap", "has 2 entries; must have one per dimension (3)"},
    {"OcsBlockSizeMismatch", "tpu-v4-pod",
     [](Config &c) {
       c.network.scale_up.torus.ocs_block = {4, 4};
     },
     "network.scale_up.torus.ocs_block", "has 2 entries; must have one per dimension (3) or none"},
    {"OcsBlockNotDividing", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.ocs_block[1] = 3; },
     "network.scale_up.torus.ocs_block[1]", "is 3; must divide the dimension's size 16"},
    {"OcsBlockZero", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.ocs_block[0] = 0; },
     "network.scale_up.torus.ocs_block[0]", "is 0; must be an integer >= 1"},
    {"OcsWithoutPorts", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.ocs_ports = 1; },
     "network.scale_up.torus.ocs_ports", "is 1; must be an integer >= 2"},
    {"NegativeSwitchRadix", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.switch_radix = -1; },
     "network.scale_out.switch_radix", "is -1; must be an integer >= 0"},
    // DGX H100: 8 GPUs x 18 NVLinks = 144 links on the node's 4 NVSwitch chips.
    {"NodeSwitchChipsTooFewPorts", "dgx-h100-superpod",
     [](Config &c) { c.network.scale_up.switch_radix = 32; }, "network.scale_up.switch_radix",
     "is 32; the 4 switch chips of a domain (node.switch_chips 4 per node of 8 accelerators) then have 128 "
     "ports, fewer than the 144 links"},
    {"TorusNeedsMorePorts", "tpu-v4-pod", [](Config &c) { c.accelerator.scaleup_links = 4; },
     "accelerator.scaleup_links", "is 4; the scale-up torus [16, 16, 16] needs 6"},
    {"ScaleOutTorusProduct", "seed-s3",
     [](Config &c) {
       c.network.scale_out.kind = TopologyKind::Torus;
       c.network.scale_out.torus = {{4, 3}, {true, true}};
     },
     "network.scale_out.torus.dims", "product 12; the product must equal the 16 endpoints"},
    {"DragonflyTooManyGroups", "seed-s2", [](Config &c) { c.network.scale_up.dragonfly.groups = 10; },
     "network.scale_up.dragonfly.groups", "is 10; must be <= a·h + 1 = 4·2 + 1 = 9"},
    {"DragonflyTooFewTerminals", "seed-s2", [](Config &c) { c.network.scale_up.dragonfly.p = 4; },
     "network.scale_up.dragonfly", "128 terminals; must be >= the 256 endpoints"},
    {"DragonflyNoRouters", "seed-s2", [](Config &c) { c.network.scale_up.dragonfly.a = 0; },
     "network.scale_up.dragonfly.a", "is 0"},
    {"FatTreeOddRadix", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.fat_tree.radix = 63; },
     "network.scale_out.fat_tree.radix", "is 63; must be an even integer >= 2"},
    {"FatTreeTooFewPorts", "seed-s3", [](Config &c) { c.layout.cabinets = 160; },
     "network.scale_out.fat_tree", "must be >= the 102400 ports the tier needs (160 endpoints × 640 "
                                   "ports_per_endpoint): raise the radix to 76"},
    {"FatTreeFourTiers", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.fat_tree.tiers = 4; },
     "network.scale_out.fat_tree.tiers", "is 4; must be an integer in [1, 3]"},
    {"FatTreeUndersubscribed", "dgx-h100-superpod",
     [](Config &c) { c.network.scale_out.fat_tree.oversubscription = 0.5; },
     "network.scale_out.fat_tree.oversubscription", "is 0.5; must be >= 1"},
    {"FatTreeTooSmall", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.fat_tree.radix = 32; },
     "network.scale_out.fat_tree", "hosts 512 ports"},
    {"ZeroPortsPerEndpoint", "dgx-h100-superpod",
     [](Config &c) { c.network.scale_out.ports_per_endpoint = 0; }, "network.scale_out.ports_per_endpoint",
     "is 0"},
    {"ZeroTierBandwidth", "dgx-h100-superpod", [](Config &c) { c.network.scale_up.link_bandwidth_Bps = 0; },
     "network.scale_up.link_bandwidth_Bps", "is 0 B/s"},
    {"NegativeHopLatency", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.hop_latency_s = -1e-6; },
     "network.scale_out.hop_latency_s", "-1e-06 s"},
    {"TierEfficiencyZero", "dgx-h100-superpod", [](Config &c) { c.network.scale_out.efficiency = 0; },
     "network.scale_out.efficiency", "is 0; must be in (0, 1]"},
    {"TierEfficiencyAboveOne", "dgx-h100-superpod", [](Config &c) { c.network.scale_up.efficiency = 1.5; },
     "network.scale_up.efficiency", "is 1.5"},
    {"OpticalFractionAboveOne", "dgx-h100-superpod",
     [](Config &c) { c.network.scale_out.optical_fraction = 1.5; }, "network.scale_out.optical_fraction",
     "is 1.5; must be in [0, 1]"},

    // Workload.
    {"ParallelismProductMismatch", "dgx-h100-superpod", [](Config &c) { c.workload.parallelism.dp = 8; },
     "workload.parallelism", "= 512; must equal the 1024 accelerators: set dp to 16"},
    {"ParallelismSplitNotDividing", "dgx-h100-superpod", [](Config &c) { c.workload.parallelism.pp = 3; },
     "workload.parallelism", "which tp·cp·pp = 24 does not divide: choose a split that does"},
    {"BatchNotDivisible", "dgx-h100-superpod", [](Config &c) { c.workload.global_batch = 1000; },
     "workload.global_batch", "is 1000; must be a multiple of microbatch × dp = 1 × 16 = 16"},
    {"ZeroMicrobatch", "dgx-h100-superpod", [](Config &c) { c.workload.microbatch = 0; },
     "workload.microbatch", "is 0"},
    {"ZeroTensorParallel", "dgx-h100-superpod", [](Config &c) { c.workload.parallelism.tp = 0; },
     "workload.parallelism.tp", "is 0; must be an integer >= 1"},
    {"ZeroInterleave", "dgx-h100-superpod", [](Config &c) { c.workload.parallelism.interleave = 0; },
     "workload.parallelism.interleave", "is 0"},
    {"FewerLayersThanModelChunks", "dgx-h100-superpod",
     [](Config &c) { c.workload.parallelism.interleave = 13; }, "workload.transformer.layers",
     "is 96; must be at least pp × interleave = 8 × 13 = 104"},
    {"KeyValueHeadsNotDividingHeads", "dgx-h100-superpod", [](Config &c) { c.workload.transformer.kv_heads = 7; },
     "workload.transformer.kv_heads", "is 7; must divide the 96 query heads"},
    {"IntegerTraining", "dgx-h100-superpod", [](Config &c) { c.workload.precision = Precision::INT8; },
     "workload.precision", "is int8; training needs a floating-point format"},
    // The H100 has no FP4 tensor cores (NVIDIA H100 datasheet): its FP4 rate is 0.
    {"Fp4MatmulWithoutFp4Rate", "dgx-h100-superpod", [](Config &c) { c.workload.precision = Precision::FP4; },
     "accelerator.peak_flops.fp4", "is 0 FLOP/s; must be > 0 because the workload computes in fp4"},
    {"Fp4Activations", "gb200-nvl72", [](Config &c) { c.workload.activation_precision = Precision::FP4; },
     "workload.activation_precision", "is fp4; must be a format values are stored in: fp32, bf16, fp16 or fp8"},
    {"Int8Gradients", "dgx-h100-superpod", [](Config &c) { c.workload.gradient_precision = Precision::INT8; },
     "workload.gradient_precision", "is int8"},
    {"Tf32MasterWeights", "dgx-h100-superpod", [](Config &c) { c.workload.master_precision = Precision::TF32; },
     "workload.master_precision", "is tf32"},
    {"Fp4OptimizerState", "dgx-h100-superpod",
     [](Config &c) { c.workload.optimizer_precision = Precision::FP4; }, "workload.optimizer_precision",
     "is fp4"},
    {"InterleaveWithoutPipeline", "seed-s1",
     [](Config &c) {
       c.workload.kind = WorkloadKind::Transformer;
       c.workload.transformer = {24, 2048, 8192, 16, 2048};
       c.workload.parallelism.interleave = 2;
     },
     "workload.parallelism.interleave", "is 2; must be 1 without pipeline parallelism (pp = 1)"},
    // DGX H100 SuperPOD: 1,024 GPUs as tp 8 × pp 8 × dp 16; 16 × 6 = 96 sequences make 6 microbatches
    // per pipeline, which the interleaved schedule cannot run over 8 stages.
    {"InterleavedMicrobatchesNotAMultipleOfStages", "dgx-h100-superpod",
     [](Config &c) {
       c.workload.parallelism.interleave = 2;
       c.workload.global_batch = 96;
     },
     "workload.parallelism.interleave",
     "is 2; the interleaved schedule needs the microbatches per pipeline (global batch / (microbatch × dp) = "
     "6) "
     "to be a multiple of pp (8)"},
    {"HiddenNotDivisibleByHeads", "dgx-h100-superpod",
     [](Config &c) { c.workload.transformer.hidden = 12300; }, "workload.transformer.hidden",
     "is 12300; must be a multiple of heads (96) unless head_dim is set"},
    {"HeadsNotDivisibleByTp", "dgx-h100-superpod", [](Config &c) { c.workload.transformer.heads = 100; },
     "workload.transformer.heads", "is 100; must be a multiple of tp (8)"},
    {"ZeroLayers", "dgx-h100-superpod", [](Config &c) { c.workload.transformer.layers = 0; },
     "workload.transformer.layers", "is 0"},
    {"ZeroSequence", "dgx-h100-superpod", [](Config &c) { c.workload.transformer.sequence = 0; },
     "workload.transformer.sequence", "is 0"},
    {"CompressionZero", "seed-s1", [](Config &c) { c.workload.gradient_compression = 0; },
     "workload.gradient_compression", "is 0; must be in (0, 1]"},
    {"CompressionAboveOne", "seed-s1", [](Config &c) { c.workload.gradient_compression = 1.5; },
     "workload.gradient_compression", "is 1.5"},
    {"OverlapAboveOne", "seed-s1", [](Config &c) { c.workload.overlap_fraction = 1.1; },
     "workload.overlap_fraction", "is 1.1"},
    {"ModelStateTooLarge", "tpu-v4-pod",
     [](Config &c) {
       c.workload.parallelism = {.tp = 16, .pp = 1, .dp = 256};
       c.workload.global_batch = 1536 * 256 / 16;
     },
     "workload.parallelism", "needs 196.4 GB per accelerator"},
    {"ModelStateWithoutShardingTooLarge", "tpu-v4-pod",
     [](Config &c) {
       c.workload.parallelism = {.tp = 8, .pp = 8, .dp = 64, .sharding = model::Sharding::None};
       c.workload.global_batch = 64 * 24;
     },
     "workload.parallelism", "the accelerator has 34.4 GB"},
    {"DataParallelOnlyKindWithTp", "seed-s1", [](Config &c) { c.workload.parallelism = {.tp = 2, .dp = 64}; },
     "workload.parallelism.tp", "is 2; must be 1 for bert_large"},
    {"CustomWithoutFlops", "seed-s1",
     [](Config &c) {
       c.workload.kind = WorkloadKind::Custom;
       c.workload.custom = {.flops_per_sample = 0, .parameters = 1e9, .tokens_per_sample = 1};
     },
     "workload.custom.flops_per_sample", "is 0"},

    // Cooling.
    {"SupplyTooHot", "seed-s1", [](Config &c) { c.cooling.supply_C = 80; }, "cooling.supply_C",
     "is 80 °C; must be in [5, 70] °C"},
    {"SupplyTooCold", "seed-s1", [](Config &c) { c.cooling.supply_C = 4; }, "cooling.supply_C", "is 4 °C"},
    {"ZeroDeltaT", "seed-s1", [](Config &c) { c.cooling.delta_T_K = 0; }, "cooling.delta_T_K", "is 0 K"},
    {"ZeroChillerCop", "seed-s1", [](Config &c) { c.cooling.chiller_cop = 0; }, "cooling.chiller_cop",
     "is 0"},
    {"PumpEfficiencyAboveOne", "seed-s1", [](Config &c) { c.cooling.pump_efficiency = 1.1; },
     "cooling.pump_efficiency", "is 1.1; must be in (0, 1]"},
    {"NegativeLiquidFraction", "seed-s1", [](Config &c) { c.cooling.liquid_fraction = -0.1; },
     "cooling.liquid_fraction", "is -0.1"},
    {"ZeroFluidHeatCapacity", "seed-s3", [](Config &c) { c.cooling.fluid.specific_heat_J_per_kgK = 0; },
     "cooling.fluid.specific_heat_J_per_kgK", "is 0 J/(kg·K)"},
    {"DistributionLossOfOne", "seed-s1", [](Config &c) { c.cooling.distribution_loss = 1; },
     "cooling.distribution_loss", "is 1; must be in [0, 1)"},
    // Found by the hostile-input campaign: FP8 training on a chip without a BF16 rate.
    {"Fp8WithoutBf16", "seed-s2",
     [](Config &c) {
       c.workload.precision = Precision::FP8;
       c.accelerator.peak_flops[static_cast<std::size_t>(Precision::BF16)] = 0;
     },
     "accelerator.peak_flops.bf16", "runs attention and elementwise ops in bf16"},

    // Reliability.
    {"ZeroCheckpointInterval", "seed-s1", [](Config &c) { c.reliability.checkpoint_interval_s = 0; },
     "reliability.checkpoint_interval_s", "is 0 s; must be > 0"},
    {"ZeroStorageBandwidth", "seed-s1", [](Config &c) { c.reliability.storage_bandwidth_Bps = 0; },
     "reliability.storage_bandwidth_Bps", "is 0 B/s"},
    {"NegativeRestart", "seed-s1", [](Config &c) { c.reliability.restart_s = -1; }, "reliability.restart_s",
     "is -1 s"},
    {"NegativeRepair", "seed-s1", [](Config &c) { c.reliability.repair_s = -60; }, "reliability.repair_s",
     "is -60 s"},
    {"NegativeHotSpares", "seed-s1", [](Config &c) { c.reliability.hot_spares = -2; },
     "reliability.hot_spares", "is -2; must be -1 (automatic)"},
    {"AllNodesSpare", "seed-s1", [](Config &c) { c.reliability.hot_spares = 16; }, "reliability.hot_spares",
     "is 16; must be -1 (automatic) or an integer >= 0 below the 16 nodes"},
    {"ZeroSnapshotBandwidth", "seed-s1", [](Config &c) { c.reliability.snapshot_bandwidth_Bps = 0; },
     "reliability.snapshot_bandwidth_Bps", "is 0"},
    {"NegativeFailureRate", "seed-s1", [](Config &c) { c.reliability.failure_rates = {{"gpu", -1e-6}}; },
     "reliability.failure_rates[0].per_accelerator_hour", "is -1e-06 per accelerator-hour"},
    // Once accepted, with infinite times between failures and checkpoint intervals as results.
    {"NoFailureAtAll", "seed-s1", [](Config &c) { c.reliability.failure_rates = {{"gpu", 0}, {"nic", 0}}; },
     "reliability.failure_rates", "has every per_accelerator_hour at 0; their sum must be > 0"},

    // Network knobs: in-switch reduction, forced algorithms, the collective size, shared NICs, rails.
    {"InNetworkReductionOnTorus", "tpu-v4-pod", [](Config &c) { c.network.scale_up.in_network_reduction = true; },
     "network.scale_up.in_network_reduction", "is true on a torus tier"},
    {"ForcedTorusAlgorithmOnSwitch", "dgx-h100-superpod",
     [](Config &c) { c.network.collective_algorithm = CollectiveAlgorithmChoice::TorusDimensionOrder; },
     "network.collective_algorithm", "is torus_dimension_order; it cannot run"},
    {"ForcedAlgorithmListsTheAllowedOnes", "dgx-h100-superpod",
     [](Config &c) { c.network.collective_algorithm = CollectiveAlgorithmChoice::TorusAllAxes; },
     "network.collective_algorithm", "allowed here: auto, ring, tree, halving_doubling, hierarchical, in_switch"},
    {"ForcedHierarchicalInOneDomain", "tpu-v4-pod",
     [](Config &c) { c.network.collective_algorithm = CollectiveAlgorithmChoice::Hierarchical; },
     "network.collective_algorithm", "is hierarchical"},
    {"ForcedInSwitchWithoutReducingSwitches", "baseline-roce-fattree",
     [](Config &c) { c.network.collective_algorithm = CollectiveAlgorithmChoice::InSwitch; },
     "network.collective_algorithm", "is in_switch"},
    {"NegativeCollectiveBytes", "dgx-h100-superpod", [](Config &c) { c.network.collective_bytes = -1; },
     "network.collective_bytes", "is -1; must be >= 0"},
    {"NegativeNics", "dgx-h100-superpod", [](Config &c) { c.accelerator.nics = -1; }, "accelerator.nics",
     "is -1; must be >= 0"},
    {"NicsNotWholePerNode", "dgx-h100-superpod", [](Config &c) { c.accelerator.nics = 0.3; },
     "accelerator.nics", "= 2.4 NICs per node must be a whole number"},
    {"RailOptimisedScaleUp", "dgx-h100-superpod",
     [](Config &c) {
       c.network.scale_up.kind = TopologyKind::FatTree;
       c.network.scale_up.fat_tree = {.radix = 64, .tiers = 2, .oversubscription = 1, .rail_optimized = true};
     },
     "network.scale_up.fat_tree.rail_optimized", "only network.scale_out.fat_tree"},

    // Site.
    {"ZeroHoursPerYear", "seed-s2", [](Config &c) { c.site.hours_per_year = 0; }, "site.hours_per_year",
     "is 0 h; must be in (0, 8784] h"},
    {"TooManyHoursPerYear", "seed-s2", [](Config &c) { c.site.hours_per_year = 9000; }, "site.hours_per_year",
     "is 9000 h"},
    {"ClimateLongerThanYear", "seed-s2", [](Config &c) { c.site.hours_per_year = 8000; }, "site.climate",
     "hours add up to 8760 h; must be <= hours_per_year (8000 h)"},
    {"NegativeClimateHours", "seed-s2", [](Config &c) { c.site.climate[0].hours = -1; },
     "site.climate[0].hours", "is -1 h"},
    {"NegativeElectricityPrice", "seed-s2", [](Config &c) { c.site.electricity_per_kWh = -0.1; },
     "site.electricity_per_kWh", "is -0.1 per kWh"},

    // Counts the simulator's types hold. 2^31 accelerators once overflowed int to "0 accelerators"
    // and passed; every count is now bounded, and so is their product.
    {"OverflowingSystem", "seed-s1",
     [](Config &c) {
       c.node.accelerators = 1 << 16;
       c.cabinet.nodes = 1 << 8;
       c.layout.cabinets = 1 << 7;
     },
     "layout.cabinets", "= 2147483648 accelerators; a system may have at most 16777216"},
    {"CountAboveBound", "seed-s1", [](Config &c) { c.layout.cabinets = std::numeric_limits<int>::max(); },
     "layout.cabinets", "is 2147483647; must be <= 16777216"},
    {"CountInAList", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.dims[1] = 1 << 30; },
     "network.scale_up.torus.dims[1]", "must be <= 16777216"},
    {"CountInAWorkload", "seed-s1", [](Config &c) { c.workload.parallelism.dp = 1 << 30; },
     "workload.parallelism.dp", "is 1073741824; must be <= 16777216"},
    // Numbers in range but beyond any system once gave NaN and infinite results.
    {"HugeNumber", "seed-s1", [](Config &c) { c.accelerator.tdp_W = 1e308; }, "accelerator.tdp_W",
     "is 1e+308 W; must be 0 or between 1e-12 W and 1e+18 W in magnitude"},
    {"DenormalNumber", "seed-s1", [](Config &c) { c.network.scale_out.hop_latency_s = 1e-320; },
     "network.scale_out.hop_latency_s", "must be 0 or between 1e-12 s and 1e+18 s in magnitude"},
    // A run that cannot make progress once evaluated to an infinite wall time and NaN overheads.
    {"SnapshotFarTooSlow", "dgx-h100-superpod", [](Config &c) { c.reliability.snapshot_bandwidth_Bps = 1; },
     "reliability.snapshot_bandwidth_Bps", "more than 10 times the system's mean time between failures"},
    {"IntervalWithinTheStall", "dgx-h100-superpod",
     [](Config &c) {
       c.reliability.checkpoint_optimal = false;
       c.reliability.checkpoint_interval_s = 0.01;
     },
     "reliability.checkpoint_interval_s", "must be longer than the"},
    {"IntervalFarBeyondTheMtbf", "dgx-h100-superpod",
     [](Config &c) {
       c.reliability.checkpoint_optimal = false;
       c.reliability.checkpoint_interval_s = 1e9;
     },
     "reliability.checkpoint_interval_s", "is 1000000000 s, more than 10 times"},
    // Beyond 8 dimensions a torus was silently cut to none: 0 links, diameter 0.
    {"NineDimensionTorus", "tpu-v4-pod", [](Config &c) { c.network.scale_up.torus.dims.assign(9, 1); },
     "network.scale_up.torus.dims", "has 9 dimensions; a torus may have at most 8"},
};

INSTANTIATE_TEST_SUITE_P(Rules, ValidationRule, ::testing::ValuesIn(kRules),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(Validation, ValidPresetHasNoProblems) {
  const Config config = findPreset("dgx-h100-superpod").value();
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

// One NIC per pair of GPUs (DGX-1's four NICs for eight GPUs) is a whole number of NICs per node,
// and an old project's integer NIC count still reads; every forced algorithm the DGX's all-reduce
// can run is accepted.
TEST(Validation, SharedNicsAndRunnableForcedAlgorithmsAreAccepted) {
  Config config = findPreset("dgx-h100-superpod").value();
  config.accelerator.nics = 0.5;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
  using C = CollectiveAlgorithmChoice;
  for (C choice :
       {C::Auto, C::Ring, C::Tree, C::HalvingDoubling, C::Hierarchical, C::InSwitch, C::Pairwise, C::Bruck}) {
    config.network.collective_algorithm = choice;
    EXPECT_TRUE(validate(config).empty()) << static_cast<int>(choice) << listed(validate(config));
  }
  Config torus = findPreset("tpu-v4-pod").value();
  torus.network.collective_algorithm = C::TorusAllAxes;
  EXPECT_TRUE(validate(torus).empty()) << listed(validate(torus));
}

// FP4 matrices on the B200 (10 PFLOPS dense) with BF16 activations, BF16 gradients and moments and
// FP8 activations elsewhere are all runnable recipes.
TEST(Validation, Fp4MatmulOnB200AndNarrowScopesAreAccepted) {
  Config config = findPreset("gb200-nvl72").value();
  config.workload.precision = Precision::FP4;
  config.workload.gradient_precision = Precision::BF16;
  config.workload.optimizer_precision = Precision::BF16;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
  config.workload.precision = Precision::FP8;
  config.workload.activation_precision = Precision::FP8;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, ReportsEveryProblemNotJustTheFirst) {
  Config config = findPreset("dgx-h100-superpod").value();
  config.accelerator.tdp_W = -1;
  config.cooling.supply_C = 90;
  config.site.electricity_per_kWh = -1;
  const Problems problems = validate(config);
  ASSERT_EQ(problems.size(), 3u) << listed(problems);
  EXPECT_EQ(problems[0].path, "accelerator.tdp_W");
  EXPECT_EQ(problems[1].path, "cooling.supply_C");
  EXPECT_EQ(problems[2].path, "site.electricity_per_kWh");
}

TEST(Validation, NonFiniteValueIsReportedOnceAsNotFinite) {
  Config config = findPreset("dgx-h100-superpod").value();
  config.network.scale_up.efficiency = kNaN;
  const Problems problems = validate(config);
  ASSERT_EQ(problems.size(), 1u) << listed(problems);
  EXPECT_EQ(problems[0].message, "is nan; must be a finite number");
}

TEST(Validation, AComponentThatNeverFailsBesideOthersIsValid) {
  Config config = findPreset("seed-s1").value();
  config.reliability.failure_rates = {{"gpu", 1e-5}, {"psu", 0}};
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, CheckpointIntervalIsIgnoredWhenOptimal) {
  Config config = findPreset("dgx-h100-superpod").value();
  config.reliability.checkpoint_optimal = true;
  config.reliability.checkpoint_interval_s = 0;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, SingleAcceleratorDomainNeedsNoScaleUpLinks) {
  Config config = findPreset("seed-s1").value();
  config.network.scaleup_domain = 1;
  config.network.scale_up.kind = TopologyKind::Switch;
  config.accelerator.scaleup_links = 0;
  config.accelerator.scaleup_link_bandwidth_Bps = 0;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, TorusAsMeshWithoutWrapIsValid) {
  Config config = findPreset("tpu-v4-pod").value();
  config.network.scale_up.torus = {{16, 16, 16}, {false, false, false}};
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, ShardedOptimizerMakesTheModelFit) {
  Config config = findPreset("tpu-v4-pod").value();
  config.workload.parallelism = {.tp = 8, .pp = 8, .dp = 64, .sharding = model::Sharding::Optimizer};
  config.workload.global_batch = 64 * 24;
  EXPECT_TRUE(validate(config).empty()) << listed(validate(config));
}

TEST(Validation, DefaultConfigIsRejectedWithFieldPaths) {
  const Problems problems = validate(Config{});
  EXPECT_FALSE(problems.empty());
  for (const Problem &p : problems) {
    EXPECT_FALSE(p.path.empty()) << p.message;
    EXPECT_NE(p.message.find("is "), std::string::npos) << describe(p);
  }
}

} // namespace
} // namespace snp::model

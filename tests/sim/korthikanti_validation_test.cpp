// Step times of Megatron-LM on Selene (A100 80 GB, fp16) from Korthikanti et al.,
// "Reducing Activation Recomputation in Large Transformer Models" (arXiv 2205.05198), Table 5,
// against the training model on Calculon's A100 system (systems/a100_80g.json).
#include "sim/training/TrainingResults.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace {

using namespace snp;

struct Case {
  const char *model;
  model::TransformerShape shape;
  int tp, pp, interleave, global_batch, microbatch;
  model::Recompute recompute;
  bool sequence_parallel;
  double measured_s;
};

model::Config selene(const Case &c) {
  model::Config config;
  config.id = "selene-a100";
  model::Accelerator &gpu = config.accelerator;
  gpu.peak_flops[static_cast<std::size_t>(model::Precision::FP16)] = 312e12;
  gpu.peak_flops[static_cast<std::size_t>(model::Precision::BF16)] = 312e12;
  gpu.hbm_capacity_B = 80.0 * 1024 * 1024 * 1024;
  gpu.hbm_bandwidth_Bps = 2048e9;
  gpu.scaleup_links = 12; // NVLink 3: 12 × 25 GB/s per direction = 300 GB/s
  gpu.scaleup_link_bandwidth_Bps = 25e9;
  gpu.nics = 1; // one HDR InfiniBand NIC per GPU, 25 GB/s
  gpu.nic_bandwidth_Bps = 25e9;

  const int gpus = c.tp * c.pp;
  config.node.accelerators = 8;
  config.cabinet.nodes = 1;
  config.layout.cabinets = gpus / 8;

  model::Network &net = config.network;
  net.scaleup_domain = 8;
  net.scale_up.kind = model::TopologyKind::Switch;
  net.scale_up.link_bandwidth_Bps = 25e9;
  // Calculon's tier efficiencies (NVLink 0.65, InfiniBand 0.9) as the large-message asymptote;
  // the collective model adds only the size dependence on top.
  net.scale_up.efficiency = 0.65;
  net.scale_up.hop_latency_s = 10e-6; // Calculon's tier latency, taken per hop: pessimistic
  net.scale_out.kind = model::TopologyKind::FatTree;
  net.scale_out.fat_tree = {40, 2, 1};
  net.scale_out.ports_per_endpoint = 8;
  net.scale_out.link_bandwidth_Bps = 25e9;
  net.scale_out.efficiency = 0.9;
  net.scale_out.hop_latency_s = 20e-6;

  model::Workload &w = config.workload;
  w.kind = model::WorkloadKind::Transformer;
  w.transformer = c.shape;
  w.precision = model::Precision::FP16;
  w.global_batch = c.global_batch;
  w.microbatch = c.microbatch;
  w.parallelism.tp = c.tp;
  w.parallelism.pp = c.pp;
  w.parallelism.dp = 1;
  w.parallelism.interleave = c.interleave;
  w.parallelism.sequence_parallel = c.sequence_parallel;
  w.parallelism.recompute = c.recompute;
  return config;
}

// (layers, hidden, ffn, heads, sequence) per notes §1.
constexpr model::TransformerShape k22B{48, 6144, 24576, 64, 2048};
constexpr model::TransformerShape k175B{96, 12288, 49152, 96, 2048};
constexpr model::TransformerShape k530B{105, 20480, 81920, 128, 2048};
constexpr model::TransformerShape k1T{128, 25600, 102400, 160, 2048};

using model::Recompute;
const Case kTable5[] = {
    {"22B full", k22B, 8, 1, 1, 4, 4, Recompute::Full, false, 1.42},
    {"22B seq+sel", k22B, 8, 1, 1, 4, 4, Recompute::Selective, true, 1.10},
    {"175B full", k175B, 8, 8, 3, 64, 1, Recompute::Full, false, 18.13},
    {"175B seq+sel", k175B, 8, 8, 3, 64, 1, Recompute::Selective, true, 13.75},
    {"530B full", k530B, 8, 35, 3, 280, 1, Recompute::Full, false, 49.05},
    {"530B seq+sel", k530B, 8, 35, 3, 280, 1, Recompute::Selective, true, 37.83},
    {"1T full", k1T, 8, 64, 1, 512, 1, Recompute::Full, false, 94.42},
    {"1T seq+sel", k1T, 8, 64, 1, 512, 1, Recompute::Selective, true, 71.49},
};

TEST(KorthikantiValidation, StepTimesWithinCalculonAccuracy) {
  double total_error = 0;
  std::printf("%-14s %10s %10s %8s   %8s %8s %8s %8s %8s %8s %8s\n", "model", "measured", "ours", "error",
              "compute", "recomp", "tp", "bubble", "pp", "act GiB", "mem GiB");
  for (const Case &c : kTable5) {
    const sim::TrainingResults r = sim::evaluateTraining(selene(c));
    const double error = (r.step_time_s.value - c.measured_s) / c.measured_s;
    constexpr double kGiB = 1024.0 * 1024 * 1024;
    std::printf("%-14s %9.2fs %9.2fs %+7.1f%%   %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f\n", c.model,
                c.measured_s, r.step_time_s.value, 100 * error, r.compute_s.value, r.recompute_s.value,
                r.tp_comm_s.value, r.pp_bubble_s.value, r.pp_comm_s.value, r.activations_B.value / kGiB,
                r.memory_per_accelerator_B.value / kGiB);
    EXPECT_LE(std::fabs(error), 0.10) << c.model;
    EXPECT_TRUE(r.fitsMemory()) << c.model;
    total_error += std::fabs(error);
  }
  const double mean_error = total_error / std::size(kTable5);
  std::printf("mean absolute error %.2f%%\n", 100 * mean_error);
  EXPECT_LE(mean_error, 0.05);
}

// Korthikanti et al. Figure 1 (sequence parallelism + selective recompute): GiB per GPU of
// activations and of parameters + gradients + optimizer state, for the Table 5 setups.
struct MemoryCase {
  const Case &setup;
  double activations_GiB;
  double state_GiB;
};

TEST(KorthikantiValidation, MemoryPerGpuMatchesFigure1) {
  const MemoryCase cases[] = {{kTable5[1], 9.5625, 45.5625},
                              {kTable5[3], 12.3515625, 45.5625},
                              {kTable5[5], 23.076171875, 31.640625},
                              {kTable5[7], 26.5625, 32.958984375}};
  constexpr double kGiB = 1024.0 * 1024 * 1024;
  for (const MemoryCase &m : cases) {
    const sim::TrainingResults r = sim::evaluateTraining(selene(m.setup));
    const double state = r.weights_B.value + r.gradients_B.value + r.optimizer_state_B.value;
    std::printf("%-14s activations %6.2f GiB (published %6.2f), state %6.2f GiB (published %6.2f)\n",
                m.setup.model, r.activations_B.value / kGiB, m.activations_GiB, state / kGiB, m.state_GiB);
    EXPECT_NEAR(r.activations_B.value / kGiB, m.activations_GiB, 0.03 * m.activations_GiB) << m.setup.model;
    EXPECT_NEAR(state / kGiB, m.state_GiB, 0.03 * m.state_GiB) << m.setup.model;
  }
}

// Korthikanti et al. §5: under full recompute each block keeps only its input, 2sbh bytes in 16
// bits, and with sequence parallelism that input is split over the tensor-parallel ranks, 2sbh/t.
// Adding blocks adds exactly that per block (one microbatch in flight at PP 1).
TEST(KorthikantiValidation, FullRecomputeKeepsEachBlocksInputSplitBySequenceParallelism) {
  for (const bool sequence_parallel : {false, true}) {
    Case c = kTable5[0]; // 22B, TP 8, full recompute, micro-batch 4
    c.sequence_parallel = sequence_parallel;
    const double fewer = sim::evaluateTraining(selene(c)).activations_B.value;
    c.shape.layers += 8;
    const double more = sim::evaluateTraining(selene(c)).activations_B.value;
    const double per_block =
        2.0 * c.shape.sequence * c.microbatch * c.shape.hidden / (sequence_parallel ? c.tp : 1);
    EXPECT_NEAR((more - fewer) / 8, per_block, 1e-9 * per_block) << "sequence parallel " << sequence_parallel;
  }
}

} // namespace

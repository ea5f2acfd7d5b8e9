// Efficiency by operation size, per accelerator: an accelerator's own step tables replace the
// defaults (Calculon's A100/H100 tables), and validation refuses tables that cannot be read.

#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/training/ComputeEfficiency.h"
#include "sim/training/TrainingBlock.h"
#include "sim/training/TrainingDevice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace snp::sim {
namespace {

using model::EfficiencyStep;

// A GPT-3 175B block on one A100 at TP 8, without fused attention: every op is a plain matrix,
// vector or memory op, so each time scales with 1 / efficiency.
model::Config a100Block() {
  model::Config c = model::findPreset("selene-megatron-1t").value();
  c.workload.flash_attention = false;
  return c;
}

// Flat curves taken as they are: no measured share rescales them.
BlockCost blockWithFlatCurves(model::Config c, double fraction) {
  const std::vector<EfficiencyStep> flat{{0, fraction}};
  c.accelerator.matrix_sustained = {};
  c.accelerator.memory_sustained = 0;
  c.accelerator.matrix_efficiency = flat;
  c.accelerator.vector_efficiency = flat;
  c.accelerator.memory_efficiency = flat;
  return transformerBlockCost(deviceRates(c, c.workload.precision), c.workload);
}

TEST(ComputeEfficiency, StepsAreFoundLargestFirst) {
  EXPECT_DOUBLE_EQ(efficiencyAt(kDefaultMatrixEfficiency, 128e9), 0.95);
  EXPECT_DOUBLE_EQ(efficiencyAt(kDefaultMatrixEfficiency, 127.9e9), 0.9);
  EXPECT_DOUBLE_EQ(efficiencyAt(kDefaultMatrixEfficiency, 0.5e9), 0.1);
  EXPECT_DOUBLE_EQ(efficiencyAt(kDefaultMemoryEfficiency, 10e6), 0.75);
  EXPECT_DOUBLE_EQ(efficiencyAt(kDefaultVectorEfficiency, 2e9), 0.5);
}

// Halving every engine's efficiency doubles every op's time, so the whole block's.
TEST(ComputeEfficiency, AnAcceleratorsOwnCurvesPriceItsOps) {
  const model::Config c = a100Block();
  const BlockCost full = blockWithFlatCurves(c, 1.0);
  const BlockCost half = blockWithFlatCurves(c, 0.5);
  EXPECT_NEAR(half.forward_s / full.forward_s, 2.0, 1e-12);
  EXPECT_NEAR(half.backward_s / full.backward_s, 2.0, 1e-12);

  // Full efficiency is the roofline sum: every op's FLOP at peak plus its bytes at full bandwidth,
  // so the defaults (all fractions ≤ 0.95) are slower.
  const BlockCost defaults = transformerBlockCost(deviceRates(c, c.workload.precision), c.workload);
  EXPECT_GT(defaults.forward_s, full.forward_s / 0.95);
  EXPECT_LT(defaults.forward_s, full.forward_s / 0.1);
}

// An empty list is the default: a preset that spells out Calculon's table computes the same.
TEST(ComputeEfficiency, AnEmptyCurveIsTheDefault) {
  model::Config spelled = a100Block();
  spelled.accelerator.matrix_efficiency.assign(kDefaultMatrixEfficiency.begin(),
                                               kDefaultMatrixEfficiency.end());
  const model::Config empty = a100Block();
  const auto cost = [](const model::Config &c) {
    return transformerBlockCost(deviceRates(c, c.workload.precision), c.workload);
  };
  EXPECT_DOUBLE_EQ(cost(spelled).forward_s, cost(empty).forward_s);
  spelled.accelerator.matrix_efficiency.front().fraction = 0.5; // the largest GEMMs slow down
  EXPECT_GT(cost(spelled).forward_s, cost(empty).forward_s);
}

// Calculon's curve is a 16-bit one: at 8 bits the largest GEMMs reach DeepGEMM's 0.78 of the FP8
// peak, not 0.95, and smaller ones keep their lower share. A measured curve of the accelerator's own
// is not capped.
TEST(ComputeEfficiency, EightBitGemmsStopAtDeepGemmsShareUnderTheDefaultCurve) {
  model::Accelerator h100 = model::findPreset("dgx-h100-superpod").value().accelerator;
  h100.matrix_sustained = {}; // the default curve alone
  EXPECT_DOUBLE_EQ(deviceRates(h100, model::Precision::BF16, 0).matrixEfficiency(200e9), 0.95);
  EXPECT_DOUBLE_EQ(deviceRates(h100, model::Precision::FP8, 0).matrixEfficiency(200e9), 0.78);
  EXPECT_DOUBLE_EQ(deviceRates(h100, model::Precision::INT8, 0).matrixEfficiency(200e9), 0.78);
  EXPECT_DOUBLE_EQ(deviceRates(h100, model::Precision::FP8, 0).matrixEfficiency(2e9), 0.6);
  h100.matrix_efficiency = {{0, 0.9}};
  EXPECT_DOUBLE_EQ(deviceRates(h100, model::Precision::FP8, 0).matrixEfficiency(200e9), 0.9);
}

// The fused attention's backward kernel runs at the share of its forward's rate that every published
// H100 kernel shows at head width 128 and 8 K and 16 K tokens without a causal mask (Shah et al. 2024,
// arXiv 2407.08608, attention forward and backward speed figures, TFLOP/s): FlashAttention-2,
// cuDNN and FlashAttention-3, each within 0.01.
TEST(ComputeEfficiency, TheFusedAttentionBackwardKeepsTheMeasuredShareOfItsForward) {
  const model::Accelerator h100 = model::findPreset("dgx-h100-superpod").value().accelerator;
  const DeviceRates rates = deviceRates(h100, model::Precision::BF16, 0);
  const double heads = 16, width = 128, tokens = 16384;
  const double forward_flops = 4 * tokens * tokens * width * heads;
  const double share =
      rates.attentionBackwardEfficiency(2.5 * forward_flops) / rates.attentionEfficiency(forward_flops);
  struct Measured {
    const char *kernel;
    double backward, forward;
  };
  for (const Measured &m :
       {Measured{"FlashAttention-2, 8 K", 318, 370}, Measured{"FlashAttention-2, 16 K", 322, 370},
        Measured{"cuDNN, 8 K", 518, 600}, Measured{"cuDNN, 16 K", 516, 595},
        Measured{"FlashAttention-3, 8 K", 559, 646}, Measured{"FlashAttention-3, 16 K", 561, 648}})
    EXPECT_NEAR(share, m.backward / m.forward, 0.01) << m.kernel;
  EXPECT_LT(rates.attentionBackwardEfficiency(2.5 * forward_flops), rates.attentionEfficiency(forward_flops));
}

// A measured sustained share scales the whole curve so that its top step reaches it: the largest
// GEMMs run at the measured share, smaller ones lose what they lose on the default curve, and the
// 8-bit cap gives way to the measurement. Precisions without one keep the curve.
TEST(ComputeEfficiency, AMeasuredSustainedShareScalesTheCurveToIt) {
  model::Accelerator chip = model::findPreset("dgx-h100-superpod").value().accelerator;
  chip.matrix_sustained = {};
  chip.matrix_sustained[static_cast<std::size_t>(model::Precision::BF16)] = 0.76;
  chip.matrix_sustained[static_cast<std::size_t>(model::Precision::FP8)] = 0.62;
  const DeviceRates bf16 = deviceRates(chip, model::Precision::BF16, 0);
  EXPECT_DOUBLE_EQ(bf16.matrixEfficiency(200e9), 0.76);
  EXPECT_DOUBLE_EQ(bf16.matrixEfficiency(20e9), 0.9 / 0.95 * 0.76);
  EXPECT_DOUBLE_EQ(bf16.matrixEfficiency(2e9), 0.6 / 0.95 * 0.76);
  EXPECT_DOUBLE_EQ(deviceRates(chip, model::Precision::FP8, 0).matrixEfficiency(200e9), 0.62);
  EXPECT_DOUBLE_EQ(deviceRates(chip, model::Precision::FP16, 0).matrixEfficiency(200e9), 0.95);

  // On the chip's own curve the scale is to that curve's best step.
  chip.matrix_efficiency = {{1e9, 0.8}, {0, 0.4}};
  EXPECT_DOUBLE_EQ(deviceRates(chip, model::Precision::BF16, 0).matrixEfficiency(2e9), 0.76);
  EXPECT_DOUBLE_EQ(deviceRates(chip, model::Precision::BF16, 0).matrixEfficiency(0.5e9), 0.4 / 0.8 * 0.76);
}

// The HBM share works the same way on the memory curve, at every precision; the block's memory
// ops slow by the ratio of the shares.
TEST(ComputeEfficiency, AMeasuredHbmShareScalesTheMemoryCurveToIt) {
  model::Accelerator chip = model::findPreset("dgx-h100-superpod").value().accelerator;
  chip.memory_sustained = 0;
  EXPECT_DOUBLE_EQ(deviceRates(chip, model::Precision::BF16, 0).memoryEfficiency(1e9), 0.9);
  chip.memory_sustained = 0.72;
  for (const model::Precision precision : {model::Precision::BF16, model::Precision::FP8}) {
    const DeviceRates rates = deviceRates(chip, precision, 0);
    EXPECT_DOUBLE_EQ(rates.memoryEfficiency(1e9), 0.72);
    EXPECT_DOUBLE_EQ(rates.memoryEfficiency(5e6), 0.6 / 0.9 * 0.72);
    EXPECT_DOUBLE_EQ(memoryOpTime(rates, 1e9), 1e9 / (chip.hbm_bandwidth_Bps * 0.72));
  }
}

bool refuses(const model::Config &c, const std::string &path) {
  const model::Problems problems = model::validate(c);
  return std::any_of(problems.begin(), problems.end(),
                     [&](const model::Problem &p) { return p.path == path; });
}

TEST(ComputeEfficiency, ValidationRefusesASustainedShareBeyondThePeak) {
  model::Config c = a100Block();
  c.accelerator.matrix_sustained[static_cast<std::size_t>(model::Precision::BF16)] = 1.2;
  EXPECT_TRUE(refuses(c, "accelerator.matrix_sustained.bf16"));
  c.accelerator.matrix_sustained[static_cast<std::size_t>(model::Precision::BF16)] = -0.1;
  EXPECT_TRUE(refuses(c, "accelerator.matrix_sustained.bf16"));
  c = a100Block();
  c.accelerator.memory_sustained = 1.05;
  EXPECT_TRUE(refuses(c, "accelerator.memory_sustained"));
}

TEST(ComputeEfficiency, ValidationRefusesTablesThatCannotBeRead) {
  model::Config c = a100Block();
  c.accelerator.matrix_efficiency = {{1e9, 0.8}, {0, 0.2}};
  EXPECT_TRUE(model::validate(c).empty());

  c.accelerator.matrix_efficiency = {{1e9, 0.8}, {1e6, 0.2}}; // sizes below 1 MFLOP find no step
  EXPECT_TRUE(refuses(c, "accelerator.matrix_efficiency[1].from"));
  c.accelerator.matrix_efficiency = {{0, 0.2}, {1e9, 0.8}}; // not largest first
  EXPECT_TRUE(refuses(c, "accelerator.matrix_efficiency[1].from"));
  c.accelerator.matrix_efficiency = {{0, 0}}; // no progress at all
  EXPECT_TRUE(refuses(c, "accelerator.matrix_efficiency[0].fraction"));
  c.accelerator.matrix_efficiency = {{0, 1.2}}; // faster than peak
  EXPECT_TRUE(refuses(c, "accelerator.matrix_efficiency[0].fraction"));
  c.accelerator.matrix_efficiency.clear();
  c.accelerator.memory_efficiency = {{-1, 0.5}};
  EXPECT_TRUE(refuses(c, "accelerator.memory_efficiency[0].from"));
}

} // namespace
} // namespace snp::sim

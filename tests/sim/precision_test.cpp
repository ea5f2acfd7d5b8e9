// Precision by scope: the matrix engine's format apart from what activations, gradients, master
// weights and optimizer state are kept and sent in; FP4 where an accelerator has it.

#include "model/Presets.h"
#include "model/WorkloadSize.h"
#include "sim/reliability/ReliabilityModel.h"
#include "sim/training/TrainingBlock.h"
#include "sim/training/TrainingDevice.h"
#include "sim/training/TrainingMemory.h"

#include <gtest/gtest.h>

namespace snp::sim {
namespace {

using model::Precision;

constexpr std::size_t at(Precision p) { return static_cast<std::size_t>(p); }

// A 1.3 B GPT (24 blocks, h 2048, ffn 4h, 16 heads, s 2048) on one GPU, nothing recomputed.
model::Workload gpt() {
  model::Workload w;
  w.kind = model::WorkloadKind::Transformer;
  w.transformer = {24, 2048, 8192, 16, 2048};
  w.global_batch = 1;
  w.microbatch = 1;
  return w;
}

// Korthikanti et al. (arXiv 2205.05198) eq. 2: a block stores s·b·h·(34 + 5·a·s/h) bytes of 16-bit
// activations. FP8 training casts to FP8 only at the GEMMs and keeps BF16 between them (NVIDIA
// Transformer Engine), so an FP8 run stores exactly the BF16 figure; FP32 activations double it.
TEST(PrecisionByScope, Fp8MatmulKeepsBf16Activations) {
  model::Workload w = gpt();
  w.precision = Precision::FP8;
  ASSERT_EQ(w.activation_precision, Precision::BF16);
  const double s = 2048, b = 1, h = 2048, a = 16, layers = 24;
  const double closed_form = layers * s * b * h * (34 + 5 * a * s / h);
  EXPECT_DOUBLE_EQ(memoryFootprint(w).activations_B, closed_form);
  w.activation_precision = Precision::FP32;
  EXPECT_DOUBLE_EQ(memoryFootprint(w).activations_B, 2 * closed_form);
  // The working weights are what the FP8 GEMMs read: one byte each.
  EXPECT_DOUBLE_EQ(memoryFootprint(w).weights_B, model::parameterCount(w) * 1);
}

// Adam's state per parameter: working weight + gradient + 2 moments + master where wider than the
// weight. BF16 with FP32 gradients is Megatron-LM's 18 bytes; FP8 17; BF16 moments save 4.
TEST(PrecisionByScope, StateBytesFollowEachScope) {
  model::Workload w = gpt();
  model::StateBytesPerParameter state = model::stateBytesPerParameter(w);
  EXPECT_DOUBLE_EQ(state.weight + state.gradient + state.optimizer, 18);
  w.precision = Precision::FP8;
  state = model::stateBytesPerParameter(w);
  EXPECT_DOUBLE_EQ(state.weight + state.gradient + state.optimizer, 17);
  w.precision = Precision::BF16;
  w.optimizer_precision = Precision::BF16;
  w.gradient_precision = Precision::BF16;
  state = model::stateBytesPerParameter(w);
  EXPECT_DOUBLE_EQ(state.gradient, 2);
  EXPECT_DOUBLE_EQ(state.optimizer, 2 * 2 + 4);
  // An fp32 run keeps no separate master copy.
  w.precision = Precision::FP32;
  EXPECT_DOUBLE_EQ(model::stateBytesPerParameter(w).optimizer, 2 * 2);
}

// A checkpoint holds the working weights and the optimizer state, each in its own scope.
TEST(PrecisionByScope, CheckpointSizeFollowsTheOptimizerScopes) {
  model::Config config = model::findPreset("dgx-h100-superpod").value();
  config.reliability.checkpoint_size_B = 0;
  const double parameters = model::parameterCount(config.workload);
  EXPECT_DOUBLE_EQ(checkpointSizeB(config), parameters * (2 + 2 * 4 + 4));
  config.workload.optimizer_precision = Precision::BF16;
  EXPECT_DOUBLE_EQ(checkpointSizeB(config), parameters * (2 + 2 * 2 + 4));
}

// Transformer Engine ("FP8 Delayed Scaling"): current scaling reads a GEMM input twice, for its amax
// and for the cast, delayed scaling once. In one Llama 3 70B block on one H100 the casts are the four
// linears' inputs forward, s·(3h + ffn) values, and their output gradients backward,
// s·(q + 2kv + h + 2·ffn + h); current scaling moves 2 more bytes for each, every one of them at the
// memory's large-transfer efficiency. A BF16 block casts nothing.
TEST(PrecisionByScope, CurrentScalingReadsEveryCastInputOnceMore) {
  const model::Accelerator h100 = model::findPreset("dgx-h100-superpod").value().accelerator;
  model::Workload w = gpt();
  w.transformer = {80, 8192, 28672, 64, 8192, 128256};
  w.transformer.kv_heads = 8;
  w.transformer.gated_mlp = true;
  w.flash_attention = true;
  const double s = 8192, h = 8192, ffn = 28672, kv = 8 * 128;
  const double values = s * (3 * h + ffn) + s * ((h + 2 * kv) + h + 2 * ffn + h);
  for (Precision precision : {Precision::FP8, Precision::BF16}) {
    w.precision = precision;
    const DeviceRates rates = deviceRates(h100, precision, 0);
    ASSERT_EQ(rates.memoryEfficiency(4 * s * h), rates.memoryEfficiency(1e15)); // the top step
    w.low_precision_scaling = model::LowPrecisionScaling::Delayed;
    const BlockCost delayed = transformerBlockCost(rates, w);
    w.low_precision_scaling = model::LowPrecisionScaling::Current;
    const BlockCost current = transformerBlockCost(rates, w);
    const double extra = current.forward_s + current.backward_s - delayed.forward_s - delayed.backward_s;
    const double expected =
        precision == Precision::FP8 ? 2 * values / (rates.memory_Bps * rates.memoryEfficiency(1e15)) : 0;
    EXPECT_NEAR(extra, expected, 1e-9 * delayed.forward_s) << model::toString(precision);
  }
}

// Narrow training multiplies its GEMMs in FP8 or FP4 but runs the fused attention kernel in BF16
// (Transformer Engine's DotProductAttention without fp8_dpa; DeepSeek-V3 §3.3.1). With the H100's
// FP8 peak raised a thousandfold the GEMMs cost next to nothing; doubling its BF16 peak then takes
// exactly half of the attention's forward products off the block: for 16 heads of 128 at a
// sequence of 8,192, QKᵀ and PV are 4·b·a·s²·d FLOPs, at the fused kernel's 73 % of the BF16 peak.
TEST(PrecisionByScope, Fp8TrainingKeepsTheFusedAttentionInBf16) {
  model::Accelerator chip = model::findPreset("dgx-h100-superpod").value().accelerator;
  chip.peak_flops[at(Precision::FP8)] *= 1000;
  model::Workload w = gpt();
  w.transformer.sequence = 8192;
  w.precision = Precision::FP8;
  w.flash_attention = true;
  const double forward = transformerBlockCost(deviceRates(chip, Precision::FP8, 0), w).forward_s;
  const double bf16 = chip.peak_flops[at(Precision::BF16)];
  chip.peak_flops[at(Precision::BF16)] = 2 * bf16;
  const double faster = transformerBlockCost(deviceRates(chip, Precision::FP8, 0), w).forward_s;
  const double attention = 4.0 * 1 * 16 * 8192.0 * 8192.0 * 128 / (bf16 * kFusedAttentionEfficiency);
  EXPECT_NEAR(forward - faster, attention / 2, 1e-9 * forward);
}

// GB200 NVL72 datasheet: 1,440 PFLOPS FP4 with sparsity over 72 GPUs, 10 PFLOPS dense each; the
// elementwise work of an FP4 run stays at BF16.
TEST(PrecisionByScope, Fp4UsesTheB200Fp4Peak) {
  const model::Config config = model::findPreset("gb200-nvl72").value();
  EXPECT_DOUBLE_EQ(config.accelerator.peak_flops[at(Precision::FP4)], 10e15);
  const DeviceRates fp4 = deviceRates(config, Precision::FP4);
  const DeviceRates bf16 = deviceRates(config, Precision::BF16);
  EXPECT_DOUBLE_EQ(fp4.matrix_flops, 10e15);
  EXPECT_DOUBLE_EQ(fp4.vector_flops, bf16.vector_flops);
  // 1 TFLOP of GEMM at ≥ 128 GFLOP runs at the share measured for FP4 (75 %, Azure's cuBLASLt).
  EXPECT_DOUBLE_EQ(config.accelerator.matrix_sustained[at(Precision::FP4)], 0.75);
  EXPECT_DOUBLE_EQ(matrixOpTime(fp4, 1e12, 0), 1e12 / (10e15 * 0.75));
  for (const model::Config &other : model::presets()) {
    // DGX B200 runs the same die at 1,000 W: 9 PFLOPS dense FP4 (HGX B200).
    const double expected = other.id == "gb200-nvl72" ? 10e15 : other.id == "dgx-b200-superpod" ? 9e15 : 0;
    EXPECT_EQ(other.accelerator.peak_flops[at(Precision::FP4)], expected) << other.id;
  }
}

// A100 white paper, Table 1: 78 TFLOPS FP16 and 39 TFLOPS BF16 on the CUDA cores. A 32 GFLOP
// elementwise op (≥ 16 GFLOP: 95 % efficient in Calculon's table) takes 32e9 / (78e12 × 0.95) s.
TEST(VectorRates, AVectorOpRunsAtTheAcceleratorsOwnVectorPeak) {
  const model::Accelerator a100 = model::findPreset("selene-megatron-1t").value().accelerator;
  const DeviceRates fp16 = deviceRates(a100, Precision::FP16, 0);
  EXPECT_DOUBLE_EQ(fp16.vector_flops, 78e12);
  EXPECT_DOUBLE_EQ(vectorOpTime(fp16, 32e9, 0), 32e9 / (78e12 * 0.95));
  EXPECT_DOUBLE_EQ(deviceRates(a100, Precision::BF16, 0).vector_flops, 39e12);
  // H100 SXM (H100 white paper): 133.8 TFLOPS BF16 non-tensor, also what its FP8 runs get.
  const model::Accelerator h100 = model::findPreset("dgx-h100-superpod").value().accelerator;
  EXPECT_DOUBLE_EQ(deviceRates(h100, Precision::FP8, 0).vector_flops, 133.8e12);
}

// Unpublished (0): a quarter of the matrix peak at the vector precision, and the figure says so.
TEST(VectorRates, ZeroVectorRateFallsBackToAQuarterOfTheMatrixPeak) {
  model::Accelerator chip = model::findPreset("tpu-v4-pod").value().accelerator;
  ASSERT_EQ(chip.vector_flops[at(Precision::BF16)], 0);
  EXPECT_DOUBLE_EQ(deviceRates(chip, Precision::BF16, 0).vector_flops, 0.25 * 275e12);
  EXPECT_DOUBLE_EQ(deviceRates(chip, Precision::FP8, 0).vector_flops, 0.25 * 275e12);
  chip.vector_flops[at(Precision::BF16)] = 40e12;
  EXPECT_DOUBLE_EQ(deviceRates(chip, Precision::BF16, 0).vector_flops, 40e12);
}

} // namespace
} // namespace snp::sim

#pragma once

#include "model/Hardware.h"

#include <array>
#include <span>
#include <vector>

namespace snp::sim {

// Achieved fraction of peak as a function of an operation's size: small kernels cannot fill the
// machine. An accelerator may carry its own curves (Accelerator::matrix_efficiency, ...); these
// are the defaults, the step tables of Calculon's system files (Isaev et al., SC '23;
// github.com/calculon-ai/calculon, systems/a100_80g.json and systems/h100_80g_nvl8.json, which
// give A100 and H100 the same curves).

// Matrix (tensor core) engine, keyed by the operation's FLOP.
inline constexpr std::array<model::EfficiencyStep, 4> kDefaultMatrixEfficiency{
    {{128e9, 0.95}, {16e9, 0.9}, {1e9, 0.6}, {0, 0.1}}};

// Calculon's curve was measured on 16-bit GEMMs. At 8 bits the tensor cores double their rate
// but the operands' feed and the scaling do not keep up: DeepSeek's tuned DeepGEMM reaches 1,350
// to 1,550 TFLOP/s of an H800's 1,979 dense FP8 peak (github.com/deepseek-ai/DeepGEMM, README
// performance table), so an 8-bit GEMM gets at most this share of its peak under the default
// curve. INT8 runs the same tensor-core path at the same rate (H100 datasheet: 1,979 TOPS).
inline constexpr double kEightBitMatrixCeiling = 0.78;

// The fused attention kernel (FlashAttention) interleaves its products with the softmax and cannot
// run at a plain GEMM's efficiency: FlashAttention-2 reaches 50-73 % of the A100's peak (Dao 2023,
// arXiv 2307.08691), so its products are priced at most at the top of that range, by training
// and serving alike.
inline constexpr double kFusedAttentionEfficiency = 0.73;

// Its backward kernel (the scores formed again, then five products where the forward has two) runs
// slower than its forward, by the same share in every implementation measured: on H100 at head
// width 128 and 8-16 K tokens without a causal mask, FlashAttention-2 318 against 370 TFLOP/s,
// cuDNN 516-518 against 595-600, FlashAttention-3 559-561 against 646-648 (Shah et al. 2024,
// arXiv 2407.08608, attention forward and backward speed figures): 0.859-0.870 of the forward's
// rate, 0.865 on average.
inline constexpr double kFusedAttentionBackwardShare = 0.865;

// Vector (SIMT) engine, keyed by the operation's FLOP.
inline constexpr std::array<model::EfficiencyStep, 3> kDefaultVectorEfficiency{
    {{16e9, 0.95}, {1e9, 0.5}, {0, 0.1}}};

// HBM streaming, keyed by the bytes the operation moves.
inline constexpr std::array<model::EfficiencyStep, 4> kDefaultMemoryEfficiency{
    {{100e6, 0.9}, {10e6, 0.75}, {1e6, 0.6}, {0, 0.3}}};

// The accelerator's own curve, or the default where it has none.
template <std::size_t N>
std::span<const model::EfficiencyStep> curveOrDefault(const std::vector<model::EfficiencyStep> &own,
                                                      const std::array<model::EfficiencyStep, N> &fallback) {
  if (own.empty()) return fallback;
  return own;
}

// The fraction of the largest step the size reaches; validation guarantees the last step starts
// at 0. Every step is visited, smallest first, with a select rather than a branch: operation sizes
// alternate between steps, and a mispredicted early exit cost a quarter of an evaluation.
inline double efficiencyAt(std::span<const model::EfficiencyStep> curve, double size) {
  double fraction = curve.empty() ? 1.0 : curve.back().fraction;
  for (auto step = curve.rbegin(); step != curve.rend(); ++step)
    fraction = size >= step->from ? step->fraction : fraction;
  return fraction;
}

} // namespace snp::sim

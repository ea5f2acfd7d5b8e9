#pragma once

#include "model/Config.h"
#include "model/Hardware.h"
#include "model/Precision.h"
#include "sim/training/ComputeEfficiency.h"
#include "sim/training/JunctionTemperature.h"
#include "sim/training/PowerCap.h"

#include <algorithm>
#include <cstddef>
#include <span>

namespace snp::sim {

// The three engines one training op can be limited by, at the workload's precision, with the
// fraction of each peak an operation of a given size reaches.
struct DeviceRates {
  double matrix_flops = 0; // tensor-core peak, FLOP/s
  double vector_flops = 0; // elementwise peak, FLOP/s
  double memory_Bps = 0;   // HBM bandwidth
  std::span<const model::EfficiencyStep> matrix_efficiency = kDefaultMatrixEfficiency;
  std::span<const model::EfficiencyStep> vector_efficiency = kDefaultVectorEfficiency;
  std::span<const model::EfficiencyStep> memory_efficiency = kDefaultMemoryEfficiency;
  double matrix_scale = 1;   // brings the curve's top step to the chip's measured sustained share
  double matrix_ceiling = 1; // highest share of matrix_flops any GEMM reaches at this precision
  double memory_scale = 1;   // brings the memory curve's top step to the chip's measured share
  // The fused attention kernel's products run in the activations' 16-bit format whatever the
  // GEMMs' (attention_flops: that format's peak; attention_scale: its measured sustained share).
  double attention_flops = 0;
  double attention_scale = 1;

  double matrixEfficiency(double flops) const {
    return std::min(efficiencyAt(matrix_efficiency, flops) * matrix_scale, matrix_ceiling);
  }
  double vectorEfficiency(double flops) const { return efficiencyAt(vector_efficiency, flops); }
  double attentionEfficiency(double flops) const {
    return std::min(efficiencyAt(matrix_efficiency, flops) * attention_scale, kFusedAttentionEfficiency);
  }
  double attentionBackwardEfficiency(double flops) const {
    return attentionEfficiency(flops) * kFusedAttentionBackwardShare;
  }
  double memoryEfficiency(double bytes) const {
    return std::min(efficiencyAt(memory_efficiency, bytes) * memory_scale, 1.0);
  }
};

// Where an accelerator's vector rate is unpublished (vector_flops 0), the vector engine is taken
// as a quarter of the matrix peak (A100: 78 of 312 TFLOPS in fp16).
inline constexpr double kVectorPerMatrixPeak = 0.25;

// The format elementwise ops run in. 8-bit training multiplies matrices in FP8 only: softmax,
// normalisation, activations and the optimizer stay in BF16 or FP32 (NVIDIA Transformer Engine
// documentation, "Using FP8 with Transformer Engine"; DeepSeek-V3, arXiv 2412.19437, §3.3), and
// the CUDA cores have no FP8 arithmetic. FP4 feeds the tensor cores only, the same way.
constexpr model::Precision vectorPrecision(model::Precision precision) {
  return precision == model::Precision::FP8 || precision == model::Precision::INT8 ||
                 precision == model::Precision::FP4
             ? model::Precision::BF16
             : precision;
}

// The default curve is a 16-bit one; an accelerator's own curve, or its measured sustained share
// at the precision, is taken as measured.
inline double matrixCeiling(const model::Accelerator &accelerator, model::Precision precision) {
  const bool eight_bit = precision == model::Precision::FP8 || precision == model::Precision::INT8;
  const bool measured = !accelerator.matrix_efficiency.empty() ||
                        accelerator.matrix_sustained[static_cast<std::size_t>(precision)] > 0;
  return eight_bit && !measured ? kEightBitMatrixCeiling : 1.0;
}

// The factor that scales a size curve so that its best step reaches the share of the peak the
// chip was measured to sustain; 1 where no measurement is given (0). The curve keeps its shape:
// how much smaller operations lose against the largest.
inline double sustainedScale(double sustained, std::span<const model::EfficiencyStep> curve) {
  double top = 0;
  for (const model::EfficiencyStep &step : curve)
    top = std::max(top, step.fraction);
  return sustained > 0 && top > 0 ? sustained / top : 1.0;
}

// A power cap (or the temperature's limit) slows the tensor cores, whose products are
// power-limited; memory-bound work draws below the cap and keeps its rate (vector work here is mostly
// memory-bound). Narrow training keeps attention in BF16: Transformer Engine's DotProductAttention runs FP8
// only when asked (fp8_dpa, off in its recipes by default), and DeepSeek-V3 keeps attention in BF16 (arXiv
// 2412.19437, §3.3.1).
// `cap_W` limits what the chip draws while computing (0: nothing does).
inline DeviceRates deviceRates(const model::Accelerator &accelerator, model::Precision precision,
                               double cap_W) {
  const double capped = powerCapThroughput(accelerator, cap_W);
  const double matrix = accelerator.peak_flops[static_cast<std::size_t>(precision)] * capped;
  const auto vector_precision = static_cast<std::size_t>(vectorPrecision(precision));
  const double published = accelerator.vector_flops[vector_precision];
  const double vector =
      published > 0 ? published : accelerator.peak_flops[vector_precision] * kVectorPerMatrixPeak;
  const std::span<const model::EfficiencyStep> matrix_curve =
      curveOrDefault(accelerator.matrix_efficiency, kDefaultMatrixEfficiency);
  const std::span<const model::EfficiencyStep> memory_curve =
      curveOrDefault(accelerator.memory_efficiency, kDefaultMemoryEfficiency);
  const auto attention_precision = static_cast<std::size_t>(vectorPrecision(precision));
  return {matrix,
          vector,
          accelerator.hbm_bandwidth_Bps,
          matrix_curve,
          curveOrDefault(accelerator.vector_efficiency, kDefaultVectorEfficiency),
          memory_curve,
          sustainedScale(accelerator.matrix_sustained[static_cast<std::size_t>(precision)], matrix_curve),
          matrixCeiling(accelerator, precision),
          sustainedScale(accelerator.memory_sustained, memory_curve),
          accelerator.peak_flops[attention_precision] * capped,
          sustainedScale(accelerator.matrix_sustained[attention_precision], matrix_curve)};
}

// The configuration's accelerators as their power cap and their cooling let them run.
inline DeviceRates deviceRates(const model::Config &config, model::Precision precision) {
  return deviceRates(config.accelerator, precision, operatingCapW(config));
}

// Time of one op: compute at the size-dependent efficiency plus its HBM traffic. Compute and
// memory add (Calculon's "no_overlap" mode, the one it validates with). Inline: a transformer
// block evaluates about a hundred of these.
inline double memoryOpTime(const DeviceRates &rates, double bytes) {
  return bytes > 0 ? bytes / (rates.memory_Bps * rates.memoryEfficiency(bytes)) : 0;
}

inline double matrixOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.matrix_flops * rates.matrixEfficiency(flops)) : 0;
  return compute + memoryOpTime(rates, bytes);
}

inline double vectorOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.vector_flops * rates.vectorEfficiency(flops)) : 0;
  return compute + memoryOpTime(rates, bytes);
}

} // namespace snp::sim

#pragma once

#include "model/Hardware.h"
#include "model/Precision.h"
#include "sim/ComputeEfficiency.h"

#include <cstddef>

namespace snp::sim {

// The three engines one training op can be limited by, at the workload's precision.
struct DeviceRates {
  double matrix_flops = 0; // tensor-core peak, FLOP/s
  double vector_flops = 0; // elementwise peak, FLOP/s
  double memory_Bps = 0;   // HBM bandwidth
};

// Accelerator only lists matrix peaks, so the vector engine is taken as a quarter of the
// matrix peak (A100: 78 of 312 TFLOPS in fp16).
inline constexpr double kVectorPerMatrixPeak = 0.25;

inline DeviceRates deviceRates(const model::Accelerator &accelerator, model::Precision precision) {
  const double matrix = accelerator.peak_flops[static_cast<std::size_t>(precision)];
  return {matrix, matrix * kVectorPerMatrixPeak, accelerator.hbm_bandwidth_Bps};
}

// Time of one op: compute at the size-dependent efficiency plus its HBM traffic. Compute and
// memory add (Calculon's "no_overlap" mode, the one it validates with). Inline: a transformer
// block evaluates about a hundred of these.
inline double memoryOpTime(const DeviceRates &rates, double bytes) {
  return bytes > 0 ? bytes / (rates.memory_Bps * memoryEfficiency(bytes)) : 0;
}

inline double matrixOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.matrix_flops * matrixEfficiency(flops)) : 0;
  return compute + memoryOpTime(rates, bytes);
}

inline double vectorOpTime(const DeviceRates &rates, double flops, double bytes) {
  const double compute = flops > 0 ? flops / (rates.vector_flops * vectorEfficiency(flops)) : 0;
  return compute + memoryOpTime(rates, bytes);
}

} // namespace snp::sim

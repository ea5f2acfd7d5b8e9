#pragma once

#include "model/Hardware.h"
#include "model/Precision.h"

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

DeviceRates deviceRates(const model::Accelerator &accelerator, model::Precision precision);

// Time of one op: compute at the size-dependent efficiency plus its HBM traffic. Compute and
// memory add (Calculon's "no_overlap" mode, the one it validates with).
double matrixOpTime(const DeviceRates &rates, double flops, double bytes);
double vectorOpTime(const DeviceRates &rates, double flops, double bytes);

} // namespace snp::sim

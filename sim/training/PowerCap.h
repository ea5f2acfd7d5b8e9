#pragma once

#include "model/Hardware.h"

#include <algorithm>
#include <cmath>

namespace snp::sim {

// What a chip draws and how fast it computes under a power cap: accelerator.power_cap_W, or the
// power its max operating temperature allows where lower (operatingCapW,
// sim/training/JunctionTemperature.h). A cap of 0 is none.

// Large GEMMs are power-limited: BF16 products of 64 GFLOP and more draw a median 0.92-0.99 of the
// power limit, mostly 0.97-0.98, on H200 (700 W), B200 (1,000 W) and GB200 (1,200 W), in the power
// columns of NVIDIA's GEMM measurements (github.com/ai-dynamo/aiconfigurator, systems/data/*/gemm).
// A cap above this share of TDP leaves them at full speed.
inline constexpr double kComputeDrawShareOfTdp = 0.97;

// Above the voltage floor the clock falls as the power's 0.30th power: the H100 NVL runs the same
// 132 SMs as the H100 SXM at 1,545 against 1,830 MHz on 400 against 700 W (NVIDIA H100 datasheet;
// 0.844 = 0.571^0.30). Measured pairs agree: A100 PCIe 300 W against SXM 400 W sustain 252.9 and
// 271.2 TFLOP/s (0.75^0.24), B200 1,000 W against GB200 1,200 W 0.24-0.29 (S. Bekman, Machine
// Learning Engineering, "Maximum Achievable Matmul FLOPS comparison table").
inline constexpr double kClockPowerExponent = 0.30;

// Below about 0.55 of TDP the voltage reaches its floor and only the clock can fall: the dynamic
// power, the cap less the static (idle) draw, scales with it. A GB300 capped at 500 W of its 1,400 W
// rating ran GEMMs at 0.28-0.39 of its uncapped rate (github.com/facebookexperimental/triton, pull
// request 2023), which this gives with a quarter of the rating static.
inline constexpr double kVoltageFloorShareOfTdp = 0.55;

// Power the chip draws while it computes: its TDP, or the cap where that is lower.
inline double computeDrawW(const model::Accelerator &accelerator, double cap_W) {
  return cap_W > 0 ? std::min(accelerator.tdp_W, cap_W) : accelerator.tdp_W;
}

// The share of its uncapped matrix throughput the chip keeps under a cap; 1 without one.
inline double powerCapThroughput(const model::Accelerator &accelerator, double cap) {
  const double uncapped = kComputeDrawShareOfTdp * accelerator.tdp_W;
  if (!(cap > 0) || cap >= uncapped) return 1.0;
  const double knee = kVoltageFloorShareOfTdp * accelerator.tdp_W;
  if (cap >= knee) return std::pow(cap / uncapped, kClockPowerExponent);
  const double atKnee = std::pow(knee / uncapped, kClockPowerExponent);
  const double dynamicShare = (cap - accelerator.idle_W) / std::max(knee - accelerator.idle_W, 1e-9);
  return atKnee * std::clamp(dynamicShare, 0.0, 1.0);
}

} // namespace snp::sim

#pragma once

// The bundled configurations one by one; presets() lists them. Internal to the model library.

#include "model/Config.h"

#include <array>

namespace snp::model::preset {

// The systems of the three source articles (shared/seeds/DIGEST.md).
Config seedS1();
Config seedS2();
Config seedS3();

// Published reference systems (each cites its vendor documents and papers) and a conventional baseline.
Config gb200Nvl72();
Config dgxH100SuperPod();
Config tpuV4Pod();
Config cloudMatrix384();
Config baselineRoceFatTree();
// Megatron-LM's 1T-parameter run on 3,072 A100 (Narayanan et al. SC21): a measured reference.
Config seleneMegatron1T();

// Dense peak rates in the order of Precision; 0 = the format is not supported.
constexpr std::array<double, kPrecisionCount> peakFlops(double fp32, double tf32, double bf16, double fp16,
                                                        double fp8, double int8, double fp4 = 0) {
  return {fp32, tf32, bf16, fp16, fp8, int8, fp4};
}

// GPT-3 175B (Brown et al. 2020), as Calculon models it.
constexpr TransformerShape kGpt3_175B{96, 12288, 49152, 96, 2048, 51200};

// A ~100B GPT with the GPT-3 proportions: 12·L·h² = 12·80·10240² ≈ 1.0e11 parameters.
constexpr TransformerShape kGpt100B{80, 10240, 40960, 80, 2048, 51200};

} // namespace snp::model::preset

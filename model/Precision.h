#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace snp::model {

// Numeric formats an accelerator computes in; the order indexes Accelerator::peak_flops. New
// formats are appended so that stored indices keep their meaning. FP4 (NVIDIA Blackwell's NVFP4
// and the OCP MXFP4, 4-bit values with a shared scale) is a matrix input format only.
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, FP4 };
inline constexpr std::size_t kPrecisionCount = static_cast<std::size_t>(Precision::FP4) + 1;

inline constexpr std::array<std::string_view, kPrecisionCount> kPrecisionNames = {
    "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "fp4"};

// Bytes one value occupies in the given format.
constexpr double bytesPerValue(Precision p) {
  switch (p) {
  case Precision::FP32:
  case Precision::TF32: return 4.0;
  case Precision::BF16:
  case Precision::FP16: return 2.0;
  case Precision::FP8:
  case Precision::INT8: return 1.0;
  case Precision::FP4: return 0.5; // the per-block scale factors are left out
  }
  return 4.0;
}

constexpr std::string_view toString(Precision p) { return kPrecisionNames[static_cast<std::size_t>(p)]; }

inline std::optional<Precision> precisionFromString(std::string_view name) {
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    if (kPrecisionNames[i] == name) return static_cast<Precision>(i);
  return std::nullopt;
}

} // namespace snp::model

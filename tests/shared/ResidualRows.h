#pragma once

// One row of sim/accuracy/ValidationResiduals.cpp as the validation tests write it: the run, its
// figure class, the chip family and precision it ran on, and simulated / published − 1.

#include "model/Hardware.h"
#include "model/Precision.h"

#include <fmt/format.h>

#include <string>
#include <string_view>

namespace snp::testing {

inline std::string residualRow(std::string_view run, std::string_view figure_class,
                               model::Architecture architecture, model::Precision precision, double error) {
  constexpr std::string_view kArchitectures[] = {"Unknown",   "Ampere", "Hopper",
                                                 "Blackwell", "TpuV4",  "Ascend910"};
  constexpr std::string_view kPrecisions[] = {"FP32", "TF32", "BF16", "FP16", "FP8", "INT8", "FP4"};
  return fmt::format("    {{\"{}\", {}, Architecture::{}, Precision::{}, {:.4f}}},\n", run, figure_class,
                     kArchitectures[static_cast<std::size_t>(architecture)],
                     kPrecisions[static_cast<std::size_t>(precision)], error);
}

} // namespace snp::testing

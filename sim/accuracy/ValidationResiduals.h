#pragma once

// How far the simulator stood from each published run it is held against: the evidence the error
// bands (ErrorBand.h) rest on. The table is written by the validation tests
// (tests/sim/validation_runs_test.cpp, tests/sim/serving_test.cpp), never typed by hand.

#include "model/Hardware.h"
#include "model/Precision.h"

#include <span>
#include <string_view>

namespace snp::sim {

// The kinds of figure a published run measures, each with a band of its own.
enum class FigureClass { TrainingThroughput, ServingLatency, ServingThroughput };

struct ValidationResidual {
  std::string_view run;
  FigureClass figure_class;
  model::Architecture architecture;
  model::Precision precision;
  // simulated / published − 1: above 0 the simulator said more than was measured (for a
  // throughput, optimistic; for a latency, pessimistic).
  double error = 0;
};

std::span<const ValidationResidual> validationResiduals();

} // namespace snp::sim

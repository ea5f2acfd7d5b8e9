#pragma once

#include "model/Config.h"

namespace snp::sim {

// Steps a token budget takes: ⌈workload.tokens_to_train / (global batch × tokens per sample)⌉, 0
// without a budget.
double stepsToTrain(const model::Workload &workload);

// The compute the run needs before failures: steps × (step time + per-step overhead) with a token
// budget, reliability.training_duration_s without one. `step_s` is the training step's time.
double usefulComputeS(const model::Config &config, double step_s);

// The same, evaluating the training step itself (only when a budget is set).
double usefulComputeS(const model::Config &config);

} // namespace snp::sim

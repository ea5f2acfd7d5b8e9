#include "sim/training/TimeToTrain.h"

#include "model/WorkloadSize.h"
#include "sim/training/TrainingStep.h"

#include <cmath>

namespace snp::sim {

double stepsToTrain(const model::Workload &workload) {
  const double tokens_per_step = double(workload.global_batch) * model::tokensPerSample(workload);
  if (!(workload.tokens_to_train > 0) || !(tokens_per_step > 0)) return 0;
  return std::ceil(workload.tokens_to_train / tokens_per_step);
}

double usefulComputeS(const model::Config &config, double step_s) {
  const double steps = stepsToTrain(config.workload);
  if (steps <= 0) return config.reliability.training_duration_s;
  return steps * (step_s + config.workload.step_overhead_s);
}

double usefulComputeS(const model::Config &config) {
  if (stepsToTrain(config.workload) <= 0) return config.reliability.training_duration_s;
  return usefulComputeS(config, trainingStep(config, config.workload).total());
}

} // namespace snp::sim

// Time to train: a token budget becomes steps, failure-free compute and, through the reliability
// model, the expected wall time.

#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/training/TimeToTrain.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

// The DGX H100 SuperPOD preset given Llama 3 405B's budget: 15.6 T tokens (Dubey et al. 2024, §3.1).
model::Config llama3Budget() {
  model::Config c = model::findPreset("dgx-h100-superpod").value();
  c.workload.tokens_to_train = 15.6e12;
  return c;
}

TEST(TimeToTrain, StepsAreTheBudgetOverTheTokensOfAStep) {
  const model::Config c = llama3Budget();
  const double tokens_per_step = double(c.workload.global_batch) * c.workload.transformer.sequence;
  ASSERT_GT(tokens_per_step, 0);
  EXPECT_DOUBLE_EQ(stepsToTrain(c.workload), std::ceil(15.6e12 / tokens_per_step));
  model::Workload none = c.workload;
  none.tokens_to_train = 0;
  EXPECT_EQ(stepsToTrain(none), 0);
}

TEST(TimeToTrain, FailureFreeTimeIsStepsTimesStepAndOverhead) {
  model::Config c = llama3Budget();
  c.workload.step_overhead_s = 0.5;
  const Results r = evaluate(c);
  const double steps = r.training.steps_to_train.value;
  EXPECT_NEAR(r.training.failure_free_time_s.value, steps * (r.training.step_time_s.value + 0.5),
              1e-9 * r.training.failure_free_time_s.value);
}

// The reliability model runs exactly that compute: the wall time is it over the goodput, and a
// longer run sees proportionally more interruptions.
TEST(TimeToTrain, TheWallTimeStretchesTheBudgetByTheGoodput) {
  const model::Config c = llama3Budget();
  const Results r = evaluate(c);
  const double useful = r.training.failure_free_time_s.value;
  EXPECT_NEAR(r.reliability.expected_wall_time_s.value * r.reliability.goodput.value, useful, 1e-6 * useful);
  EXPECT_GT(r.reliability.expected_wall_time_s.value, useful);
  // The stand-alone evaluation (Monte Carlo, sweeps) derives the same compute from the config.
  EXPECT_NEAR(evaluateReliability(c).expected_wall_time_s.value, r.reliability.expected_wall_time_s.value,
              1e-9 * r.reliability.expected_wall_time_s.value);

  model::Config twice = c;
  twice.workload.tokens_to_train *= 2;
  const Results r2 = evaluate(twice);
  EXPECT_NEAR(r2.reliability.expected_interruptions.value / r.reliability.expected_interruptions.value, 2,
              0.01);
}

TEST(TimeToTrain, WithoutABudgetTheRunLastsThePolicysDuration) {
  model::Config c = llama3Budget();
  c.workload.tokens_to_train = 0;
  const Results r = evaluate(c);
  EXPECT_DOUBLE_EQ(r.training.failure_free_time_s.value, c.reliability.training_duration_s);
  EXPECT_NEAR(r.reliability.expected_wall_time_s.value * r.reliability.goodput.value,
              c.reliability.training_duration_s, 1e-6 * c.reliability.training_duration_s);
}

} // namespace
} // namespace snp::sim

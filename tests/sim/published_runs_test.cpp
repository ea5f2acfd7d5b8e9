// Whole presets against measured training runs that were published for the same machine.
#include "model/Presets.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace {

using namespace snp;

// Narayanan et al. (SC21, arXiv 2104.04473) count the FLOPs of one iteration, activation
// recompute included, as 96 B s l h^2 (1 + s/(6h) + V/(16 l h)).
double megatronIterationFlops(const model::Workload &w) {
  const model::TransformerShape &t = w.transformer;
  const double B = w.global_batch, s = t.sequence, l = t.layers, h = t.hidden, V = t.vocabulary;
  return 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
}

TEST(PublishedRuns, Megatron1TOn3072A100) {
  const model::Config config = model::findPreset("selene-megatron-1t").value();
  const sim::Results results = sim::evaluate(config);
  const double step = results.training.step_time_s.value;
  const double perGpu = megatronIterationFlops(config.workload) / (step * config.accelerators());
  std::printf("1T on 3,072 A100: step %.1f s, %.0f TFLOP/s per GPU (published 163)\n", step, perGpu / 1e12);

  // Published: 163 TFLOP/s per GPU. The 2021 software was slower than what Korthikanti et al.
  // measured a year later on the same machine, hence 15 %.
  EXPECT_NEAR(perGpu, 163e12, 0.15 * 163e12);
  // Korthikanti et al. (Table 5, full recompute) ran the same pipeline (TP 8, PP 64, 512
  // microbatches of one sequence) in 94.42 s; data parallelism adds only the gradient sync.
  EXPECT_NEAR(step, 94.42, 0.10 * 94.42);
  EXPECT_TRUE(results.training.fits_memory);
}

} // namespace

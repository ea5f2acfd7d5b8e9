// The whole evaluation: every figure of every preset explains itself and is repeatable.
#include "model/Presets.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

TEST(Evaluate, EveryFigureOfEveryPresetCarriesItsExplanation) {
  for (const model::Config &preset : model::presets()) {
    int figures = 0;
    forEachFigure(evaluate(preset), [&](std::string_view section, std::string_view name, const Figure &f) {
      const std::string path = preset.id + ": " + std::string(section) + "." + std::string(name);
      EXPECT_TRUE(std::isfinite(f.value)) << path;
      EXPECT_FALSE(f.formula.empty()) << path;
      EXPECT_GE(f.term_count, 1) << path;
      for (std::uint8_t i = 0; i < f.term_count; ++i)
        EXPECT_FALSE(f.terms[i].name.empty()) << path;
      ++figures;
    });
    EXPECT_GT(figures, 80) << preset.id;
  }
}

TEST(Evaluate, IsPureSameConfigurationSameFigures) {
  const model::Config config = model::findPreset("seed-s3").value();
  std::vector<double> first, second;
  forEachFigure(evaluate(config), [&](auto, auto, const Figure &f) { first.push_back(f.value); });
  evaluate(model::findPreset("tpu-v4-pod").value()); // nothing carries over between calls
  forEachFigure(evaluate(config), [&](auto, auto, const Figure &f) { second.push_back(f.value); });
  EXPECT_EQ(first, second);
}

TEST(Evaluate, PowerFollowsTheTrainingUtilisation) {
  // Accelerators draw idle + busy x (TDP - idle), busy = compute share of the step.
  const model::Config config = model::findPreset("dgx-h100-superpod").value();
  const Results r = evaluate(config);
  const double busy = r.training.compute_s.value / r.training.step_time_s.value;
  const model::Accelerator &a = config.accelerator;
  EXPECT_NEAR(r.power.accelerator_W.value, a.idle_W + busy * (a.tdp_W - a.idle_W), 1e-9);
  EXPECT_DOUBLE_EQ(r.cooling.pue.value, r.cooling.facility_W.value / r.power.it_W.value);
}

} // namespace
} // namespace snp::sim

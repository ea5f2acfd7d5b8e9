// The error bands (sim/accuracy/ErrorBand.h) against the validation residuals they are computed
// from: each band is the smallest that holds 80 % of its runs, says how many it holds, and a chip
// family without enough runs is not validated.
#include "model/Presets.h"
#include "sim/accuracy/ErrorBand.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace snp::sim {
namespace {

using model::Architecture;
using model::Precision;

std::vector<double> errorsOf(const ErrorBand &band) {
  std::vector<double> errors;
  for (const ValidationResidual &r : validationResiduals())
    if (r.figure_class == band.figure_class && r.architecture == band.architecture &&
        (!band.precision || r.precision == *band.precision))
      errors.push_back(r.error);
  return errors;
}

// Every cell of the table: the runs a band counts are the residuals of its class, family and
// (when it names one) precision; the band holds at least 80 % of them, and the next smaller error
// would not.
TEST(ErrorBand, EachBandIsTheSmallestHoldingEightyPercentOfItsRuns) {
  int checked = 0;
  for (const ValidationResidual &cell : validationResiduals()) {
    const ErrorBand band = errorBand(cell.figure_class, cell.architecture, cell.precision);
    const std::vector<double> errors = errorsOf(band);
    ASSERT_EQ(band.runs, static_cast<int>(errors.size())) << cell.run;
    const auto inside =
        std::count_if(errors.begin(), errors.end(), [&](double e) { return std::abs(e) <= band.half_width; });
    EXPECT_EQ(band.within, inside) << cell.run;
    EXPECT_GE(double(inside), kBandCoverage * errors.size()) << cell.run;
    double next_smaller = 0;
    for (double e : errors)
      if (std::abs(e) < band.half_width) next_smaller = std::max(next_smaller, std::abs(e));
    const auto inside_smaller =
        std::count_if(errors.begin(), errors.end(), [&](double e) { return std::abs(e) <= next_smaller; });
    EXPECT_LT(double(inside_smaller), kBandCoverage * errors.size()) << cell.run;
    double sum = 0;
    for (double e : errors)
      sum += e;
    EXPECT_NEAR(band.signed_mean, sum / errors.size(), 1e-12) << cell.run;
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

// A precision with fewer than three runs on its family borrows the family's runs at every
// precision; a family no run was measured on is not validated.
TEST(ErrorBand, ThinCellsFallBackToTheFamilyAndEmptyOnesAreNotValidated) {
  const ErrorBand hopper_fp8 =
      errorBand(FigureClass::TrainingThroughput, Architecture::Hopper, Precision::FP8);
  const int fp8_runs = static_cast<int>(std::count_if(
      validationResiduals().begin(), validationResiduals().end(), [](const ValidationResidual &r) {
        return r.figure_class == FigureClass::TrainingThroughput && r.architecture == Architecture::Hopper &&
               r.precision == Precision::FP8;
      }));
  if (fp8_runs < kMinRunsForBand) {
    EXPECT_FALSE(hopper_fp8.precision.has_value());
    EXPECT_GT(hopper_fp8.runs, fp8_runs);
  } else {
    EXPECT_EQ(hopper_fp8.precision, Precision::FP8);
  }
  const ErrorBand unknown =
      errorBand(FigureClass::TrainingThroughput, Architecture::Unknown, Precision::BF16);
  EXPECT_FALSE(unknown.validated());
  EXPECT_EQ(unknown.runs, 0);
}

// A configuration's figure takes the band of its chip family and precision; figures no published
// run measures have none.
TEST(ErrorBand, AFigureTakesTheBandOfItsChipAndClass) {
  const model::Config h100 = model::findPreset("dgx-h100-superpod").value();
  const auto step = errorBandOf(h100, "training.step_time_s");
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->architecture, Architecture::Hopper);
  EXPECT_TRUE(step->validated());
  EXPECT_FALSE(errorBandOf(h100, "power.it_W").has_value());
  const model::Config seed = model::findPreset("seed-s1").value();
  const auto unvalidated = errorBandOf(seed, "training.samples_per_s");
  ASSERT_TRUE(unvalidated.has_value());
  EXPECT_FALSE(unvalidated->validated());
}

} // namespace
} // namespace snp::sim

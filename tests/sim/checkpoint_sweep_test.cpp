// Goodput against the checkpoint period, with Young's, Daly's and the optimal periods marked.
#include "model/Presets.h"
#include "sim/reliability/CheckpointSweep.h"
#include "sim/reliability/ReliabilityModel.h"

#include <gtest/gtest.h>

#include <cmath>

namespace snp::sim {
namespace {

TEST(CheckpointSweep, NoSweptPeriodBeatsTheBest) {
  for (const model::Config &preset : model::presets()) {
    const CheckpointSweep sweep = sweepCheckpointPeriod(preset, defaultCheckpointPeriods(preset));
    ASSERT_GE(sweep.points.size(), 50u) << preset.id;
    for (const CheckpointPoint &p : sweep.points)
      EXPECT_GE(sweep.best.goodput, p.goodput - 1e-9) << preset.id << " at " << p.period_s << " s";
    for (const CheckpointMark &m : {sweep.young, sweep.daly, sweep.optimal, sweep.in_use})
      EXPECT_GE(sweep.best.goodput, m.goodput - 1e-9) << preset.id;
    // The optimum is exact for whole periods; only the run's last, shorter period separates it
    // from the best the search refines.
    EXPECT_NEAR(sweep.optimal.goodput, sweep.best.goodput, 1e-5) << preset.id;
  }
}

TEST(CheckpointSweep, YoungIsSqrtTwoWriteMtbf) {
  const model::Config config = model::findPreset("seed-s3").value();
  const CheckpointSweep sweep = sweepCheckpointPeriod(config, defaultCheckpointPeriods(config));
  const double young = std::sqrt(2 * sweep.checkpoint_write_s * sweep.system_mtbf_s);
  EXPECT_NEAR(sweep.young.compute_interval_s, young, 1e-9 * young);
  EXPECT_DOUBLE_EQ(sweep.young.period_s, young + sweep.checkpoint_write_s);
  EXPECT_LT(sweep.daly.compute_interval_s, sweep.young.compute_interval_s); // δ ≪ M: Daly a bit shorter
}

TEST(CheckpointSweep, SweptPointsAreEvaluateReliabilityAtThatPeriod) {
  model::Config config = model::findPreset("gb200-nvl72").value();
  config.reliability.checkpoint_optimal = false;
  config.reliability.checkpoint_interval_s = 3600;
  const std::vector<double> periods{1800, 3600, 7200};
  const CheckpointSweep sweep = sweepCheckpointPeriod(config, periods);
  ASSERT_EQ(sweep.points.size(), 3u);
  EXPECT_EQ(sweep.points[1].goodput, evaluateReliability(config).goodput.value);
  EXPECT_EQ(sweep.in_use.period_s, 3600);
  EXPECT_EQ(sweep.in_use.goodput, sweep.points[1].goodput);
}

TEST(CheckpointSweep, PeriodsNoLongerThanTheWriteAreSkipped) {
  const model::Config config = model::findPreset("seed-s1").value();
  const double write = evaluateReliability(config).checkpoint_write_s.value;
  const std::vector<double> periods{write / 2, write, write * 2};
  EXPECT_EQ(sweepCheckpointPeriod(config, periods).points.size(), 1u);
}

} // namespace
} // namespace snp::sim

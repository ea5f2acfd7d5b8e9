// No figure is ever NaN or infinite: every configuration validation accepts evaluates to finite
// numbers. Each number of every preset is pushed to the edges of what validation allows (the
// largest and smallest magnitudes, 0, negatives; counts to their bound); whatever is accepted must
// evaluate finite. In-range extremes such as 1e308 and 1e-320 once produced NaN and infinity.

#include "NumberPaths.h"

#include "model/ConfigEdit.h"
#include "model/Presets.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace snp::sim {
namespace {

struct Tally {
  int accepted = 0;
  int refused = 0;
};

void expectFiniteIfAccepted(const model::Config &base, const std::string &path, const nlohmann::json &value,
                            Tally &tally) {
  const std::optional<model::Config> edited = model::setField(base, path, value);
  if (!edited || !model::validate(*edited).empty()) {
    ++tally.refused;
    return;
  }
  ++tally.accepted;
  forEachFigure(evaluate(*edited), [&](std::string_view section, std::string_view name,
                                       const Figure &figure) {
    EXPECT_TRUE(std::isfinite(figure.value)) << base.id << ": " << path << " = " << value.dump() << " gives "
                                             << section << "." << name << " = " << figure.value;
  });
}

TEST(FiniteResults, EveryAcceptedExtremeEvaluatesFinite) {
  Tally tally;
  for (const model::Config &preset : model::presets()) {
    test::NumberPaths paths;
    paths.visit("", preset);
    for (const std::string &path : paths.reals)
      for (const double value : {1e18, -1e18, 1e-12, -1e-12, 0.0, 1.0})
        expectFiniteIfAccepted(preset, path, value, tally);
    for (const std::string &path : paths.integers)
      for (const int value : {model::kMaxCount, 0, 1, -1})
        expectFiniteIfAccepted(preset, path, value, tally);
  }
  // The sweep must exercise the simulator, not only validation.
  EXPECT_GT(tally.accepted, 1000);
  EXPECT_GT(tally.refused, 1000);
}

} // namespace
} // namespace snp::sim

#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QString>

#include <vector>

namespace snp::charts {

// One scenario of a comparison as the charts draw it: its configuration and what sim::evaluate
// said about it.
struct ScenarioSeries {
  QString name;
  model::Config config;
  sim::Results results;
};

using Scenarios = std::vector<ScenarioSeries>;

} // namespace snp::charts

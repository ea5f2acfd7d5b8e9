#include "app/gui/ComparedScenarios.h"

#include "app/gui/ProjectDocument.h"
#include "model/Validation.h"

namespace snp::app {

std::vector<int> ComparedScenarios::indices() const {
  std::vector<int> indices;
  const auto &scenarios = document_.scenarios();
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    if (scenarios[i].compared && model::validate(scenarios[i].config).empty())
      indices.push_back(static_cast<int>(i));
  }
  return indices;
}

std::vector<ComparedScenarios::Evaluated> ComparedScenarios::evaluated() const {
  std::vector<Evaluated> evaluated;
  for (const int index : indices())
    evaluated.push_back(
        {index, sim::evaluate(document_.scenarios()[static_cast<std::size_t>(index)].config)});
  return evaluated;
}

std::vector<sim::Candidate> ComparedScenarios::candidates() const {
  std::vector<sim::Candidate> candidates;
  for (const int index : indices()) {
    const model::Scenario &scenario = document_.scenarios()[static_cast<std::size_t>(index)];
    candidates.push_back({scenario.name, scenario.config});
  }
  return candidates;
}

} // namespace snp::app

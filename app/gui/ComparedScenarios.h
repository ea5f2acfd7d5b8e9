#pragma once

#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"

#include <vector>

namespace snp::app {

class ProjectDocument;

// Which scenarios of the project take part in the comparison, the charts, the CSV and the PDF
// report: exactly those whose `compared` flag is set (all of them until the user leaves some out;
// never the one shown because it is shown, so that selecting or deleting a scenario cannot change
// the candidates), and only those without problems (they cannot be evaluated).
class ComparedScenarios {
public:
  explicit ComparedScenarios(const ProjectDocument &document) : document_(document) {}

  struct Evaluated {
    int index; // in the project's scenarios
    sim::Results results;
  };

  // The scenario indices taking part, in the project's order.
  std::vector<int> indices() const;
  // The same, evaluated.
  std::vector<Evaluated> evaluated() const;
  // The same as candidates of a comparison.
  std::vector<sim::Candidate> candidates() const;

private:
  const ProjectDocument &document_;
};

} // namespace snp::app

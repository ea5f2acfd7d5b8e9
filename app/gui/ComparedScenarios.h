#pragma once

#include "sim/Evaluate.h"
#include "sim/decision/Comparison.h"

#include <QList>

#include <vector>

namespace snp::app {

class ProjectDocument;

// Which scenarios of the project take part in the comparison, the charts, the CSV and the PDF
// report: all of them until the user leaves some out, the current one always, and only those
// without problems (they cannot be evaluated).
class ComparedScenarios {
public:
  explicit ComparedScenarios(const ProjectDocument &document) : document_(document) {}

  struct Evaluated {
    int index; // in the project's scenarios
    sim::Results results;
  };

  // The user's choice, one flag per scenario; scenarios beyond the list take part.
  void setIncluded(const QList<bool> &included) { included_ = included; }
  bool included(int index) const;
  // The scenario indices taking part, in the project's order.
  std::vector<int> indices() const;
  // The same, evaluated.
  std::vector<Evaluated> evaluated() const;
  // The same as candidates of a comparison.
  std::vector<sim::Candidate> candidates() const;

private:
  const ProjectDocument &document_;
  QList<bool> included_;
};

} // namespace snp::app

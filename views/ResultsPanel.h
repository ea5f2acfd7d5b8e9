#pragma once

#include "sim/Evaluate.h"

#include <QTreeWidget>

namespace snp::views {

// The simulator's results by section; hovering a figure shows where it comes from.
class ResultsPanel : public QTreeWidget {
  Q_OBJECT

public:
  explicit ResultsPanel(QWidget *parent = nullptr);
  void show(const sim::Results &results);
  // Replaces the results with the reasons the configuration cannot be evaluated.
  void showProblems(const QStringList &problems);
  // The limits the last shown results exceed, in words (empty when none).
  const QStringList &warnings() const { return warnings_; }

private:
  // Limits the configuration exceeds (memory, cabinet power or cooling), above the figures.
  void showWarnings(const sim::Results &results);

  QStringList warnings_;
};

} // namespace snp::views

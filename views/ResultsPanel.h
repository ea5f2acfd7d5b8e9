#pragma once

#include "sim/Evaluate.h"

#include <QHash>
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
  // A line above the figures with the criteria verdict (empty text removes it).
  void showVerdict(const QString &text, bool pass);
  // The limits the last shown results exceed, in words (empty when none).
  const QStringList &warnings() const { return warnings_; }

private:
  // Limits the configuration exceeds (memory, cabinet power or cooling), above the figures.
  void showWarnings(const sim::Results &results);
  // New values into the existing rows: expanded sections, selection and scroll stay.
  void updateInPlace(const sim::Results &results);

  QStringList warnings_;
  QHash<QString, QTreeWidgetItem *> rows_; // by figure path
  QTreeWidgetItem *warningsHeader_ = nullptr;
  QTreeWidgetItem *problemsHeader_ = nullptr;
  QTreeWidgetItem *verdictRow_ = nullptr;
};

} // namespace snp::views

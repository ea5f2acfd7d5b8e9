#pragma once

#include "sim/Evaluate.h"
#include "sim/decision/Concerns.h"

#include <QHash>
#include <QTreeWidget>

namespace snp::views {

// The simulator's results by section; hovering a figure shows where it comes from.
class ResultsPanel : public QTreeWidget {
  Q_OBJECT

public:
  explicit ResultsPanel(QWidget *parent = nullptr);
  // The figures of `config`, each with its error band, those the user should worry about marked
  // with the reason (sim/decision/Concerns.h).
  void setResults(const model::Config &config, const sim::Results &results,
                  const std::vector<sim::Concern> &concerns);
  // Replaces the results with the reasons the configuration cannot be evaluated.
  void showProblems(const QStringList &problems);
  // A line above the figures with the criteria verdict (empty text removes it).
  void showVerdict(const QString &text, bool pass);
  // The concerns of the last shown results, in words (empty when none).
  const QStringList &warnings() const { return warnings_; }

protected:
  void resizeEvent(QResizeEvent *event) override;

private:
  // Gives the names' column the width it wants (its contents', or what the user dragged it
  // to), narrower when the values would not fit beside it.
  void keepValuesVisible();
  int namesWidth_ = 0;
  bool fitting_ = false; // the names' column is being resized by keepValuesVisible

  // The concerns listed above the figures, and their figures' rows marked.
  void showWarnings(const std::vector<sim::Concern> &concerns);
  // New values into the existing rows: expanded sections, selection and scroll stay.
  void updateInPlace(const model::Config &config, const sim::Results &results);

  QStringList warnings_;
  QHash<QString, QTreeWidgetItem *> rows_; // by figure path
  QList<QTreeWidgetItem *> marked_;        // rows marked by the last concerns
  QTreeWidgetItem *warningsHeader_ = nullptr;
  QTreeWidgetItem *problemsHeader_ = nullptr;
  QTreeWidgetItem *verdictRow_ = nullptr;
};

} // namespace snp::views

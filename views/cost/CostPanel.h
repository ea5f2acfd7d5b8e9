#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace snp::views {

class FigureTable;

// What the current design costs: its cost figures (each explained on hover), a line on what the
// capital cost leaves out, and the bill of materials priced from the public price book, each price's
// source and date on its row.
class CostPanel : public QWidget {
  Q_OBJECT

public:
  explicit CostPanel(QWidget *parent = nullptr);

  void setResults(const model::Config &config, const sim::Results &results);
  // Nothing to cost: the configuration has problems (listed in the Problems dock).
  void clearResults();

  const QTableWidget *bill() const { return bill_; }
  const QLabel *note() const { return note_; }

private:
  FigureTable *figures_ = nullptr;
  QLabel *note_ = nullptr;
  QTableWidget *bill_ = nullptr;
};

} // namespace snp::views

#pragma once

#include "model/Criteria.h"
#include "sim/decision/Verdicts.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace snp::views {

// The criteria a design is selected by: the chosen set's rules in a table (must, name, metric,
// comparator, threshold in a unit of the user's choice, weight) with the current scenario's
// verdict beside each rule, explained in its tooltip. Edits are announced, not applied: the
// application turns them into undo steps and calls setCriteria() back.
class CriteriaPanel : public QWidget {
  Q_OBJECT

public:
  enum Column { Must, Name, Metric, Comparator, Threshold, Upper, Unit, Weight, Verdict, ColumnCount };

  explicit CriteriaPanel(QWidget *parent = nullptr);

  // The sets to choose from and the one shown.
  void setCriteria(const std::vector<model::CriteriaSet> &sets, int current);
  // Verdicts of the current scenario under the shown set (empty when it cannot be evaluated).
  void setVerdicts(const std::optional<sim::CriteriaVerdicts> &verdicts);
  QTableWidget *table() const { return table_; }
  bool colourByCriteria() const;
  // Follows a choice made elsewhere (the room's colour menu) without emitting the signal.
  void setColourByCriteria(bool on);

signals:
  void criteriaEdited(const model::CriteriaSet &set, const QString &description);
  void currentSetChanged(int index);
  void newSetRequested();
  void colourByCriteriaChanged(bool on);
  // "What would it take?", offered while the scenario fails a must-rule.
  void whatIfRequested();

private:
  void fillRow(int row, const model::Criterion &rule);
  void onCellChanged(int row, int column);
  void addRule();
  void removeRule();

  QComboBox *sets_;
  QTableWidget *table_;
  QLabel *summary_;
  QPushButton *whatIf_;
  QCheckBox *colour_;
  model::CriteriaSet shown_;
  QStringList setNames_;
  bool filling_ = false;
};

} // namespace snp::views

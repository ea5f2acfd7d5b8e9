#pragma once

#include "model/Criteria.h"
#include "sim/decision/Comparison.h"

#include <QList>
#include <QSet>
#include <QStringList>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QMenu;
class QTableView;
class QToolButton;

namespace snp::views {

class ComparisonModel;
class ComparisonRowFilter;

// Scenarios side by side with the verdicts of a criteria set: a filter for rows, a choice of
// which metric rows to show (kept in QSettings under kHiddenRowsKey), the column order, copying
// as TSV, and which scenarios take part. The window owns the scenarios: it answers
// includedChanged with a new comparison and openCandidate by showing that scenario.
class ComparisonView : public QWidget {
  Q_OBJECT

public:
  static constexpr const char *kHiddenRowsKey = "comparison/hiddenRows";

  explicit ComparisonView(QWidget *parent = nullptr);

  void setComparison(sim::Comparison comparison, model::CriteriaSet criteria);
  // The scenarios (and presets) the user can compare, and which of them are in the comparison.
  void setCandidates(const QStringList &names, const QList<bool> &included);
  QList<bool> included() const;
  // Measures the others against candidate `candidate` (-1: none) without a baselineChosen.
  void setBaseline(int candidate);

  ComparisonModel *comparisonModel() const { return model_; }
  ComparisonRowFilter *rowFilter() const { return filter_; }
  QTableView *table() const { return table_; }
  QMenu *rowsMenu() const { return rowsMenu_; }
  QMenu *candidatesMenu() const { return candidatesMenu_; }
  QComboBox *sortChoice() const { return sortChoice_; }
  // The candidate the others are measured against ("None" first); kept by name across comparisons.
  QComboBox *baselineChoice() const { return baselineChoice_; }
  QCheckBox *differencesOnly() const { return differencesOnly_; }
  QLineEdit *filterEdit() const { return filterEdit_; }

  // What copy() puts on the clipboard: the selected cells, or every shown row when none is.
  QString selectionTsv() const;

public slots:
  void copy();

signals:
  void openCandidate(int candidateIndex);
  void includedChanged(const QList<bool> &included);
  // The user chose the candidate to measure the others against (-1: none).
  void baselineChosen(int candidate);

private:
  void buildRowsMenu();
  void setRowShown(const QString &path, bool shown);
  void showAllRows();
  void rebuildSortChoices();
  void rebuildBaselineChoices();
  void applyBaseline();
  void applySort();
  void fitColumns();

  ComparisonModel *model_;
  ComparisonRowFilter *filter_;
  QTableView *table_;
  QLineEdit *filterEdit_;
  QToolButton *rowsButton_;
  QMenu *rowsMenu_;
  QComboBox *sortChoice_;
  QComboBox *baselineChoice_;
  QCheckBox *differencesOnly_;
  QToolButton *candidatesButton_;
  QMenu *candidatesMenu_;
  QAction *copyAction_;
};

} // namespace snp::views

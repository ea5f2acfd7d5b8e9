#pragma once

#include "model/Criteria.h"
#include "sim/decision/Comparison.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QModelIndexList>
#include <QStringList>

#include <vector>

namespace snp::views {

// One comparison as a table: a column per candidate, rows for the summary (rank, score, must-rules),
// one per criterion and one per metric. Columns can be put in another order (sortColumnsBy) without
// touching the comparison; headerData(CandidateRole) says which candidate a column shows.
class ComparisonModel : public QAbstractTableModel {
  Q_OBJECT

public:
  enum class RowKind { Summary, Criterion, Metric };
  enum Role {
    PathRole = Qt::UserRole, // vertical header: the metric path ("cooling.pue"); empty for summary rows
    KindRole,                // vertical header: RowKind as int
    SectionRole,             // vertical header: the metric's section ("cooling"); empty for summary rows
    CandidateRole,           // horizontal header: the candidate's index in the comparison
    SortValueRole,           // cell: the number behind the text (SI; rank, score in %, must 1/0), NaN if none
    BestRole,                // cell: true where the value is the best of its row
    PassRole,                // cell: true/false where a rule judges it, invalid otherwise
  };

  explicit ComparisonModel(QObject *parent = nullptr);

  // Replaces the table. `criteria` must be the set `comparison` was judged by (its verdicts are
  // matched to the rules by position). Columns go back to the comparison's order.
  void setComparison(sim::Comparison comparison, model::CriteriaSet criteria);
  const sim::Comparison &comparison() const { return comparison_; }
  const model::CriteriaSet &criteria() const { return criteria_; }

  // The candidate the others are measured against (-1: none): its column comes first whatever the
  // order, and every other cell of a metric or criterion row says its difference to it. A new
  // comparison has none.
  void setBaseline(int candidate);
  int baseline() const { return baseline_; }

  // Puts the columns in the order of `row`'s values, best first (Rank: 1 first; a metric by its
  // better direction, ascending when neither). Unknown values go last; ties keep rank order.
  // row < 0 restores the comparison's order.
  void sortColumnsBy(int row);
  int candidateAt(int column) const { return order_.at(static_cast<std::size_t>(column)); }
  // The row of a metric or criterion ("cooling.pue", or the rule's id for a criterion), -1 if none.
  int metricRow(const QString &path) const;
  int criterionRow(const QString &ruleId) const;
  RowKind rowKind(int row) const;
  int summaryRows() const { return kSummaryRows; }

  // Tab-separated text of every cell in the rows and columns `cells` touch (all cells when empty): a
  // header row of candidate names, then one line per row starting with its label. Values as shown.
  QString toTsv(const QModelIndexList &cells = {}) const;

  static QColor passColour();
  static QColor failColour();
  static QColor unknownColour();

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
  static constexpr int kSummaryRows = 3; // rank, score, meets every must-rule

  struct Row {
    RowKind kind;
    int index;               // summary: 0..2; criterion: rule index; metric: index into comparison_.rows
    QString path;            // metric path
    QString label;           // shown in the vertical header
    int metric;              // criterion: index into comparison_.rows of the metric it reads, -1 if none
    QStringList values = {}; // metric: each candidate's value, in the unit the row shares
  };

  QVariant summaryData(int which, int candidate, int role) const;
  QVariant criterionData(const Row &row, int candidate, int role) const;
  QVariant metricData(const Row &row, int candidate, int role) const;
  QVariant rowHeaderData(const Row &row, int role) const;
  QVariant columnHeaderData(int candidate, int role) const;
  // Whether every rule reading the metric passes for the candidate; invalid when none reads it.
  QVariant metricPass(const QString &path, int candidate) const;
  sim::Better rowBetter(int row) const;
  QString failedMustRules(int candidate) const; // names, for tooltips
  // " (+12.3 %)": the difference of `value` to the baseline's, empty for the baseline itself.
  QString differenceToBaseline(double value, double baseValue, std::string_view unit, int candidate) const;
  void putBaselineFirst();

  sim::Comparison comparison_;
  model::CriteriaSet criteria_;
  std::vector<Row> rows_;
  std::vector<int> order_; // column -> candidate
  int baseline_ = -1;
};

} // namespace snp::views

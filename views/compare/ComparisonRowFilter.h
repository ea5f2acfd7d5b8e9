#pragma once

#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>

namespace snp::views {

// The rows of a ComparisonModel a person asked to see: those whose label or metric path contains
// the filter text, minus the metric rows hidden by path, and with differencesOnly, minus the
// metric and criterion rows where every candidate has the same value to the four digits shown.
// Criterion and summary rows are never hidden by path (they share a metric's path, but the
// selection turns on them); summary rows never as equal.
class ComparisonRowFilter : public QSortFilterProxyModel {
  Q_OBJECT

public:
  explicit ComparisonRowFilter(QObject *parent = nullptr);

  void setFilterText(const QString &text);
  QString filterText() const { return text_; }
  void setHiddenPaths(const QSet<QString> &paths);
  const QSet<QString> &hiddenPaths() const { return hidden_; }
  void setDifferencesOnly(bool on);
  bool differencesOnly() const { return differencesOnly_; }

protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
  bool allEqual(int sourceRow) const;

private:
  QString text_;
  QSet<QString> hidden_;
  bool differencesOnly_ = false;
};

} // namespace snp::views

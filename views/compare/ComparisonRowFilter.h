#pragma once

#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>

namespace snp::views {

// The rows of a ComparisonModel a person asked to see: those whose label or metric path contains
// the filter text, minus the metric rows hidden by path. Criterion and summary rows are never
// hidden by path (they share a metric's path, but the selection turns on them).
class ComparisonRowFilter : public QSortFilterProxyModel {
  Q_OBJECT

public:
  explicit ComparisonRowFilter(QObject *parent = nullptr);

  void setFilterText(const QString &text);
  QString filterText() const { return text_; }
  void setHiddenPaths(const QSet<QString> &paths);
  const QSet<QString> &hiddenPaths() const { return hidden_; }

protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
  QString text_;
  QSet<QString> hidden_;
};

} // namespace snp::views

#include "views/compare/ComparisonRowFilter.h"

#include "views/compare/ComparisonModel.h"

namespace snp::views {

ComparisonRowFilter::ComparisonRowFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void ComparisonRowFilter::setFilterText(const QString &text) {
  if (text.trimmed() == text_) return;
  text_ = text.trimmed();
  invalidateRowsFilter();
}

void ComparisonRowFilter::setHiddenPaths(const QSet<QString> &paths) {
  if (paths == hidden_) return;
  hidden_ = paths;
  invalidateRowsFilter();
}

bool ComparisonRowFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const {
  const QAbstractItemModel *source = sourceModel();
  const QString path = source->headerData(sourceRow, Qt::Vertical, ComparisonModel::PathRole).toString();
  const auto kind = static_cast<ComparisonModel::RowKind>(
      source->headerData(sourceRow, Qt::Vertical, ComparisonModel::KindRole).toInt());
  if (kind == ComparisonModel::RowKind::Metric && hidden_.contains(path)) return false;
  if (text_.isEmpty()) return true;
  const QString label = source->headerData(sourceRow, Qt::Vertical, Qt::DisplayRole).toString();
  return label.contains(text_, Qt::CaseInsensitive) || path.contains(text_, Qt::CaseInsensitive);
}

} // namespace snp::views

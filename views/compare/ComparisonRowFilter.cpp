#include "views/compare/ComparisonRowFilter.h"

#include "views/compare/ComparisonModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

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

void ComparisonRowFilter::setDifferencesOnly(bool on) {
  if (on == differencesOnly_) return;
  differencesOnly_ = on;
  invalidateRowsFilter();
}

bool ComparisonRowFilter::allEqual(int sourceRow) const {
  const QAbstractItemModel *source = sourceModel();
  const auto value = [&](int column) {
    const QVariant v = source->index(sourceRow, column).data(ComparisonModel::SortValueRole);
    return v.isValid() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
  };
  const double first = value(0);
  for (int column = 1; column < source->columnCount(); ++column) {
    const double other = value(column);
    if (std::isnan(first) || std::isnan(other)) {
      if (std::isnan(first) != std::isnan(other)) return false;
      continue;
    }
    // Equal as shown: four significant digits.
    if (std::abs(other - first) > 5e-4 * std::max(std::abs(first), std::abs(other))) return false;
  }
  return true;
}

bool ComparisonRowFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const {
  const QAbstractItemModel *source = sourceModel();
  const QString path = source->headerData(sourceRow, Qt::Vertical, ComparisonModel::PathRole).toString();
  const auto kind = static_cast<ComparisonModel::RowKind>(
      source->headerData(sourceRow, Qt::Vertical, ComparisonModel::KindRole).toInt());
  if (kind == ComparisonModel::RowKind::Metric && hidden_.contains(path)) return false;
  if (differencesOnly_ && kind != ComparisonModel::RowKind::Summary && allEqual(sourceRow)) return false;
  if (text_.isEmpty()) return true;
  const QString label = source->headerData(sourceRow, Qt::Vertical, Qt::DisplayRole).toString();
  return label.contains(text_, Qt::CaseInsensitive) || path.contains(text_, Qt::CaseInsensitive);
}

} // namespace snp::views

#include "views/compare/ComparisonModel.h"

#include "views/FigureLabels.h"
#include "views/FigureText.h"
#include "views/VerdictText.h"
#include "views/compare/ComparisonText.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

namespace snp::views {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The metric path split at its first dot: "cooling.pue" -> ("cooling", "pue").
std::pair<std::string_view, std::string_view> splitPath(std::string_view path) {
  const auto dot = path.find('.');
  if (dot == std::string_view::npos) return {path, {}};
  return {path.substr(0, dot), path.substr(dot + 1)};
}

QString metricLabel(std::string_view path) {
  const auto [section, name] = splitPath(path);
  return figureLabel(section, name);
}

// A spreadsheet cell: tabs and line breaks would start new cells or rows.
QString tsvCell(QString text) {
  text.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
  return text;
}

QString bestMark(const QString &text, bool best) { return best ? QStringLiteral("★ ") + text : text; }

// A candidate's name for a column header: broken at spaces into at most two lines of about
// kHeaderLineLength characters, the rest elided, so long scenario names do not widen a column
// past what a 1366-pixel screen can show side by side. The tooltip has the whole name.
constexpr qsizetype kHeaderLineLength = 22;

QString headerName(const QString &name) {
  QStringList lines;
  QString line;
  const QStringList words = name.simplified().split(' ', Qt::SkipEmptyParts);
  for (qsizetype w = 0; w < words.size(); ++w) {
    const QString candidate = line.isEmpty() ? words[w] : line + ' ' + words[w];
    if (candidate.size() <= kHeaderLineLength || line.isEmpty()) {
      line = candidate;
      continue;
    }
    lines << line;
    if (lines.size() == 2) {
      // No third line: the second one takes the rest of the name, elided below.
      lines.back() += ' ' + words.mid(w).join(' ');
      line.clear();
      break;
    }
    line = words[w];
  }
  if (!line.isEmpty()) lines << line;
  for (QString &l : lines)
    if (l.size() > kHeaderLineLength) l = l.left(kHeaderLineLength - 1) + "…";
  return lines.join('\n');
}

QVariant boldIf(bool bold) {
  if (!bold) return {};
  QFont font;
  font.setBold(true);
  return font;
}

QString percent(double value) { return QLocale().toString(value, 'f', 1) + " %"; }

// A signed number with a true minus sign: "+12.3", "−80.9".
QString signedNumber(double value, int decimals) {
  const QString digits = QLocale().toString(std::abs(value), 'f', decimals);
  return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + digits;
}

} // namespace

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

QColor ComparisonModel::passColour() { return QColor(0xd9, 0xf2, 0xd9); }
QColor ComparisonModel::failColour() { return QColor(0xf8, 0xd7, 0xd7); }
QColor ComparisonModel::unknownColour() { return QColor(0xee, 0xee, 0xee); }

void ComparisonModel::setComparison(sim::Comparison comparison, model::CriteriaSet criteria) {
  beginResetModel();
  comparison_ = std::move(comparison);
  criteria_ = std::move(criteria);
  order_.resize(comparison_.names.size());
  std::iota(order_.begin(), order_.end(), 0);
  baseline_ = -1;

  rows_.clear();
  rows_.push_back({RowKind::Summary, 0, {}, tr("Rank"), -1});
  rows_.push_back({RowKind::Summary, 1, {}, tr("Score"), -1});
  rows_.push_back({RowKind::Summary, 2, {}, tr("Meets every must-rule"), -1});
  // Verdicts are matched to rules by position; a set that did not judge this comparison has no rows.
  const bool judged = std::ranges::all_of(comparison_.verdicts, [&](const sim::CriteriaVerdicts &v) {
    return v.verdicts.size() == criteria_.rules.size();
  });
  Q_ASSERT(judged);
  for (std::size_t r = 0; judged && r < criteria_.rules.size(); ++r) {
    const model::Criterion &rule = criteria_.rules[r];
    const auto metric = std::ranges::find(comparison_.rows, rule.metric,
                                          [](const sim::ComparisonRow &row) { return row.metric->path; });
    rows_.push_back(
        {RowKind::Criterion, static_cast<int>(r), QString::fromStdString(rule.metric),
         QString::fromStdString(rule.name),
         metric == comparison_.rows.end() ? -1 : static_cast<int>(metric - comparison_.rows.begin())});
  }
  for (std::size_t m = 0; m < comparison_.rows.size(); ++m) {
    const sim::ComparisonRow &metric = comparison_.rows[m];
    std::vector<double> values;
    for (const sim::Figure &figure : metric.figures)
      values.push_back(figure.value);
    QStringList texts = formatValues(values, metric.metric->unit);
    for (qsizetype c = 0; c < texts.size(); ++c)
      if (const QString unset =
              unsetFigureText(metric.metric->path, metric.figures[static_cast<std::size_t>(c)]);
          !unset.isEmpty())
        texts[c] = unset;
    rows_.push_back({RowKind::Metric, static_cast<int>(m), QString::fromStdString(metric.metric->path),
                     metricLabel(metric.metric->path), -1, std::move(texts)});
  }
  endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : static_cast<int>(order_.size());
}

ComparisonModel::RowKind ComparisonModel::rowKind(int row) const {
  return rows_.at(static_cast<std::size_t>(row)).kind;
}

int ComparisonModel::metricRow(const QString &path) const {
  for (std::size_t r = 0; r < rows_.size(); ++r)
    if (rows_[r].kind == RowKind::Metric && rows_[r].path == path) return static_cast<int>(r);
  return -1;
}

int ComparisonModel::criterionRow(const QString &ruleId) const {
  for (std::size_t r = 0; r < rows_.size(); ++r)
    if (rows_[r].kind == RowKind::Criterion &&
        criteria_.rules[static_cast<std::size_t>(rows_[r].index)].id == ruleId.toStdString())
      return static_cast<int>(r);
  return -1;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const {
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
  const Row &row = rows_[static_cast<std::size_t>(index.row())];
  const int candidate = candidateAt(index.column());
  if (role == Qt::TextAlignmentRole) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  switch (row.kind) {
  case RowKind::Summary: return summaryData(row.index, candidate, role);
  case RowKind::Criterion: return criterionData(row, candidate, role);
  case RowKind::Metric: return metricData(row, candidate, role);
  }
  return {};
}

QVariant ComparisonModel::summaryData(int which, int candidate, int role) const {
  const sim::CriteriaVerdicts &v = comparison_.verdicts[static_cast<std::size_t>(candidate)];
  const int rank = comparison_.rank[static_cast<std::size_t>(candidate)];
  const double topScore = std::ranges::max(comparison_.verdicts, {}, &sim::CriteriaVerdicts::score).score;
  // As for metrics (sim::compare), a lone candidate is not "best".
  const bool best =
      comparison_.names.size() > 1 && (which == 0 ? rank == 1 : which == 1 && v.score == topScore);
  switch (role) {
  case Qt::DisplayRole:
    if (which == 0) return bestMark(QString::number(rank), best);
    if (which == 1) return bestMark(percent(v.score), best);
    return v.must_pass ? tr("yes") : tr("no (failed: %1)").arg(v.failed_must);
  case Qt::ToolTipRole:
    if (which == 0)
      return tr("Candidates passing every must-rule come first, then the higher weighted score, then the "
                "wider margins.");
    if (which == 1) return tr("Weight of the rules passed, as a share of the weight of all rules.");
    return v.must_pass ? tr("Passes every must-rule.")
                       : tr("Must-rules failed: %1. Out, whatever its score.").arg(v.failed_must) + "<br>" +
                             failedMustRules(candidate);
  case Qt::FontRole: return boldIf(best);
  case Qt::BackgroundRole:
    if (which == 2) return v.must_pass ? passColour() : failColour();
    return {};
  case Qt::ForegroundRole: return which == 2 ? QVariant(QColor(Qt::black)) : QVariant();
  case SortValueRole:
    return which == 0 ? static_cast<double>(rank) : which == 1 ? v.score : (v.must_pass ? 1.0 : 0.0);
  case BestRole: return best;
  case PassRole: return which == 2 ? QVariant(v.must_pass) : QVariant();
  default: return {};
  }
}

QVariant ComparisonModel::criterionData(const Row &row, int candidate, int role) const {
  const int ruleIndex = row.index;
  const model::Criterion &rule = criteria_.rules[static_cast<std::size_t>(ruleIndex)];
  // Verdicts come in the set's order; their rule pointers may point into the caller's copy.
  const sim::Verdict &verdict =
      comparison_.verdicts[static_cast<std::size_t>(candidate)].verdicts[static_cast<std::size_t>(ruleIndex)];
  const bool best =
      row.metric >= 0 &&
      comparison_.rows[static_cast<std::size_t>(row.metric)].best[static_cast<std::size_t>(candidate)];
  const QColor colour = !verdict.evaluable ? unknownColour() : verdict.pass ? passColour() : failColour();
  switch (role) {
  case Qt::DisplayRole: {
    // The mark repeats the colour for those who cannot tell pale green from pale red.
    // "≈" marks an outcome inside the error band: it could go either way.
    const QString mark = !verdict.evaluable ? QString()
                         : verdict.withinBand()
                             ? (verdict.pass ? QStringLiteral(" ≈✓") : QStringLiteral(" ≈✗"))
                         : verdict.pass ? QStringLiteral(" ✓")
                                        : QStringLiteral(" ✗");
    const sim::Verdict *base = baseline_ >= 0 ? &comparison_.verdicts[static_cast<std::size_t>(baseline_)]
                                                     .verdicts[static_cast<std::size_t>(ruleIndex)]
                                              : nullptr;
    const QString difference =
        base && verdict.evaluable && base->evaluable
            ? differenceToBaseline(verdict.figure.value, base->figure.value, verdict.figure.unit, candidate)
            : QString();
    return bestMark(formatInUnit(verdict.figure.value, rule.unit) + mark, best) + difference;
  }
  case Qt::ToolTipRole: {
    QString html = "<p><b>" + QString::fromStdString(rule.name).toHtmlEscaped() + "</b> (" +
                   (rule.must ? tr("must") : tr("wish, weight %1").arg(rule.weight)) + ")</p><p>";
    if (!verdict.evaluable) {
      html += tr("Cannot be evaluated for this configuration.");
    } else {
      html += tr("Value: %1<br>Required: %2<br>Margin: %3<br><b>%4</b>")
                  .arg(formatInUnit(verdict.figure.value, rule.unit), thresholdText(rule),
                       marginText(verdict, rule), verdictOutcome(verdict));
    }
    if (verdict.band) html += "</p>" + bandTip(verdict) + "<p>";
    html += "</p><p>" + QString::fromStdString(rule.description).toHtmlEscaped() + "</p><p><code>" +
            QString::fromStdString(rule.metric).toHtmlEscaped() + "</code></p>" +
            explanationHtml(verdict.figure);
    return html;
  }
  case Qt::FontRole: return boldIf(best);
  case Qt::BackgroundRole: return colour;
  case Qt::ForegroundRole: return QColor(Qt::black);
  case SortValueRole: return verdict.figure.value;
  case BestRole: return best;
  case PassRole: return verdict.evaluable ? QVariant(verdict.pass) : QVariant();
  default: return {};
  }
}

QString ComparisonModel::failedMustRules(int candidate) const {
  QStringList names;
  const auto &verdicts = comparison_.verdicts[static_cast<std::size_t>(candidate)].verdicts;
  for (std::size_t r = 0; r < criteria_.rules.size() && r < verdicts.size(); ++r)
    if (criteria_.rules[r].must && !verdicts[r].pass)
      names << QString::fromStdString(criteria_.rules[r].name).toHtmlEscaped();
  return names.join(", ");
}

QVariant ComparisonModel::metricPass(const QString &path, int candidate) const {
  QVariant pass;
  const std::string metric = path.toStdString();
  const auto &verdicts = comparison_.verdicts[static_cast<std::size_t>(candidate)].verdicts;
  for (std::size_t r = 0; r < criteria_.rules.size() && r < verdicts.size(); ++r)
    if (criteria_.rules[r].metric == metric)
      pass = (pass.isValid() ? pass.toBool() : true) && verdicts[r].evaluable && verdicts[r].pass;
  return pass;
}

QVariant ComparisonModel::metricData(const Row &row, int candidate, int role) const {
  const sim::ComparisonRow &metric = comparison_.rows[static_cast<std::size_t>(row.index)];
  const sim::Figure &figure = metric.figures[static_cast<std::size_t>(candidate)];
  const bool best = metric.best[static_cast<std::size_t>(candidate)];
  switch (role) {
  case Qt::DisplayRole: {
    const QString difference =
        baseline_ >= 0
            ? differenceToBaseline(figure.value, metric.figures[static_cast<std::size_t>(baseline_)].value,
                                   metric.metric->unit, candidate)
            : QString();
    return bestMark(row.values[candidate], best) + difference;
  }
  case Qt::ToolTipRole: {
    QString html = "<p><b>" + row.label.toHtmlEscaped() + "</b> <code>" + row.path + "</code></p>" +
                   explanationHtml(figure);
    if (best) html += "<p>" + tr("Best of the candidates.") + "</p>";
    return html;
  }
  case Qt::FontRole: return boldIf(best);
  case Qt::BackgroundRole:
  case Qt::ForegroundRole:
  case PassRole: {
    const QVariant pass = metricPass(row.path, candidate);
    if (role == PassRole || !pass.isValid()) return pass;
    if (role == Qt::ForegroundRole) return QColor(Qt::black);
    return pass.toBool() ? passColour() : failColour();
  }
  case SortValueRole: return figure.value;
  case BestRole: return best;
  default: return {};
  }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Horizontal) {
    if (section < 0 || section >= columnCount()) return {};
    return columnHeaderData(candidateAt(section), role);
  }
  if (section < 0 || section >= rowCount()) return {};
  return rowHeaderData(rows_[static_cast<std::size_t>(section)], role);
}

QVariant ComparisonModel::columnHeaderData(int candidate, int role) const {
  const auto c = static_cast<std::size_t>(candidate);
  const QString name = QString::fromStdString(comparison_.names[c]);
  const sim::CriteriaVerdicts &v = comparison_.verdicts[c];
  switch (role) {
  case Qt::DisplayRole:
    return headerName(name) + "\n#" + QString::number(comparison_.rank[c]) +
           (candidate == baseline_ ? " · " + tr("baseline") : QString());
  case Qt::ToolTipRole:
    return "<b>" + name.toHtmlEscaped() + "</b><br>" +
           tr("Rank %1 of %2").arg(comparison_.rank[c]).arg(comparison_.names.size()) + "<br>" +
           tr("Score %1").arg(percent(v.score)) + "<br>" +
           (v.must_pass
                ? tr("Passes every must-rule")
                : tr("Must-rules failed: %1").arg(v.failed_must) + ": " + failedMustRules(candidate)) +
           (candidate == baseline_
                ? "<br>" + tr("The baseline: the other columns say their differences to it.")
                : QString()) +
           "<br><i>" + tr("Double-click to open this scenario.") + "</i>";
  case Qt::TextAlignmentRole: return QVariant(Qt::AlignCenter);
  case CandidateRole: return candidate;
  default: return {};
  }
}

QVariant ComparisonModel::rowHeaderData(const Row &row, int role) const {
  const std::string path = row.path.toStdString();
  const QString section = row.kind == RowKind::Summary ? QString() : fromUtf8(splitPath(path).first);
  switch (role) {
  case Qt::DisplayRole: return row.label;
  case Qt::ToolTipRole:
    if (row.kind == RowKind::Summary) return row.label;
    if (row.kind == RowKind::Criterion) {
      const model::Criterion &rule = criteria_.rules[static_cast<std::size_t>(row.index)];
      return "<p><b>" + row.label.toHtmlEscaped() + "</b>: " + thresholdText(rule).toHtmlEscaped() + " (" +
             (rule.must ? tr("must") : tr("wish, weight %1").arg(rule.weight)) + ")</p><p>" +
             QString::fromStdString(rule.description).toHtmlEscaped() + "</p><p><code>" + row.path +
             "</code></p>";
    }
    return "<p>" + sectionLabel(splitPath(path).first).toHtmlEscaped() + " › <b>" +
           row.label.toHtmlEscaped() + "</b></p><p><code>" + row.path + "</code></p>";
  case Qt::TextAlignmentRole: return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
  case Qt::FontRole: // summary and criteria are what a selection turns on: they stand out
    return boldIf(row.kind != RowKind::Metric);
  case PathRole: return row.path;
  case KindRole: return static_cast<int>(row.kind);
  case SectionRole: return section;
  default: return {};
  }
}

sim::Better ComparisonModel::rowBetter(int row) const {
  const Row &r = rows_.at(static_cast<std::size_t>(row));
  switch (r.kind) {
  case RowKind::Summary: return r.index == 0 ? sim::Better::Lower : sim::Better::Higher;
  case RowKind::Criterion: {
    const model::Criterion &rule = criteria_.rules[static_cast<std::size_t>(r.index)];
    if (const sim::MetricInfo *info = sim::findMetric(rule.metric);
        info && info->better != sim::Better::Neither)
      return info->better;
    return rule.comparator == model::Comparator::AtMost ? sim::Better::Lower : sim::Better::Higher;
  }
  case RowKind::Metric: return comparison_.rows[static_cast<std::size_t>(r.index)].metric->better;
  }
  return sim::Better::Neither;
}

void ComparisonModel::setBaseline(int candidate) {
  beginResetModel();
  baseline_ = candidate >= 0 && candidate < columnCount() ? candidate : -1;
  putBaselineFirst();
  endResetModel();
}

void ComparisonModel::putBaselineFirst() {
  if (baseline_ < 0) return;
  std::ranges::stable_partition(order_, [this](int c) { return c == baseline_; });
}

QString ComparisonModel::differenceToBaseline(double value, double baseValue, std::string_view unit,
                                              int candidate) const {
  if (candidate == baseline_ || std::isnan(value) || std::isnan(baseValue)) return {};
  if (value == baseValue) return QStringLiteral("  (=)");
  // Shares differ in percentage points: 45 % against 40 % is 5 points, not 12.5 %.
  if (unit == "ratio") return "  (" + tr("%1 pp").arg(signedNumber(100 * (value - baseValue), 1)) + ")";
  if (baseValue == 0 || !std::isfinite(value) || !std::isfinite(baseValue))
    return "  (" + (value > baseValue ? QStringLiteral("+") : QString()) +
           formatValue(value - baseValue, unit) + ")";
  // Ten times or more reads as a factor: "×122.5", not "+12,150 %".
  if (baseValue > 0 && value >= 10 * baseValue) return "  (×" + formatValue(value / baseValue, {}) + ")";
  const double relative = 100 * (value - baseValue) / std::abs(baseValue);
  return "  (" + signedNumber(relative, std::abs(relative) < 100 ? 1 : 0) + " %)";
}

void ComparisonModel::sortColumnsBy(int row) {
  beginResetModel();
  std::iota(order_.begin(), order_.end(), 0);
  if (row >= 0 && row < rowCount()) {
    // Rank order first, so equal values keep it.
    std::ranges::stable_sort(order_, {},
                             [&](int c) { return comparison_.rank[static_cast<std::size_t>(c)]; });
    std::vector<double> value(order_.size(), kNaN); // by candidate
    const Row &r = rows_[static_cast<std::size_t>(row)];
    for (int c = 0; c < static_cast<int>(value.size()); ++c) {
      QVariant v;
      switch (r.kind) {
      case RowKind::Summary: v = summaryData(r.index, c, SortValueRole); break;
      case RowKind::Criterion: v = criterionData(r, c, SortValueRole); break;
      case RowKind::Metric: v = metricData(r, c, SortValueRole); break;
      }
      value[static_cast<std::size_t>(c)] = v.isValid() ? v.toDouble() : kNaN;
    }
    const bool descending = rowBetter(row) == sim::Better::Higher;
    std::ranges::stable_sort(order_, [&](int a, int b) {
      const double va = value[static_cast<std::size_t>(a)];
      const double vb = value[static_cast<std::size_t>(b)];
      if (std::isnan(va) || std::isnan(vb)) return !std::isnan(va) && std::isnan(vb); // unknown last
      return descending ? va > vb : va < vb;
    });
  }
  putBaselineFirst();
  endResetModel();
}

QString ComparisonModel::toTsv(const QModelIndexList &cells) const {
  std::set<int> rows;
  std::set<int> columns;
  for (const QModelIndex &cell : cells)
    if (cell.isValid() && cell.model() == this) {
      rows.insert(cell.row());
      columns.insert(cell.column());
    }
  if (cells.isEmpty()) {
    for (int r = 0; r < rowCount(); ++r)
      rows.insert(r);
    for (int c = 0; c < columnCount(); ++c)
      columns.insert(c);
  }
  QString text = tr("Row");
  for (int c : columns)
    text +=
        '\t' + tsvCell(QString::fromStdString(comparison_.names[static_cast<std::size_t>(candidateAt(c))]));
  text += '\n';
  for (int r : rows) {
    text += tsvCell(rows_[static_cast<std::size_t>(r)].label);
    for (int c : columns)
      text += '\t' + tsvCell(data(index(r, c)).toString());
    text += '\n';
  }
  return text;
}

} // namespace snp::views

#include "views/charts/ChartStyle.h"

#include <QBarCategoryAxis>
#include <QFont>
#include <QLegend>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace snp::charts {

namespace {

QFont withSize(QFont font, qreal points, bool bold = false) {
  font.setPointSizeF(points);
  font.setBold(bold);
  return font;
}

void styleAxis(QAbstractAxis &axis, const QString &title) {
  axis.setTitleText(title);
  axis.setTitleFont(withSize(axis.titleFont(), 10, true));
  axis.setLabelsFont(withSize(axis.labelsFont(), 9));
  axis.setGridLineColor(QColor(0xdd, 0xdd, 0xdd));
}

} // namespace

QString chartText(const QString &name) {
  constexpr qsizetype kLongest = 100;
  return (name.size() > kLongest ? name.left(kLongest - 1) + QChar(0x2026) : name).toHtmlEscaped();
}

std::unique_ptr<QChart> newChart(const QString &title) {
  auto chart = std::make_unique<QChart>();
  chart->setTheme(QChart::ChartThemeLight);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->setTitle(title);
  chart->setTitleFont(withSize(chart->titleFont(), 12, true));
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->legend()->setFont(withSize(chart->legend()->font(), 9));
  chart->setBackgroundRoundness(0);
  chart->setLocalizeNumbers(true); // axis labels in the user's locale, with digit grouping
  return chart;
}

QValueAxis *addValueAxis(QChart &chart, Qt::Alignment alignment, const QString &title) {
  auto *axis = new QValueAxis;
  styleAxis(*axis, title);
  chart.addAxis(axis, alignment);
  return axis;
}

QLogValueAxis *addLogAxis(QChart &chart, Qt::Alignment alignment, const QString &title, double base) {
  auto *axis = new QLogValueAxis;
  axis->setBase(base);
  axis->setMinorTickCount(-1); // minor ticks at every integer multiple within a decade
  axis->setMinorGridLineColor(QColor(0xee, 0xee, 0xee));
  styleAxis(*axis, title);
  chart.addAxis(axis, alignment);
  return axis;
}

QBarCategoryAxis *addCategoryAxis(QChart &chart, const QStringList &categories, Qt::Alignment alignment) {
  auto *axis = new QBarCategoryAxis;
  axis->append(categories);
  axis->setLabelsFont(withSize(axis->labelsFont(), 9));
  axis->setGridLineVisible(false);
  chart.addAxis(axis, alignment);
  return axis;
}

QColor seriesColor(int index) {
  static constexpr std::array<QRgb, 8> kPalette{0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7,
                                                0xE69F00, 0x56B4E9, 0x000000, 0xF0E442};
  return QColor::fromRgb(kPalette[static_cast<std::size_t>(index) % kPalette.size()]);
}

QPen seriesPen(int index, qreal width) {
  static constexpr std::array<Qt::PenStyle, 3> kStyles{Qt::SolidLine, Qt::DashLine, Qt::DotLine};
  QPen pen(seriesColor(index), width);
  pen.setStyle(kStyles[static_cast<std::size_t>(index / 8) % kStyles.size()]);
  return pen;
}

QString shortSeriesName(const QString &name) {
  constexpr int kMaxLength = 24;
  QString brief = name;
  const int colon = brief.indexOf(QStringLiteral(": "));
  if (colon > 0 && colon <= 12) brief = brief.left(colon);
  const int bracket = brief.indexOf(QStringLiteral(" ("));
  if (bracket > 0) brief = brief.left(bracket);
  return brief.size() > kMaxLength ? brief.left(kMaxLength - 1).trimmed() + QChar(0x2026) : brief;
}

void setNiceRange(QValueAxis &axis, double low, double high) {
  if (!std::isfinite(low) || !std::isfinite(high)) return;
  // Headroom above the data only: the low end is a meaningful floor (0 s, 0 W, PUE 1).
  const double pad = high > low ? 0.04 * (high - low) : std::max(1e-9, 0.05 * std::abs(high));
  axis.setRange(low, high + pad);
  axis.applyNiceNumbers();
  const double interval = (axis.max() - axis.min()) / std::max(1, axis.tickCount() - 1);
  const int decimals = interval > 0 ? std::clamp(int(-std::floor(std::log10(interval) + 1e-9)), 0, 6) : 0;
  axis.setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

QColor partColor(int index) {
  // Tableau 10, then two more of D3's category colours (cyan) and a dark maroon, so that the twelve
  // parts of a training step never share a colour (Compute and Failures did).
  static constexpr std::array<QRgb, 12> kPalette{0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948,
                                                 0xB07AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AC, 0x17BECF, 0x6B1E1E};
  return QColor::fromRgb(kPalette[static_cast<std::size_t>(index) % kPalette.size()]);
}

} // namespace snp::charts

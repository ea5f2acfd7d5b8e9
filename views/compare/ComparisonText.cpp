#include "views/compare/ComparisonText.h"

#include "model/DisplayUnits.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace snp::views {

namespace {

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Four significant digits, but never an exponent: a display unit was chosen to avoid one.
QString digits(double value) {
  if (std::abs(value) >= 1e4) return QLocale().toString(value, 'f', 0);
  return QLocale().toString(value, 'g', 4);
}

QString signedText(double value, const QString &text) {
  // A real minus sign; QLocale writes the ASCII hyphen.
  return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + text;
}

} // namespace

QString inDisplayUnit(double si_value, std::string_view display_unit) {
  if (std::isnan(si_value)) return QStringLiteral("—");
  if (std::isinf(si_value)) return si_value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
  const auto unit = model::findDisplayUnit(display_unit);
  const double factor = unit ? unit->factor : 1;
  const QString number = digits(si_value / factor);
  return display_unit.empty() ? number : number + ' ' + fromUtf8(display_unit);
}

QString thresholdText(const model::Criterion &rule) {
  const QString threshold = inDisplayUnit(rule.threshold, rule.unit);
  switch (rule.comparator) {
  case model::Comparator::AtLeast: return "≥ " + threshold;
  case model::Comparator::AtMost: return "≤ " + threshold;
  case model::Comparator::Equal:
    return QCoreApplication::translate("ComparisonText", "= %1 (± %2 %)")
        .arg(threshold, QLocale().toString(100 * rule.tolerance, 'f', 1));
  case model::Comparator::Between:
    return QCoreApplication::translate("ComparisonText", "between %1 and %2")
        .arg(threshold, inDisplayUnit(rule.upper, rule.unit));
  }
  return threshold;
}

QString marginText(const sim::Verdict &verdict, const model::Criterion &rule) {
  if (!verdict.evaluable) return {};
  if (std::isfinite(verdict.margin_ratio))
    return signedText(verdict.margin_ratio,
                      QLocale().toString(std::abs(100 * verdict.margin_ratio), 'f', 1) + " %");
  return signedText(verdict.margin, inDisplayUnit(std::abs(verdict.margin), rule.unit));
}

} // namespace snp::views

#include "views/compare/ComparisonText.h"

#include "model/Requirement.h"
#include "views/BandText.h"
#include "views/FigureText.h"
#include "views/TranslatedTemplate.h"
#include "views/Units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <string>

namespace snp::views {

namespace {

QString signedText(double value, const QString &text) {
  // A real minus sign; QLocale writes the ASCII hyphen.
  return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + text;
}

} // namespace

QString thresholdText(const model::Criterion &rule) {
  const std::string threshold = formatInUnit(rule.threshold, rule.unit).toStdString();
  const std::string second =
      (rule.comparator == model::Comparator::Equal ? formatNumber(100 * rule.tolerance)
                                                   : formatInUnit(rule.upper, rule.unit))
          .toStdString();
  return QString::fromStdString(translatedTemplate(model::requirementTemplate(rule.comparator),
                                                   fmt::make_format_args(threshold, second)));
}

QString marginText(const sim::Verdict &verdict, const model::Criterion &rule) {
  if (!verdict.evaluable) return {};
  if (std::isfinite(verdict.margin_ratio))
    return signedText(verdict.margin_ratio, formatValue(std::abs(verdict.margin_ratio), "ratio"));
  return signedText(verdict.margin, formatInUnit(std::abs(verdict.margin), rule.unit));
}

QString bandTip(const sim::Verdict &verdict) {
  if (!verdict.band) return {};
  const sim::ErrorBand &band = *verdict.band;
  const QString text =
      band.validated()
          ? QCoreApplication::translate("ComparisonText", "Error band %1: %2.")
                .arg(bandWidth(band), bandBasis(band))
          : QCoreApplication::translate("ComparisonText", "Error band: %1.").arg(bandBasis(band));
  QString tip = "<p>" + text.toHtmlEscaped();
  if (verdict.withinBand())
    tip +=
        " " + QCoreApplication::translate("ComparisonText", "The requirement lies inside the band, so this "
                                                            "outcome is not firm.")
                  .toHtmlEscaped();
  return tip + "</p>";
}

} // namespace snp::views

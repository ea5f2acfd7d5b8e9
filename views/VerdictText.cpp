#include "views/VerdictText.h"

#include <QCoreApplication>

namespace snp::views {

QString verdictOutcome(const sim::Verdict &verdict) {
  if (!verdict.evaluable) return QCoreApplication::translate("VerdictText", "N/A");
  if (verdict.withinBand())
    return verdict.pass ? QCoreApplication::translate("VerdictText", "PASS, within the error band")
                        : QCoreApplication::translate("VerdictText", "FAIL, within the error band");
  return verdict.pass ? QCoreApplication::translate("VerdictText", "PASS")
                      : QCoreApplication::translate("VerdictText", "FAIL");
}

QString comparatorSymbol(model::Comparator comparator) {
  switch (comparator) {
  case model::Comparator::AtLeast: return QStringLiteral("≥");
  case model::Comparator::AtMost: return QStringLiteral("≤");
  case model::Comparator::Equal: return QStringLiteral("=");
  case model::Comparator::Between: return QCoreApplication::translate("snp::views::CriteriaPanel", "between");
  }
  return {};
}

} // namespace snp::views

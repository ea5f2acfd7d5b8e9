#include "views/CostBoundText.h"

#include "views/FigureText.h"

#include <QCoreApplication>

namespace snp::views {

QString boundedCostText(const sim::CostResults &cost, std::string_view name, const sim::Figure &figure,
                        const QString &value) {
  if (cost.unpriced_parts.value <= 0 || name == "unpriced_parts" || name == "annual_opex") return value;
  // A capital group: unpriced when nothing in it is priced, as it is when all of it is.
  if (const std::optional<double> unpriced = figure.term("unpriced_parts"); unpriced && name != "capex") {
    if (const QString unset = unsetFigureText(name, figure); !unset.isEmpty()) return unset;
    if (*unpriced == 0) return value;
  }
  return QCoreApplication::translate("Cost", "≥ %1").arg(value);
}

} // namespace snp::views

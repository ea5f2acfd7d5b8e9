#include "views/charts/BarCategories.h"

#include "views/charts/ChartStyle.h"

#include <QCoreApplication>

namespace snp::charts {

QStringList barCategories(const Scenarios &scenarios, int current) {
  QStringList names;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    QString name = chartText(scenarios[i].name);
    if (int(i) == current) name = QCoreApplication::translate("Charts", "%1 (current)").arg(name);
    // Category axes need distinct names.
    while (names.contains(name))
      name += QLatin1Char(' ');
    names << name;
  }
  return names;
}

} // namespace snp::charts

#include "views/charts/TcoChart.h"

#include "views/charts/ChartStyle.h"
#include "views/charts/MoneyScale.h"

#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace snp::charts {

namespace {

// The present cost of owning the design through `year` years.
double presentCostBy(const model::Finance &finance, const sim::AnnualCostParts &parts, double year) {
  const double yearly =
      parts.facility_capital + parts.electricity + parts.water + parts.maintenance + parts.support;
  return parts.hardware_capex + yearly * sim::presentValueFactor(finance.discount_rate, year);
}

} // namespace

std::unique_ptr<QChart> makeTcoChart(const Scenarios &scenarios, int current) {
  auto chart = newChart(QCoreApplication::translate("Charts", "Cost of ownership over the hardware's life"));
  if (scenarios.empty()) return chart;
  double highest = 0, longest = 0;
  for (const ScenarioSeries &s : scenarios) {
    highest = std::max(
        highest, presentCostBy(s.config.finance, s.results.cost.parts, s.config.finance.hardware_life_years));
    longest = std::max(longest, s.config.finance.hardware_life_years);
  }
  const int shown = std::clamp(current, 0, int(scenarios.size()) - 1);
  const MoneyScale scale = moneyScale(highest, scenarios[std::size_t(shown)].config.site.currency);
  QValueAxis *x = addValueAxis(*chart, Qt::AlignBottom, QCoreApplication::translate("Charts", "Years"));
  QValueAxis *y =
      addValueAxis(*chart, Qt::AlignLeft,
                   QCoreApplication::translate("Charts", "Cost to date, discounted (%1)").arg(scale.unit));
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const ScenarioSeries &s = scenarios[i];
    auto *line = new QLineSeries;
    line->setName(chartText(shortSeriesName(s.name)));
    line->setPen(seriesPen(int(i), int(i) == current ? 3.5 : 2));
    const double life = s.config.finance.hardware_life_years;
    // Yearly points and the end of the life when it falls between years.
    for (double year = 0; year < life; year += 1)
      line->append(year, scale.factor * presentCostBy(s.config.finance, s.results.cost.parts, year));
    line->append(life, scale.factor * presentCostBy(s.config.finance, s.results.cost.parts, life));
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
  }
  x->setRange(0, std::ceil(longest));
  x->setTickCount(int(std::ceil(longest)) + 1);
  x->setLabelFormat(QStringLiteral("%.0f"));
  setNiceRange(*y, 0, scale.factor * highest);
  return chart;
}

} // namespace snp::charts

#include "views/charts/CostSensitivityChart.h"

#include "sim/cost/CostSensitivity.h"
#include "views/charts/ChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace snp::charts {

namespace {

constexpr double kSwing = 0.2;

} // namespace

std::unique_ptr<QChart> makeCostSensitivityChart(const Scenarios &scenarios, int current) {
  if (current < 0 || current >= int(scenarios.size()))
    return newChart(QCoreApplication::translate("Charts", "Sensitivity of the cost per million tokens"));
  const ScenarioSeries &s = scenarios[std::size_t(current)];
  const sim::Figure &cost = s.results.cost.cost_per_million_tokens;
  auto chart =
      newChart(QCoreApplication::translate("Charts", "Cost per million tokens of %1: each input ±20 %")
                   .arg(chartText(shortSeriesName(s.name))));
  const auto swings = sim::costSensitivity(s.config.finance, s.results.cost.parts, cost.value, kSwing);
  std::vector<sim::CostSwing> moving;
  for (const sim::CostSwing &swing : swings)
    if (cost.value > 0 &&
        std::max(std::abs(swing.low - cost.value), std::abs(swing.high - cost.value)) > 1e-6 * cost.value)
      moving.push_back(swing);
  const auto reach = [&](const sim::CostSwing &swing) { return std::abs(swing.high - swing.low); };
  // Smallest first: a horizontal bar chart draws its first category at the bottom.
  std::ranges::sort(moving, [&](const auto &a, const auto &b) { return reach(a) < reach(b); });

  auto *lower = new QBarSet(QCoreApplication::translate("Charts", "Input 20 % lower"));
  auto *higher = new QBarSet(QCoreApplication::translate("Charts", "Input 20 % higher"));
  lower->setColor(seriesColor(0));
  higher->setColor(seriesColor(4));
  QStringList names;
  double widest = 1;
  for (const sim::CostSwing &swing : moving) {
    names << QCoreApplication::translate(swing.input.context(), swing.input.text());
    const double low = 100 * (swing.low / cost.value - 1), high = 100 * (swing.high / cost.value - 1);
    lower->append(low);
    higher->append(high);
    widest = std::max({widest, std::abs(low), std::abs(high)});
  }
  auto *bars = new QHorizontalStackedBarSeries;
  bars->append(lower);
  bars->append(higher);
  bars->setBarWidth(0.6);
  chart->addSeries(bars);
  QBarCategoryAxis *inputs = addCategoryAxis(*chart, names, Qt::AlignLeft);
  inputs->setTruncateLabels(false);
  bars->attachAxis(inputs);
  QValueAxis *change =
      addValueAxis(*chart, Qt::AlignBottom, QCoreApplication::translate("Charts", "Change (%)"));
  bars->attachAxis(change);
  setNiceRange(*change, -widest, widest);
  return chart;
}

} // namespace snp::charts

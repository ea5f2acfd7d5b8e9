#include "views/charts/CostChart.h"

#include "views/charts/BarCategories.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/MoneyScale.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace snp::charts {

namespace {

struct Part {
  const char *name;
  double sim::AnnualCostParts::*amount;
};

constexpr std::array<Part, 6> kParts{{
    {QT_TRANSLATE_NOOP("Charts", "Hardware capital"), &sim::AnnualCostParts::hardware_capital},
    {QT_TRANSLATE_NOOP("Charts", "Facility capital"), &sim::AnnualCostParts::facility_capital},
    {QT_TRANSLATE_NOOP("Charts", "Electricity"), &sim::AnnualCostParts::electricity},
    {QT_TRANSLATE_NOOP("Charts", "Water"), &sim::AnnualCostParts::water},
    {QT_TRANSLATE_NOOP("Charts", "Maintenance"), &sim::AnnualCostParts::maintenance},
    {QT_TRANSLATE_NOOP("Charts", "Software and support"), &sim::AnnualCostParts::support},
}};

} // namespace

std::unique_ptr<QChart> makeCostChart(const Scenarios &scenarios, int current) {
  auto chart = newChart(QCoreApplication::translate("Charts", "Equivalent annual cost"));
  if (scenarios.empty()) return chart;
  double highest = 0;
  for (const ScenarioSeries &s : scenarios)
    highest = std::max(highest, s.results.cost.parts.total());
  const int shown = std::clamp(current, 0, int(scenarios.size()) - 1);
  const MoneyScale scale = moneyScale(highest, scenarios[std::size_t(shown)].config.site.currency);

  auto *series = new QStackedBarSeries;
  for (std::size_t p = 0; p < kParts.size(); ++p) {
    const bool any = std::ranges::any_of(
        scenarios, [&](const ScenarioSeries &s) { return s.results.cost.parts.*kParts[p].amount > 0; });
    if (!any) continue;
    auto *set = new QBarSet(QCoreApplication::translate("Charts", kParts[p].name));
    set->setColor(partColor(int(p)));
    set->setBorderColor(partColor(int(p)));
    for (const ScenarioSeries &s : scenarios)
      set->append(scale.factor * (s.results.cost.parts.*kParts[p].amount));
    series->append(set);
  }
  series->setBarWidth(0.6);
  chart->addSeries(series);

  // A candidate with parts the price book cannot price costs at least its bar: marked, and the
  // title says why.
  QStringList categories = barCategories(scenarios, current);
  bool unpriced = false;
  for (std::size_t i = 0; i < scenarios.size(); ++i)
    if (scenarios[i].results.cost.unpriced_parts.value > 0) {
      categories[qsizetype(i)] += QStringLiteral(" *");
      unpriced = true;
    }
  if (unpriced)
    chart->setTitle(QCoreApplication::translate("Charts",
                                                "Equivalent annual cost (* at least: parts without a "
                                                "public price left out)"));
  QBarCategoryAxis *x = addCategoryAxis(*chart, categories);
  series->attachAxis(x);
  QValueAxis *y =
      addValueAxis(*chart, Qt::AlignLeft,
                   QCoreApplication::translate("Charts", "Annual cost (%1 a year)").arg(scale.unit));
  series->attachAxis(y);
  setNiceRange(*y, 0, scale.factor * highest);
  return chart;
}

} // namespace snp::charts

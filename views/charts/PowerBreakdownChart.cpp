#include "views/charts/PowerBreakdownChart.h"

#include "sim/Breakdowns.h"
#include "views/charts/BarCategories.h"
#include "views/charts/ChartStyle.h"

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
  double sim::PowerBreakdown::*watts;
};

constexpr std::array<Part, 6> kParts{{
    {QT_TRANSLATE_NOOP("Charts", "Accelerators"), &sim::PowerBreakdown::accelerators_W},
    {QT_TRANSLATE_NOOP("Charts", "Hosts"), &sim::PowerBreakdown::hosts_W},
    {QT_TRANSLATE_NOOP("Charts", "Network"), &sim::PowerBreakdown::network_W},
    {QT_TRANSLATE_NOOP("Charts", "Server fans"), &sim::PowerBreakdown::server_fans_W},
    {QT_TRANSLATE_NOOP("Charts", "Cooling plant"), &sim::PowerBreakdown::cooling_W},
    {QT_TRANSLATE_NOOP("Charts", "Power losses"), &sim::PowerBreakdown::conversion_and_distribution_W},
}};

} // namespace

std::unique_ptr<QChart> makePowerBreakdownChart(const Scenarios &scenarios, int current) {
  auto chart = newChart(QCoreApplication::translate("Charts", "Facility power, annual mean"));
  std::vector<sim::PowerBreakdown> breakdowns;
  double highest = 0;
  for (const ScenarioSeries &s : scenarios) {
    breakdowns.push_back(sim::powerBreakdown(s.config, s.results));
    highest = std::max(highest, breakdowns.back().total());
  }
  const bool megawatts = highest >= 1e6;
  const double scale = megawatts ? 1e-6 : 1e-3;

  auto *series = new QStackedBarSeries;
  for (std::size_t p = 0; p < kParts.size(); ++p) {
    const bool any =
        std::ranges::any_of(breakdowns, [&](const sim::PowerBreakdown &b) { return b.*kParts[p].watts > 0; });
    if (!any) continue;
    auto *set = new QBarSet(QCoreApplication::translate("Charts", kParts[p].name));
    set->setColor(partColor(int(p)));
    set->setBorderColor(partColor(int(p)));
    for (const sim::PowerBreakdown &b : breakdowns)
      set->append(scale * (b.*kParts[p].watts));
    series->append(set);
  }
  series->setBarWidth(0.6);
  chart->addSeries(series);

  QBarCategoryAxis *x = addCategoryAxis(*chart, barCategories(scenarios, current));
  series->attachAxis(x);
  QValueAxis *y = addValueAxis(*chart, Qt::AlignLeft,
                               megawatts ? QCoreApplication::translate("Charts", "Facility power (MW)")
                                         : QCoreApplication::translate("Charts", "Facility power (kW)"));
  series->attachAxis(y);
  setNiceRange(*y, 0, scale * highest);
  return chart;
}

} // namespace snp::charts

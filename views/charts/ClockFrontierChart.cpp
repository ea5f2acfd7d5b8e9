#include "views/charts/ClockFrontierChart.h"

#include "model/QuantityText.h"
#include "sim/ClockFrontier.h"
#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace snp::charts {

std::unique_ptr<QChart> makeClockFrontierChart(const Scenarios &scenarios, int current) {
  if (current < 0 || current >= int(scenarios.size()))
    return newChart(QCoreApplication::translate("Charts", "Energy against the clock"));
  const ScenarioSeries &s = scenarios[std::size_t(current)];
  auto chart =
      newChart(QCoreApplication::translate("Charts", "Energy per token against step time as the clock "
                                                     "falls: %1")
                   .arg(chartText(s.name)));
  const std::vector<sim::ClockPoint> frontier = sim::clockFrontier(s.config);
  QValueAxis *x =
      addValueAxis(*chart, Qt::AlignBottom, QCoreApplication::translate("Charts", "Step time (s)"));
  QValueAxis *y =
      addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Energy per token (J)"));

  auto *chips = new QLineSeries;
  chips->setName(QCoreApplication::translate("Charts", "Accelerators"));
  chips->setPen(QPen(seriesColor(0), 2.5));
  chips->setPointsVisible(true);
  auto *site = new QLineSeries;
  site->setName(QCoreApplication::translate("Charts", "Facility"));
  site->setPen(QPen(seriesColor(1), 2, Qt::DashLine));
  site->setPointsVisible(true);
  double low_t = std::numeric_limits<double>::infinity(), high_t = 0, high_e = 0;
  for (const sim::ClockPoint &p : frontier) {
    chips->append(p.step_time_s, p.accelerator_J_per_token);
    site->append(p.step_time_s, p.facility_J_per_token);
    low_t = std::min(low_t, p.step_time_s);
    high_t = std::max(high_t, p.step_time_s);
    high_e = std::max({high_e, p.accelerator_J_per_token, p.facility_J_per_token});
  }
  for (QLineSeries *series : {chips, site}) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
  }

  // Where the configuration stands, and the lowest cap drawn.
  if (!frontier.empty()) {
    const sim::ClockPoint &here = frontier.front(), &floor = frontier.back();
    auto *mark = new QScatterSeries;
    mark->setName(QCoreApplication::translate("Charts", "This configuration: %1 J per token")
                      .arg(QLocale().toString(here.facility_J_per_token, 'f',
                                              model::significantDecimals(here.facility_J_per_token))));
    mark->append(here.step_time_s, here.facility_J_per_token);
    mark->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    mark->setMarkerSize(12);
    mark->setColor(Qt::black);
    mark->setBorderColor(Qt::white);
    chart->addSeries(mark);
    mark->attachAxis(x);
    mark->attachAxis(y);
    if (frontier.size() > 1)
      chips->setName(QCoreApplication::translate("Charts", "Accelerators (cap %1 → %2 % of TDP)")
                         .arg(QLocale().toString(100 * here.cap_share, 'f', 0))
                         .arg(QLocale().toString(100 * floor.cap_share, 'f', 0)));
  }
  if (high_t > 0) {
    setNiceRange(*x, low_t, high_t);
    setNiceRange(*y, 0, high_e);
  }
  return chart;
}

} // namespace snp::charts

#include "views/charts/UtilisationChart.h"

#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace snp::charts {

namespace {

// The chart keeps its time scale, for markChartTime.
constexpr const char *kStartProperty = "startS";
constexpr const char *kSecondsPerUnitProperty = "secondsPerUnit";
constexpr const char *kMarkerName = "TimeMarker";

struct TimeUnit {
  double seconds;
  QString title;
};

TimeUnit timeUnitFor(double span_s) {
  if (span_s > 3 * 86400)
    return {86400, QCoreApplication::translate("Charts", "Time from the first arrival (d)")};
  if (span_s > 3 * 3600)
    return {3600, QCoreApplication::translate("Charts", "Time from the first arrival (h)")};
  return {60, QCoreApplication::translate("Charts", "Time from the first arrival (min)")};
}

} // namespace

std::unique_ptr<QChart> makeUtilisationChart(const std::vector<sim::UtilisationSample> &samples,
                                             double start_s) {
  auto chart = newChart(QCoreApplication::translate("Charts", "Utilisation and queue"));
  const double span = samples.empty() ? 3600 : std::max(1.0, samples.back().time_s - start_s);
  const TimeUnit unit = timeUnitFor(span);
  chart->setProperty(kStartProperty, start_s);
  chart->setProperty(kSecondsPerUnitProperty, unit.seconds);

  QValueAxis *x = addValueAxis(*chart, Qt::AlignBottom, unit.title);
  QValueAxis *busy = addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Busy (%)"));
  QValueAxis *queue = addValueAxis(*chart, Qt::AlignRight, QCoreApplication::translate("Charts", "Queued"));

  auto *utilisation = new QLineSeries;
  utilisation->setName(QCoreApplication::translate("Charts", "Busy share of the cards in service"));
  utilisation->setPen(seriesPen(0, 2));
  auto *queued = new QLineSeries;
  queued->setName(QCoreApplication::translate("Charts", "Queued jobs"));
  queued->setPen(seriesPen(1, 1.5));
  int mostQueued = 0;
  double from = 0;
  for (const sim::UtilisationSample &s : samples) {
    const double to = (s.time_s - start_s) / unit.seconds;
    utilisation->append(from, 100 * s.utilisation);
    utilisation->append(to, 100 * s.utilisation);
    queued->append(to, s.queued_jobs);
    mostQueued = std::max(mostQueued, s.queued_jobs);
    from = to;
  }
  auto *marker = new QLineSeries;
  marker->setObjectName(kMarkerName);
  marker->setPen(QPen(QColor(110, 110, 110), 1, Qt::DashLine));
  for (QLineSeries *series : {utilisation, marker}) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(busy);
  }
  chart->addSeries(queued);
  queued->attachAxis(x);
  queued->attachAxis(queue);
  // Each value axis named and drawn in its series' colour: two scales share one plot, and a legend
  // would take the height a short chart needs.
  chart->legend()->hide();
  busy->setTitleBrush(seriesColor(0));
  busy->setLabelsColor(seriesColor(0));
  queue->setTitleBrush(seriesColor(1));
  queue->setLabelsColor(seriesColor(1));

  // The axis ends with the run; its ticks fall on round times (1, 2 or 5 × a power of ten).
  const double length = span / unit.seconds;
  x->setRange(0, length);
  const double rough = length / 5, decade = std::pow(10.0, std::floor(std::log10(rough)));
  const double tick = rough >= 5 * decade ? 5 * decade : rough >= 2 * decade ? 2 * decade : decade;
  x->setTickType(QValueAxis::TicksDynamic);
  x->setTickAnchor(0);
  x->setTickInterval(tick);
  x->setLabelFormat(tick >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
  busy->setRange(0, 100);
  busy->setLabelFormat(QStringLiteral("%.0f"));
  setNiceRange(*queue, 0, std::max(4, mostQueued)); // whole ticks even for a short queue
  queue->setLabelFormat(QStringLiteral("%.0f"));
  return chart;
}

void markChartTime(QChart &chart, double time_s) {
  const double perUnit = chart.property(kSecondsPerUnitProperty).toDouble();
  if (perUnit <= 0) return;
  const double at = (time_s - chart.property(kStartProperty).toDouble()) / perUnit;
  for (QAbstractSeries *series : chart.series())
    if (series->objectName() == QLatin1String(kMarkerName))
      static_cast<QLineSeries *>(series)->replace({QPointF(at, 0), QPointF(at, 100)});
}

} // namespace snp::charts

#include "views/charts/ScalingChart.h"

#include "sim/ScalingCurve.h"
#include "sim/TrainingStep.h"
#include "views/charts/ChartCallouts.h"
#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace snp::charts {

namespace {

constexpr int kCurvePoints = 24;
constexpr double kTarget = 90; // %

void hideFromLegend(QChart &chart, QAbstractSeries *series) {
  for (QLegendMarker *marker : chart.legend()->markers(series))
    marker->setVisible(false);
}

// Each criterion point's label to the right of the point, where its own line has ended.
void placeBesidePoints(QChart &chart, const std::vector<Callout> &callouts) {
  for (const Callout &c : callouts) {
    const QPointF at = chart.mapToPosition(c.value, c.series);
    const QRectF box = c.text->boundingRect();
    c.text->setPos(at + QPointF(10, -box.height() / 2));
  }
}

} // namespace

std::unique_ptr<QChart> makeScalingChart(const Scenarios &scenarios, int current) {
  auto chart = newChart(QCoreApplication::translate("Charts", "Scaling efficiency"));
  QLogValueAxis *x = addLogAxis(*chart, Qt::AlignBottom,
                                QCoreApplication::translate("Charts", "Accelerators (log scale)"), 10);
  x->setLabelFormat(QStringLiteral("%.0f"));
  QValueAxis *y =
      addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Scaling efficiency (%)"));

  double max_n = 1, max_efficiency = 100, min_efficiency = 100;
  auto callouts = std::make_shared<std::vector<Callout>>();
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const ScenarioSeries &s = scenarios[i];
    const QColor color = seriesColor(int(i));
    const bool is_current = int(i) == current;

    auto *line = new QLineSeries;
    line->setName(s.name);
    for (const sim::ScalingPoint &p : sim::scalingCurve(s.config, kCurvePoints)) {
      line->append(p.accelerators, 100 * p.scaling_efficiency);
      max_efficiency = std::max(max_efficiency, 100 * p.scaling_efficiency);
      min_efficiency = std::min(min_efficiency, 100 * p.scaling_efficiency);
    }
    line->setPen(QPen(color, is_current ? 3 : 2));
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);

    const double n = sim::trainingRanks(s.config.workload);
    const double efficiency = 100 * s.results.training.scaling_efficiency.value;
    max_n = std::max(max_n, n);
    auto *point = new QScatterSeries;
    point->setName(s.name);
    point->append(n, efficiency);
    point->setColor(color);
    point->setBorderColor(Qt::white);
    point->setMarkerSize(is_current ? 13 : 10);
    chart->addSeries(point);
    point->attachAxis(x);
    point->attachAxis(y);
    hideFromLegend(*chart, point);
    callouts->push_back(addCallout(*chart, point, QPointF(n, efficiency),
                                   QCoreApplication::translate("Charts", "N = %1: %2 %")
                                       .arg(QLocale().toString(qlonglong(n)))
                                       .arg(QLocale().toString(efficiency, 'f', 1)),
                                   color, false));
  }

  // Room on the right of the largest N for its label.
  const double x_low = 0.7, x_high = max_n * 8;
  auto *target = new QLineSeries;
  target->setName(QCoreApplication::translate("Charts", "90 % target"));
  target->append(x_low, kTarget);
  target->append(x_high, kTarget);
  QPen dashed(QColor(0x55, 0x55, 0x55), 1.5, Qt::DashLine);
  target->setPen(dashed);
  chart->addSeries(target);
  target->attachAxis(x);
  target->attachAxis(y);

  x->setRange(x_low, x_high);
  // Ticks every 10 % from 0, a little headroom above 100 % (or the best scenario) for the labels.
  y->setRange(std::min(0.0, 10 * std::floor(min_efficiency / 10)), std::max(105.0, max_efficiency + 5));
  y->setTickType(QValueAxis::TicksDynamic);
  y->setTickAnchor(0);
  y->setTickInterval(max_efficiency > 150 ? 50 : 10);
  y->setLabelFormat(QStringLiteral("%.0f"));
  QChart *raw = chart.get();
  placeOnLayout(*raw, [raw, callouts] { placeBesidePoints(*raw, *callouts); });
  return chart;
}

} // namespace snp::charts

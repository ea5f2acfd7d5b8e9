#include "views/charts/GoodputChart.h"

#include "sim/reliability/CheckpointSweep.h"
#include "views/charts/ChartCallouts.h"
#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

namespace snp::charts {

namespace {

constexpr double kSecondsPerMinute = 60;

QString minutes(double seconds) {
  const double m = seconds / kSecondsPerMinute;
  return QLocale().toString(m, 'f', m < 100 ? 1 : 0);
}

// A marked interval and its label, kept next to its point whatever size the chart is drawn at.
void addMark(QChart &chart, QAbstractAxis *x, QAbstractAxis *y, std::vector<Callout> &callouts,
             const QString &label, const sim::CheckpointMark &mark, QScatterSeries::MarkerShape shape,
             QColor color, qreal size) {
  auto *series = new QScatterSeries;
  series->setName(label);
  const QPointF value(mark.period_s / kSecondsPerMinute, 100 * mark.goodput);
  series->append(value);
  series->setMarkerShape(shape);
  series->setMarkerSize(size);
  series->setColor(color);
  series->setBorderColor(Qt::white);
  chart.addSeries(series);
  series->attachAxis(x);
  series->attachAxis(y);

  callouts.push_back(
      addCallout(chart, series, value,
                 QCoreApplication::translate("Charts", "%1: %2 min, %3 %")
                     .arg(label, minutes(mark.period_s), QLocale().toString(100 * mark.goodput, 'f', 2)),
                 color, true));
}

// The marks lie close together around the optimum, so their labels stack in a column below the
// curve's peak (the curve is an arch: the space under it is empty), each with a leader to its point.
void placeCallouts(QChart &chart, const std::vector<Callout> &callouts) {
  const QRectF plot = chart.plotArea();
  if (plot.isEmpty() || callouts.empty()) return;
  qreal right = plot.left(), lowest = plot.top();
  for (const Callout &c : callouts) {
    const QPointF at = chart.mapToPosition(c.value, c.series);
    right = std::max(right, at.x());
    lowest = std::max(lowest, at.y());
  }
  const qreal row = callouts.front().text->boundingRect().height() + 4;
  qreal widest = 0;
  for (const Callout &c : callouts)
    widest = std::max(widest, c.text->boundingRect().width());
  const qreal left = std::min(right + 24, plot.right() - widest);
  for (std::size_t i = 0; i < callouts.size(); ++i) {
    const Callout &c = callouts[i];
    const QPointF at = chart.mapToPosition(c.value, c.series);
    const QPointF label(left, lowest + std::max<qreal>(28, 0.2 * plot.height()) + row * qreal(i));
    c.text->setPos(label);
    c.leader->setLine(QLineF(at, label + QPointF(-2, row / 2 - 2)));
  }
}

} // namespace

std::unique_ptr<QChart> makeGoodputChart(const Scenarios &scenarios, int current) {
  if (current < 0 || current >= int(scenarios.size()))
    return newChart(QCoreApplication::translate("Charts", "Goodput against checkpoint period"));
  const ScenarioSeries &s = scenarios[std::size_t(current)];
  auto chart = newChart(
      QCoreApplication::translate("Charts", "Goodput against checkpoint period: %1").arg(chartText(s.name)));
  const sim::CheckpointSweep sweep =
      sim::sweepCheckpointPeriod(s.config, sim::defaultCheckpointPeriods(s.config));

  QLogValueAxis *x = addLogAxis(
      *chart, Qt::AlignBottom,
      QCoreApplication::translate("Charts", "Checkpoint period, write included (min, log scale)"), 10);
  x->setLabelFormat(QStringLiteral("%.3g"));
  QValueAxis *y = addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Goodput (%)"));

  auto *curve = new QLineSeries;
  curve->setName(chartText(s.name));
  curve->setPen(QPen(seriesColor(0), 2.5));
  double low = std::numeric_limits<double>::infinity(), high = 0;
  for (const sim::CheckpointPoint &p : sweep.points) {
    curve->append(p.period_s / kSecondsPerMinute, 100 * p.goodput);
    low = std::min(low, 100 * p.goodput);
    high = std::max(high, 100 * p.goodput);
  }
  chart->addSeries(curve);
  curve->attachAxis(x);
  curve->attachAxis(y);

  const bool uses_optimal = s.config.reliability.checkpoint_optimal;
  auto callouts = std::make_shared<std::vector<Callout>>();
  addMark(*chart, x, y, *callouts, QCoreApplication::translate("Charts", "Young"), sweep.young,
          QScatterSeries::MarkerShapeCircle, seriesColor(1), 16);
  addMark(*chart, x, y, *callouts, QCoreApplication::translate("Charts", "Daly"), sweep.daly,
          QScatterSeries::MarkerShapeRectangle, seriesColor(2), 11);
  if (!uses_optimal)
    addMark(*chart, x, y, *callouts, QCoreApplication::translate("Charts", "Optimal"), sweep.optimal,
            QScatterSeries::MarkerShapeTriangle, seriesColor(3), 12);
  addMark(*chart, x, y, *callouts,
          uses_optimal ? QCoreApplication::translate("Charts", "In use (optimal)")
                       : QCoreApplication::translate("Charts", "In use (as configured)"),
          sweep.in_use, QScatterSeries::MarkerShapeStar, QColor(Qt::black), 12);
  QChart *raw = chart.get();
  placeOnLayout(*raw, [raw, callouts] { placeCallouts(*raw, *callouts); });

  if (!sweep.points.empty()) {
    x->setRange(sweep.points.front().period_s / kSecondsPerMinute,
                sweep.points.back().period_s / kSecondsPerMinute);
    setNiceRange(*y, std::max(0.0, low), high);
  }
  return chart;
}

} // namespace snp::charts

#include "views/charts/LatencyCurveChart.h"

#include "model/QuantityText.h"
#include "views/charts/ChartCallouts.h"
#include "views/charts/ChartStyle.h"

#include <QCoreApplication>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace snp::charts {

namespace {

constexpr double kMs = 1e3;
const QColor kTargetColour(0xC0, 0x39, 0x2B);

QLineSeries *lineSeries(const char *objectName, const QString &name, const QPen &pen) {
  auto *series = new QLineSeries;
  series->setObjectName(QLatin1String(objectName));
  series->setName(name);
  series->setPen(pen);
  return series;
}

} // namespace

std::unique_ptr<QChart> makeLatencyCurveChart(const std::vector<sim::LatencyPoint> &curve, double target_s,
                                              double max_rate_per_s, const QString &latency) {
  auto chart = newChart(QCoreApplication::translate("Charts", "%1 against request rate").arg(latency));
  QValueAxis *x = addValueAxis(*chart, Qt::AlignBottom,
                               QCoreApplication::translate("Charts", "Offered rate (requests/s)"));
  QValueAxis *y = addValueAxis(*chart, Qt::AlignLeft, QCoreApplication::translate("Charts", "Latency (ms)"));

  QLineSeries *p50 =
      lineSeries(kLatencyP50Series, QCoreApplication::translate("Charts", "P50"), seriesPen(0, 2));
  QLineSeries *p99 =
      lineSeries(kLatencyP99Series, QCoreApplication::translate("Charts", "P99"), seriesPen(1, 2.5));
  double fastestP99 = INFINITY, slowest = 0, highestRate = 0;
  for (const sim::LatencyPoint &point : curve) {
    if (!std::isfinite(point.p50_s) || !std::isfinite(point.p99_s)) continue;
    p50->append(point.rate_per_s, kMs * point.p50_s);
    p99->append(point.rate_per_s, kMs * point.p99_s);
    fastestP99 = std::min(fastestP99, kMs * point.p99_s);
    slowest = std::max(slowest, kMs * point.p99_s);
    highestRate = std::max(highestRate, point.rate_per_s);
  }
  const double target = kMs * target_s;
  QPen targetPen(kTargetColour, 1.5, Qt::DashLine);
  QLineSeries *targetLine =
      lineSeries(kLatencyTargetSeries,
                 QCoreApplication::translate("Charts", "P99 target %1 ms")
                     .arg(QLocale().toString(target, 'f', model::significantDecimals(target))),
                 targetPen);
  setNiceRange(*x, 0, highestRate > 0 ? highestRate : std::max(1.0, max_rate_per_s));
  targetLine->append(0, target);
  targetLine->append(x->max(), target);
  for (QLineSeries *series : {p50, p99, targetLine}) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
  }

  if (max_rate_per_s <= 0 && !curve.empty()) {
    // Said inside the plot, in the target's colour, at its top left, where the curves start low.
    auto *note = new QGraphicsSimpleTextItem(
        QCoreApplication::translate("Charts", "No rate meets the target: even one request alone misses it"),
        chart.get());
    QFont font = note->font();
    font.setPointSizeF(10);
    font.setBold(true);
    note->setFont(font);
    note->setBrush(kTargetColour);
    QChart *raw = chart.get();
    placeOnLayout(*raw, [raw, note] { note->setPos(raw->plotArea().topLeft() + QPointF(10, 8)); });
  }
  if (max_rate_per_s > 0 && !curve.empty()) {
    // Where the P99 meets the target: a vertical guide down to the rate axis and a labelled point.
    QLineSeries *guide = lineSeries(kMaxRateSeries, {}, QPen(kTargetColour, 1, Qt::DotLine));
    guide->append(max_rate_per_s, 0);
    guide->append(max_rate_per_s, target);
    auto *point = new QScatterSeries;
    point->setName(QCoreApplication::translate("Charts", "Highest rate meeting the target"));
    point->setMarkerSize(11);
    point->setColor(kTargetColour);
    point->setBorderColor(Qt::white);
    point->append(max_rate_per_s, target);
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *>{guide, point}) {
      chart->addSeries(series);
      series->attachAxis(x);
      series->attachAxis(y);
    }
    chart->legend()->markers(guide).front()->setVisible(false);
    const Callout callout = addCallout(*chart, point, QPointF(max_rate_per_s, target),
                                       QCoreApplication::translate("Charts", "%L1 requests/s")
                                           .arg(max_rate_per_s, 0, 'f', max_rate_per_s < 10 ? 2 : 0),
                                       kTargetColour, false);
    QChart *raw = chart.get();
    placeOnLayout(*raw, [raw, callout] {
      // Above and left of the point: the P99 curve climbs away to its right.
      const QPointF at = raw->mapToPosition(callout.value, callout.series);
      const QRectF box = callout.text->boundingRect();
      callout.text->setPos(std::max(raw->plotArea().left() + 2, at.x() - box.width() - 8),
                           at.y() - box.height() - 6);
    });
  }

  // The P99 climbs without bound towards capacity: the scale stops at a few times the target or
  // the lowest P99, whichever is higher, so the target and the knee of the curve stay readable.
  const double top = std::max(2.5 * target, std::isfinite(fastestP99) ? 2.5 * fastestP99 : 0.0);
  setNiceRange(*y, 0, std::min(top, std::max(slowest, 1.2 * target)));
  return chart;
}

} // namespace snp::charts

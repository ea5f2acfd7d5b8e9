#include "views/charts/ScalingChart.h"

#include "sim/training/ScalingCurve.h"
#include "sim/training/TrainingStep.h"
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
#include <limits>
#include <memory>
#include <numeric>
#include <vector>

namespace snp::charts {

namespace {

constexpr int kCurvePoints = 24;
constexpr double kTarget = 90; // %
// What a legend row at the bottom shows without cutting names.
constexpr std::size_t kLegendEntriesInARow = 4;

void hideFromLegend(QChart &chart, QAbstractSeries *series) {
  for (QLegendMarker *marker : chart.legend()->markers(series))
    marker->setVisible(false);
}

// The log axis reaches far enough right that every end point's label fits beside its point: a
// label `need` pixels wide at log10(n) = m fits when (L - m) W / (L - a) >= need, for an axis
// from 10^a to 10^L over W pixels, so L >= (m W - a need) / (W - need).
void makeRoomForLabels(QChart &chart, QLogValueAxis &x, const std::vector<Callout> &callouts) {
  const double width = chart.plotArea().width();
  const double a = std::log10(x.min());
  double high = std::log10(x.max());
  for (const Callout &c : callouts) {
    const double need = 14 + c.text->boundingRect().width();
    if (need < 0.8 * width)
      high = std::max(high, (std::log10(c.value.x()) * width - a * need) / (width - need));
  }
  if (high > std::log10(x.max()) + 1e-3) x.setMax(std::pow(10.0, high));
}

// Each end point's label to the right of the point, where its own line has ended. Labels that
// would overlap (scenarios ending near the same N and efficiency) move down below the one above,
// in the order of their points.
void placeBesidePoints(QChart &chart, const std::vector<Callout> &callouts) {
  std::vector<QRectF> boxes;
  for (const Callout &c : callouts) {
    const QPointF at = chart.mapToPosition(c.value, c.series);
    boxes.emplace_back(at + QPointF(10, -c.text->boundingRect().height() / 2), c.text->boundingRect().size());
  }
  std::vector<std::size_t> order(callouts.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return boxes[a].top() < boxes[b].top(); });
  for (std::size_t i = 0; i < order.size(); ++i) {
    QRectF &box = boxes[order[i]];
    for (std::size_t j = 0; j < i; ++j)
      if (const QRectF &above = boxes[order[j]]; above.intersects(box)) box.moveTop(above.bottom() + 1);
    callouts[order[i]].text->setPos(box.topLeft());
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

  double max_n = 1, min_n = std::numeric_limits<double>::infinity(), max_efficiency = 100,
         min_efficiency = 100;
  auto callouts = std::make_shared<std::vector<Callout>>();
  const bool labelled_directly = scenarios.size() > kLegendEntriesInARow;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const ScenarioSeries &s = scenarios[i];
    const bool is_current = int(i) == current;
    const QPen pen = seriesPen(int(i), is_current ? 3 : 2);
    const QColor color = pen.color();

    auto *line = new QLineSeries;
    const QString shortName = shortSeriesName(s.name);
    line->setName(chartText(shortName));
    for (const sim::ScalingPoint &p : sim::scalingCurve(s.config, kCurvePoints)) {
      min_n = std::min(min_n, double(p.accelerators));
      line->append(p.accelerators, 100 * p.scaling_efficiency);
      max_efficiency = std::max(max_efficiency, 100 * p.scaling_efficiency);
      min_efficiency = std::min(min_efficiency, 100 * p.scaling_efficiency);
    }
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);

    const double n = sim::trainingRanks(s.config.workload);
    const double efficiency = 100 * s.results.training.scaling_efficiency.value;
    max_n = std::max(max_n, n);
    auto *point = new QScatterSeries;
    point->setName(chartText(s.name));
    point->append(n, efficiency);
    point->setColor(color);
    point->setBorderColor(Qt::white);
    point->setMarkerSize(is_current ? 13 : 10);
    chart->addSeries(point);
    point->attachAxis(x);
    point->attachAxis(y);
    hideFromLegend(*chart, point);
    // Many scenarios are labelled at their line's end instead of in a legend row that would
    // cut their names; the point's N is then read on the axis.
    if (labelled_directly) hideFromLegend(*chart, line);
    const QString label = labelled_directly ? QCoreApplication::translate("Charts", "%1: %2 %")
                                                  .arg(shortName, QLocale().toString(efficiency, 'f', 1))
                                            : QCoreApplication::translate("Charts", "N = %1: %2 %")
                                                  .arg(QLocale().toString(qlonglong(n)),
                                                       QLocale().toString(efficiency, 'f', 1));
    callouts->push_back(addCallout(*chart, point, QPointF(n, efficiency), label, color, false));
  }

  // From the decade below the smallest reference replica, with some room right of the largest N;
  // makeRoomForLabels widens it to what the labels need. The target line runs on beyond the axis,
  // which clips it.
  const double x_low = std::pow(10.0, std::floor(std::log10(std::max(1.0, min_n)))) * 0.7, x_high = max_n * 4;
  auto *target = new QLineSeries;
  target->setName(QCoreApplication::translate("Charts", "90 % target"));
  target->append(x_low, kTarget);
  target->append(x_high * 1e6, kTarget);
  QPen dashed(QColor(0x55, 0x55, 0x55), 1.5, Qt::DashLine);
  target->setPen(dashed);
  chart->addSeries(target);
  target->attachAxis(x);
  target->attachAxis(y);

  x->setRange(x_low, x_high);
  // The band the curves and the 90 % target occupy, a little headroom above 100 % (or the best
  // scenario) for the labels; ticks every 5 % when that band is narrow.
  const double y_low = std::min(kTarget - 5, 5 * std::floor((min_efficiency - 2) / 5));
  const double y_high = std::max(105.0, max_efficiency + 5);
  y->setRange(y_low, y_high);
  y->setTickType(QValueAxis::TicksDynamic);
  y->setTickAnchor(0);
  y->setTickInterval(max_efficiency > 150 ? 50 : y_high - y_low <= 40 ? 5 : 10);
  y->setLabelFormat(QStringLiteral("%.0f"));
  QChart *raw = chart.get();
  placeOnLayout(*raw, [raw, x, callouts] {
    makeRoomForLabels(*raw, *x, *callouts);
    placeBesidePoints(*raw, *callouts);
  });
  return chart;
}

} // namespace snp::charts

#pragma once

#include <QChart>
#include <QColor>
#include <QPointF>
#include <QString>

#include <functional>

class QGraphicsLineItem;
class QGraphicsSimpleTextItem;

namespace snp::charts {

// A label tied to one data point, placed by the chart's own code (Qt's point labels sit on top of
// the point, where lines and neighbouring labels cross them). Items are children of the chart.
struct Callout {
  QPointF value; // in the series' axis units
  QAbstractSeries *series = nullptr;
  QGraphicsSimpleTextItem *text = nullptr;
  QGraphicsLineItem *leader = nullptr; // null when the label sits right beside its point
};

Callout addCallout(QChart &chart, QAbstractSeries *series, QPointF value, const QString &text, QColor color,
                   bool with_leader);

// Calls place() whenever the chart lays out its plot area (shown, resized, rendered at another size).
void placeOnLayout(QChart &chart, std::function<void()> place);

} // namespace snp::charts

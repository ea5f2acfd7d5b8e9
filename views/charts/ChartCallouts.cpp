#include "views/charts/ChartCallouts.h"

#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace snp::charts {

Callout addCallout(QChart &chart, QAbstractSeries *series, QPointF value, const QString &text, QColor color,
                   bool with_leader) {
  auto *label = new QGraphicsSimpleTextItem(text, &chart);
  QFont font = label->font();
  font.setPointSizeF(9);
  label->setFont(font);
  label->setBrush(color.darker(120));
  label->setZValue(20);
  QGraphicsLineItem *leader = nullptr;
  if (with_leader) {
    leader = new QGraphicsLineItem(&chart);
    leader->setPen(QPen(color, 1));
    leader->setZValue(19);
  }
  return {value, series, label, leader};
}

void placeOnLayout(QChart &chart, std::function<void()> place) {
  QObject::connect(&chart, &QChart::plotAreaChanged, &chart, [place = std::move(place)] { place(); });
}

} // namespace snp::charts

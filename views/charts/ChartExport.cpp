#include "views/charts/ChartExport.h"

#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include <functional>

namespace snp::charts {

namespace {

// Lays `chart` out at `size` in a scene of its own, calls paint(scene), then returns the chart to
// the scene it came from.
bool withChartInScene(QChart *chart, QSize size, const std::function<bool(QGraphicsScene &)> &paint) {
  if (!chart || size.isEmpty()) return false;
  QGraphicsScene *home = chart->scene();
  const QRectF home_geometry = chart->geometry();
  QGraphicsScene scene;
  scene.addItem(chart);
  const QRectF rect(QPointF(0, 0), QSizeF(size));
  chart->setGeometry(rect);
  scene.setSceneRect(rect);
  // The chart lays itself out on posted layout requests; run them before drawing.
  QCoreApplication::sendPostedEvents();
  if (chart->layout()) chart->layout()->activate();
  const bool ok = paint(scene);
  scene.removeItem(chart);
  if (home) {
    home->addItem(chart);
    chart->setGeometry(home_geometry);
  }
  return ok;
}

} // namespace

QImage renderChart(QChart *chart, QSize size) { return renderChart(chart, size, 1); }

QImage renderChart(QChart *chart, QSize size, qreal scale) {
  QImage image;
  if (!(scale > 0)) return image;
  withChartInScene(chart, size, [&](QGraphicsScene &scene) {
    image = QImage((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
    return true;
  });
  return image;
}

bool saveChartPng(QChart *chart, QSize size, const QString &path) {
  const QImage image = renderChart(chart, size);
  return !image.isNull() && image.save(path, "PNG");
}

bool saveChartSvg(QChart *chart, QSize size, const QString &path) {
  return withChartInScene(chart, size, [&](QGraphicsScene &scene) {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QTextDocumentFragment::fromHtml(chart->title()).toPlainText()); // titles are HTML
    QPainter painter;
    if (!painter.begin(&svg)) return false;
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene.sceneRect());
    return painter.end();
  });
}

} // namespace snp::charts

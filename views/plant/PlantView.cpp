#include "views/plant/PlantView.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace snp::views {

namespace {

// How far the wheel zooms from the whole scene: out to half of it, in to a box's small print.
constexpr qreal kZoomOut = 0.5;
constexpr qreal kZoomIn = 16;

} // namespace

PlantView::PlantView(QWidget *parent) : QGraphicsView(parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
  setDragMode(QGraphicsView::ScrollHandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setFrameShape(QFrame::NoFrame);
}

void PlantView::showScene(QGraphicsScene *scene) {
  setScene(scene);
  fitWhole();
}

void PlantView::fitWhole() {
  if (!scene()) return;
  fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
  fitScale_ = transform().m11();
}

void PlantView::resizeEvent(QResizeEvent *event) {
  QGraphicsView::resizeEvent(event);
  fitWhole();
}

// A page of the stack is laid out while hidden; it is fitted again to the size it is shown at.
void PlantView::showEvent(QShowEvent *event) {
  QGraphicsView::showEvent(event);
  fitWhole();
}

void PlantView::wheelEvent(QWheelEvent *event) {
  const qreal current = transform().m11();
  const qreal wanted = std::clamp(current * std::pow(1.0015, event->angleDelta().y()), fitScale_ * kZoomOut,
                                  fitScale_ * kZoomIn);
  scale(wanted / current, wanted / current);
  event->accept();
}

void PlantView::mousePressEvent(QMouseEvent *event) {
  if (event->button() == Qt::LeftButton) emit pressed(itemAt(event->position().toPoint()));
  QGraphicsView::mousePressEvent(event);
}

} // namespace snp::views

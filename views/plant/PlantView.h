#pragma once

#include <QGraphicsView>

namespace snp::views {

// A drawing of the plant in a view that fits it whole whenever the view is resized or given a new
// scene, zooms with the wheel about the pointer and pans by dragging; says which item a click
// pressed, so that a panel can select what the item stands for.
class PlantView : public QGraphicsView {
  Q_OBJECT

public:
  explicit PlantView(QWidget *parent = nullptr);

  // Shows `scene` whole (the view does not own it).
  void showScene(QGraphicsScene *scene);
  // Back to the whole scene after zooming.
  void fitWhole();

signals:
  // The left button went down over `item` (the topmost there), or over nothing (nullptr).
  void pressed(QGraphicsItem *item);

protected:
  void resizeEvent(QResizeEvent *event) override;
  void showEvent(QShowEvent *event) override;
  void wheelEvent(QWheelEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;

private:
  qreal fitScale_ = 1; // the scale that shows the whole scene; zoom stays within a range of it
};

} // namespace snp::views

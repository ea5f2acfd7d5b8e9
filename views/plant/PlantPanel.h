#pragma once

#include "model/Config.h"
#include "sim/Evaluate.h"

#include <QWidget>

#include <array>

class QActionGroup;
class QGraphicsItem;
class QGraphicsScene;
class QStackedWidget;

namespace snp::views {

class PlantView;

// The Plant tab: the scenario's plant drawn flat, under a bar that chooses the drawing: the power
// chain's single-line diagram, the floor plan or a cabinet's elevation. A click on a box of the
// single-line diagram says which cabinets it serves.
class PlantPanel : public QWidget {
  Q_OBJECT

public:
  enum class Drawing { SingleLine, FloorPlan, RackElevation };

  explicit PlantPanel(QWidget *parent = nullptr);

  void showConfig(const model::Config &config, const sim::Results &results);
  // The configuration has problems, so no results to draw: each drawing says so.
  void showNotEvaluated();
  void showDrawing(Drawing drawing);
  PlantView *view(Drawing drawing) const;

signals:
  // The user clicked a box of the single-line diagram: the first cabinet it serves.
  void cabinetPicked(int index);

private:
  // Draws anew on a fresh scene: a scene never shrinks to what is left after clear().
  template <class Draw> void redraw(Drawing drawing, Draw &&draw);
  void pick(QGraphicsItem *item);

  QActionGroup *choices_;
  QStackedWidget *pages_;
  std::array<PlantView *, 3> views_{};
  std::array<QGraphicsScene *, 3> scenes_{};
};

} // namespace snp::views

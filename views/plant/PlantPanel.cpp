#include "views/plant/PlantPanel.h"

#include "views/plant/FloorPlan.h"
#include "views/plant/PlantView.h"
#include "views/plant/RackElevation.h"
#include "views/plant/SceneMessage.h"
#include "views/plant/SingleLineDiagram.h"

#include <QAction>
#include <QActionGroup>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QStackedWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace snp::views {

namespace {

std::size_t at(PlantPanel::Drawing drawing) { return static_cast<std::size_t>(drawing); }

} // namespace

PlantPanel::PlantPanel(QWidget *parent)
    : QWidget(parent), choices_(new QActionGroup(this)), pages_(new QStackedWidget(this)) {
  setObjectName("PlantTab");
  auto *bar = new QToolBar(this);
  bar->setObjectName("PlantBar");
  const std::pair<Drawing, QString> choices[] = {{Drawing::SingleLine, tr("Single-line diagram")},
                                                 {Drawing::FloorPlan, tr("Floor plan")},
                                                 {Drawing::RackElevation, tr("Rack elevation")}};
  for (const auto &[drawing, name] : choices) {
    QAction *action = bar->addAction(name);
    action->setCheckable(true);
    action->setData(static_cast<int>(drawing));
    choices_->addAction(action);
    views_[at(drawing)] = new PlantView(pages_);
    pages_->addWidget(views_[at(drawing)]);
  }
  choices_->actions().front()->setChecked(true);
  bar->addSeparator();
  QAction *fit = bar->addAction(tr("Fit"));
  fit->setToolTip(tr("Show the whole drawing again after zooming (the wheel zooms, a drag pans)."));

  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(bar);
  layout->addWidget(pages_, 1);

  connect(choices_, &QActionGroup::triggered, this,
          [this](QAction *action) { pages_->setCurrentIndex(action->data().toInt()); });
  connect(fit, &QAction::triggered, this,
          [this] { static_cast<PlantView *>(pages_->currentWidget())->fitWhole(); });
  connect(views_[at(Drawing::SingleLine)], &PlantView::pressed, this, &PlantPanel::pick);
}

void PlantPanel::showConfig(const model::Config &config, const sim::Results &results) {
  redraw(Drawing::SingleLine, [&](QGraphicsScene &scene) { drawSingleLineDiagram(scene, config, results); });
  redraw(Drawing::FloorPlan, [&](QGraphicsScene &scene) { drawFloorPlan(scene, config, results); });
  redraw(Drawing::RackElevation, [&](QGraphicsScene &scene) { drawRackElevation(scene, config); });
}

void PlantPanel::showNotEvaluated() {
  for (Drawing drawing : {Drawing::SingleLine, Drawing::FloorPlan, Drawing::RackElevation})
    redraw(drawing, [](QGraphicsScene &scene) {
      drawSceneMessage(scene, tr("The configuration has problems (see Problems): there is nothing to draw."));
    });
}

void PlantPanel::showDrawing(Drawing drawing) {
  choices_->actions().at(static_cast<int>(drawing))->setChecked(true);
  pages_->setCurrentIndex(static_cast<int>(drawing));
}

PlantView *PlantPanel::view(Drawing drawing) const { return views_[at(drawing)]; }

template <class Draw> void PlantPanel::redraw(Drawing drawing, Draw &&draw) {
  auto *scene = new QGraphicsScene(this);
  draw(*scene);
  views_[at(drawing)]->showScene(scene);
  delete scenes_[at(drawing)];
  scenes_[at(drawing)] = scene;
}

void PlantPanel::pick(QGraphicsItem *item) {
  // The text of a box is its child: the box is the item that knows its cabinets.
  for (; item; item = item->parentItem())
    if (const QVariant first = item->data(kFirstCabinetData); first.isValid()) {
      emit cabinetPicked(first.toInt());
      return;
    }
}

} // namespace snp::views

#include "views/room/RoomPanel.h"

#include "views/room/RoomScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QComboBox>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace snp::views {

RoomPanel::RoomPanel(QWidget *parent)
    : QWidget(parent), view_(new VtkViewWidget(this)), scene_(std::make_unique<RoomScene>(view_->renderer())),
      bar_(new QToolBar(this)), colour_(new QComboBox(bar_)), caption_(new QLabel(view_)) {
  setObjectName("RoomTab");
  bar_->setObjectName("RoomBar");
  bar_->setIconSize(QSize(16, 16));
  bar_->addWidget(new QLabel(tr("Colour by:"), bar_));
  colour_->setObjectName("RoomColourBy");
  for (RoomMetric metric : kRoomMetrics)
    colour_->addItem(roomMetricName(metric), static_cast<int>(metric));
  colour_->setToolTip(tr("What the cabinets and their nodes are coloured by; the legend on the right "
                         "of the room gives the scale."));
  bar_->addWidget(colour_);
  bar_->addSeparator();
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(bar_);
  layout->addWidget(view_, 1);

  caption_->setObjectName("SceneCaption");
  // It quotes names and values the user typed or a file held: shown as typed, never as markup.
  caption_->setTextFormat(Qt::PlainText);
  // On a backing of the view's own colour: labels of a crowded hall pass beneath it, not through it.
  caption_->setStyleSheet("color: white; font-size: 15px; background: rgba(43, 48, 61, 215); padding: "
                          "2px 6px; border-radius: 4px;");
  caption_->setAttribute(Qt::WA_TransparentForMouseEvents);
  caption_->move(12, 8);

  connect(view_, &VtkViewWidget::picked, this,
          [this](vtkProp *prop, vtkIdType cell) { emit cabinetPicked(scene_->cabinetIndex(prop, cell)); });
  connect(view_, &VtkViewWidget::interactionChanged, this,
          [this](bool interacting) { scene_->setInteractive(interacting); });
  connect(colour_, &QComboBox::currentIndexChanged, this, [this] { emit metricChanged(metric()); });
}

RoomPanel::~RoomPanel() = default;

RoomMetric RoomPanel::metric() const { return static_cast<RoomMetric>(colour_->currentData().toInt()); }

void RoomPanel::setMetric(RoomMetric metric) {
  colour_->setCurrentIndex(colour_->findData(static_cast<int>(metric)));
}

void RoomPanel::showScenario(const model::Config &config, const std::vector<std::string> &names, int index) {
  const std::string &scenario = names.at(static_cast<std::size_t>(index));
  const bool renamed = scenario != scenario_ && index == scenarioIndex_ &&
                       std::find(names.begin(), names.end(), scenario_) == names.end();
  const bool switched = !scenario_.empty() && scenario != scenario_ && !renamed;
  if (!scenario_.empty()) cameras_[renamed ? scenario : scenario_] = cameraState(view_->renderer());
  if (renamed) cameras_.erase(scenario_);
  scene_->show(config);
  if (switched) {
    if (const auto saved = cameras_.find(scenario); saved != cameras_.end())
      restoreCameraState(view_->renderer(), saved->second);
    else
      applyCameraPreset(view_->renderer(), CameraPreset::Home);
  }
  scenario_ = scenario;
  scenarioIndex_ = index;
}

void RoomPanel::setCaption(const QString &caption) {
  caption_->setText(caption);
  // As wide as its longest line up to 620 px, clear of the legend at the view's right edge, then as
  // tall as the text wrapped to that width.
  caption_->setWordWrap(false);
  const int width = std::min(caption_->sizeHint().width(), 620);
  caption_->setWordWrap(true);
  caption_->resize(width, caption_->heightForWidth(width));
}

} // namespace snp::views

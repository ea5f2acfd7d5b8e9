#include "views/TopologyPanel.h"

#include "views/TopologyScene.h"
#include "views/VtkViewWidget.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace snp::views {

TopologyPanel::TopologyPanel(QWidget *parent)
    : QWidget(parent), view_(new VtkViewWidget(this)),
      scene_(std::make_unique<TopologyScene>(view_->renderer())), pattern_(new QComboBox(this)),
      routing_(new QComboBox(this)), message_(new QLabel(this)) {
  pattern_->addItem(tr("Uniform all-to-all"), int(sim::TrafficPattern::UniformAllToAll));
  pattern_->addItem(tr("Ring neighbour"), int(sim::TrafficPattern::Neighbour));
  pattern_->addItem(tr("Random permutation"), int(sim::TrafficPattern::RandomPermutation));
  pattern_->addItem(tr("Hot spot"), int(sim::TrafficPattern::HotSpot));
  routing_->addItem(tr("Dimension-order"), int(sim::Routing::DimensionOrder));
  routing_->addItem(tr("Adaptive rerouting"), int(sim::Routing::Adaptive));
  connect(pattern_, &QComboBox::activated, this, &TopologyPanel::rebuild);
  connect(routing_, &QComboBox::activated, this, &TopologyPanel::rebuild);

  auto *controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Traffic:"), this));
  controls->addWidget(pattern_);
  controls->addWidget(new QLabel(tr("Routing:"), this));
  controls->addWidget(routing_);
  controls->addStretch();
  message_->setText(tr("Link loads are drawn for torus, mesh and full-mesh networks."));
  message_->setAlignment(Qt::AlignCenter);
  message_->hide(); // until a layout says the network has nothing to draw
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(view_, 1);
  layout->addWidget(message_);
}

TopologyPanel::~TopologyPanel() = default;

void TopologyPanel::show(const model::Config &config) {
  pending_ = config;
  if (isVisible()) rebuild();
}

void TopologyPanel::showEvent(QShowEvent *event) {
  QWidget::showEvent(event);
  if (pending_) rebuild();
}

void TopologyPanel::rebuild() {
  if (pending_) {
    shown_ = std::move(*pending_);
    pending_.reset();
  }
  sim::Traffic traffic;
  traffic.pattern = static_cast<sim::TrafficPattern>(pattern_->currentData().toInt());
  const auto routing = static_cast<sim::Routing>(routing_->currentData().toInt());
  // Link loads of 10,240 nodes under adaptive routing take most of a second: computed on a
  // worker thread; only the newest request is drawn.
  const int request = ++requests_;
  auto *watcher = new QFutureWatcher<TopologyLayout>(this);
  connect(watcher, &QFutureWatcher<TopologyLayout>::finished, this, [this, watcher, request] {
    watcher->deleteLater();
    if (request != requests_) return;
    scene_->show(watcher->result());
    message_->setVisible(scene_->nodeCount() == 0);
    view_->update();
    emit layoutShown();
  });
  watcher->setFuture(QtConcurrent::run(topologyLayout, shown_, traffic, routing));
}

} // namespace snp::views

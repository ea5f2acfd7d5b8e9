#include "views/network/TopologyPanel.h"

#include "sim/network/Route.h"
#include "views/FigureText.h"
#include "views/network/TopologyScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QComboBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QSpinBox>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <vtkRenderWindow.h>

namespace snp::views {

namespace {

bool singleDomain(const model::Config &config) {
  return config.network.scaleup_domain >= config.accelerators();
}

// The tier a route between two drawn endpoints runs on, and how many endpoints it joins.
std::pair<const model::NetworkTier *, int> routedTier(const model::Config &config, DrawnTiers tiers) {
  if (tiers == DrawnTiers::ScaleUp || singleDomain(config))
    return {&config.network.scale_up, config.network.scaleup_domain};
  return {&config.network.scale_out, config.accelerators() / std::max(1, config.network.scaleup_domain)};
}

// The drawing's node for a stop of a route, or -1 (an aggregated box stands for it).
int nodeOfStop(const NetworkDrawing &drawing, const sim::RouteStop &stop) {
  using Kind = NetworkDrawing::NodeKind;
  for (std::size_t i = 0; i < drawing.nodes.size(); ++i) {
    const NetworkDrawing::Node &node = drawing.nodes[i];
    if (node.count != 1 || node.index != stop.index) continue;
    const bool endpoint = node.kind == Kind::Accelerator || node.kind == Kind::Domain;
    if (stop.kind == sim::RouteStop::Kind::Endpoint
            ? endpoint
            : (node.kind == Kind::Router && stop.level == 1) ||
                  (node.kind == Kind::Switch && node.level + 1 == stop.level))
      return static_cast<int>(i);
  }
  return -1;
}

QString linkClassText(NetworkDrawing::LinkClass c) {
  switch (c) {
  case NetworkDrawing::LinkClass::Torus: return TopologyPanel::tr("torus link");
  case NetworkDrawing::LinkClass::Mesh: return TopologyPanel::tr("mesh link");
  case NetworkDrawing::LinkClass::Direct: return TopologyPanel::tr("direct link");
  case NetworkDrawing::LinkClass::Endpoint: return TopologyPanel::tr("endpoint link");
  case NetworkDrawing::LinkClass::Local: return TopologyPanel::tr("local link (in a group)");
  case NetworkDrawing::LinkClass::Global: return TopologyPanel::tr("global link (between groups)");
  case NetworkDrawing::LinkClass::LeafSpine: return TopologyPanel::tr("leaf–spine link");
  case NetworkDrawing::LinkClass::SpineCore: return TopologyPanel::tr("spine–core link");
  }
  return {};
}

QString nodeText(const NetworkDrawing::Node &node) {
  const QString count = node.count > 1 ? TopologyPanel::tr(" (%L1 of them)").arg(node.count) : QString();
  switch (node.kind) {
  case NetworkDrawing::NodeKind::Accelerator:
    return TopologyPanel::tr("accelerator %L1").arg(node.index) + count;
  case NetworkDrawing::NodeKind::Domain: return TopologyPanel::tr("domain %L1").arg(node.index) + count;
  case NetworkDrawing::NodeKind::Router: return TopologyPanel::tr("router %L1").arg(node.index) + count;
  case NetworkDrawing::NodeKind::Switch: {
    static const char *const kLevels[] = {QT_TRANSLATE_NOOP("snp::views::TopologyPanel", "leaf"),
                                          QT_TRANSLATE_NOOP("snp::views::TopologyPanel", "spine"),
                                          QT_TRANSLATE_NOOP("snp::views::TopologyPanel", "core")};
    const char *level = node.level < 3 ? kLevels[node.level] : kLevels[0];
    return TopologyPanel::tr("%1 switch %L2").arg(TopologyPanel::tr(level)).arg(node.index) + count;
  }
  }
  return {};
}

// The busiest link's utilisation a new configuration's offered load is chosen for.
constexpr double kBusiestLinkTarget = 0.8;

} // namespace

TopologyPanel::TopologyPanel(QWidget *parent)
    : QWidget(parent), view_(new VtkViewWidget(this)),
      scene_(std::make_unique<TopologyScene>(view_->renderer())), tiers_(new QComboBox(this)),
      pattern_(new QComboBox(this)), torusRouting_(new QComboBox(this)),
      dragonflyRouting_(new QComboBox(this)), offeredLoad_(new QSpinBox(this)),
      colouring_(new QComboBox(this)), routingLabel_(new QLabel(tr("Routing:"), this)),
      camera_(new QToolButton(this)), caption_(new QLabel(this)) {
  tiers_->addItem(tr("Both tiers"), int(DrawnTiers::Both));
  tiers_->addItem(tr("Scale-out fabric"), int(DrawnTiers::ScaleOut));
  tiers_->addItem(tr("One scale-up domain"), int(DrawnTiers::ScaleUp));
  pattern_->addItem(tr("Uniform all-to-all"), int(sim::TrafficPattern::UniformAllToAll));
  pattern_->addItem(tr("Ring neighbour"), int(sim::TrafficPattern::Neighbour));
  pattern_->addItem(tr("Random permutation"), int(sim::TrafficPattern::RandomPermutation));
  pattern_->addItem(tr("Hot spot"), int(sim::TrafficPattern::HotSpot));
  torusRouting_->addItem(tr("Dimension-order"), int(sim::Routing::DimensionOrder));
  torusRouting_->addItem(tr("Adaptive rerouting"), int(sim::Routing::Adaptive));
  torusRouting_->setToolTip(tr("Routing on a torus or mesh"));
  dragonflyRouting_->addItem(tr("Minimal"), int(sim::DragonflyRouting::Minimal));
  dragonflyRouting_->addItem(tr("Valiant"), int(sim::DragonflyRouting::Valiant));
  dragonflyRouting_->addItem(tr("UGAL"), int(sim::DragonflyRouting::Ugal));
  dragonflyRouting_->setToolTip(tr("Routing on a Dragonfly"));
  offeredLoad_->setRange(1, 100);
  // A torus saturates under uniform all-to-all well below its injection bandwidth (bisection
  // bound): at 10 % most networks are below capacity and differences show.
  offeredLoad_->setValue(10);
  offeredLoad_->setSuffix(QStringLiteral(" %"));
  offeredLoad_->setToolTip(tr("Share of its injection bandwidth each endpoint offers"));
  colouring_->addItem(tr("Utilisation"), int(LinkColouring::Utilisation));
  colouring_->addItem(tr("Load vs busiest link"), int(LinkColouring::Relative));
  for (QComboBox *box : {tiers_, pattern_, torusRouting_, dragonflyRouting_})
    connect(box, &QComboBox::activated, this, &TopologyPanel::rebuild);
  connect(offeredLoad_, &QSpinBox::valueChanged, this, [this] {
    loadChosenByUser_ = true;
    rebuild();
  });
  connect(colouring_, &QComboBox::activated, this, [this] {
    scene_->setColouring(static_cast<LinkColouring>(colouring_->currentData().toInt()));
    updateCaption();
    view_->update();
  });

  view_->setHomeView([this] { scene_->resetCamera(); });
  connect(view_, &VtkViewWidget::interactionChanged, this,
          [this](bool interacting) { scene_->setInteractive(interacting); });
  camera_->setText(tr("Camera"));
  camera_->setPopupMode(QToolButton::InstantPopup);
  camera_->setMenu(new QMenu(camera_));

  // A tool bar: on a narrow window the controls that do not fit go behind its extension button.
  auto *controls = new QToolBar(this);
  controls->setObjectName("NetworkBar");
  controls->addWidget(tiers_);
  controls->addWidget(new QLabel(tr("Traffic:"), this));
  controls->addWidget(pattern_);
  controls->addWidget(new QLabel(tr("at"), this));
  controls->addWidget(offeredLoad_);
  routingLabelAction_ = controls->addWidget(routingLabel_);
  torusRoutingAction_ = controls->addWidget(torusRouting_);
  dragonflyRoutingAction_ = controls->addWidget(dragonflyRouting_);
  controls->addWidget(new QLabel(tr("Colour:"), this));
  controls->addWidget(colouring_);
  cameraAction_ = controls->addWidget(camera_);
  cameraAction_->setVisible(false); // until the window gives it its actions
  caption_->setWordWrap(true);
  // It quotes names and values the user typed or a file held: shown as typed, never as markup.
  caption_->setTextFormat(Qt::PlainText);
  caption_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(controls);
  layout->addWidget(view_, 1);
  layout->addWidget(caption_);
  view_->installEventFilter(this);
}

TopologyPanel::~TopologyPanel() = default;

void TopologyPanel::setConfig(const model::Config &config) {
  pending_ = config;
  if (isVisible()) rebuild();
}

void TopologyPanel::showEvent(QShowEvent *event) {
  QWidget::showEvent(event);
  if (pending_) rebuild();
}

NetworkDrawingOptions TopologyPanel::options() const {
  NetworkDrawingOptions o;
  o.tiers = static_cast<DrawnTiers>(tiers_->currentData().toInt());
  o.pattern = static_cast<sim::TrafficPattern>(pattern_->currentData().toInt());
  o.torus_routing = static_cast<sim::Routing>(torusRouting_->currentData().toInt());
  o.dragonfly_routing = static_cast<sim::DragonflyRouting>(dragonflyRouting_->currentData().toInt());
  o.offered_load = offeredLoad_->value() / 100.0;
  return o;
}

void TopologyPanel::rebuild() {
  if (pending_) {
    shown_ = std::move(*pending_);
    pending_.reset();
    fitLoad_ = !loadChosenByUser_;
  }
  // Link loads of 10,240 nodes under adaptive routing take most of a second: computed on a
  // worker thread; only the newest request is drawn.
  const auto drawOnWorker = [config = shown_, options = options()](BackgroundRun::Control &) {
    return networkDrawing(config, options);
  };
  drawing_.start<NetworkDrawing>(drawOnWorker, [this](NetworkDrawing &&drawing) {
    if (fitLoad_ && fitOfferedLoad(drawing)) return; // drawn again at the fitted load
    scene_->show(drawing, static_cast<LinkColouring>(colouring_->currentData().toInt()));
    selected_.clear();
    route_.reset();
    // Only the routings of the topologies drawn are offered.
    bool torus = false, dragonfly = false;
    for (const NetworkDrawing::Link &link : scene_->drawing().links) {
      torus = torus || link.link_class == NetworkDrawing::LinkClass::Torus ||
              link.link_class == NetworkDrawing::LinkClass::Mesh;
      dragonfly = dragonfly || link.link_class == NetworkDrawing::LinkClass::Global;
    }
    torusRoutingAction_->setVisible(torus);
    dragonflyRoutingAction_->setVisible(dragonfly);
    routingLabelAction_->setVisible(torus || dragonfly);
    updateCaption();
    view_->update();
    emit layoutShown();
  });
}

bool TopologyPanel::fitOfferedLoad(const NetworkDrawing &drawing) {
  fitLoad_ = false;
  double busiest = 0;
  for (const NetworkDrawing::Link &link : drawing.links)
    busiest = std::max(busiest, link.utilisation());
  if (!(busiest > 0)) return false;
  // A link's load grows in proportion to the load offered: scale it so the busiest link runs at
  // about 80 %, where most links are below capacity and their differences show.
  const int fitted =
      std::clamp(int(std::floor(offeredLoad_->value() * kBusiestLinkTarget / busiest)), 1, 100);
  if (fitted == offeredLoad_->value()) return false;
  const QSignalBlocker quiet(offeredLoad_);
  offeredLoad_->setValue(fitted);
  rebuild();
  return true;
}

void TopologyPanel::updateCaption() {
  const NetworkDrawing &d = scene_->drawing();
  const QString load = QLocale().toString(offeredLoad_->value());
  const QString pattern = pattern_->currentText().toLower();
  QString meaning =
      static_cast<LinkColouring>(colouring_->currentData().toInt()) == LinkColouring::Utilisation
          ? tr("Colour: link utilisation, the bytes per second a link carries / its capacity, "
               "each endpoint offering %1 % of its injection bandwidth as %2 traffic; red links "
               "cannot carry it. Thicker: ≥ 70 %.")
                .arg(load, pattern)
          : tr("Colour: each link's load / the busiest link's load (%1, %2 % offered load); the "
               "busiest is at the top of the scale whatever its utilisation.")
                .arg(pattern, load);
  QString route;
  if (selected_.size() == 1) route = tr("Route: click a second node.");
  if (route_) {
    const NetworkDrawing::Node &a = d.nodes[std::size_t(selected_[0])],
                               &b = d.nodes[std::size_t(selected_[1])];
    route = tr("Route %1 → %2: %L3 hops, %4.")
                .arg(nodeText(a), nodeText(b))
                .arg(route_->hops.value)
                .arg(formatValue(route_->latency_s.value, "s"));
  }
  caption_->setText(QString::fromStdString(d.description) + "\n" + meaning +
                    (route.isEmpty() ? "" : "\n" + route));
}

void TopologyPanel::selectNode(int node) {
  const NetworkDrawing &d = scene_->drawing();
  using Kind = NetworkDrawing::NodeKind;
  if (node < 0 || node >= int(d.nodes.size())) return;
  const Kind kind = d.nodes[std::size_t(node)].kind;
  if (kind != Kind::Accelerator && kind != Kind::Domain) return; // routes run between endpoints
  if (selected_.size() == 2) selected_.clear();
  selected_.push_back(node);
  updateRoute();
  updateCaption();
  view_->update();
}

void TopologyPanel::updateRoute() {
  std::vector<std::size_t> path;
  route_.reset();
  if (selected_.size() == 2) {
    const NetworkDrawing &d = scene_->drawing();
    const auto [tier, endpoints] = routedTier(shown_, options().tiers);
    route_ = sim::route(*tier, endpoints, d.nodes[std::size_t(selected_[0])].index,
                        d.nodes[std::size_t(selected_[1])].index);
    for (const sim::RouteStop &stop : route_->stops) {
      const int node = nodeOfStop(d, stop);
      if (node < 0) { // through an aggregated box: no line to draw, the caption still says it
        path.clear();
        break;
      }
      path.push_back(std::size_t(node));
    }
  }
  scene_->showRoute(path);
}

QPoint TopologyPanel::toDisplay(QPoint widgetPosition) const {
  const double ratio = view_->devicePixelRatioF();
  const int height = view_->renderWindow()->GetSize()[1];
  return {int(widgetPosition.x() * ratio), height - int(widgetPosition.y() * ratio) - 1};
}

void TopologyPanel::setCameraActions(const QList<QAction *> &actions) {
  camera_->menu()->clear();
  camera_->menu()->addActions(actions);
  cameraAction_->setVisible(!actions.isEmpty());
}

QString TopologyPanel::linkTooltip(QPoint widgetPosition) const {
  const QPoint p = toDisplay(widgetPosition);
  const int index = scene_->linkAt(p.x(), p.y());
  if (index < 0) return {};
  const NetworkDrawing &d = scene_->drawing();
  const NetworkDrawing::Link &link = d.links[std::size_t(index)];
  auto end = [&](std::uint32_t i) { return i < d.nodes.size() ? nodeText(d.nodes[i]) : tr("wraparound"); };
  QString text = tr("<b>%1</b><br>%2 ↔ %3").arg(linkClassText(link.link_class), end(link.a), end(link.b));
  if (link.count > 1) text += "<br>" + tr("%L1 cables bundled; figures per cable").arg(link.count);
  text += "<br>" + tr("Load: %1 (busier direction)").arg(formatValue(link.load_Bps, "B/s"));
  text += "<br>" + tr("Capacity: %1 per direction").arg(formatValue(link.capacity_Bps, "B/s"));
  text += "<br>" + tr("Utilisation: %1").arg(formatValue(link.utilisation(), "ratio"));
  return text;
}

bool TopologyPanel::eventFilter(QObject *watched, QEvent *event) {
  if (watched != view_) return QWidget::eventFilter(watched, event);
  if (event->type() == QEvent::ToolTip) {
    const auto *help = static_cast<QHelpEvent *>(event);
    const QString text = linkTooltip(help->pos());
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(help->globalPos(), text, view_);
    return true;
  }
  // A click that is not a drag selects the node under it.
  if (event->type() == QEvent::MouseButtonPress)
    pressedAt_ = static_cast<QMouseEvent *>(event)->position().toPoint();
  if (event->type() == QEvent::MouseButtonRelease) {
    const QPoint at = static_cast<QMouseEvent *>(event)->position().toPoint();
    if ((at - pressedAt_).manhattanLength() <= 3) {
      const QPoint p = toDisplay(at);
      selectNode(scene_->nodeAt(p.x(), p.y()));
    }
  }
  return false;
}

} // namespace snp::views

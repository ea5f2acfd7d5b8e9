#pragma once

#include "model/Config.h"
#include "sim/network/Route.h"
#include "views/BackgroundRun.h"
#include "views/network/NetworkDrawing.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QToolButton;
class QLabel;
class QSpinBox;

namespace snp::views {

class TopologyScene;
class VtkViewWidget;

// The network tab: every tier of the network in 3D with its links coloured by utilisation under
// a traffic pattern at an offered load, the routing that carries it, a caption saying exactly
// what the colours mean, link details on hover and the route between two clicked nodes.
class TopologyPanel : public QWidget {
  Q_OBJECT

public:
  explicit TopologyPanel(QWidget *parent = nullptr);
  ~TopologyPanel() override;

  // Shows `config` now if the panel is visible, else when it next becomes visible.
  void setConfig(const model::Config &config);
  VtkViewWidget *view() const { return view_; }
  const TopologyScene &scene() const { return *scene_; }
  QLabel *caption() const { return caption_; }
  QSpinBox *offeredLoad() const { return offeredLoad_; }
  // What the controls ask for.
  NetworkDrawingOptions options() const;
  // Clicks a node as the user does: the first is the route's source, the second its destination.
  void selectNode(int node);
  // The window's camera actions (front, top, …), offered in a menu at the end of the controls.
  void setCameraActions(const QList<QAction *> &actions);
  // The tooltip text for the link under a widget position (empty when none).
  QString linkTooltip(QPoint widgetPosition) const;

signals:
  // The scene shows the newest configuration and options.
  void layoutShown();

protected:
  void showEvent(QShowEvent *event) override;
  bool eventFilter(QObject *watched, QEvent *event) override;

private:
  void rebuild();
  void updateCaption();
  // Sets the offered load at which `drawing`'s busiest link would run at about 80 % and draws
  // again; false when the load is already that (or nothing is loaded).
  bool fitOfferedLoad(const NetworkDrawing &drawing);
  void updateRoute();
  QPoint toDisplay(QPoint widgetPosition) const;

  VtkViewWidget *view_;
  std::unique_ptr<TopologyScene> scene_;
  QComboBox *tiers_;
  QComboBox *pattern_;
  QComboBox *torusRouting_;
  QComboBox *dragonflyRouting_;
  QSpinBox *offeredLoad_;
  QComboBox *colouring_;
  QLabel *routingLabel_;
  QToolButton *camera_;
  // The tool bar's handles on the controls it hides and shows.
  QAction *routingLabelAction_ = nullptr;
  QAction *torusRoutingAction_ = nullptr;
  QAction *dragonflyRoutingAction_ = nullptr;
  QAction *cameraAction_ = nullptr;
  QLabel *caption_;
  std::optional<model::Config> pending_; // shown on the next showEvent
  model::Config shown_;
  BackgroundRun drawing_;           // only the newest drawing asked for is shown
  std::vector<int> selected_;       // clicked nodes: source, then destination
  std::optional<sim::Route> route_; // between the two selected nodes
  QPoint pressedAt_;
  // Until the user sets the offered load, each new configuration gets the load at which its
  // busiest link runs at about kBusiestLinkTarget of its capacity (TopologyPanel.cpp).
  bool loadChosenByUser_ = false;
  bool fitLoad_ = true;
};

} // namespace snp::views

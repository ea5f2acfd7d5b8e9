#pragma once

#include "model/Config.h"
#include "views/room/RoomColouring.h"
#include "views/vtk/CameraPresets.h"

#include <QWidget>

#include <map>
#include <memory>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QToolBar;

namespace snp::views {

class RoomScene;
class VtkViewWidget;

// The Room tab: the data hall in 3D under a bar that says what the cabinets are coloured by (the
// window adds its camera actions to the bar), with a caption over the view. Each scenario keeps the
// camera it was left with for the session; a click on a cabinet says which one was picked.
class RoomPanel : public QWidget {
  Q_OBJECT

public:
  explicit RoomPanel(QWidget *parent = nullptr);
  ~RoomPanel() override;

  VtkViewWidget *view() const { return view_; }
  RoomScene &scene() const { return *scene_; }
  QToolBar *bar() const { return bar_; }
  QComboBox *colourBox() const { return colour_; }
  RoomMetric metric() const;
  void setMetric(RoomMetric metric);

  // Draws `config`, the configuration of scenario `index` of a project whose scenarios are called
  // `names`. Moving to another scenario keeps the camera of the one left and gives the new one back
  // its own (the home view the first time); a scenario renamed keeps its camera. Scenarios are known
  // by name: unique in a project, and stable when others are added, removed or moved.
  void showScenario(const model::Config &config, const std::vector<std::string> &names, int index);
  // What the caption over the view says (sizes, and what is not drawn); a Qt label, because Qt
  // renders every script and VTK's built-in font only Latin.
  void setCaption(const QString &caption);

signals:
  // The user picked a cabinet (its index), or empty floor (-1).
  void cabinetPicked(int index);
  void metricChanged(RoomMetric metric);

private:
  VtkViewWidget *view_;
  std::unique_ptr<RoomScene> scene_;
  QToolBar *bar_;
  QComboBox *colour_;
  QLabel *caption_;
  std::map<std::string, CameraState> cameras_; // by scenario name, for the session
  std::string scenario_;                       // the scenario shown
  int scenarioIndex_ = -1;
};

} // namespace snp::views

#pragma once

#include "model/Config.h"

#include <vtkActor.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>

#include <array>
#include <optional>
#include <vector>

class vtkProp;

namespace snp::views {

// The data hall: cabinets standing in rows on a floor, each with its nodes as slabs on the
// front, hot-spare nodes marked. Rebuilt from the model whenever the configuration changes.
class RoomScene {
public:
  explicit RoomScene(vtkRenderer *renderer);
  ~RoomScene();
  RoomScene(const RoomScene &) = delete;
  RoomScene &operator=(const RoomScene &) = delete;

  // Rebuilds the room; the camera is reset only when the room's size changes, so that an edit
  // does not throw away the user's view.
  void show(const model::Config &config);
  // Tints every cabinet by the criteria verdict (green: meets every must-rule, red: fails one);
  // nullopt shows the cooling colours again.
  void tintByVerdict(std::optional<bool> passes);
  // Outlines one cabinet as selected (-1: none).
  void selectCabinet(int index);
  int selectedCabinet() const { return selected_; }
  // Index of the cabinet a picked prop belongs to, or -1.
  int cabinetIndex(const vtkProp *prop) const;
  int cabinetCount() const { return static_cast<int>(cabinets_.size()); }

private:
  void clear();
  void applyColours();

  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  std::vector<vtkSmartPointer<vtkActor>> cabinets_;
  vtkNew<vtkActor> floor_;
  vtkNew<vtkActor> nodes_;
  std::array<double, 3> shell_{};
  std::optional<bool> verdict_;
  int selected_ = -1;
  std::array<double, 3> roomSize_{}; // width, depth, height the camera was last reset for
};

} // namespace snp::views

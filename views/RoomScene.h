#pragma once

#include "model/Config.h"

#include <vtkActor.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>

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

  void show(const model::Config &config);
  // Index of the cabinet a picked prop belongs to, or -1.
  int cabinetIndex(const vtkProp *prop) const;
  int cabinetCount() const { return static_cast<int>(cabinets_.size()); }

private:
  void clear();

  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  std::vector<vtkSmartPointer<vtkActor>> cabinets_;
  vtkNew<vtkActor> floor_;
  vtkNew<vtkActor> nodes_;
};

} // namespace snp::views

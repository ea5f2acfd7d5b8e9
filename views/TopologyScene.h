#pragma once

#include "views/TopologyLayout.h"

#include <vtkActor.h>
#include <vtkNew.h>
#include <vtkPolyDataMapper.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkSmartPointer.h>

namespace snp::views {

// The network of one tier in 3D: nodes as grey cubes, cables as lines coloured by how loaded
// they are under a traffic pattern. Shows the scale-up tier when it is a torus, mesh or full
// mesh, else a torus scale-out tier; any other network is left empty (nodeCount() == 0).
class TopologyScene {
public:
  explicit TopologyScene(vtkRenderer *renderer);
  ~TopologyScene();
  TopologyScene(const TopologyScene &) = delete;
  TopologyScene &operator=(const TopologyScene &) = delete;

  // Draws a layout from topologyLayout(), which may run on a worker thread.
  void show(const TopologyLayout &layout);
  int nodeCount() const { return nodeCount_; }
  // Highest link load over the highest load: 1 under any traffic, 0 without.
  double maxUtilisation() const { return maxUtilisation_; }

private:
  void setVisible(bool visible);

  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  vtkNew<vtkActor> nodes_;
  vtkNew<vtkActor> links_;
  vtkNew<vtkPolyDataMapper> linkMapper_;
  vtkNew<vtkScalarBarActor> legend_;
  int nodeCount_ = 0;
  double maxUtilisation_ = 0;
};

} // namespace snp::views

#pragma once

#include "model/Config.h"
#include "model/SparePlacement.h"
#include "sim/reliability/RunReplay.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomLayout.h"
#include "views/room/RoomPlant.h"
#include "views/vtk/CameraPresets.h"

#include <vtkActor.h>
#include <vtkActor2D.h>
#include <vtkLookupTable.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>
#include <vtkType.h>
#include <vtkWeakPointer.h>

#include <array>
#include <memory>
#include <vector>

class vtkPolyData;
class vtkProp;
class vtkRenderWindow;

namespace snp::views {

class RoomLegend;
struct LegendSwatch;

// The data hall: cabinets standing in rows on a floor, each with its nodes as slabs on the
// front (hot spares in the slots above them), labelled "row-position", with the aisles or the coolant loop of
// its cooling, the plant that feeds and cools them (views/room/RoomPlant.h), and a legend of the
// colours in a strip of its own. All cabinets are one vtkPolyData, all nodes another and all the
// plant a third, coloured through cell scalars: a new colouring changes arrays, not the geometry.
// Rebuilt from the model whenever the configuration changes.
class RoomScene {
public:
  explicit RoomScene(vtkRenderer *renderer);
  ~RoomScene();
  RoomScene(const RoomScene &) = delete;
  RoomScene &operator=(const RoomScene &) = delete;

  // Rebuilds the room; the camera is framed (CameraPreset::Home) only when the room's size
  // changes, so that an edit does not throw away the user's view.
  void show(const model::Config &config);
  // Colours the cabinets and their nodes (kept across show(); values beyond the cabinets shown
  // are ignored, missing ones drawn as "no value").
  void colourBy(RoomColouring colouring);
  const RoomColouring &colouring() const { return colouring_; }

  // Colours every node by its state in a replayed run (sim/reliability/MonteCarlo.h's numbering: the
  // job's nodes, then the spares), whatever the cabinets are coloured by; empty: the nodes go
  // back to the colouring. Recolours only, never rebuilds the geometry.
  void showNodeStates(std::vector<sim::NodeState> states);
  // A replayed run's frame: its nodes' states, and the nodes of the cabinets an outage of the
  // plant has darkened drawn dark whatever their state.
  void showReplayFrame(const sim::ReplayFrame &frame);
  const std::vector<sim::NodeState> &nodeStates() const { return nodeStates_; }

  // While the camera moves the labels are left out (placing them is most of a frame's work),
  // and so are the node slabs of all but a small hall, the coolant pipes and the floor's tiles.
  void setInteractive(bool interactive);

  // Outlines one cabinet as selected (-1: none).
  void selectCabinet(int index);
  int selectedCabinet() const { return selected_; }
  // The cabinet a pick hit, from the picked prop and cell (a cabinet's or one of its nodes'), or -1.
  int cabinetIndex(const vtkProp *prop, vtkIdType cellId) const;
  int cabinetCount() const { return layout_.total; }
  // "A-03"
  QString cabinetName(int index) const;
  // x0, x1, y0, y1, z0, z1 of the box that draws a cabinet (the cabinet, or its block), in metres.
  std::array<double, 6> cabinetBounds(int index) const;

  const RoomLayout &layout() const { return layout_; }
  const RoomLegend &legend() const { return *legend_; }
  vtkPolyData *cabinetGeometry() const;
  vtkPolyData *nodeGeometry() const;
  vtkActor *cabinetActor() const { return cabinets_; }
  vtkActor *nodeActor() const { return nodes_; }
  vtkActor *aisleActor() const { return aisles_; }
  vtkActor *coolantActor() const { return coolant_; }
  // The CDUs, PDUs or busways and the plant room, tagged by kind, group and unit (RoomPlant), their
  // colours in the cell array "colour".
  vtkPolyData *plantGeometry() const;
  vtkActor *plantActor() const { return plantBoxes_; }
  const RoomPlant &plant() const { return plant_; }
  vtkActor2D *labelActor() const { return labels_; }
  vtkLookupTable *lookupTable() const { return cabinetColours_; }

private:
  QString boxName(const RoomLayout::Cabinet &box) const;
  void applyColouring();
  void setNodeStates(std::vector<sim::NodeState> states);
  void paintNodeStates();
  void paintPlant();
  void addGroupSwatches(std::vector<LegendSwatch> &swatches) const;
  void addPlantSwatches(std::vector<LegendSwatch> &swatches) const;
  void showLegend();
  void frameHome();
  void frameIfPending();

  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  std::unique_ptr<RoomLegend> legend_;
  vtkNew<vtkActor> floor_;
  vtkNew<vtkActor> cabinets_;
  vtkNew<vtkActor> nodes_;
  vtkNew<vtkActor> aisles_;
  vtkNew<vtkActor> coolant_;
  vtkNew<vtkActor> plantBoxes_;
  vtkNew<vtkActor> selection_;
  vtkNew<vtkActor2D> labels_;
  vtkNew<vtkLookupTable> cabinetColours_;
  vtkNew<vtkLookupTable> nodeColours_; // the same scale, darker: the slabs stand out
  RoomLayout layout_;
  model::CoolingKind cooling_ = model::CoolingKind::Air;
  int nodesPerCabinet_ = 1;
  int jobNodes_ = 0;
  model::SparePlacement spares_;
  bool coolantShown_ = false; // the cooling takes heat to liquid
  RoomPlant plant_;
  std::vector<sim::NodeState> nodeStates_;
  std::vector<bool> darkCabinets_;
  RoomColouring colouring_;
  int selected_ = -1;
  std::array<double, 3> roomSize_{}; // width, depth, height the camera was last framed for
  bool autoFrame_ = false;           // the camera is where frameHome() put it: follow the view's size
  vtkMTimeType cameraTimeAtFrame_ = 0;
  std::array<int, 2> framedSize_{};
  vtkWeakPointer<vtkRenderWindow> observedWindow_; // frames the camera before its renders
  unsigned long renderObserver_ = 0;
};

} // namespace snp::views

#include "views/RoomScene.h"

#include <vtkCamera.h>
#include <vtkCubeSource.h>
#include <vtkGlyph3D.h>
#include <vtkPlaneSource.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkUnsignedCharArray.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace snp::views {

namespace {

using Rgb = std::array<double, 3>;

// Cabinet shell colour says how it is cooled: blue for liquid, teal for immersion, grey for air.
Rgb coolingColour(model::CoolingKind kind) {
  switch (kind) {
  case model::CoolingKind::Air: return {0.55, 0.57, 0.60};
  case model::CoolingKind::ColdPlate: return {0.25, 0.45, 0.80};
  case model::CoolingKind::ImmersionSinglePhase:
  case model::CoolingKind::ImmersionTwoPhase: return {0.10, 0.62, 0.62};
  case model::CoolingKind::Hybrid: return {0.30, 0.55, 0.75};
  }
  return {0.5, 0.5, 0.5};
}

constexpr std::array<unsigned char, 3> kActiveNode{90, 200, 90};
constexpr std::array<unsigned char, 3> kSpareNode{240, 190, 40};

} // namespace

RoomScene::RoomScene(vtkRenderer *renderer) : renderer_(renderer) {
  renderer_->AddActor(floor_);
  renderer_->AddActor(nodes_);
}

RoomScene::~RoomScene() {
  clear();
  renderer_->RemoveActor(floor_);
  renderer_->RemoveActor(nodes_);
}

void RoomScene::clear() {
  for (const auto &cabinet : cabinets_)
    renderer_->RemoveActor(cabinet);
  cabinets_.clear();
}

void RoomScene::show(const model::Config &config) {
  clear();
  const model::Cabinet &cab = config.cabinet;
  const int cabinets = std::max(1, config.layout.cabinets);
  const int rows = std::clamp(config.layout.rows, 1, cabinets);
  const int perRow = (cabinets + rows - 1) / rows;
  const double pitchX = cab.width_m + 0.02;
  const double pitchY = cab.depth_m + config.layout.aisle_m;
  const Rgb shell = coolingColour(config.cooling.kind);
  shell_ = {shell[0], shell[1], shell[2]};
  if (selected_ >= cabinets) selected_ = -1;

  // Node slabs on each cabinet's front face: one glyph per node, spares in amber.
  vtkNew<vtkPoints> nodeCentres;
  vtkNew<vtkUnsignedCharArray> nodeColours;
  nodeColours->SetNumberOfComponents(3);
  nodeColours->SetName("status");
  const int nodesPerCabinet = std::max(1, cab.nodes);
  const int totalNodes = nodesPerCabinet * cabinets;
  const int spares = std::clamp(config.reliability.hot_spares, 0, totalNodes);
  const double slotHeight = cab.height_m * 0.9 / nodesPerCabinet;

  for (int i = 0; i < cabinets; ++i) {
    const double x = (i % perRow) * pitchX;
    const double y = (i / perRow) * pitchY;
    vtkNew<vtkCubeSource> box;
    box->SetXLength(cab.width_m);
    box->SetYLength(cab.depth_m);
    box->SetZLength(cab.height_m);
    box->SetCenter(x, y, cab.height_m / 2);
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputConnection(box->GetOutputPort());
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetOpacity(0.85);
    renderer_->AddActor(actor);
    cabinets_.push_back(actor);

    for (int n = 0; n < nodesPerCabinet; ++n) {
      const int nodeIndex = i * nodesPerCabinet + n;
      nodeCentres->InsertNextPoint(x, y - cab.depth_m / 2 - 0.01,
                                   cab.height_m * 0.05 + (n + 0.5) * slotHeight);
      const auto &colour = nodeIndex >= totalNodes - spares ? kSpareNode : kActiveNode;
      nodeColours->InsertNextTypedTuple(colour.data());
    }
  }

  vtkNew<vtkPolyData> centres;
  centres->SetPoints(nodeCentres);
  centres->GetPointData()->SetScalars(nodeColours);
  vtkNew<vtkCubeSource> slab;
  slab->SetXLength(cab.width_m * 0.85);
  slab->SetYLength(0.02);
  slab->SetZLength(slotHeight * 0.7);
  vtkNew<vtkGlyph3D> glyphs;
  glyphs->SetInputData(centres);
  glyphs->SetSourceConnection(slab->GetOutputPort());
  glyphs->SetScaleModeToDataScalingOff();
  glyphs->SetColorModeToColorByScalar();
  vtkNew<vtkPolyDataMapper> nodeMapper;
  nodeMapper->SetInputConnection(glyphs->GetOutputPort());
  nodeMapper->SetScalarModeToUsePointFieldData();
  nodeMapper->SelectColorArray("status");
  nodeMapper->SetColorModeToDirectScalars();
  nodes_->SetMapper(nodeMapper);
  nodes_->PickableOff();

  const double width = perRow * pitchX, depth = rows * pitchY;
  vtkNew<vtkPlaneSource> plane;
  plane->SetOrigin(-1.5, -1.5 - cab.depth_m, 0);
  plane->SetPoint1(width + 1.5, -1.5 - cab.depth_m, 0);
  plane->SetPoint2(-1.5, depth + 1.5, 0);
  plane->SetResolution(std::max(1, static_cast<int>(width / 0.6)),
                       std::max(1, static_cast<int>(depth / 0.6)));
  vtkNew<vtkPolyDataMapper> floorMapper;
  floorMapper->SetInputConnection(plane->GetOutputPort());
  floor_->SetMapper(floorMapper);
  floor_->GetProperty()->SetColor(0.78, 0.78, 0.74);
  floor_->GetProperty()->SetEdgeVisibility(true);
  floor_->GetProperty()->SetEdgeColor(0.62, 0.62, 0.58);
  floor_->PickableOff();

  applyColours();
  const std::array<double, 3> size{width, depth, cab.height_m};
  if (size == roomSize_) return;
  roomSize_ = size;
  // Look at the fronts of the cabinets from the cold aisle, slightly from above.
  vtkCamera *camera = renderer_->GetActiveCamera();
  camera->SetFocalPoint(width / 2, depth / 2, cab.height_m / 2);
  camera->SetPosition(width / 2 - 0.5 * (width + depth), -1.6 * (width + depth) - 3,
                      0.9 * (width + depth) + 2);
  camera->SetViewUp(0, 0, 1);
  renderer_->ResetCamera();
}

void RoomScene::tintByVerdict(std::optional<bool> passes) {
  verdict_ = passes;
  applyColours();
}

void RoomScene::selectCabinet(int index) {
  selected_ = index >= 0 && index < cabinetCount() ? index : -1;
  applyColours();
}

void RoomScene::applyColours() {
  // Pale green and red keep the node slabs in front readable.
  static constexpr std::array<double, 3> kPass{0.35, 0.75, 0.40}, kFail{0.85, 0.30, 0.25};
  const std::array<double, 3> colour = !verdict_ ? shell_ : *verdict_ ? kPass : kFail;
  for (std::size_t i = 0; i < cabinets_.size(); ++i) {
    vtkProperty *property = cabinets_[i]->GetProperty();
    property->SetColor(colour[0], colour[1], colour[2]);
    const bool selected = static_cast<int>(i) == selected_;
    property->SetEdgeVisibility(selected);
    property->SetEdgeColor(1.0, 0.85, 0.1);
    property->SetLineWidth(selected ? 4 : 1);
    property->SetOpacity(selected ? 1.0 : 0.85);
  }
}

int RoomScene::cabinetIndex(const vtkProp *prop) const {
  for (std::size_t i = 0; i < cabinets_.size(); ++i)
    if (cabinets_[i] == prop) return static_cast<int>(i);
  return -1;
}

} // namespace snp::views

#include "views/TopologyScene.h"

#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkCubeSource.h>
#include <vtkFloatArray.h>
#include <vtkGlyph3D.h>
#include <vtkLookupTable.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkTextProperty.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace snp::views {

namespace {

// Lines coloured by utilisation, hottest last: VTK depth-tests with LEQUAL, so where lines
// overlap at equal depth (every chord of the flat full mesh) the hot one stays on top.
vtkSmartPointer<vtkPolyData> linePolyData(const TopologyLayout &layout) {
  std::vector<TopologyLayout::Cable> cables = layout.cables;
  std::stable_sort(cables.begin(), cables.end(),
                   [](const auto &x, const auto &y) { return x.load_B < y.load_B; });
  const double maxLoad = layout.max_load_B > 0 ? layout.max_load_B : 1; // no traffic: every cable idle
  vtkNew<vtkPoints> points;
  points->SetNumberOfPoints(vtkIdType(layout.points.size()));
  for (std::size_t i = 0; i < layout.points.size(); ++i)
    points->SetPoint(vtkIdType(i), layout.points[i].data());
  vtkNew<vtkCellArray> lines;
  lines->AllocateExact(vtkIdType(cables.size()), 2 * vtkIdType(cables.size()));
  vtkNew<vtkFloatArray> utilisation;
  utilisation->SetNumberOfValues(vtkIdType(cables.size()));
  for (std::size_t i = 0; i < cables.size(); ++i) {
    const vtkIdType ends[2] = {vtkIdType(cables[i].a), vtkIdType(cables[i].b)};
    lines->InsertNextCell(2, ends);
    utilisation->SetValue(vtkIdType(i), static_cast<float>(cables[i].load_B / maxLoad));
  }
  auto data = vtkSmartPointer<vtkPolyData>::New();
  data->SetPoints(points);
  data->SetLines(lines);
  data->GetCellData()->SetScalars(utilisation);
  return data;
}

} // namespace

TopologyScene::TopologyScene(vtkRenderer *renderer) : renderer_(renderer) {
  // Blue when idle through green and yellow to red at the most loaded link.
  vtkNew<vtkLookupTable> colours;
  colours->SetHueRange(2.0 / 3.0, 0.0);
  colours->SetTableRange(0, 1);
  colours->Build();

  linkMapper_->SetLookupTable(colours);
  linkMapper_->SetScalarModeToUseCellData();
  linkMapper_->UseLookupTableScalarRangeOn();
  links_->SetMapper(linkMapper_);
  links_->GetProperty()->SetLineWidth(2);
  links_->GetProperty()->LightingOff(); // lines have no normals; keep the scale's exact colours

  nodes_->GetProperty()->SetColor(0.75, 0.75, 0.75);

  legend_->SetLookupTable(colours);
  legend_->SetTitle("link utilisation");
  legend_->SetNumberOfLabels(5);
  legend_->SetPosition(0.84, 0.1);
  legend_->SetWidth(0.1);
  legend_->SetHeight(0.8);
  legend_->SetVerticalTitleSeparation(8);
  legend_->UnconstrainedFontSizeOn(); // VTK otherwise scales labels up to crowd the title
  legend_->GetTitleTextProperty()->SetFontSize(14);
  legend_->GetLabelTextProperty()->SetFontSize(12);

  renderer_->AddActor(nodes_);
  renderer_->AddActor(links_);
  renderer_->AddActor2D(legend_);
  setVisible(false);
}

TopologyScene::~TopologyScene() {
  renderer_->RemoveActor(nodes_);
  renderer_->RemoveActor(links_);
  renderer_->RemoveActor2D(legend_);
}

void TopologyScene::setVisible(bool visible) {
  nodes_->SetVisibility(visible);
  links_->SetVisibility(visible);
  legend_->SetVisibility(visible);
}

void TopologyScene::show(const TopologyLayout &layout) {
  nodeCount_ = static_cast<int>(layout.nodes);
  maxUtilisation_ = layout.max_load_B > 0 ? 1 : 0;
  setVisible(nodeCount_ > 0);
  if (nodeCount_ == 0) return;

  linkMapper_->SetInputData(linePolyData(layout));

  vtkNew<vtkPoints> nodePoints;
  nodePoints->SetNumberOfPoints(nodeCount_);
  for (vtkIdType i = 0; i < nodeCount_; ++i)
    nodePoints->SetPoint(i, layout.points[std::size_t(i)].data());
  vtkNew<vtkPolyData> centres;
  centres->SetPoints(nodePoints);
  vtkNew<vtkCubeSource> cube;
  cube->SetXLength(0.2);
  cube->SetYLength(0.2);
  cube->SetZLength(0.2);
  vtkNew<vtkGlyph3D> glyphs;
  glyphs->SetInputData(centres);
  glyphs->SetSourceConnection(cube->GetOutputPort());
  glyphs->SetScaleModeToDataScalingOff();
  vtkNew<vtkPolyDataMapper> nodeMapper;
  nodeMapper->SetInputConnection(glyphs->GetOutputPort());
  nodeMapper->ScalarVisibilityOff();
  nodes_->SetMapper(nodeMapper);

  // A flat ring is seen face on; a torus from a corner so all three axes show.
  double bounds[6];
  nodePoints->GetBounds(bounds); // the nodes: a tier of one node has no lines
  const bool flat = bounds[5] - bounds[4] < 1e-9;
  vtkCamera *camera = renderer_->GetActiveCamera();
  camera->SetFocalPoint(0, 0, 0);
  camera->SetPosition(flat ? 0 : 1.0, flat ? 0 : -1.6, 1.2);
  camera->SetViewUp(0, flat ? 1 : 0, flat ? 0 : 1);
  renderer_->ResetCamera(bounds);
}

} // namespace snp::views

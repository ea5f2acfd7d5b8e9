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
#include <numbers>
#include <vector>

namespace snp::views {

namespace {

struct Cable {
  double load;
  vtkIdType a, b;
};

// The nodes and cables of a tier, with the highest directed load for the colour scale. The
// first `nodes` points are the nodes; any after them are the free ends of wraparound stubs.
struct LinkLines {
  vtkNew<vtkPoints> points;
  vtkIdType nodes = 0;
  std::vector<Cable> cables;
  double maxLoad = 0;
};

double maxOf(const std::vector<double> &loads) {
  return loads.empty() ? 0 : *std::max_element(loads.begin(), loads.end());
}

// Lines coloured by utilisation, hottest last: VTK depth-tests with LEQUAL, so where lines
// overlap at equal depth (every chord of the flat full mesh) the hot one stays on top.
vtkSmartPointer<vtkPolyData> linePolyData(LinkLines &in) {
  std::stable_sort(in.cables.begin(), in.cables.end(),
                   [](const Cable &x, const Cable &y) { return x.load < y.load; });
  vtkNew<vtkCellArray> lines;
  lines->AllocateExact(vtkIdType(in.cables.size()), 2 * vtkIdType(in.cables.size()));
  vtkNew<vtkFloatArray> utilisation;
  utilisation->SetNumberOfValues(vtkIdType(in.cables.size()));
  for (std::size_t i = 0; i < in.cables.size(); ++i) {
    const vtkIdType ends[2] = {in.cables[i].a, in.cables[i].b};
    lines->InsertNextCell(2, ends);
    utilisation->SetValue(vtkIdType(i), static_cast<float>(in.cables[i].load / in.maxLoad));
  }
  auto data = vtkSmartPointer<vtkPolyData>::New();
  data->SetPoints(in.points);
  data->SetLines(lines);
  data->GetCellData()->SetScalars(utilisation);
  return data;
}

// Length of a wraparound stub, in node spacings.
constexpr double kStubLength = 0.4;

void torusLines(const model::TorusShape &shape, const sim::Traffic &traffic, sim::Routing routing,
                LinkLines &out) {
  const sim::TorusLinkGraph graph(shape);
  const std::vector<double> load = sim::torusLinkLoads(graph, traffic, {.routing = routing}).load_B;
  out.maxLoad = maxOf(load);

  // Dimensions past the third repeat the 3D block along x, one empty column between blocks.
  const int dims = graph.dimensions();
  const int blockPitch = dims > 0 ? graph.size(0) + 1 : 1;
  out.nodes = graph.nodes();
  out.points->SetNumberOfPoints(graph.nodes());
  for (int node = 0; node < graph.nodes(); ++node) {
    int block = 0;
    for (int dim = dims - 1; dim >= 3; --dim)
      block = block * graph.size(dim) + graph.coordinate(node, dim);
    const auto at = [&](int dim) { return dim < dims ? graph.coordinate(node, dim) : 0; };
    out.points->SetPoint(node, at(0) + block * blockPitch, at(1), at(2));
  }

  out.cables.reserve(std::size_t(graph.nodes()) * dims);
  for (int node = 0; node < graph.nodes(); ++node)
    for (int dim = 0; dim < dims; ++dim) {
      const int k = graph.size(dim);
      const int plus = graph.linkIndex(node, dim, true);
      if (!graph.exists(plus)) continue;
      const int next = graph.neighbour(node, dim, true);
      // The reverse direction of this cable: the neighbour's - link, or on a 2-ring its + link.
      const int back = graph.linkIndex(next, dim, k == 2);
      const double cableLoad = std::max(load[plus], load[back]);
      if (graph.coordinate(node, dim) < k - 1) {
        out.cables.push_back({cableLoad, node, next});
        continue;
      }
      // A wraparound cable drawn whole would cross the torus and hide it: a short stub leaves
      // each end outwards instead, in the cable's colour.
      double from[3], to[3];
      out.points->GetPoint(node, from);
      out.points->GetPoint(next, to);
      const int axis = dim < 3 ? dim : 0;
      from[axis] += kStubLength;
      to[axis] -= kStubLength;
      out.cables.push_back({cableLoad, node, out.points->InsertNextPoint(from)});
      out.cables.push_back({cableLoad, next, out.points->InsertNextPoint(to)});
    }
}

void fullMeshLines(int nodes, const sim::Traffic &traffic, LinkLines &out) {
  const std::vector<double> load = sim::fullMeshLinkLoads(nodes, traffic, {}).load_B;
  out.maxLoad = maxOf(load);
  // A circle with unit spacing between neighbours.
  const double radius = nodes / (2 * std::numbers::pi);
  out.nodes = nodes;
  out.points->SetNumberOfPoints(nodes);
  for (int i = 0; i < nodes; ++i) {
    const double angle = 2 * std::numbers::pi * i / nodes;
    out.points->SetPoint(i, radius * std::cos(angle), radius * std::sin(angle), 0);
  }
  out.cables.reserve(std::size_t(nodes) * (nodes - 1) / 2);
  const auto at = [&](int src, int dst) { return load[std::size_t(src) * nodes + dst]; };
  for (int a = 0; a < nodes; ++a)
    for (int b = a + 1; b < nodes; ++b)
      out.cables.push_back({std::max(at(a, b), at(b, a)), a, b});
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

void TopologyScene::show(const model::Config &config, const sim::Traffic &traffic, sim::Routing routing) {
  const model::Network &network = config.network;
  const auto isTorus = [](const model::NetworkTier &tier) { return tier.kind == model::TopologyKind::Torus; };
  LinkLines lines;
  if (isTorus(network.scale_up))
    torusLines(network.scale_up.torus, traffic, routing, lines);
  else if (network.scale_up.kind == model::TopologyKind::FullMesh)
    fullMeshLines(std::max(1, network.scaleup_domain), traffic, lines);
  else if (isTorus(network.scale_out))
    torusLines(network.scale_out.torus, traffic, routing, lines);

  nodeCount_ = static_cast<int>(lines.nodes);
  maxUtilisation_ = lines.maxLoad > 0 ? 1 : 0;
  setVisible(nodeCount_ > 0);
  if (nodeCount_ == 0) return;
  if (lines.maxLoad <= 0) lines.maxLoad = 1; // no traffic: every cable idle

  const vtkSmartPointer<vtkPolyData> linkData = linePolyData(lines);
  linkMapper_->SetInputData(linkData);

  vtkNew<vtkPoints> nodePoints;
  nodePoints->SetNumberOfPoints(lines.nodes);
  for (vtkIdType i = 0; i < lines.nodes; ++i)
    nodePoints->SetPoint(i, lines.points->GetPoint(i));
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

#include "views/network/TopologyScene.h"

#include "views/vtk/VtkFonts.h"

#include <QCoreApplication>

#include <vtkActorCollection.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkCellPicker.h>
#include <vtkCubeSource.h>
#include <vtkFloatArray.h>
#include <vtkGlyph3DMapper.h>
#include <vtkLookupTable.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderWindow.h>
#include <vtkTextProperty.h>
#include <vtkUnsignedCharArray.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace snp::views {

namespace {

// The colour bar's strip on the right of the view, so that it never covers the network.
constexpr double kLegendStrip = 0.14;
constexpr std::array<float, 3> kLineWidths{1.5F, 3.5F, 6.0F};
// Links drawn while the camera moves: a frame of llvmpipe at 1280x800 stays near 30 ms.
constexpr std::size_t kSketchLinks = 6000;
constexpr vtkIdType kSketchNodes = 20000;
// Links are drawn in order of their colour in steps of 0.1 %; everything beyond 100 % is one.
constexpr int kColourSteps = 1000;

// Box sizes (x, y, z) in node spacings, and colours, per kind of node.
struct NodeLook {
  std::array<double, 3> size;
  std::array<unsigned char, 3> rgb;
};

NodeLook lookOf(NetworkDrawing::NodeKind kind) {
  switch (kind) {
  case NetworkDrawing::NodeKind::Accelerator: return {{0.22, 0.22, 0.22}, {200, 200, 200}};
  case NetworkDrawing::NodeKind::Domain: return {{0.7, 0.7, 0.45}, {150, 170, 195}};
  case NetworkDrawing::NodeKind::Switch: return {{0.9, 0.5, 0.18}, {90, 100, 115}};
  case NetworkDrawing::NodeKind::Router: return {{0.42, 0.42, 0.26}, {70, 140, 140}};
  }
  return {{0.2, 0.2, 0.2}, {200, 200, 200}};
}

} // namespace

TopologyScene::TopologyScene(vtkRenderer *renderer)
    : renderer_(renderer), colours_(vtkSmartPointer<vtkLookupTable>::New()) {
  // Viridis (van der Walt and Smith, matplotlib 2.0's default): perceptually uniform and readable
  // in grey and by the colour-blind, dark purple when idle to yellow at 100 %; red beyond, where
  // the offered load exceeds what the link carries. A rainbow's bands are not.
  static constexpr std::array<std::array<double, 3>, 10> kViridis{{{0.267, 0.005, 0.329},
                                                                   {0.283, 0.141, 0.458},
                                                                   {0.254, 0.265, 0.530},
                                                                   {0.207, 0.372, 0.553},
                                                                   {0.164, 0.471, 0.558},
                                                                   {0.128, 0.567, 0.551},
                                                                   {0.135, 0.659, 0.518},
                                                                   {0.267, 0.749, 0.441},
                                                                   {0.478, 0.821, 0.318},
                                                                   {0.993, 0.906, 0.144}}};
  constexpr int kEntries = 256;
  colours_->SetNumberOfTableValues(kEntries);
  for (int i = 0; i < kEntries; ++i) {
    const double at = double(i) / (kEntries - 1) * (kViridis.size() - 1);
    const auto below = std::min(std::size_t(at), kViridis.size() - 2);
    const double t = at - double(below);
    const auto &a = kViridis[below], &b = kViridis[below + 1];
    colours_->SetTableValue(i, a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), a[2] + t * (b[2] - a[2]),
                            1);
  }
  colours_->SetTableRange(0, 100);
  colours_->UseAboveRangeColorOn();
  colours_->SetAboveRangeColor(0.86, 0.1, 0.1, 1.0);

  for (std::size_t band = 0; band <= links_.size(); ++band) {
    vtkActor *actor = band < links_.size() ? links_[band].Get() : sketch_.Get();
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetLookupTable(colours_);
    mapper->SetScalarModeToUseCellData();
    mapper->UseLookupTableScalarRangeOn();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetLineWidth(band < links_.size() ? kLineWidths[band] : 1);
    actor->GetProperty()->LightingOff(); // lines have no normals; keep the scale's colours
    renderer_->AddActor(actor);
  }
  sketch_->SetVisibility(false);
  sketch_->PickableOff();

  nodes_->GetProperty()->SetAmbient(0.25);
  renderer_->AddActor(nodes_);
  nodePoints_->GetProperty()->SetPointSize(3);
  nodePoints_->GetProperty()->LightingOff();
  nodePoints_->PickableOff();
  renderer_->AddActor(nodePoints_);

  route_->GetProperty()->SetColor(1.0, 0.85, 0.1);
  route_->GetProperty()->SetLineWidth(7);
  route_->GetProperty()->LightingOff();
  route_->SetVisibility(false);
  renderer_->AddActor(route_);

  legend_->SetLookupTable(colours_);
  legend_->SetNumberOfLabels(5);
  legend_->SetLabelFormat("%.0f %%");
  legend_->DrawAboveRangeSwatchOn();
  legend_->SetAboveRangeAnnotation(""); // the swatch sits above "100 %"; VTK's "Above" is clipped
  legend_->SetPosition(0.12, 0.08);
  legend_->SetWidth(0.55);
  legend_->SetHeight(0.84);
  legend_->SetVerticalTitleSeparation(8);
  legend_->UnconstrainedFontSizeOn(); // VTK otherwise scales labels up to crowd the title
  legend_->GetTitleTextProperty()->SetFontSize(13);
  legend_->GetLabelTextProperty()->SetFontSize(12);
  legendRenderer_->AddActor2D(legend_);
  legendRenderer_->SetViewport(1 - kLegendStrip, 0, 1, 1);
  legendRenderer_->SetGradientBackground(renderer_->GetGradientBackground());
  legendRenderer_->SetBackground(renderer_->GetBackground());
  legendRenderer_->SetBackground2(renderer_->GetBackground2());
  legendRenderer_->SetBackgroundAlpha(renderer_->GetBackgroundAlpha());
  legendRenderer_->InteractiveOff();
  renderer_->SetViewport(0, 0, 1 - kLegendStrip, 1);
  if (vtkRenderWindow *window = renderer_->GetRenderWindow()) window->AddRenderer(legendRenderer_);
  setVisible(false);
}

TopologyScene::~TopologyScene() {
  for (auto &band : links_)
    renderer_->RemoveActor(band);
  renderer_->RemoveActor(nodes_);
  renderer_->RemoveActor(nodePoints_);
  renderer_->RemoveActor(sketch_);
  renderer_->RemoveActor(route_);
  if (vtkRenderWindow *window = renderer_->GetRenderWindow()) window->RemoveRenderer(legendRenderer_);
  renderer_->SetViewport(0, 0, 1, 1);
}

void TopologyScene::setVisible(bool visible) {
  visible_ = visible;
  legend_->SetVisibility(visible);
  if (!visible) route_->SetVisibility(false);
  applyDetail();
}

void TopologyScene::setInteractive(bool interactive) {
  interactive_ = interactive;
  applyDetail();
}

void TopologyScene::applyDetail() {
  nodes_->SetVisibility(visible_ && !interactive_);
  nodePoints_->SetVisibility(visible_ && interactive_);
  for (auto &band : links_)
    band->SetVisibility(visible_ && !interactive_);
  sketch_->SetVisibility(visible_ && interactive_);
}

double TopologyScene::colourValue(std::size_t link) const {
  const NetworkDrawing::Link &l = drawing_.links[link];
  if (colouring_ == LinkColouring::Relative)
    return drawing_.max_load_Bps > 0 ? 100 * l.load_Bps / drawing_.max_load_Bps : 0;
  return 100 * l.utilisation();
}

void TopologyScene::buildNodes() {
  vtkNew<vtkPoints> centres;
  vtkNew<vtkFloatArray> sizes;
  sizes->SetName("size");
  sizes->SetNumberOfComponents(3);
  vtkNew<vtkUnsignedCharArray> rgb;
  rgb->SetName("colour");
  rgb->SetNumberOfComponents(3);
  const auto count = vtkIdType(drawing_.nodes.size());
  centres->SetNumberOfPoints(count);
  sizes->SetNumberOfTuples(count);
  rgb->SetNumberOfTuples(count);
  for (vtkIdType i = 0; i < count; ++i) {
    const NetworkDrawing::Node &node = drawing_.nodes[std::size_t(i)];
    NodeLook look = lookOf(node.kind);
    // A box standing for several switches is drawn wider, up to three boxes' width.
    if (node.count > 1) look.size[0] *= std::min(3.0, 1 + std::log10(double(node.count)));
    centres->SetPoint(i, node.position.data());
    sizes->SetTuple3(i, look.size[0], look.size[1], look.size[2]);
    rgb->SetTypedTuple(i, look.rgb.data());
  }
  vtkNew<vtkPolyData> data;
  data->SetPoints(centres);
  data->GetPointData()->AddArray(sizes);
  data->GetPointData()->SetScalars(rgb);

  vtkNew<vtkCubeSource> cube;
  vtkNew<vtkGlyph3DMapper> mapper;
  mapper->SetInputData(data);
  mapper->SetSourceConnection(cube->GetOutputPort());
  mapper->SetScaleArray("size");
  mapper->SetScaleModeToScaleByVectorComponents();
  mapper->SetColorModeToDirectScalars();
  mapper->ScalarVisibilityOn();
  nodes_->SetMapper(mapper);

  // The same centres and colours as points, an even sample of them in a large network.
  const vtkIdType stride = std::max<vtkIdType>(1, (count + kSketchNodes - 1) / kSketchNodes);
  vtkNew<vtkCellArray> vertices;
  vertices->AllocateExact(count / stride + 1, count / stride + 1);
  for (vtkIdType i = 0; i < count; i += stride)
    vertices->InsertNextCell(1, &i);
  vtkNew<vtkPolyData> points;
  points->SetPoints(centres);
  points->SetVerts(vertices);
  points->GetPointData()->SetScalars(rgb);
  vtkNew<vtkPolyDataMapper> pointMapper;
  pointMapper->SetInputData(points);
  pointMapper->SetColorModeToDirectScalars();
  pointMapper->ScalarVisibilityOn();
  nodePoints_->SetMapper(pointMapper);
}

void TopologyScene::buildLinks() {
  vtkNew<vtkPoints> points;
  points->SetNumberOfPoints(vtkIdType(drawing_.nodes.size() + drawing_.stub_ends.size()));
  for (std::size_t i = 0; i < drawing_.nodes.size(); ++i)
    points->SetPoint(vtkIdType(i), drawing_.nodes[i].position.data());
  for (std::size_t i = 0; i < drawing_.stub_ends.size(); ++i)
    points->SetPoint(vtkIdType(drawing_.nodes.size() + i), drawing_.stub_ends[i].data());

  // Coolest first within a band: where lines overlap at equal depth (the chords of a flat full
  // mesh), VTK's LEQUAL depth test keeps the one drawn last, the hotter one, on top. Ordered in
  // steps of 0.1 % by a counting sort, in linear time: a recolour of 330,000 links takes 12 ms
  // instead of 16.
  const std::size_t count = drawing_.links.size();
  std::vector<double> values(count);
  for (std::size_t i = 0; i < count; ++i)
    values[i] = colourValue(i);
  auto stepOf = [](double value) { return std::clamp(static_cast<int>(value * 10), 0, kColourSteps); };
  std::vector<std::size_t> start(kColourSteps + 2, 0);
  for (double value : values)
    ++start[static_cast<std::size_t>(stepOf(value)) + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  std::vector<std::size_t> order(count);
  for (std::size_t i = 0; i < count; ++i)
    order[start[static_cast<std::size_t>(stepOf(values[i]))]++] = i;

  for (auto &cells : bandLinks_)
    cells.clear();
  for (std::size_t link : order) {
    const double v = values[link];
    bandLinks_[v >= 100 * kSaturated ? 2 : v >= 100 * kHot ? 1 : 0].push_back(link);
  }
  auto lineSet = [&](const std::vector<std::size_t> &members) {
    vtkNew<vtkCellArray> lines;
    lines->AllocateExact(vtkIdType(members.size()), 2 * vtkIdType(members.size()));
    vtkNew<vtkFloatArray> scalars;
    scalars->SetNumberOfValues(vtkIdType(members.size()));
    for (std::size_t i = 0; i < members.size(); ++i) {
      const NetworkDrawing::Link &l = drawing_.links[members[i]];
      const vtkIdType ends[2] = {vtkIdType(l.a), vtkIdType(l.b)};
      lines->InsertNextCell(2, ends);
      scalars->SetValue(vtkIdType(i), static_cast<float>(values[members[i]]));
    }
    auto data = vtkSmartPointer<vtkPolyData>::New();
    data->SetPoints(points);
    data->SetLines(lines);
    data->GetCellData()->SetScalars(scalars);
    return data;
  };
  for (std::size_t band = 0; band < links_.size(); ++band)
    vtkPolyDataMapper::SafeDownCast(links_[band]->GetMapper())->SetInputData(lineSet(bandLinks_[band]));
  // While the camera moves, an even sample of the links in colour order: every colour keeps its
  // share, and a frame costs the same whatever the size of the network.
  const std::size_t stride = (order.size() + kSketchLinks - 1) / kSketchLinks;
  std::vector<std::size_t> sample;
  sample.reserve(kSketchLinks);
  for (std::size_t i = 0; i < order.size(); i += std::max<std::size_t>(1, stride))
    sample.push_back(order[i]);
  vtkPolyDataMapper::SafeDownCast(sketch_->GetMapper())->SetInputData(lineSet(sample));
  const QString title = colouring_ == LinkColouring::Utilisation
                            ? QCoreApplication::translate("snp::views::TopologyScene", "Utilisation")
                            : QCoreApplication::translate("snp::views::TopologyScene", "Load vs busiest");
  useFontFor(legend_->GetTitleTextProperty(), title);
  legend_->SetTitle(title.toUtf8().constData()); // VTK takes UTF-8
  legend_->SetDrawAboveRangeSwatch(colouring_ == LinkColouring::Utilisation);
}

void TopologyScene::show(const NetworkDrawing &drawing, LinkColouring colouring) {
  drawing_ = drawing;
  colouring_ = colouring;
  route_->SetVisibility(false);
  setVisible(!drawing_.nodes.empty());
  if (drawing_.nodes.empty()) return;
  buildNodes();
  buildLinks();

  std::array<double, 6> bounds{};
  nodes_->GetMapper()->GetBounds(bounds.data());
  if (bounds != framed_) resetCamera();
}

void TopologyScene::setColouring(LinkColouring colouring) {
  colouring_ = colouring;
  if (!drawing_.nodes.empty()) buildLinks();
}

void TopologyScene::showRoute(const std::vector<std::size_t> &nodes) {
  route_->SetVisibility(nodes.size() >= 2);
  if (nodes.size() < 2) return;
  vtkNew<vtkPoints> points;
  for (std::size_t node : nodes)
    points->InsertNextPoint(drawing_.nodes.at(node).position.data());
  vtkNew<vtkCellArray> line;
  line->InsertNextCell(vtkIdType(nodes.size()));
  for (vtkIdType i = 0; i < vtkIdType(nodes.size()); ++i)
    line->InsertCellPoint(i);
  vtkNew<vtkPolyData> data;
  data->SetPoints(points);
  data->SetLines(line);
  vtkNew<vtkPolyDataMapper> mapper;
  mapper->SetInputData(data);
  route_->SetMapper(mapper);
}

void TopologyScene::resetCamera() {
  if (drawing_.nodes.empty()) return;
  std::array<double, 6> bounds{};
  nodes_->GetMapper()->GetBounds(bounds.data());
  framed_ = bounds;
  const double ex = bounds[1] - bounds[0], ey = bounds[3] - bounds[2], ez = bounds[5] - bounds[4];
  const double largest = std::max({ex, ey, ez, 1e-9});
  vtkCamera *camera = renderer_->GetActiveCamera();
  camera->SetFocalPoint(0, 0, 0);
  if (ez < 0.05 * largest) { // a flat drawing on the floor (a ring, a Dragonfly): from above
    camera->SetPosition(0, -0.35, 1);
    camera->SetViewUp(0, 1, 0);
  } else if (ey < 0.05 * largest) { // a drawing standing in x-z (a fat tree's levels): from the front
    camera->SetPosition(0.25, -1, 0.35);
    camera->SetViewUp(0, 0, 1);
  } else { // a torus: from a corner above, so that all three axes show
    camera->SetPosition(1.0, -1.6, 1.2);
    camera->SetViewUp(0, 0, 1);
  }
  renderer_->ResetCamera(bounds.data());
}

int TopologyScene::linkAt(int x, int y) const {
  vtkNew<vtkCellPicker> picker;
  picker->SetTolerance(0.004);
  picker->PickFromListOn();
  for (const auto &band : links_)
    picker->AddPickList(band);
  if (!picker->Pick(x, y, 0, renderer_)) return -1;
  const vtkIdType cell = picker->GetCellId();
  for (std::size_t band = 0; band < links_.size(); ++band)
    if (picker->GetActor() == links_[band].Get() && cell >= 0 && std::size_t(cell) < bandLinks_[band].size())
      return static_cast<int>(bandLinks_[band][std::size_t(cell)]);
  return -1;
}

int TopologyScene::nodeAt(int x, int y, double radius) const {
  int best = -1;
  double bestDistance = radius * radius;
  for (std::size_t i = 0; i < drawing_.nodes.size(); ++i) {
    const auto &p = drawing_.nodes[i].position;
    renderer_->SetWorldPoint(p[0], p[1], p[2], 1);
    renderer_->WorldToDisplay();
    const double *d = renderer_->GetDisplayPoint();
    const double distance = (d[0] - x) * (d[0] - x) + (d[1] - y) * (d[1] - y);
    if (distance <= bestDistance) bestDistance = distance, best = static_cast<int>(i);
  }
  return best;
}

} // namespace snp::views

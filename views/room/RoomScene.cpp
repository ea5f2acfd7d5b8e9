#include "views/room/RoomScene.h"
#include "views/ChoiceLabel.h"

#include "model/Validation.h"
#include "sim/facility/CoolingModel.h"
#include "sim/reliability/ReliabilityModel.h"
#include "views/room/RoomCooling.h"
#include "views/room/RoomLegend.h"
#include "views/room/RoomPalette.h"
#include "views/vtk/BoxMesh.h"

#include <QCoreApplication>
#include <QStringList>

#include <vtkCallbackCommand.h>
#include <vtkCamera.h>
#include <vtkCellData.h>
#include <vtkFloatArray.h>
#include <vtkIntArray.h>
#include <vtkLabelPlacementMapper.h>
#include <vtkOutlineSource.h>
#include <vtkPlaneSource.h>
#include <vtkPointData.h>
#include <vtkPointSetToLabelHierarchy.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderWindow.h>
#include <vtkStringArray.h>
#include <vtkTextProperty.h>
#include <vtkTubeFilter.h>
#include <vtkUnsignedCharArray.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::views {

namespace {

// Hot-spare slabs carry this value: below every scale, so they take the table's below-range
// colour (white) whatever the cabinets are coloured by.
constexpr float kSpareValue = -1e30f;
constexpr double kNodeShade = 0.72; // node slabs darker than their cabinet's colour
constexpr int kSlabsWhileMoving = 200;
// Slabs closer than this are drawn touching: gaps of a few centimetres, a pixel or less from the
// usual distance, alias into moiré bands across the cabinets' fronts (S3's forty 4.5 cm slots).
constexpr double kGappedSlotFrom_m = 0.06;
// The floor's tiles along each side, at most: past that they are larger than 60 cm.
constexpr int kMaxFloorTilesAlong = 400;

vtkPolyDataMapper *mapperOf(vtkActor *actor) { return vtkPolyDataMapper::SafeDownCast(actor->GetMapper()); }

vtkFloatArray *valueArray(vtkPolyData *data) {
  return data ? vtkFloatArray::SafeDownCast(data->GetCellData()->GetArray("value")) : nullptr;
}

const Rgb &stateColour(sim::NodeState state) {
  switch (state) {
  case sim::NodeState::Working: return kActiveNode;
  case sim::NodeState::Failed: return kFailedNode;
  case sim::NodeState::Spare: return kSpareNode;
  case sim::NodeState::SwappedIn: return kSwappedInNode;
  }
  return kNoValue;
}

// Writes `colour` to the six faces of box `box` of an RGB cell array.
void paintBox(vtkUnsignedCharArray *colours, vtkIdType box, const Rgb &colour) {
  const unsigned char rgb[3] = {static_cast<unsigned char>(std::lround(255 * colour[0])),
                                static_cast<unsigned char>(std::lround(255 * colour[1])),
                                static_cast<unsigned char>(std::lround(255 * colour[2]))};
  for (int face = 0; face < BoxMesh::kCellsPerBox; ++face)
    colours->SetTypedTuple(box * BoxMesh::kCellsPerBox + face, rgb);
}

const Rgb &plantColour(PlantKind kind) {
  switch (kind) {
  case PlantKind::Cdu: return kCdu;
  case PlantKind::FloorPdu:
  case PlantKind::Busway: return kPowerDistribution;
  case PlantKind::Ups:
  case PlantKind::Switchboard:
  case PlantKind::Transformer:
  case PlantKind::Utility: return kPlantRoomUnit;
  case PlantKind::PlantRoomFloor: return kPlantRoomFloor;
  }
  return kNoValue;
}

// Whether a box of `kind` takes its group's colour under `metric`.
bool groupColoured(PlantKind kind, RoomMetric metric) {
  return (metric == RoomMetric::Cdu && kind == PlantKind::Cdu) ||
         (metric == RoomMetric::PowerFeed && (kind == PlantKind::FloorPdu || kind == PlantKind::Busway));
}

bool byGroup(const RoomColouring &c) {
  return c.metric == RoomMetric::PowerFeed || c.metric == RoomMetric::Cdu;
}

void fillTable(vtkLookupTable *table, const RoomColouring &colouring, double shade) {
  if (colouring.groups > 0) { // one entry a colour: the values are group numbers modulo their count
    const auto count = static_cast<vtkIdType>(kGroupColours.size());
    table->SetNumberOfTableValues(count);
    for (vtkIdType i = 0; i < count; ++i) {
      const Rgb &c = kGroupColours[static_cast<std::size_t>(i)];
      table->SetTableValue(i, shade * c[0], shade * c[1], shade * c[2], 1);
    }
    table->SetTableRange(-0.5, static_cast<double>(count) - 0.5);
  } else if (colouring.scale) {
    constexpr int kEntries = 256;
    table->SetNumberOfTableValues(kEntries);
    for (int i = 0; i < kEntries; ++i) {
      const double t = double(i) / (kEntries - 1) * (kScale.size() - 1);
      const auto k = std::min<std::size_t>(static_cast<std::size_t>(t), kScale.size() - 2);
      const double f = t - k;
      table->SetTableValue(i, shade * (kScale[k][0] * (1 - f) + kScale[k + 1][0] * f),
                           shade * (kScale[k][1] * (1 - f) + kScale[k + 1][1] * f),
                           shade * (kScale[k][2] * (1 - f) + kScale[k + 1][2] * f), 1);
    }
    table->SetTableRange(colouring.low, colouring.high > colouring.low ? colouring.high : colouring.low + 1);
  } else { // the verdict: 0 fails, 1 passes
    table->SetNumberOfTableValues(2);
    table->SetTableValue(0, shade * kFail[0], shade * kFail[1], shade * kFail[2], 1);
    table->SetTableValue(1, shade * kPass[0], shade * kPass[1], shade * kPass[2], 1);
    table->SetTableRange(0, 1);
  }
  table->SetNanColor(shade * kNoValue[0], shade * kNoValue[1], shade * kNoValue[2], 1);
  table->UseAboveRangeColorOn();
  table->SetAboveRangeColor(shade * kOverLimit[0], shade * kOverLimit[1], shade * kOverLimit[2], 1);
  table->UseBelowRangeColorOn();
  table->SetBelowRangeColor(kSpareNode[0], kSpareNode[1], kSpareNode[2], 1);
  table->Build();
}

} // namespace

RoomScene::RoomScene(vtkRenderer *renderer)
    : renderer_(renderer), legend_(std::make_unique<RoomLegend>(renderer)) {
  for (vtkActor *actor : {floor_.Get(), aisles_.Get(), coolant_.Get(), plantBoxes_.Get(), cabinets_.Get(),
                          nodes_.Get(), selection_.Get()}) {
    vtkNew<vtkPolyDataMapper> mapper;
    actor->SetMapper(mapper);
    renderer_->AddActor(actor);
  }
  // Only cabinets and their nodes answer a pick; the rest is context.
  floor_->PickableOff();
  aisles_->PickableOff();
  coolant_->PickableOff();
  plantBoxes_->PickableOff();
  selection_->PickableOff();

  floor_->GetProperty()->SetColor(0.78, 0.78, 0.74);
  floor_->GetProperty()->SetEdgeVisibility(true);
  floor_->GetProperty()->SetEdgeColor(0.62, 0.62, 0.58);
  for (vtkActor *direct : {aisles_.Get(), coolant_.Get(), plantBoxes_.Get()}) {
    mapperOf(direct)->SetColorModeToDirectScalars();
    mapperOf(direct)->SetScalarModeToDefault();
  }
  for (vtkActor *coloured : {cabinets_.Get(), nodes_.Get()})
    mapperOf(coloured)->SetScalarModeToUseCellFieldData();

  vtkProperty *outline = selection_->GetProperty();
  outline->SetColor(kSelection[0], kSelection[1], kSelection[2]);
  outline->SetLineWidth(4);
  outline->SetLighting(false);
  selection_->VisibilityOff();

  // Labels: one mapper places all of them in screen space, at a readable size, and leaves out
  // those that would overlap.
  vtkNew<vtkPointSetToLabelHierarchy> hierarchy;
  hierarchy->SetLabelArrayName("label");
  vtkTextProperty *text = hierarchy->GetTextProperty();
  text->SetFontSize(12);
  text->SetBold(true);
  text->SetColor(1, 1, 1);
  // Left and bottom: with other justifications VTK 9.1 reserves the box elsewhere than it draws
  // the text, and neighbouring labels cover each other.
  text->SetJustificationToLeft();
  text->SetVerticalJustificationToBottom();
  vtkNew<vtkLabelPlacementMapper> placement;
  placement->SetInputConnection(hierarchy->GetOutputPort());
  placement->SetShapeToRoundedRect();
  placement->SetStyleToFilled();
  placement->SetBackgroundColor(0.08, 0.09, 0.12);
  placement->SetBackgroundOpacity(0.7);
  placement->SetMargin(1);
  labels_->SetMapper(placement);
  renderer_->AddActor2D(labels_);
  colouring_.title = QCoreApplication::translate("RoomScene", "Cabinets and nodes");
}

RoomScene::~RoomScene() {
  if (observedWindow_) observedWindow_->RemoveObserver(renderObserver_);
  for (vtkActor *actor : {floor_.Get(), aisles_.Get(), coolant_.Get(), plantBoxes_.Get(), cabinets_.Get(),
                          nodes_.Get(), selection_.Get()})
    renderer_->RemoveActor(actor);
  renderer_->RemoveActor2D(labels_);
}

vtkPolyData *RoomScene::cabinetGeometry() const { return mapperOf(cabinets_)->GetInput(); }
vtkPolyData *RoomScene::nodeGeometry() const { return mapperOf(nodes_)->GetInput(); }
vtkPolyData *RoomScene::plantGeometry() const { return mapperOf(plantBoxes_)->GetInput(); }

QString RoomScene::cabinetName(int index) const {
  if (index < 0 || index >= cabinetCount()) return {};
  return cabinetLabel(index / layout_.per_row, index % layout_.per_row);
}

std::array<double, 6> RoomScene::cabinetBounds(int index) const {
  const RoomLayout::Cabinet &c = layout_.cabinets.at(static_cast<std::size_t>(layout_.boxOf(index)));
  return {c.x - c.size_x / 2, c.x + c.size_x / 2, c.y - c.size_y / 2, c.y + c.size_y / 2, 0,
          layout_.height_m};
}

// "A-03", or of a block "A-01…C-40".
QString RoomScene::boxName(const RoomLayout::Cabinet &box) const {
  const QString first = cabinetLabel(box.row, box.position);
  if (box.count == 1) return first;
  const int last = std::min(layout_.total - 1, (box.row + layout_.row_block - 1) * layout_.per_row +
                                                   box.position + layout_.block - 1);
  return first + QStringLiteral("…") + cabinetName(last);
}

void RoomScene::show(const model::Config &config) {
  layout_ = roomLayout(config);
  cooling_ = config.cooling.kind;
  nodesPerCabinet_ = std::max(1, config.cabinet.nodes);
  const int cabinets = cabinetCount();
  const bool aggregated = layout_.aggregated();
  const bool slabs = nodesDrawn(config);
  jobNodes_ = slabs ? nodesPerCabinet_ * cabinets : 0;
  spares_ = slabs ? sim::sparePlacement(config) : model::SparePlacement{};
  if (selected_ >= cabinets) selected_ = -1;
  const double w = layout_.width_m, h = layout_.height_m;

  // Cabinets, and their nodes as slabs on the front, each kind in one mesh: the job's nodes
  // cabinet by cabinet from the bottom, then the spares in the slots above them, so that slab
  // k is node k of sim/reliability/MonteCarlo.h.
  BoxMesh cabinetMesh, nodeMesh;
  const int slabsPerCabinet = nodesPerCabinet_ + (cabinets > 0 ? spares_.sparesIn(0) : 0);
  const double slot = h * 0.9 / slabsPerCabinet;
  const double slabHeight = slot >= kGappedSlotFrom_m ? slot * 0.7 : slot;
  auto addSlab = [&](const RoomLayout::Cabinet &c, int position) {
    const double outwards = c.front_y < c.y ? -1 : 1;
    nodeMesh.add({c.x, c.front_y + outwards * 0.01, h * 0.05 + (position + 0.5) * slot},
                 {w * 0.85, 0.02, slabHeight});
  };
  vtkNew<vtkPoints> anchors;
  vtkNew<vtkStringArray> names;
  names->SetName("label");
  // A hall drawn in blocks leaves its nodes out: a block's slabs would stand for no one node.
  for (const RoomLayout::Cabinet &c : layout_.cabinets) {
    cabinetMesh.add({c.x, c.y, h / 2}, {c.size_x, c.size_y, h});
    if (slabs)
      for (int n = 0; n < nodesPerCabinet_; ++n)
        addSlab(c, n);
    // Above the front edge, from its left corner, where it reads from the aisle and from above.
    anchors->InsertNextPoint(c.x - c.size_x / 2, c.front_y, h + 0.05);
    // Spaces pad the box the placement keeps free, so that neighbouring backgrounds do not touch.
    names->InsertNextValue(QStringLiteral(" %1 ").arg(boxName(c)).toStdString());
  }
  // The plant from the configuration's own evaluation, so that the room is drawn from the model
  // alone (a report's snapshot too); nothing of it for a configuration that cannot be evaluated.
  plant_ = cabinets > 0 && model::validate(config).empty() ? roomPlant(layout_, config, sim::evaluate(config))
                                                           : RoomPlant{};
  for (std::size_t i = 0; i < plant_.labels.size(); ++i) {
    anchors->InsertNextPoint(plant_.label_at[i].data());
    names->InsertNextValue(plant_.labels[i].toStdString());
  }
  if (slabs)
    for (int k = 0; k < spares_.spares; ++k)
      addSlab(layout_.cabinets[static_cast<std::size_t>(spares_.cabinetOf(k))],
              nodesPerCabinet_ + spares_.slotOf(k));
  vtkNew<vtkUnsignedCharArray> status;
  status->SetNumberOfComponents(3);
  status->SetName("status");
  status->SetNumberOfTuples(nodeMesh.polyData()->GetNumberOfCells());
  for (BoxMesh *mesh : {&cabinetMesh, &nodeMesh}) {
    vtkNew<vtkFloatArray> values;
    values->SetName("value");
    values->SetNumberOfTuples(mesh->polyData()->GetNumberOfCells());
    mesh->polyData()->GetCellData()->AddArray(values);
  }
  nodeMesh.polyData()->GetCellData()->AddArray(status);
  mapperOf(cabinets_)->SetInputData(cabinetMesh.polyData());
  mapperOf(nodes_)->SetInputData(nodeMesh.polyData());
  vtkSmartPointer<vtkPolyData> plantBoxes = plant_.boxes ? plant_.boxes : vtkSmartPointer<vtkPolyData>::New();
  vtkNew<vtkUnsignedCharArray> plantColours;
  plantColours->SetNumberOfComponents(3);
  plantColours->SetName("colour");
  plantColours->SetNumberOfTuples(plantBoxes->GetNumberOfCells());
  plantBoxes->GetCellData()->SetScalars(plantColours);
  mapperOf(plantBoxes_)->SetInputData(plantBoxes);
  plantBoxes_->SetVisibility(plantBoxes->GetNumberOfCells() > 0);

  vtkNew<vtkPolyData> labelPoints;
  labelPoints->SetPoints(anchors);
  labelPoints->GetPointData()->AddArray(names);
  auto *placement = vtkLabelPlacementMapper::SafeDownCast(labels_->GetMapper());
  vtkAlgorithm::SafeDownCast(placement->GetInputAlgorithm())->SetInputDataObject(labelPoints);

  // The floor in 60 cm tiles, as raised floors are laid; in a vast hall, larger ones. It reaches
  // under the plant.
  const std::array<double, 4> floor =
      plant_.floor[1] > plant_.floor[0]
          ? plant_.floor
          : std::array{layout_.floor_x0, layout_.floor_x1, layout_.floor_y0, layout_.floor_y1};
  vtkNew<vtkPlaneSource> plane;
  plane->SetOrigin(floor[0], floor[2], 0);
  plane->SetPoint1(floor[1], floor[2], 0);
  plane->SetPoint2(floor[0], floor[3], 0);
  const auto tiles = [](double length) {
    return std::clamp(static_cast<int>(std::lround(length / 0.6)), 1, kMaxFloorTilesAlong);
  };
  plane->SetResolution(tiles(floor[1] - floor[0]), tiles(floor[3] - floor[2]));
  plane->Update();
  mapperOf(floor_)->SetInputData(plane->GetOutput());

  // The cooling, as much of each kind as the technology uses; a hall drawn in blocks has no room
  // for its aisles and pipes.
  const double liquid = aggregated || cabinets == 0 ? 0 : sim::liquidHeatFraction(config.cooling);
  aisles_->SetVisibility(!layout_.aisles.empty() && liquid < 1);
  if (aisles_->GetVisibility()) mapperOf(aisles_)->SetInputData(aisleStrips(layout_));
  coolantShown_ = liquid > 0;
  coolant_->SetVisibility(coolantShown_);
  if (liquid > 0) {
    vtkNew<vtkTubeFilter> tubes;
    tubes->SetInputData(coolantLoop(layout_));
    tubes->SetRadius(0.04);
    tubes->SetNumberOfSides(10);
    tubes->CappingOn();
    tubes->Update();
    mapperOf(coolant_)->SetInputData(tubes->GetOutput());
  }

  applyColouring();
  selectCabinet(selected_);

  if (!observedWindow_ && renderer_->GetRenderWindow()) {
    observedWindow_ = renderer_->GetRenderWindow();
    vtkNew<vtkCallbackCommand> onRender;
    onRender->SetClientData(this);
    onRender->SetCallback([](vtkObject *, unsigned long, void *self, void *) {
      static_cast<RoomScene *>(self)->frameIfPending();
    });
    renderObserver_ = renderer_->GetRenderWindow()->AddObserver(vtkCommand::StartEvent, onRender);
  }
  const std::array<double, 3> size{floor[1] - floor[0], floor[3] - floor[2], h};
  if (size == roomSize_) return;
  roomSize_ = size;
  frameHome();
}

void RoomScene::frameIfPending() {
  // Until the user moves the camera, the starting view follows the view's size: the first
  // frames of a window come at sizes its layout has not settled yet.
  if (!autoFrame_) return;
  if (renderer_->GetActiveCamera()->GetMTime() != cameraTimeAtFrame_) {
    autoFrame_ = false;
    return;
  }
  const int *size = renderer_->GetRenderWindow()->GetSize();
  if (size[0] == framedSize_[0] && size[1] == framedSize_[1]) return;
  frameHome();
}

void RoomScene::frameHome() {
  legend_->layout();
  applyCameraPreset(renderer_, CameraPreset::Home);
  cameraTimeAtFrame_ = renderer_->GetActiveCamera()->GetMTime();
  if (vtkRenderWindow *window = renderer_->GetRenderWindow())
    framedSize_ = {window->GetSize()[0], window->GetSize()[1]};
  autoFrame_ = true;
}

void RoomScene::colourBy(RoomColouring colouring) {
  colouring_ = std::move(colouring);
  applyColouring();
}

void RoomScene::applyColouring() {
  const RoomColouring &c = colouring_;
  auto valueOf = [&](int cabinet) {
    if (cabinet >= static_cast<int>(c.values.size())) return std::numeric_limits<float>::quiet_NaN();
    const double v = c.values[static_cast<std::size_t>(cabinet)];
    // Groups take the colours in turn: the table holds each colour once.
    return static_cast<float>(c.groups > 0 && std::isfinite(v) ? std::fmod(v, double(kGroupColours.size()))
                                                               : v);
  };
  // A block shows its worst cabinet: the largest value, or a missing one.
  auto valueOfBox = [&](const RoomLayout::Cabinet &box) {
    float worst = -std::numeric_limits<float>::infinity();
    for (int r = box.row; r < std::min(layout_.rows, box.row + layout_.row_block); ++r)
      for (int p = box.position; p < std::min(layout_.per_row, box.position + layout_.block); ++p) {
        const int index = r * layout_.per_row + p;
        if (index >= layout_.total) break;
        const float v = valueOf(index);
        if (std::isnan(v)) return v;
        worst = std::max(worst, v);
      }
    return worst;
  };
  if (vtkFloatArray *values = valueArray(cabinetGeometry())) {
    for (std::size_t box = 0; box < layout_.cabinets.size(); ++box) {
      const float v = valueOfBox(layout_.cabinets[box]);
      for (int face = 0; face < BoxMesh::kCellsPerBox; ++face)
        values->SetValue(static_cast<vtkIdType>(box) * BoxMesh::kCellsPerBox + face, v);
    }
    values->Modified();
  }
  if (vtkFloatArray *values = valueArray(nodeGeometry())) {
    for (vtkIdType cell = 0; cell < values->GetNumberOfTuples(); ++cell) {
      const int node = static_cast<int>(cell / BoxMesh::kCellsPerBox);
      values->SetValue(cell, node >= jobNodes_ ? kSpareValue : valueOf(node / nodesPerCabinet_));
    }
    values->Modified();
  }
  paintNodeStates();
  paintPlant();

  vtkPolyDataMapper *cabinetMapper = mapperOf(cabinets_), *nodeMapper = mapperOf(nodes_);
  if (c.metric == RoomMetric::Cooling) {
    // The shell in its cooling colour, the nodes by their state.
    const Rgb shell = coolingColour(cooling_);
    cabinetMapper->ScalarVisibilityOff();
    cabinets_->GetProperty()->SetColor(shell[0], shell[1], shell[2]);
  } else {
    fillTable(cabinetColours_, c, 1);
    fillTable(nodeColours_, c, kNodeShade);
    for (auto [mapper, table] :
         {std::pair{cabinetMapper, cabinetColours_.Get()}, {nodeMapper, nodeColours_.Get()}}) {
      mapper->ScalarVisibilityOn();
      mapper->SelectColorArray("value");
      mapper->SetColorModeToMapScalars();
      mapper->SetLookupTable(table);
      mapper->UseLookupTableScalarRangeOn();
    }
  }
  // Nodes show their state when there is one to see: always in the cooling look, and while a
  // failure replay runs whatever the cabinets are coloured by.
  if (c.metric == RoomMetric::Cooling || !nodeStates_.empty()) {
    nodeMapper->ScalarVisibilityOn();
    nodeMapper->SelectColorArray("status");
    nodeMapper->SetColorModeToDirectScalars();
  }
  showLegend();
}

void RoomScene::showLegend() {
  const RoomColouring &c = colouring_;
  std::vector<LegendSwatch> swatches;
  if (cabinetCount() == 0) { // a hall beyond the counts: nothing drawn, nothing to explain
    legend_->show({}, nullptr, {});
    return;
  }
  if (c.metric == RoomMetric::Cooling) {
    const auto kind = static_cast<std::size_t>(cooling_);
    swatches.push_back(
        {QCoreApplication::translate("RoomScene", "Cabinet: %1").arg(choiceLabel(model::kCoolingNames[kind])),
         coolingColour(cooling_)});
  } else if (byGroup(c)) {
    addGroupSwatches(swatches);
  } else if (!c.scale) {
    swatches.push_back({QCoreApplication::translate("RoomScene", "Meets every must-rule"), kPass});
    swatches.push_back({QCoreApplication::translate("RoomScene", "Fails a must-rule"), kFail});
  }
  // The plant is explained where it is looked at: in the cooling look and by its groups.
  if (c.metric == RoomMetric::Cooling || byGroup(c)) addPlantSwatches(swatches);
  if ((c.metric == RoomMetric::Cooling || !nodeStates_.empty()) && jobNodes_ > 0)
    swatches.push_back({QCoreApplication::translate("RoomScene", "Node in the job"), kActiveNode});
  if (!nodeStates_.empty()) {
    swatches.push_back({QCoreApplication::translate("RoomScene", "Failed node, in repair"), kFailedNode});
    swatches.push_back(
        {QCoreApplication::translate("RoomScene", "Spare that took a failed node's place"), kSwappedInNode});
    swatches.push_back(
        {QCoreApplication::translate("RoomScene", "Cabinet without power or cooling (plant outage)"),
         kUnpoweredNode});
  }
  if (spares_.spares > 0)
    swatches.push_back({QCoreApplication::translate("RoomScene", "Hot-spare node"), kSpareNode});
  if (c.over_high) swatches.push_back({c.over_text, kOverLimit});
  const bool missing =
      std::any_of(c.values.begin(), c.values.end(), [](double v) { return std::isnan(v); }) ||
      static_cast<int>(c.values.size()) < cabinetCount();
  if (missing && c.metric != RoomMetric::Cooling)
    swatches.push_back(
        {c.missing_text.isEmpty() ? QCoreApplication::translate("RoomScene", "no value") : c.missing_text,
         kNoValue});
  legend_->show(c.title, c.scale ? cabinetColours_.Get() : nullptr, std::move(swatches));
}

void RoomScene::addGroupSwatches(std::vector<LegendSwatch> &swatches) const {
  const RoomColouring &c = colouring_;
  // Every group while there are no more than colours; else all but one, the last saying the
  // colours come round again.
  const int colours = static_cast<int>(kGroupColours.size());
  const int named = c.groups <= colours ? c.groups : colours - 1;
  std::vector<std::array<int, 2>> cabinets(static_cast<std::size_t>(std::max(0, named)), {-1, -1});
  for (std::size_t i = 0; i < c.values.size(); ++i) {
    const double v = c.values[i];
    if (!(v >= 0 && v < named)) continue;
    std::array<int, 2> &range = cabinets[static_cast<std::size_t>(v)];
    if (range[0] < 0) range[0] = static_cast<int>(i);
    range[1] = static_cast<int>(i);
  }
  for (int g = 0; g < named; ++g) {
    const auto [first, last] = cabinets[static_cast<std::size_t>(g)];
    const QString group = c.group_name.arg(g + 1);
    const QString text =
        first < 0       ? group
        : first == last ? QCoreApplication::translate("RoomScene", "%1: %2").arg(group, cabinetName(first))
                        : QCoreApplication::translate("RoomScene", "%1: %2–%3")
                              .arg(group, cabinetName(first), cabinetName(last));
    swatches.push_back({text, groupColour(g)});
  }
  if (c.groups > named)
    swatches.push_back({QCoreApplication::translate("RoomScene", "%1 to %L2: these colours again, in turn")
                            .arg(c.group_name.arg(named + 1))
                            .arg(c.groups),
                        groupColour(named)});
}

void RoomScene::addPlantSwatches(std::vector<LegendSwatch> &swatches) const {
  const RoomMetric metric = colouring_.metric;
  if (plant_.has(PlantKind::Cdu) && metric != RoomMetric::Cdu)
    swatches.push_back({QCoreApplication::translate("RoomScene", "Coolant distribution unit (CDU)"), kCdu});
  if (metric != RoomMetric::PowerFeed) {
    if (plant_.has(PlantKind::FloorPdu))
      swatches.push_back({QCoreApplication::translate("RoomScene", "Floor PDU"), kPowerDistribution});
    if (plant_.has(PlantKind::Busway))
      swatches.push_back(
          {QCoreApplication::translate("RoomScene", "Busway over its cabinets"), kPowerDistribution});
  }
  QStringList room;
  if (plant_.has(PlantKind::Ups)) room << QCoreApplication::translate("RoomScene", "UPS");
  if (plant_.has(PlantKind::Switchboard)) room << QCoreApplication::translate("RoomScene", "switchboard");
  if (plant_.has(PlantKind::Transformer)) room << QCoreApplication::translate("RoomScene", "transformer");
  if (plant_.has(PlantKind::Utility)) room << QCoreApplication::translate("RoomScene", "utility feed");
  if (!room.isEmpty())
    swatches.push_back({QCoreApplication::translate("RoomScene", "Plant room: %1")
                            .arg(room.join(QCoreApplication::translate("RoomScene", ", "))),
                        kPlantRoomUnit});
}

void RoomScene::paintPlant() {
  vtkPolyData *boxes = plantGeometry();
  if (!boxes) return;
  auto *colours = vtkUnsignedCharArray::SafeDownCast(boxes->GetCellData()->GetScalars());
  auto *kinds = vtkIntArray::SafeDownCast(boxes->GetCellData()->GetArray("kind"));
  auto *groups = vtkIntArray::SafeDownCast(boxes->GetCellData()->GetArray("group"));
  if (!colours || !kinds || !groups) return;
  const bool grouped = colouring_.groups > 0;
  for (vtkIdType box = 0; box < colours->GetNumberOfTuples() / BoxMesh::kCellsPerBox; ++box) {
    const auto kind = static_cast<PlantKind>(kinds->GetValue(box * BoxMesh::kCellsPerBox));
    const int group = groups->GetValue(box * BoxMesh::kCellsPerBox);
    paintBox(colours, box,
             grouped && group >= 0 && groupColoured(kind, colouring_.metric) ? groupColour(group)
                                                                             : plantColour(kind));
  }
  colours->Modified();
}

void RoomScene::selectCabinet(int index) {
  selected_ = index >= 0 && index < cabinetCount() ? index : -1;
  selection_->SetVisibility(selected_ >= 0);
  if (selected_ < 0) return;
  std::array<double, 6> b = cabinetBounds(selected_);
  for (int i = 0; i < 6; ++i)
    b[static_cast<std::size_t>(i)] += i % 2 ? 0.015 : -0.015; // just outside the faces, never hidden by them
  vtkNew<vtkOutlineSource> outline;
  outline->SetBounds(b.data());
  outline->Update();
  mapperOf(selection_)->SetInputData(outline->GetOutput());
}

int RoomScene::cabinetIndex(const vtkProp *prop, vtkIdType cellId) const {
  if (!prop || cellId < 0) return -1;
  int index = -1;
  if (prop == cabinets_.Get()) {
    const auto box = static_cast<std::size_t>(cellId / BoxMesh::kCellsPerBox);
    if (box < layout_.cabinets.size()) index = layout_.firstCabinetOf(static_cast<int>(box));
  }
  if (prop == nodes_.Get()) {
    const int node = static_cast<int>(cellId / BoxMesh::kCellsPerBox);
    index = node < jobNodes_                    ? node / nodesPerCabinet_
            : node - jobNodes_ < spares_.spares ? spares_.cabinetOf(node - jobNodes_)
                                                : -1;
  }
  return index < cabinetCount() ? index : -1;
}

void RoomScene::setInteractive(bool interactive) {
  labels_->SetVisibility(!interactive);
  // Hundreds of node slabs cost a software renderer more than the rest of the hall (S3's 656
  // about 10 ms a frame); the cabinets carry the colours meanwhile. The coolant pipes and the
  // floor's tile lines are context the eye does not need while the hall turns.
  nodes_->SetVisibility(!interactive || jobNodes_ + spares_.spares <= kSlabsWhileMoving);
  coolant_->SetVisibility(!interactive && coolantShown_);
  floor_->GetProperty()->SetEdgeVisibility(!interactive);
}

void RoomScene::showReplayFrame(const sim::ReplayFrame &frame) {
  std::vector<bool> dark(frame.cabinet_outages.size());
  for (std::size_t c = 0; c < dark.size(); ++c)
    dark[c] = sim::cabinetDark(frame, static_cast<int>(c));
  darkCabinets_ = std::move(dark);
  setNodeStates(frame.nodes);
}

void RoomScene::showNodeStates(std::vector<sim::NodeState> states) {
  darkCabinets_.clear();
  setNodeStates(std::move(states));
}

void RoomScene::setNodeStates(std::vector<sim::NodeState> states) {
  const bool wasShowing = !nodeStates_.empty();
  nodeStates_ = std::move(states);
  // The legend and mappers change only when the replay starts or ends, not on every frame.
  if (wasShowing != !nodeStates_.empty())
    applyColouring();
  else
    paintNodeStates();
}

void RoomScene::paintNodeStates() {
  vtkPolyData *geometry = nodeGeometry();
  auto *status =
      geometry ? vtkUnsignedCharArray::SafeDownCast(geometry->GetCellData()->GetArray("status")) : nullptr;
  if (!status) return;
  const vtkIdType boxes = status->GetNumberOfTuples() / BoxMesh::kCellsPerBox;
  for (vtkIdType box = 0; box < boxes; ++box) {
    const auto i = static_cast<std::size_t>(box);
    const sim::NodeState state = i < nodeStates_.size() ? nodeStates_[i]
                                 : box < jobNodes_      ? sim::NodeState::Working
                                                        : sim::NodeState::Spare;
    // The job's nodes fill the cabinets in turn; the spares are dealt round them.
    const auto cabinet = static_cast<std::size_t>(box < jobNodes_ ? box / nodesPerCabinet_
                                                                  : spares_.cabinetOf(int(box) - jobNodes_));
    const bool dark = cabinet < darkCabinets_.size() && darkCabinets_[cabinet];
    paintBox(status, box, dark ? kUnpoweredNode : stateColour(state));
  }
  status->Modified();
}

} // namespace snp::views

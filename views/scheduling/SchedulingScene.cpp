#include "views/scheduling/SchedulingScene.h"

#include "views/scheduling/CardLayout.h"
#include "views/vtk/BoxMesh.h"
#include "views/vtk/CameraPresets.h"

#include <QColor>

#include <vtkCellData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkUnsignedCharArray.h>

#include <cmath>

namespace snp::views {

namespace {

constexpr double kCardSize = 0.8; // of the one-unit pitch: a gap shows where one card ends
constexpr double kPlateThickness = 0.25;

vtkPolyDataMapper *newDirectColourMapper() {
  vtkPolyDataMapper *mapper = vtkPolyDataMapper::New();
  mapper->SetScalarModeToUseCellData();
  mapper->SetColorModeToDirectScalars();
  mapper->ScalarVisibilityOn();
  return mapper;
}

} // namespace

CardRgb jobColour(int job) {
  // Successive jobs a golden-ratio turn of hue apart, in three saturation and brightness steps;
  // hues near the dark red of a down node are pushed towards orange and magenta.
  constexpr double kGolden = 0.6180339887498949;
  double hue = std::fmod(0.11 + job * kGolden, 1.0);
  if (hue < 0.04) hue += 0.04;
  if (hue > 0.96) hue -= 0.04;
  static constexpr std::array<std::array<double, 2>, 3> kSteps{{{0.80, 0.95}, {0.55, 0.85}, {0.95, 0.70}}};
  const auto &[saturation, value] = kSteps[static_cast<std::size_t>(job) % kSteps.size()];
  const QColor colour = QColor::fromHsvF(float(hue), float(saturation), float(value));
  return {static_cast<unsigned char>(colour.red()), static_cast<unsigned char>(colour.green()),
          static_cast<unsigned char>(colour.blue())};
}

SchedulingScene::SchedulingScene(vtkRenderer *renderer) : renderer_(renderer) {
  vtkSmartPointer<vtkPolyDataMapper> cards =
      vtkSmartPointer<vtkPolyDataMapper>::Take(newDirectColourMapper());
  cardBoxes_->SetMapper(cards);
  cardBoxes_->GetProperty()->SetAmbient(0.35);
  cardBoxes_->GetProperty()->SetDiffuse(0.75);
  vtkNew<vtkPolyDataMapper> plates;
  plates->ScalarVisibilityOff();
  plates_->SetMapper(plates);
  plates_->GetProperty()->SetColor(0.30, 0.33, 0.40);
  plates_->PickableOff();
  for (vtkActor *actor : {cardBoxes_.Get(), plates_.Get()}) {
    actor->VisibilityOff();
    renderer_->AddActor(actor);
  }
  framer_->SetClientData(this);
  framer_->SetCallback([](vtkObject *, unsigned long, void *scene, void *) {
    auto *self = static_cast<SchedulingScene *>(scene);
    if (!self->framePending_) return;
    self->framePending_ = false;
    self->resetCamera();
  });
  renderer_->AddObserver(vtkCommand::StartEvent, framer_);
}

SchedulingScene::~SchedulingScene() {
  renderer_->RemoveObserver(framer_);
  renderer_->RemoveActor(cardBoxes_);
  renderer_->RemoveActor(plates_);
}

void SchedulingScene::clear() {
  cardCount_ = 0;
  colours_ = nullptr;
  cardBoxes_->VisibilityOff();
  plates_->VisibilityOff();
}

bool SchedulingScene::show(const sim::SchedulingMachine &machine) {
  clear();
  if (machine.cards() > kMaxDrawnCards) return false;

  const CardLayout layout = cardLayout(machine);
  BoxMesh cards;
  for (const std::array<double, 3> &centre : layout.centres)
    cards.add(centre, {kCardSize, kCardSize, kCardSize});
  BoxMesh plates;
  const std::array<double, 3> block{double(layout.block[0]), double(layout.block[1]),
                                    double(layout.block[2])};
  for (const std::array<double, 3> &origin : layout.block_origins)
    plates.add({origin[0] + block[0] / 2, origin[1] + block[1] / 2, -kPlateThickness / 2 - 0.05},
               {block[0] + 0.4, block[1] + 0.4, kPlateThickness});
  colours_ = vtkSmartPointer<vtkUnsignedCharArray>::New();
  colours_->SetName("colour");
  colours_->SetNumberOfComponents(3);
  colours_->SetNumberOfTuples(vtkIdType(layout.centres.size()) * BoxMesh::kCellsPerBox);
  cards.polyData()->GetCellData()->SetScalars(colours_);
  vtkPolyDataMapper::SafeDownCast(cardBoxes_->GetMapper())->SetInputData(cards.polyData());
  vtkPolyDataMapper::SafeDownCast(plates_->GetMapper())->SetInputData(plates.polyData());
  cardCount_ = machine.cards();
  colourAllFree();
  cardBoxes_->VisibilityOn();
  plates_->VisibilityOn();
  resetCamera();
  frameAtNextRender();
  return true;
}

void SchedulingScene::colour(const sim::ScheduleFrame &frame) {
  if (!colours_ || int(frame.holders.size()) != cardCount_) return;
  unsigned char *rgb = colours_->GetPointer(0);
  for (int card = 0; card < cardCount_; ++card) {
    const int holder = frame.holders[std::size_t(card)];
    const CardRgb colour = holder >= 0                           ? jobColour(holder)
                           : holder == sim::ScheduleFrame::kDown ? kDownCard
                                                                 : kFreeCard;
    for (int face = 0; face < BoxMesh::kCellsPerBox; ++face, rgb += 3)
      std::copy(colour.begin(), colour.end(), rgb);
  }
  colours_->Modified();
}

void SchedulingScene::colourAllFree() {
  if (!colours_) return;
  sim::ScheduleFrame free;
  free.holders.assign(std::size_t(cardCount_), sim::ScheduleFrame::kFree);
  colour(free);
}

CardRgb SchedulingScene::cardColour(int card) const {
  if (!colours_ || card < 0 || card >= cardCount_) return {0, 0, 0};
  const unsigned char *rgb = colours_->GetPointer(vtkIdType(card) * BoxMesh::kCellsPerBox * 3);
  return {rgb[0], rgb[1], rgb[2]};
}

void SchedulingScene::resetCamera() {
  // From the front left and well above (about 50°), so that the tops of the tall torus blocks show
  // and a row of domains hides little of the row behind it.
  lookAtAllFrom(renderer_, {-0.35, -1.0, 1.25}, {0, 0, 1});
}

} // namespace snp::views

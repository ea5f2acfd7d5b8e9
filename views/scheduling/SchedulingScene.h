#pragma once

#include "sim/scheduling/ScheduleReplay.h"
#include "sim/scheduling/SchedulingMachine.h"

#include <vtkActor.h>
#include <vtkCallbackCommand.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>

#include <array>

class vtkUnsignedCharArray;

namespace snp::views {

using CardRgb = std::array<unsigned char, 3>;

// The colours of the scheduling view: a free card, a card of a node that is down, and a job's,
// the same for a job in every frame and far from its neighbours' (golden-ratio hues).
inline constexpr CardRgb kFreeCard{205, 205, 205};
inline constexpr CardRgb kDownCard{120, 12, 12};
CardRgb jobColour(int job);

// A scheduling machine's cards in 3D, laid out by topology (views/scheduling/CardLayout.h) on a dark plate
// per scale-up domain, each card coloured by what it does in a frame of a replayed schedule. All
// cards are one vtkPolyData with a colour per cell: a new frame rewrites the colour array only.
class SchedulingScene {
public:
  explicit SchedulingScene(vtkRenderer *renderer);
  ~SchedulingScene();
  SchedulingScene(const SchedulingScene &) = delete;
  SchedulingScene &operator=(const SchedulingScene &) = delete;

  // Draws `machine`'s cards, all free, and frames them; false, with nothing drawn, when it has
  // more than kMaxDrawnCards.
  bool show(const sim::SchedulingMachine &machine);
  // Draws nothing (a scenario with problems has no machine).
  void clear();
  bool drawn() const { return cardCount_ > 0; }
  int cardCount() const { return cardCount_; }
  // Colours each card by its holder in `frame` (which must be of the machine shown).
  void colour(const sim::ScheduleFrame &frame);
  void colourAllFree();
  CardRgb cardColour(int card) const;
  // Looks at every domain from the front left, above.
  void resetCamera();
  // The same at the next render, when the view's size is known: a scene shown before its window
  // is laid out, or a view resized before anyone moved the camera, is framed for its real size.
  void frameAtNextRender() { framePending_ = true; }

private:
  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  vtkNew<vtkActor> cardBoxes_;
  vtkNew<vtkActor> plates_;
  vtkSmartPointer<vtkUnsignedCharArray> colours_;
  vtkNew<vtkCallbackCommand> framer_; // on the renderer's StartEvent
  bool framePending_ = false;
  int cardCount_ = 0;
};

} // namespace snp::views

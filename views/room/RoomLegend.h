#pragma once

#include "views/room/RoomPalette.h"

#include <QString>

#include <vtkActor2D.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkSmartPointer.h>
#include <vtkTextActor.h>

#include <array>
#include <vector>

class vtkRenderWindow;
class vtkScalarsToColors;

namespace snp::views {

struct LegendSwatch {
  QString text;
  Rgb colour;
};

// The room's legend, in a strip of its own on the right edge of the render window: the scene's
// renderer is given the rest of the width, so the legend can never cover a cabinet however the
// camera looks. The strip is sized in pixels for its text and follows the window's size.
class RoomLegend {
public:
  explicit RoomLegend(vtkRenderer *scene);
  ~RoomLegend();
  RoomLegend(const RoomLegend &) = delete;
  RoomLegend &operator=(const RoomLegend &) = delete;

  // A title, a colour scale when `scale` is set, and swatches for what the scale does not show.
  void show(const QString &title, vtkScalarsToColors *scale, std::vector<LegendSwatch> swatches);
  const QString &title() const { return title_; }
  const std::vector<LegendSwatch> &swatches() const { return swatches_; }
  vtkScalarBarActor *scalarBar() const { return bar_; }
  vtkTextActor *titleActor() const { return titleActor_; }
  vtkRenderer *renderer() const { return strip_; }

  // `text` in lines of at most `columns` Latin characters' width: broken at spaces and between
  // any two Chinese (or other wide) characters, which count double; a longer word stays whole.
  static QString wrapped(const QString &text, int columns);
  // The strip's share of a window `width_px` wide at `dpi`.
  static double stripWidth(int width_px, double dpi);
  // Sizes the strip and the scene's viewport for the window's size (done before every frame;
  // call it before framing the scene's camera outside a render).
  void layout();

private:
  void attach();

  vtkSmartPointer<vtkRenderer> scene_;
  vtkSmartPointer<vtkRenderWindow> window_; // the one the strip was added to
  unsigned long observer_ = 0;
  vtkNew<vtkRenderer> strip_;
  vtkNew<vtkTextActor> titleActor_;
  vtkNew<vtkScalarBarActor> bar_;
  vtkNew<vtkActor2D> swatchSquares_;
  std::vector<vtkSmartPointer<vtkTextActor>> swatchTexts_;
  QString title_;
  std::vector<LegendSwatch> swatches_;
  bool hasScale_ = false;
  int revision_ = 0;                // of the content
  std::array<double, 4> laidOut_{}; // window width, height, dpi and revision last laid out for
};

} // namespace snp::views

#include "views/room/RoomLegend.h"

#include "views/vtk/VtkFonts.h"

#include <vtkCallbackCommand.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkCoordinate.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper2D.h>
#include <vtkRenderWindow.h>
#include <vtkScalarsToColors.h>
#include <vtkTextProperty.h>
#include <vtkUnsignedCharArray.h>

#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace snp::views {

namespace {

constexpr int kStripPoints = 170; // at 72 dpi: a bar, its numbers and a short line of text
constexpr int kTitlePoints = 13;
constexpr int kTextPoints = 11;
constexpr int kMargin = 8;

void styleText(vtkTextProperty *p, int points, bool bold) {
  p->SetFontSize(points);
  p->SetBold(bold);
  p->SetItalic(false);
  p->SetShadow(false);
  p->SetColor(0.95, 0.95, 0.95);
  p->SetJustificationToLeft();
  p->SetVerticalJustificationToTop();
}

} // namespace

QString RoomLegend::wrapped(const QString &text, int columns) {
  auto width = [](const QString &s) {
    int w = 0;
    for (QChar c : s)
      w += c.unicode() >= 0x2E80 ? 2 : 1;
    return w;
  };
  struct Token {
    QString text;
    bool spaced; // a space before it
  };
  std::vector<Token> tokens;
  QString word;
  bool space = false;
  auto flush = [&] {
    if (word.isEmpty()) return;
    tokens.push_back({word, space});
    word.clear();
    space = false;
  };
  for (QChar c : text) {
    if (c == ' ') {
      flush();
      space = !tokens.empty();
    } else if (c.unicode() >= 0x2E80) {
      flush();
      tokens.push_back({QString(c), space});
      space = false;
    } else {
      word += c;
    }
  }
  flush();
  QStringList lines;
  QString line;
  int used = 0;
  for (const Token &token : tokens) {
    const int gap = token.spaced && !line.isEmpty() ? 1 : 0;
    if (!line.isEmpty() && used + gap + width(token.text) > columns) {
      lines << line;
      line = token.text;
      used = width(token.text);
      continue;
    }
    line += (gap ? QStringLiteral(" ") : QString()) + token.text;
    used += gap + width(token.text);
  }
  if (!line.isEmpty()) lines << line;
  return lines.join('\n');
}

RoomLegend::RoomLegend(vtkRenderer *scene) : scene_(scene) {
  strip_->InteractiveOff(); // a drag over the legend turns the room's camera, not the strip's
  strip_->AddActor2D(titleActor_);
  strip_->AddActor2D(bar_);
  strip_->AddActor2D(swatchSquares_);
  styleText(titleActor_->GetTextProperty(), kTitlePoints, true);
  titleActor_->GetPositionCoordinate()->SetCoordinateSystemToViewport();

  bar_->SetOrientationToVertical();
  bar_->SetTextPositionToSucceedScalarBar();
  bar_->UnconstrainedFontSizeOn(); // fixed point sizes: readable in a small view too
  bar_->SetNumberOfLabels(5);
  bar_->SetLabelFormat("%.3g");
  bar_->DrawBelowRangeSwatchOff(); // what lies outside the scale is a swatch of its own
  bar_->DrawAboveRangeSwatchOff();
  bar_->DrawNanAnnotationOff();
  bar_->DrawTickLabelsOn();
  styleText(bar_->GetLabelTextProperty(), kTextPoints, false);
  bar_->GetLabelTextProperty()->SetVerticalJustificationToCentered();
  bar_->GetPositionCoordinate()->SetCoordinateSystemToViewport();
  bar_->GetPosition2Coordinate()->SetCoordinateSystemToViewport();
  bar_->VisibilityOff();

  vtkNew<vtkPolyDataMapper2D> squares;
  vtkNew<vtkCoordinate> pixels;
  pixels->SetCoordinateSystemToViewport();
  squares->SetTransformCoordinate(pixels);
  squares->SetScalarModeToUseCellData();
  swatchSquares_->SetMapper(squares);
  attach();
}

RoomLegend::~RoomLegend() {
  if (window_) {
    window_->RemoveObserver(observer_);
    window_->RemoveRenderer(strip_);
  }
  scene_->SetViewport(0, 0, 1, 1);
}

double RoomLegend::stripWidth(int width_px, double dpi) {
  if (width_px <= 0) return 0.15;
  return std::min(1.0 / 3, kStripPoints * dpi / 72 / width_px);
}

void RoomLegend::attach() {
  vtkRenderWindow *window = scene_->GetRenderWindow();
  if (!window || window == window_) return;
  if (window_) {
    window_->RemoveObserver(observer_);
    window_->RemoveRenderer(strip_);
  }
  window_ = window;
  window_->AddRenderer(strip_);
  // The window's size is known for certain only when it renders: lay out then.
  vtkNew<vtkCallbackCommand> onRender;
  onRender->SetClientData(this);
  onRender->SetCallback(
      [](vtkObject *, unsigned long, void *self, void *) { static_cast<RoomLegend *>(self)->layout(); });
  observer_ = window_->AddObserver(vtkCommand::StartEvent, onRender);
  layout();
}

void RoomLegend::show(const QString &title, vtkScalarsToColors *scale, std::vector<LegendSwatch> swatches) {
  attach();
  title_ = title;
  swatches_ = std::move(swatches);
  hasScale_ = scale != nullptr;
  ++revision_;
  if (scale) bar_->SetLookupTable(scale);
  bar_->SetVisibility(hasScale_);
  while (swatchTexts_.size() < swatches_.size()) {
    auto text = vtkSmartPointer<vtkTextActor>::New();
    styleText(text->GetTextProperty(), kTextPoints, false);
    text->GetPositionCoordinate()->SetCoordinateSystemToViewport();
    strip_->AddActor2D(text);
    swatchTexts_.push_back(text);
  }
  layout();
}

void RoomLegend::layout() {
  // The strip shares the scene's background, so that it reads as part of the view.
  strip_->SetGradientBackground(scene_->GetGradientBackground());
  strip_->SetBackground(scene_->GetBackground());
  strip_->SetBackground2(scene_->GetBackground2());
  strip_->SetBackgroundAlpha(scene_->GetBackgroundAlpha());
  if (!window_) return;
  const int *size = window_->GetSize();
  const double dpi = window_->GetDPI() > 0 ? window_->GetDPI() : 72;
  // Every frame asks; only a new size or new content changes anything.
  const std::array<double, 4> key{double(size[0]), double(size[1]), dpi, double(revision_)};
  if (key == laidOut_) return;
  laidOut_ = key;
  const double share = stripWidth(size[0], dpi);
  scene_->SetViewport(0, 0, 1 - share, 1);
  strip_->SetViewport(1 - share, 0, 1, 1);
  const int width = std::max(1, static_cast<int>(std::lround(share * size[0])));
  const int height = std::max(1, size[1]);
  const double scale = dpi / 72;
  const double charWidth = kTextPoints * scale * 0.58; // an average Latin character of the font

  // The title at the top, wrapped to the strip.
  const int columns =
      std::max(6, static_cast<int>((width - 2 * kMargin) / (charWidth * kTitlePoints / kTextPoints)));
  const QString titleText = wrapped(title_, columns);
  useFontFor(titleActor_->GetTextProperty(), titleText);
  titleActor_->SetInput(titleText.toUtf8().constData());
  titleActor_->SetPosition(kMargin, height - kMargin);
  const int titleLines = static_cast<int>(titleText.count('\n')) + 1;
  const double line = kTextPoints * scale * 1.45;
  double top = height - kMargin - titleLines * kTitlePoints * scale * 1.3 - kMargin;

  // Swatches: one square and a wrapped text each.
  const int textColumns = std::max(6, static_cast<int>((width - 3 * kMargin - line) / charWidth));
  std::vector<QString> texts;
  double swatchesHeight = 0;
  for (const LegendSwatch &swatch : swatches_) {
    texts.push_back(wrapped(swatch.text, textColumns));
    swatchesHeight += (texts.back().count('\n') + 1) * line + kMargin / 2.0;
  }
  vtkNew<vtkPoints> corners;
  vtkNew<vtkCellArray> squares;
  vtkNew<vtkUnsignedCharArray> colours;
  colours->SetNumberOfComponents(3);
  // Under the scale at the bottom; without a scale, right under the title.
  double y = hasScale_ ? kMargin + swatchesHeight : top;
  const double side = kTextPoints * scale;
  for (std::size_t i = 0; i < swatchTexts_.size(); ++i) {
    vtkTextActor *text = swatchTexts_[i];
    text->SetVisibility(i < swatches_.size());
    if (i >= swatches_.size()) continue;
    const double x = kMargin;
    vtkIdType ids[4] = {corners->InsertNextPoint(x, y - side - 2, 0),
                        corners->InsertNextPoint(x + side, y - side - 2, 0),
                        corners->InsertNextPoint(x + side, y - 2, 0), corners->InsertNextPoint(x, y - 2, 0)};
    squares->InsertNextCell(4, ids);
    const Rgb &c = swatches_[i].colour;
    const unsigned char rgb[3] = {static_cast<unsigned char>(std::lround(255 * c[0])),
                                  static_cast<unsigned char>(std::lround(255 * c[1])),
                                  static_cast<unsigned char>(std::lround(255 * c[2]))};
    colours->InsertNextTypedTuple(rgb);
    useFontFor(text->GetTextProperty(), texts[i]);
    text->SetInput(texts[i].toUtf8().constData());
    text->SetPosition(x + side + kMargin, y);
    y -= (texts[i].count('\n') + 1) * line + kMargin / 2.0;
  }
  vtkNew<vtkPolyData> squaresData;
  squaresData->SetPoints(corners);
  squaresData->SetPolys(squares);
  squaresData->GetCellData()->SetScalars(colours);
  vtkPolyDataMapper2D::SafeDownCast(swatchSquares_->GetMapper())->SetInputData(squaresData);

  // The scale between them, as tall as is left; its numbers to the right of the bar.
  const double bottom = kMargin + swatchesHeight + 2 * kMargin;
  const double barWidth = width - 2 * kMargin;
  bar_->SetPosition(kMargin, bottom);
  bar_->SetPosition2(barWidth, std::max(20.0, top - bottom));
  bar_->SetBarRatio(std::clamp(16 * scale / barWidth, 0.05, 0.5));
}

} // namespace snp::views

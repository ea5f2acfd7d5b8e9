#include "views/vtk/VtkViewWidget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QWheelEvent>

#include <vtkCallbackCommand.h>
#include <vtkCamera.h>
#include <vtkCellPicker.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkOpenGLFramebufferObject.h>
#include <vtkOpenGLState.h>

namespace snp::views {

namespace {

// Qt keys that VTK's interactor styles understand, as the X11 key symbols VTK expects.
const char *vtkKeySym(int qtKey) {
  switch (qtKey) {
  case Qt::Key_Left: return "Left";
  case Qt::Key_Right: return "Right";
  case Qt::Key_Up: return "Up";
  case Qt::Key_Down: return "Down";
  case Qt::Key_Plus: return "plus";
  case Qt::Key_Minus: return "minus";
  case Qt::Key_Escape: return "Escape";
  default: return nullptr;
  }
}

} // namespace

VtkViewWidget::VtkViewWidget(QWidget *parent) : QOpenGLWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setMinimumSize(200, 150);

  // VTK draws into its own framebuffers inside Qt's context; paintGL blits them.
  renderWindow_->SetReadyForRendering(false);
  renderWindow_->SetOwnContext(false);
  renderWindow_->SetFrameBlitModeToNoBlit();
  renderWindow_->SetForceMaximumHardwareLineWidth(1);
  // No multisampling: VTK's default of 8 samples multiplies every fragment's cost by eight on a
  // software renderer (llvmpipe), for edges that one-pixel lines barely need.
  renderWindow_->SetMultiSamples(0);
  renderWindow_->SetSwapBuffers(false);
  renderWindow_->AddRenderer(renderer_);
  // One flat, opaque colour: a gradient is a full-window pass of its own on a software
  // renderer, and an opaque alpha lets the frame go to Qt as it is.
  renderer_->SetBackground(0.17, 0.19, 0.24);
  renderer_->SetBackgroundAlpha(1);

  auto onMakeCurrent = vtkSmartPointer<vtkCallbackCommand>::New();
  onMakeCurrent->SetClientData(this);
  onMakeCurrent->SetCallback([](vtkObject *, unsigned long, void *self, void *) {
    static_cast<VtkViewWidget *>(self)->makeVtkContextCurrent();
  });
  renderWindow_->AddObserver(vtkCommand::WindowMakeCurrentEvent, onMakeCurrent);

  auto onIsCurrent = vtkSmartPointer<vtkCallbackCommand>::New();
  onIsCurrent->SetClientData(this);
  onIsCurrent->SetCallback([](vtkObject *, unsigned long, void *self, void *answer) {
    *static_cast<bool *>(answer) = static_cast<VtkViewWidget *>(self)->isVtkContextCurrent();
  });
  renderWindow_->AddObserver(vtkCommand::WindowIsCurrentEvent, onIsCurrent);

  auto onFrame = vtkSmartPointer<vtkCallbackCommand>::New();
  onFrame->SetClientData(this);
  onFrame->SetCallback([](vtkObject *, unsigned long, void *self, void *) {
    auto *widget = static_cast<VtkViewWidget *>(self);
    if (!widget->painting_) widget->update();
  });
  renderWindow_->AddObserver(vtkCommand::WindowFrameEvent, onFrame);

  // The interactor never renders by itself: it asks the widget to repaint, so every frame is
  // drawn inside paintGL with Qt's context current.
  interactor_->SetRenderWindow(renderWindow_);
  interactor_->EnableRenderOff();
  auto onRender = vtkSmartPointer<vtkCallbackCommand>::New();
  onRender->SetClientData(this);
  onRender->SetCallback(
      [](vtkObject *, unsigned long, void *self, void *) { static_cast<VtkViewWidget *>(self)->update(); });
  interactor_->AddObserver(vtkCommand::RenderEvent, onRender);
  vtkNew<vtkInteractorStyleTrackballCamera> style;
  interactor_->SetInteractorStyle(style);
  // A drag begins and ends an interaction (a wheel step is a whole one): level of detail, as
  // ParaView does, with the full scene drawn again when the mouse lets go.
  for (const unsigned long event : {vtkCommand::StartInteractionEvent, vtkCommand::EndInteractionEvent}) {
    auto onInteraction = vtkSmartPointer<vtkCallbackCommand>::New();
    onInteraction->SetClientData(this);
    onInteraction->SetCallback([](vtkObject *, unsigned long id, void *self, void *) {
      auto *widget = static_cast<VtkViewWidget *>(self);
      widget->interacting_ = id == vtkCommand::StartInteractionEvent;
      emit widget->interactionChanged(widget->interacting_);
      widget->update();
    });
    style->AddObserver(event, onInteraction);
  }
  interactor_->Initialize();
}

VtkViewWidget::~VtkViewWidget() {
  // QOpenGLWidget's destructor destroys the context after our members are gone: stop listening.
  if (context()) disconnect(context(), nullptr, this, nullptr);
  makeCurrent();
  releaseGraphicsResources();
  doneCurrent();
  // A scene may keep the render window alive past this widget: its events must not reach us.
  for (unsigned long event :
       {vtkCommand::WindowMakeCurrentEvent, vtkCommand::WindowIsCurrentEvent, vtkCommand::WindowFrameEvent})
    renderWindow_->RemoveObservers(event);
  interactor_->RemoveObservers(vtkCommand::RenderEvent);
}

vtkRenderer *VtkViewWidget::renderer() const { return renderer_; }
vtkGenericOpenGLRenderWindow *VtkViewWidget::renderWindow() const { return renderWindow_; }
vtkGenericRenderWindowInteractor *VtkViewWidget::interactor() const { return interactor_; }

void VtkViewWidget::makeVtkContextCurrent() {
  QOpenGLContext *ctx = context();
  // Never QOpenGLWidget::makeCurrent() here: it rebinds the widget's framebuffer while VTK is
  // building its own, which leaves both incomplete (a black view).
  if (ctx && QOpenGLContext::currentContext() != ctx) ctx->makeCurrent(ctx->surface());
}

bool VtkViewWidget::isVtkContextCurrent() const {
  QOpenGLContext *ctx = context();
  QOpenGLContext *current = QOpenGLContext::currentContext();
  return ctx && current == ctx && current->surface() == ctx->surface();
}

void VtkViewWidget::initializeGL() {
  renderWindow_->SetReadyForRendering(false);
  renderWindow_->OpenGLInitContext();
  // Docking and re-parenting destroy the context: free VTK's GL objects while it still exists.
  connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &VtkViewWidget::releaseGraphicsResources,
          Qt::UniqueConnection);
  renderWindow_->SetReadyForRendering(true);
}

void VtkViewWidget::releaseGraphicsResources() {
  if (!renderWindow_->GetReadyForRendering()) return;
  renderWindow_->ReleaseGraphicsResources(renderWindow_);
  renderWindow_->SetReadyForRendering(false);
}

void VtkViewWidget::resizeGL(int width, int height) {
  const double ratio = devicePixelRatioF();
  const int w = qRound(width * ratio), h = qRound(height * ratio);
  renderWindow_->SetSize(w, h);
  interactor_->UpdateSize(w, h);
  renderWindow_->SetDPI(qRound(72 * ratio));
}

void VtkViewWidget::paintGL() {
  if (!renderWindow_->GetReadyForRendering()) return;
  painting_ = true;
  const double ratio = devicePixelRatioF();
  const int w = qRound(width() * ratio), h = qRound(height() * ratio);
  if (renderWindow_->GetSize()[0] != w || renderWindow_->GetSize()[1] != h) resizeGL(width(), height());

  vtkOpenGLState *state = renderWindow_->GetState();
  state->Reset(); // Qt may have changed GL state behind VTK's cache
  state->Push();
  state->vtkglDepthFunc(GL_LEQUAL);
  state->vtkglEnable(GL_DEPTH_TEST);
  renderWindow_->Render();

  // VTK renders into its own framebuffer and, with buffer swapping off, leaves it there: one
  // copy into the widget's framebuffer is the only pass added to the frame.
  renderWindow_->GetRenderFramebuffer()->Bind(GL_READ_FRAMEBUFFER);
  state->vtkglBindFramebuffer(GL_DRAW_FRAMEBUFFER, defaultFramebufferObject());
  context()->extraFunctions()->glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  state->Pop();
  painting_ = false;
  ++framesPainted_;
  emit frameRendered();
}

void VtkViewWidget::resetCamera() { showCameraPreset(CameraPreset::Home); }

void VtkViewWidget::showCameraPreset(CameraPreset preset) {
  if (preset == CameraPreset::Home && home_)
    home_();
  else
    applyCameraPreset(renderer_, preset);
  update();
}

QPoint VtkViewWidget::toDevicePixels(const QPointF &position) const {
  const double ratio = devicePixelRatioF();
  return {qRound(position.x() * ratio), qRound(position.y() * ratio)};
}

void VtkViewWidget::forwardPointer(const QPointF &position, Qt::KeyboardModifiers modifiers) {
  const QPoint p = toDevicePixels(position);
  interactor_->SetEventInformationFlipY(p.x(), p.y(), modifiers.testFlag(Qt::ControlModifier) ? 1 : 0,
                                        modifiers.testFlag(Qt::ShiftModifier) ? 1 : 0);
  interactor_->SetAltKey(modifiers.testFlag(Qt::AltModifier) ? 1 : 0);
}

void VtkViewWidget::mousePressEvent(QMouseEvent *event) {
  forwardPointer(event->position(), event->modifiers());
  pressPosition_ = event->position().toPoint();
  switch (event->button()) {
  case Qt::LeftButton: interactor_->InvokeEvent(vtkCommand::LeftButtonPressEvent); break;
  case Qt::MiddleButton: interactor_->InvokeEvent(vtkCommand::MiddleButtonPressEvent); break;
  case Qt::RightButton: interactor_->InvokeEvent(vtkCommand::RightButtonPressEvent); break;
  default: break;
  }
}

void VtkViewWidget::mouseReleaseEvent(QMouseEvent *event) {
  forwardPointer(event->position(), event->modifiers());
  switch (event->button()) {
  case Qt::LeftButton:
    interactor_->InvokeEvent(vtkCommand::LeftButtonReleaseEvent);
    // A click that did not drag selects what is under it.
    if ((event->position().toPoint() - pressPosition_).manhattanLength() < 4) {
      const Pick hit = pick(event->position().toPoint());
      emit propPicked(hit.prop);
      emit picked(hit.prop, hit.cell);
    }
    break;
  case Qt::MiddleButton: interactor_->InvokeEvent(vtkCommand::MiddleButtonReleaseEvent); break;
  case Qt::RightButton: interactor_->InvokeEvent(vtkCommand::RightButtonReleaseEvent); break;
  default: break;
  }
}

void VtkViewWidget::mouseMoveEvent(QMouseEvent *event) {
  forwardPointer(event->position(), event->modifiers());
  interactor_->InvokeEvent(vtkCommand::MouseMoveEvent);
}

void VtkViewWidget::mouseDoubleClickEvent(QMouseEvent *event) {
  forwardPointer(event->position(), event->modifiers());
  interactor_->SetRepeatCount(1);
  mousePressEvent(event);
  interactor_->SetRepeatCount(0);
}

void VtkViewWidget::wheelEvent(QWheelEvent *event) {
  forwardPointer(event->position(), event->modifiers());
  const int delta = event->angleDelta().y();
  if (delta > 0) interactor_->InvokeEvent(vtkCommand::MouseWheelForwardEvent);
  if (delta < 0) interactor_->InvokeEvent(vtkCommand::MouseWheelBackwardEvent);
  event->accept();
}

void VtkViewWidget::keyPressEvent(QKeyEvent *event) {
  // VTK's own 'r' keeps the direction the camera looks in, even from under the floor.
  if (event->key() == Qt::Key_R && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
    resetCamera();
    return;
  }
  const QString text = event->text();
  const char keyCode = text.isEmpty() ? '\0' : text.at(0).toLatin1();
  const char *keySym = vtkKeySym(event->key());
  const QByteArray textSym = text.toLatin1();
  interactor_->SetKeyEventInformation(event->modifiers().testFlag(Qt::ControlModifier),
                                      event->modifiers().testFlag(Qt::ShiftModifier), keyCode,
                                      event->isAutoRepeat() ? 1 : 0, keySym ? keySym : textSym.constData());
  interactor_->InvokeEvent(vtkCommand::KeyPressEvent);
  interactor_->InvokeEvent(vtkCommand::CharEvent);
}

void VtkViewWidget::keyReleaseEvent(QKeyEvent *event) {
  const QString text = event->text();
  interactor_->SetKeyEventInformation(event->modifiers().testFlag(Qt::ControlModifier),
                                      event->modifiers().testFlag(Qt::ShiftModifier),
                                      text.isEmpty() ? '\0' : text.at(0).toLatin1(), 0, nullptr);
  interactor_->InvokeEvent(vtkCommand::KeyReleaseEvent);
}

void VtkViewWidget::enterEvent(QEnterEvent *event) {
  interactor_->InvokeEvent(vtkCommand::EnterEvent);
  QOpenGLWidget::enterEvent(event);
}

void VtkViewWidget::leaveEvent(QEvent *event) {
  interactor_->InvokeEvent(vtkCommand::LeaveEvent);
  QOpenGLWidget::leaveEvent(event);
}

VtkViewWidget::Pick VtkViewWidget::pick(QPoint widgetPosition) {
  // A ray-cast picker needs no GL context, so picking works between frames.
  const QPoint p = toDevicePixels(widgetPosition);
  vtkNew<vtkCellPicker> picker;
  picker->SetTolerance(0.0005);
  const int flippedY = renderWindow_->GetSize()[1] - p.y() - 1;
  if (!picker->Pick(p.x(), flippedY, 0, renderer_)) return {};
  return {picker->GetViewProp(), picker->GetCellId()};
}

bool VtkViewWidget::saveSnapshot(const QString &pngPath) { return grabFramebuffer().save(pngPath, "PNG"); }

} // namespace snp::views

#pragma once

#include "views/vtk/CameraPresets.h"

#include <QOpenGLWidget>
#include <QPoint>

#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkNew.h>
#include <vtkRenderer.h>

#include <functional>

class vtkProp;

namespace snp::views {

// A QOpenGLWidget that hosts a VTK render window. Debian 12 builds VTK's own Qt widget against
// Qt 5, so the bridge is ours: VTK renders into its own framebuffer inside Qt's GL context and
// paintGL blits it into the widget. Survives docking and re-parenting (context recreated).
class VtkViewWidget : public QOpenGLWidget {
  Q_OBJECT

public:
  explicit VtkViewWidget(QWidget *parent = nullptr);
  ~VtkViewWidget() override;

  vtkRenderer *renderer() const;
  vtkGenericOpenGLRenderWindow *renderWindow() const;
  vtkGenericRenderWindowInteractor *interactor() const;

  // What is under a widget position (logical pixels): the prop and its cell, or nullptr and -1.
  struct Pick {
    vtkProp *prop = nullptr;
    vtkIdType cell = -1;
  };
  Pick pick(QPoint widgetPosition);
  vtkProp *pickProp(QPoint widgetPosition) { return pick(widgetPosition).prop; }
  bool saveSnapshot(const QString &pngPath);
  // Frames painted since construction; lets callers wait for the first real frame.
  int framesPainted() const { return framesPainted_; }

  // Looks at the whole scene from the preset's direction, from above its floor.
  void showCameraPreset(CameraPreset preset);
  // What Home (Reset) shows when the scene knows a better start than the generic preset (a
  // flat network from above); empty: the preset.
  void setHomeView(std::function<void()> home) { home_ = std::move(home); }

public slots:
  // Back to the starting view (CameraPreset::Home), however the camera was turned.
  void resetCamera();

  // A mouse drag is turning, panning or zooming the camera: scenes draw their cheap level of
  // detail until it ends.
  bool interacting() const { return interacting_; }

signals:
  void frameRendered();
  void interactionChanged(bool interacting);
  void propPicked(vtkProp *prop);
  // The same click, with the picked cell (-1 when nothing was hit).
  void picked(vtkProp *prop, vtkIdType cell);

protected:
  void initializeGL() override;
  void resizeGL(int width, int height) override;
  void paintGL() override;

  void mousePressEvent(QMouseEvent *event) override;
  void mouseReleaseEvent(QMouseEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mouseDoubleClickEvent(QMouseEvent *event) override;
  void wheelEvent(QWheelEvent *event) override;
  void keyPressEvent(QKeyEvent *event) override;
  void keyReleaseEvent(QKeyEvent *event) override;
  void enterEvent(QEnterEvent *event) override;
  void leaveEvent(QEvent *event) override;

private:
  void makeVtkContextCurrent();
  bool isVtkContextCurrent() const;
  void releaseGraphicsResources();
  void forwardPointer(const QPointF &position, Qt::KeyboardModifiers modifiers);
  QPoint toDevicePixels(const QPointF &position) const;

  std::function<void()> home_;
  vtkNew<vtkGenericOpenGLRenderWindow> renderWindow_;
  vtkNew<vtkGenericRenderWindowInteractor> interactor_;
  vtkNew<vtkRenderer> renderer_;
  QPoint pressPosition_;
  bool painting_ = false;
  bool interacting_ = false;
  int framesPainted_ = 0;
};

} // namespace snp::views

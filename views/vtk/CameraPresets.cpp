#include "views/vtk/CameraPresets.h"

#include <vtkCamera.h>
#include <vtkMath.h>
#include <vtkMatrix4x4.h>
#include <vtkRenderer.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace snp::views {

namespace {

// Share of the view's half-width or half-height the scene may fill: a margin all round.
constexpr double kFill = 0.92;

struct Direction {
  std::array<double, 3> towardsCamera; // from the focal point
  std::array<double, 3> up;
};

Direction directionOf(CameraPreset preset) {
  switch (preset) {
  case CameraPreset::Home: return {{-0.5, -1.6, 0.9}, {0, 0, 1}};
  case CameraPreset::Front: return {{0, -1, 0.3}, {0, 0, 1}};
  case CameraPreset::Top: return {{0, 0, 1}, {0, 1, 0}};
  case CameraPreset::Side: return {{1, 0, 0.3}, {0, 0, 1}};
  case CameraPreset::Isometric: return {{-1, -1, 1}, {0, 0, 1}};
  }
  return {{0, -1, 1}, {0, 0, 1}};
}

// Where the bounds' corners land in normalised device coordinates (the view is [-1, 1] both
// ways); nullopt when a corner is behind the camera.
struct OnScreen {
  double x0, x1, y0, y1;
};
std::optional<OnScreen> onScreen(vtkRenderer *renderer, const double bounds[6]) {
  vtkCamera *camera = renderer->GetActiveCamera();
  vtkMatrix4x4 *m = camera->GetCompositeProjectionTransformMatrix(renderer->GetTiledAspectRatio(), -1, 1);
  OnScreen s{INFINITY, -INFINITY, INFINITY, -INFINITY};
  for (int corner = 0; corner < 8; ++corner) {
    const double p[4] = {bounds[corner & 1 ? 1 : 0], bounds[corner & 2 ? 3 : 2], bounds[corner & 4 ? 5 : 4],
                         1};
    double q[4];
    m->MultiplyPoint(p, q);
    if (q[3] <= 1e-9) return std::nullopt;
    s = {std::min(s.x0, q[0] / q[3]), std::max(s.x1, q[0] / q[3]), std::min(s.y0, q[1] / q[3]),
         std::max(s.y1, q[1] / q[3])};
  }
  return s;
}

// Moves the camera and its focal point sideways by (dx, dy) in normalised device coordinates.
void pan(vtkRenderer *renderer, double dx, double dy) {
  vtkCamera *camera = renderer->GetActiveCamera();
  const double halfHeight =
      camera->GetParallelProjection()
          ? camera->GetParallelScale()
          : camera->GetDistance() * std::tan(vtkMath::RadiansFromDegrees(camera->GetViewAngle()) / 2);
  const double halfWidth = halfHeight * renderer->GetTiledAspectRatio();
  double up[3], forward[3], right[3];
  camera->GetViewUp(up);
  camera->GetDirectionOfProjection(forward);
  vtkMath::Cross(forward, up, right);
  double position[3], focal[3];
  camera->GetPosition(position);
  camera->GetFocalPoint(focal);
  for (int i = 0; i < 3; ++i) {
    const double shift = right[i] * dx * halfWidth + up[i] * dy * halfHeight;
    position[i] += shift;
    focal[i] += shift;
  }
  camera->SetPosition(position);
  camera->SetFocalPoint(focal);
}

} // namespace

void applyCameraPreset(vtkRenderer *renderer, CameraPreset preset) {
  const Direction d = directionOf(preset);
  lookAtAllFrom(renderer, d.towardsCamera, d.up);
}

void lookAtAllFrom(vtkRenderer *renderer, const std::array<double, 3> &towards_camera,
                   const std::array<double, 3> &up) {
  double bounds[6];
  renderer->ComputeVisiblePropBounds(bounds);
  if (!vtkMath::AreBoundsInitialized(bounds)) return;
  const double centre[3] = {(bounds[0] + bounds[1]) / 2, (bounds[2] + bounds[3]) / 2,
                            (bounds[4] + bounds[5]) / 2};
  vtkCamera *camera = renderer->GetActiveCamera();
  camera->SetFocalPoint(centre);
  camera->SetPosition(centre[0] + towards_camera[0], centre[1] + towards_camera[1],
                      centre[2] + towards_camera[2]);
  camera->SetViewUp(up.data());
  camera->OrthogonalizeViewUp();
  // VTK's reset fits the bounding sphere, which leaves a flat hall small: move closer until the
  // bounding box itself fills the view. The direction stays, so the camera stays above the floor.
  renderer->ResetCamera(bounds);
  for (int step = 0; step < 10; ++step) {
    const std::optional<OnScreen> s = onScreen(renderer, bounds);
    double factor = 0.5; // a corner behind the camera: back off
    if (s) {
      pan(renderer, (s->x0 + s->x1) / 2, (s->y0 + s->y1) / 2); // centre the box, not the sphere
      factor = std::clamp(kFill / std::max((s->x1 - s->x0) / 2, (s->y1 - s->y0) / 2), 0.5, 3.0);
      if (std::abs(factor - 1) < 0.005 && std::abs(s->x0 + s->x1) + std::abs(s->y0 + s->y1) < 0.01) break;
    }
    if (camera->GetParallelProjection())
      camera->SetParallelScale(camera->GetParallelScale() / factor);
    else
      camera->Dolly(factor);
  }
  // Perspective magnifies the near corners more than the far ones: if the last step overshot,
  // back off until everything is in view.
  for (int step = 0; step < 20; ++step) {
    const std::optional<OnScreen> s = onScreen(renderer, bounds);
    if (s && std::max({-s->x0, s->x1, -s->y0, s->y1}) <= 0.99) break;
    if (camera->GetParallelProjection())
      camera->SetParallelScale(camera->GetParallelScale() * 1.1);
    else
      camera->Dolly(0.9);
  }
  renderer->ResetCameraClippingRange(bounds);
}

std::optional<CameraPreset> cameraPresetFromKey(std::string_view key) {
  if (key == "home") return CameraPreset::Home;
  if (key == "front") return CameraPreset::Front;
  if (key == "top") return CameraPreset::Top;
  if (key == "side") return CameraPreset::Side;
  if (key == "isometric") return CameraPreset::Isometric;
  return std::nullopt;
}

CameraState cameraState(vtkRenderer *renderer) {
  vtkCamera *camera = renderer->GetActiveCamera();
  CameraState s;
  camera->GetPosition(s.position.data());
  camera->GetFocalPoint(s.focal_point.data());
  camera->GetViewUp(s.view_up.data());
  s.view_angle = camera->GetViewAngle();
  s.parallel_scale = camera->GetParallelScale();
  s.parallel = camera->GetParallelProjection();
  return s;
}

void restoreCameraState(vtkRenderer *renderer, const CameraState &state) {
  vtkCamera *camera = renderer->GetActiveCamera();
  camera->SetPosition(state.position.data());
  camera->SetFocalPoint(state.focal_point.data());
  camera->SetViewUp(state.view_up.data());
  camera->SetViewAngle(state.view_angle);
  camera->SetParallelScale(state.parallel_scale);
  camera->SetParallelProjection(state.parallel);
  renderer->ResetCameraClippingRange();
}

} // namespace snp::views

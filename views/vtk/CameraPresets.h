#pragma once

#include <array>
#include <optional>
#include <string_view>

class vtkRenderer;

namespace snp::views {

// Where a 3D view looks from. Every preset looks at everything the renderer shows, from above
// its lowest point (the floor), with z up on screen (north up for Top), framed to fill the view.
enum class CameraPreset {
  Home,      // the starting view: from the front, to the left and above (what Reset shows)
  Front,     // towards +y, a little from above
  Top,       // straight down
  Side,      // towards -x, a little from above
  Isometric, // along the diagonal of a cube, from the front left
};

void applyCameraPreset(vtkRenderer *renderer, CameraPreset preset);
// Looks at everything the renderer shows from `towards_camera` (a direction from the scene's
// centre) with `up` up on screen, framed as the presets are (a scene that needs a view of its own).
void lookAtAllFrom(vtkRenderer *renderer, const std::array<double, 3> &towards_camera,
                   const std::array<double, 3> &up);
// The preset of a command-line key: home, front, top, side, isometric.
std::optional<CameraPreset> cameraPresetFromKey(std::string_view key);

// A camera's view, to give a scenario back the view it was left with.
struct CameraState {
  std::array<double, 3> position{}, focal_point{}, view_up{};
  double view_angle = 30;
  double parallel_scale = 1;
  bool parallel = false;
};

CameraState cameraState(vtkRenderer *renderer);
void restoreCameraState(vtkRenderer *renderer, const CameraState &state);

} // namespace snp::views

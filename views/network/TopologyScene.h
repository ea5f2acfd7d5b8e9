#pragma once

#include "views/network/NetworkDrawing.h"

#include <vtkActor.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkSmartPointer.h>

#include <array>
#include <cstddef>
#include <vector>

class vtkLookupTable;

namespace snp::views {

// What a link's colour says.
enum class LinkColouring {
  Utilisation, // load / capacity under the offered load; viridis to yellow at 100 %, red beyond
  Relative,    // load / the busiest link's load; the busiest is red whatever its utilisation
};

// The network in 3D from a NetworkDrawing: accelerators and domains as cubes and blocks,
// switches and routers as flat boxes, cables as lines coloured by utilisation (hot ones thicker),
// a colour bar in a strip of its own on the right, and a route drawn over them. Merged geometry
// only: one glyph mapper for every node, one line set per thickness band.
class TopologyScene {
public:
  // Links at or above these utilisations are drawn thicker.
  static constexpr double kHot = 0.7;
  static constexpr double kSaturated = 0.95;

  explicit TopologyScene(vtkRenderer *renderer);
  ~TopologyScene();
  TopologyScene(const TopologyScene &) = delete;
  TopologyScene &operator=(const TopologyScene &) = delete;

  // Draws `drawing` (from networkDrawing(), which may run on a worker thread). The camera is
  // framed again only when the drawing's extent changed.
  void show(const NetworkDrawing &drawing, LinkColouring colouring);
  // Recolours the links without rebuilding anything else.
  void setColouring(LinkColouring colouring);
  // Draws a route through these nodes of the drawing (empty: none).
  void showRoute(const std::vector<std::size_t> &nodes);
  // While the camera moves: nodes as points and every link one pixel wide, the cheapest frame
  // that still shows the shape and the colours; the full drawing again when it stops.
  void setInteractive(bool interactive);
  // Frames the whole drawing from above, looking at it obliquely (a flat drawing face on).
  void resetCamera();

  const NetworkDrawing &drawing() const { return drawing_; }
  int nodeCount() const { return static_cast<int>(drawing_.nodes.size()); }
  int linkCount() const { return static_cast<int>(drawing_.links.size()); }
  // The link drawn at display pixel (x, y from the bottom), or -1.
  int linkAt(int x, int y) const;
  // The node whose centre is nearest to display pixel (x, y from the bottom) within `radius`
  // pixels, or -1.
  int nodeAt(int x, int y, double radius = 12) const;
  // The value a link is coloured by under the current colouring.
  double colourValue(std::size_t link) const;
  // The renderer the colour bar is drawn in (its own viewport strip).
  vtkRenderer *legendRenderer() const { return legendRenderer_; }

private:
  void buildNodes();
  void buildLinks();
  void setVisible(bool visible);
  void applyDetail();

  vtkSmartPointer<vtkRenderer> renderer_; // shared: the scene may outlive its widget
  vtkNew<vtkRenderer> legendRenderer_;
  vtkNew<vtkActor> nodes_;
  vtkNew<vtkActor> nodePoints_; // the nodes while the camera moves
  vtkNew<vtkActor> sketch_;     // a sample of the links while the camera moves
  bool visible_ = false;
  bool interactive_ = false;
  std::array<vtkNew<vtkActor>, 3> links_;             // normal, hot, saturated
  std::array<std::vector<std::size_t>, 3> bandLinks_; // cell id -> link index, per band
  vtkNew<vtkActor> route_;
  vtkNew<vtkScalarBarActor> legend_;
  vtkSmartPointer<vtkLookupTable> colours_;
  NetworkDrawing drawing_;
  LinkColouring colouring_ = LinkColouring::Utilisation;
  std::array<double, 6> framed_{}; // bounds the camera was last framed for
};

} // namespace snp::views

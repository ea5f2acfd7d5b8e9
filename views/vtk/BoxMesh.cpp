#include "views/vtk/BoxMesh.h"

#include <vtkPointData.h>

namespace snp::views {

BoxMesh::BoxMesh() : polyData_(vtkSmartPointer<vtkPolyData>::New()) {
  normals_->SetNumberOfComponents(3);
  normals_->SetName("Normals");
  polyData_->SetPoints(points_);
  polyData_->SetPolys(quads_);
  polyData_->GetPointData()->SetNormals(normals_);
}

int BoxMesh::add(const std::array<double, 3> &centre, const std::array<double, 3> &size) {
  // For each face: the axis it faces along, its sign, and the two axes spanning it, ordered so
  // that the corners run counter-clockwise seen from outside.
  struct Face {
    int axis, sign, u, v;
  };
  static constexpr std::array<Face, kCellsPerBox> kFaces{
      {{0, +1, 1, 2}, {0, -1, 2, 1}, {1, +1, 2, 0}, {1, -1, 0, 2}, {2, +1, 0, 1}, {2, -1, 1, 0}}};
  static constexpr std::array<std::array<int, 2>, 4> kCorners{{{-1, -1}, {+1, -1}, {+1, +1}, {-1, +1}}};
  for (const Face &face : kFaces) {
    vtkIdType ids[4];
    float normal[3] = {0, 0, 0};
    normal[face.axis] = static_cast<float>(face.sign);
    for (int k = 0; k < 4; ++k) {
      double p[3];
      p[face.axis] = centre[face.axis] + face.sign * size[face.axis] / 2;
      p[face.u] = centre[face.u] + kCorners[k][0] * size[face.u] / 2;
      p[face.v] = centre[face.v] + kCorners[k][1] * size[face.v] / 2;
      ids[k] = points_->InsertNextPoint(p);
      normals_->InsertNextTypedTuple(normal);
    }
    quads_->InsertNextCell(4, ids);
  }
  points_->Modified();
  quads_->Modified();
  polyData_->Modified();
  return count_++;
}

} // namespace snp::views

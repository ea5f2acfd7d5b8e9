#pragma once

#include <vtkCellArray.h>
#include <vtkFloatArray.h>
#include <vtkNew.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkSmartPointer.h>

#include <array>

namespace snp::views {

// Many axis-aligned boxes as one vtkPolyData: one mapper and one draw call for a whole hall
// instead of an actor per cabinet. Each box is six quads with their own corners and normals
// (flat shading), so a cell id divided by kCellsPerBox is the box's index.
class BoxMesh {
public:
  static constexpr int kCellsPerBox = 6;

  BoxMesh();
  // Appends a box; returns its index.
  int add(const std::array<double, 3> &centre, const std::array<double, 3> &size);
  int count() const { return count_; }
  vtkPolyData *polyData() const { return polyData_; }

private:
  vtkSmartPointer<vtkPolyData> polyData_;
  vtkNew<vtkPoints> points_;
  vtkNew<vtkCellArray> quads_;
  vtkNew<vtkFloatArray> normals_;
  int count_ = 0;
};

} // namespace snp::views

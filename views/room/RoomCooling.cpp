#include "views/room/RoomCooling.h"

#include "views/room/RoomPalette.h"
#include "views/vtk/BoxMesh.h"

#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkUnsignedCharArray.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace snp::views {

namespace {

std::array<unsigned char, 3> bytes(const Rgb &c) {
  return {static_cast<unsigned char>(std::lround(255 * c[0])),
          static_cast<unsigned char>(std::lround(255 * c[1])),
          static_cast<unsigned char>(std::lround(255 * c[2]))};
}

vtkSmartPointer<vtkUnsignedCharArray> colourArray() {
  auto colours = vtkSmartPointer<vtkUnsignedCharArray>::New();
  colours->SetNumberOfComponents(3);
  colours->SetName("colour");
  return colours;
}

} // namespace

vtkSmartPointer<vtkPolyData> aisleStrips(const RoomLayout &room) {
  BoxMesh strips;
  auto colours = colourArray();
  double x0 = room.rowStart(), x1 = room.rowStart();
  for (int r = 0; r < room.rows; ++r)
    x1 = std::max(x1, room.rowEnd(r));
  for (const RoomLayout::Aisle &aisle : room.aisles) {
    const double depth = aisle.y1 - aisle.y0 - 0.1; // a hand's width from the cabinets
    if (depth <= 0) continue;
    // Raised a few millimetres so that the floor's grid lines do not show through.
    strips.add({(x0 + x1) / 2, (aisle.y0 + aisle.y1) / 2, 0.004}, {x1 - x0 + 0.4, depth, 0.008});
    const auto rgb = bytes(aisle.cold ? kColdAisle : kHotAisle);
    for (int face = 0; face < BoxMesh::kCellsPerBox; ++face)
      colours->InsertNextTypedTuple(rgb.data());
  }
  vtkSmartPointer<vtkPolyData> data = strips.polyData();
  data->GetCellData()->SetScalars(colours);
  return data;
}

vtkSmartPointer<vtkPolyData> coolantLoop(const RoomLayout &room) {
  auto data = vtkSmartPointer<vtkPolyData>::New();
  vtkNew<vtkPoints> points;
  vtkNew<vtkCellArray> lines;
  auto colours = colourArray();
  auto line = [&](std::initializer_list<std::array<double, 3>> corners, const Rgb &colour) {
    const auto rgb = bytes(colour);
    lines->InsertNextCell(static_cast<int>(corners.size()));
    for (const auto &p : corners) {
      lines->InsertCellPoint(points->InsertNextPoint(p.data()));
      colours->InsertNextTypedTuple(rgb.data());
    }
  };

  // Return above supply, so that where they cross they pass over each other.
  const double h = room.height_m;
  const double supplyZ = h + 0.20, returnZ = h + 0.35, offset = std::min(0.2, room.depth_m / 4);
  const double supplyX = room.rowStart() - 0.5, returnX = room.rowStart() - 0.8;
  for (int r = 0; r < room.rows; ++r) {
    const double y = room.row_y[static_cast<std::size_t>(r)], end = room.rowEnd(r);
    line({{{end, y - offset, supplyZ}}, {{supplyX, y - offset, supplyZ}}}, kSupply);
    line({{{end, y + offset, returnZ}}, {{returnX, y + offset, returnZ}}}, kReturn);
  }
  for (const RoomLayout::Cabinet &c : room.cabinets) {
    line({{{c.x, c.y - offset, supplyZ}}, {{c.x, c.y - offset, h}}}, kSupply);
    line({{{c.x, c.y + offset, returnZ}}, {{c.x, c.y + offset, h}}}, kReturn);
  }
  // Headers along the row ends, down to the floor in front of the first row, towards the plant.
  const double plantY = room.aisles.front().y0, lastY = room.row_y.back();
  line({{{supplyX, plantY, 0}}, {{supplyX, plantY, supplyZ}}, {{supplyX, lastY - offset, supplyZ}}}, kSupply);
  line({{{returnX, plantY, 0}}, {{returnX, plantY, returnZ}}, {{returnX, lastY + offset, returnZ}}}, kReturn);

  data->SetPoints(points);
  data->SetLines(lines);
  data->GetPointData()->SetScalars(colours);
  return data;
}

} // namespace snp::views

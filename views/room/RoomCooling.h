#pragma once

#include "views/room/RoomLayout.h"

#include <vtkPolyData.h>
#include <vtkSmartPointer.h>

namespace snp::views {

// How the hall is cooled, drawn to scale around its cabinets. Both carry their colours as an
// RGB array named "colour" (cells for the strips, points for the loop).

// Air: a strip on the floor of every aisle, blue where the fronts draw cold air in, red where
// the backs blow hot air out.
vtkSmartPointer<vtkPolyData> aisleStrips(const RoomLayout &room);

// Liquid: a supply pipe (blue) and a return pipe (red) over every row with a drop to each
// cabinet, joined by headers at the start of the rows that go down to the plant. Lines, to be
// drawn as tubes.
vtkSmartPointer<vtkPolyData> coolantLoop(const RoomLayout &room);

} // namespace snp::views

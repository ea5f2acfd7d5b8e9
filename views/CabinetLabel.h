#pragma once

#include "model/Config.h"

#include <QString>

namespace snp::views {

// "A-03": the row as a letter (AA after Z), the position from 1 with two digits. How every view
// names a cabinet, so that the room, the floor plan, the diagrams and the reports agree.
QString cabinetLabel(int row, int position);
// Cabinet `index` (0-based, row by row) of `config`.
QString cabinetLabel(const model::Config &config, int index);

} // namespace snp::views

#pragma once

#include "views/editor/FieldCatalog.h"

#include <QString>

namespace snp::views {

// What a field's tooltip says it may hold, in the unit it is shown in: "From 0 to 70 °C",
// "At least 1", "One of: Air, Cold plate, …"; empty for text and flags, which hold anything.
QString allowedValuesText(const FieldSpec &field, const Unit &shown);

} // namespace snp::views

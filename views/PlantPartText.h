#pragma once

#include "sim/facility/PlantFailures.h"

#include <QString>

namespace snp::views {

// What a person calls a part of the plant: "UPS", "Floor PDUs", "CDUs".
QString plantPartText(sim::PlantPart part, model::DistributionKind distribution);

} // namespace snp::views

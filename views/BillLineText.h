#pragma once

#include "sim/cost/Capex.h"

#include <QString>

namespace snp::views {

// A bill line's make where the configuration names it, else one unit's rating ("750 kW"); empty
// when it has neither. The window, the report and the workbook write the same.
QString makeOrRatingText(const sim::BomLine &line);
// "included" or "unpriced" for a line without a price of its own; empty for a priced one.
QString priceStatusText(sim::PriceStatus status);

} // namespace snp::views

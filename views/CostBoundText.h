#pragma once

#include "sim/cost/Ownership.h"

#include <QString>

#include <string_view>

namespace snp::views {

// The figure `name` of the cost section (`figure`) as people should read `value`, its formatted
// value: while parts have no price, the capital cost and what follows from it are lower bounds
// ("≥ 50.59 M USD"), and a capital group with nothing priced is "unpriced", never 0. Running costs,
// the count of unpriced parts and fully priced groups read as they are.
QString boundedCostText(const sim::CostResults &cost, std::string_view name, const sim::Figure &figure,
                        const QString &value);

} // namespace snp::views

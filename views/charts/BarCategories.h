#pragma once

#include "views/charts/ChartData.h"

#include <QStringList>

namespace snp::charts {

// Bar categories of a comparison: the scenario names, the current one marked.
QStringList barCategories(const Scenarios &scenarios, int current);

} // namespace snp::charts

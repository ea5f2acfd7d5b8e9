#pragma once

#include "model/Criteria.h"
#include "sim/decision/Verdicts.h"

#include <QString>

#include <string_view>

namespace snp::views {

// How a criterion's numbers read in the comparison table: in the unit the rule was written in,
// so value and threshold of a "≥ 1 PFLOP/s" rule compare at a glance ("40.96 PFLOP/s").

// A SI value in a display unit of model/DisplayUnits.h, locale digits: "40.96 PFLOP/s", "93.1 %".
QString inDisplayUnit(double si_value, std::string_view display_unit);

// What the rule asks for: "≥ 1 PFLOP/s", "≤ 1.1", "between 10 and 20 kW", "= 8 (± 1.0 %)".
QString thresholdText(const model::Criterion &rule);

// The headroom of a verdict: "+60.0 %" of the threshold, or in the display unit when the
// threshold is zero; empty when the rule could not be evaluated.
QString marginText(const sim::Verdict &verdict, const model::Criterion &rule);

} // namespace snp::views

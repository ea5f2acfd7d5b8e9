#pragma once

#include "model/Criteria.h"
#include "sim/decision/Verdicts.h"

#include <QString>

namespace snp::views {

// How a criterion's numbers read in the comparison table and the PDF report: in the unit the rule was
// written in (views::formatInUnit), so value and threshold of a "≥ 1 PFLOP/s" rule compare at a
// glance ("40.96 PFLOP/s").

// What the rule asks for, in the UI language (model::requirementTemplate): "≥ 1 PFLOP/s", "≤ 1.1",
// "between 10 and 20 kW", "= 8 (± 1 %)".
QString thresholdText(const model::Criterion &rule);

// The headroom of a verdict: "+60.0 %" of the threshold (four significant digits), or in the display unit
// when the threshold is zero; empty when the rule could not be evaluated.
QString marginText(const sim::Verdict &verdict, const model::Criterion &rule);

// A tooltip paragraph on the figure's error band and what it rests on, and whether the threshold
// lies inside it; empty when the figure has no band.
QString bandTip(const sim::Verdict &verdict);

} // namespace snp::views

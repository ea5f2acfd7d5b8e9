#pragma once

// A criterion's outcome in one wording wherever a customer reads it: the criteria panel, the
// comparison's tooltips and the report. An outcome inside the figure's error band says so.

#include "sim/decision/Verdicts.h"

#include <QString>

namespace snp::views {

// "PASS", "FAIL", "PASS, within the error band", "FAIL, within the error band" or "N/A",
// translated.
QString verdictOutcome(const sim::Verdict &verdict);

// "≥", "≤", "=" or "between" (translated): how a rule holds its figure against its threshold.
QString comparatorSymbol(model::Comparator comparator);

} // namespace snp::views

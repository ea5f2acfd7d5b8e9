#pragma once
// Words and numbers of the PDF report, in the UI language (translation context "Report").

#include "model/Config.h"
#include "model/Criteria.h"
#include "sim/decision/Verdicts.h"

#include <QString>

#include <string>
#include <string_view>

namespace snp::report {

QString fromStd(std::string_view text);

// A figure for people (views::formatValue), with energy in kWh shown with SI prefixes
// ("12.3 GWh") and money as a whole amount with group separators.
QString figureText(double value, std::string_view unit);

// An SI value in a criterion's display unit ("1.2 PFLOP/s", "93.1 %"), locale digits.
QString inDisplayUnit(double si_value, const std::string &display_unit);

// What a rule asks for: "≥ 1 PFLOP/s", "between 10 and 20 °C", ...
QString requirementText(const model::Criterion &rule);
// How far a verdict is from its threshold: "+0.2 PFLOP/s (+20.0 %)"; "—" when unknown.
QString marginText(const sim::Verdict &verdict);
// PASS, FAIL or N/A.
QString verdictWord(const sim::Verdict &verdict);

QString coolingText(model::CoolingKind kind);
QString workloadText(const model::Workload &workload);
QString topologyText(const model::NetworkTier &tier);
QString precisionText(model::Precision precision);

} // namespace snp::report

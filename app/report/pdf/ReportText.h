#pragma once
// Words and numbers of the PDF report, in the UI language (translation context "Report").

#include "model/Config.h"
#include "sim/decision/Verdicts.h"

#include <QString>

#include <string_view>

namespace snp::report {

QString fromStd(std::string_view text);

// The family the report is set in. Chinese needs a font with its glyphs that the PDF can embed;
// WenQuanYi Micro Hei (fonts-wqy-microhei) also covers Latin text.
QString documentFamily();

// A figure for people (views::formatValue), with an amount in the report's "currency" unit as a
// whole amount with group separators.
QString figureText(double value, std::string_view unit);

// How far a verdict is from its threshold: "+0.2 PFLOP/s (+20.0 %)"; "—" when unknown.
QString marginText(const sim::Verdict &verdict);
QString coolingText(model::CoolingKind kind);
QString workloadText(const model::Workload &workload);
QString topologyText(const model::NetworkTier &tier);
QString precisionText(model::Precision precision);

} // namespace snp::report

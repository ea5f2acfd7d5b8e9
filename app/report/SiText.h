#pragma once

#include <string>
#include <string_view>

namespace snp::report {

// A value for people reading a file or a terminal: SI prefixes (41 PFLOP/s, 32 TB/s), 4
// significant digits, ratios as percentages, long durations in min, h or d, '.' as decimal
// point whatever the locale. NaN reads "n/a".
std::string siText(double value, std::string_view unit);

// A value in a given display unit (model/DisplayUnits.h): siText's digits, the chosen unit.
std::string inUnit(double si_value, std::string_view display_unit);

} // namespace snp::report

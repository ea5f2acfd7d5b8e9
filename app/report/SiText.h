#pragma once

#include <string>
#include <string_view>

namespace snp::report {

// A value for people reading a file or a terminal, as model/QuantityText.h decides it for every
// writer (SI prefixes, four significant digits, ratios as percentages, ...), with '.' as decimal
// point whatever the locale. NaN reads "n/a".
std::string siText(double value, std::string_view unit);

// A value in a given display unit (model/DisplayUnits.h): siText's digits, the chosen unit.
std::string inUnit(double si_value, std::string_view display_unit);

} // namespace snp::report

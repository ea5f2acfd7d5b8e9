#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace snp::model {

// How a quantity reads for people, decided in one place for the window, the command line, the CSV
// and the PDF: which number to show, how many decimals it needs, and what follows it. Each writer
// then only prints the number its way (the window and the PDF in the reader's locale, text files
// with '.'), so that a ratio or a coolant flow reads the same everywhere.
//
// The rules: SI prefixes (41.2 PFLOP/s, 32 TB/s, 1.2 GWh for kWh); four significant digits and never
// an exponent; a ratio as a percentage; a duration of minutes, hours, days or years in those units
// with one decimal; a flow below 0.1 m³/s (a coolant loop) in L/min; money whole, or in millions
// with two decimals; a rare event rate as "once per" its period; a count whole up to a billion; an
// ASHRAE water class by its name.
struct QuantityText {
  enum class Form {
    Number,     // number, then unit
    OncePer,    // "once per <number unit>": a rate below one a second, read as its period
    PerDay,     // "<number> per day"
    NotANumber, // no value: each writer shows its own mark ("n/a", "—")
    Infinite,   // ∞ or −∞, by the number's sign
    Name,       // a name the number stands for ("W32", an ASHRAE water class), in `unit`
  };

  Form form = Form::Number;
  double number = 0; // already scaled to `unit`
  int decimals = 0;  // digits after the decimal point, trailing zeros already left out
  std::string unit;  // after the number: "kW", "%", "L/min", "M USD", "d"; empty for a plain number
  // The unit is a word a translation changes ("min", "h", "d", "years", "hops"), not a symbol.
  bool unitIsWord = false;
};

// `value` in the SI unit `unit` (as the simulator's figures carry it: "W", "B/s", "ratio", "s", ...).
QuantityText quantityText(double value, std::string_view unit);

// Values of one SI unit read side by side (a row of the comparison): in one shared unit, so that
// they compare at a glance (958.5 PFLOP/s beside 5,018 PFLOP/s, not beside 5.018 EFLOP/s). Of
// the units quantityText gives the values on their own, the one in which the largest keeps at
// most four integer digits and the smallest reads largest. Units
// without prefixes (counts, ratios, temperatures), money, rare-event rates and values that are
// not finite read each on their own terms.
std::vector<QuantityText> quantityTexts(std::span<const double> values, std::string_view unit);

// `value` (SI) in a display unit people chose ("kW", "TB/s", "%": model/DisplayUnits.h): four
// significant digits in that unit; the SI rules above when the unit is not one this version knows.
QuantityText quantityTextIn(double value, std::string_view displayUnit);

// The quantity as plain text with '.' as decimal point, for files and terminals ("97.42 %",
// "once per 5.8 years", "n/a").
std::string plainText(const QuantityText &quantity);

// The decimals that show `value` to four significant digits, without trailing zeros.
int significantDecimals(double value);

// `value` to four significant digits (every digit before the point), '.' as decimal point and
// never an exponent, for a number whose unit the surrounding text states: "123456", "0.01234".
std::string plainNumber(double value);

} // namespace snp::model

#include "model/QuantityText.h"

#include "model/Cooling.h"
#include "model/DisplayUnits.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace snp::model {

namespace {

constexpr double kMinute = 60, kHour = 3600, kDay = 86400, kYear = 365.25 * kDay;

// The SI units a prefix reads well on (41.2 PFLOP/s, 3.2 kPa, 20 µs); others (°C, K, kg/m³)
// stay as they are.
constexpr std::array<std::string_view, 14> kPrefixable{
    "W", "B",     "B/s",       "FLOP/s",   "FLOP/s/W",    "FLOP", "Wh",
    "J", "bit/s", "samples/s", "tokens/s", "tokens/s/MW", "Pa",   "s"};

QuantityText number(double value, std::string unit, bool unitIsWord = false) {
  return {QuantityText::Form::Number, value, significantDecimals(value), std::move(unit), unitIsWord};
}

QuantityText prefixed(double value, std::string_view unit) {
  static constexpr std::array<std::pair<double, std::string_view>, 9> kPrefixes{{{1e18, "E"},
                                                                                 {1e15, "P"},
                                                                                 {1e12, "T"},
                                                                                 {1e9, "G"},
                                                                                 {1e6, "M"},
                                                                                 {1e3, "k"},
                                                                                 {1, ""},
                                                                                 {1e-3, "m"},
                                                                                 {1e-6, "µ"}}};
  // The prefix follows the value rounded to what is shown, so that 999,950 W reads "1 MW", not
  // "1000 kW".
  const double shown = std::abs(std::stod(fmt::format("{:.4g}", value)));
  if (shown == 0) return number(0, std::string(unit));
  double scale = 1e-9;
  std::string_view prefix = "n";
  for (const auto &[candidate, name] : kPrefixes)
    if (shown >= candidate) {
      scale = candidate;
      prefix = name;
      break;
    }
  return number(value / scale, fmt::format("{}{}", prefix, unit));
}

// A share as a percentage to four significant digits, and as many more as a share just short of
// the whole needs not to read "100 %": a rack's availability of 0.9999998 reads "99.99998 %".
QuantityText percentage(double share) {
  QuantityText shown = number(100 * share, "%");
  constexpr int kMostDecimals = 9;
  while (share < 1 && shown.decimals < kMostDecimals &&
         fmt::format("{:.{}f}", shown.number, shown.decimals).starts_with("100"))
    ++shown.decimals;
  return shown;
}

QuantityText duration(double seconds) {
  const double magnitude = std::abs(seconds);
  const auto inWords = [&](double scale, const char *word) {
    return QuantityText{QuantityText::Form::Number, seconds / scale, 1, word, true};
  };
  // A thousand years and more to four significant digits: "once per 13280 years", not 13283.1.
  if (magnitude >= 1e3 * kYear)
    return {QuantityText::Form::Number, std::stod(fmt::format("{:.4g}", seconds / kYear)), 0, "years", true};
  if (magnitude >= kYear) return inWords(kYear, "years");
  if (magnitude >= 2 * kDay) return inWords(kDay, "d");
  if (magnitude >= 2 * kHour) return inWords(kHour, "h");
  if (magnitude >= 2 * kMinute) return inWords(kMinute, "min");
  return prefixed(seconds, "s");
}

// Counts keep every digit up to a billion (10240 cards); a parameter count beyond reads "70.55 G".
// "hops" is a word a translation changes, and one of them is a "hop".
QuantityText count(double value, std::string unit) {
  if (std::abs(value) >= 1e9) return prefixed(value, unit);
  const bool word = unit == "hops";
  if (word && value == 1) unit = "hop";
  if (value == std::trunc(value)) return {QuantityText::Form::Number, value, 0, std::move(unit), word};
  QuantityText shown = number(value, std::move(unit));
  shown.unitIsWord = word;
  return shown;
}

// A class told by its place in model::kWaterClasses, counting from 1; any other number as itself.
QuantityText waterClass(double place) {
  const double index = place - 1;
  if (index >= 0 && index < static_cast<double>(std::size(kWaterClasses)) && index == std::trunc(index))
    return {QuantityText::Form::Name, place, 0,
            std::string(kWaterClasses[static_cast<std::size_t>(index)].name), false};
  return number(place, {});
}

} // namespace

int significantDecimals(double value) {
  if (value == 0 || !std::isfinite(value)) return 0;
  const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(value))));
  int decimals = std::max(0, 3 - magnitude);
  const std::string text = fmt::format("{:.{}f}", value, decimals);
  for (auto digit = text.rbegin(); decimals > 0 && *digit == '0'; ++digit)
    --decimals;
  return decimals;
}

std::string plainNumber(double value) { return fmt::format("{:.{}f}", value, significantDecimals(value)); }

QuantityText quantityText(double value, std::string_view unit) {
  if (std::isnan(value)) return {QuantityText::Form::NotANumber, value, 0, {}, false};
  if (std::isinf(value)) return {QuantityText::Form::Infinite, value, 0, {}, false};
  if (unit == "ratio") return percentage(value);
  if (unit == "s") return duration(value);
  // Coolant loops are specified in L/min; room air in m³/s.
  if (unit == "m^3/s") return std::abs(value) < 0.1 ? number(value * 60e3, "L/min") : number(value, "m³/s");
  if (unit == "USD" || unit == "CNY" || unit == "EUR")
    return std::abs(value) >= 1e6
               ? QuantityText{QuantityText::Form::Number, value / 1e6, 2, fmt::format("M {}", unit), false}
               : QuantityText{QuantityText::Form::Number, value, 0, std::string(unit), false};
  // A rate of rare events reads as how long one takes to come ("once per 5.8 years"); a rate of one
  // or more a second (requests, tokens), or none, as itself ("2.35 k/s", "0 /s").
  if (unit == "1/s") {
    if (value <= 0 || value >= 1) return prefixed(value, "/s");
    QuantityText period = duration(1 / value);
    period.form = QuantityText::Form::OncePer;
    return period;
  }
  if (unit == "1/day") {
    QuantityText perDay = number(value, {});
    perDay.form = QuantityText::Form::PerDay;
    return perDay;
  }
  if (unit == "kWh") return prefixed(value * 1e3, "Wh");
  if (unit == "m^3") return number(value, "m³");
  // Carbon in kilograms below a tonne, else in tonnes with SI prefixes (kt, Mt).
  if (unit == "kgCO2e")
    return std::abs(value) < 1e3 ? number(value, "kg CO₂e") : prefixed(value / 1e3, "t CO₂e");
  if (unit == "kgCO2e/kWh") return number(value, "kg CO₂e/kWh");
  if (unit == kWaterClassUnit) return waterClass(value);
  if (unit.empty() || unit == "hops") return count(value, std::string(unit));
  if (std::find(kPrefixable.begin(), kPrefixable.end(), unit) != kPrefixable.end())
    return prefixed(value, unit);
  return number(value, std::string(unit));
}

std::vector<QuantityText> quantityTexts(std::span<const double> values, std::string_view unit) {
  std::vector<QuantityText> texts;
  texts.reserve(values.size());
  double smallest = 0, largest = 0;
  for (double value : values) {
    texts.push_back(quantityText(value, unit));
    const double magnitude = std::abs(value);
    if (!std::isfinite(magnitude) || magnitude == 0) continue;
    smallest = smallest == 0 ? magnitude : std::min(smallest, magnitude);
    largest = std::max(largest, magnitude);
  }
  const bool shareable =
      unit == "kWh" || std::find(kPrefixable.begin(), kPrefixable.end(), unit) != kPrefixable.end();
  if (!shareable || largest == 0) return texts;
  // Of the units the values take on their own, the one that shows the smallest largest while
  // the largest keeps at most four integer digits; the largest's own unit always does.
  const QuantityText *shared = nullptr;
  double sharedScale = 0;
  for (const QuantityText &own : texts) {
    if (own.form != QuantityText::Form::Number || own.number == 0) continue;
    const std::size_t i = static_cast<std::size_t>(&own - texts.data());
    const double scale = values[i] / own.number; // SI per shown unit
    if (largest / scale >= 1e4 + 0.5) continue;
    if (!shared || smallest / scale > smallest / sharedScale) {
      shared = &own;
      sharedScale = scale;
    }
  }
  if (!shared) return texts;
  const std::string sharedUnit = shared->unit;
  const bool word = shared->unitIsWord;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (texts[i].form == QuantityText::Form::Number)
      texts[i] = number(values[i] / sharedScale, sharedUnit, word);
  return texts;
}

std::string plainText(const QuantityText &quantity) {
  switch (quantity.form) {
  case QuantityText::Form::NotANumber: return "n/a";
  case QuantityText::Form::Infinite: return quantity.number > 0 ? "∞" : "−∞";
  case QuantityText::Form::Name: return quantity.unit;
  case QuantityText::Form::Number:
  case QuantityText::Form::OncePer:
  case QuantityText::Form::PerDay: break;
  }
  std::string text = fmt::format("{:.{}f}", quantity.number, quantity.decimals);
  if (!quantity.unit.empty()) text += " " + quantity.unit;
  if (quantity.form == QuantityText::Form::OncePer) return "once per " + text;
  if (quantity.form == QuantityText::Form::PerDay) return text + " per day";
  return text;
}

QuantityText quantityTextIn(double value, std::string_view displayUnit) {
  const std::optional<DisplayUnit> unit = findDisplayUnit(displayUnit);
  if (!unit || !std::isfinite(value)) return quantityText(value, unit ? unit->si : displayUnit);
  return number(value / unit->factor, std::string(unit->symbol));
}

} // namespace snp::model

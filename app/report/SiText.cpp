#include "app/report/SiText.h"

#include "model/DisplayUnits.h"

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <utility>

namespace snp::report {

namespace {

// Four significant digits without exponent notation (values here stay within 1e-9 .. 1e4
// after the prefix is chosen).
std::string digits(double value) {
  std::string text = fmt::format("{:.4g}", value);
  if (text.find('e') == std::string::npos) return text;
  if (std::abs(value) >= 1) return fmt::format("{:.0f}", value);
  const int decimals = 3 - static_cast<int>(std::floor(std::log10(std::abs(value))));
  return fmt::format("{:.{}f}", value, decimals);
}

std::string prefixed(double value, std::string_view unit) {
  static constexpr std::array<std::pair<double, const char *>, 10> kPrefixes{{{1e18, "E"},
                                                                              {1e15, "P"},
                                                                              {1e12, "T"},
                                                                              {1e9, "G"},
                                                                              {1e6, "M"},
                                                                              {1e3, "k"},
                                                                              {1, ""},
                                                                              {1e-3, "m"},
                                                                              {1e-6, "µ"},
                                                                              {1e-9, "n"}}};
  const double magnitude = std::abs(value);
  if (magnitude == 0) return fmt::format("0 {}", unit);
  for (const auto &[scale, prefix] : kPrefixes)
    if (magnitude >= scale) return fmt::format("{} {}{}", digits(value / scale), prefix, unit);
  return fmt::format("{} n{}", digits(value / 1e-9), unit);
}

} // namespace

std::string siText(double value, std::string_view unit) {
  if (std::isnan(value)) return "n/a";
  if (std::isinf(value)) return value > 0 ? "∞" : "−∞";
  if (unit == "ratio") return fmt::format("{} %", digits(100 * value));
  if (unit == "s" && std::abs(value) >= 2 * 86400) return fmt::format("{:.1f} d", value / 86400);
  if (unit == "s" && std::abs(value) >= 2 * 3600) return fmt::format("{:.1f} h", value / 3600);
  if (unit == "s" && std::abs(value) >= 120) return fmt::format("{:.1f} min", value / 60);
  if (unit == "m^3/s") return fmt::format("{} L/min", digits(value * 60e3));
  if (unit.empty() || unit == "hops" || unit == "1/day" || unit == "kWh" || unit == "USD" || unit == "CNY" ||
      unit == "EUR")
    return unit.empty() ? digits(value) : fmt::format("{} {}", digits(value), unit);
  return prefixed(value, unit);
}

std::string inUnit(double si_value, std::string_view display_unit) {
  if (std::isnan(si_value)) return "n/a";
  const auto unit = model::findDisplayUnit(display_unit);
  if (!unit || display_unit.empty()) return digits(si_value);
  return fmt::format("{} {}", digits(si_value / unit->factor), display_unit);
}

} // namespace snp::report

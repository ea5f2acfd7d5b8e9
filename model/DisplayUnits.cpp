#include "model/DisplayUnits.h"

#include <array>

namespace snp::model {

namespace {

// Decimal (SI) prefixes throughout, as vendors quote bandwidth and capacity.
constexpr std::array kUnits{
    DisplayUnit{"W", "W", 1},
    DisplayUnit{"kW", "W", 1e3},
    DisplayUnit{"MW", "W", 1e6},
    DisplayUnit{"B/s", "B/s", 1},
    DisplayUnit{"GB/s", "B/s", 1e9},
    DisplayUnit{"TB/s", "B/s", 1e12},
    DisplayUnit{"PB/s", "B/s", 1e15},
    DisplayUnit{"Gb/s", "B/s", 1e9 / 8},
    DisplayUnit{"Tb/s", "B/s", 1e12 / 8},
    DisplayUnit{"FLOP/s", "FLOP/s", 1},
    DisplayUnit{"TFLOP/s", "FLOP/s", 1e12},
    DisplayUnit{"PFLOP/s", "FLOP/s", 1e15},
    DisplayUnit{"EFLOP/s", "FLOP/s", 1e18},
    DisplayUnit{"FLOP/s/W", "FLOP/s/W", 1},
    DisplayUnit{"GFLOP/s/W", "FLOP/s/W", 1e9},
    DisplayUnit{"TFLOP/s/W", "FLOP/s/W", 1e12},
    DisplayUnit{"B", "B", 1},
    DisplayUnit{"GB", "B", 1e9},
    DisplayUnit{"TB", "B", 1e12},
    DisplayUnit{"PB", "B", 1e15},
    DisplayUnit{"s", "s", 1},
    DisplayUnit{"ms", "s", 1e-3},
    DisplayUnit{"µs", "s", 1e-6},
    DisplayUnit{"ns", "s", 1e-9},
    DisplayUnit{"min", "s", 60},
    DisplayUnit{"h", "s", 3600},
    DisplayUnit{"d", "s", 86400},
    DisplayUnit{"%", "ratio", 0.01},
    DisplayUnit{"ratio", "ratio", 1},
    DisplayUnit{"kWh", "kWh", 1},
    DisplayUnit{"MWh", "kWh", 1e3},
    DisplayUnit{"GWh", "kWh", 1e6},
    DisplayUnit{"USD", "USD", 1},
    DisplayUnit{"k USD", "USD", 1e3},
    DisplayUnit{"M USD", "USD", 1e6},
    DisplayUnit{"CNY", "CNY", 1},
    DisplayUnit{"k CNY", "CNY", 1e3},
    DisplayUnit{"M CNY", "CNY", 1e6},
    DisplayUnit{"EUR", "EUR", 1},
    DisplayUnit{"k EUR", "EUR", 1e3},
    DisplayUnit{"M EUR", "EUR", 1e6},
    DisplayUnit{"samples/s", "samples/s", 1},
    DisplayUnit{"tokens/s", "tokens/s", 1},
    DisplayUnit{"m³/s", "m^3/s", 1},
    DisplayUnit{"L/min", "m^3/s", 1e-3 / 60},
    DisplayUnit{"1/s", "1/s", 1},
    DisplayUnit{"1/day", "1/day", 1},
    DisplayUnit{"hops", "hops", 1},
    DisplayUnit{"Hz", "Hz", 1},
    DisplayUnit{"°C", "°C", 1},
    DisplayUnit{"J", "J", 1},
    DisplayUnit{"kJ", "J", 1e3},
    DisplayUnit{"MJ", "J", 1e6},
    DisplayUnit{"kg", "kg", 1},
    DisplayUnit{"t", "kg", 1e3},
    DisplayUnit{"kg/m²", "kg/m²", 1},
    DisplayUnit{"m³", "m^3", 1},
    DisplayUnit{"kg CO₂e", "kgCO2e", 1},
    DisplayUnit{"t CO₂e", "kgCO2e", 1e3},
    DisplayUnit{"kt CO₂e", "kgCO2e", 1e6},
    DisplayUnit{"g CO₂e/kWh", "kgCO2e/kWh", 1e-3},
    DisplayUnit{"kg CO₂e/kWh", "kgCO2e/kWh", 1},
    DisplayUnit{"L/kWh", "L/kWh", 1},
    DisplayUnit{"tokens/s/MW", "tokens/s/MW", 1},
    DisplayUnit{"USD/h", "USD/h", 1},
    DisplayUnit{"USD/PFLOP/s-year", "USD/PFLOP/s-year", 1},
    DisplayUnit{"USD/M tokens", "USD/M tokens", 1},
    DisplayUnit{"CNY/h", "CNY/h", 1},
    DisplayUnit{"CNY/PFLOP/s-year", "CNY/PFLOP/s-year", 1},
    DisplayUnit{"CNY/M tokens", "CNY/M tokens", 1},
    DisplayUnit{"EUR/h", "EUR/h", 1},
    DisplayUnit{"EUR/PFLOP/s-year", "EUR/PFLOP/s-year", 1},
    DisplayUnit{"EUR/M tokens", "EUR/M tokens", 1},
    DisplayUnit{"", "", 1},
};

} // namespace

std::optional<DisplayUnit> findDisplayUnit(std::string_view symbol) {
  for (const DisplayUnit &unit : kUnits)
    if (unit.symbol == symbol) return unit;
  return std::nullopt;
}

std::vector<DisplayUnit> displayUnitsOf(std::string_view si) {
  std::vector<DisplayUnit> units;
  for (const DisplayUnit &unit : kUnits)
    if (unit.si == si) units.push_back(unit);
  return units;
}

bool isUnitOf(std::string_view symbol, std::string_view si) {
  const auto unit = findDisplayUnit(symbol);
  return unit && unit->si == si;
}

} // namespace snp::model

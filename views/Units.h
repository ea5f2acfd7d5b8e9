#pragma once

#include <QString>

#include <optional>
#include <span>

namespace snp::views {

// What a number measures. The model stores every quantity in one unit (SI, or the unit in the
// field's name: °C, hours, per kWh); an architect reads and types it in units of the trade.
enum class Quantity {
  Plain,                 // a unitless real (ratio, COP)
  Count,                 // an integer count
  Amount,                // a large real count (parameters): k, M, B, T
  Fraction,              // stored 0–1, shown in %
  Power,                 // W
  DataRate,              // B/s
  Compute,               // FLOP/s
  Work,                  // FLOP
  Bytes,                 // B
  Duration,              // s
  Latency,               // s, shown small
  Hours,                 // h (the model keeps operating hours in hours)
  Temperature,           // °C
  TemperatureDifference, // K
  Pressure,              // Pa
  Length,                // m
  Density,               // kg/m³
  SpecificHeat,          // J/(kg·K)
  PricePerEnergy,        // currency per kWh
  FanPowerPerFlow,       // W per m³/s
  FailureRate,           // per accelerator-hour
  Mass,                  // kg
  AreaLoad,              // kg/m²
  Volume,                // L
  Energy,                // J
  CarbonIntensity,       // kg CO₂e per kWh
  PricePerVolume,        // currency per m³
  ThermalResistance,     // K/W
  ActivationEnergy,      // eV
};

// One unit of a quantity: stored value = value × multiplier / divisor. Two factors instead of one
// so that "100 ns" and "92.5 %" convert without the rounding of a factor like 1e-9 or 0.01.
struct Unit {
  const char *symbol; // as shown and typed, UTF-8 ("µs", "°C"); "" for unitless quantities
  double multiplier;
  double divisor;
};

// The units offered for a quantity, in the order a unit menu lists them; never empty.
std::span<const Unit> unitsOf(Quantity quantity);
// The unit a quantity is shown in unless a field or the user asks for another.
const Unit &defaultUnit(Quantity quantity);
// The unit of `quantity` with this symbol (exact, an alias such as "us" or "Gbps", or a unique
// case-insensitive match); nullptr when there is none.
const Unit *findUnit(Quantity quantity, const QString &symbol);

QString symbolOf(const Unit &unit);
double toSi(double value, const Unit &unit);
double fromSi(double stored, const Unit &unit);

// The result of reading what a person typed: the stored value, or why it cannot be read.
struct ParsedQuantity {
  std::optional<double> stored;
  QString error; // set when `stored` is not
};

// Reads "120 kW", "120kW", "0.12 MW", "400 Gb/s", "45 °C", "92.5 %", or a bare number meaning
// `shown` (the unit the value is displayed in). Numbers in the user's locale or in C form.
ParsedQuantity parseQuantity(const QString &text, Quantity quantity, const Unit &shown);
ParsedQuantity parseQuantity(const QString &text, Quantity quantity);

// A number for reading: 4 significant digits (all integer digits when larger), the user's locale,
// no exponent, no trailing zeros: 1,250 · 0.25 · 92.5 · 0.0001234.
QString formatNumber(double value);

// The decimals that show `value` with 4 significant digits (for spin boxes).
int decimalsFor(double value);

} // namespace snp::views

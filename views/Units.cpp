#include "views/Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace snp::views {

namespace {

constexpr Unit kNone[] = {{"", 1, 1}};
constexpr Unit kAmount[] = {{"", 1, 1}, {"k", 1e3, 1}, {"M", 1e6, 1}, {"B", 1e9, 1}, {"T", 1e12, 1}};
constexpr Unit kFraction[] = {{"%", 1, 100}};
constexpr Unit kPower[] = {{"W", 1, 1}, {"kW", 1e3, 1}, {"MW", 1e6, 1}};
// Network rates are quoted in bits, memory rates in bytes: both are offered.
constexpr Unit kDataRate[] = {{"GB/s", 1e9, 1},  {"B/s", 1, 1},    {"MB/s", 1e6, 1},
                              {"TB/s", 1e12, 1}, {"Gb/s", 1e9, 8}, {"Tb/s", 1e12, 8}};
constexpr Unit kCompute[] = {{"TFLOP/s", 1e12, 1}, {"GFLOP/s", 1e9, 1}, {"PFLOP/s", 1e15, 1}};
constexpr Unit kWork[] = {{"TFLOP", 1e12, 1}, {"GFLOP", 1e9, 1}, {"PFLOP", 1e15, 1}, {"EFLOP", 1e18, 1}};
constexpr Unit kBytes[] = {{"GB", 1e9, 1}, {"B", 1, 1}, {"MB", 1e6, 1}, {"TB", 1e12, 1}, {"PB", 1e15, 1}};
constexpr Unit kDuration[] = {{"s", 1, 1}, {"min", 60, 1}, {"h", 3600, 1}, {"d", 86400, 1}};
constexpr Unit kLatency[] = {{"ns", 1, 1e9}, {"µs", 1, 1e6}, {"ms", 1, 1e3}, {"s", 1, 1}};
constexpr Unit kHours[] = {{"h", 1, 1}, {"d", 24, 1}};
constexpr Unit kTemperature[] = {{"°C", 1, 1}};
constexpr Unit kTemperatureDifference[] = {{"K", 1, 1}};
constexpr Unit kPressure[] = {{"kPa", 1e3, 1}, {"Pa", 1, 1}, {"bar", 1e5, 1}};
constexpr Unit kLength[] = {{"m", 1, 1}, {"cm", 1, 100}, {"mm", 1, 1000}};
constexpr Unit kDensity[] = {{"kg/m³", 1, 1}};
constexpr Unit kMass[] = {{"kg", 1, 1}, {"t", 1e3, 1}};
constexpr Unit kAreaLoad[] = {{"kg/m²", 1, 1}};
constexpr Unit kVolume[] = {{"L", 1, 1}, {"m³", 1e3, 1}};
constexpr Unit kEnergy[] = {{"J", 1, 1}, {"kJ", 1e3, 1}, {"MJ", 1e6, 1}};
// Grids are quoted in either: 0.39 kg/kWh is 390 g/kWh.
constexpr Unit kCarbonIntensity[] = {{"kg/kWh", 1, 1}, {"g/kWh", 1, 1e3}};
constexpr Unit kSpecificHeat[] = {{"J/(kg·K)", 1, 1}, {"kJ/(kg·K)", 1e3, 1}};
// Units with words in them are translated where they are shown (symbolOf).
constexpr Unit kPricePerEnergy[] = {{QT_TRANSLATE_NOOP("Units", "per kWh"), 1, 1},
                                    {QT_TRANSLATE_NOOP("Units", "per MWh"), 1, 1e3}};
constexpr Unit kPricePerVolume[] = {{QT_TRANSLATE_NOOP("Units", "per m³"), 1, 1},
                                    {QT_TRANSLATE_NOOP("Units", "per L"), 1e3, 1}};
constexpr Unit kThermalResistance[] = {{"K/W", 1, 1}};
constexpr Unit kActivationEnergy[] = {{"eV", 1, 1}};
constexpr Unit kFanPowerPerFlow[] = {{"W/(m³/s)", 1, 1}, {"kW/(m³/s)", 1e3, 1}};
constexpr Unit kFailureRate[] = {{QT_TRANSLATE_NOOP("Units", "per accelerator-h"), 1, 1},
                                 {QT_TRANSLATE_NOOP("Units", "per 10⁶ accelerator-h"), 1, 1e6}};

// Other spellings people type, by the symbol they mean.
struct Alias {
  const char *alias;
  const char *symbol;
};
constexpr Alias kAliases[] = {
    {"us", "µs"},
    {"μs", "µs"},
    {"C", "°C"},
    {"degC", "°C"},
    {"℃", "°C"},
    {"percent", "%"},
    {"sec", "s"},
    {"hr", "h"},
    {"hour", "h"},
    {"hours", "h"},
    {"day", "d"},
    {"days", "d"},
    {"Bps", "B/s"},
    {"GBps", "GB/s"},
    {"TBps", "TB/s"},
    {"MBps", "MB/s"},
    {"Gbps", "Gb/s"},
    {"Tbps", "Tb/s"},
    {"Gbit/s", "Gb/s"},
    {"Tbit/s", "Tb/s"},
    {"TFLOPS", "TFLOP/s"},
    {"PFLOPS", "PFLOP/s"},
    {"GFLOPS", "GFLOP/s"},
    {"kg/m3", "kg/m³"},
    {"kg/m2", "kg/m²"},
    {"l", "L"},
    {"/kWh", "per kWh"},
    {"/MWh", "per MWh"},
    {"/m3", "per m³"},
    {"per m3", "per m³"},
    {"/m³", "per m³"},
    {"/L", "per L"},
    {"kgCO2/kWh", "kg/kWh"},
    {"kgCO2e/kWh", "kg/kWh"},
    {"gCO2/kWh", "g/kWh"},
    {"gCO2e/kWh", "g/kWh"},
    {"W/(m3/s)", "W/(m³/s)"},
    {"kW/(m3/s)", "kW/(m³/s)"},
    {"J/kgK", "J/(kg·K)"},
    {"kJ/kgK", "kJ/(kg·K)"},
};

// Splits "120 kW" into "120" and "kW": the number is the longest leading run that can be one.
std::pair<QString, QString> splitNumber(const QString &text) {
  static const QRegularExpression kNumber(QStringLiteral(
      R"(^\s*([-+−]?(?:[0-9][0-9.,'\x{00A0}\x{202F} ]*|[.,][0-9]+)(?:[eE][-+]?[0-9]+)?)\s*(.*?)\s*$)"));
  const QRegularExpressionMatch match = kNumber.match(text);
  if (!match.hasMatch()) return {QString(), text.trimmed()};
  QString number = match.captured(1);
  QString unit = match.captured(2);
  // Separators after the last digit belong to what follows: "120 ." is 120 with the unit ".", an error.
  qsizetype end = number.size();
  while (end > 0 && !number[end - 1].isDigit())
    --end;
  const QString tail = number.mid(end).trimmed();
  number.truncate(end);
  if (!tail.isEmpty()) unit = (tail + ' ' + unit).trimmed();
  return {number, unit};
}

std::optional<double> readNumber(QString number) {
  number.replace(QChar(0x2212), '-');
  number.remove(' ').remove(QChar(0x00A0)).remove(QChar(0x202F)).remove('\'');
  bool ok = false;
  const double local = QLocale().toDouble(number, &ok);
  if (ok && std::isfinite(local)) return local;
  const double c = QLocale::c().toDouble(number, &ok);
  if (ok && std::isfinite(c)) return c;
  return std::nullopt;
}

QString unitList(Quantity quantity) {
  QStringList symbols;
  for (const Unit &unit : unitsOf(quantity))
    symbols << symbolOf(unit);
  if (symbols.size() == 1) return symbols.front();
  const QString last = symbols.takeLast();
  return QCoreApplication::translate("Units", "%1 or %2").arg(symbols.join(QStringLiteral(", ")), last);
}

} // namespace

std::span<const Unit> unitsOf(Quantity quantity) {
  switch (quantity) {
  case Quantity::Plain:
  case Quantity::Count: return kNone;
  case Quantity::Amount: return kAmount;
  case Quantity::Fraction: return kFraction;
  case Quantity::Power: return kPower;
  case Quantity::DataRate: return kDataRate;
  case Quantity::Compute: return kCompute;
  case Quantity::Work: return kWork;
  case Quantity::Bytes: return kBytes;
  case Quantity::Duration: return kDuration;
  case Quantity::Latency: return kLatency;
  case Quantity::Hours: return kHours;
  case Quantity::Temperature: return kTemperature;
  case Quantity::TemperatureDifference: return kTemperatureDifference;
  case Quantity::Pressure: return kPressure;
  case Quantity::Length: return kLength;
  case Quantity::Density: return kDensity;
  case Quantity::SpecificHeat: return kSpecificHeat;
  case Quantity::PricePerEnergy: return kPricePerEnergy;
  case Quantity::FanPowerPerFlow: return kFanPowerPerFlow;
  case Quantity::FailureRate: return kFailureRate;
  case Quantity::Mass: return kMass;
  case Quantity::AreaLoad: return kAreaLoad;
  case Quantity::Volume: return kVolume;
  case Quantity::Energy: return kEnergy;
  case Quantity::CarbonIntensity: return kCarbonIntensity;
  case Quantity::PricePerVolume: return kPricePerVolume;
  case Quantity::ThermalResistance: return kThermalResistance;
  case Quantity::ActivationEnergy: return kActivationEnergy;
  }
  return kNone;
}

const Unit &defaultUnit(Quantity quantity) { return unitsOf(quantity).front(); }

const Unit *findUnit(Quantity quantity, const QString &symbol) {
  const std::span<const Unit> units = unitsOf(quantity);
  for (const Unit &unit : units)
    if (symbolOf(unit) == symbol || QString::fromUtf8(unit.symbol) == symbol) return &unit;
  for (const Alias &alias : kAliases)
    if (QString::fromUtf8(alias.alias) == symbol)
      for (const Unit &unit : units)
        if (QString::fromUtf8(unit.symbol) == QString::fromUtf8(alias.symbol)) return &unit;
  // "kw" or "MPA" mean what they say unless two units differ only by case (GB/s and Gb/s).
  const Unit *found = nullptr;
  for (const Unit &unit : units)
    if (symbolOf(unit).compare(symbol, Qt::CaseInsensitive) == 0) {
      if (found) return nullptr;
      found = &unit;
    }
  return found;
}

QString symbolOf(const Unit &unit) { return QCoreApplication::translate("Units", unit.symbol); }

double toSi(double value, const Unit &unit) { return value * unit.multiplier / unit.divisor; }

double fromSi(double stored, const Unit &unit) { return stored * unit.divisor / unit.multiplier; }

ParsedQuantity parseQuantity(const QString &text, Quantity quantity, const Unit &shown) {
  const auto [numberText, unitText] = splitNumber(text);
  if (numberText.isEmpty())
    return {std::nullopt, QCoreApplication::translate("Units", "“%1” is not a number").arg(text.trimmed())};
  const std::optional<double> number = readNumber(numberText);
  if (!number)
    return {std::nullopt, QCoreApplication::translate("Units", "“%1” is not a number").arg(numberText)};
  if (unitText.isEmpty()) return {toSi(*number, shown), {}};
  const Unit *unit = findUnit(quantity, unitText);
  if (!unit) {
    if (unitsOf(quantity).size() == 1 && !*unitsOf(quantity).front().symbol)
      return {std::nullopt,
              QCoreApplication::translate("Units", "“%1”: this value has no unit; type a number")
                  .arg(text.trimmed())};
    return {std::nullopt, QCoreApplication::translate("Units", "“%1” is not a unit of this value; use %2")
                              .arg(unitText, unitList(quantity))};
  }
  return {toSi(*number, *unit), {}};
}

ParsedQuantity parseQuantity(const QString &text, Quantity quantity) {
  return parseQuantity(text, quantity, defaultUnit(quantity));
}

int decimalsFor(double value) {
  if (value == 0 || !std::isfinite(value)) return 2;
  const int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
  return std::clamp(3 - exponent, 0, 12);
}

QString formatNumber(double value) {
  if (std::isnan(value)) return QStringLiteral("—");
  if (std::isinf(value)) return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
  const QLocale locale;
  QString text = locale.toString(value, 'f', decimalsFor(value));
  if (text.contains(locale.decimalPoint())) {
    while (text.endsWith(locale.zeroDigit()))
      text.chop(1);
    if (text.endsWith(locale.decimalPoint())) text.chop(locale.decimalPoint().size());
  }
  return text;
}

} // namespace snp::views

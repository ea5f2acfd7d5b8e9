#include "views/Units.h"

#include <QtTest>

using namespace snp::views;

namespace {

double parsed(const QString &text, Quantity quantity) {
  const ParsedQuantity result = parseQuantity(text, quantity);
  if (!result.stored) qWarning("%s: %s", qPrintable(text), qPrintable(result.error));
  return result.stored.value_or(std::nan(""));
}

const Unit &unit(Quantity quantity, const char *symbol) {
  const Unit *found = findUnit(quantity, QString::fromUtf8(symbol));
  if (!found) qFatal("no unit %s", symbol);
  return *found;
}

} // namespace

class UnitsTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QLocale::setDefault(QLocale::c()); }

  void everyQuantityOffersUnits() {
    for (int q = 0; q <= static_cast<int>(Quantity::CarbonIntensity); ++q)
      QVERIFY(!unitsOf(static_cast<Quantity>(q)).empty());
    QCOMPARE(symbolOf(defaultUnit(Quantity::Power)), QStringLiteral("W"));
    QCOMPARE(symbolOf(defaultUnit(Quantity::Fraction)), QStringLiteral("%"));
    QCOMPARE(symbolOf(defaultUnit(Quantity::Temperature)), QStringLiteral("°C"));
  }

  void convertsBothWays() {
    QCOMPARE(toSi(120, unit(Quantity::Power, "kW")), 120e3);
    QCOMPARE(fromSi(250e3, unit(Quantity::Power, "MW")), 0.25);
    QCOMPARE(toSi(400, unit(Quantity::DataRate, "Gb/s")), 50e9); // bits are bytes × 8
    QCOMPARE(toSi(1, unit(Quantity::DataRate, "Tb/s")), 125e9);
    QCOMPARE(toSi(3.35, unit(Quantity::DataRate, "TB/s")), 3.35e12);
    QCOMPARE(toSi(989, unit(Quantity::Compute, "TFLOP/s")), 989e12);
    QCOMPARE(toSi(80, unit(Quantity::Bytes, "GB")), 80e9);
    QCOMPARE(toSi(2, unit(Quantity::Duration, "h")), 7200.0);
    QCOMPARE(toSi(30, unit(Quantity::Duration, "d")), 30 * 86400.0);
    QCOMPARE(toSi(100, unit(Quantity::Latency, "ns")), 1e-7);
    QCOMPARE(toSi(92.5, unit(Quantity::Fraction, "%")), 0.925);
    QCOMPARE(toSi(1.5, unit(Quantity::Pressure, "bar")), 150e3);
    QCOMPARE(toSi(45, unit(Quantity::Temperature, "°C")), 45.0);
    for (const Unit &u : unitsOf(Quantity::DataRate))
      QCOMPARE(toSi(fromSi(123.456e9, u), u), 123.456e9);
  }

  void parsesWhatArchitectsType() {
    QCOMPARE(parsed("120 kW", Quantity::Power), 120e3);
    QCOMPARE(parsed("120kW", Quantity::Power), 120e3);
    QCOMPARE(parsed("0.12 MW", Quantity::Power), 120e3);
    QCOMPARE(parsed("  700 W ", Quantity::Power), 700.0);
    QCOMPARE(parsed("120 kw", Quantity::Power), 120e3); // case does not matter where it cannot mislead
    QCOMPARE(parsed("400 Gb/s", Quantity::DataRate), 50e9);
    QCOMPARE(parsed("400 Gbps", Quantity::DataRate), 50e9);
    QCOMPARE(parsed("50 GB/s", Quantity::DataRate), 50e9);
    QCOMPARE(parsed("45 °C", Quantity::Temperature), 45.0);
    QCOMPARE(parsed("45 C", Quantity::Temperature), 45.0);
    QCOMPARE(parsed("2 h", Quantity::Duration), 7200.0);
    QCOMPARE(parsed("92.5 %", Quantity::Fraction), 0.925);
    QCOMPARE(parsed("92.5%", Quantity::Fraction), 0.925);
    QCOMPARE(parsed("1.5 µs", Quantity::Latency), 1.5e-6);
    QCOMPARE(parsed("1.5 us", Quantity::Latency), 1.5e-6);
    QCOMPARE(parsed("1e5 Pa", Quantity::Pressure), 1e5);
    QCOMPARE(parsed("1,250 W", Quantity::Power), 1250.0);
    QCOMPARE(parsed("-3 °C", Quantity::Temperature), -3.0);
    QCOMPARE(parsed("429 g/kWh", Quantity::CarbonIntensity), 0.429); // Patterson et al.'s grid
    QCOMPARE(parsed("0.39 kgCO2e/kWh", Quantity::CarbonIntensity), 0.39);
  }

  void bareNumberMeansTheShownUnit() {
    QCOMPARE(parseQuantity("120", Quantity::Power, unit(Quantity::Power, "kW")).stored, 120e3);
    QCOMPARE(parseQuantity("95", Quantity::Fraction, unit(Quantity::Fraction, "%")).stored, 0.95);
    QCOMPARE(parseQuantity("8", Quantity::Count, defaultUnit(Quantity::Count)).stored, 8.0);
  }

  void readsTheUsersLocale() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(parsed("0,25 MW", Quantity::Power), 250e3);
    QCOMPARE(parsed("0.25 MW", Quantity::Power), 250e3); // the C form is read too
    QCOMPARE(formatNumber(1234.5), QStringLiteral("1.235"));
    QCOMPARE(formatNumber(0.25), QStringLiteral("0,25"));
    QLocale::setDefault(QLocale::c());
  }

  void refusesWithTheAllowedUnits() {
    const ParsedQuantity badUnit = parseQuantity("120 kV", Quantity::Power);
    QVERIFY(!badUnit.stored);
    QVERIFY2(badUnit.error.contains("kV"), qPrintable(badUnit.error));
    QVERIFY2(badUnit.error.contains("W, kW or MW"), qPrintable(badUnit.error));
    const ParsedQuantity ambiguous = parseQuantity("400 gb/s", Quantity::DataRate);
    QVERIFY(!ambiguous.stored); // GB/s or Gb/s? A factor of 8 apart: do not guess.
    QVERIFY(ambiguous.error.contains("Gb/s"));
    const ParsedQuantity notANumber = parseQuantity("lots", Quantity::Power);
    QVERIFY(!notANumber.stored);
    QVERIFY2(notANumber.error.contains("lots"), qPrintable(notANumber.error));
    QVERIFY(!parseQuantity("", Quantity::Power).stored);
    QVERIFY(!parseQuantity("12 W", Quantity::Count).stored); // a count has no unit
    QVERIFY(!parseQuantity("1e999 W", Quantity::Power).stored);
    QVERIFY(!parseQuantity("120 .", Quantity::Power).stored);
    QVERIFY(!parseQuantity("120,", Quantity::Power).stored);
    QVERIFY(!parseQuantity("12e W", Quantity::Power).stored);
  }

  void formatsWithoutExponents() {
    QCOMPARE(formatNumber(700), QStringLiteral("700"));
    QCOMPARE(formatNumber(0.25), QStringLiteral("0.25"));
    QCOMPARE(formatNumber(92.5), QStringLiteral("92.5"));
    QCOMPARE(formatNumber(1.23456), QStringLiteral("1.235"));
    QCOMPARE(formatNumber(123456), QStringLiteral("123456"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(formatNumber(123456), QStringLiteral("123,456")); // all integer digits, grouped
    QLocale::setDefault(QLocale::c());
    QCOMPARE(formatNumber(0.0001234), QStringLiteral("0.0001234"));
    QCOMPARE(formatNumber(0), QStringLiteral("0"));
    QVERIFY(!formatNumber(1e18).contains('e'));
  }
};

QTEST_GUILESS_MAIN(UnitsTest)
#include "units_test.moc"

// How quantities read for people, decided once for every writer (model/QuantityText.h), and how a
// rule's requirement is worded (model/Requirement.h).

#include "model/Cooling.h"
#include "model/QuantityText.h"
#include "model/Requirement.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <regex>
#include <string>
#include <string_view>

namespace snp::model {
namespace {

std::string text(double value, std::string_view unit) { return plainText(quantityText(value, unit)); }

TEST(QuantityText, RatiosArePercentagesToFourSignificantDigits) {
  EXPECT_EQ(text(0.97424, "ratio"), "97.42 %");
  EXPECT_EQ(text(0.05, "ratio"), "5 %");
  EXPECT_EQ(text(1, "ratio"), "100 %");
  // A share short of the whole never reads as the whole: availabilities are told by their nines.
  EXPECT_EQ(text(0.9999998, "ratio"), "99.99998 %");
  EXPECT_EQ(text(0.99996, "ratio"), "99.996 %");
  EXPECT_EQ(text(0.0001234, "ratio"), "0.01234 %");
}

TEST(QuantityText, SiPrefixesFollowTheRoundedValue) {
  EXPECT_EQ(text(40.96e15, "FLOP/s"), "40.96 PFLOP/s");
  EXPECT_EQ(text(32e12, "B/s"), "32 TB/s");
  EXPECT_EQ(text(999'950, "W"), "1 MW"); // not "1000 kW"
  EXPECT_EQ(text(999.4, "W"), "999.4 W");
  EXPECT_EQ(text(2e-5, "s"), "20 µs");
  EXPECT_EQ(text(0, "W"), "0 W");
  EXPECT_EQ(text(1.2e6, "kWh"), "1.2 GWh");
  EXPECT_EQ(text(3.5e-10, "s"), "0.35 ns");
}

std::vector<std::string> texts(std::vector<double> values, std::string_view unit) {
  std::vector<std::string> shown;
  for (const QuantityText &quantity : quantityTexts(values, unit))
    shown.push_back(plainText(quantity));
  return shown;
}

TEST(QuantityText, ValuesReadSideBySideShareOneUnit) {
  // The comparison of S3 (5.018 EFLOP/s) with a GB200 NVL72 row (958.5 PFLOP/s) that issue 27 saw.
  EXPECT_EQ(texts({5.018e18, 958.5e15}, "FLOP/s"),
            (std::vector<std::string>{"5018 PFLOP/s", "958.5 PFLOP/s"}));
  EXPECT_EQ(texts({1.984, 0.0855}, "s"), (std::vector<std::string>{"1984 ms", "85.5 ms"}));
  EXPECT_EQ(texts({40.96e15, 5.018e18, 1.013e18}, "FLOP/s"),
            (std::vector<std::string>{"40.96 PFLOP/s", "5018 PFLOP/s", "1013 PFLOP/s"}));
  EXPECT_EQ(texts({30 * 86400.0, 12.5 * 86400}, "s"), (std::vector<std::string>{"30 d", "12.5 d"}));
  // Zero and values that are not numbers do not choose the unit, and read as before.
  EXPECT_EQ(texts({0, 2.5e12, std::nan("")}, "B/s"), (std::vector<std::string>{"0 TB/s", "2.5 TB/s", "n/a"}));
  // Not "85,500 µs": the largest keeps at most four integer digits.
  EXPECT_EQ(texts({85.5e-3, 267.7e-6, 2.1e-3}, "s"),
            (std::vector<std::string>{"85.5 ms", "0.2677 ms", "2.1 ms"}));
  EXPECT_EQ(texts({3e6, 20}, "W"), (std::vector<std::string>{"3 MW", "0.00002 MW"}));
}

TEST(QuantityText, ValuesWithoutAPrefixedUnitReadOnTheirOwnTerms) {
  EXPECT_EQ(texts({0.97424, 0.5}, "ratio"), (std::vector<std::string>{"97.42 %", "50 %"}));
  EXPECT_EQ(texts({1, 32}, "hops"), (std::vector<std::string>{"1 hop", "32 hops"}));
  EXPECT_EQ(texts({2.5e6, 900}, "USD"), (std::vector<std::string>{"2.50 M USD", "900 USD"}));
}

TEST(QuantityText, LongDurationsReadInMinutesHoursDaysAndYears) {
  EXPECT_EQ(text(119, "s"), "119 s");
  EXPECT_EQ(text(300, "s"), "5.0 min");
  EXPECT_EQ(text(3 * 3600, "s"), "3.0 h");
  EXPECT_EQ(text(3 * 86400, "s"), "3.0 d");
  EXPECT_EQ(text(2 * 365.25 * 86400, "s"), "2.0 years");
  EXPECT_EQ(text(263.9 * 365.25 * 86400, "s"), "263.9 years");
  EXPECT_EQ(text(13283.1 * 365.25 * 86400, "s"), "13280 years"); // four significant digits
  EXPECT_TRUE(quantityText(300, "s").unitIsWord);                // a translation changes it
  EXPECT_FALSE(quantityText(3, "s").unitIsWord);
}

TEST(QuantityText, CoolantInLitresPerMinuteAndRoomAirInCubicMetres) {
  EXPECT_EQ(text(0.002, "m^3/s"), "120 L/min");
  EXPECT_EQ(text(5, "m^3/s"), "5 m³/s");
}

TEST(QuantityText, MoneyCountsAndRates) {
  EXPECT_EQ(text(1'234'567, "USD"), "1.23 M USD");
  EXPECT_EQ(text(999.4, "CNY"), "999 CNY");
  EXPECT_EQ(text(10'240, ""), "10240");
  EXPECT_EQ(text(70.55e9, ""), "70.55 G");
  EXPECT_EQ(text(1.0834, ""), "1.083");
  EXPECT_EQ(text(3, "hops"), "3 hops");
  EXPECT_EQ(text(1, "hops"), "1 hop");
  EXPECT_TRUE(quantityText(18.47, "hops").unitIsWord);
  EXPECT_EQ(text(1 / (5.8 * 365.25 * 86400), "1/s"), "once per 5.8 years");
  EXPECT_EQ(text(2350, "1/s"), "2.35 k/s");
  EXPECT_EQ(text(0, "1/s"), "0 /s");
  EXPECT_EQ(text(0.25, "1/day"), "0.25 per day");
  EXPECT_EQ(text(45.5, "°C"), "45.5 °C");
}

// Tower water over a year in cubic metres, free cooling in hours; an ASHRAE water class by its name
// (its place in kWaterClasses, counting from 1), any other number as itself.
TEST(QuantityText, WaterHoursAndWaterClasses) {
  EXPECT_EQ(text(12'877.4, "m^3"), "12877 m³");
  EXPECT_EQ(text(6570, "h"), "6570 h");
  EXPECT_EQ(text(1, kWaterClassUnit), "W17");
  EXPECT_EQ(text(3, kWaterClassUnit), "W32");
  EXPECT_EQ(text(6, kWaterClassUnit), "W+");
  EXPECT_EQ(quantityText(6, kWaterClassUnit).form, QuantityText::Form::Name);
  EXPECT_EQ(text(7, kWaterClassUnit), "7");
  EXPECT_EQ(text(2.5, kWaterClassUnit), "2.5");
}

// Carbon in kilograms below a tonne, then in tonnes with SI prefixes (never "mt", millitonnes); an
// intensity as itself.
TEST(QuantityText, CarbonInKilogramsThenTonnes) {
  EXPECT_EQ(text(512.3, "kgCO2e"), "512.3 kg CO₂e");
  EXPECT_EQ(text(999.9, "kgCO2e"), "999.9 kg CO₂e");
  EXPECT_EQ(text(1500, "kgCO2e"), "1.5 t CO₂e");
  EXPECT_EQ(text(11'390e3, "kgCO2e"), "11.39 kt CO₂e");
  EXPECT_EQ(text(0.39, "kgCO2e/kWh"), "0.39 kg CO₂e/kWh");
  EXPECT_EQ(text(1.234e6, "tokens/s/MW"), "1.234 Mtokens/s/MW");
}

TEST(QuantityText, NoValueAndInfinityHaveTheirOwnForms) {
  EXPECT_EQ(text(std::nan(""), "W"), "n/a");
  EXPECT_EQ(text(std::numeric_limits<double>::infinity(), "s"), "∞");
  EXPECT_EQ(text(-std::numeric_limits<double>::infinity(), "s"), "−∞");
}

// Whatever the magnitude, no writer prints an exponent.
TEST(QuantityText, NeverAnExponentFromAttoToExa) {
  const std::regex exponent("[0-9][eE][+-]?[0-9]");
  for (const std::string_view unit :
       {"W", "ratio", "s", "", "m^3/s", "USD", "1/s", "1/day", "kWh", "kgCO2e", "°C", "K"})
    for (double magnitude = 1e-12; magnitude <= 1e18; magnitude *= 7.3)
      for (const double value : {magnitude, -magnitude}) {
        const std::string shown = text(value, unit);
        EXPECT_FALSE(std::regex_search(shown, exponent)) << value << " " << unit << ": " << shown;
      }
}

TEST(QuantityText, DecimalsForFourSignificantDigits) {
  EXPECT_EQ(significantDecimals(1234.5), 0);
  EXPECT_EQ(significantDecimals(12.5), 1);
  EXPECT_EQ(significantDecimals(0.012345), 5);
  EXPECT_EQ(significantDecimals(0.99995), 0); // rounds to 1
  EXPECT_EQ(significantDecimals(0), 0);
}

TEST(QuantityText, PlainNumberKeepsFourSignificantDigitsWithoutAnExponent) {
  EXPECT_EQ(plainNumber(123456.7), "123457"); // "{:.4g}" wrote 1.235e+05
  EXPECT_EQ(plainNumber(0.0123456), "0.01235");
  EXPECT_EQ(plainNumber(2.5), "2.5");
  EXPECT_EQ(plainNumber(-40.25), "-40.25");
  EXPECT_EQ(plainNumber(1e-7), "0.0000001");
}

TEST(QuantityText, InADisplayUnitPeopleChose) {
  EXPECT_EQ(plainText(quantityTextIn(1.2e15, "PFLOP/s")), "1.2 PFLOP/s");
  EXPECT_EQ(plainText(quantityTextIn(0.931, "%")), "93.1 %");
  EXPECT_EQ(plainText(quantityTextIn(1.08, "")), "1.08");
  EXPECT_EQ(plainText(quantityTextIn(std::nan(""), "kW")), "n/a");
}

TEST(Requirement, EachComparatorIsWordedOnce) {
  Criterion rule;
  rule.unit = "PFLOP/s";
  rule.threshold = 1e15;
  EXPECT_EQ(requirementText(rule), "≥ 1 PFLOP/s");
  rule.comparator = Comparator::AtMost;
  EXPECT_EQ(requirementText(rule), "≤ 1 PFLOP/s");
  rule.comparator = Comparator::Between;
  rule.unit = "kW";
  rule.threshold = 10e3;
  rule.upper = 20e3;
  EXPECT_EQ(requirementText(rule), "between 10 kW and 20 kW");
  rule.comparator = Comparator::Equal;
  rule.unit = "";
  rule.threshold = 8;
  rule.tolerance = 0.01;
  EXPECT_EQ(requirementText(rule), "= 8 (± 1 %)");
}

} // namespace
} // namespace snp::model

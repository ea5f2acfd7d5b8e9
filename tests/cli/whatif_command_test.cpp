// snplan whatif end to end: the fixes it prints, made with --set, pass the criteria as snplan
// evaluate judges them; bad levers are refused naming the field.
#include "SnplanFixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

TEST_F(SnplanTest, WhatIfEveryFixItListsPassesWhenMade) {
  // The air-cooled DGX H100 SuperPOD fails the S1 table's PUE <= 1.1 (1.27).
  const Outcome asked = snplan("whatif --preset dgx-h100-superpod --criteria default --format json");
  ASSERT_EQ(asked.exit_code, 0) << asked.err;
  const nlohmann::json answer = nlohmann::json::parse(asked.out);
  ASSERT_EQ(answer["failing"].size(), 1u);
  EXPECT_EQ(answer["failing"][0]["metric"], "cooling.pue");
  EXPECT_GT(answer["failing"][0]["value"].get<double>(), 1.1);
  ASSERT_FALSE(answer["fixes"].empty());
  EXPECT_EQ(answer["levers"].size(), 7u);
  double previous = 0;
  for (const nlohmann::json &fix : answer["fixes"]) {
    EXPECT_GE(fix["distance"].get<double>(), previous);
    previous = fix["distance"].get<double>();
    std::string settings;
    for (const char *kind : {"changes", "followed"})
      for (const nlohmann::json &change : fix[kind])
        if (change["path"] != "name")
          settings += " --set " + change["path"].get<std::string>() + "=" + change["to"].dump();
    const Outcome judged = snplan("evaluate --preset dgx-h100-superpod --criteria default" + settings);
    ASSERT_EQ(judged.exit_code, 0) << settings << "\n" << judged.err;
    EXPECT_TRUE(nlohmann::json::parse(judged.out)["criteria_summary"]["passes_must_rules"].get<bool>())
        << settings;
    EXPECT_LE(fix["rules"][0]["after"].get<double>(), 1.1);
  }
}

TEST_F(SnplanTest, WhatIfTextNamesTheChangesAndHowFarALeverGoes) {
  const Outcome asked =
      snplan("whatif --preset dgx-h100-superpod --set cooling.kind=immersion_1p "
             "--set cooling.liquid_fraction=1 --set cooling.supply_C=40 --how-far layout.cabinets");
  ASSERT_EQ(asked.exit_code, 0) << asked.err;
  EXPECT_NE(asked.out.find("It passes every must-rule"), std::string::npos) << asked.out;
  EXPECT_NE(
      asked.out.find("layout.cabinets towards 64: passes to 40; at 48 it fails: power_chain.utility_use"),
      std::string::npos)
      << asked.out;
}

TEST_F(SnplanTest, WhatIfBadLeversAndLimitsAreRefusedNamingThem) {
  const std::pair<const char *, const char *> refused[] = {
      {"--vary cooling.supply_C=50..20:5", "--vary cooling.supply_C: give FROM..TO:STEP"},
      {"--vary layout.cabinetz", "--vary layout.cabinetz: not a field"},
      {"--changes 5", "--changes"},
      {"--how-far cooling.pump_head_Pa", "--how-far cooling.pump_head_Pa: give its values"},
  };
  for (const auto &[options, expected] : refused) {
    const Outcome asked = snplan(std::string("whatif --preset seed-s1 ") + options);
    EXPECT_EQ(asked.exit_code, 2) << options;
    EXPECT_NE(asked.err.find(expected), std::string::npos) << options << "\n" << asked.err;
    EXPECT_TRUE(asked.out.empty());
  }
}

} // namespace

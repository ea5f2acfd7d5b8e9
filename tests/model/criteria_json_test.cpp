#include "model/CriteriaJson.h"

#include <gtest/gtest.h>

#include <string>

using namespace snp::model;

namespace {

bool hasProblemAt(const Problems &problems, const std::string &path) {
  for (const Problem &p : problems)
    if (p.path == path) return true;
  return false;
}

} // namespace

TEST(CriteriaJson, DefaultSetIsS1SelectionTable) {
  const CriteriaSet &set = defaultCriteriaSet();
  ASSERT_EQ(set.rules.size(), 4u);
  EXPECT_EQ(set.rules[0].metric, "compute.peak_flops_per_cabinet_16bit");
  EXPECT_EQ(set.rules[0].comparator, Comparator::AtLeast);
  EXPECT_DOUBLE_EQ(set.rules[0].threshold, 1e15);
  EXPECT_DOUBLE_EQ(set.rules[1].threshold, 32e12);
  EXPECT_DOUBLE_EQ(set.rules[2].threshold, 0.9);
  EXPECT_EQ(set.rules[3].metric, "cooling.pue");
  EXPECT_EQ(set.rules[3].comparator, Comparator::AtMost);
  EXPECT_DOUBLE_EQ(set.rules[3].threshold, 1.1);
  for (const Criterion &rule : set.rules) {
    EXPECT_TRUE(rule.must) << rule.id;
    EXPECT_FALSE(rule.description.empty()) << rule.id;
  }
}

TEST(CriteriaJson, RoundTripsEveryComparatorExactly) {
  CriteriaSet set{"Mixed", "all comparators", {}};
  set.rules.push_back({"a", "A", "cooling.pue", Comparator::AtMost, 1.1, 0, 0, "", 2, true, "x"});
  set.rules.push_back({"b", "B", "training.mfu", Comparator::AtLeast, 0.4, 0, 0, "%", 0.5, false, ""});
  set.rules.push_back(
      {"c", "C", "power.it_W", Comparator::Between, 1e5, 3.3e5, 0, "kW", 1, true, "y\n\"q\""});
  set.rules.push_back({"d", "D", "network.links", Comparator::Equal, 8128, 0, 0.01, "", 1, false, ""});
  const DecodedCriteria decoded = parseCriteriaSet(dumpCriteriaSet(set));
  ASSERT_TRUE(decoded.set) << describe(decoded.errors.front());
  EXPECT_EQ(*decoded.set, set);
}

TEST(CriteriaJson, ErrorsNameTheRuleAndField) {
  const DecodedCriteria decoded = parseCriteriaSet(R"({"name": "bad", "rules": [
      {"id": "x", "name": "X", "metric": "cooling.pue", "comparator": "~", "threshold": 1},
      {"id": "x", "name": "Y", "metric": "cooling.pue", "comparator": "between", "threshold": 2, "upper": 1},
      {"id": "z", "name": "Z", "metric": "cooling.pue", "comparator": ">=", "threshold": "one", "unit": "parsec",
       "weight": -1}]})");
  EXPECT_FALSE(decoded.set);
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[0].comparator"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[1].id"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[1].upper"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[2].threshold"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[2].unit"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[2].weight"));
}

TEST(CriteriaJson, NewerSchemaAndGarbageAreRefused) {
  EXPECT_TRUE(hasProblemAt(parseCriteriaSet(R"({"schema": 2, "name": "n", "rules": []})").errors, "schema"));
  EXPECT_FALSE(parseCriteriaSet("not json").set);
  EXPECT_FALSE(parseCriteriaSet("[]").set);
  EXPECT_TRUE(hasProblemAt(parseCriteriaSet(R"({"rules": []})").errors, "name"));
}

TEST(CriteriaJson, AMisspeltKeyIsRefusedWithItsPath) {
  const DecodedCriteria decoded = parseCriteriaSet(R"({"name": "n", "colour": "red", "rules": [
      {"id": "x", "name": "X", "metric": "cooling.pue", "comparator": "<=", "threshold": 1.1, "wieght": 2}]})");
  EXPECT_FALSE(decoded.set);
  ASSERT_EQ(decoded.errors.size(), 2u);
  EXPECT_TRUE(hasProblemAt(decoded.errors, "colour"));
  EXPECT_TRUE(hasProblemAt(decoded.errors, "rules[0].wieght"));
}

TEST(CriteriaJson, ProblemsCarryTheirTemplateForTranslation) {
  const DecodedCriteria decoded = parseCriteriaSet(R"({"name": "n", "rules": [
      {"id": "x", "name": "X", "metric": "cooling.pue", "comparator": "<=", "threshold": 1.1, "weight": -2}]})");
  ASSERT_EQ(decoded.errors.size(), 1u);
  EXPECT_EQ(describe(decoded.errors[0]), "rules[0].weight: is -2; must be >= 0");
  EXPECT_EQ(decoded.errors[0].id, "is {}; must be >= {}");
}

namespace {

// A set of `count` rules on the PUE, ids r0, r1, ..., each of weight `weight` (as JSON writes it).
std::string setOfRules(std::size_t count, const std::string &weight) {
  std::string rules;
  for (std::size_t i = 0; i < count; ++i)
    rules += (i ? ", " : "") + std::string(R"({"id": "r)") + std::to_string(i) +
             R"(", "name": "R", "metric": "cooling.pue", "comparator": "<=", "threshold": 1.1, "weight": )" +
             weight + "}";
  return R"({"name": "n", "rules": [)" + rules + "]}";
}

} // namespace

// A weight of 1e308 made every score NaN (the sum of the weights overflows): weights are bounded,
// so that the weights of the most rules a set may have add up to a finite sum.
TEST(CriteriaJson, AWeightIsBoundedSoThatEveryScoreIsFinite) {
  const DecodedCriteria heavy = parseCriteriaSet(setOfRules(2, "1e308"));
  EXPECT_FALSE(heavy.set);
  ASSERT_EQ(heavy.errors.size(), 2u);
  EXPECT_EQ(describe(heavy.errors[0]), "rules[0].weight: is 1e+308; must be in [0, 1000000]");
  EXPECT_EQ(heavy.errors[0].id, "is {}; must be in {}");
  EXPECT_TRUE(parseCriteriaSet(setOfRules(kMaxCriteriaRules, "1000000")).set);
}

// A set of 20,000 rules was read whole, and judged every candidate and sweep design by each.
TEST(CriteriaJson, ASetHasAtMostAThousandRules) {
  EXPECT_TRUE(parseCriteriaSet(setOfRules(kMaxCriteriaRules, "1")).set);
  const DecodedCriteria many = parseCriteriaSet(setOfRules(kMaxCriteriaRules + 1, "1"));
  EXPECT_FALSE(many.set);
  ASSERT_EQ(many.errors.size(), 1u);
  EXPECT_EQ(describe(many.errors[0]), "rules: has 1001 rules; a set may have at most 1000");
}

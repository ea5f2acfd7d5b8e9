// The reader criteria sets and sweep specs share: keys against one declared list, typed values
// with their range, and every problem collected with its path.

#include "model/JsonObjectReader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace snp::model {
namespace {

constexpr std::string_view kKeys[] = {"name", "count", "share", "on", "kind", "tags", "schema"};
constexpr std::string_view kKinds[] = {"air", "liquid"};

enum class Kind { Air, Liquid };

const Problem *problemAt(const Problems &problems, std::string_view path) {
  for (const Problem &problem : problems)
    if (problem.path == path) return &problem;
  return nullptr;
}

TEST(JsonObjectReader, ReadsEveryDeclaredKindOfValue) {
  const auto object = nlohmann::json::parse(
      R"({"name": "n", "count": 3, "share": 0.5, "on": false, "kind": "liquid", "tags": ["a", "b"], "schema": 1})");
  Problems problems;
  JsonObjectReader read(object, "", kKeys, problems);
  std::string name;
  int count = 0;
  double share = 0;
  bool on = true;
  Kind kind = Kind::Air;
  std::vector<std::string> tags;
  EXPECT_TRUE(read.text("name", name, Presence::Required));
  EXPECT_TRUE(read.integer("count", count, 1, 10));
  EXPECT_TRUE(read.numberAtLeast("share", share, 0));
  EXPECT_TRUE(read.flag("on", on));
  EXPECT_TRUE(read.choice("kind", kind, kKinds));
  EXPECT_TRUE(read.texts("tags", tags));
  EXPECT_TRUE(read.schema(1, Presence::Required));
  EXPECT_TRUE(problems.empty()) << describe(problems.front());
  EXPECT_EQ(name, "n");
  EXPECT_EQ(count, 3);
  EXPECT_EQ(share, 0.5);
  EXPECT_FALSE(on);
  EXPECT_EQ(kind, Kind::Liquid);
  EXPECT_EQ(tags, (std::vector<std::string>{"a", "b"}));
}

TEST(JsonObjectReader, AnUnknownKeyIsRefusedWithItsPathAndTheKeysAllowed) {
  const auto object = nlohmann::json::parse(R"({"name": "n", "nmae": "m", "a.b": 1})");
  Problems problems;
  JsonObjectReader read(object, "rules[2]", kKeys, problems);
  ASSERT_EQ(problems.size(), 2u);
  const Problem *typo = problemAt(problems, "rules[2].nmae");
  ASSERT_NE(typo, nullptr);
  EXPECT_EQ(typo->message, "is not a key here; the keys are name, count, share, on, kind, tags, schema");
  EXPECT_EQ(typo->id, "is not a key here; the keys are {}");
  EXPECT_NE(problemAt(problems, R"(rules[2]["a.b"])"), nullptr);
}

TEST(JsonObjectReader, AWrongTypeNamesTheValueAndTheTypeAndLeavesTheTarget) {
  const auto object = nlohmann::json::parse(R"({"name": 5, "on": "yes", "tags": ["a", 2]})");
  Problems problems;
  JsonObjectReader read(object, "", kKeys, problems);
  std::string name = "default";
  bool on = true;
  std::vector<std::string> tags{"kept"};
  EXPECT_FALSE(read.text("name", name));
  EXPECT_FALSE(read.flag("on", on));
  EXPECT_FALSE(read.texts("tags", tags));
  EXPECT_EQ(name, "default");
  EXPECT_TRUE(on);
  EXPECT_EQ(tags, std::vector<std::string>{"kept"});
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(describe(problems[0]), "name: is 5; must be a string");
  EXPECT_EQ(describe(problems[1]), R"(on: is "yes"; must be true or false)");
  EXPECT_EQ(describe(problems[2]), "tags[1]: is 2; must be a string");
}

TEST(JsonObjectReader, AValueOutOfRangeNamesTheRange) {
  const auto object = nlohmann::json::parse(R"({"count": 11, "share": -1, "kind": "lava", "schema": 2})");
  Problems problems;
  JsonObjectReader read(object, "part", kKeys, problems);
  int count = 0;
  double share = 0;
  Kind kind = Kind::Air;
  EXPECT_FALSE(read.integer("count", count, 1, 10));
  EXPECT_FALSE(read.numberAtLeast("share", share, 0));
  EXPECT_FALSE(read.choice("kind", kind, kKinds));
  EXPECT_FALSE(read.schema(1, Presence::Optional));
  ASSERT_EQ(problems.size(), 4u);
  EXPECT_EQ(describe(problems[0]), "part.count: is 11; must be an integer in [1, 10]");
  EXPECT_EQ(describe(problems[1]), "part.share: is -1; must be >= 0");
  EXPECT_EQ(describe(problems[2]), R"(part.kind: is "lava"; must be one of air, liquid)");
  EXPECT_EQ(describe(problems[3]),
            "part.schema: is 2, written by a newer version; this version reads schema 1");
  EXPECT_EQ(problems[2].args, (std::vector<std::string>{R"("lava")", "air, liquid"}));
}

TEST(JsonObjectReader, EveryProblemIsCollectedRequiredKeysIncluded) {
  const auto object = nlohmann::json::parse(R"({"count": 1.5, "extra": true, "share": "half"})");
  Problems problems;
  JsonObjectReader read(object, "", kKeys, problems);
  std::string name;
  int count = 0;
  double share = 0;
  read.text("name", name, Presence::Required);
  read.integer("count", count, 1, 10);
  read.number("share", share);
  read.schema(1, Presence::Required);
  ASSERT_EQ(problems.size(), 5u);
  for (const char *path : {"extra", "name", "count", "share", "schema"})
    EXPECT_NE(problemAt(problems, path), nullptr) << path;
  EXPECT_EQ(problemAt(problems, "name")->message, "is missing; must be a string");
}

TEST(JsonObjectReader, AValueThatIsNotAnObjectIsOneProblem) {
  Problems problems;
  JsonObjectReader read(nlohmann::json::array(), "axes[0]", kKeys, problems);
  std::string name;
  EXPECT_FALSE(read.text("name", name, Presence::Required));
  EXPECT_EQ(read.find("name"), nullptr);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(describe(problems[0]), "axes[0]: is an array; must be an object");
}

} // namespace
} // namespace snp::model

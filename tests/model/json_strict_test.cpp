// Strict JSON on every input: one value per key, the whole text, bounded nesting. Each of these
// documents used to be accepted (last key wins, a NUL ended the text) or, nested deep enough, to
// overflow the stack in a recursive copy.

#include "model/CriteriaJson.h"
#include "model/JsonCodec.h"
#include "model/JsonStrict.h"
#include "model/Presets.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

namespace snp::model {
namespace {

using namespace std::string_literals;

std::string nested(int levels, const std::string &inner = "1") {
  return std::string(levels, '[') + inner + std::string(levels, ']');
}

TEST(StrictJson, ARepeatedKeyIsRefusedWithItsPath) {
  const Decoded top = parseConfig(R"({"schema": 2, "schema": 1})");
  ASSERT_EQ(top.errors.size(), 1u);
  EXPECT_EQ(top.errors[0].path, "schema");
  EXPECT_FALSE(top.config);

  // The earlier value was a type error that last-wins hid.
  const Decoded inner = parseConfig(R"({"accelerator": {"tdp_W": "hot", "tdp_W": 700}})");
  ASSERT_EQ(inner.errors.size(), 1u);
  EXPECT_EQ(inner.errors[0].path, "accelerator.tdp_W");
  EXPECT_NE(inner.errors[0].message.find("twice"), std::string::npos);

  const Decoded element = parseConfig(R"({"site": {"climate": [{"hours": 1}, {"hours": 2, "hours": 3}]}})");
  ASSERT_EQ(element.errors.size(), 1u);
  EXPECT_EQ(element.errors[0].path, "site.climate[1].hours");

  // The same key in different objects is fine.
  EXPECT_FALSE(strictJsonProblem(R"({"a": {"x": 1}, "b": {"x": 2}})"));
}

TEST(StrictJson, BytesAfterANulAreNotIgnored) {
  const std::string text = dumpConfig(*findPreset("seed-s1"));
  ASSERT_TRUE(parseConfig(text).config);
  const std::string damaged = text + "\0{\"schema\": 99}"s;
  const Decoded decoded = parseConfig(damaged);
  EXPECT_FALSE(decoded.config);
  ASSERT_EQ(decoded.errors.size(), 1u);
  EXPECT_EQ(decoded.errors[0].message,
            "invalid JSON at byte " + std::to_string(text.size()) + ": a NUL byte");
  EXPECT_TRUE(strictJsonProblem("{} x"));
}

TEST(StrictJson, NestingIsBoundedAtEveryInput) {
  EXPECT_FALSE(strictJsonProblem(nested(kMaxJsonDepth)));
  const auto deeper = strictJsonProblem(nested(kMaxJsonDepth + 1));
  ASSERT_TRUE(deeper);
  EXPECT_NE(deeper->message.find("deeper than 64"), std::string::npos);
  std::string path; // the innermost array that may not open: [0] in each of the 64 around it
  for (int i = 0; i < kMaxJsonDepth; ++i)
    path += "[0]";
  EXPECT_EQ(deeper->path, path);

  // Far deeper than any stack could recurse: refused, not a crash.
  const Decoded huge = parseConfig(R"({"notes": )" + nested(1'000'000) + "}");
  EXPECT_FALSE(huge.config);
  ASSERT_EQ(huge.errors.size(), 1u);
  EXPECT_EQ(huge.errors[0].path.substr(0, 9), "notes[0][");

  const DecodedCriteria criteria = parseCriteriaSet(R"({"name": "x", "rules": )" + nested(100) + "}");
  EXPECT_FALSE(criteria.errors.empty());
}

TEST(StrictJson, SettingPathsAndValuesAreStrictToo) {
  nlohmann::json document = toJson(*findPreset("seed-s1"));
  const nlohmann::json before = document;

  std::string deep = "name";
  for (int i = 0; i < 65'000; ++i)
    deep += ".k";
  const auto tooDeep = applySetting(document, deep + "=1");
  ASSERT_TRUE(tooDeep);
  EXPECT_NE(tooDeep->message.find("deeper than 64"), std::string::npos);

  const auto repeated = applySetting(document, R"(site.climate=[{"hours": 1, "hours": 2}])");
  ASSERT_TRUE(repeated);
  EXPECT_EQ(repeated->path, "site.climate[0].hours");

  EXPECT_FALSE(applySetting(document, "name=plain text")); // not JSON: a string, as before
  EXPECT_EQ(document.at("name"), "plain text");
  document.at("name") = before.at("name");
  EXPECT_EQ(document, before); // the refused settings changed nothing
}

} // namespace
} // namespace snp::model

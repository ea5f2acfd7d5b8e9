// The field table (model/FieldTable.h) against the configuration it describes: every field of a
// Config has one entry, every entry resolves with FieldAccess as the type it says, and what the
// table tells of a field holds together.

#include "FieldProbe.h"
#include "NumberPaths.h"
#include "model/FieldAccess.h"
#include "model/FieldTable.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string>

namespace snp::model {
namespace {

using test::reachablePath;
using test::withRoomFor;

// What a sweep can do with a field of each type (FieldAccess's kinds).
FieldKind sweepKind(FieldType type) {
  switch (type) {
  case FieldType::Integer: return FieldKind::Integer;
  case FieldType::Real: return FieldKind::Real;
  case FieldType::Flag: return FieldKind::Flag;
  case FieldType::Choice: return FieldKind::Choice;
  case FieldType::IntegerList: return FieldKind::IntegerList;
  default: return FieldKind::Other;
  }
}

// Whether a JSON value is what a field of `type` holds.
bool holds(FieldType type, const nlohmann::json &value) {
  switch (type) {
  case FieldType::Integer: return value.is_number_integer();
  case FieldType::Real: return value.is_number();
  case FieldType::Flag: return value.is_boolean();
  case FieldType::Choice:
  case FieldType::Text: return value.is_string();
  case FieldType::IntegerList:
  case FieldType::FlagList:
  case FieldType::RecordList: return value.is_array();
  }
  return false;
}

// A Config with one element in every record list, so that every field of its elements is there.
Config withEveryElement() {
  Config config;
  for (const Field &field : fieldTable())
    config = withRoomFor(field, config);
  return config;
}

TEST(FieldTable, EveryNumberFlagAndChoiceOfAConfigHasAnEntry) {
  snp::test::NumberPaths paths;
  paths.visit("", withEveryElement());
  // An element of a list of numbers is its list's.
  const auto entryOf = [](std::string path) {
    if (path.ends_with(']')) path.erase(path.rfind('['));
    return findField(path);
  };
  for (const std::string &path : paths.reals)
    EXPECT_TRUE(entryOf(path) && entryOf(path)->type == FieldType::Real) << path;
  for (const std::string &path : paths.integers) {
    const Field *field = entryOf(path);
    EXPECT_TRUE(field && (field->type == FieldType::Integer || field->type == FieldType::IntegerList))
        << path;
  }
  for (const std::string &path : paths.flags) {
    const Field *field = entryOf(path);
    EXPECT_TRUE(field && (field->type == FieldType::Flag || field->type == FieldType::FlagList)) << path;
  }
  for (const auto &[path, names] : paths.choices) {
    const Field *field = entryOf(path);
    ASSERT_TRUE(field && field->type == FieldType::Choice) << path;
    EXPECT_TRUE(std::ranges::equal(field->choices, names)) << path;
  }
}

TEST(FieldTable, EveryEntryResolvesAsItsType) {
  std::set<std::string> seen;
  for (const Field &field : fieldTable()) {
    EXPECT_TRUE(seen.insert(field.path).second) << field.path << " is listed twice";
    const Config config = withRoomFor(field, Config{});
    const std::string path = reachablePath(field);
    const std::optional<FieldAccess> access = FieldAccess::resolve(path, config);
    ASSERT_TRUE(access) << path << " does not resolve as a " << int(field.type);
    EXPECT_EQ(access->kind(), sweepKind(field.type)) << path;
    EXPECT_TRUE(holds(field.type, fieldValue(config, path))) << path << " holds " << fieldValue(config, path);
    EXPECT_EQ(findField(path), &field) << path;
  }
}

TEST(FieldTable, ChoicesAreTheNamesFieldAccessTakes) {
  for (const Field &field : fieldTable()) {
    if (field.type != FieldType::Choice) continue;
    Config config;
    const FieldAccess access = *FieldAccess::resolve(field.path, config);
    for (std::string_view name : field.choices)
      EXPECT_EQ(access.set(config, std::string(name)), "") << field.path << " = " << name;
    EXPECT_EQ(access.set(config, "no such name"), fmt::format("is one of {}", fmt::join(field.choices, ", ")))
        << field.path;
  }
}

TEST(FieldTable, EveryEntrySaysWhatItIsAndWhenItMatters) {
  for (const Field &field : fieldTable()) {
    EXPECT_FALSE(field.label.empty()) << field.path;
    EXPECT_FALSE(field.description.empty()) << field.path;
    EXPECT_EQ(field.type == FieldType::Choice, !field.choices.empty()) << field.path;
    const bool number = field.type == FieldType::Integer || field.type == FieldType::Real ||
                        field.type == FieldType::IntegerList;
    EXPECT_TRUE(number || !field.range.bounded()) << field.path << " is no number but has a range";
    EXPECT_TRUE(field.type == FieldType::Real || field.unit.empty()) << field.path;
    EXPECT_LE(field.range.low, field.range.high) << field.path;
    if (field.usedWhenPath.empty()) continue;
    // The control is a flag or a choice the table lists, and the value one it can take.
    const Field *control = findField(field.usedWhenPath);
    ASSERT_TRUE(control) << field.path << " depends on " << field.usedWhenPath;
    const nlohmann::json value = nlohmann::json::parse(field.usedWhenValue);
    Config config;
    EXPECT_EQ(FieldAccess::resolve(control->path, config)->set(config, value), "") << field.path;
  }
}

TEST(FieldTable, TheTiersShareTheirFields) {
  // docs/config-schema.md documents the tier once, for both.
  std::size_t tierFields = 0;
  for (const Field &up : fieldTable()) {
    if (!up.path.starts_with("network.scale_up.")) continue;
    ++tierFields;
    const std::string outPath = "network.scale_out." + up.path.substr(17);
    const Field *out = findField(outPath);
    ASSERT_TRUE(out) << outPath;
    EXPECT_EQ(out->type, up.type) << outPath;
    EXPECT_EQ(out->unit, up.unit) << outPath;
    EXPECT_EQ(out->range.low, up.range.low) << outPath;
    EXPECT_EQ(out->range.high, up.range.high) << outPath;
    EXPECT_EQ(out->range.lowIncluded, up.range.lowIncluded) << outPath;
    EXPECT_EQ(out->range.highIncluded, up.range.highIncluded) << outPath;
    EXPECT_STREQ(out->description.text(), up.description.text()) << outPath;
    EXPECT_STREQ(out->note, up.note) << outPath;
    EXPECT_EQ(out->usedWhenValue, up.usedWhenValue) << outPath;
    EXPECT_EQ(out->rangeAlways, up.rangeAlways) << outPath;
  }
  EXPECT_GT(tierFields, 10u);
}

} // namespace
} // namespace snp::model

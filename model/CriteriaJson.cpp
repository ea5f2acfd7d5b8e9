#include "model/CriteriaJson.h"

#include "model/DisplayUnits.h"
#include "model/JsonStrict.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <set>
#include <stdexcept>

namespace snp::model {

// The text of resources/criteria/s1-selection.json, embedded by CMake (DefaultCriteria.cpp).
extern const std::string_view kDefaultCriteriaJson;

namespace {

using nlohmann::ordered_json;

std::string_view comparatorName(Comparator c) { return kComparatorNames[static_cast<int>(c)]; }

// Reads one rule; every problem is reported with its path under `at`.
class RuleReader {
public:
  RuleReader(const ordered_json &rule, std::string at, Problems &errors)
      : rule_(rule), at_(std::move(at)), errors_(errors) {}

  std::string text(const char *key, bool required) {
    if (!rule_.contains(key)) {
      if (required) report(key, "is missing; must be a string");
      return {};
    }
    if (!rule_[key].is_string()) {
      report(key, fmt::format("is {}; must be a string", rule_[key].dump()));
      return {};
    }
    return rule_[key].get<std::string>();
  }

  double number(const char *key, double fallback, bool required) {
    if (!rule_.contains(key)) {
      if (required) report(key, "is missing; must be a finite number");
      return fallback;
    }
    const auto &value = rule_[key];
    if (!value.is_number() || !std::isfinite(value.get<double>())) {
      report(key, fmt::format("is {}; must be a finite number", value.dump()));
      return fallback;
    }
    return value.get<double>();
  }

  bool flag(const char *key, bool fallback) {
    if (!rule_.contains(key)) return fallback;
    if (!rule_[key].is_boolean()) {
      report(key, fmt::format("is {}; must be true or false", rule_[key].dump()));
      return fallback;
    }
    return rule_[key].get<bool>();
  }

  void report(std::string_view key, std::string message) {
    errors_.push_back({fmt::format("{}.{}", at_, key), std::move(message)});
  }

private:
  const ordered_json &rule_;
  std::string at_;
  Problems &errors_;
};

Criterion readRule(const ordered_json &rule, const std::string &at, Problems &errors) {
  RuleReader read(rule, at, errors);
  Criterion c;
  c.id = read.text("id", true);
  c.name = read.text("name", true);
  c.metric = read.text("metric", true);
  const std::string comparator = read.text("comparator", true);
  bool known = comparator.empty();
  for (int i = 0; i < 4; ++i)
    if (kComparatorNames[i] == comparator) {
      c.comparator = static_cast<Comparator>(i);
      known = true;
    }
  if (!known)
    read.report("comparator", fmt::format("is \"{}\"; must be one of >=, <=, =, between", comparator));
  c.threshold = read.number("threshold", 0, true);
  c.upper = read.number("upper", 0, c.comparator == Comparator::Between);
  c.tolerance = read.number("tolerance", 0, false);
  c.unit = read.text("unit", false);
  c.weight = read.number("weight", 1, false);
  c.must = read.flag("must", true);
  c.description = read.text("description", false);
  if (!findDisplayUnit(c.unit))
    read.report("unit",
                fmt::format("is \"{}\"; not a unit this version knows (e.g. kW, TB/s, PFLOP/s, %)", c.unit));
  if (c.weight < 0) read.report("weight", fmt::format("is {}; must be >= 0", c.weight));
  if (c.tolerance < 0) read.report("tolerance", fmt::format("is {}; must be >= 0", c.tolerance));
  if (c.comparator == Comparator::Between && c.upper < c.threshold)
    read.report("upper", fmt::format("is {}; must be >= threshold ({})", c.upper, c.threshold));
  return c;
}

} // namespace

std::string dumpCriteriaSet(const CriteriaSet &set) {
  ordered_json rules = ordered_json::array();
  for (const Criterion &c : set.rules) {
    ordered_json rule = {{"id", c.id},
                         {"name", c.name},
                         {"metric", c.metric},
                         {"comparator", comparatorName(c.comparator)},
                         {"threshold", c.threshold}};
    if (c.comparator == Comparator::Between) rule["upper"] = c.upper;
    if (c.comparator == Comparator::Equal) rule["tolerance"] = c.tolerance;
    rule["unit"] = c.unit;
    rule["weight"] = c.weight;
    rule["must"] = c.must;
    rule["description"] = c.description;
    rules.push_back(std::move(rule));
  }
  ordered_json document = {{"schema", kCriteriaSchemaVersion},
                           {"name", set.name},
                           {"description", set.description},
                           {"rules", std::move(rules)}};
  return document.dump(2);
}

DecodedCriteria parseCriteriaSet(std::string_view text) {
  DecodedCriteria decoded;
  if (std::optional<Problem> problem = strictJsonProblem(text)) {
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  const ordered_json document = ordered_json::parse(text, nullptr, false);
  if (!document.is_object()) {
    decoded.errors.push_back({"", "must be a JSON object with \"name\" and \"rules\""});
    return decoded;
  }
  if (document.contains("schema")) {
    const auto &schema = document["schema"];
    if (!schema.is_number_integer() || schema.get<long long>() < 1)
      decoded.errors.push_back({"schema", fmt::format("is {}; must be an integer >= 1", schema.dump())});
    else if (schema.get<long long>() > kCriteriaSchemaVersion)
      decoded.errors.push_back({"schema", fmt::format("written by a newer version (schema {}); this version "
                                                      "reads schema {}",
                                                      schema.get<long long>(), kCriteriaSchemaVersion)});
  }
  CriteriaSet set;
  if (document.contains("name") && document["name"].is_string())
    set.name = document["name"];
  else
    decoded.errors.push_back({"name", "is missing or not a string; a criteria set needs a name"});
  if (document.contains("description") && document["description"].is_string())
    set.description = document["description"];
  if (!document.contains("rules") || !document["rules"].is_array()) {
    decoded.errors.push_back({"rules", "is missing or not an array of rules"});
    return decoded;
  }
  std::set<std::string> ids;
  const auto &rules = document["rules"];
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const std::string at = fmt::format("rules[{}]", i);
    if (!rules[i].is_object()) {
      decoded.errors.push_back({at, "must be an object"});
      continue;
    }
    Criterion rule = readRule(rules[i], at, decoded.errors);
    if (!rule.id.empty() && !ids.insert(rule.id).second)
      decoded.errors.push_back(
          {at + ".id", fmt::format("is \"{}\", which an earlier rule has; ids must be unique", rule.id)});
    set.rules.push_back(std::move(rule));
  }
  if (decoded.errors.empty()) decoded.set = std::move(set);
  return decoded;
}

const CriteriaSet &defaultCriteriaSet() {
  static const CriteriaSet set = [] {
    DecodedCriteria decoded = parseCriteriaSet(kDefaultCriteriaJson);
    if (!decoded.set) throw std::logic_error("the bundled default criteria set does not parse");
    return *decoded.set;
  }();
  return set;
}

} // namespace snp::model

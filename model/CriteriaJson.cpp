#include "model/CriteriaJson.h"

#include "model/DisplayUnits.h"
#include "model/JsonObjectReader.h"
#include "model/JsonStrict.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <set>
#include <stdexcept>

namespace snp::model {

// The text of resources/criteria/s1-selection.json, embedded by CMake (DefaultCriteria.cpp).
extern const std::string_view kDefaultCriteriaJson;

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

// The keys a set and each of its rules may have (docs/criteria.md).
constexpr std::string_view kSetKeys[] = {"schema", "name", "description", "rules"};
constexpr std::string_view kRuleKeys[] = {"id",        "name", "metric", "comparator", "threshold",  "upper",
                                          "tolerance", "unit", "weight", "must",       "description"};

std::string_view comparatorName(Comparator c) { return kComparatorNames[static_cast<int>(c)]; }

Criterion readRule(const json &rule, std::string at, Problems &errors) {
  JsonObjectReader read(rule, std::move(at), kRuleKeys, errors);
  Criterion c;
  read.text("id", c.id, Presence::Required);
  read.text("name", c.name, Presence::Required);
  read.text("metric", c.metric, Presence::Required);
  read.choice("comparator", c.comparator, kComparatorNames, Presence::Required);
  read.number("threshold", c.threshold, Presence::Required);
  read.number("upper", c.upper,
              c.comparator == Comparator::Between ? Presence::Required : Presence::Optional);
  read.numberAtLeast("tolerance", c.tolerance, 0);
  read.text("unit", c.unit);
  if (read.numberAtLeast("weight", c.weight, 0) && c.weight > kMaxCriterionWeight)
    read.report("weight", SNP_MESSAGE("Validation", "is {}; must be in {}"), c.weight,
                fmt::format("[0, {}]", kMaxCriterionWeight));
  read.flag("must", c.must);
  read.text("description", c.description);
  if (!findDisplayUnit(c.unit))
    read.report(
        "unit",
        SNP_MESSAGE("Validation", "is \"{}\"; not a unit this version knows (e.g. kW, TB/s, PFLOP/s, %)"),
        c.unit);
  if (c.comparator == Comparator::Between && c.upper < c.threshold)
    read.report("upper", SNP_MESSAGE("Validation", "is {}; must be >= threshold ({})"), c.upper, c.threshold);
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
  const json document = json::parse(text, nullptr, false);
  JsonObjectReader read(document, "", kSetKeys, decoded.errors);
  read.schema(kCriteriaSchemaVersion, Presence::Optional);
  CriteriaSet set;
  read.text("name", set.name, Presence::Required);
  read.text("description", set.description);
  std::set<std::string> ids;
  const json *rules = read.list("rules", Presence::Required);
  if (rules && rules->size() > kMaxCriteriaRules) {
    read.report("rules", SNP_MESSAGE("Validation", "has {} rules; a set may have at most {}"), rules->size(),
                kMaxCriteriaRules);
    rules = nullptr; // and none of them is read
  }
  for (std::size_t i = 0; rules && i < rules->size(); ++i) {
    const std::string at = fmt::format("rules[{}]", i);
    Criterion rule = readRule((*rules)[i], at, decoded.errors);
    if (!rule.id.empty() && !ids.insert(rule.id).second)
      decoded.errors.push_back(problemOf(
          at + ".id", SNP_MESSAGE("Validation", "is \"{}\", which an earlier rule has; ids must be unique"),
          rule.id));
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

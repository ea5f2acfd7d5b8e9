#include "model/JsonObjectReader.h"

#include "model/JsonMessageText.h"

#include <nlohmann/json.hpp>

#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace snp::model {

using nlohmann::json;

JsonObjectReader::JsonObjectReader(const json &object, std::string path,
                                   std::span<const std::string_view> keys, Problems &problems)
    : object_(object), isObject_(object.is_object()), path_(std::move(path)), problems_(problems) {
  if (!isObject_) {
    problems_.push_back(
        problemOf(path_, SNP_MESSAGE("Validation", "is {}; must be an object"), describeJsonValue(object)));
    return;
  }
  for (const auto &[key, value] : object.items())
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      std::string keyPath = path_;
      appendJsonKey(keyPath, key);
      problems_.push_back(problemOf(std::move(keyPath),
                                    SNP_MESSAGE("Validation", "is not a key here; the keys are {}"),
                                    fmt::format("{}", fmt::join(keys, ", "))));
    }
}

std::string JsonObjectReader::pathOf(std::string_view key) const {
  std::string path = path_;
  appendJsonKey(path, key);
  return path;
}

const json *JsonObjectReader::find(std::string_view key) const {
  if (!isObject_) return nullptr;
  const auto found = object_.find(key);
  return found == object_.end() ? nullptr : &*found;
}

bool JsonObjectReader::text(std::string_view key, std::string &out, Presence presence) {
  const json *value = given(key, presence, SNP_MESSAGE("Validation", "is missing; must be a string"));
  if (!value) return false;
  if (!value->is_string()) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be a string"), describeJsonValue(*value));
    return false;
  }
  out = value->get<std::string>();
  return true;
}

bool JsonObjectReader::number(std::string_view key, double &out, Presence presence) {
  const json *value = given(key, presence, SNP_MESSAGE("Validation", "is missing; must be a finite number"));
  if (!value) return false;
  if (!value->is_number() || !std::isfinite(value->get<double>())) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be a finite number"), describeJsonValue(*value));
    return false;
  }
  out = value->get<double>();
  return true;
}

bool JsonObjectReader::numberAtLeast(std::string_view key, double &out, double low, Presence presence) {
  double number = 0;
  if (!this->number(key, number, presence)) return false;
  if (number < low) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be >= {}"), number, low);
    return false;
  }
  out = number;
  return true;
}

bool JsonObjectReader::integer(std::string_view key, int &out, int low, int high, Presence presence) {
  const json *value = given(
      key, presence, SNP_MESSAGE("Validation", "is missing; must be an integer in [{}, {}]"), low, high);
  if (!value) return false;
  const double number = value->is_number() ? value->get<double>() : std::nan("");
  if (!(number >= low && number <= high && std::trunc(number) == number)) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be an integer in [{}, {}]"), describeJsonValue(*value),
           low, high);
    return false;
  }
  out = static_cast<int>(number);
  return true;
}

bool JsonObjectReader::flag(std::string_view key, bool &out) {
  const json *value = find(key);
  if (!value) return false;
  if (!value->is_boolean()) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be true or false"), describeJsonValue(*value));
    return false;
  }
  out = value->get<bool>();
  return true;
}

bool JsonObjectReader::choiceIndex(std::string_view key, std::size_t &index,
                                   std::span<const std::string_view> names, Presence presence) {
  const std::string allowed = fmt::format("{}", fmt::join(names, ", "));
  const json *value =
      given(key, presence, SNP_MESSAGE("Validation", "is missing; must be one of {}"), allowed);
  if (!value) return false;
  const auto found = value->is_string()
                         ? std::find(names.begin(), names.end(), value->get_ref<const std::string &>())
                         : names.end();
  if (found == names.end()) {
    report(key, SNP_MESSAGE("Validation", "is {}; must be one of {}"), describeJsonValue(*value), allowed);
    return false;
  }
  index = static_cast<std::size_t>(found - names.begin());
  return true;
}

const json *JsonObjectReader::list(std::string_view key, Presence presence) {
  const json *value = given(key, presence, SNP_MESSAGE("Validation", "is missing; must be a list"));
  if (!value || value->is_array()) return value;
  report(key, SNP_MESSAGE("Validation", "is {}; must be a list"), describeJsonValue(*value));
  return nullptr;
}

bool JsonObjectReader::texts(std::string_view key, std::vector<std::string> &out, Presence presence) {
  const json *values = list(key, presence);
  if (!values) return false;
  std::vector<std::string> read;
  for (std::size_t i = 0; i < values->size(); ++i) {
    const json &value = (*values)[i];
    if (value.is_string())
      read.push_back(value.get<std::string>());
    else
      problems_.push_back(problemOf(fmt::format("{}[{}]", pathOf(key), i),
                                    SNP_MESSAGE("Validation", "is {}; must be a string"),
                                    describeJsonValue(value)));
  }
  if (read.size() < values->size()) return false;
  out = std::move(read);
  return true;
}

bool JsonObjectReader::schema(int current, Presence presence) {
  const json *value = find("schema");
  const double version = value && value->is_number() ? value->get<double>() : 0;
  if (!(version > current && std::trunc(version) == version)) {
    int read = 0;
    return integer("schema", read, 1, current, presence);
  }
  report("schema",
         SNP_MESSAGE("Validation", "is {}, written by a newer version; this version reads schema {}"),
         describeJsonValue(*value), current);
  return false;
}

} // namespace snp::model

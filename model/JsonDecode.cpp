#include "model/JsonCodec.h"
#include "model/JsonFields.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace snp::model {

namespace {

using nlohmann::json;

std::string childPath(const std::string &parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

std::string elementPath(const std::string &parent, std::size_t index) {
  return parent + "[" + std::to_string(index) + "]";
}

// A value as messages show it: scalars as written (cut short), containers by kind only, so a
// huge or deeply nested value never ends up in a message.
std::string describeValue(const json &value) {
  switch (value.type()) {
  case json::value_t::object: return "an object";
  case json::value_t::array: return "an array";
  case json::value_t::number_float: return fmt::format("{}", value.get<double>());
  default: {
    constexpr std::size_t kMaxLength = 60;
    std::string text = value.dump(-1, ' ', true, json::error_handler_t::replace);
    if (text.size() > kMaxLength) text = text.substr(0, kMaxLength) + "...";
    return text;
  }
  }
}

bool isWholeNumber(const json &value) {
  if (value.is_number_integer()) return true;
  if (!value.is_number_float()) return false;
  const double number = value.get<double>();
  return std::isfinite(number) && std::trunc(number) == number;
}

// Fits in int; only meaningful for whole numbers.
bool fitsInInt(const json &value) {
  constexpr auto kMin = std::numeric_limits<int>::min();
  constexpr auto kMax = std::numeric_limits<int>::max();
  if (value.is_number_unsigned()) return value.get<std::uint64_t>() <= static_cast<std::uint64_t>(kMax);
  if (value.is_number_integer()) {
    const auto number = value.get<std::int64_t>();
    return number >= kMin && number <= kMax;
  }
  const double number = value.get<double>();
  return number >= kMin && number <= kMax;
}

// Reads typed values, collecting type errors and unknown keys with their field paths. A value
// with an error leaves its target untouched; the caller drops the whole config then.
class Reader {
public:
  Problems errors;
  Problems warnings;

  void read(const json &value, const std::string &path, double &out) {
    if (!value.is_number()) return expected(path, "a number", value);
    const double number = value.get<double>();
    if (!std::isfinite(number)) return expected(path, "a finite number", value);
    out = number;
  }

  void read(const json &value, const std::string &path, int &out) {
    if (!isWholeNumber(value)) return expected(path, "an integer", value);
    if (!fitsInInt(value))
      return expected(path,
                      fmt::format("an integer from {} to {}", std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max()),
                      value);
    out = value.is_number_float() ? static_cast<int>(value.get<double>()) : value.get<int>();
  }

  void read(const json &value, const std::string &path, bool &out) {
    if (!value.is_boolean()) return expected(path, "true or false", value);
    out = value.get<bool>();
  }

  void read(const json &value, const std::string &path, std::string &out) {
    if (!value.is_string()) return expected(path, "a string", value);
    out = value.get<std::string>();
  }

  template <NamedEnum E> void read(const json &value, const std::string &path, E &out) {
    const auto names = enumNames(out);
    const auto allowed = fmt::format("one of {}", fmt::join(names, ", "));
    if (!value.is_string()) return expected(path, allowed, value);
    const auto found = std::find(names.begin(), names.end(), value.get<std::string>());
    if (found == names.end()) return expected(path, allowed, value);
    out = static_cast<E>(found - names.begin());
  }

  void read(const json &value, const std::string &path, std::array<double, kPrecisionCount> &out) {
    if (!value.is_object()) return expected(path, "an object keyed by precision", value);
    for (std::size_t i = 0; i < kPrecisionCount; ++i)
      if (const auto entry = value.find(kPrecisionNames[i]); entry != value.end())
        read(*entry, childPath(path, kPrecisionNames[i]), out[i]);
    warnUnknownKeys(value, path, kPrecisionNames);
  }

  template <class T> void read(const json &value, const std::string &path, std::vector<T> &out) {
    if (!value.is_array()) return expected(path, "an array", value);
    std::vector<T> elements(value.size());
    for (std::size_t i = 0; i < elements.size(); ++i) readElement(value[i], elementPath(path, i), elements[i]);
    out = std::move(elements);
  }

  // Keys in allowedExtra belong to the caller (the top-level "schema") and are not warned about.
  template <HasJsonFields T>
  void read(const json &value, const std::string &path, T &out,
            std::span<const std::string_view> allowedExtra = {}) {
    if (!value.is_object()) return expected(path, "an object", value);
    std::vector<std::string_view> known(allowedExtra.begin(), allowedExtra.end());
    forEachField(out, [&](std::string_view key, auto &member) {
      known.push_back(key);
      if (const auto entry = value.find(key); entry != value.end()) read(*entry, childPath(path, key), member);
    });
    warnUnknownKeys(value, path, known);
  }

private:
  template <class T> void readElement(const json &value, const std::string &path, T &out) {
    read(value, path, out);
  }

  // std::vector<bool> hands out proxies, not bool&.
  void readElement(const json &value, const std::string &path, std::vector<bool>::reference out) {
    bool element = false;
    read(value, path, element);
    out = element;
  }

  void expected(const std::string &path, std::string_view what, const json &value) {
    errors.push_back({path, fmt::format("expected {}, got {}", what, describeValue(value))});
  }

  void warnUnknownKeys(const json &object, const std::string &path, std::span<const std::string_view> known) {
    for (const auto &[key, value] : object.items())
      if (std::find(known.begin(), known.end(), key) == known.end())
        warnings.push_back({childPath(path, key), "unknown key, ignored"});
  }
};

std::optional<Problem> schemaProblem(const json &document) {
  const auto schema = document.find("schema");
  if (schema == document.end()) return std::nullopt; // files from before versioning are schema 1
  if (!isWholeNumber(*schema) || schema->get<double>() < 1)
    return Problem{"schema", fmt::format("expected a schema version (an integer from 1), got {}",
                                         describeValue(*schema))};
  if (schema->get<double>() > kSchemaVersion)
    return Problem{"schema", fmt::format("written by a newer version (schema {}); this version reads schema {}",
                                         describeValue(*schema), kSchemaVersion)};
  return std::nullopt;
}

} // namespace

Decoded fromJson(const json &document) {
  Decoded decoded;
  if (!document.is_object()) {
    decoded.errors.push_back({"", "expected a configuration (a JSON object), got " + describeValue(document)});
    return decoded;
  }
  if (auto problem = schemaProblem(document)) {
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  static constexpr std::string_view kTopLevelKeys[] = {"schema"};
  Reader reader;
  Config config;
  reader.read(document, "", config, kTopLevelKeys);
  decoded.warnings = std::move(reader.warnings);
  if (reader.errors.empty())
    decoded.config = std::move(config);
  else
    decoded.errors = std::move(reader.errors);
  return decoded;
}

} // namespace snp::model

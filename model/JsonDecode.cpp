#include "model/JsonCodec.h"
#include "model/JsonFields.h"
#include "model/JsonMessageText.h"
#include "model/JsonStrict.h"
#include "model/JsonUpgrade.h"
#include "model/JsonUtf8.h"
#include "model/Validation.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

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

  void read(const json &value, double &out) {
    if (!value.is_number()) return expected("a number", value);
    const double number = value.get<double>();
    if (!std::isfinite(number)) return expected("a finite number", value);
    out = number;
  }

  void read(const json &value, int &out) {
    if (!isWholeNumber(value)) return expected("an integer", value);
    if (!fitsInInt(value))
      return expected(fmt::format("an integer from {} to {}", std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max()),
                      value);
    out = value.is_number_float() ? static_cast<int>(value.get<double>()) : value.get<int>();
  }

  void read(const json &value, bool &out) {
    if (!value.is_boolean()) return expected("true or false", value);
    out = value.get<bool>();
  }

  void read(const json &value, std::string &out) {
    if (!value.is_string()) return expected("a string", value);
    const auto &text = value.get_ref<const std::string &>();
    if (!isValidUtf8(text)) return expected("a UTF-8 string", value);
    out = text;
  }

  template <NamedEnum E> void read(const json &value, E &out) {
    const auto names = enumNames(out);
    const auto found = value.is_string()
                           ? std::find(names.begin(), names.end(), value.get_ref<const std::string &>())
                           : names.end();
    if (found == names.end()) return expected(fmt::format("one of {}", fmt::join(names, ", ")), value);
    out = static_cast<E>(found - names.begin());
  }

  void read(const json &value, std::array<double, kPrecisionCount> &out) {
    if (!value.is_object()) return expected("an object keyed by precision", value);
    std::size_t knownKeys = 0;
    for (std::size_t i = 0; i < kPrecisionCount; ++i)
      if (const auto entry = value.find(kPrecisionNames[i]); entry != value.end()) {
        ++knownKeys;
        readMember(kPrecisionNames[i], *entry, out[i]);
      }
    if (knownKeys < value.size()) warnUnknownKeys(value, kPrecisionNames);
  }

  template <class T> void read(const json &value, std::vector<T> &out) {
    if (!value.is_array()) return expected("an array", value);
    std::vector<T> elements(value.size());
    for (std::size_t i = 0; i < elements.size(); ++i) {
      const std::size_t parentLength = path_.size();
      path_ += fmt::format("[{}]", i);
      readElement(value[i], elements[i]);
      path_.resize(parentLength);
    }
    out = std::move(elements);
  }

  // Keys in allowedExtra belong to the caller (the top-level "schema") and are not warned about.
  template <HasJsonFields T>
  void read(const json &value, T &out, std::span<const std::string_view> allowedExtra = {}) {
    if (!value.is_object()) return expected("an object", value);
    auto knownKeys = static_cast<std::size_t>(std::count_if(allowedExtra.begin(), allowedExtra.end(),
                                                            [&](auto key) { return value.contains(key); }));
    forEachField(out, [&](std::string_view key, auto &member) {
      if (const auto entry = value.find(key); entry != value.end()) {
        ++knownKeys;
        readMember(key, *entry, member);
      }
    });
    if (knownKeys == value.size()) return;
    std::vector<std::string_view> known(allowedExtra.begin(), allowedExtra.end());
    forEachField(out, [&](std::string_view key, auto &) { known.push_back(key); });
    warnUnknownKeys(value, known);
  }

private:
  // The path of the value being read. Kept as one growing string rather than built per value:
  // most values are fine and never need their path.
  std::string path_;

  template <class T> void readMember(std::string_view key, const json &value, T &out) {
    const std::size_t parentLength = path_.size();
    appendJsonKey(path_, key);
    read(value, out);
    path_.resize(parentLength);
  }

  template <class T> void readElement(const json &value, T &out) { read(value, out); }

  // std::vector<bool> hands out proxies, not bool&.
  void readElement(const json &value, std::vector<bool>::reference out) {
    bool element = false;
    read(value, element);
    out = element;
  }

  void expected(std::string_view what, const json &value) {
    errors.push_back({path_, fmt::format("expected {}, got {}", what, describeJsonValue(value))});
  }

  void warnUnknownKeys(const json &object, std::span<const std::string_view> known) {
    for (const auto &[key, value] : object.items())
      if (std::find(known.begin(), known.end(), key) == known.end()) {
        std::string path = path_;
        appendJsonKey(path, key);
        warnings.push_back({std::move(path), "unknown key, ignored"});
      }
  }
};

std::optional<Problem> schemaProblem(const json &document) {
  const auto schema = document.find("schema");
  if (schema == document.end()) return std::nullopt; // files from before versioning are schema 1
  if (!isWholeNumber(*schema) || schema->get<double>() < 1)
    return Problem{"schema", fmt::format("expected a schema version (an integer from 1), got {}",
                                         describeJsonValue(*schema))};
  if (schema->get<double>() > kSchemaVersion)
    return Problem{"schema",
                   fmt::format("written by a newer version (schema {}); this version reads schema {}",
                               describeJsonValue(*schema), kSchemaVersion)};
  return std::nullopt;
}

} // namespace

Decoded fromJson(const json &document) {
  Decoded decoded;
  if (!document.is_object()) {
    decoded.errors.push_back(
        {"", "expected a configuration (a JSON object), got " + describeJsonValue(document)});
    return decoded;
  }
  if (auto problem = schemaProblem(document)) {
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  static constexpr std::string_view kTopLevelKeys[] = {"schema", "price_book"};
  Reader reader;
  Config config;
  const int schema = document.contains("schema") ? document["schema"].get<int>() : 1;
  if (schema < kSchemaVersion) {
    json upgraded = document;
    upgradeDocument(upgraded, schema);
    reader.read(upgraded, config, kTopLevelKeys);
  } else {
    reader.read(document, config, kTopLevelKeys);
  }
  decoded.warnings = std::move(reader.warnings);
  if (const auto book = document.find("price_book"); book != document.end() && !book->is_null()) {
    DecodedPriceBook read = readPriceBook(*book, "price_book");
    if (read.book)
      config.price_book = PriceBookRef(std::move(*read.book));
    else
      reader.errors.insert(reader.errors.end(), read.errors.begin(), read.errors.end());
  }
  if (reader.errors.empty())
    decoded.config = std::move(config);
  else
    decoded.errors = std::move(reader.errors);
  return decoded;
}

DecodedServedModel parseServedModel(std::string_view text) {
  DecodedServedModel decoded;
  if (std::optional<Problem> problem = strictJsonProblem(text)) {
    decoded.errors.push_back(std::move(*problem));
    return decoded;
  }
  const json document = json::parse(text, nullptr, false);
  if (!document.is_object()) {
    decoded.errors.push_back({"", "expected a model (a JSON object), got " + describeJsonValue(document)});
    return decoded;
  }
  Reader reader;
  ServedModel model;
  reader.read(document, model);
  if (reader.errors.empty()) reader.errors = transformerProblems(model.transformer);
  decoded.warnings = std::move(reader.warnings);
  if (reader.errors.empty())
    decoded.model = std::move(model);
  else
    decoded.errors = std::move(reader.errors);
  return decoded;
}

} // namespace snp::model

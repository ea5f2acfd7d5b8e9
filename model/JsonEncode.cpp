#include "model/JsonCodec.h"
#include "model/JsonFields.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace snp::model {

namespace {

using nlohmann::json;

template <HasJsonFields T> json encode(const T &value);

json encode(double value) { return value; }
json encode(int value) { return value; }
json encode(bool value) { return value; }
json encode(const std::string &value) { return value; }

template <NamedEnum E> json encode(E value) {
  const auto names = enumNames(value);
  const auto index = static_cast<std::size_t>(value);
  // An out-of-range enumerator is written as its number, which the decoder then reports.
  if (index >= names.size()) return static_cast<int>(value);
  return std::string(names[index]);
}

// Keyed by precision name rather than a bare array, so a file says which rate is which.
json encode(const std::array<double, kPrecisionCount> &peakFlops) {
  json object = json::object();
  for (std::size_t i = 0; i < kPrecisionCount; ++i)
    object[std::string(kPrecisionNames[i])] = peakFlops[i];
  return object;
}

template <class T> json encode(const std::vector<T> &values) {
  json array = json::array();
  for (const auto &value : values)
    array.push_back(encode(value));
  return array;
}

template <HasJsonFields T> json encode(const T &value) {
  json object = json::object();
  forEachField(value,
               [&](std::string_view key, const auto &member) { object[std::string(key)] = encode(member); });
  return object;
}

} // namespace

json toJson(const Config &config) {
  json document = encode(config);
  document["schema"] = kSchemaVersion;
  if (const PriceBook *book = config.price_book.book()) document["price_book"] = priceBookJson(*book);
  return document;
}

std::string dumpConfig(const Config &config) {
  // Replacing invalid UTF-8 keeps a programmatically filled name from making the dump throw.
  return toJson(config).dump(2, ' ', false, json::error_handler_t::replace);
}

namespace {

// The members of `value` that differ from `fallback`'s, object by object; a list, a number or a
// name that differs is kept whole.
json changes(const json &value, const json &fallback) {
  if (!value.is_object() || !fallback.is_object()) return value;
  json out = json::object();
  for (const auto &[key, member] : value.items()) {
    const auto old = fallback.find(key);
    if (old == fallback.end())
      out[key] = member;
    else if (member != *old)
      out[key] = changes(member, *old);
  }
  return out;
}

} // namespace

std::string dumpConfigChanges(const Config &config) {
  json document = changes(toJson(config), toJson(Config{}));
  document["schema"] = kSchemaVersion;
  return document.dump(2, ' ', false, json::error_handler_t::replace);
}

} // namespace snp::model

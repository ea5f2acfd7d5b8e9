#include "model/JsonMessageText.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstddef>

namespace snp::model {

using nlohmann::json;

std::string describeJsonValue(const json &value) {
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

void appendJsonKey(std::string &path, std::string_view key) {
  const bool plainName = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
  if (!plainName) {
    path += "[" + describeJsonValue(std::string(key)) + "]";
    return;
  }
  if (!path.empty()) path += '.';
  path += key;
}

} // namespace snp::model

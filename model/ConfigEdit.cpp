#include "model/ConfigEdit.h"

#include "model/FollowTechnology.h"
#include "model/JsonCodec.h"
#include "model/Validation.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <string>

namespace snp::model {

namespace {

// "a.b" is inside "a" and "a[2]" inside "a"; "ab" is not inside "a".
bool isWithin(std::string_view path, std::string_view field) {
  if (!path.starts_with(field)) return false;
  return path.size() == field.size() || path[field.size()] == '.' || path[field.size()] == '[';
}

// The JSON node at `path`, or nullptr; only object keys and [index] steps.
const nlohmann::json *find(const nlohmann::json &document, std::string_view path) {
  const nlohmann::json *node = &document;
  std::size_t at = 0;
  while (at < path.size()) {
    if (path[at] == '.' && ++at == path.size()) return nullptr;
    if (path[at] == '[') {
      const std::size_t close = path.find(']', at);
      if (close == std::string_view::npos || !node->is_array()) return nullptr;
      const std::string_view digits = path.substr(at + 1, close - at - 1);
      std::size_t index = 0;
      const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
      if (digits.empty() || error != std::errc() || end != digits.data() + digits.size()) return nullptr;
      if (index >= node->size()) return nullptr;
      node = &(*node)[index];
      at = close + 1;
      continue;
    }
    const std::size_t end = std::min(path.find_first_of(".[", at), path.size());
    const std::string key(path.substr(at, end - at));
    if (!node->is_object() || !node->contains(key)) return nullptr;
    node = &(*node)[key];
    at = end;
  }
  return node;
}

} // namespace

nlohmann::json fieldValue(const Config &config, std::string_view path) {
  return fieldValue(toJson(config), path);
}

nlohmann::json fieldValue(const nlohmann::json &document, std::string_view path) {
  const nlohmann::json *node = find(document, path);
  return node ? *node : nlohmann::json();
}

std::optional<Config> setField(const Config &config, std::string_view path, const nlohmann::json &value) {
  nlohmann::json document = toJson(config);
  if (!find(document, path) || applySetting(document, std::string(path) + "=" + value.dump()))
    return std::nullopt;
  return fromJson(document).config;
}

FieldEdit withField(const Config &config, std::string_view path, const nlohmann::json &value) {
  nlohmann::json document = toJson(config);
  if (!find(document, path))
    return {std::nullopt, {{std::string(path), "is not a field of the configuration"}}};
  if (auto problem = applySetting(document, std::string(path) + "=" + value.dump()))
    return {std::nullopt, {*problem}};
  Decoded decoded = fromJson(document);
  if (!decoded.config) return {std::nullopt, std::move(decoded.errors)};

  FollowedStructure followed = followStructure(config, *decoded.config);
  FollowedStructure technology = followTechnology(config, followed.config);
  followed.config = std::move(technology.config);
  followed.changes.insert(followed.changes.end(), technology.changes.begin(), technology.changes.end());
  const Problems before = validate(config);
  Problems introduced;
  for (Problem &problem : validate(followed.config))
    if (isWithin(problem.path, path) && std::find(before.begin(), before.end(), problem) == before.end())
      introduced.push_back(std::move(problem));
  if (!introduced.empty()) return {std::nullopt, std::move(introduced)};
  return {std::move(followed.config), {}, std::move(followed.changes), std::move(followed.unfollowed)};
}

} // namespace snp::model

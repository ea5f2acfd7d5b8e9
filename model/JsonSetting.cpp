#include "model/JsonCodec.h"
#include "model/JsonStrict.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <string>
#include <variant>
#include <vector>

namespace snp::model {

namespace {

using nlohmann::json;

// One step of a setting path: an object key or an array index.
using PathStep = std::variant<std::string, std::size_t>;

// "a.b[2].c" -> a, b, 2, c. Every dot-separated part is a non-empty key with optional [N]s.
std::variant<std::vector<PathStep>, Problem> parsePath(std::string_view path) {
  const auto invalid = [&](std::string_view why) {
    return Problem{std::string(path), fmt::format("invalid setting path: {}", why)};
  };
  std::vector<PathStep> steps;
  std::size_t partStart = 0;
  while (true) {
    if (steps.size() >= static_cast<std::size_t>(kMaxJsonDepth))
      return invalid(fmt::format("deeper than {} levels", kMaxJsonDepth));
    const std::size_t partEnd = std::min(path.find('.', partStart), path.size());
    const std::string_view part = path.substr(partStart, partEnd - partStart);
    const std::size_t keyEnd = std::min(part.find('['), part.size());
    if (keyEnd == 0) return invalid("expected a key name before '.', '[' or the end");
    steps.emplace_back(std::string(part.substr(0, keyEnd)));
    for (std::size_t at = keyEnd; at < part.size();) {
      const std::size_t close = part.find(']', at);
      if (part[at] != '[' || close == std::string_view::npos) return invalid("expected [index]");
      std::size_t index = 0;
      const std::string_view digits = part.substr(at + 1, close - at - 1);
      const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
      if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
        return invalid(fmt::format("'{}' is not an array index", digits));
      steps.emplace_back(index);
      at = close + 1;
    }
    if (partEnd == path.size()) return steps;
    partStart = partEnd + 1;
  }
}

std::string appendStep(const std::string &walked, const PathStep &step) {
  if (const auto *index = std::get_if<std::size_t>(&step)) return fmt::format("{}[{}]", walked, *index);
  const auto &key = std::get<std::string>(step);
  return walked.empty() ? key : walked + "." + key;
}

// "an object", "a string", ... for messages; a missing key reads as null.
std::string kindOf(const json &value) {
  if (value.is_null()) return "missing";
  if (value.is_object() || value.is_array()) return std::string("an ") + value.type_name();
  return std::string("a ") + value.type_name();
}

} // namespace

std::optional<Problem> applySetting(json &document, std::string_view assignment) {
  const std::size_t equals = assignment.find('=');
  if (equals == std::string_view::npos)
    return Problem{"", fmt::format("expected path=value, got '{}' (no '=')", assignment)};
  const std::string_view path = assignment.substr(0, equals);
  const std::string_view valueText = assignment.substr(equals + 1);

  auto parsed = parsePath(path);
  if (auto *problem = std::get_if<Problem>(&parsed)) return std::move(*problem);

  // Edit a copy so that a failing setting leaves the document as it was.
  json updated = document;
  json *target = &updated;
  std::string walked;
  for (const PathStep &step : std::get<std::vector<PathStep>>(parsed)) {
    if (const auto *key = std::get_if<std::string>(&step)) {
      if (target->is_null()) *target = json::object();
      if (!target->is_object())
        return Problem{walked,
                       fmt::format("is {}, not an object, so '{}' cannot be set", kindOf(*target), path)};
      target = &(*target)[*key];
    } else {
      const std::size_t index = std::get<std::size_t>(step);
      if (!target->is_array())
        return Problem{walked,
                       fmt::format("is {}, not an array, so '{}' cannot be set", kindOf(*target), path)};
      if (index >= target->size())
        return Problem{
            appendStep(walked, step),
            fmt::format("index {} is past the end of the array ({} elements)", index, target->size())};
      target = &(*target)[index];
    }
    walked = appendStep(walked, step);
  }

  // Text that is not JSON is a string; JSON must be strict, like a file's.
  if (!json::accept(valueText)) {
    *target = std::string(valueText);
  } else if (std::optional<Problem> problem = strictJsonProblem(valueText)) {
    const bool element = problem->path.starts_with('[');
    problem->path = std::string(path) + (problem->path.empty() || element ? "" : ".") + problem->path;
    return problem;
  } else {
    *target = json::parse(valueText, nullptr, false);
  }
  document = std::move(updated);
  return std::nullopt;
}

} // namespace snp::model

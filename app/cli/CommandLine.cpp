#include "CommandLine.h"

#include <fmt/core.h>

#include <charconv>
#include <stdexcept>

namespace snp::cli {

std::optional<std::string> CommandLine::option(const std::string &name) const {
  const auto it = options.find(name);
  if (it == options.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

std::vector<std::string> CommandLine::optionValues(const std::string &name) const {
  const auto it = options.find(name);
  return it == options.end() ? std::vector<std::string>{} : it->second;
}

long long CommandLine::integerOption(const std::string &name, long long fallback, long long min,
                                     long long max) const {
  const auto text = option(name);
  if (!text) return fallback;
  long long value = 0;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size() || value < min || value > max)
    throw std::invalid_argument(
        fmt::format("--{} is '{}'; must be a whole number from {} to {}", name, *text, min, max));
  return value;
}

double CommandLine::numberOption(const std::string &name, double fallback, double min, double max) const {
  const auto text = option(name);
  if (!text) return fallback;
  double value = 0;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size() || !(value >= min && value <= max))
    throw std::invalid_argument(
        fmt::format("--{} is '{}'; must be a number from {} to {}", name, *text, min, max));
  return value;
}

} // namespace snp::cli

#include "CommandLine.h"

#include <fmt/core.h>

#include <charconv>
#include <stdexcept>
#include <string_view>

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

CommandLine parseCommandLine(int argc, char **argv, int first) {
  CommandLine line;
  for (int i = first; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "-o") { // the one short option: where a command writes its output
      if (i + 1 >= argc) throw std::invalid_argument("-o needs a file name");
      line.options["output"].push_back(argv[++i]);
      continue;
    }
    if (!arg.starts_with("--")) {
      line.positional.emplace_back(arg);
      continue;
    }
    std::string name(arg.substr(2));
    std::string value;
    if (const auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name.resize(eq);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      throw std::invalid_argument(fmt::format("--{} needs a value", name));
    }
    if (name == "set")
      line.settings.push_back(value);
    else
      line.options[name].push_back(value);
  }
  return line;
}

} // namespace snp::cli

#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

// The arguments of one snplan command, as the parser (snplan.cpp, CLI11) collected them:
// positional words, repeatable --set assignments and the values of the command's options
// (--preset ID, --format json, ...). The parser refuses what a command does not declare.
struct CommandLine {
  std::vector<std::string> positional;
  std::vector<std::string> settings;                       // each "path=value"
  std::map<std::string, std::vector<std::string>> options; // every value given, in order

  // The option's value, if given.
  std::optional<std::string> option(const std::string &name) const;
  // Every value of a repeatable option (--preset A --preset B), in order.
  std::vector<std::string> optionValues(const std::string &name) const;
  // The option as a whole number in [min, max]; throws std::invalid_argument naming the option.
  long long integerOption(const std::string &name, long long fallback, long long min, long long max) const;
  // The option as a number in [min, max]; throws std::invalid_argument naming the option.
  double numberOption(const std::string &name, double fallback, double min, double max) const;
};

} // namespace snp::cli

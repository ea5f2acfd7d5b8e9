#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace snp::cli {

// The arguments of one snplan command: positional words, repeatable --set assignments and
// single-valued options (--preset ID, --format json, ...). Flags without a value are not used.
struct CommandLine {
  std::vector<std::string> positional;
  std::vector<std::string> settings;                       // each "path=value"
  std::map<std::string, std::vector<std::string>> options; // every value given, in order

  // The option's last value, if given.
  std::optional<std::string> option(const std::string &name) const;
  // Every value of a repeatable option (--preset A --preset B), in order.
  std::vector<std::string> optionValues(const std::string &name) const;
  // The option as a whole number in [min, max]; throws std::invalid_argument naming the option.
  long long integerOption(const std::string &name, long long fallback, long long min, long long max) const;
};

// Parses argv[first..]; throws std::invalid_argument for an option that lacks its value.
CommandLine parseCommandLine(int argc, char **argv, int first);

} // namespace snp::cli

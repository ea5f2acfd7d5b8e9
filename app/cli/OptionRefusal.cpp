#include "OptionRefusal.h"

#include <fmt/core.h>

namespace snp::cli {

std::string wholeNumberRefusal(std::string_view option, std::string_view text, long long min, long long max) {
  return fmt::format("{} is '{}'; must be a whole number from {} to {}", option, text, min, max);
}

std::string numberRefusal(std::string_view option, std::string_view text, double min, double max) {
  return fmt::format("{} is '{}'; must be a number from {} to {}", option, text, min, max);
}

std::string choiceRefusal(std::string_view option, std::string_view text,
                          const std::vector<std::string> &words, bool oneOf) {
  std::string allowed;
  for (std::size_t i = 0; i < words.size(); ++i)
    allowed += (i == 0 ? "" : oneOf || i + 1 < words.size() ? ", " : " or ") + words[i];
  return fmt::format("{} is '{}'; must be {}{}", option, text, oneOf ? "one of " : "", allowed);
}

} // namespace snp::cli

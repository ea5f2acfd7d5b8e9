#include "model/FollowName.h"

#include <array>
#include <cctype>
#include <optional>
#include <regex>

namespace snp::model {

namespace {

struct Count {
  long long before;
  long long after;
};

std::optional<long long> parsed(std::string token) {
  std::erase(token, ',');
  if (token.empty() || token.size() > 15) return std::nullopt;
  return std::stoll(token);
}

// `value` with ',' between thousands when the old text had them or it needs them now.
std::string written(long long value, bool grouped) {
  std::string digits = std::to_string(value);
  if (!grouped) return digits;
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
    digits.insert(static_cast<std::size_t>(at), 1, ',');
  return digits;
}

bool isLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

} // namespace

std::string nameFollowingSize(const std::string &name, const Config &before, const Config &after) {
  const std::array<Count, 3> counts{{{before.accelerators(), after.accelerators()},
                                     {before.layout.cabinets, after.layout.cabinets},
                                     {before.acceleratorsPerCabinet(), after.acceleratorsPerCabinet()}}};
  static const std::regex number(R"(\d{1,3}(?:,\d{3})+|\d+)");
  std::string out;
  std::size_t copied = 0;
  for (auto it = std::sregex_iterator(name.begin(), name.end(), number); it != std::sregex_iterator(); ++it) {
    const auto at = static_cast<std::size_t>(it->position());
    const std::size_t end = at + static_cast<std::size_t>(it->length());
    const bool glued = (at > 0 && (isLetter(name[at - 1]) || name[at - 1] == '.')) ||
                       (end < name.size() && (isLetter(name[end]) || name[end] == '.'));
    const std::optional<long long> value = glued ? std::nullopt : parsed(it->str());
    if (!value) continue;
    std::optional<long long> next;
    bool kept = false;
    for (const Count &count : counts) {
      if (count.before != *value) continue;
      if (count.after == count.before)
        kept = true;
      else if (!next)
        next = count.after;
    }
    if (!next || kept) continue;
    const bool grouped = it->str().find(',') != std::string::npos || (*next >= 1000 && it->length() <= 3);
    out += name.substr(copied, at - copied) + written(*next, grouped);
    copied = end;
  }
  return out + name.substr(copied);
}

} // namespace snp::model

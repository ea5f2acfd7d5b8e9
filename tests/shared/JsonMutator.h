#pragma once

// Structured mutations of a JSON document for the hostile-input campaigns: one to three of its
// values replaced by what breaks readers — numbers at and far beyond every edge, strings that are
// markup, formulas, shell commands, YAML documents, NUL or very long, another type, an array
// emptied or grown, a key dropped or an unknown one added. Deterministic for a seed.

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace snp::test {

// Strings a hostile user or a colleague's file can hold (issue 32's reproducers among them).
inline const std::vector<std::string> &hostileStrings() {
  static const std::vector<std::string> strings = {
      "",
      " ",
      "x\"\ntouch INJECTED\n#",
      "$(touch INJECTED)",
      "`touch INJECTED`",
      "'; touch INJECTED; '",
      "---\napiVersion: v1\nkind: Pod",
      "=HYPERLINK(\"http://example.com\",\"open\")",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1)",
      "<img src=\"/dev/zero\">",
      std::string("nul\0inside", 10),
      "line\u2028separator\u0085next",
      "../../../../etc/passwd",
      "%s%s%s%n{}{0}{:>99999}",
      std::string(100'000, 'x'),
      "名称\u200B\uFEFF",
  };
  return strings;
}

class JsonMutator {
public:
  explicit JsonMutator(std::uint64_t seed) : rng_(seed) {}

  std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

  // `document` with one to three mutations; `applied` says which, for a failure message.
  nlohmann::json mutate(nlohmann::json document, std::string &applied) {
    applied.clear();
    for (std::size_t n = 1 + below(3); n > 0; --n) {
      std::vector<nlohmann::json::json_pointer> places;
      collect(document, nlohmann::json::json_pointer(), places);
      const nlohmann::json::json_pointer &at = places[below(places.size())];
      nlohmann::json &value = document[at];
      applied += " " + at.to_string();
      mutateValue(value);
    }
    return document;
  }

private:
  static void collect(const nlohmann::json &value, const nlohmann::json::json_pointer &at,
                      std::vector<nlohmann::json::json_pointer> &places) {
    places.push_back(at);
    if (value.is_object())
      for (const auto &[key, child] : value.items())
        collect(child, at / key, places);
    else if (value.is_array())
      for (std::size_t i = 0; i < value.size(); ++i)
        collect(value[i], at / i, places);
  }

  nlohmann::json edgeNumber() {
    static const std::vector<double> numbers = {0,
                                                -0.0,
                                                -1,
                                                1,
                                                0.5,
                                                1e-308,
                                                1e308,
                                                -1e308,
                                                1e15,
                                                1e100,
                                                2147483647.0,
                                                2147483648.0,
                                                -2147483649.0,
                                                9.3e18,
                                                4294967296.0,
                                                16777217.0,
                                                1e-9,
                                                3.5};
    const double number = numbers[below(numbers.size())];
    if (std::floor(number) == number && std::abs(number) < 9e18 && below(2) == 0)
      return static_cast<std::int64_t>(number);
    return number;
  }

  void mutateValue(nlohmann::json &value) {
    switch (below(6)) {
    case 0: value = edgeNumber(); break;
    case 1: value = hostileStrings()[below(hostileStrings().size())]; break;
    case 2: { // another type
      const nlohmann::json others[] = {nullptr, true, nlohmann::json::array(), nlohmann::json::object(), "1"};
      value = others[below(std::size(others))];
      break;
    }
    case 3: // a container changed in size
      if (value.is_array() && !value.empty()) {
        if (below(2) == 0)
          value = nlohmann::json::array();
        else
          for (std::size_t n = below(40); n > 0; --n)
            value.push_back(value[below(value.size())]);
      } else if (value.is_object() && !value.empty()) {
        auto key = value.begin();
        std::advance(key, static_cast<std::ptrdiff_t>(below(value.size())));
        value.erase(key);
      } else {
        value = edgeNumber();
      }
      break;
    case 4: // an unknown key, or a number scaled
      if (value.is_object())
        value[hostileStrings()[below(hostileStrings().size())]] = 1;
      else if (value.is_number())
        value = value.get<double>() * std::pow(10.0, double(below(40)) - 20);
      else
        value = edgeNumber();
      break;
    default: // a boolean flipped, or a string made hostile
      if (value.is_boolean())
        value = !value.get<bool>();
      else
        value = hostileStrings()[below(hostileStrings().size())];
      break;
    }
  }

  std::mt19937_64 rng_;
};

} // namespace snp::test

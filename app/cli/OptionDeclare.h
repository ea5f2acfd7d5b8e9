#pragma once

// Declares a command's options on CLI11, each bound to a typed field: the value is parsed and
// checked when the command line is, and a bad one is refused there as a CLI::ValidationError
// that names the option, what it was given and what it takes ("--runs is '0'; must be a whole
// number from 1 to 1000000"). Single-valued options refuse a second value: a command line never
// silently ignores what it was told.

#include "OptionRefusal.h"
#include "SourceOptions.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <concepts>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace snp::cli {

class Declare {
public:
  explicit Declare(CLI::App &command) : command_(command) {}

  CLI::Option *text(const std::string &names, std::string &target, const std::string &help);
  CLI::Option *text(const std::string &names, std::optional<std::string> &target, const std::string &help);
  // A repeatable option (--preset A --preset B), every value in order.
  CLI::Option *texts(const std::string &names, std::vector<std::string> &target, const std::string &help);
  // The positional words (files, ...), every one in order.
  CLI::Option *words(const std::string &name, std::vector<std::string> &target, const std::string &help);
  // A switch without a value: given, it is on.
  CLI::Option *flag(const std::string &names, bool &target, const std::string &help);

  template <std::integral T>
  CLI::Option *wholeNumber(const std::string &names, T &target, long long min, long long max,
                           const std::string &help) {
    return single(
               names,
               [&target, min, max](const std::string &name, const std::string &text) {
                 target = T(parseWhole(name, text, min, max));
               },
               help, "INT")
        ->default_str(fmt::format("{}", target));
  }
  template <std::integral T>
  CLI::Option *wholeNumber(const std::string &names, std::optional<T> &target, long long min, long long max,
                           const std::string &help) {
    return single(
        names,
        [&target, min, max](const std::string &name, const std::string &text) {
          target = T(parseWhole(name, text, min, max));
        },
        help, "INT");
  }
  CLI::Option *number(const std::string &names, double &target, double min, double max,
                      const std::string &help);
  CLI::Option *number(const std::string &names, std::optional<double> &target, double min, double max,
                      const std::string &help);

  // One of a few words, each standing for a value: refused as "must be json, csv or text".
  template <class T>
  CLI::Option *choice(const std::string &names, T &target, std::vector<std::pair<std::string, T>> values,
                      const std::string &help) {
    std::vector<std::string> words;
    for (const auto &[word, value] : values)
      words.push_back(word);
    const auto current = std::ranges::find(values, target, &std::pair<std::string, T>::second);
    CLI::Option *option = single(
        names,
        [&target, values, words](const std::string &name, const std::string &text) {
          const auto it = std::ranges::find(values, text, &std::pair<std::string, T>::first);
          if (it == values.end()) throw CLI::ValidationError(choiceRefusal(name, text, words, false));
          target = it->second;
        },
        help, choiceType(words));
    if (current != values.end()) option->default_str(current->first);
    return option;
  }
  // One of the names a model or simulator table gives its enumerators (sim::kWeightFormatNames,
  // ...), those in `allowed` only: refused as "must be one of bf16, fp8, int8, int4".
  template <class Enum, std::size_t N>
  CLI::Option *named(const std::string &names, std::optional<Enum> &target,
                     std::span<const std::string_view> table, const std::array<Enum, N> &allowed,
                     const std::string &help) {
    std::vector<std::string> words;
    for (Enum value : allowed)
      words.emplace_back(table[static_cast<std::size_t>(value)]);
    return single(
        names,
        [&target, allowed, words](const std::string &name, const std::string &text) {
          const auto it = std::ranges::find(words, text);
          if (it == words.end()) throw CLI::ValidationError(choiceRefusal(name, text, words, true));
          target = allowed[static_cast<std::size_t>(it - words.begin())];
        },
        help, choiceType(words));
  }

  // FILE or --preset ID, and --set: the one configuration a command works on.
  void configuration(ConfigChoice &choice);
  // Several candidates: files and --preset IDs, each once or more, and --set.
  void candidates(CandidateChoice &choice);
  void criteria(std::optional<std::string> &target);

private:
  using Assign = std::function<void(const std::string &name, const std::string &text)>;
  CLI::Option *single(const std::string &names, Assign assign, const std::string &help,
                      const std::string &typeName);
  static long long parseWhole(const std::string &name, const std::string &text, long long min, long long max);
  static std::string choiceType(const std::vector<std::string> &words);

  CLI::App &command_;
};

} // namespace snp::cli

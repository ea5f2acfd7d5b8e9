#pragma once

// The path of every number of a configuration, for tests that push each one to its limits.

#include "model/JsonFields.h"

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace snp::test {

// The path of every number of a configuration: doubles and ints, inside lists too; and of every
// enumeration (with its names) and flag.
class NumberPaths {
public:
  std::vector<std::string> reals;
  std::vector<std::string> integers;
  std::vector<std::pair<std::string, std::vector<std::string>>> choices;
  std::vector<std::string> flags;

  template <model::HasJsonFields T> void visit(const std::string &path, const T &value) {
    model::forEachField(value, [&](std::string_view key, const auto &member) {
      visit(path.empty() ? std::string(key) : path + "." + std::string(key), member);
    });
  }
  template <class T> void visit(const std::string &path, const std::vector<T> &values) {
    for (std::size_t i = 0; i < values.size(); ++i)
      visit(path + "[" + std::to_string(i) + "]", values[i]);
  }
  template <std::size_t N> void visit(const std::string &path, const std::array<double, N> &) {
    for (std::size_t i = 0; i < N; ++i)
      reals.push_back(path + "." + std::string(model::kPrecisionNames[i]));
  }
  void visit(const std::string &path, const double &) { reals.push_back(path); }
  void visit(const std::string &path, const int &) { integers.push_back(path); }
  void visit(const std::string &path, const bool &) { flags.push_back(path); }
  template <model::NamedEnum E> void visit(const std::string &path, const E &value) {
    const auto names = model::enumNames(value);
    choices.push_back({path, std::vector<std::string>(names.begin(), names.end())});
  }
  template <class T> void visit(const std::string &, const T &) {}
};

} // namespace snp::test

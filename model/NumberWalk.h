#pragma once

// Visits every number of a configuration (each double and int, inside lists too) in the order
// model/JsonFields.h lists the fields, with its position in that order: the elements of a list
// share their element type's positions, so that a position names one field of the table
// (model/FieldTable.h) whatever the lists hold. Validation walks once per sweep point, so the
// path is kept as the keys walked (static text) and indices, and spelt out only when asked for:
// building a string per number made validation the slowest step of a sweep.

#include "model/JsonFields.h"

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace snp::model {

class NumberWalk {
public:
  // Calls number(position, value) for every double and int of `value`.
  template <class T, class Number> void run(const T &value, Number &&number) {
    depth_ = 0;
    visit(value, 0, number);
  }

  // The path of the number being visited, e.g. "site.climate[1].hours".
  std::string path() const {
    std::string out;
    for (const Step &step : std::span(steps_).first(depth_))
      out += step.index >= 0 ? "[" + std::to_string(step.index) + "]"
                             : (out.empty() ? "" : ".") + std::string(step.key);
    return out;
  }

private:
  struct Step {
    std::string_view key; // a field's JSON key, or empty for a list element
    long long index;      // the element's index, or -1
  };

  template <class T> struct IsVector : std::false_type {};
  template <class E> struct IsVector<std::vector<E>> : std::true_type {};

  // The positions a value of type T takes, however many elements its lists hold.
  template <class T> static std::size_t positions() {
    static const std::size_t count = [] {
      NumberWalk walk;
      const auto none = [](std::size_t, const auto &) {};
      return walk.visit(T{}, 0, none);
    }();
    return count;
  }

  // Visits `value` from position `at`; returns the position after it.
  template <class T, class Number> std::size_t visit(const T &value, std::size_t at, Number &number) {
    if constexpr (std::is_same_v<T, double> || std::is_same_v<T, int>) {
      number(at, value);
      return at + 1;
    } else if constexpr (HasJsonFields<T>) {
      forEachField(value, [&](std::string_view key, const auto &member) {
        at = within({key, -1}, member, at, number);
      });
      return at;
    } else if constexpr (std::is_same_v<T, std::array<double, kPrecisionCount>>) {
      for (std::size_t i = 0; i < kPrecisionCount; ++i)
        within({kPrecisionNames[i], -1}, value[i], at + i, number);
      return at + kPrecisionCount;
    } else if constexpr (IsVector<T>::value) {
      for (std::size_t i = 0; i < value.size(); ++i)
        within({{}, static_cast<long long>(i)}, value[i], at, number);
      return at + positions<typename T::value_type>();
    } else {
      return at + 1; // text, a flag or a choice: no number
    }
  }

  template <class T, class Number>
  std::size_t within(Step step, const T &value, std::size_t at, Number &number) {
    steps_[depth_++] = step;
    at = visit(value, at, number);
    --depth_;
    return at;
  }

  // A configuration nests six levels at most, lists included (model/JsonFields.h).
  std::array<Step, 12> steps_{};
  std::size_t depth_ = 0;
};

} // namespace snp::model

#include "model/FieldAccess.h"

#include "model/FieldTable.h"
#include "model/JsonFields.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <span>
#include <type_traits>

namespace snp::model {

namespace {

using Step = FieldAccess::Step;

template <class T> struct IsVector : std::false_type {};
template <class T> struct IsVector<std::vector<T>> : std::true_type {};
template <class T> struct IsPrecisionArray : std::false_type {};
template <std::size_t N> struct IsPrecisionArray<std::array<double, N>> : std::true_type {};

// How a walk to a field ended: at the field (the leaf said what it did), or short of it.
enum class Reached { Field, NoSuchField, BeyondList };

// Follows `rest` down from `value` and hands the field at its end to `leaf`, which records what
// it did. Structs by their JSON keys, lists by [i], per-precision arrays by precision name.
template <class T, class Leaf> Reached descend(T &value, std::span<const Step> rest, Leaf &leaf);

template <class T, class Leaf>
Reached member(T &value, const Step &step, std::span<const Step> rest, Leaf &leaf) {
  using Plain = std::remove_const_t<T>;
  if (step.index < 0) return descend(value, rest, leaf);
  if constexpr (IsVector<Plain>::value && !std::is_same_v<Plain, std::vector<bool>>) {
    if (static_cast<std::size_t>(step.index) >= value.size()) return Reached::BeyondList;
    return descend(value[static_cast<std::size_t>(step.index)], rest, leaf);
  }
  return Reached::NoSuchField;
}

template <class T, class Leaf> Reached descend(T &value, std::span<const Step> rest, Leaf &leaf) {
  using Plain = std::remove_const_t<T>;
  if (rest.empty()) {
    leaf(value);
    return Reached::Field;
  }
  const Step &step = rest.front();
  if constexpr (HasJsonFields<Plain>) {
    Reached reached = Reached::NoSuchField;
    bool found = false;
    forEachField(value, [&](std::string_view key, auto &field) {
      if (found || key != step.key) return;
      found = true;
      reached = member(field, step, rest.subspan(1), leaf);
    });
    return reached;
  } else if constexpr (IsPrecisionArray<Plain>::value) {
    if (step.index >= 0) return Reached::NoSuchField;
    for (std::size_t i = 0; i < value.size() && i < kPrecisionCount; ++i)
      if (kPrecisionNames[i] == step.key) return descend(value[i], rest.subspan(1), leaf);
  }
  return Reached::NoSuchField;
}

std::vector<Step> stepsOf(std::string_view path) {
  std::vector<Step> steps;
  while (!path.empty()) {
    const std::size_t dot = path.find('.');
    std::string_view part = path.substr(0, dot);
    Step step;
    if (const std::size_t open = part.find('['); open != std::string_view::npos) {
      const std::string_view digits = part.substr(open + 1, part.size() - open - 2);
      int index = -1;
      const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
      if (part.back() != ']' || error != std::errc() || end != digits.data() + digits.size() || index < 0)
        return {};
      step.index = index;
      part = part.substr(0, open);
    }
    if (part.empty()) return {};
    step.key = std::string(part);
    steps.push_back(std::move(step));
    path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
  }
  return steps;
}

template <class T> FieldKind kindOf() {
  if constexpr (std::is_same_v<T, double>)
    return FieldKind::Real;
  else if constexpr (std::is_same_v<T, int>)
    return FieldKind::Integer;
  else if constexpr (std::is_same_v<T, bool>)
    return FieldKind::Flag;
  else if constexpr (NamedEnum<T>)
    return FieldKind::Choice;
  else if constexpr (std::is_same_v<T, std::vector<int>>)
    return FieldKind::IntegerList;
  else
    return FieldKind::Other;
}

// What a sweep can do with a field of the table's type.
FieldKind kindFor(FieldType type) {
  switch (type) {
  case FieldType::Integer: return FieldKind::Integer;
  case FieldType::Real: return FieldKind::Real;
  case FieldType::Flag: return FieldKind::Flag;
  case FieldType::Choice: return FieldKind::Choice;
  case FieldType::IntegerList: return FieldKind::IntegerList;
  case FieldType::Text:
  case FieldType::FlagList:
  case FieldType::RecordList: return FieldKind::Other;
  }
  return FieldKind::Other;
}

std::optional<int> integerOf(const nlohmann::json &value) {
  if (!value.is_number()) return std::nullopt;
  const double number = value.get<double>();
  if (number != std::floor(number) || number < std::numeric_limits<int>::min() ||
      number > std::numeric_limits<int>::max())
    return std::nullopt;
  return static_cast<int>(number);
}

// Writes a JSON value into a field of a sweepable type, or says why it cannot.
struct SetLeaf {
  const nlohmann::json &value;
  std::string why;

  template <class T> void operator()(T &field) {
    if constexpr (std::is_same_v<T, double>) {
      if (value.is_number())
        field = value.get<double>();
      else
        why = "is a number";
    } else if constexpr (std::is_same_v<T, int>) {
      if (const std::optional<int> integer = integerOf(value))
        field = *integer;
      else
        why = "is a whole number";
    } else if constexpr (std::is_same_v<T, bool>) {
      if (value.is_boolean())
        field = value.get<bool>();
      else
        why = "is true or false";
    } else if constexpr (NamedEnum<T>) {
      const auto names = enumNames(field);
      for (std::size_t i = 0; value.is_string() && i < names.size(); ++i)
        if (names[i] == value.get_ref<const std::string &>()) {
          field = static_cast<T>(i);
          return;
        }
      why = fmt::format("is one of {}", fmt::join(names, ", "));
    } else if constexpr (std::is_same_v<T, std::vector<int>>) {
      std::vector<int> list;
      for (const nlohmann::json &item : value.is_array() ? value : nlohmann::json::array()) {
        const std::optional<int> integer = integerOf(item);
        if (!integer) break;
        list.push_back(*integer);
      }
      if (value.is_array() && list.size() == value.size())
        field = std::move(list);
      else
        why = "is a list of whole numbers";
    } else {
      why = "cannot be swept: only numbers, choices, flags and lists of whole numbers can";
    }
  }
};

struct NumberLeaf {
  std::optional<double> number;
  template <class T> void operator()(const T &field) {
    if constexpr (std::is_arithmetic_v<T>)
      number = static_cast<double>(field);
    else if constexpr (std::is_enum_v<T>)
      number = static_cast<double>(field);
  }
};

struct KindLeaf {
  FieldKind kind = FieldKind::Other;
  template <class T> void operator()(const T &) { kind = kindOf<T>(); }
};

} // namespace

std::optional<FieldAccess> FieldAccess::resolve(std::string_view path, const Config &sample) {
  std::vector<Step> steps = stepsOf(path);
  if (steps.empty()) return std::nullopt;
  KindLeaf leaf;
  if (descend(sample, steps, leaf) == Reached::NoSuchField) return std::nullopt;
  // A field the table lists is what the table says it is, or no field at all: a sweep, --set, the
  // editor and validation then cannot read one field two ways (tests/model/field_table_test.cpp
  // resolves every entry).
  const Field *listed = findField(path);
  const FieldKind kind = listed ? kindFor(listed->type) : leaf.kind;
  if (kind != leaf.kind) return std::nullopt;
  return FieldAccess(std::string(path), std::move(steps), kind);
}

std::string FieldAccess::set(Config &config, const nlohmann::json &value) const {
  SetLeaf leaf{value, {}};
  switch (descend(config, steps_, leaf)) {
  case Reached::Field: return leaf.why;
  case Reached::NoSuchField: return "is not a field of the configuration";
  case Reached::BeyondList: return "is beyond the end of its list";
  }
  return {};
}

std::optional<double> FieldAccess::number(const Config &config) const {
  NumberLeaf leaf;
  return descend(config, steps_, leaf) == Reached::Field ? leaf.number : std::nullopt;
}

} // namespace snp::model

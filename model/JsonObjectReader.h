#pragma once

#include "model/Message.h"
#include "model/Problem.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace snp::model {

// Whether a key must be given.
enum class Presence { Optional, Required };

// Reads one JSON object the way every document of the planner is read: its keys against one
// declared list (a key not in it is a problem at its path, since a misspelt key must not be
// silently ignored), each value checked for its type and range, and every problem collected rather
// than the first ending the read. A value with a problem, or not given, leaves its target as it
// was, so that a target's initial value is its default.
class JsonObjectReader {
public:
  // `path` is the object's own field path ("" for a whole document, "rules[2]" for a rule). A value
  // that is not an object is the one problem reported: every key then reads as not given.
  JsonObjectReader(const nlohmann::json &object, std::string path, std::span<const std::string_view> keys,
                   Problems &problems);

  const std::string &path() const { return path_; }
  std::string pathOf(std::string_view key) const;

  // The value of `key`, or nullptr when it is not given. The caller checks its shape.
  const nlohmann::json *find(std::string_view key) const;

  // Each returns whether it read a value into `out`.
  bool text(std::string_view key, std::string &out, Presence presence = Presence::Optional);
  bool number(std::string_view key, double &out, Presence presence = Presence::Optional);
  // A finite number >= `low`.
  bool numberAtLeast(std::string_view key, double &out, double low, Presence presence = Presence::Optional);
  bool integer(std::string_view key, int &out, int low, int high, Presence presence = Presence::Optional);
  bool flag(std::string_view key, bool &out);
  // A string out of `names`; `out` becomes its index.
  template <class Enum>
  bool choice(std::string_view key, Enum &out, std::span<const std::string_view> names,
              Presence presence = Presence::Optional) {
    std::size_t index = 0;
    if (!choiceIndex(key, index, names, presence)) return false;
    out = static_cast<Enum>(index);
    return true;
  }
  // An array, which the caller reads element by element.
  const nlohmann::json *list(std::string_view key, Presence presence = Presence::Optional);
  // An array of strings.
  bool texts(std::string_view key, std::vector<std::string> &out, Presence presence = Presence::Optional);
  // "schema": a version from 1 to `current`; a newer one is refused as such.
  bool schema(int current, Presence presence);

  // A problem of the value of `key`, whose message is a template marked SNP_MESSAGE.
  template <class... Args>
  void report(std::string_view key, MessageTemplate<std::type_identity_t<Args>...> message, Args... args) {
    problems_.push_back(problemOf(pathOf(key), message, args...));
  }

private:
  bool choiceIndex(std::string_view key, std::size_t &index, std::span<const std::string_view> names,
                   Presence presence);
  // The value of `key` when given; a problem when it is required and not given.
  template <class... Args>
  const nlohmann::json *given(std::string_view key, Presence presence,
                              MessageTemplate<std::type_identity_t<Args>...> missing, Args... args) {
    const nlohmann::json *value = find(key);
    if (!value && presence == Presence::Required && isObject_) report(key, missing, args...);
    return value;
  }

  const nlohmann::json &object_;
  bool isObject_;
  std::string path_;
  Problems &problems_;
};

} // namespace snp::model

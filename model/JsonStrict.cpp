#include "model/JsonStrict.h"

#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace snp::model {

namespace {

using nlohmann::json;

// A SAX pass that keeps only the path to the current value and the keys of the open objects.
class StrictChecker : public nlohmann::json_sax<json> {
public:
  std::optional<Problem> problem;

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t &) override { return value(); }
  bool string(string_t &) override { return value(); }
  bool binary(binary_t &) override { return value(); }
  bool start_object(std::size_t) override { return open(true); }
  bool start_array(std::size_t) override { return open(false); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool key(string_t &key) override {
    Frame &object = frames_.back();
    object.key = key;
    if (object.keys.insert(key).second) return true;
    problem = Problem{path(), "appears twice in one object; each key may be given once"};
    return false;
  }

  bool parse_error(std::size_t position, const std::string &, const json::exception &error) override {
    problem = Problem{"", fmt::format("invalid JSON at byte {}: {}", position, readable(error.what()))};
    return false;
  }

private:
  struct Frame {
    bool object = false;
    std::string key;            // objects: the key of the current member
    std::set<std::string> keys; // objects: every key so far
    std::size_t elements = 0;   // arrays: elements so far
  };
  std::vector<Frame> frames_;

  // An array counts its elements as they start, so the path names the one being read.
  bool value() {
    if (!frames_.empty() && !frames_.back().object) ++frames_.back().elements;
    return true;
  }

  bool open(bool object) {
    value();
    if (frames_.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
      problem = Problem{path(), fmt::format("nests deeper than {} levels", kMaxJsonDepth)};
      return false;
    }
    Frame frame;
    frame.object = object;
    frames_.push_back(std::move(frame));
    return true;
  }

  bool close() {
    frames_.pop_back();
    return true;
  }

  std::string path() const {
    std::string text;
    for (const Frame &frame : frames_) {
      if (!frame.object) {
        text += fmt::format("[{}]", frame.elements - 1);
        continue;
      }
      if (!text.empty()) text += '.';
      text += frame.key;
    }
    return text;
  }

  // The library's text without its "[json.exception...]" tag, cut short and ASCII only: it
  // quotes the offending token, which may be long or hold the invalid bytes that broke it.
  static std::string readable(std::string_view what) {
    constexpr std::size_t kMaxLength = 200;
    if (const auto tagEnd = what.find("] "); tagEnd != std::string_view::npos) what.remove_prefix(tagEnd + 2);
    std::string text(what.substr(0, kMaxLength));
    for (char &c : text)
      if (static_cast<unsigned char>(c) >= 0x80) c = '?';
    return text;
  }
};

} // namespace

std::optional<Problem> strictJsonProblem(std::string_view text) {
  // nlohmann's lexer takes a NUL byte for the end of the input and would ignore what follows;
  // a NUL cannot appear in JSON text (strings must escape it).
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
    return Problem{"", fmt::format("invalid JSON at byte {}: a NUL byte", nul)};
  StrictChecker checker;
  json::sax_parse(text, &checker);
  return checker.problem;
}

} // namespace snp::model

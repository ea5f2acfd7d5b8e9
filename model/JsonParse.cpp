#include "model/JsonCodec.h"

#include <fmt/format.h>

#include <cstddef>
#include <string>

namespace snp::model {

namespace {

using nlohmann::json;

// A parse that builds nothing and only records the first error: json::parse without
// exceptions says that the text is invalid but not where.
class ErrorLocator : public nlohmann::json_sax<json> {
public:
  std::string description;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t &) override { return true; }
  bool string(string_t &) override { return true; }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t &) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }

  bool parse_error(std::size_t position, const std::string &, const json::exception &error) override {
    description = fmt::format("invalid JSON at byte {}: {}", position, readable(error.what()));
    return false;
  }

private:
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

Decoded parseConfig(std::string_view text) {
  const json document = json::parse(text, nullptr, false);
  if (!document.is_discarded()) return fromJson(document);
  ErrorLocator locator;
  json::sax_parse(text, &locator);
  Decoded decoded;
  decoded.errors.push_back({"", locator.description.empty() ? "invalid JSON" : locator.description});
  return decoded;
}

} // namespace snp::model

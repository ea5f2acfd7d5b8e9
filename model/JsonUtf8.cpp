#include "model/JsonUtf8.h"

#include <cstddef>

namespace snp::model {

namespace {

struct LeadByte {
  std::size_t length; // of the whole sequence; 0 = not a valid lead byte
  char32_t payload;   // the code point bits the lead byte carries
};

LeadByte decodeLead(unsigned char lead) {
  if (lead < 0x80) return {1, lead};
  if ((lead & 0xE0) == 0xC0) return {2, lead & 0x1Fu};
  if ((lead & 0xF0) == 0xE0) return {3, lead & 0x0Fu};
  if ((lead & 0xF8) == 0xF0) return {4, lead & 0x07u};
  return {0, 0};
}

} // namespace

bool isValidUtf8(std::string_view text) {
  // Each length has a smallest code point; anything below it is an overlong encoding.
  static constexpr char32_t kSmallestOfLength[] = {0, 0, 0x80, 0x800, 0x10000};
  for (std::size_t i = 0; i < text.size();) {
    const auto [length, payload] = decodeLead(static_cast<unsigned char>(text[i]));
    if (length == 0 || i + length > text.size()) return false;
    char32_t codePoint = payload;
    for (std::size_t k = 1; k < length; ++k) {
      const auto continuation = static_cast<unsigned char>(text[i + k]);
      if ((continuation & 0xC0) != 0x80) return false;
      codePoint = (codePoint << 6) | (continuation & 0x3Fu);
    }
    const bool surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
    if (length > 1 && (codePoint < kSmallestOfLength[length] || codePoint > 0x10FFFF || surrogate))
      return false;
    i += length;
  }
  return true;
}

} // namespace snp::model

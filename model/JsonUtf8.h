#pragma once

#include <string_view>

namespace snp::model {

// Whether text is well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or code points
// past U+10FFFF). JSON text always is, and nlohmann::json refuses to dump strings that are not.
bool isValidUtf8(std::string_view text);

} // namespace snp::model

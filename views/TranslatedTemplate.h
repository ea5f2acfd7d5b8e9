#pragma once

#include "model/Message.h"

#include <fmt/format.h>

#include <string>

namespace snp::views {

// A fmt template marked for translation under `context` (QT_TRANSLATE_NOOP or SNP_MESSAGE), in the
// UI language and filled with `args`; a translation may reorder them ({1} before {0}). The English
// template when there is no translation or its placeholders do not fit the arguments.
std::string translatedTemplate(const char *context, const char *source, fmt::format_args args);
inline std::string translatedTemplate(const model::Message &source, fmt::format_args args) {
  return translatedTemplate(source.context(), source.text(), args);
}

} // namespace snp::views

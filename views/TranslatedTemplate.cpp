#include "views/TranslatedTemplate.h"

#include <QCoreApplication>

namespace snp::views {

std::string translatedTemplate(const char *context, const char *source, fmt::format_args args) {
  const std::string translated = QCoreApplication::translate(context, source).toStdString();
  try {
    return fmt::vformat(translated, args);
  } catch (const fmt::format_error &) {
    return fmt::vformat(source, args);
  }
}

} // namespace snp::views

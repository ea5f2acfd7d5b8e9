#include "app/cli/report/LanguageOption.h"

#include <fmt/core.h>

namespace snp::cli {

std::optional<QLocale> languageOption(const std::optional<std::string> &code) {
  if (!code) return QLocale::system();
  const QLocale locale(QString::fromStdString(*code));
  if (locale.language() != QLocale::C) return locale;
  fmt::print(stderr, "error: --language is '{}'; give a locale name such as en or zh_CN\n", *code);
  return std::nullopt;
}

} // namespace snp::cli

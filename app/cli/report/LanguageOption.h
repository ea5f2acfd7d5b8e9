#pragma once

#include <QLocale>

#include <optional>
#include <string>

namespace snp::cli {

// --language CODE of the commands that write for people (report, the tables for people): the
// locale it names, or the system's without it; nullopt (after saying why) for a name that is none.
std::optional<QLocale> languageOption(const std::optional<std::string> &code);

} // namespace snp::cli

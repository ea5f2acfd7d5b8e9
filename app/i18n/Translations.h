#pragma once

#include <QLocale>

#include <string>

namespace snp::app {

// Installs the planner's translations for `locale` (from share/supernode-planner/translations
// beside an installed program, else those embedded under :/i18n) and Qt's own, owned by the
// application object. True when the planner has a catalogue for that language; English, the
// source language, has none and needs none.
bool installTranslations(const QLocale &locale);

// The language texts are shown in: the default locale's name ("zh_CN", "en_US"), which main()
// and the commands that write for people set with --language.
std::string interfaceLanguage();

} // namespace snp::app

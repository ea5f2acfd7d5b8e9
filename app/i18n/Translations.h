#pragma once

#include <QLocale>

namespace snp::app {

// Installs the planner's translations for `locale` (from share/supernode-planner/translations
// beside an installed program, else those embedded under :/i18n) and Qt's own, owned by the
// application object. True when the planner has a catalogue for that language; English, the
// source language, has none and needs none.
bool installTranslations(const QLocale &locale);

} // namespace snp::app

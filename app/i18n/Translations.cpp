#include "app/i18n/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace snp::app {

bool installTranslations(const QLocale &locale) {
  auto *planner = new QTranslator(QCoreApplication::instance());
  const bool loaded = planner->load(locale, "supernode-planner", "_", ":/i18n");
  if (loaded)
    QCoreApplication::installTranslator(planner);
  else
    delete planner;
  auto *qtBase = new QTranslator(QCoreApplication::instance());
  if (qtBase->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QCoreApplication::installTranslator(qtBase);
  else
    delete qtBase;
  return loaded;
}

} // namespace snp::app

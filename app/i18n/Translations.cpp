#include "app/i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace snp::app {

namespace {

// An installed program finds its catalogues beside bin/ (share/supernode-planner/translations), so
// an updated .qm takes effect without a rebuild; the embedded copies serve the build tree.
bool loadPlanner(QTranslator &translator, const QLocale &locale) {
  const QString installed =
      QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(SNP_TRANSLATIONS_FROM_BIN));
  return translator.load(locale, "supernode-planner", "_", installed) ||
         translator.load(locale, "supernode-planner", "_", ":/i18n");
}

} // namespace

bool installTranslations(const QLocale &locale) {
  auto *planner = new QTranslator(QCoreApplication::instance());
  const bool loaded = loadPlanner(*planner, locale);
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

std::string interfaceLanguage() { return QLocale().name().toStdString(); }

} // namespace snp::app

#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "app/gui/WindowScreenshot.h"
#include "model/Presets.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  QApplication::setOrganizationName("SupernodePlanner");
  QApplication::setApplicationName("Supernode Planner");
  QApplication::setApplicationVersion(QStringLiteral(SNP_VERSION));

  // The language comes from --language (e.g. zh_CN) or else the system locale.
  QString language;
  for (int i = 1; i + 1 < argc; ++i)
    if (QString::fromLocal8Bit(argv[i]) == "--language") language = QString::fromLocal8Bit(argv[i + 1]);
  const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
  QLocale::setDefault(locale);
  QTranslator planner, qtBase;
  if (planner.load(locale, "supernode-planner", "_", ":/i18n")) QApplication::installTranslator(&planner);
  if (qtBase.load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QApplication::installTranslator(&qtBase);

  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("main", "Plans AI supernode deployments."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption screenshot("screenshot",
                                      QApplication::translate("main", "Write a PNG of the window and exit."),
                                      QApplication::translate("main", "file"));
  const QCommandLineOption preset("preset", QApplication::translate("main", "Show the bundled preset ID."),
                                  QApplication::translate("main", "id"));
  const QCommandLineOption languageOption(
      "language",
      QApplication::translate("main", "Use the language CODE (en, zh_CN) instead of the system's."),
      QApplication::translate("main", "code"));
  parser.addOption(screenshot);
  parser.addOption(preset);
  parser.addOption(languageOption);
  parser.addPositionalArgument("project", QApplication::translate("main", "A project file (.snp) to open."),
                               "[project.snp]");
  parser.process(app);

  const QString presetId = parser.value(preset);
  if (!presetId.isEmpty() && !snp::model::findPreset(presetId.toStdString())) {
    std::fprintf(stderr, "Unknown preset '%s'; `snplan presets` lists them.\n", qPrintable(presetId));
    return 2;
  }

  snp::app::MainWindow window(presetId);
  if (!parser.positionalArguments().isEmpty() && !window.openProject(parser.positionalArguments().first()))
    return 1;
  window.show();
  if (parser.isSet(screenshot)) snp::app::screenshotWhenRendered(window, parser.value(screenshot));
  return app.exec();
}

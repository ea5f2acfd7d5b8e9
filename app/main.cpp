#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "app/gui/WindowScreenshot.h"
#include "app/i18n/Translations.h"
#include "model/Presets.h"
#include "views/charts/ChartsPanel.h"
#include "views/compare/ComparisonView.h"
#include "views/network/TopologyPanel.h"
#include "views/room/ReplayPanel.h"
#include "views/room/RoomColouring.h"
#include "views/scheduling/ScheduleRun.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/serving/ServingPanel.h"
#include "views/vtk/CameraPresets.h"
#include "views/vtk/VtkViewWidget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  QApplication::setOrganizationName("SupernodePlanner");
  QApplication::setApplicationName("Supernode Planner");
  QApplication::setApplicationVersion(QStringLiteral(SNP_VERSION));
  // The icon the desktop entry names, embedded (app/CMakeLists.txt) so that a build run in place
  // has it too; the desktop file name lets Wayland compositors match the window to the entry.
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/supernode-planner.svg")));
  QGuiApplication::setDesktopFileName(QStringLiteral("supernode-planner"));

  // The language comes from --language (e.g. zh_CN or --language=zh_CN) or else the system
  // locale. It is read first, by a parser that knows only it, so that the full parser's help
  // text below is already translated.
  QCommandLineParser languageOnly;
  const QCommandLineOption languageFirst("language", {}, "code");
  languageOnly.addOption(languageFirst);
  languageOnly.parse(QApplication::arguments()); // other options are unknown here, not errors
  const QString language = languageOnly.value(languageFirst);
  const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
  QLocale::setDefault(locale);
  snp::app::installTranslations(locale);

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
  const QCommandLineOption viewOption(
      "view",
      QApplication::translate(
          "main", "Show the view NAME first: room, network, compare, charts, scheduling or serving."),
      QApplication::translate("main", "name"), "room");
  const QCommandLineOption colourOption(
      "colour-by",
      QApplication::translate("main", "Colour the room's cabinets by NAME: cooling, power, heat-to-liquid, "
                                      "heat-to-air, power-limit, cooling-limit, verdict or failures."),
      QApplication::translate("main", "name"), "cooling");
  const QCommandLineOption cameraOption(
      "camera",
      QApplication::translate("main", "Look at the room from NAME: home, front, top, side or isometric."),
      QApplication::translate("main", "name"), "home");
  const QCommandLineOption replayOption(
      "replay",
      QApplication::translate("main", "Open the failure replay, simulate one run and show it DAY days in."),
      QApplication::translate("main", "day"));
  parser.addOption(screenshot);
  parser.addOption(replayOption);
  parser.addOption(colourOption);
  parser.addOption(cameraOption);
  parser.addOption(preset);
  parser.addOption(viewOption);
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
  // A headless run (--screenshot) has nobody to answer a dialog: problems go to stderr.
  if (!parser.positionalArguments().isEmpty() &&
      !window.openProject(parser.positionalArguments().first(), parser.isSet(screenshot)))
    return 1;
  window.show();
  const QString view = parser.value(viewOption);
  const QStringList views{"room", "network", "compare", "charts", "scheduling", "serving"};
  if (!views.contains(view)) {
    std::fprintf(stderr, "--view is '%s'; must be one of %s.\n", qPrintable(view),
                 qPrintable(views.join(", ")));
    return 2;
  }
  const auto metric = snp::views::roomMetricFromKey(parser.value(colourOption).toStdString());
  const auto camera = snp::views::cameraPresetFromKey(parser.value(cameraOption).toStdString());
  if (!metric || !camera) {
    std::fprintf(stderr, "--colour-by or --camera names no choice; `--help` lists them.\n");
    return 2;
  }
  bool dayValid = false;
  const double replayDay = parser.value(replayOption).toDouble(&dayValid);
  if (parser.isSet(replayOption) && (!dayValid || replayDay < 0)) {
    std::fprintf(stderr, "--replay is '%s'; must be a day of the run, 0 or more.\n",
                 qPrintable(parser.value(replayOption)));
    return 2;
  }
  window.setRoomMetric(*metric);
  if (view == "network") window.showNetwork();
  if (view == "compare") window.centralTabs()->setCurrentWidget(window.comparisonView());
  if (view == "charts") window.centralTabs()->setCurrentWidget(window.chartsPanel());
  if (view == "serving") window.centralTabs()->setCurrentWidget(window.servingPanel());
  snp::views::SchedulingPanel *scheduling = window.schedulingPanel();
  if (view == "scheduling") {
    window.centralTabs()->setCurrentWidget(scheduling);
    // A picture of a run: the default trace simulated before the window shows, replayed halfway.
    scheduling->runNow();
    if (const snp::views::ScheduledRun *run = scheduling->run())
      scheduling->seek((run->replay.endS() - run->replay.startS()) / 2);
  }
  const QString path = parser.value(screenshot);
  auto takeScreenshot = [&] {
    if (view == "room" && camera != snp::views::CameraPreset::Home) {
      // A preset frames the view at its size: wait until the window has laid it out.
      QObject::connect(
          window.view(), &snp::views::VtkViewWidget::frameRendered, &window,
          [&window, preset = *camera, path] {
            QTimer::singleShot(300, &window, [&window, preset, path] {
              window.view()->showCameraPreset(preset);
              snp::app::screenshotOnNextFrame(window, *window.view(), path);
            });
          },
          Qt::SingleShotConnection);
    } else if (view == "room") {
      snp::app::screenshotOnNextFrame(window, *window.view(), path);
    } else if (view == "scheduling") {
      snp::app::screenshotOnNextFrame(window, *scheduling->view(), path);
    } else if (view == "compare" || view == "charts" || view == "serving") {
      // Plain Qt widgets: they are drawn once the event loop has laid them out.
      snp::app::screenshotAfterLayout(window, path);
    } else {
      // The network's link loads arrive from a worker thread: capture the frame after them.
      snp::views::TopologyPanel *network = window.topologyPanel();
      QObject::connect(
          network, &snp::views::TopologyPanel::layoutShown, &window,
          [&window, network, path] { snp::app::screenshotOnNextFrame(window, *network->view(), path); },
          Qt::SingleShotConnection);
    }
  };
  if (parser.isSet(screenshot)) snp::app::failScreenshotAfter(window, 60000);
  if (parser.isSet(replayOption)) {
    // The run's first frame arrives when its simulation ends: move to the day asked for then.
    QObject::connect(
        window.replayPanel(), &snp::views::ReplayPanel::frameChanged, &window,
        [&] {
          window.replayPanel()->seek(replayDay * 86400);
          if (parser.isSet(screenshot)) takeScreenshot();
        },
        Qt::SingleShotConnection);
    window.openFailureReplay();
  } else if (parser.isSet(screenshot)) {
    takeScreenshot();
  }
  return app.exec();
}

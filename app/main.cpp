#include "app/gui/MainWindow.h"
#include "app/gui/SurfaceFormat.h"
#include "app/gui/WindowScreenshot.h"
#include "app/i18n/Translations.h"
#include "model/Presets.h"
#include "views/charts/ChartsPanel.h"
#include "views/compare/ComparisonView.h"
#include "views/network/TopologyPanel.h"
#include "views/plant/PlantPanel.h"
#include "views/room/ReplayPanel.h"
#include "views/room/RoomColouring.h"
#include "views/scheduling/ScheduleRun.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/serving/ServingPanel.h"
#include "views/vtk/CameraPresets.h"
#include "views/vtk/VtkViewWidget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QIcon>
#include <QLocale>
#include <QTimer>

#include <cstdio>
#include <optional>
#include <utility>
#include <variant>

namespace {

// The language comes from --language (e.g. zh_CN or --language=zh_CN) or else the system locale.
// It is read first, by a parser that knows only it, so that the full parser's help text is
// already translated.
void installLanguage() {
  QCommandLineParser languageOnly;
  const QCommandLineOption language("language", {}, "code");
  languageOnly.addOption(language);
  languageOnly.parse(QApplication::arguments()); // other options are unknown here, not errors
  const QString code = languageOnly.value(language);
  const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
  QLocale::setDefault(locale);
  snp::app::installTranslations(locale);
}

// The charts --chart names, in the order of charts::ChartKind.
constexpr const char *kChartNames[] = {"scaling",          "step", "power", "pue", "goodput", "cost", "tco",
                                       "cost-sensitivity", "clock"};
static_assert(std::size(kChartNames) == snp::charts::kChartKinds);

QStringList chartNames() {
  QStringList names;
  for (const char *name : kChartNames)
    names << QLatin1String(name);
  return names;
}

// What the command line asks the window to show, checked.
struct StartOptions {
  QString project;  // a file to open, or empty
  QString presetId; // the scenario to show, or empty
  QString view; // room, plant, floor-plan, rack-elevation, network, compare, charts, scheduling or serving
  snp::views::RoomMetric metric;
  snp::views::CameraPreset camera;
  QString dock;   // the dock to bring in front (its object name), or empty
  int chart = -1; // the chart to show with the charts view (a charts::ChartKind), or -1
  std::optional<double> replayDay;
  QString screenshot; // the PNG to write before exiting, or empty
};

// The options, or the exit status after a message on stderr.
std::variant<StartOptions, int> parseStartOptions(const QApplication &app) {
  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("main", "Plans AI supernode deployments."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption screenshot("screenshot",
                                      QApplication::translate("main", "Write a PNG of the window and exit."),
                                      QApplication::translate("main", "file"));
  const QCommandLineOption replay(
      "replay",
      QApplication::translate("main", "Open the failure replay, simulate one run and show it DAY days in."),
      QApplication::translate("main", "day"));
  const QCommandLineOption colour(
      "colour-by",
      QApplication::translate(
          "main", "Colour the room's cabinets by NAME: cooling, power, heat-to-liquid, "
                  "heat-to-air, power-limit, cooling-limit, verdict, failures, power-feed or cdu."),
      QApplication::translate("main", "name"), "cooling");
  const QCommandLineOption camera(
      "camera",
      QApplication::translate("main", "Look at the room from NAME: home, front, top, side or isometric."),
      QApplication::translate("main", "name"), "home");
  const QCommandLineOption preset("preset", QApplication::translate("main", "Show the bundled preset ID."),
                                  QApplication::translate("main", "id"));
  const QCommandLineOption view(
      "view",
      QApplication::translate("main",
                              "Show the view NAME first: room, plant (its single-line diagram), floor-plan, "
                              "rack-elevation, network, compare, charts, scheduling or serving."),
      QApplication::translate("main", "name"), "room");
  const QCommandLineOption language(
      "language",
      QApplication::translate("main", "Use the language CODE (en, zh_CN) instead of the system's."),
      QApplication::translate("main", "code"));
  const QCommandLineOption dock(
      "dock",
      QApplication::translate("main",
                              "Bring the dock NAME in front: results, criteria, notes, selection or cost."),
      QApplication::translate("main", "name"));
  const QCommandLineOption chart(
      "chart",
      QApplication::translate("main", "With --view charts, show the chart NAME: scaling, step, power, pue, "
                                      "goodput, cost, tco or cost-sensitivity."),
      QApplication::translate("main", "name"));
  parser.addOptions({screenshot, replay, colour, camera, preset, view, dock, chart, language});
  parser.addPositionalArgument("project", QApplication::translate("main", "A project file (.snp) to open."),
                               "[project.snp]");
  parser.process(app);

  StartOptions options;
  options.project = parser.positionalArguments().value(0);
  options.presetId = parser.value(preset);
  if (!options.presetId.isEmpty() && !snp::model::findPreset(options.presetId.toStdString())) {
    std::fprintf(stderr, "Unknown preset '%s'; `snplan presets` lists them.\n", qPrintable(options.presetId));
    return 2;
  }
  options.view = parser.value(view);
  const QStringList views{"room",    "plant",  "floor-plan", "rack-elevation", "network",
                          "compare", "charts", "scheduling", "serving"};
  if (!views.contains(options.view)) {
    std::fprintf(stderr, "--view is '%s'; must be one of %s.\n", qPrintable(options.view),
                 qPrintable(views.join(", ")));
    return 2;
  }
  const QStringList docks{"results", "criteria", "notes", "selection", "cost"};
  if (parser.isSet(dock)) {
    const QString name = parser.value(dock);
    if (!docks.contains(name)) {
      std::fprintf(stderr, "--dock is '%s'; must be one of %s.\n", qPrintable(name),
                   qPrintable(docks.join(", ")));
      return 2;
    }
    options.dock = name.at(0).toUpper() + name.mid(1) + QStringLiteral("Dock");
  }
  if (parser.isSet(chart)) {
    const QStringList charts = chartNames();
    options.chart = int(charts.indexOf(parser.value(chart)));
    if (options.chart < 0) {
      std::fprintf(stderr, "--chart is '%s'; must be one of %s.\n", qPrintable(parser.value(chart)),
                   qPrintable(charts.join(", ")));
      return 2;
    }
  }
  const auto metric = snp::views::roomMetricFromKey(parser.value(colour).toStdString());
  const auto cameraPreset = snp::views::cameraPresetFromKey(parser.value(camera).toStdString());
  if (!metric || !cameraPreset) {
    std::fprintf(stderr, "--colour-by or --camera names no choice; `--help` lists them.\n");
    return 2;
  }
  options.metric = *metric;
  options.camera = *cameraPreset;
  if (parser.isSet(replay)) {
    bool valid = false;
    const double day = parser.value(replay).toDouble(&valid);
    if (!valid || day < 0) {
      std::fprintf(stderr, "--replay is '%s'; must be a day of the run, 0 or more.\n",
                   qPrintable(parser.value(replay)));
      return 2;
    }
    options.replayDay = day;
  }
  options.screenshot = parser.value(screenshot);
  return options;
}

// Brings the view asked for to the front; a scheduling run is simulated and replayed halfway, so
// that a picture of it shows a run.
void showFirstView(snp::app::MainWindow &window, const StartOptions &options) {
  window.setRoomMetric(options.metric);
  QTabWidget &tabs = *window.centralTabs();
  if (options.view == "network") window.showNetwork();
  using Drawing = snp::views::PlantPanel::Drawing;
  for (const auto &[name, drawing] :
       {std::pair{"plant", Drawing::SingleLine}, std::pair{"floor-plan", Drawing::FloorPlan},
        std::pair{"rack-elevation", Drawing::RackElevation}})
    if (options.view == QLatin1String(name)) {
      tabs.setCurrentWidget(window.plantPanel());
      window.plantPanel()->showDrawing(drawing);
    }
  if (options.view == "compare") tabs.setCurrentWidget(window.comparisonView());
  if (options.view == "charts") {
    tabs.setCurrentWidget(window.chartsPanel());
    if (options.chart >= 0) window.chartsPanel()->showChart(snp::charts::ChartKind(options.chart));
  }
  if (auto *dock = window.findChild<QDockWidget *>(options.dock); dock && !options.dock.isEmpty()) {
    dock->show();
    dock->raise();
  }
  if (options.view == "serving") tabs.setCurrentWidget(window.servingPanel());
  if (options.view == "scheduling") {
    snp::views::SchedulingPanel *scheduling = window.schedulingPanel();
    tabs.setCurrentWidget(scheduling);
    scheduling->runNow();
    if (const snp::views::ScheduledRun *run = scheduling->run())
      scheduling->seek((run->replay.endS() - run->replay.startS()) / 2);
  }
}

// Writes the PNG once the view in front has drawn what it shows, then exits.
void takeScreenshot(snp::app::MainWindow &window, const StartOptions &options) {
  const QString &path = options.screenshot;
  if (options.view == "room" && options.camera != snp::views::CameraPreset::Home) {
    // A preset frames the view at its size: wait until the window has laid it out.
    QObject::connect(
        window.view(), &snp::views::VtkViewWidget::frameRendered, &window,
        [&window, preset = options.camera, path] {
          QTimer::singleShot(300, &window, [&window, preset, path] {
            window.view()->showCameraPreset(preset);
            snp::app::screenshotOnNextFrame(window, *window.view(), path);
          });
        },
        Qt::SingleShotConnection);
  } else if (options.view == "room") {
    snp::app::screenshotOnNextFrame(window, *window.view(), path);
  } else if (options.view == "scheduling") {
    snp::app::screenshotOnNextFrame(window, *window.schedulingPanel()->view(), path);
  } else if (options.view == "network") {
    // The network's link loads arrive from a worker thread: capture the frame after them.
    snp::views::TopologyPanel *network = window.topologyPanel();
    QObject::connect(
        network, &snp::views::TopologyPanel::layoutShown, &window,
        [&window, network, path] { snp::app::screenshotOnNextFrame(window, *network->view(), path); },
        Qt::SingleShotConnection);
  } else {
    // Plain Qt widgets: they are drawn once the event loop has laid them out.
    snp::app::screenshotAfterLayout(window, path);
  }
}

} // namespace

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
  installLanguage();
  const auto parsed = parseStartOptions(app);
  if (const int *status = std::get_if<int>(&parsed)) return *status;
  const StartOptions &options = std::get<StartOptions>(parsed);

  snp::app::MainWindow window(options.presetId);
  const bool headless = !options.screenshot.isEmpty(); // nobody to answer a dialog: problems go to stderr
  if (headless && !options.project.isEmpty() && !window.openProject(options.project, true)) return 1;
  window.show();
  // A project that cannot be opened is said over the window, which stays open on the default
  // project: the user can pick another file or carry on.
  if (!headless && !options.project.isEmpty()) window.openProject(options.project);
  showFirstView(window, options);
  if (headless) snp::app::failScreenshotAfter(window, 60000);
  if (options.replayDay) {
    // The run's first frame arrives when its simulation ends: move to the day asked for then.
    QObject::connect(
        window.replayPanel(), &snp::views::ReplayPanel::frameChanged, &window,
        [&window, &options] {
          window.replayPanel()->seek(*options.replayDay * 86400);
          if (!options.screenshot.isEmpty()) takeScreenshot(window, options);
        },
        Qt::SingleShotConnection);
    window.openFailureReplay();
  } else if (headless) {
    takeScreenshot(window, options);
  }
  return app.exec();
}

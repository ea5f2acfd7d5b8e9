#include "ImageStatistics.h"

#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/RecentFiles.h"
#include "app/gui/SurfaceFormat.h"
#include "model/JsonCodec.h"
#include "model/Presets.h"
#include "model/ProjectStore.h"
#include "views/compare/ResultsPanel.h"
#include "views/editor/ConfigEditor.h"
#include "views/network/TopologyPanel.h"
#include "views/network/TopologyScene.h"
#include "views/room/ReplayPanel.h"
#include "views/room/RoomScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QValueAxis>
#include <QtTest>

#include <sqlite3.h>
#include <vtkCamera.h>
#include <vtkCellData.h>
#include <vtkCoordinate.h>
#include <vtkDataArray.h>
#include <vtkPolyData.h>
#include <vtkRenderer.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>

using snp::views::VtkViewWidget;

namespace {

// Node slabs are drawn in this green (views/room/RoomScene.cpp); lighting shades it, hence the tolerance.
const QColor kActiveNodeGreen(90, 200, 90);
// The view's background, 0.17, 0.19, 0.24 (views/vtk/VtkViewWidget.cpp).
const QColor kBackground(43, 48, 61);

std::array<double, 3> cameraPosition(VtkViewWidget *view) {
  std::array<double, 3> p{};
  view->renderer()->GetActiveCamera()->GetPosition(p.data());
  return p;
}

double distance(const std::array<double, 3> &a, const std::array<double, 3> &b) {
  return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

void sendMouse(QWidget *widget, QEvent::Type type, QPointF at, Qt::MouseButton button,
               Qt::MouseButtons buttons) {
  QMouseEvent event(type, at, widget->mapToGlobal(at), button, buttons, Qt::NoModifier);
  QApplication::sendEvent(widget, &event);
}

void expectGeometry(const QImage &frame, const char *when) {
  const ImageStatistics stats = ImageStatistics::of(frame, kActiveNodeGreen);
  qInfo("%s: %dx%d, %d colours, dominant %.2f, %d node-green pixels", when, frame.width(), frame.height(),
        stats.distinctColours, stats.dominantShare, stats.matching);
  QVERIFY2(stats.distinctColours > 20, when); // a black or flat view has one or two
  // The most common colour is the background VTK cleared to (views/vtk/VtkViewWidget.cpp), opaque:
  // not black, not Qt's own clear.
  QVERIFY2(stats.dominantColour == (kBackground.rgb() & 0xFFF0F0F0), when);
  QVERIFY2(stats.matching > 200, when); // the nodes are on screen
}

QByteArray readBytes(const std::filesystem::path &path) {
  QFile file(QString::fromStdString(path.string()));
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Clicks the button so labelled in the next message box that opens.
void answerNextQuestion(const QString &button) {
  QTimer::singleShot(0, [button] {
    auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
    QVERIFY(box);
    for (QAbstractButton *candidate : box->buttons())
      if (candidate->text().remove('&') == button) return candidate->click();
    QFAIL(qPrintable("no button " + button));
  });
}

// An unsaved edit, then the autosave timer's turn (its minute shortened) and the write it starts.
void editThenWaitForTheAutosaveTimer(snp::app::MainWindow &window) {
  snp::model::Config edited = window.document()->config();
  edited.reliability.hot_spares += 1;
  window.document()->replaceConfig(edited, "spares");
  auto *timer = window.findChild<QTimer *>("AutosaveTimer");
  QVERIFY(timer);
  const int minute = timer->interval();
  timer->setInterval(1);
  QTest::qWait(300);
  timer->setInterval(minute);
  QTest::qWait(100); // a write the last turn started
}

} // namespace

class MainWindowTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void viewShowsCabinetsAndNodes() {
    snp::app::MainWindow window("seed-s3");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.view()->framesPainted() > 0, 20000);
    expectGeometry(window.view()->grabFramebuffer(), "seed-s3 room view");
  }

  void mouseDragRotatesAndWheelZooms() {
    snp::app::MainWindow window("seed-s1");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    VtkViewWidget *view = window.view();
    QTRY_VERIFY_WITH_TIMEOUT(view->framesPainted() > 0, 20000);

    const auto before = cameraPosition(view);
    const QPointF centre(view->width() / 2.0, view->height() / 2.0);
    sendMouse(view, QEvent::MouseButtonPress, centre, Qt::LeftButton, Qt::LeftButton);
    for (int step = 1; step <= 10; ++step)
      sendMouse(view, QEvent::MouseMove, centre + QPointF(8 * step, 3 * step), Qt::NoButton, Qt::LeftButton);
    sendMouse(view, QEvent::MouseButtonRelease, centre + QPointF(80, 30), Qt::LeftButton, Qt::NoButton);
    const auto rotated = cameraPosition(view);
    QVERIFY2(distance(before, rotated) > 0.1, "a left drag must rotate the camera");

    const auto turnWheel = [&](int eighthsOfADegree) {
      QWheelEvent wheel(centre, view->mapToGlobal(centre), {}, QPoint(0, eighthsOfADegree), Qt::NoButton,
                        Qt::NoModifier, Qt::NoScrollPhase, false);
      QApplication::sendEvent(view, &wheel);
      return view->renderer()->GetActiveCamera()->GetDistance();
    };
    const double focalDistanceBefore = view->renderer()->GetActiveCamera()->GetDistance();
    const double zoomed = turnWheel(120);
    QVERIFY2(zoomed < focalDistanceBefore, "wheel forward must zoom in");
    // A touchpad's small deltas add up to one step per notch of 120, not one step each.
    QCOMPARE(turnWheel(40), zoomed);
    QCOMPARE(turnWheel(40), zoomed);
    const double oneMoreStep = turnWheel(40);
    QVERIFY2(oneMoreStep < zoomed, "three deltas of 40 must make one zoom step");
    QVERIFY2(std::abs(oneMoreStep / zoomed - zoomed / focalDistanceBefore) < 1e-9,
             "the accumulated step must zoom as far as a whole notch does");
    QCOMPARE(turnWheel(-119), oneMoreStep);
    QVERIFY2(turnWheel(-1) > oneMoreStep, "a whole notch back must zoom out");

    // 'r' in the view is VTK's reset: the whole scene fits again, so the camera backs off.
    QTest::keyClick(view, Qt::Key_R);
    QVERIFY2(view->renderer()->GetActiveCamera()->GetDistance() > zoomed, "the r key must reset the camera");
  }

  void clickPicksACabinet() {
    snp::app::MainWindow window("seed-s1");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    VtkViewWidget *view = window.view();
    QTRY_VERIFY_WITH_TIMEOUT(view->framesPainted() > 0, 20000);
    // seed-s1 is one cabinet: project its centre to the screen and pick there.
    const auto &cabinet = window.document()->config().cabinet;
    vtkNew<vtkCoordinate> world;
    world->SetCoordinateSystemToWorld();
    world->SetValue(0, 0, cabinet.height_m * 0.8);
    const int *display = world->GetComputedDisplayValue(view->renderer());
    const double ratio = view->devicePixelRatioF();
    const QPoint widgetPoint(qRound(display[0] / ratio), qRound(view->height() - display[1] / ratio));
    QVERIFY(view->pickProp(widgetPoint) != nullptr);
    QVERIFY(view->pickProp(QPoint(2, 2)) == nullptr); // a corner shows only the background
  }

  void survivesUndockingAndRedocking() {
    QMainWindow host;
    auto *dock = new QDockWidget("3D", &host);
    auto *view = new VtkViewWidget(dock);
    dock->setWidget(view);
    host.addDockWidget(Qt::LeftDockWidgetArea, dock);
    host.setCentralWidget(new QWidget(&host));
    snp::views::RoomScene scene(view->renderer());
    scene.show(*snp::model::findPreset("seed-s3"));
    host.resize(1000, 700);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QTRY_VERIFY_WITH_TIMEOUT(view->framesPainted() > 0, 20000);
    expectGeometry(view->grabFramebuffer(), "docked");

    dock->setFloating(true);
    dock->resize(700, 500);
    QVERIFY(QTest::qWaitForWindowExposed(dock));
    expectGeometry(view->grabFramebuffer(), "floating");

    dock->setFloating(false);
    QTest::qWait(100);
    expectGeometry(view->grabFramebuffer(), "docked again");

    auto *other = new QWidget;
    view->setParent(other); // a new top-level: the GL context is destroyed and recreated
    other->resize(640, 480);
    other->show();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    expectGeometry(view->grabFramebuffer(), "re-parented");
    QTemporaryDir dir;
    const QString png = dir.filePath("view.png");
    QVERIFY(view->saveSnapshot(png));
    expectGeometry(QImage(png), "snapshot file");
    delete other;
  }

  void configurationEditIsUndoable() {
    snp::app::MainWindow window("seed-s1");
    snp::app::ProjectDocument *document = window.document();
    QCOMPARE(document->config().id, std::string("seed-s1"));
    QVERIFY(!document->isModified());
    snp::model::Config edited = document->config();
    edited.reliability.hot_spares = 5;
    document->replaceConfig(edited, "spares");
    QCOMPARE(document->config().reliability.hot_spares, 5);
    QVERIFY(document->isModified());
    document->undoStack()->undo();
    QCOMPARE(document->config(), *snp::model::findPreset("seed-s1"));
    QVERIFY(!document->isModified());
  }

  void projectSavesAndReopens() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("plan.snp").toStdString());
    snp::app::MainWindow window("seed-s3");
    snp::model::Config edited = window.document()->config();
    edited.layout.cabinets = 4;
    edited.workload.parallelism.dp = edited.workload.parallelism.dp / 4;
    window.document()->replaceConfig(edited, "fewer cabinets");
    window.document()->saveAs(path);
    QVERIFY(!window.document()->isModified());

    snp::app::MainWindow reopened;
    QVERIFY(reopened.openProject(QString::fromStdString(path.string()), true));
    QCOMPARE(reopened.document()->scenarios(), window.document()->scenarios());
  }

  // A run without a token budget says so instead of "Steps to train 0" beside a time to train.
  void aRunWithoutATokenBudgetSaysSo() {
    snp::app::MainWindow window("seed-s1");
    QCOMPARE(window.document()->config().workload.tokens_to_train, 0.0);
    QTreeWidgetItem *steps = nullptr;
    for (QTreeWidgetItemIterator it(window.resultsPanel()); *it; ++it)
      if ((*it)->data(0, Qt::UserRole).toString() == "training.steps_to_train") steps = *it;
    QVERIFY(steps);
    QCOMPARE(steps->text(1), QString("no token budget"));
    QVERIFY(window.document()->editField("workload.tokens_to_train", 1e12));
    QVERIFY(steps->text(1) != "no token budget");
    QVERIFY(steps->text(1).at(0).isDigit());
  }

  // Keys that work whatever has the focus: Ctrl+Tab and Ctrl+PgUp between the central tabs, Alt
  // and a digit to a dock.
  void tabsAndDocksAreReachedFromTheKeyboard() {
    snp::app::MainWindow window("seed-s1");
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTabWidget *tabs = window.centralTabs();
    const auto key = [](int code, Qt::KeyboardModifiers modifiers) {
      QTest::keyClick(QApplication::focusWidget(), Qt::Key(code), modifiers);
    };
    window.configEditor()->tree()->setFocus();
    QTRY_VERIFY(QApplication::focusWidget() == window.configEditor()->tree());
    QCOMPARE(tabs->currentIndex(), 0);
    key(Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
    window.view()->setFocus();
    key(Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 0);
    key(Qt::Key_PageUp, Qt::ControlModifier); // round to the last tab
    QCOMPARE(tabs->currentIndex(), tabs->count() - 1);

    // Alt+2: the Configuration dock (second in View > Go To), even hidden, in front and focused.
    window.configurationDock()->hide();
    window.view()->setFocus();
    key(Qt::Key_2, Qt::AltModifier);
    QTRY_VERIFY(window.configurationDock()->isVisible());
    QVERIFY(window.configurationDock()->isAncestorOf(QApplication::focusWidget()));
  }

  // File > Open Recent lists the projects opened or saved, newest first, and opens one.
  void recentProjectsAreListedAndOpen() {
    QSettings().remove(snp::app::RecentFiles::kKey);
    QTemporaryDir dir;
    const QString first = dir.filePath("first.snp"), second = dir.filePath("second.snp");
    {
      snp::app::MainWindow window("seed-s1");
      window.document()->saveAs(first.toStdString());
      window.document()->setCurrentIndex(2);
      window.document()->saveAs(second.toStdString());
    }
    QCOMPARE(QSettings().value(snp::app::RecentFiles::kKey).toStringList(), (QStringList{second, first}));
    snp::app::MainWindow window;
    auto *menu = window.findChild<QMenu *>("RecentProjectsMenu");
    QVERIFY(menu);
    emit menu->aboutToShow();
    QList<QAction *> entries = menu->actions();
    QVERIFY(entries.size() >= 2);
    QCOMPARE(entries[0]->text(), QString("&1 second.snp"));
    QFile::remove(second); // gone since: listed, greyed out
    emit menu->aboutToShow();
    entries = menu->actions();
    QVERIFY(!entries[0]->isEnabled());
    QVERIFY(entries[1]->isEnabled());
    entries[1]->trigger();
    QCOMPARE(QString::fromStdString(window.document()->path().string()), first);
  }

  void unsavedEditsComeBackFromTheAutosave() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("plan.snp").toStdString());
    snp::app::ProjectDocument document(snp::app::ProjectDocument::defaultScenarios());
    document.saveAs(path);
    snp::model::Config edited = document.config();
    edited.reliability.hot_spares = 7;
    document.replaceConfig(edited, "spares");
    document.autosave(); // what the timer does while edits are unsaved
    QVERIFY(snp::model::ProjectStore::hasNewerAutosave(path));

    snp::app::ProjectDocument recovered({});
    recovered.open(path, /*fromAutosave=*/true);
    QCOMPARE(recovered.config().reliability.hot_spares, 7);
    QVERIFY2(recovered.isModified(), "recovered edits are not yet saved to the project");
    snp::app::ProjectDocument saved({});
    saved.open(path);
    QCOMPARE(saved.config(), snp::model::presets()[0]); // the project itself still holds the saved state
  }

  // Opening a project deleted its autosave without asking, even an unrelated file of that name.
  // An older autosave stays; an unreadable one is moved aside with its bytes, and the user told.
  void openingAProjectDeletesNoAutosave() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("plan.snp").toStdString());
    const auto autosave = snp::model::ProjectStore::autosavePath(path);
    snp::app::ProjectDocument document(snp::app::ProjectDocument::defaultScenarios());
    document.saveAs(path);
    snp::model::ProjectStore::writeAutosave(path, document.scenarios());
    QTest::qWait(5);
    snp::model::ProjectStore::open(path).saveAll(document.scenarios()); // newer than the autosave now
    QCOMPARE(snp::model::ProjectStore::autosaveState(path), snp::model::ProjectStore::AutosaveState::Older);
    {
      snp::app::MainWindow window;
      QVERIFY(window.openProject(QString::fromStdString(path.string()), true));
    }
    QVERIFY(std::filesystem::exists(autosave));

    std::filesystem::remove(autosave);
    QFile unrelated(QString::fromStdString(autosave.string()));
    QVERIFY(unrelated.open(QIODevice::WriteOnly));
    unrelated.write("my own notes");
    unrelated.close();
    snp::app::MainWindow window;
    QVERIFY(window.openProject(QString::fromStdString(path.string()), true));
    QVERIFY(!std::filesystem::exists(autosave));
    const QStringList aside = QDir(dir.path()).entryList({"plan.snp.autosave.unreadable-*"});
    QCOMPARE(aside.size(), 1);
    QFile kept(dir.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("my own notes"));
    QVERIFY(window.statusBar()->currentMessage().contains(aside.front()));
  }

  // A key renamed in the file read as its default without a word: the user is told which.
  void unknownKeysInAProjectAreShown() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("plan.snp").toStdString());
    snp::app::ProjectDocument document(snp::app::ProjectDocument::defaultScenarios());
    document.saveAs(path);
    sqlite3 *db = nullptr; // a bit flip in the file, behind the store's back
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db,
                          "UPDATE scenario SET config_json = replace(config_json, '\"tdp_W\"', '\"tdp_V\"')",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    sqlite3_close(db);
    snp::app::MainWindow window;
    QVERIFY(window.openProject(QString::fromStdString(path.string()), true));
    QVERIFY(!window.document()->openWarnings().empty());
    QCOMPARE(window.document()->openWarnings().front().path.substr(0, 9), std::string("scenario "));
    QVERIFY(window.statusBar()->currentMessage().contains("accelerator.tdp_V"));
  }

  // "Keep for later" kept the autosave only until the next quit, which deleted it; and the
  // autosave timer wrote this session's edits over it. Kept means kept: neither happens.
  void anAutosaveKeptForLaterOutlivesTheSessionThatKeptIt() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("plan.snp").toStdString());
    const auto autosave = snp::model::ProjectStore::autosavePath(path);
    {
      snp::app::ProjectDocument crashed(snp::app::ProjectDocument::defaultScenarios());
      crashed.saveAs(path);
      snp::model::Config edited = crashed.config();
      edited.reliability.hot_spares = 7;
      crashed.replaceConfig(edited, "spares");
      crashed.autosave(); // and then the session died
    }
    const QByteArray kept = readBytes(autosave);
    {
      snp::app::MainWindow window;
      answerNextQuestion("Keep for later");
      QVERIFY(window.openProject(QString::fromStdString(path.string()), false));
      editThenWaitForTheAutosaveTimer(window);
      QCOMPARE(readBytes(autosave), kept);
      window.document()->undoStack()->setClean(); // quitting asks nothing
      window.close();
    }
    QCOMPARE(readBytes(autosave), kept);
    QVERIFY(snp::model::ProjectStore::hasNewerAutosave(path));
  }

  // Two planners on one project: the second is told it is open elsewhere, by which process, and
  // opens it read-only: its timer writes no autosave over the first's, its quit deletes none, and
  // Save asks for another file. Once the first closes the project, the lock goes with it.
  void aProjectOpenInAnotherPlannerOpensReadOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath("shared.snp");
    const auto autosave = snp::model::ProjectStore::autosavePath(path.toStdString());
    snp::app::ProjectDocument(snp::app::ProjectDocument::defaultScenarios()).saveAs(path.toStdString());
    {
      snp::app::MainWindow first;
      QVERIFY(first.openProject(path, true));
      QVERIFY(QFile::exists(path + ".lock"));
      QVERIFY(!first.statusBar()->currentMessage().contains("open in another"));
      QVERIFY(!first.windowTitle().contains("read-only"));
      editThenWaitForTheAutosaveTimer(first);
      const QByteArray firsts = readBytes(autosave);
      QVERIFY(!firsts.isEmpty());
      {
        snp::app::MainWindow second;
        QVERIFY(second.openProject(path, true)); // headless: it opens read-only, and says so
        const QString message = second.statusBar()->currentMessage();
        QVERIFY2(message.startsWith("Opened read-only: "), qPrintable(message));
        QVERIFY2(message.contains("open in another Supernode Planner"), qPrintable(message));
        QVERIFY2(message.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(message));
        QVERIFY2(second.windowTitle().contains("shared.snp (read-only)"), qPrintable(second.windowTitle()));
        editThenWaitForTheAutosaveTimer(second);
        QCOMPARE(readBytes(autosave), firsts);
        second.document()->undoStack()->setClean();
        second.close();
      }
      QCOMPARE(readBytes(autosave), firsts);
      first.document()->undoStack()->setClean();
      first.close(); // the first wrote it: its quit, the changes being discarded, removes it
      QVERIFY(!std::filesystem::exists(autosave));
    }
    QVERIFY(!QFile::exists(path + ".lock"));
    snp::app::MainWindow third;
    QVERIFY(third.openProject(path, true));
    QVERIFY(!third.statusBar()->currentMessage().contains("open in another"));
    QVERIFY(!third.windowTitle().contains("read-only"));
  }

  // Asked in a window: the question is answered "Open Read-Only" or cancelled.
  void theSecondPlannerMayCancelOrOpenReadOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath("shared.snp");
    snp::app::ProjectDocument(snp::app::ProjectDocument::defaultScenarios()).saveAs(path.toStdString());
    snp::app::MainWindow first;
    QVERIFY(first.openProject(path, true));
    snp::app::MainWindow second;
    answerNextQuestion("Cancel");
    QVERIFY(!second.openProject(path, false));
    QVERIFY(second.document()->path().empty());
    answerNextQuestion("Open Read-Only");
    QVERIFY(second.openProject(path, false));
    QVERIFY(second.windowTitle().contains("(read-only)"));
  }

  // A stranger's project whose hall has 2^30 cabinets (validation refuses it, the store keeps it):
  // the window opens it at once, draws no hall, and says why. It used to allocate one figure per
  // cabinet (8 GB) to colour the room and hang.
  void aProjectBeyondTheCountsOpensAndSaysWhyItIsNotDrawn() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("vast.snp").toStdString());
    snp::model::Config vast = *snp::model::findPreset("seed-s1");
    vast.layout.cabinets = vast.layout.rows = 1 << 30;
    snp::model::ProjectStore::create(path).saveScenario("vast", vast);
    snp::app::MainWindow window;
    QVERIFY(window.openProject(QString::fromStdString(path.string()), true));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString caption = window.findChild<QLabel *>("SceneCaption")->text();
    QVERIFY2(caption.contains("1,073,741,824") && caption.contains("Not drawn"), qPrintable(caption));
    QCOMPARE(window.room().cabinetCount(), 0);
    QVERIFY(window.resultsPanel()->topLevelItem(0)->text(0).startsWith("Cannot evaluate"));
  }

  // An empty file (touch plan.snp) can be saved over; it used to be refused as "not a project".
  void anEmptyFileCanBeSavedOver() {
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.filePath("empty.snp").toStdString());
    QFile touched(QString::fromStdString(path.string()));
    QVERIFY(touched.open(QIODevice::WriteOnly));
    touched.close();
    snp::app::ProjectDocument document(snp::app::ProjectDocument::defaultScenarios());
    document.saveAs(path);
    QCOMPARE(snp::model::ProjectStore::open(path).loadAll(), document.scenarios());
  }

  void exceededLimitsAreShownAboveTheResults() {
    snp::app::MainWindow window("seed-s1");
    auto *panel = window.resultsPanel();
    QVERIFY(panel->topLevelItemCount() > 0);
    for (int i = 0; i < panel->topLevelItemCount(); ++i) // the preset is within its limits
      QVERIFY(panel->topLevelItem(i)->text(0) != "Warnings");

    snp::model::Config crowded = window.document()->config();
    crowded.cabinet.power_limit_W = 20e3; // far below what 128 accelerators draw
    window.document()->replaceConfig(crowded, "limit");
    // Under the criteria verdict, above the figures.
    QVERIFY(panel->topLevelItem(0)->text(0).contains("✔")); // S1's table says nothing of cabinet power
    QCOMPARE(panel->topLevelItem(1)->text(0), QString("Warnings"));
    QVERIFY(panel->topLevelItem(1)->child(0)->text(0).contains("power"));
  }

  void invalidConfigurationShowsItsProblemsInsteadOfResults() {
    snp::app::MainWindow window("seed-s1");
    snp::model::Config broken = window.document()->config();
    broken.workload.parallelism.dp = 3; // tp x pp x dp no longer matches the 128 accelerators
    window.document()->replaceConfig(broken, "break");
    auto *panel = window.resultsPanel();
    QCOMPARE(panel->topLevelItemCount(), 1);
    QVERIFY(panel->topLevelItem(0)->text(0).startsWith("Cannot evaluate"));
    QVERIFY(panel->topLevelItem(0)->child(0)->text(0).startsWith("workload.parallelism"));
  }

  void networkTabDrawsTheTopologyWithLoadedLinks() {
    snp::app::MainWindow window("seed-s3");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>("CentralTabs");
    QVERIFY(tabs);
    tabs->setCurrentWidget(window.topologyPanel());
    VtkViewWidget *view = window.topologyPanel()->view();
    // The layout is computed on a worker thread and drawn when it arrives.
    // Both tiers: the scale-out fat tree over seed-s3's 16 cabinet-sized torus domains.
    QTRY_COMPARE_WITH_TIMEOUT(window.topologyPanel()->scene().drawing().domainCount(), 16LL, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(view->framesPainted() > 0, 20000);
    const QImage frame = view->grabFramebuffer();
    const ImageStatistics drawn = ImageStatistics::of(frame);
    qInfo("network tab: %d colours, dominant share %.2f", drawn.distinctColours, drawn.dominantShare);
    QVERIFY(drawn.distinctColours > 20);
    // The offered load is chosen so that the busiest link runs at about 80 %: none over capacity.
    double busiest = 0;
    for (const auto &link : window.topologyPanel()->scene().drawing().links)
      busiest = std::max(busiest, link.utilisation());
    QVERIFY2(busiest > 0.5 && busiest <= 0.85, qPrintable(QString::number(busiest)));
    QVERIFY(window.topologyPanel()->offeredLoad()->value() != 10);
  }

  void failureReplayPlaysARunToItsEnd() {
    // seed-s1: one simulated run on a worker thread; at its end the job is complete, with as
    // many failures as the run had, and the goodput is the run's.
    snp::app::MainWindow window("seed-s1");
    snp::views::ReplayPanel *replay = window.replayPanel();
    QVERIFY(replay);
    QVERIFY(!replay->hasRun());
    replay->simulate();
    QTRY_VERIFY_WITH_TIMEOUT(replay->hasRun(), 20000);
    replay->seek(1e15); // clamped to the run's end
    QCOMPARE(replay->frame()->job, snp::sim::JobState::Complete);
    QVERIFY2(replay->banner()->text().contains("Complete"), qPrintable(replay->banner()->text()));
    QVERIFY(replay->frame()->goodput > 0.9 && replay->frame()->goodput <= 1);
    // The goodput axis starts near the run's lowest goodput, not at 0 % (a flat line along the top).
    auto *chart = replay->findChild<QChartView *>();
    QVERIFY(chart);
    const auto *y = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).first());
    QVERIFY(y);
    QCOMPARE(y->max(), 100.0);
    QVERIFY2(y->min() >= 85 && y->min() < 100 * replay->frame()->goodput,
             qPrintable(QString::number(y->min())));
    // Another scenario clears the run.
    window.document()->setCurrentIndex(1);
    QVERIFY(!replay->hasRun());
  }

  void replayedFailureTurnsTheNodeRedAndItsSpareAmber() {
    // seed-s3: 640 job nodes and 16 hot spares. At the first failure of the run the failed
    // node's slab turns red; once a spare has taken its place, that spare's slab turns amber.
    snp::app::MainWindow window("seed-s3");
    QDockWidget *dock = window.findChild<QDockWidget *>("FailureReplayDock");
    QVERIFY(dock);
    dock->toggleViewAction()->trigger();
    snp::views::ReplayPanel *replay = window.replayPanel();
    replay->simulate();
    QTRY_VERIFY_WITH_TIMEOUT(replay->hasRun(), 20000);
    const std::vector<snp::sim::RunEvent> &timeline = replay->run()->timeline;
    const auto failure = std::find_if(timeline.begin(), timeline.end(), [](const snp::sim::RunEvent &e) {
      return e.kind == snp::sim::RunEventKind::Failure;
    });
    QVERIFY2(failure != timeline.end(), "a month on 10,240 accelerators has failures");
    const auto swap = std::find_if(failure, timeline.end(), [](const snp::sim::RunEvent &e) {
      return e.kind == snp::sim::RunEventKind::SpareSwap;
    });
    QVERIFY(swap != timeline.end());
    QVERIFY(failure->node < 640 && swap->node >= 640);

    auto slabColour = [&](int node) {
      auto *status = window.room().nodeGeometry()->GetCellData()->GetArray("status");
      double rgb[3];
      status->GetTuple(vtkIdType(node) * 6, rgb);
      return QColor(int(rgb[0]), int(rgb[1]), int(rgb[2]));
    };
    const QColor red(230, 20, 20), amber(255, 153, 0), green(90, 200, 90), white(245, 245, 245);
    replay->seek(failure->time_s * 0.999);
    QCOMPARE(slabColour(failure->node), green);
    QCOMPARE(slabColour(swap->node), white);
    replay->seek(failure->time_s);
    QCOMPARE(slabColour(failure->node), red);
    // A spare ready in the pool is swapped in at the moment of the failure.
    QCOMPARE(slabColour(swap->node), swap->time_s > failure->time_s ? white : amber);
    replay->seek(swap->time_s);
    QCOMPARE(slabColour(failure->node), red);
    QCOMPARE(slabColour(swap->node), amber);
    // Closing the replay gives the nodes back to the room's colouring, even while it plays on.
    dock->toggleViewAction()->trigger();
    QVERIFY(window.room().nodeStates().empty());
    QCOMPARE(slabColour(failure->node), green);
    replay->seek(failure->time_s);
    QVERIFY(window.room().nodeStates().empty());
    QCOMPARE(slabColour(failure->node), green);
  }

  void screenshotCommandWritesTheWindow() {
    QTemporaryDir dir;
    const QString png = dir.filePath("window.png");
    QProcess planner;
    planner.start(PLANNER_EXECUTABLE, {"--screenshot", png, "--preset", "seed-s3"});
    QVERIFY(planner.waitForFinished(60000));
    QCOMPARE(planner.exitCode(), 0);
    const QImage shot(png);
    QVERIFY2(!shot.isNull(), "the screenshot must be a readable PNG");
    QVERIFY(shot.width() >= 800);
    // The room view, cleared to its background, fills about a third of the window: the docks
    // beside it are the rest of the picture.
    const ImageStatistics background = ImageStatistics::of(shot, kBackground, 4);
    qInfo("--screenshot: %.2f of the window is the view's background",
          double(background.matching) / background.pixels);
    QVERIFY(background.matching > background.pixels / 5);
    const ImageStatistics nodes = ImageStatistics::of(shot, kActiveNodeGreen);
    QVERIFY(nodes.distinctColours > 20);
    QVERIFY(nodes.matching > 200);
  }

  void screenshotCommandCapturesTheNetworkView() {
    QTemporaryDir dir;
    const QString png = dir.filePath("network.png");
    QProcess planner;
    planner.start(PLANNER_EXECUTABLE, {"--screenshot", png, "--preset", "seed-s3", "--view", "network"});
    QVERIFY(planner.waitForFinished(60000));
    QCOMPARE(planner.exitCode(), 0);
    // At the load fitted to it, S3's fat tree runs its uniform traffic at about 75 %: viridis's
    // green there (0.234, 0.727, 0.460 between its 67 % and 78 % stops), counted left of the
    // colour bar.
    const QImage shot(png);
    const ImageStatistics green = ImageStatistics::of(shot.copy(0, 0, shot.width() * 55 / 100, shot.height()),
                                                      QColor(60, 185, 117), 40);
    QVERIFY2(green.matching > 1000,
             qPrintable(
                 QString("the links must be drawn, coloured by load: %1 green pixels").arg(green.matching)));
  }

  void unknownPresetIsRefused() {
    QProcess planner;
    planner.start(PLANNER_EXECUTABLE, {"--screenshot", "/dev/null", "--preset", "no-such-preset"});
    QVERIFY(planner.waitForFinished(60000));
    QCOMPARE(planner.exitCode(), 2);
    QVERIFY(planner.readAllStandardError().contains("no-such-preset"));
  }

  // A headless run that cannot open its project used to wait forever on a message box.
  void headlessRunReportsAnUnopenableProjectOnStderr() {
    QTemporaryDir dir;
    QFile garbage(dir.filePath("broken.snp"));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("not a project");
    garbage.close();
    QProcess planner;
    planner.start(PLANNER_EXECUTABLE, {garbage.fileName(), "--screenshot", dir.filePath("x.png")});
    QVERIFY(planner.waitForFinished(30000));
    QCOMPARE(planner.exitCode(), 1);
    QVERIFY(planner.readAllStandardError().contains("Cannot open project"));
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  MainWindowTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "main_window_test.moc"

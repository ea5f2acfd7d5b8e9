// The comparison's candidates follow the scenarios, not their places in the list: deleting,
// moving or duplicating another scenario, undoing that, and saving and reopening the project never
// change which scenarios the Compare tab (and so the PDF and CSV) compares. Driven as a user does:
// the Compare tab's scenario menu, clicks on the scenario list's buttons, Ctrl+Z.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/ScenarioPanel.h"
#include "app/gui/SurfaceFormat.h"
#include "views/compare/ComparisonModel.h"
#include "views/compare/ComparisonView.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

namespace {

using snp::app::MainWindow;

// The names the Compare tab compares, in its candidates' order.
QStringList compared(const MainWindow &window) {
  QStringList names;
  for (const std::string &name : window.comparisonView()->comparisonModel()->comparison().names)
    names << QString::fromStdString(name);
  names.sort();
  return names;
}

QStringList scenarioNames(const MainWindow &window) {
  QStringList names;
  for (const auto &scenario : window.document()->scenarios())
    names << QString::fromStdString(scenario.name);
  return names;
}

// Ticks exactly `kept` in the Compare tab's scenario menu, one action at a time as clicks would.
void compareOnly(MainWindow &window, const QStringList &kept) {
  for (QAction *action : window.comparisonView()->candidatesMenu()->actions())
    if (action->isChecked() != kept.contains(action->text())) action->trigger();
}

// Selects the scenario so named in the scenario list and clicks the tool button `objectName`.
void clickOn(MainWindow &window, const QString &scenario, const QString &objectName) {
  auto *list = window.scenarioPanel()->findChild<QTreeWidget *>("ScenarioList");
  QVERIFY(list);
  const QList<QTreeWidgetItem *> items = list->findItems(scenario, Qt::MatchExactly, 0);
  QCOMPARE(items.size(), 1);
  const QRect cell = list->visualItemRect(items.front());
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, cell.center());
  QCOMPARE(list->currentItem(), items.front());
  auto *button = window.scenarioPanel()->findChild<QToolButton *>(objectName);
  QVERIFY(button);
  QTest::mouseClick(button, Qt::LeftButton);
}

// Ctrl+Z where the focus is, as the keyboard sends it: the window's Undo shortcut takes it.
void undo(MainWindow &window) {
  QWidget *focus = QApplication::focusWidget();
  QTest::keyClick(focus ? focus : &window, Qt::Key_Z, Qt::ControlModifier);
}

} // namespace

class ComparedCandidatesTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void deletingMovingAndUndoingAnotherScenarioKeepTheComparedOnes() {
    MainWindow window("seed-s1");
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.centralTabs()->setCurrentWidget(window.comparisonView());
    const QStringList names = scenarioNames(window);
    QVERIFY(names.size() >= 6);
    // Three scenarios chosen after the list's start, so that deleting an earlier one shifts their
    // positions; which one is shown does not matter.
    QStringList kept{names[2], names[3], names[4]};
    kept.sort();
    compareOnly(window, kept);
    QCOMPARE(compared(window), kept);

    clickOn(window, names[0], "DeleteScenario");
    QVERIFY(!scenarioNames(window).contains(names[0]));
    QCOMPARE(compared(window), kept);
    undo(window);
    QCOMPARE(scenarioNames(window), names);
    QCOMPARE(compared(window), kept);

    // A duplicate is a new candidate; undone, the choice is as it was.
    clickOn(window, names[1], "DuplicateScenario");
    QCOMPARE(compared(window).size(), kept.size() + 1);
    undo(window);
    QCOMPARE(compared(window), kept);

    // Moving a compared scenario to the top and back.
    clickOn(window, names[4], "MoveScenarioUp");
    clickOn(window, names[4], "MoveScenarioUp");
    QCOMPARE(compared(window), kept);
    undo(window);
    undo(window);
    QCOMPARE(scenarioNames(window), names);
    QCOMPARE(compared(window), kept);

    // The choice is saved with the project and comes back with it.
    QTemporaryDir dir;
    const std::filesystem::path path = dir.filePath("compared.snp").toStdString();
    const std::vector<snp::model::Scenario> before = window.document()->scenarios();
    window.document()->saveAs(path);
    window.document()->reset(snp::app::ProjectDocument::defaultScenarios());
    QCOMPARE(compared(window).size(), names.size());
    window.document()->open(path);
    QCOMPARE(window.document()->scenarios(), before);
    QCOMPARE(compared(window), kept);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  ComparedCandidatesTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "compared_candidates_test.moc"

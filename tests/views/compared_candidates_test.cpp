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
#include <QComboBox>
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
  list->scrollToItem(items.front());
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

// The window on a laptop's screen, active (it takes the keyboard's shortcuts), on the Compare tab.
bool showCompareTab(MainWindow &window) {
  window.resize(1366, 768);
  window.show();
  window.activateWindow();
  if (!QTest::qWaitForWindowActive(&window)) return false;
  window.centralTabs()->setCurrentWidget(window.comparisonView());
  return true;
}

} // namespace

class ComparedCandidatesTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void deletingMovingAndUndoingAnotherScenarioKeepTheComparedOnes() {
    MainWindow window("seed-s1");
    QVERIFY(showCompareTab(window));
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

  // The baseline is a scenario's, not a column's: it stays with its scenario through deleting
  // another one and undoing that, is one undo step, and comes back with the saved project.
  void theBaselineFollowsItsScenarioAndIsSaved() {
    MainWindow window("seed-s1");
    QVERIFY(showCompareTab(window));
    const QStringList names = scenarioNames(window);
    QComboBox *choice = window.comparisonView()->baselineChoice();
    auto baselineName = [&] {
      const int b = window.comparisonView()->comparisonModel()->baseline();
      return b < 0 ? QString()
                   : QString::fromStdString(window.comparisonView()
                                                ->comparisonModel()
                                                ->comparison()
                                                .names[static_cast<std::size_t>(b)]);
    };
    const int steps = window.document()->undoStack()->count();
    choice->setCurrentIndex(choice->findText(names[3]));
    QCOMPARE(window.document()->undoStack()->count(), steps + 1);
    QCOMPARE(baselineName(), names[3]);
    QVERIFY(window.document()->isModified());

    clickOn(window, names[0], "DeleteScenario");
    QCOMPARE(baselineName(), names[3]);
    QCOMPARE(choice->currentText(), names[3]);
    undo(window);
    QCOMPARE(baselineName(), names[3]);

    QTemporaryDir dir;
    const std::filesystem::path path = dir.filePath("baseline.snp").toStdString();
    window.document()->saveAs(path);
    window.document()->reset(snp::app::ProjectDocument::defaultScenarios());
    QCOMPARE(baselineName(), QString());
    window.document()->open(path);
    QCOMPARE(baselineName(), names[3]);
    QCOMPARE(choice->currentText(), names[3]);

    // Choosing none is a step too, and undoing it brings the baseline back.
    choice->setCurrentIndex(0);
    QCOMPARE(baselineName(), QString());
    undo(window);
    QCOMPARE(baselineName(), names[3]);
  }

  // Picking 3 of the scenarios takes 3 clicks and one more: click, Ctrl-click, Compare selected.
  // The check boxes show the choice, and Ctrl+Z brings the previous one back.
  void compareSelectedTakesExactlyTheSelection() {
    MainWindow window("seed-s1");
    QVERIFY(showCompareTab(window));
    const QStringList names = scenarioNames(window);
    QStringList everything = names;
    everything.sort();
    QCOMPARE(compared(window), everything);

    auto *list = window.scenarioPanel()->findChild<QTreeWidget *>("ScenarioList");
    QVERIFY(list);
    const QStringList picked{names[1], names[4], names[6]};
    for (const QString &name : picked) {
      QTreeWidgetItem *item = list->findItems(name, Qt::MatchExactly, 0).value(0);
      QVERIFY(item);
      list->scrollToItem(item);
      // A plain click on the first, Ctrl-clicks on the others.
      QTest::mouseClick(list->viewport(), Qt::LeftButton,
                        name == picked.front() ? Qt::NoModifier : Qt::ControlModifier,
                        list->visualItemRect(item).center());
    }
    QCOMPARE(list->selectedItems().size(), picked.size());
    const int steps = window.document()->undoStack()->count();
    QTest::mouseClick(window.scenarioPanel()->findChild<QToolButton *>("CompareSelected"), Qt::LeftButton);
    QCOMPARE(window.document()->undoStack()->count(), steps + 1);
    QStringList expected = picked;
    expected.sort();
    QCOMPARE(compared(window), expected);
    for (int row = 0; row < list->topLevelItemCount(); ++row)
      QCOMPARE(list->topLevelItem(row)->checkState(0) == Qt::Checked,
               picked.contains(list->topLevelItem(row)->text(0)));
    undo(window);
    QCOMPARE(compared(window), everything);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  ComparedCandidatesTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "compared_candidates_test.moc"

// Edit > Use Accelerator and Edit > Use Node Type: a chip or a node of the bundled systems replaces
// the scenario's own as one undo step, the editor says what changed with it, and undo brings the
// old one back.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"
#include "views/editor/ConfigEditor.h"

#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

namespace {

using snp::app::MainWindow;

// The menu's actions as they are when the user opens it.
QList<QAction *> opened(MainWindow &window, const char *objectName) {
  auto *menu = window.findChild<QMenu *>(objectName);
  if (!menu) return {};
  emit menu->aboutToShow();
  return menu->actions();
}

QAction *named(const QList<QAction *> &actions, const QString &start) {
  for (QAction *action : actions)
    if (action->text().startsWith(start)) return action;
  return nullptr;
}

} // namespace

class EquipmentMenusTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void choosingAnAcceleratorIsOneStepThatSaysWhatFollowed() {
    MainWindow window("seed-s1");
    window.show();
    const snp::model::Config before = window.document()->config();
    const QList<QAction *> chips = opened(window, "AcceleratorMenu");
    QCOMPARE(chips.size(), 9);
    QAction *current = named(chips, "S1 ");
    QVERIFY(current && current->isChecked());
    QAction *h100 = named(chips, "NVIDIA H100");
    QVERIFY(h100 && !h100->isChecked());

    const int steps = window.document()->undoStack()->count();
    h100->trigger();
    QCOMPARE(window.document()->undoStack()->count(), steps + 1);
    QCOMPARE(window.document()->config().accelerator.name, std::string("NVIDIA H100 SXM5 80GB"));
    QCOMPARE(window.document()->config().accelerator.hbm_capacity_B, 80e9);
    const QString notice = window.configEditor()->noticeLabel()->text();
    QVERIFY2(notice.contains("HBM capacity → 80 GB") && notice.contains("more"), qPrintable(notice));
    QVERIFY(named(opened(window, "AcceleratorMenu"), "NVIDIA H100")->isChecked());

    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->config(), before);
    QVERIFY(window.configEditor()->noticeLabel()->text().isEmpty());
  }

  void aNodeOfAnotherSizeTakesTheParallelismAlong() {
    MainWindow window("seed-s3");
    window.show();
    const QList<QAction *> nodes = opened(window, "NodeTypeMenu");
    QVERIFY(nodes.size() >= 6);
    QAction *eight = named(nodes, "8 × NVIDIA H100");
    QVERIFY(eight);
    const int accelerators = window.document()->config().accelerators();
    eight->trigger();
    const snp::model::Config &after = window.document()->config();
    QCOMPARE(after.node.accelerators, 8);
    QCOMPARE(after.accelerators(), accelerators / 2);
    const auto &p = after.workload.parallelism;
    QCOMPARE(static_cast<long long>(p.tp) * p.cp * p.pp * p.dp, static_cast<long long>(after.accelerators()));
    QVERIFY(window.configEditor()->noticeLabel()->text().contains("→"));
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  EquipmentMenusTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "equipment_menus_test.moc"

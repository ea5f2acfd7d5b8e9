// Renaming a criteria set in the Criteria dock, as a user does it: the dialog is wide enough for its
// title, the set takes the new name as one undo step, and the bundled description, which tells
// where the S1 table comes from, no longer claims the renamed set is that table.
#include "app/gui/DialogTitleFit.h"
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"
#include "model/BundledText.h"
#include "views/compare/CriteriaPanel.h"

#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

class CriteriaRenameTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void renamingKeepsTheTitleWholeAndTheDescriptionTrue() {
    snp::app::MainWindow window("seed-s1");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const std::string before = window.document()->criteria().name;
    QVERIFY(snp::model::isBundledText(window.document()->criteria().description));

    int dialogWidth = 0, neededWidth = 0;
    QTimer::singleShot(0, this, [&] {
      auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      QVERIFY(QTest::qWaitForWindowExposed(dialog));
      dialogWidth = dialog->width();
      neededWidth = snp::app::DialogTitleFit::widthForTitle(dialog->windowTitle());
      auto *edit = dialog->findChild<QLineEdit *>();
      QVERIFY(edit);
      edit->selectAll();
      QTest::keyClicks(edit, "Customer X requirements");
      QTest::keyClick(edit, Qt::Key_Return);
    });
    const int steps = window.document()->undoStack()->count();
    QTest::mouseClick(window.criteriaPanel()->findChild<QPushButton *>("RenameCriteriaSet"), Qt::LeftButton);
    QVERIFY(neededWidth > 0);
    QVERIFY2(dialogWidth >= neededWidth,
             qPrintable(QStringLiteral("%1 < %2").arg(dialogWidth).arg(neededWidth)));

    QCOMPARE(window.document()->undoStack()->count(), steps + 1);
    const snp::model::CriteriaSet &renamed = window.document()->criteria();
    QCOMPARE(renamed.name, std::string("Customer X requirements"));
    QVERIFY(!snp::model::isBundledText(renamed.description));
    QVERIFY2(QString::fromStdString(renamed.description).contains(QString::fromStdString(before)),
             renamed.description.c_str());
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->criteria().name, before);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  CriteriaRenameTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "criteria_rename_test.moc"

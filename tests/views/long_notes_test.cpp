// Notes of one unbroken line, as a pasted log or a base64 blob makes them: Qt lays out a line
// with no place to break in time quadratic in its length (500,000 characters took 92 s before
// the window appeared, 1,000,000 took 307 s). The window must show such notes at once; the
// test's time limit (ctest's TIMEOUT) is what fails when it does not.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/SurfaceFormat.h"

#include <QApplication>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

class LongNotesTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void notesOfOneUnbrokenLineShowAtOnce() {
    snp::app::MainWindow window("seed-s1");
    snp::model::Config config = window.document()->config();
    const std::string line(1'000'000, 'x');
    config.notes = "first line\n" + line;
    window.document()->replaceConfig(config, QStringLiteral("notes"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *notes = window.findChild<QTextBrowser *>("ScenarioNotes");
    QVERIFY(notes);
    qobject_cast<QDockWidget *>(notes->parentWidget())->raise();
    notes->parentWidget()->show();
    QTest::qWait(50);
    window.grab();
    notes->grab();
    // Every character is there to read and copy, the unbroken line whole.
    QVERIFY(notes->toPlainText().remove(QChar(0x200B)).contains(QString::fromStdString(line)));
    for (QTreeView *tree : window.findChildren<QTreeView *>())
      tree->grab();
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  LongNotesTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "long_notes_test.moc"

// File > Export Report and Export Comparison from the window: the PDF holds the compared
// scenarios with their verdicts, and the planner's own command line parses --language=CODE.
#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/ReportDialog.h"
#include "app/gui/SurfaceFormat.h"
#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "views/compare/ComparisonView.h"
#include "views/vtk/VtkViewWidget.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDateEdit>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString run(const QString &program, const QStringList &arguments) {
  QProcess process;
  process.start(program, arguments);
  if (!process.waitForFinished(60000)) return {};
  return QString::fromUtf8(process.readAllStandardOutput());
}

bool hasHan(const QString &text) {
  return std::any_of(text.begin(), text.end(),
                     [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

} // namespace

class ReportExportTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void exportedReportHoldsTheComparedScenariosAndTheirVerdicts() {
    snp::app::MainWindow window("seed-s1");
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Compare three scenarios: untick the others in the Compare tab's scenario menu.
    window.centralTabs()->setCurrentWidget(window.comparisonView());
    const QStringList kept{"seed-s1", "seed-s3", "gb200-nvl72"};
    const auto &scenarios = window.document()->scenarios();
    QList<QAction *> actions = window.comparisonView()->candidatesMenu()->actions();
    QCOMPARE(actions.size(), static_cast<qsizetype>(scenarios.size()));
    for (qsizetype i = 0; i < actions.size(); ++i)
      actions[i]->setChecked(
          kept.contains(QString::fromStdString(scenarios[static_cast<std::size_t>(i)].config.id)));

    QTemporaryDir dir;
    const QString pdf = dir.filePath("report.pdf");
    QString error;
    QVERIFY2(window.exportReport(pdf, &error), qPrintable(error));
    const QString text = run("pdftotext", {"-layout", pdf, "-"});
    QVERIFY(!text.isEmpty());
    for (const QString &id : kept) {
      const auto preset = snp::model::findPreset(id.toStdString());
      QVERIFY2(text.contains(QString::fromStdString(preset->name)), qPrintable(id));
    }
    // A scenario left out of the comparison is not in the report.
    QVERIFY(!text.contains(QString::fromStdString(snp::model::findPreset("tpu-v4-pod")->name)));
    for (const auto &rule : snp::model::defaultCriteriaSet().rules)
      QVERIFY2(text.contains(QString::fromStdString(rule.name)), rule.name.c_str());
    // gb200-nvl72 fails S1's node-bandwidth rule: its bidirectional bisection is below 32 TB/s.
    const auto gb200 = *snp::model::findPreset("gb200-nvl72");
    QVERIFY(2 * snp::sim::evaluate(gb200).network.bisection_bandwidth_Bps.value < 32e12);
    QVERIFY(text.contains("FAIL"));
    QVERIFY(text.contains("PASS"));
    // Each scenario's plant, with the drawings' text as text: the gb200-nvl72's UPS level.
    QCOMPARE(text.count("Single-line diagram"), 3);
    QVERIFY(text.contains("4 × 750 kW, 2N"));
    const QString info = run("pdfinfo", {pdf});
    const int pages = QRegularExpression("Pages:\\s+(\\d+)").match(info).captured(1).toInt();
    QVERIFY2(pages >= 24 && pages <= 38, qPrintable(info));
  }

  // File > Report… as a user goes through it: the dialog's choices reach the PDF, are one undo
  // step, and come back with the saved project and in the dialog next time.
  void theReportDialogsChoicesReachThePdfAndStayWithTheProject() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath("proposal.pdf");
    const QString project = dir.filePath("plan.snp");
    snp::app::MainWindow window("seed-s1");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *report = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
      if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_P)) report = action;
    QVERIFY(report);

    bool filled = false, named = false;
    QTimer::singleShot(0, this, [&] {
      auto *dialog = qobject_cast<snp::app::ReportDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      QVERIFY(!dialog->sectionBox(&snp::model::ReportOptions::notes)->isChecked()); // for the team only
      // The plant is drawn in each candidate's pages: without them there is none to leave out.
      QCheckBox *plant = dialog->sectionBox(&snp::model::ReportOptions::plant);
      QVERIFY(plant->isChecked() && plant->isEnabled());
      dialog->sectionBox(&snp::model::ReportOptions::candidates)->setChecked(false);
      QVERIFY(!plant->isEnabled());
      dialog->sectionBox(&snp::model::ReportOptions::candidates)->setChecked(true);
      QVERIFY(plant->isEnabled());
      plant->setChecked(false);
      QTest::keyClicks(dialog->titleEdit(), "Supernode proposal");
      QTest::keyClicks(dialog->customerEdit(), "ACME Compute");
      dialog->todayBox()->setChecked(false);
      dialog->dateEdit()->setDate(QDate(2026, 3, 5));
      dialog->sectionBox(&snp::model::ReportOptions::charts)->setChecked(false);
      filled = true;
      QTimer::singleShot(0, this, [&] {
        auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(files);
        files->selectFile(pdf);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept is protected; it runs through QDialog
        named = true;
      });
      dialog->accept();
    });
    report->trigger();
    QVERIFY(filled && named);
    QTRY_VERIFY(QFile::exists(pdf));
    const QString text = run("pdftotext", {"-layout", pdf, "-"});
    QVERIFY(text.contains("Supernode proposal"));
    QVERIFY(text.contains("Prepared for: ACME Compute"));
    QVERIFY(text.contains("5 March 2026"));
    QVERIFY(!text.contains("Comparison charts"));
    QVERIFY(!text.contains("Source: the article"));
    QVERIFY(text.contains("Key figures"));
    QVERIFY(!text.contains("Single-line diagram"));

    snp::app::ProjectDocument &document = *window.document();
    QCOMPARE(document.reportOptions().customer, std::string("ACME Compute"));
    QVERIFY(document.isModified());
    document.undoStack()->undo();
    QCOMPARE(document.reportOptions(), snp::model::ReportOptions{});
    document.undoStack()->redo();
    document.saveAs(project.toStdString());

    snp::app::MainWindow reopened;
    QVERIFY(reopened.openProject(project, true));
    const snp::model::ReportOptions kept = reopened.document()->reportOptions();
    QCOMPARE(kept.title, std::string("Supernode proposal"));
    QCOMPARE(kept.date, std::string("2026-03-05"));
    QVERIFY(!kept.charts);
    QVERIFY(!kept.plant);
    snp::app::ReportDialog again(kept);
    QCOMPARE(again.customerEdit()->text(), QString("ACME Compute"));
    QVERIFY(!again.todayBox()->isChecked());
    QVERIFY(!again.sectionBox(&snp::model::ReportOptions::charts)->isChecked());
    QVERIFY(!again.sectionBox(&snp::model::ReportOptions::plant)->isChecked());
  }

  void languageOptionWorksWithAnEqualsSign() {
    // The help text is built after the translation is installed, so it shows the language.
    const QString english = run(PLANNER_EXECUTABLE, {"--help"});
    const QString chinese = run(PLANNER_EXECUTABLE, {"--language=zh_CN", "--help"});
    QVERIFY(!english.isEmpty());
    QVERIFY(!hasHan(english));
    QVERIFY2(hasHan(chinese), qPrintable(chinese));
    QCOMPARE(run(PLANNER_EXECUTABLE, {"--language", "zh_CN", "--help"}), chinese);
  }
};

int main(int argc, char *argv[]) {
  snp::app::installDefaultSurfaceFormat();
  QApplication app(argc, argv);
  ReportExportTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "report_export_test.moc"

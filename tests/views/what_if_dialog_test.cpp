// "What would it take?" in the window: the dialog searches off the UI thread, lists fixes whose
// configurations pass the must-rules, refuses a lever's bad values naming the field, and a fix
// becomes a scenario compared beside the original. The criteria dock offers it only while a
// must-rule fails.

#include "app/gui/MainWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/WhatIfDialog.h"
#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"
#include "sim/decision/Metrics.h"
#include "sim/decision/Verdicts.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

using snp::app::WhatIfDialog;

namespace {

bool passesMustRules(const snp::model::Config &config, const snp::model::CriteriaSet &criteria) {
  const snp::sim::Results results = snp::sim::evaluate(config);
  return snp::sim::judge(criteria, snp::sim::MetricValues(config, results)).must_pass;
}

} // namespace

class WhatIfDialogTest : public QObject {
  Q_OBJECT

private slots:
  void fixesPassAndOneBecomesAScenario() {
    // The air-cooled DGX H100 SuperPOD fails the S1 table's PUE <= 1.1.
    const snp::model::Config pod = *snp::model::findPreset("dgx-h100-superpod");
    const snp::model::CriteriaSet criteria = snp::model::defaultCriteriaSet();
    QVERIFY(!passesMustRules(pod, criteria));
    WhatIfDialog dialog(pod, criteria);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.leverTable()->rowCount(), 7);
    QSignalSpy finished(&dialog, &WhatIfDialog::searchFinished);
    dialog.start();
    QVERIFY(dialog.running()); // off the UI thread
    QVERIFY(finished.wait(60000));
    const auto &answer = dialog.answer();
    QVERIFY(answer && answer->complete);
    QVERIFY(!answer->fixes.empty());
    QCOMPARE(dialog.fixTable()->rowCount(), int(answer->fixes.size()));
    for (const snp::sim::WhatIfFix &fix : answer->fixes)
      QVERIFY(passesMustRules(fix.config, criteria));
    QVERIFY2(dialog.fixTable()->item(0, 0)->text().contains("Cooling method"),
             qPrintable(dialog.fixTable()->item(0, 0)->text()));
    QVERIFY(dialog.fixTable()->item(0, 1)->text().contains("→"));
    const QString keep = qEnvironmentVariable("SNP_SCREENSHOT_DIR");
    if (!keep.isEmpty()) dialog.grab().save(keep + "/what-if-dialog.png");

    QSignalSpy requested(&dialog, &WhatIfDialog::scenarioRequested);
    dialog.fixTable()->selectRow(0);
    dialog.requestScenario();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.front().at(1).value<snp::model::Config>(), answer->fixes.front().config);
  }

  void aLeversBadValuesAreRefusedNamingIt() {
    WhatIfDialog dialog(*snp::model::findPreset("dgx-h100-superpod"), snp::model::defaultCriteriaSet());
    QTableWidget *levers = dialog.leverTable();
    int supply = -1;
    for (int row = 0; row < levers->rowCount(); ++row)
      if (levers->item(row, 0)->data(Qt::UserRole).toString() == "cooling.supply_C") supply = row;
    QVERIFY(supply >= 0);
    levers->item(supply, 1)->setText("50..20:5");
    dialog.start();
    QVERIFY(!dialog.running());
    QVERIFY2(dialog.statusLabel()->text().contains("cooling.supply_C"),
             qPrintable(dialog.statusLabel()->text()));
  }

  // A scenario that passes: how far its cabinets may go each way. With immersion the SuperPOD
  // passes from 32 to 40 cabinets; fewer fail the PUE rule, 48 overload the 2 MW utility feed.
  void howFarNamesWhereTheSelectedFieldStops() {
    snp::model::Config pod = *snp::model::findPreset("dgx-h100-superpod");
    pod.cooling.kind = snp::model::CoolingKind::ImmersionSinglePhase;
    pod.cooling.liquid_fraction = 1;
    pod.cooling.supply_C = 40;
    QVERIFY(passesMustRules(pod, snp::model::defaultCriteriaSet()));
    WhatIfDialog dialog(pod, snp::model::defaultCriteriaSet());
    dialog.show();
    int cabinets = -1;
    for (int row = 0; row < dialog.leverTable()->rowCount(); ++row)
      if (dialog.leverTable()->item(row, 0)->data(Qt::UserRole).toString() == "layout.cabinets")
        cabinets = row;
    QVERIFY(cabinets >= 0);
    dialog.leverTable()->setCurrentCell(cabinets, 1);
    QSignalSpy finished(&dialog, &WhatIfDialog::howFarFinished);
    dialog.startHowFar();
    QVERIFY(finished.wait(60000));
    const QString text = finished.front().at(0).toString();
    QVERIFY2(text.startsWith("Cabinets passes from 32 to 40"), qPrintable(text));
    QVERIFY2(text.contains("at 48 it fails: power_chain.utility_use"), qPrintable(text));
    QCOMPARE(dialog.statusLabel()->text(), text);
  }

  // In the window: the dock's button shows while a must-rule fails, opens the dialog, and the fix
  // it makes a scenario is compared beside the original, the comparison in front.
  void theCriteriaDockOffersItAndTheFixIsCompared() {
    snp::app::MainWindow window("dgx-h100-superpod");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    snp::app::ProjectDocument &document = *window.document();
    auto *button = window.findChild<QPushButton *>("WhatIfButton");
    QVERIFY(button);
    QTRY_VERIFY(button->isVisible());
    button->click();
    QTRY_VERIFY(window.findChild<WhatIfDialog *>());
    auto *dialog = window.findChild<WhatIfDialog *>();
    QSignalSpy finished(dialog, &WhatIfDialog::searchFinished);
    dialog->start();
    QVERIFY(finished.wait(60000));
    const std::size_t before = document.scenarios().size();
    const std::string original = document.scenario().name;
    dialog->fixTable()->selectRow(0);
    dialog->requestScenario();
    QCOMPARE(document.scenarios().size(), before + 1);
    QVERIFY(passesMustRules(document.config(), document.criteria()));
    int comparedOriginal = 0, comparedFix = 0;
    for (const snp::model::Scenario &scenario : document.scenarios()) {
      comparedOriginal += scenario.name == original && scenario.compared;
      comparedFix += scenario.name == document.scenario().name && scenario.compared;
    }
    QCOMPARE(comparedOriginal, 1);
    QCOMPARE(comparedFix, 1);
    QCOMPARE(window.centralTabs()->currentWidget()->objectName(), QString("ComparisonView"));
  }
};

QTEST_MAIN(WhatIfDialogTest)
#include "what_if_dialog_test.moc"

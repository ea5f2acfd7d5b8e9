// The sweep in the window: it runs off the UI thread, draws its designs and front, lists them in a
// sortable table, stops on Cancel, and turns a design into a scenario.

#include "ImageStatistics.h"

#include "app/gui/SweepDialog.h"
#include "model/CriteriaJson.h"
#include "model/Presets.h"
#include "sim/Evaluate.h"

#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QtTest>

using snp::app::SweepDialog;

class SweepDialogTest : public QObject {
  Q_OBJECT

private slots:
  void sweepDrawsItsFrontAndListsItsDesigns() {
    const snp::model::Config s3 = *snp::model::findPreset("seed-s3");
    SweepDialog dialog(s3, snp::model::defaultCriteriaSet());
    dialog.setAxis(0, "workload.parallelism.tp", "1, 2, 4, 8");
    dialog.setAxis(1, "cooling.supply_C", "20:45:5");
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy finished(&dialog, &SweepDialog::sweepFinished);
    dialog.start();
    QVERIFY(dialog.running()); // off the UI thread: start() returned before the sweep ended
    QVERIFY(finished.wait(60000));
    const auto &result = dialog.result();
    QVERIFY(result && result->complete);
    QCOMPARE(result->counts.covered, std::uint64_t(4 * 6));
    QVERIFY(!result->front.empty());
    QVERIFY(!result->sample.empty());

    // Every design of this small space is drawn; the front over them.
    QChart *chart = dialog.chartView()->chart();
    QCOMPARE(chart->series().size(), 4);
    qsizetype drawn = 0;
    for (QAbstractSeries *series : chart->series())
      if (auto *scatter = qobject_cast<QScatterSeries *>(series);
          scatter && scatter->name() != "Pareto front")
        drawn += scatter->count();
    QCOMPARE(drawn, qsizetype(result->sample.size()));
    QCoreApplication::processEvents();
    const QImage image = dialog.chartView()->grab().toImage();
    const ImageStatistics stats = ImageStatistics::of(image, QColor(0x2e, 0x9d, 0x4a));
    QVERIFY2(stats.distinctColours > 8 && stats.dominantShare < 0.95, "the chart draws nothing");
    QVERIFY2(stats.matching > 20, "no design meeting the criteria is drawn in green");

    // The table lists the front and the best design meeting the criteria; a design becomes a
    // scenario with the values its row shows.
    QTableView *table = dialog.tableView();
    QVERIFY(table->model()->rowCount() >= int(result->front.size()));
    table->selectRow(0);
    QSignalSpy requested(&dialog, &SweepDialog::scenarioRequested);
    QPushButton *button = nullptr;
    for (QPushButton *candidate : dialog.findChildren<QPushButton *>())
      if (candidate->text() == "New Scenario from Design") button = candidate;
    QVERIFY(button && button->isEnabled());
    button->click();
    QCOMPARE(requested.size(), 1);
    const auto config = requested.front().at(1).value<snp::model::Config>();
    const int tpColumn = 2; // Role, Design, then the axes in spec order
    QCOMPARE(double(config.workload.parallelism.tp),
             table->model()->index(0, tpColumn).data(Qt::UserRole).toDouble());

    // One click on any marker of the scatter does the same for its design.
    QScatterSeries *meets = nullptr;
    for (QAbstractSeries *series : chart->series())
      if (series->name() == "Meets the criteria") meets = qobject_cast<QScatterSeries *>(series);
    QVERIFY(meets && meets->count() > 0);
    emit meets->clicked(meets->at(meets->count() - 1));
    QCOMPARE(requested.size(), 2);
    QVERIFY(requested.back().at(0).toString().startsWith("Sweep design "));
  }

  // Designs whose activations overflow HBM are left out of the table and counted in the status.
  void designsBeyondAHardLimitAreLeftOutAndCounted() {
    SweepDialog dialog(*snp::model::findPreset("seed-s1"), snp::model::defaultCriteriaSet());
    dialog.setAxis(0, "workload.microbatch", "1, 64, 256, 1024");
    dialog.setAxis(1, "cooling.supply_C", "30");
    dialog.show();
    QSignalSpy finished(&dialog, &SweepDialog::sweepFinished);
    dialog.start();
    QVERIFY(finished.wait(60000));
    const auto &result = dialog.result();
    QVERIFY(result && result->counts.beyond_limits > 0);
    QVERIFY(result->counts.beyond_limits_by.count("training.memory_per_accelerator_B"));
    const QString status = dialog.statusLabel()->text();
    QVERIFY2(status.contains(QString("%1 beyond a hard limit").arg(result->counts.beyond_limits)),
             qPrintable(status));
    QVERIFY2(dialog.statusLabel()->toolTip().contains("Memory per accelerator"),
             qPrintable(dialog.statusLabel()->toolTip()));
    for (const snp::sim::SweepPoint &point : result->best_meeting) {
      const auto built = dialog.sweep()->build(point.index);
      QVERIFY(snp::sim::evaluate(*built.config).training.fitsMemory());
    }
  }

  // The same 1.8 million designs searched: the search evaluates its budget, not the space, and its
  // front is drawn and listed; its designs become scenarios like a sweep's.
  void aSearchEvaluatesItsBudgetAndDrawsItsFront() {
    SweepDialog dialog(*snp::model::findPreset("seed-s1"), snp::model::defaultCriteriaSet());
    dialog.setAxis(0, "cooling.supply_C", "10:50:0.2");
    dialog.setAxis(1, "site.electricity_per_kWh", "0.01:0.5:0.01");
    dialog.setAxis(2, "cooling.delta_T_K", "2:20:0.1");
    dialog.setSearch(true, 2000);
    dialog.show();
    QSignalSpy finished(&dialog, &SweepDialog::sweepFinished);
    dialog.start();
    QVERIFY(finished.wait(60000));
    const auto &result = dialog.result();
    QVERIFY(result && result->complete);
    QCOMPARE(result->counts.covered, std::uint64_t(2000));
    QVERIFY(!result->front.empty());
    QVERIFY(dialog.tableView()->model()->rowCount() >= int(result->front.size()));
    qsizetype drawn = 0;
    for (QAbstractSeries *series : dialog.chartView()->chart()->series())
      if (auto *scatter = qobject_cast<QScatterSeries *>(series)) drawn += scatter->count();
    QVERIFY(drawn >= qsizetype(result->front.size()));
    const QString keep = qEnvironmentVariable("SNP_SCREENSHOT_DIR");
    if (!keep.isEmpty()) dialog.grab().save(keep + "/sweep-search.png");
  }

  void cancelStopsARunningSweep() {
    const snp::model::Config s1 = *snp::model::findPreset("seed-s1");
    SweepDialog dialog(s1, snp::model::defaultCriteriaSet());
    // 201 × 50 × 181 = 1.8 million designs: quick to read, long to run.
    dialog.setAxis(0, "cooling.supply_C", "10:50:0.2");
    dialog.setAxis(1, "site.electricity_per_kWh", "0.01:0.5:0.01");
    dialog.setAxis(2, "cooling.delta_T_K", "2:20:0.1");
    QSignalSpy finished(&dialog, &SweepDialog::sweepFinished);
    dialog.start();
    QTest::qWait(300);
    QVERIFY(dialog.running());
    QElapsedTimer clock;
    clock.start();
    dialog.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.running(), 5000);
    const qint64 stopped = clock.elapsed();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    qInfo("stopped %lld ms after Cancel, shown after %lld ms: front %zu, sample %zu", stopped,
          clock.elapsed(), dialog.result()->front.size(), dialog.result()->sample.size());
    // The core stops within 100 ms (sim.Sweep.CancelStops…); QTRY looks every 50 ms.
    QVERIFY2(stopped < 500, qPrintable(QStringLiteral("%1 ms").arg(stopped)));
    QVERIFY(dialog.result() && !dialog.result()->complete);
  }
};

QTEST_MAIN(SweepDialogTest)
#include "sweep_dialog_test.moc"

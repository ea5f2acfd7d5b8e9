// The Scheduling tab: a trace runs off the UI thread and is replayed on the machine's cards in 3D
// beside its charts and figures; Cancel stops a long run at once; bad specs, files and jobs are
// refused by name; the sample trace comes with the program.
#include "ImageStatistics.h"

#include "app/gui/MainWindow.h"
#include "model/Presets.h"
#include "views/FigureTable.h"
#include "views/charts/ChartsPanel.h"
#include "views/scheduling/CardLayout.h"
#include "views/scheduling/ScheduleRun.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/scheduling/SchedulingScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using snp::views::SchedulingPanel;

namespace {

// The view's background, 0.17, 0.19, 0.24 (views/vtk/VtkViewWidget.cpp).
const QColor kBackground(43, 48, 61);

snp::model::Config preset(const char *id) { return *snp::model::findPreset(id); }

// A trace file named `name` in `dir`, holding `csv`.
QString writeTrace(const QTemporaryDir &dir, const char *name, const char *csv) {
  const QString path = dir.filePath(name);
  QFile file(path);
  if (file.open(QIODevice::WriteOnly)) file.write(csv);
  return path;
}

// Starts the panel's run and waits for it to end: false if it did not within 30 s.
bool runToEnd(SchedulingPanel &panel) {
  QSignalSpy finished(&panel, &SchedulingPanel::runFinished);
  panel.start();
  return finished.wait(30000);
}

void showAndWait(SchedulingPanel &panel) {
  panel.resize(1300, 800);
  panel.show();
  QVERIFY(QTest::qWaitForWindowExposed(&panel));
  QTRY_VERIFY_WITH_TIMEOUT(panel.view()->framesPainted() > 0, 20000);
}

QImage nextFrame(snp::views::VtkViewWidget *view) {
  const int before = view->framesPainted();
  view->update();
  if (!QTest::qWaitFor([&] { return view->framesPainted() > before; }, 10000)) qWarning("no new frame");
  return view->grabFramebuffer();
}

int differingPixels(const QImage &a, const QImage &b) {
  if (a.size() != b.size()) return a.width() * a.height();
  int differing = 0;
  for (int y = 0; y < a.height(); ++y)
    for (int x = 0; x < a.width(); ++x)
      differing += a.pixel(x, y) != b.pixel(x, y);
  return differing;
}

} // namespace

class SchedulingPanelTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aRunHappensOffTheUiThreadAndIsReplayedOnTheCards() {
    SchedulingPanel panel;
    panel.setConfig(preset("seed-s3"));
    showAndWait(panel);
    QVERIFY(panel.scene().drawn());
    QCOMPARE(panel.scene().cardCount(), 10240);
    // Enough jobs that the run lasts several frames (about 0.5 s on this machine).
    panel.setSyntheticSpec("jobs=100000,load=0.85,seed=3");
    QSignalSpy finished(&panel, &SchedulingPanel::runFinished);
    QElapsedTimer clock;
    clock.start();
    panel.start();
    const qint64 returned = clock.elapsed();
    QVERIFY2(panel.running(), "start() returned after the run: it ran on the UI thread");
    QVERIFY2(returned < 100, qPrintable(QStringLiteral("start() took %1 ms").arg(returned)));
    // The window keeps painting while the worker simulates.
    const int framesBefore = panel.view()->framesPainted();
    panel.view()->update();
    QTRY_VERIFY_WITH_TIMEOUT(panel.view()->framesPainted() > framesBefore, 5000);
    QVERIFY2(panel.running(), "the run ended before the window painted a frame");
    QVERIFY(finished.wait(120000));
    qInfo("100,000 jobs on 10,240 cards: %lld ms", clock.elapsed());
    const snp::views::ScheduledRun *run = panel.run();
    QVERIFY(run && run->result.complete);
    QCOMPARE(run->jobs, std::size_t(100000));
    QVERIFY(panel.refusals()->isHidden());

    // The replay opens at the busiest moment: many cards, each coloured by its job.
    QVERIFY(panel.frame().busy_cards > 1000);
    const QImage busy = nextFrame(panel.view());
    const ImageStatistics stats = ImageStatistics::of(busy);
    qInfo("busy frame: %d colours, dominant %.2f", stats.distinctColours, stats.dominantShare);
    QVERIFY2(stats.distinctColours > 30, "the cards are not drawn in their jobs' colours");
    QVERIFY2(stats.dominantColour == (kBackground.rgb() & 0xFFF0F0F0), "the background is not VTK's");
    QVERIFY2(stats.dominantShare < 0.75, "the cards do not fill the view");
    std::set<int> jobs;
    for (int card = 0; card < panel.scene().cardCount(); ++card) {
      const int holder = panel.frame().holders[std::size_t(card)];
      if (holder >= 0) jobs.insert(holder);
      const snp::views::CardRgb expected = holder >= 0 ? snp::views::jobColour(holder)
                                           : holder == snp::sim::ScheduleFrame::kDown ? snp::views::kDownCard
                                                                                      : snp::views::kFreeCard;
      QVERIFY(panel.scene().cardColour(card) == expected);
    }
    QVERIFY(jobs.size() > 100);
    QVERIFY(panel.caption()->text().contains("busy cards"));

    // At the end of the run every card is free again: other colours, other pixels.
    panel.seek(run->replay.endS() - run->replay.startS());
    QCOMPARE(panel.frame().busy_cards, 0);
    QCOMPARE(panel.scene().cardColour(0), snp::views::kFreeCard);
    const QImage idle = nextFrame(panel.view());
    const int changed = differingPixels(busy, idle);
    qInfo("%d pixels changed between the busiest moment and the end", changed);
    QVERIFY(changed > 5000);

    // Play moves the replay on by itself, frame by frame.
    panel.seek(0);
    QPushButton *play = nullptr;
    for (QPushButton *button : panel.findChildren<QPushButton *>())
      if (button->text() == "Play") play = button;
    QVERIFY(play && play->isEnabled());
    play->click();
    QTRY_VERIFY_WITH_TIMEOUT(panel.frame().time_s > run->replay.startS(), 2000);
    play->click();
    QCOMPARE(play->text(), QStringLiteral("Play"));

    // The charts and the figures are the run's.
    auto *utilisation = panel.utilisationChart()->chart();
    QVERIFY(utilisation->series().size() >= 3);
    QCOMPARE(static_cast<QLineSeries *>(utilisation->series().front())->count(),
             2 * qsizetype(run->result.utilisation.size()));
    QVERIFY(!panel.waitChart()->chart()->series().isEmpty());
    int figures = 0;
    run->result.figures.forEachFigure([&](std::string_view, const snp::sim::Figure &) { ++figures; });
    QCOMPARE(panel.figures()->rowCount(), figures);
    for (int row = 0; row < figures; ++row) // each has a name for people, not its identifier
      QVERIFY2(!panel.figures()->item(row, 0)->text().contains('_'),
               qPrintable(panel.figures()->item(row, 0)->text()));
    QVERIFY(panel.figures()->item(0, 1)->toolTip().contains("jobs in the trace"));
  }

  void cancelStopsALargeRunWithinHalfASecond() {
    SchedulingPanel panel;
    panel.setConfig(preset("seed-s3"));
    // About 1.5 s of simulation after 0.1 s of drawing the trace, on this machine.
    panel.setSyntheticSpec("jobs=200000,load=0.85,seed=5,sigma=1.5");
    QSignalSpy finished(&panel, &SchedulingPanel::runFinished);
    panel.start();
    QTRY_VERIFY_WITH_TIMEOUT(panel.progress() > 0, 10000); // simulating, no longer drawing the trace
    QVERIFY(panel.running());
    QElapsedTimer clock;
    clock.start();
    panel.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.running(), 5000);
    const qint64 stopped = clock.elapsed();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    qInfo("stopped %lld ms after Cancel", stopped);
    QVERIFY2(stopped < 500, qPrintable(QStringLiteral("%1 ms").arg(stopped)));
    QVERIFY(panel.run() && !panel.run()->result.complete);
    QVERIFY(panel.run()->result.figures.finished_jobs.value < 200000);
  }

  void strictQueueOrderMakesJobsWaitLongerThanBackfill() {
    // Three whole-machine jobs and small ones behind them on S1's 128 cards: with backfill the
    // small ones start beside the first; in strict order they wait for the whole machine.
    QTemporaryDir dir;
    const QString path =
        writeTrace(dir, "blocked.csv", "submit_s,cards,duration_s\n0,96,100\n0,128,100\n1,8,10\n2,8,10\n");
    const auto meanWait = [&](bool backfill) {
      SchedulingPanel panel;
      panel.setConfig(preset("seed-s1"));
      panel.setTraceFile(path);
      panel.findChild<QCheckBox *>("Backfill")->setChecked(backfill);
      panel.findChild<QCheckBox *>("NodeFailures")->setChecked(false); // the waits are then exact
      if (!runToEnd(panel) || !panel.run()) return -1.0;
      return panel.run()->result.figures.mean_wait_s.value;
    };
    // Backfill: the 8-card jobs start at 1 and 2 s, the 128-card job at 100 s: waits 0, 100, 0, 0.
    QCOMPARE(meanWait(true), 25.0);
    // Strict order: they wait behind the 128-card job until 200 s: waits 0, 100, 199, 198.
    QCOMPARE(meanWait(false), (100.0 + 199 + 198) / 4);
  }

  void aTenantsQuotaHoldsItsSecondJobBack() {
    // On S1's 128 cards tenant a sends two 64-card jobs at 0 s, b one at 1 s, each of 100 s. With
    // no quota a's jobs fill the machine and b waits 99 s; at a=0.5 a's second job waits for its
    // first (100 s) and b starts at once.
    QTemporaryDir dir;
    const QString path = writeTrace(dir, "tenants.csv",
                                    "submit_s,cards,duration_s,tenant\n0,64,100,a\n0,64,100,a\n1,64,100,b\n");
    const auto tenantWaits = [&](const QString &quotas) -> std::pair<double, double> {
      SchedulingPanel panel;
      panel.setConfig(preset("seed-s1"));
      panel.setTraceFile(path);
      panel.findChild<QLineEdit *>("TenantQuotas")->setText(quotas);
      panel.findChild<QCheckBox *>("NodeFailures")->setChecked(false);
      if (!runToEnd(panel) || !panel.run()) return {-1, -1};
      const auto &tenants = panel.run()->result.tenants;
      return {tenants.at(0).mean_wait_s, tenants.at(1).mean_wait_s};
    };
    QCOMPARE(tenantWaits(""), std::make_pair(0.0, 99.0));
    QCOMPARE(tenantWaits("a=0.5"), std::make_pair(50.0, 0.0));

    SchedulingPanel panel;
    panel.setConfig(preset("seed-s1"));
    panel.setTraceFile(path);
    panel.findChild<QLineEdit *>("TenantQuotas")->setText("c=0.5");
    QVERIFY(runToEnd(panel));
    QVERIFY(!panel.run());
    QVERIFY2(
        panel.refusals()->text().contains("'c=0.5' is not tenant=share for a tenant of the trace (a, b)"),
        qPrintable(panel.refusals()->text()));
  }

  void aBadSpecIsRefusedNamingItsKey() {
    SchedulingPanel panel;
    panel.setConfig(preset("seed-s3"));
    panel.setSyntheticSpec("jobs=2000,lod=0.85");
    QVERIFY(runToEnd(panel));
    QVERIFY(!panel.refusals()->isHidden());
    QVERIFY2(panel.refusals()->text().contains("lod"), qPrintable(panel.refusals()->text()));
    QVERIFY(!panel.run());
  }

  void aJobLargerThanTheMachineIsRefusedNamingTheJob() {
    QTemporaryDir dir;
    const QString path = writeTrace(dir, "too-large.csv", "submit_s,cards,duration_s\n0,8,60\n5,200,60\n");
    SchedulingPanel panel;
    panel.setConfig(preset("seed-s1")); // 128 cards
    panel.setTraceFile(path);
    QVERIFY(runToEnd(panel));
    QVERIFY2(panel.refusals()->text().contains("job 2 (200 cards)"), qPrintable(panel.refusals()->text()));
  }

  void theSampleTraceComesWithTheWindow() {
    snp::app::MainWindow window("seed-s1");
    QTabWidget *tabs = window.centralTabs();
    const int charts = tabs->indexOf(window.chartsPanel());
    QCOMPARE(tabs->tabText(charts + 1), QStringLiteral("Scheduling"));
    QCOMPARE(tabs->tabText(charts + 2), QStringLiteral("Serving"));
    tabs->setCurrentWidget(window.schedulingPanel());
    SchedulingPanel *panel = window.schedulingPanel();
    panel->setTraceFile(":/traces/dl-training-2k.csv");
    panel->runNow();
    QVERIFY2(panel->refusals()->isHidden(), qPrintable(panel->refusals()->text()));
    QVERIFY(panel->run());
    QCOMPARE(panel->run()->jobs, std::size_t(2000));
  }

  void aMachineBeyondTheDrawnLimitIsNamedNotDrawn() {
    SchedulingPanel panel;
    snp::sim::SchedulingMachine machine;
    machine.domains = 100;
    machine.domain_cards = 1024;
    snp::views::SchedulingScene scene(panel.view()->renderer());
    QVERIFY(machine.cards() > snp::views::kMaxDrawnCards);
    QVERIFY(!scene.show(machine));
    QVERIFY(!scene.drawn());
  }
};

QTEST_MAIN(SchedulingPanelTest)
#include "scheduling_panel_test.moc"

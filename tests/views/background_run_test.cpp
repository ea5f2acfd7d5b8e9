// The background run the panels share: results on the GUI thread, a newer run superseding an older
// one, cancel keeping the result and discard dropping it, progress, and a destructor that waits.

#include "views/BackgroundRun.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using snp::views::BackgroundRun;

namespace {

// Work that runs until it is asked to stop (or ten seconds pass), then says how it ended.
std::string untilCancelled(BackgroundRun::Control &control) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!control.cancelled() && std::chrono::steady_clock::now() < end)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return control.cancelled() ? "stopped" : "ran out";
}

} // namespace

class BackgroundRunTest : public QObject {
  Q_OBJECT

private slots:
  void theResultArrivesOnTheGuiThread() {
    BackgroundRun run;
    QSignalSpy finished(&run, &BackgroundRun::finished);
    std::atomic<bool> workedElsewhere{false};
    bool deliveredHere = false;
    int delivered = 0;
    run.start<int>(
        [&](BackgroundRun::Control &) {
          workedElsewhere = QThread::currentThread() != qApp->thread();
          return 42;
        },
        [&](int &&value) {
          deliveredHere = QThread::currentThread() == qApp->thread();
          delivered = value;
        });
    QVERIFY(run.running());
    QVERIFY(finished.wait(10000));
    QVERIFY(workedElsewhere);
    QVERIFY(deliveredHere);
    QCOMPARE(delivered, 42);
    QVERIFY(!run.running());
  }

  void aNewerRunSupersedesTheOneStillGoing() {
    BackgroundRun run;
    QSignalSpy finished(&run, &BackgroundRun::finished);
    std::vector<std::string> delivered;
    const auto keep = [&](std::string &&text) { delivered.push_back(text); };
    auto olderEnded = std::make_shared<std::atomic<bool>>(false);
    run.start<std::string>(
        [olderEnded](BackgroundRun::Control &control) {
          std::string how = untilCancelled(control);
          *olderEnded = true;
          return how;
        },
        keep);
    run.start<std::string>([](BackgroundRun::Control &) { return std::string("newer"); }, keep);
    QVERIFY(finished.wait(10000));
    QTRY_VERIFY_WITH_TIMEOUT(olderEnded->load(), 10000); // it was told to stop, not left running
    QTest::qWait(50);                                    // its watcher has had its say
    QCOMPARE(delivered, std::vector<std::string>{"newer"});
    QCOMPARE(finished.count(), 1);
  }

  void cancelKeepsTheResultAndDiscardDropsIt() {
    BackgroundRun run;
    QSignalSpy finished(&run, &BackgroundRun::finished);
    std::vector<std::string> delivered;
    const auto keep = [&](std::string &&text) { delivered.push_back(text); };

    run.start<std::string>(untilCancelled, keep);
    run.cancel();
    QVERIFY(run.cancelRequested());
    QVERIFY(finished.wait(10000));
    QCOMPARE(delivered, std::vector<std::string>{"stopped"});

    auto ended = std::make_shared<std::atomic<bool>>(false);
    run.start<std::string>(
        [ended](BackgroundRun::Control &control) {
          std::string how = untilCancelled(control);
          *ended = true;
          return how;
        },
        keep);
    run.discard();
    QVERIFY(!run.running());
    QTRY_VERIFY_WITH_TIMEOUT(ended->load(), 10000);
    QTest::qWait(50);
    QCOMPARE(delivered, std::vector<std::string>{"stopped"});
    QCOMPARE(finished.count(), 1);
  }

  void progressIsReportedWhileItRuns() {
    BackgroundRun run;
    QSignalSpy progressed(&run, &BackgroundRun::progressed);
    run.start<std::string>(
        [](BackgroundRun::Control &control) {
          control.report(0.5);
          return untilCancelled(control);
        },
        [](std::string &&) {});
    QTRY_VERIFY_WITH_TIMEOUT(!progressed.isEmpty() && progressed.last().at(0).toDouble() == 0.5, 10000);
    QCOMPARE(run.share(), 0.5);
    QVERIFY(run.elapsedSeconds() > 0);
    run.cancel();
  }

  // The work may use its owner, so destroying the run waits for it to end.
  void destroyingTheRunWaitsForItsWork() {
    auto ended = std::make_shared<std::atomic<bool>>(false);
    {
      BackgroundRun run;
      run.start<int>(
          [ended](BackgroundRun::Control &) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            *ended = true;
            return 0;
          },
          [](int &&) {});
    }
    QVERIFY(ended->load());
  }
};

QTEST_MAIN(BackgroundRunTest)
#include "background_run_test.moc"

#pragma once

#include <QElapsedTimer>
#include <QFuture>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace snp::views {

// One piece of long work at a time on a worker thread, for a panel that must not freeze: the work
// can be cancelled, reports how far it has come, and hands its result to the GUI thread. Starting
// again supersedes a run still going (it is asked to stop and its result is dropped), so a panel
// shows only what it asked for last. The panels that simulate, draw or sweep share it instead of
// each keeping a watcher, a cancel flag, a request counter and a progress timer of its own.
class BackgroundRun : public QObject {
  Q_OBJECT

public:
  // What the work sees of its run: whether to stop, and where to say how far it has come.
  class Control {
  public:
    bool cancelled() const { return cancel_.load(std::memory_order_relaxed); }
    // For simulators that take a flag to watch themselves.
    const std::atomic<bool> &cancelFlag() const { return cancel_; }
    // The share of the work done, 0 to 1; any thread, as often as it likes.
    void report(double share) { share_.store(share, std::memory_order_relaxed); }

  private:
    friend class BackgroundRun;
    std::atomic<bool> cancel_{false};
    std::atomic<double> share_{0};
  };

  explicit BackgroundRun(QObject *parent = nullptr);
  // Asks every run still going to stop and waits for them: their work may use the owner.
  ~BackgroundRun() override;

  // Runs `work` on a worker thread; `done` gets its result on this object's thread unless the run
  // is superseded or discarded first. A run still going is superseded.
  template <class Result>
  void start(std::function<Result(Control &)> work, std::function<void(Result &&)> done) {
    discard();
    auto control = std::make_shared<Control>();
    auto result = std::make_shared<std::optional<Result>>();
    const QFuture<void> future =
        QtConcurrent::run([work = std::move(work), control, result] { result->emplace(work(*control)); });
    begin(control, future, [result, done = std::move(done)] { done(std::move(**result)); });
  }

  // Asks the running work to stop; its result (what it had when it stopped) is still delivered.
  void cancel();
  // Stops the running work and drops its result: what it was computing is no longer wanted.
  void discard();

  bool running() const { return control_ != nullptr; }
  bool cancelRequested() const { return control_ && control_->cancelled(); }
  double share() const { return control_ ? control_->share_.load(std::memory_order_relaxed) : 0; }
  // Since the running (or last) run started.
  double elapsedSeconds() const { return clock_.isValid() ? clock_.elapsed() / 1000.0 : 0; }

signals:
  // About ten times a second while a run goes, for a progress bar and a time-left estimate.
  void progressed(double share);
  // After a result was delivered; not for a run superseded or discarded.
  void finished();

private:
  void begin(std::shared_ptr<Control> control, QFuture<void> future, std::function<void()> deliver);

  std::shared_ptr<Control> control_; // the running run's, or null
  QList<QFuture<void>> futures_;     // every run not yet finished, superseded ones included
  QTimer ticker_;
  QElapsedTimer clock_;
};

} // namespace snp::views

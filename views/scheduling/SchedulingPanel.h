#pragma once

#include "model/Config.h"
#include "sim/scheduling/ScheduleReplay.h"
#include "views/scheduling/ScheduleRun.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>

class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;

namespace snp::views {

class FigureTable;
class SchedulingScene;
class VtkViewWidget;

// The Scheduling tab: a job trace (synthetic, a CSV file or a bundled sample) run through the
// scheduler on the scenario's machine under a placement policy, off the UI thread with progress
// and Cancel. The run is replayed in 3D — every card of every scale-up domain coloured by the job
// holding it at the slider's time, or dark red while its node is down — beside its utilisation and
// queue over time, each tenant's waits and the run's figures. Refusals (a bad spec key, a bad line
// of the file, a job the machine cannot run) are listed instead.
class SchedulingPanel : public QWidget {
  Q_OBJECT

public:
  explicit SchedulingPanel(QWidget *parent = nullptr);
  ~SchedulingPanel() override; // a running simulation is cancelled and waited for

  // The scenario to schedule on; a run shown of another configuration is cleared.
  void setConfig(const model::Config &config);
  // Offers a trace that comes with the program (a ":/" resource) as a source.
  void addBundledTrace(const QString &title, const QString &path);
  // Chooses the synthetic source with this spec, or a trace file, as the user would.
  void setSyntheticSpec(const QString &spec);
  void setTraceFile(const QString &path);

  // Simulates on a worker thread; runFinished() follows.
  void start();
  // Simulates on this thread and shows the run before it returns (a screenshot's run).
  void runNow();
  void cancel();
  bool running() const;
  // The share of the running simulation's jobs finished (0 while the trace is read or drawn).
  double progress() const { return done_.load(std::memory_order_relaxed); }
  // Moves the replay to a moment of the run (seconds from its start), as the slider does.
  void seek(double time_s);

  const ScheduledRun *run() const { return run_.get(); }
  const sim::ScheduleFrame &frame() const { return frame_; }
  const SchedulingScene &scene() const { return *scene_; }
  VtkViewWidget *view() const { return view_; }
  QLabel *refusals() const { return refusals_; }
  QLabel *caption() const { return caption_; }
  QSlider *timeSlider() const { return slider_; }
  QChartView *utilisationChart() const { return utilisation_; }
  QChartView *waitChart() const { return waits_; }
  FigureTable *figures() const { return figures_; }

signals:
  void runFinished();

protected:
  void resizeEvent(QResizeEvent *event) override;
  bool eventFilter(QObject *watched, QEvent *event) override;

private:
  ScheduleRequest request() const;
  void showOutcome(const ScheduleOutcome &outcome, bool cancelled);
  void clearRun();
  void showMachine();
  void showProgress();
  void showFrameAt(double time_s);
  void updateCaption();
  void setPlaying(bool playing);
  void openTraceFile();
  void sourceChanged();

  static constexpr int kSliderSteps = 1000;

  model::Config config_;
  bool machineShown_ = false;
  bool cameraMoved_ = false; // by the user, since the machine was shown or the camera reset
  QString defaultSpec_;      // for the machine shown (views/scheduling/ScheduleRun.h)
  VtkViewWidget *view_;
  std::unique_ptr<SchedulingScene> scene_;
  QComboBox *source_;
  QLineEdit *spec_;
  QLineEdit *quotas_;
  QPushButton *openFile_;
  QComboBox *policy_;
  QSpinBox *seed_;
  QCheckBox *failures_;
  QCheckBox *backfill_;
  QPushButton *runButton_;
  QPushButton *cancel_;
  QProgressBar *progress_;
  QLabel *status_;
  QLabel *refusals_;
  QLabel *caption_;
  QPushButton *play_;
  QSlider *slider_;
  QLabel *time_;
  QChartView *utilisation_;
  QChartView *waits_;
  FigureTable *figures_;

  std::shared_ptr<const ScheduledRun> run_;
  sim::ScheduleFrame frame_;
  std::atomic<bool> cancelled_{false};
  std::atomic<double> done_{0};      // share of jobs finished, from the worker
  std::atomic<std::size_t> jobs_{0}; // in the trace being simulated
  bool discard_ = false;             // the running simulation is of a configuration since replaced
  QFutureWatcher<ScheduleOutcome> watcher_;
  QTimer ticker_; // progress while running
  QTimer player_; // frames while playing
  QElapsedTimer clock_;
};

} // namespace snp::views

#pragma once

#include "model/Config.h"
#include "sim/reliability/RunReplay.h"
#include "views/BackgroundRun.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;

namespace snp::views {

// Failures replayed: one Monte Carlo run of the scenario's job (sim/reliability/MonteCarlo.h), simulated on
// a worker thread with progress and Cancel, then played on a time slider with play, pause and
// speed. A banner says what the job is doing (running, restarting from its checkpoint, waiting
// for a repaired node) with the failures and the work lost so far; a small chart draws the
// goodput so far. Each frame goes out as frameChanged for the room to colour its nodes.
class ReplayPanel : public QWidget {
  Q_OBJECT

public:
  explicit ReplayPanel(QWidget *parent = nullptr);
  ~ReplayPanel() override;

  // The scenario to replay; a running simulation of the previous one is cancelled.
  void setConfig(const model::Config &config);
  // Simulates the run with this seed (the spin box's), on a worker thread.
  void simulate();
  // Moves to a time of the run (seconds), as the slider does.
  void seek(double time_s);
  bool hasRun() const { return replay_.has_value(); }
  const sim::ReplayFrame *frame() const { return replay_ ? &lastFrame_ : nullptr; }
  // The simulated run being played, with its timeline of events.
  const sim::MonteCarloResult *run() const { return replay_ ? &replay_->result() : nullptr; }
  QLabel *banner() const { return banner_; }

signals:
  void frameChanged(const sim::ReplayFrame &frame);
  void replayCleared(); // no run to show (the scenario changed)

private:
  void showFrame(const sim::ReplayFrame &frame);
  // "UPS, group 2 of 3 (cabinets A-09 to B-04)" for each group of the plant down in `frame`.
  QString plantDownText(const sim::ReplayFrame &frame) const;
  void setPlaying(bool playing);
  void buildGoodputChart();
  void cancel();

  static constexpr int kSliderSteps = 1000;

  model::Config config_;
  std::optional<sim::RunReplay> replay_;
  sim::ReplayFrame lastFrame_;
  BackgroundRun run_; // the simulation

  QPushButton *simulate_;
  QPushButton *cancel_;
  QProgressBar *progress_;
  QSpinBox *seed_;
  QPushButton *play_;
  QSlider *slider_;
  QComboBox *speed_;
  QLabel *banner_;
  QChart *chart_;
  QChartView *chartView_;
  QLineSeries *goodput_;
  QLineSeries *now_;
  QTimer timer_;
};

} // namespace snp::views

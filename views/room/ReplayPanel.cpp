#include "views/room/ReplayPanel.h"

#include "views/FigureText.h"
#include "views/PlantPartText.h"
#include "views/room/RoomLayout.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace snp::views {

namespace {

// Enough to replay every failure of a year-long run on 100,000 accelerators.
constexpr std::size_t kTimelineEvents = 2'000'000;
// Frames per second of the playback; each advances the run by speed x the frame's wall time.
constexpr int kFrameMs = 40;
constexpr int kChartPoints = 200;

QString jobText(sim::JobState state) {
  switch (state) {
  case sim::JobState::Running: return QCoreApplication::translate("snp::views::ReplayPanel", "Running");
  case sim::JobState::Restarting:
    return QCoreApplication::translate("snp::views::ReplayPanel", "Restarting from the last checkpoint");
  case sim::JobState::Waiting:
    return QCoreApplication::translate("snp::views::ReplayPanel",
                                       "Waiting for a repaired node (no spare ready)");
  case sim::JobState::Complete: return QCoreApplication::translate("snp::views::ReplayPanel", "Complete");
  case sim::JobState::PlantWait:
    return QCoreApplication::translate("snp::views::ReplayPanel", "Stopped by the plant");
  }
  return {};
}

QColor jobColour(sim::JobState state) {
  switch (state) {
  case sim::JobState::Running: return {29, 122, 46};
  case sim::JobState::Restarting: return {200, 120, 0};
  case sim::JobState::Waiting: return {176, 42, 26};
  case sim::JobState::Complete: return {40, 80, 160};
  case sim::JobState::PlantWait: return {120, 40, 140};
  }
  return Qt::black;
}

} // namespace

ReplayPanel::ReplayPanel(QWidget *parent)
    : QWidget(parent), simulate_(new QPushButton(tr("Simulate a run"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)), progress_(new QProgressBar(this)),
      seed_(new QSpinBox(this)), play_(new QPushButton(tr("Play"), this)),
      slider_(new QSlider(Qt::Horizontal, this)), speed_(new QComboBox(this)), banner_(new QLabel(this)),
      chart_(new QChart), chartView_(new QChartView(chart_, this)), goodput_(new QLineSeries),
      now_(new QLineSeries) {
  seed_->setRange(1, 1'000'000);
  seed_->setPrefix(tr("seed "));
  seed_->setToolTip(tr("Another seed draws other failure times"));
  progress_->setRange(0, 100);
  progress_->hide();
  cancel_->hide();
  play_->setCheckable(true);
  slider_->setRange(0, kSliderSteps);
  // Simulated time per second of playback.
  for (const auto &[text, seconds] :
       {std::pair{tr("1 h/s"), 3600.0}, std::pair{tr("6 h/s"), 6 * 3600.0}, std::pair{tr("1 day/s"), 86400.0},
        std::pair{tr("1 week/s"), 7 * 86400.0}})
    speed_->addItem(text, seconds);
  speed_->setCurrentIndex(2);
  banner_->setWordWrap(true);
  banner_->setText(tr("Simulate a run to replay its failures in the room."));

  chart_->legend()->hide();
  chart_->setMargins(QMargins(2, 2, 2, 2));
  chart_->setBackgroundRoundness(0);
  chart_->addSeries(goodput_);
  chart_->addSeries(now_);
  auto *x = new QValueAxis;
  auto *y = new QValueAxis;
  x->setTitleText(tr("days"));
  // The banner names the curve; a rotated title does not fit the chart's height.
  y->setLabelFormat("%.0f %%");
  y->setRange(0, 100);
  chart_->addAxis(x, Qt::AlignBottom);
  chart_->addAxis(y, Qt::AlignLeft);
  for (QLineSeries *series : {goodput_, now_}) {
    series->attachAxis(x);
    series->attachAxis(y);
  }
  now_->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
  chartView_->setRenderHint(QPainter::Antialiasing);
  chartView_->setMinimumHeight(110);

  auto *controls = new QHBoxLayout;
  controls->addWidget(simulate_);
  controls->addWidget(seed_);
  controls->addWidget(progress_, 1);
  controls->addWidget(cancel_);
  controls->addWidget(play_);
  controls->addWidget(slider_, 1);
  controls->addWidget(speed_);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(controls);
  layout->addWidget(banner_);
  layout->addWidget(chartView_, 1);

  connect(simulate_, &QPushButton::clicked, this, &ReplayPanel::simulate);
  connect(cancel_, &QPushButton::clicked, this, &ReplayPanel::cancel);
  connect(&run_, &BackgroundRun::progressed, progress_,
          [this](double share) { progress_->setValue(int(100 * share)); });
  connect(play_, &QPushButton::toggled, this, &ReplayPanel::setPlaying);
  connect(slider_, &QSlider::valueChanged, this, [this](int step) {
    if (replay_) showFrame(replay_->at(replay_->duration() * step / kSliderSteps));
  });
  timer_.setInterval(kFrameMs);
  connect(&timer_, &QTimer::timeout, this, [this] {
    if (!replay_) return;
    const double next = lastFrame_.time_s + speed_->currentData().toDouble() * kFrameMs / 1000.0;
    seek(next);
    if (next >= replay_->duration()) play_->setChecked(false);
  });
  play_->setEnabled(false);
  slider_->setEnabled(false);
}

ReplayPanel::~ReplayPanel() { cancel(); }

void ReplayPanel::setConfig(const model::Config &config) {
  if (config == config_) return;
  config_ = config;
  cancel();
  play_->setChecked(false);
  play_->setEnabled(false);
  slider_->setEnabled(false);
  replay_.reset();
  goodput_->clear();
  now_->clear();
  banner_->setText(tr("Simulate a run to replay its failures in the room."));
  emit replayCleared();
}

void ReplayPanel::cancel() {
  run_.discard(); // a run still finishing is not shown
  progress_->hide();
  cancel_->hide();
  simulate_->setEnabled(true);
}

void ReplayPanel::simulate() {
  cancel();
  const sim::RunModel run = sim::runModel(config_);
  progress_->setValue(0);
  progress_->show();
  cancel_->show();
  simulate_->setEnabled(false);

  const std::uint64_t seed = std::uint64_t(seed_->value());
  const auto simulateOnWorker = [run, seed](BackgroundRun::Control &control) {
    sim::MonteCarloOptions options{.seed = seed, .max_timeline_events = kTimelineEvents};
    options.progress = [&control](double share) {
      control.report(share);
      return !control.cancelled();
    };
    return sim::simulateRun(run, options);
  };
  run_.start<sim::MonteCarloResult>(simulateOnWorker, [this, run](sim::MonteCarloResult &&result) {
    progress_->hide();
    cancel_->hide();
    simulate_->setEnabled(true);
    if (result.cancelled) return;
    if (result.exhausted) {
      banner_->setText(tr("This run needs more than %L1 failures and checkpoints to simulate; the "
                          "Results dock's goodput answers it analytically.")
                           .arg(qulonglong(sim::MonteCarloOptions{}.max_events)));
      return;
    }
    replay_.emplace(run, std::move(result));
    buildGoodputChart();
    play_->setEnabled(true);
    slider_->setEnabled(true);
    slider_->setValue(0);
    showFrame(replay_->at(0));
  });
}

void ReplayPanel::buildGoodputChart() {
  // Sampled from a replay of its own, so the one the slider drives keeps its place.
  sim::RunReplay sampler = *replay_;
  QList<QPointF> points;
  for (int i = 1; i <= kChartPoints; ++i) {
    const sim::ReplayFrame &f = sampler.at(replay_->duration() * i / kChartPoints);
    points.append({f.time_s / 86400, 100 * f.goodput});
  }
  goodput_->replace(points);
  auto *x = static_cast<QValueAxis *>(chart_->axes(Qt::Horizontal).first());
  x->setRange(0, replay_->duration() / 86400);
  // From the lowest goodput, rounded down to 5 %, up to 100 %: a run that holds 98 % is not a
  // flat line along the top of a 0-100 % axis.
  double lowest = 100;
  for (const QPointF &p : std::as_const(points))
    lowest = std::min(lowest, p.y());
  auto *y = static_cast<QValueAxis *>(chart_->axes(Qt::Vertical).first());
  y->setRange(std::clamp(5 * std::floor((lowest - 1) / 5), 0.0, 95.0), 100);
}

void ReplayPanel::seek(double time_s) {
  if (!replay_) return;
  const QSignalBlocker block(slider_);
  slider_->setValue(int(std::lround(kSliderSteps * time_s / std::max(1.0, replay_->duration()))));
  showFrame(replay_->at(time_s));
}

QString ReplayPanel::plantDownText(const sim::ReplayFrame &frame) const {
  const sim::RunModel &run = replay_->run();
  const auto cabinet = [this](int index) { return cabinetLabel(config_, index); };
  QStringList groups;
  for (const sim::PlantDown &down : frame.plant_down) {
    const sim::PlantPartFailures &part = run.plant.part(down.part);
    const int first = part.firstCabinet(down.group);
    const int last = first + part.cabinetsOf(down.group) - 1;
    const QString cabinets =
        first == last ? cabinet(first) : tr("%1 to %2", "cabinets").arg(cabinet(first), cabinet(last));
    groups << tr("%1, group %L2 of %L3 (cabinets %4)")
                  .arg(plantPartText(down.part, config_.power_chain.distribution_kind))
                  .arg(down.group + 1)
                  .arg(part.groups)
                  .arg(cabinets);
  }
  return groups.join(tr("; "));
}

void ReplayPanel::showFrame(const sim::ReplayFrame &frame) {
  lastFrame_ = frame;
  const QColor colour = jobColour(frame.job);
  banner_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(colour.name()));
  QString text = tr("Day %1 of %2 · %3 · failures %L4 · work lost %5 · goodput so far %6")
                     .arg(QLocale().toString(frame.time_s / 86400, 'f', 2))
                     .arg(QLocale().toString(replay_->duration() / 86400, 'f', 1))
                     .arg(jobText(frame.job))
                     .arg(frame.failures)
                     .arg(formatValue(frame.lost_s, "s"))
                     .arg(formatValue(frame.goodput, "ratio"));
  if (frame.plant_outages > 0) text += tr(" · plant outages %L1").arg(frame.plant_outages);
  if (!frame.plant_down.empty()) text += QLatin1Char('\n') + tr("Down: %1").arg(plantDownText(frame));
  banner_->setText(text);
  now_->replace({QPointF(frame.time_s / 86400, 0), QPointF(frame.time_s / 86400, 100)});
  emit frameChanged(frame);
}

void ReplayPanel::setPlaying(bool playing) {
  play_->setText(playing ? tr("Pause") : tr("Play"));
  if (playing && replay_ && lastFrame_.time_s >= replay_->duration()) seek(0);
  if (playing)
    timer_.start();
  else
    timer_.stop();
}

} // namespace snp::views

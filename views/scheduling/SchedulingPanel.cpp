#include "views/scheduling/SchedulingPanel.h"

#include "model/Validation.h"
#include "views/FigureTable.h"
#include "views/FigureText.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/TenantWaitChart.h"
#include "views/charts/UtilisationChart.h"
#include "views/scheduling/CardLayout.h"
#include "views/scheduling/SchedulingScene.h"
#include "views/vtk/VtkViewWidget.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace snp::views {

namespace {

// Refusals listed one by one; the rest are counted.
constexpr int kListedRefusals = 8;
// A whole run plays in about 20 s: 500 frames of 40 ms.
constexpr int kFrameMs = 40;
constexpr int kFramesPerRun = 500;

struct PolicyText {
  sim::PlacementPolicy policy;
  const char *name;
  const char *tip;
};

constexpr std::array kPolicies{
    PolicyText{sim::PlacementPolicy::FirstFit, QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "First fit"),
               QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                                 "Each job takes the lowest-numbered free cards, wherever they are.")},
    PolicyText{
        sim::PlacementPolicy::BestFit, QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Best fit"),
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                          "Each job goes to the fullest scale-up domain that still holds it, else first "
                          "fit: large holes stay free for large jobs.")},
    PolicyText{sim::PlacementPolicy::MostAllocated,
               QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Most allocated (pack)"),
               QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                                 "Node by node, the node that is fullest after taking its share of the job, "
                                 "scored on cards and host memory as Kubernetes' MostAllocated does.")},
    PolicyText{
        sim::PlacementPolicy::LeastAllocated,
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Least allocated (spread)"),
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                          "Node by node, the emptiest node after taking its share of the job, scored as "
                          "Kubernetes' LeastAllocated does: load spread evenly.")},
    PolicyText{
        sim::PlacementPolicy::Topology,
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Topology (sub-cuboids)"),
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                          "Every job on a contiguous sub-cuboid of one torus domain, as TPU slices are; "
                          "a job waits until one is free.")},
    PolicyText{
        sim::PlacementPolicy::Profile, QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Profile"),
        QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                          "By each job's FLOPs per byte: a communication-bound job gets a contiguous "
                          "slice when a scattered one would slow it by more than 5 %; the others first "
                          "fit.")},
    PolicyText{sim::PlacementPolicy::EnergyAware,
               QT_TRANSLATE_NOOP("snp::views::SchedulingPanel", "Energy-aware (fewest cabinets)"),
               QT_TRANSLATE_NOOP("snp::views::SchedulingPanel",
                                 "As Profile for communication-bound jobs; every other job into the fullest "
                                 "cabinet already running jobs that holds it, else an idle one: fewer "
                                 "cabinets run, and the idle ones can be switched off.")},
};

} // namespace

SchedulingPanel::SchedulingPanel(QWidget *parent)
    : QWidget(parent), view_(new VtkViewWidget(this)),
      scene_(std::make_unique<SchedulingScene>(view_->renderer())), source_(new QComboBox(this)),
      spec_(new QLineEdit(this)), quotas_(new QLineEdit(this)),
      openFile_(new QPushButton(tr("Open Trace CSV…"), this)), policy_(new QComboBox(this)),
      seed_(new QSpinBox(this)), failures_(new QCheckBox(tr("Node failures"), this)),
      backfill_(new QCheckBox(tr("Backfill"), this)), runButton_(new QPushButton(tr("Run"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)), progress_(new QProgressBar(this)),
      status_(new QLabel(this)), refusals_(new QLabel(this)), caption_(new QLabel(view_)),
      play_(new QPushButton(tr("Play"), this)), slider_(new QSlider(Qt::Horizontal, this)),
      time_(new QLabel(this)), utilisation_(new QChartView(this)), waits_(new QChartView(this)),
      figures_(new FigureTable(this)) {
  setObjectName("SchedulingPanel");
  source_->setObjectName("TraceSource");
  // As wide as a short name: the spec beside it is the text worth the room.
  source_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  source_->setMinimumContentsLength(18);
  source_->addItem(tr("Synthetic trace"), QString());
  source_->setToolTip(tr("Where the jobs come from: drawn from the spec beside, or a trace file"));
  spec_->setObjectName("SyntheticSpec");
  spec_->setToolTip(tr("key=value, comma-separated: jobs, load or rate_per_s, seed, sizes, median_s, sigma, "
                       "tenants, priorities, shapes, profiles (docs/trace-format.md). Cards default to the "
                       "scenario's accelerators."));
  quotas_->setObjectName("TenantQuotas");
  quotas_->setPlaceholderText(tr("none"));
  quotas_->setMaximumWidth(200); // the spec beside it is the longer text
  quotas_->setToolTip(tr("The share of the cards a tenant may hold at once, tenant=share, comma-separated "
                         "(e.g. team-a=0.5,team-b=0.25); tenants not named have no quota"));
  for (const PolicyText &p : kPolicies) {
    policy_->addItem(tr(p.name), static_cast<int>(p.policy));
    policy_->setItemData(policy_->count() - 1, tr(p.tip), Qt::ToolTipRole);
  }
  policy_->setObjectName("PlacementPolicy");
  policy_->setToolTip(tr("Where the scheduler places each job's cards; hover a choice for what it does"));
  seed_->setRange(1, 2'000'000'000);
  seed_->setToolTip(tr("Seeds the node failures; the synthetic trace has its own seed= key"));
  failures_->setObjectName("NodeFailures");
  failures_->setChecked(true);
  failures_->setToolTip(
      tr("Nodes fail at the reliability model's rates and are repaired; hot spares stand in "
         "while there are any"));
  connect(failures_, &QCheckBox::toggled, seed_, &QSpinBox::setEnabled);
  backfill_->setObjectName("Backfill");
  backfill_->setChecked(true);
  backfill_->setToolTip(
      tr("Jobs that fit may start before a blocked one (at most 100 queued jobs looked at, as "
         "Slurm's default_queue_depth); one that has waited 4 h holds the others back. "
         "Off: strict queue order"));
  runButton_->setObjectName("RunSchedule");
  cancel_->setEnabled(false);
  progress_->setRange(0, 1000);
  progress_->setTextVisible(false);
  progress_->setMaximumWidth(160);
  progress_->hide();
  status_->setWordWrap(true);
  refusals_->setObjectName("ScheduleRefusals");
  refusals_->setWordWrap(true);
  // They quote the trace, its file and its tenants: shown as typed, never as markup.
  status_->setTextFormat(Qt::PlainText);
  refusals_->setTextFormat(Qt::PlainText);
  caption_->setTextFormat(Qt::PlainText);
  refusals_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  refusals_->setStyleSheet("color: #b02a1a;");
  refusals_->hide();

  // Over the 3D view, on a backing of the view's own colour, as the room's caption is.
  caption_->setObjectName("ScheduleCaption");
  caption_->setStyleSheet(
      "color: white; font-size: 13px; background: rgba(43, 48, 61, 215); padding: 2px 6px; "
      "border-radius: 4px;");
  caption_->setAttribute(Qt::WA_TransparentForMouseEvents);
  caption_->setWordWrap(true);
  caption_->move(8, 6);
  view_->setHomeView([this] {
    cameraMoved_ = false;
    scene_->resetCamera();
  });
  // Until someone turns the camera, the cards stay framed whatever size the view is given.
  connect(view_, &VtkViewWidget::interactionChanged, this, [this](bool moving) { cameraMoved_ |= moving; });
  view_->installEventFilter(this);
  view_->setMinimumSize(240, 140);

  play_->setCheckable(true);
  play_->setEnabled(false);
  slider_->setObjectName("ScheduleTime");
  slider_->setRange(0, kSliderSteps);
  slider_->setEnabled(false);
  time_->setMinimumWidth(70);

  for (QChartView *chart : {utilisation_, waits_}) {
    chart->setRenderHint(QPainter::Antialiasing);
    chart->setMinimumSize(220, 120);
  }
  utilisation_->setObjectName("UtilisationChart");
  waits_->setObjectName("TenantWaitChart");
  figures_->setObjectName("ScheduleFigures");

  auto *traceRow = new QHBoxLayout;
  traceRow->addWidget(new QLabel(tr("Trace:"), this));
  traceRow->addWidget(source_);
  traceRow->addWidget(spec_, 1);
  traceRow->addWidget(openFile_);
  traceRow->addWidget(new QLabel(tr("Quotas:"), this));
  traceRow->addWidget(quotas_);
  auto *runRow = new QHBoxLayout;
  runRow->addWidget(new QLabel(tr("Policy:"), this));
  runRow->addWidget(policy_);
  runRow->addWidget(new QLabel(tr("Seed:"), this));
  runRow->addWidget(seed_);
  runRow->addWidget(failures_);
  runRow->addWidget(backfill_);
  runRow->addStretch();
  // The run's buttons beside its progress and status, on their own row: the panel narrows to a
  // laptop screen's centre.
  auto *statusRow = new QHBoxLayout;
  statusRow->addWidget(runButton_);
  statusRow->addWidget(cancel_);
  statusRow->addWidget(progress_);
  statusRow->addWidget(status_, 1);
  auto *replayRow = new QHBoxLayout;
  replayRow->addWidget(play_);
  replayRow->addWidget(slider_, 1);
  replayRow->addWidget(time_);

  // The replay with its utilisation curve below it (the curve's dashed line is the slider's
  // moment); the tenants' waits and the figures beside them.
  auto *replay = new QWidget(this);
  auto *replayLayout = new QVBoxLayout(replay);
  replayLayout->setContentsMargins(0, 0, 0, 0);
  replayLayout->addWidget(view_, 1);
  replayLayout->addLayout(replayRow);
  auto *timeline = new QSplitter(Qt::Vertical, this);
  timeline->addWidget(replay);
  timeline->addWidget(utilisation_);
  timeline->setStretchFactor(0, 2);
  timeline->setStretchFactor(1, 1);
  auto *side = new QSplitter(Qt::Vertical, this);
  side->addWidget(waits_);
  side->addWidget(figures_);
  side->setStretchFactor(0, 3);
  side->setStretchFactor(1, 2);
  auto *split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(timeline);
  split->addWidget(side);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);

  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(traceRow);
  layout->addLayout(runRow);
  layout->addLayout(statusRow);
  layout->addWidget(refusals_);
  layout->addWidget(split, 1);

  connect(source_, &QComboBox::currentIndexChanged, this, &SchedulingPanel::sourceChanged);
  connect(openFile_, &QPushButton::clicked, this, &SchedulingPanel::openTraceFile);
  connect(spec_, &QLineEdit::returnPressed, this, &SchedulingPanel::start);
  connect(quotas_, &QLineEdit::returnPressed, this, &SchedulingPanel::start);
  connect(runButton_, &QPushButton::clicked, this, &SchedulingPanel::start);
  connect(cancel_, &QPushButton::clicked, this, &SchedulingPanel::cancel);
  connect(&schedule_, &BackgroundRun::progressed, this, &SchedulingPanel::showProgress);
  connect(play_, &QPushButton::toggled, this, &SchedulingPanel::setPlaying);
  connect(slider_, &QSlider::valueChanged, this, [this](int step) {
    if (run_)
      showFrameAt(run_->replay.startS() +
                  (run_->replay.endS() - run_->replay.startS()) * step / kSliderSteps);
  });
  player_.setInterval(kFrameMs);
  connect(&player_, &QTimer::timeout, this, [this] {
    if (!run_) return;
    const double next = frame_.time_s + (run_->replay.endS() - run_->replay.startS()) / kFramesPerRun;
    seek(next - run_->replay.startS());
    if (next >= run_->replay.endS()) play_->setChecked(false);
  });
  clearRun();
}

SchedulingPanel::~SchedulingPanel() = default;

void SchedulingPanel::setConfig(const model::Config &config) {
  if (machineShown_ && config == config_) return;
  // A run still going is of the old configuration: stopped, and never shown.
  if (running()) {
    schedule_.discard();
    endRun();
    status_->setText(tr("Stopped: the scenario changed."));
    emit runFinished();
  }
  config_ = config;
  // A spec the user has not edited follows the machine.
  const QString machineDefault = defaultSyntheticSpec(sim::schedulingMachine(config));
  if (spec_->text() == defaultSpec_) {
    spec_->setText(machineDefault);
    spec_->setCursorPosition(0); // the spec's start (jobs, load) is what a reader looks for
  }
  defaultSpec_ = machineDefault;
  spec_->setPlaceholderText(machineDefault);
  clearRun();
  showMachine();
}

void SchedulingPanel::addBundledTrace(const QString &title, const QString &path) {
  source_->addItem(title, path);
  source_->setItemData(source_->count() - 1, path, Qt::ToolTipRole);
}

void SchedulingPanel::setSyntheticSpec(const QString &spec) {
  source_->setCurrentIndex(0);
  spec_->setText(spec);
  spec_->setCursorPosition(0);
}

void SchedulingPanel::setTraceFile(const QString &path) {
  int index = source_->findData(path);
  if (index < 0) {
    source_->addItem(tr("File: %1").arg(QFileInfo(path).fileName()), path);
    index = source_->count() - 1;
    // A path is the user's: shown as typed, never as markup.
    source_->setItemData(index, Qt::convertFromPlainText(QDir::toNativeSeparators(path)), Qt::ToolTipRole);
  }
  source_->setCurrentIndex(index);
}

void SchedulingPanel::openTraceFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Trace"), {}, tr("Job traces (*.csv)"));
  if (!path.isEmpty()) setTraceFile(path);
}

void SchedulingPanel::sourceChanged() { spec_->setEnabled(source_->currentData().toString().isEmpty()); }

ScheduleRequest SchedulingPanel::request() const {
  ScheduleRequest r;
  r.config = config_;
  r.path = source_->currentData().toString();
  r.source = r.path.isEmpty() ? ScheduleRequest::Source::Synthetic : ScheduleRequest::Source::File;
  r.spec = spec_->text().trimmed().isEmpty() ? defaultSpec_ : spec_->text();
  r.quotas = quotas_->text();
  r.options.policy = static_cast<sim::PlacementPolicy>(policy_->currentData().toInt());
  r.options.seed = std::uint64_t(seed_->value());
  r.options.failures = failures_->isChecked();
  r.options.backfill = backfill_->isChecked();
  return r;
}

void SchedulingPanel::start() {
  if (running()) return;
  const ScheduleRequest r = request();
  setPlaying(false);
  runButton_->setEnabled(false);
  cancel_->setEnabled(true);
  progress_->setValue(0);
  progress_->show();
  status_->setText(tr("Reading the trace…"));
  const auto simulateOnWorker = [r, this](BackgroundRun::Control &control) {
    return runSchedule(r, control.cancelFlag(), [this, &control](double share, std::size_t jobs) {
      jobs_.store(jobs, std::memory_order_relaxed);
      control.report(share);
    });
  };
  schedule_.start<ScheduleOutcome>(simulateOnWorker, [this](ScheduleOutcome &&outcome) {
    showOutcome(outcome, schedule_.cancelRequested());
  });
}

void SchedulingPanel::runNow() {
  if (running()) return;
  const std::atomic<bool> never{false};
  showOutcome(runSchedule(request(), never, {}), false);
}

void SchedulingPanel::cancel() {
  if (!running()) return;
  schedule_.cancel();
  status_->setText(tr("Cancelling…"));
}

bool SchedulingPanel::running() const { return schedule_.running(); }

void SchedulingPanel::showProgress() {
  const double share = schedule_.share();
  if (share <= 0) return; // still reading or drawing the trace
  const double seconds = schedule_.elapsedSeconds();
  progress_->setValue(int(1000 * share));
  const double jobs = double(jobs_.load(std::memory_order_relaxed));
  status_->setText(tr("%L1 of %L2 jobs finished · %L3 a second · %4 left")
                       .arg(share * jobs, 0, 'f', 0)
                       .arg(jobs, 0, 'f', 0)
                       .arg(seconds > 0 ? share * jobs / seconds : 0, 0, 'f', 0)
                       .arg(formatValue(seconds * (1 - share) / share, "s")));
}

void SchedulingPanel::endRun() {
  runButton_->setEnabled(true);
  cancel_->setEnabled(false);
  progress_->hide();
  status_->setWordWrap(true);
}

void SchedulingPanel::showOutcome(const ScheduleOutcome &outcome, bool cancelled) {
  endRun();
  if (!outcome.refusals.isEmpty()) {
    QStringList listed = outcome.refusals.mid(0, kListedRefusals);
    if (outcome.refusals.size() > kListedRefusals)
      listed << tr("… and %L1 more").arg(outcome.refusals.size() - kListedRefusals);
    refusals_->setText(tr("This trace cannot run:") + "\n• " + listed.join("\n• "));
    refusals_->show();
    status_->setText(tr("Refused: %n problem(s)", nullptr, int(outcome.refusals.size())));
    emit runFinished();
    return;
  }
  refusals_->hide();
  if (!outcome.run) {
    status_->setText(tr("Cancelled before the simulation started."));
    emit runFinished();
    return;
  }
  run_ = outcome.run;
  const sim::ScheduleResult &result = run_->result;
  const QString finishedShare =
      formatValue(result.figures.finished_jobs.value / std::max<double>(1, run_->jobs), "ratio");
  if (result.exhausted)
    status_->setText(tr("Stopped after %L1 events, the most a run may take, with %2 of the jobs finished: "
                        "the replay, charts and figures show the part simulated")
                         .arg(qulonglong(sim::ScheduleOptions{}.max_events))
                         .arg(finishedShare));
  else if (!result.complete || cancelled)
    status_->setText(tr("Cancelled with %1 of the jobs finished: the replay, charts and figures show the "
                        "part simulated")
                         .arg(finishedShare));
  else
    status_->setText(tr("%L1 jobs on %L2 cards: simulated in %3")
                         .arg(qulonglong(run_->jobs))
                         .arg(result.cards)
                         .arg(formatValue(run_->elapsed_s, "s")));

  QChart *old = utilisation_->chart();
  utilisation_->setChart(charts::makeUtilisationChart(result.utilisation, run_->replay.startS()).release());
  delete old;
  old = waits_->chart();
  waits_->setChart(charts::makeTenantWaitChart(result.tenants).release());
  delete old;
  figures_->showFigures("schedule", result.figures);
  play_->setEnabled(scene_->drawn());
  slider_->setEnabled(true);
  // The replay opens at the busiest moment of the run, where the placement shows most.
  double busiest = run_->replay.startS();
  double most = -1;
  for (std::size_t i = 0; i < result.utilisation.size(); ++i)
    if (result.utilisation[i].utilisation > most) {
      most = result.utilisation[i].utilisation;
      const double from = i == 0 ? run_->replay.startS() : result.utilisation[i - 1].time_s;
      busiest = (from + result.utilisation[i].time_s) / 2;
    }
  seek(busiest - run_->replay.startS());
  emit runFinished();
}

void SchedulingPanel::clearRun() {
  setPlaying(false);
  run_.reset();
  frame_ = {};
  play_->setEnabled(false);
  slider_->setEnabled(false);
  time_->clear();
  for (QChartView *view : {utilisation_, waits_}) {
    QChart *old = view->chart();
    view->setChart(
        charts::newChart(view == utilisation_ ? tr("Utilisation and queue") : tr("Wait per tenant"))
            .release());
    delete old;
  }
  figures_->clearFigures();
  scene_->colourAllFree();
  updateCaption();
  view_->update();
}

void SchedulingPanel::showMachine() {
  machineShown_ = true;
  cameraMoved_ = false;
  if (model::validate(config_).empty())
    scene_->show(sim::schedulingMachine(config_));
  else
    scene_->clear();
  updateCaption();
  view_->update();
}

void SchedulingPanel::seek(double time_s) {
  if (!run_) return;
  const double start = run_->replay.startS(), span = std::max(1e-9, run_->replay.endS() - start);
  const double at = start + std::clamp(time_s, 0.0, span);
  const QSignalBlocker block(slider_);
  slider_->setValue(int(std::lround(kSliderSteps * (at - start) / span)));
  showFrameAt(at);
}

void SchedulingPanel::showFrameAt(double time_s) {
  if (!run_) return;
  run_->replay.frameAt(time_s, frame_);
  if (scene_->drawn()) scene_->colour(frame_);
  if (utilisation_->chart()) charts::markChartTime(*utilisation_->chart(), time_s);
  time_->setText(formatValue(time_s - run_->replay.startS(), "s"));
  updateCaption();
  view_->update();
}

void SchedulingPanel::updateCaption() {
  const bool valid = model::validate(config_).empty();
  const sim::SchedulingMachine machine = sim::schedulingMachine(config_);
  QString text;
  if (!valid) {
    text = tr("The scenario has problems (see the Problems dock): nothing to schedule on.");
  } else if (!scene_->drawn()) {
    text =
        tr("%L1 cards: a machine of more than %L2 cards is not drawn; the charts and figures show its run.")
            .arg(machine.cards())
            .arg(kMaxDrawnCards);
  } else if (!run_) {
    text = tr("%L1 cards in %L2 scale-up domains of %L3. Run a trace to replay it here.")
               .arg(machine.cards())
               .arg(machine.domains)
               .arg(machine.domain_cards);
  }
  if (run_) {
    const sim::ScheduleFrame &f = frame_;
    const int cards = std::max(1, run_->result.cards);
    QString line = tr("%1 of %2 · busy cards %L3 of %L4 (%5) · running jobs %L6 · queued jobs %L7")
                       .arg(formatValue(f.time_s - run_->replay.startS(), "s"))
                       .arg(formatValue(run_->replay.endS() - run_->replay.startS(), "s"))
                       .arg(f.busy_cards)
                       .arg(cards)
                       .arg(formatValue(double(f.busy_cards) / cards, "ratio"))
                       .arg(f.running_jobs)
                       .arg(f.queued_jobs);
    if (f.down_cards > 0)
      line += tr(" · nodes down %L1").arg(f.down_cards / std::max(1, run_->machine.cards_per_node));
    text = text.isEmpty() ? line : text + "\n" + line;
    if (scene_->drawn())
      text += "\n" + tr("Colour: one per job · light grey: free · dark red: node down, awaiting repair");
  }
  caption_->setText(text);
  // As wide as its longest line, up to the view's width; then as tall as the wrapped text.
  caption_->setWordWrap(false);
  const int width = std::min(caption_->sizeHint().width(), std::max(120, view_->width() - 16));
  caption_->setWordWrap(true);
  caption_->resize(width, caption_->heightForWidth(width));
}

bool SchedulingPanel::eventFilter(QObject *watched, QEvent *event) {
  if (watched == view_ && event->type() == QEvent::Resize && !cameraMoved_) scene_->frameAtNextRender();
  return QWidget::eventFilter(watched, event);
}

void SchedulingPanel::resizeEvent(QResizeEvent *event) {
  QWidget::resizeEvent(event);
  updateCaption();
}

void SchedulingPanel::setPlaying(bool playing) {
  const QSignalBlocker block(play_);
  play_->setChecked(playing);
  play_->setText(playing ? tr("Pause") : tr("Play"));
  if (playing && run_ && frame_.time_s >= run_->replay.endS()) seek(0);
  if (playing)
    player_.start();
  else
    player_.stop();
}

} // namespace snp::views

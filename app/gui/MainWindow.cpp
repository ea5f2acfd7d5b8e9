#include "app/gui/MainWindow.h"

#include "app/gui/ProjectDocument.h"
#include "app/gui/ProjectLock.h"
#include "app/gui/ScenarioPanel.h"
#include "app/gui/SweepDialog.h"
#include "app/report/ComparisonTables.h"
#include "app/report/pdf/ReportPdf.h"
#include "app/report/pdf/SceneSnapshot.h"
#include "model/JsonCodec.h"
#include "model/Validation.h"
#include "sim/decision/Comparison.h"
#include "sim/decision/Concerns.h"
#include "sim/decision/Metrics.h"
#include "views/FigureText.h"
#include "views/ProblemText.h"
#include "views/charts/ChartsPanel.h"
#include "views/compare/ComparisonView.h"
#include "views/compare/CriteriaPanel.h"
#include "views/compare/ResultsPanel.h"
#include "views/editor/ConfigEditor.h"
#include "views/editor/ProblemsPanel.h"
#include "views/network/TopologyPanel.h"
#include "views/room/ReplayPanel.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomScene.h"
#include "views/room/SelectionPanel.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/serving/ServingPanel.h"
#include "views/vtk/CameraPresets.h"
#include "views/vtk/VtkViewWidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdio>

namespace snp::app {

namespace {

constexpr int kAutosaveIntervalMs = 60 * 1000;
const char *const kProjectFilter = QT_TRANSLATE_NOOP("snp::app::MainWindow", "Supernode projects (*.snp)");
const char *const kJsonFilter = QT_TRANSLATE_NOOP("snp::app::MainWindow", "Configurations (*.json)");

std::filesystem::path toPath(const QString &file) { return std::filesystem::path(file.toStdString()); }

} // namespace

MainWindow::MainWindow(const QString &presetId, QWidget *parent)
    : QMainWindow(parent), document_(new ProjectDocument(ProjectDocument::defaultScenarios(), this)),
      view_(new views::VtkViewWidget(this)), room_(std::make_unique<views::RoomScene>(view_->renderer())) {
  setObjectName("MainWindow");
  // The room and the network, each in its own 3D view.
  centralTabs_ = new QTabWidget(this);
  centralTabs_->setObjectName("CentralTabs");
  centralTabs_->setDocumentMode(true);
  // The room's own bar over its view: what the cabinets are coloured by, and the camera.
  roomTab_ = new QWidget(centralTabs_);
  roomTab_->setObjectName("RoomTab");
  roomBar_ = new QToolBar(roomTab_);
  roomBar_->setObjectName("RoomBar");
  roomBar_->setIconSize(QSize(16, 16));
  roomBar_->addWidget(new QLabel(tr("Colour by:"), roomBar_));
  roomColour_ = new QComboBox(roomBar_);
  roomColour_->setObjectName("RoomColourBy");
  for (views::RoomMetric metric : views::kRoomMetrics)
    roomColour_->addItem(views::roomMetricName(metric), static_cast<int>(metric));
  roomColour_->setToolTip(tr("What the cabinets and their nodes are coloured by; the legend on the right "
                             "of the room gives the scale."));
  roomBar_->addWidget(roomColour_);
  roomBar_->addSeparator();
  auto *roomLayout = new QVBoxLayout(roomTab_);
  roomLayout->setContentsMargins(0, 0, 0, 0);
  roomLayout->setSpacing(0);
  roomLayout->addWidget(roomBar_);
  roomLayout->addWidget(view_, 1);
  centralTabs_->addTab(roomTab_, tr("Room"));
  topologyPanel_ = new views::TopologyPanel(centralTabs_);
  centralTabs_->addTab(topologyPanel_, tr("Network"));
  comparisonView_ = new views::ComparisonView(centralTabs_);
  comparisonView_->setObjectName("ComparisonView");
  centralTabs_->addTab(comparisonView_, tr("Compare"));
  chartsPanel_ = new charts::ChartsPanel(centralTabs_);
  chartsPanel_->setObjectName("ChartsPanel");
  centralTabs_->addTab(chartsPanel_, tr("Charts"));
  schedulingPanel_ = new views::SchedulingPanel(centralTabs_);
  // Embedded with the program (app/CMakeLists.txt), like the presets.
  schedulingPanel_->addBundledTrace(tr("Sample: dl-training-2k.csv (2,000 jobs sized for 128 cards)"),
                                    QStringLiteral(":/traces/dl-training-2k.csv"));
  centralTabs_->addTab(schedulingPanel_, tr("Scheduling"));
  servingPanel_ = new views::ServingPanel(centralTabs_);
  centralTabs_->addTab(servingPanel_, tr("Serving"));
  setCentralWidget(centralTabs_);
  createDocks();
  createActions();
  summaryLabel_ = new QLabel(this);
  verdictLabel_ = new QLabel(this);
  verdictLabel_->setObjectName("VerdictLabel");
  statusBar()->addPermanentWidget(verdictLabel_);
  statusBar()->addPermanentWidget(summaryLabel_);
  // A Qt label over the 3D view: Qt renders every script, VTK's built-in font only Latin.
  sceneCaption_ = new QLabel(view_);
  sceneCaption_->setObjectName("SceneCaption");
  // On a backing of the view's own colour: labels of a crowded hall pass beneath it, not through it.
  sceneCaption_->setStyleSheet("color: white; font-size: 15px; background: rgba(43, 48, 61, 215); padding: "
                               "2px 6px; border-radius: 4px;");
  sceneCaption_->setAttribute(Qt::WA_TransparentForMouseEvents);
  sceneCaption_->move(12, 8);

  for (std::size_t i = 0; i < document_->scenarios().size(); ++i)
    if (QString::fromStdString(document_->scenarios()[i].config.id) == presetId)
      document_->setCurrentIndex(static_cast<int>(i));

  connect(document_, &ProjectDocument::changed, this, &MainWindow::refresh);
  connect(document_, &ProjectDocument::criteriaChanged, this, &MainWindow::refreshCriteria);
  connect(document_, &ProjectDocument::modifiedChanged, this, &MainWindow::refreshTitle);
  connect(centralTabs_, &QTabWidget::currentChanged, this, &MainWindow::refreshVisibleViews);
  connect(view_, &views::VtkViewWidget::picked, this,
          [this](vtkProp *prop, vtkIdType cell) { selectCabinet(room_->cabinetIndex(prop, cell)); });
  connect(view_, &views::VtkViewWidget::interactionChanged, this,
          [this](bool interacting) { room_->setInteractive(interacting); });
  connect(roomColour_, &QComboBox::currentIndexChanged, this, [this] {
    criteriaPanel_->setColourByCriteria(roomMetric() == views::RoomMetric::Verdict);
    refreshRoomColours();
  });
  autosaveTimer_ = new QTimer(this);
  autosaveTimer_->setInterval(kAutosaveIntervalMs);
  connect(autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosaveInBackground);
  connect(&autosaveWatcher_, &QFutureWatcher<QString>::finished, this, [this] {
    if (const QString error = autosaveWatcher_.result(); !error.isEmpty())
      statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
  });
  autosaveTimer_->start();

  refreshCriteria();
  refresh();
  // Fits a 1366×768 laptop screen; larger screens get more room for the 3D view.
  const QSize available = screen() ? screen()->availableSize() : QSize(1400, 860);
  resize(std::min(1400, available.width()), std::min(860, available.height()));
  resizeDocks({configurationDock_, resultsDock_}, {380, 400}, Qt::Horizontal);
  defaultLayout_ = saveState();
  restoreLayout();
}

MainWindow::~MainWindow() {
  autosaveWatcher_.waitForFinished();
  // Closing the window hides the docks after the room is gone: the replay must not reach it.
  disconnect(replayDock_->toggleViewAction(), nullptr, this, nullptr);
}

QDockWidget *MainWindow::addDock(QWidget *widget, const QString &title, const QString &name,
                                 Qt::DockWidgetArea area) {
  auto *dock = new QDockWidget(title, this);
  dock->setObjectName(name);
  dock->setWidget(widget);
  addDockWidget(area, dock);
  return dock;
}

void MainWindow::createDocks() {
  scenarioPanel_ = new ScenarioPanel(*document_, this);
  QDockWidget *scenarios = addDock(scenarioPanel_, tr("Scenarios"), "ScenariosDock", Qt::LeftDockWidgetArea);
  configEditor_ = new views::ConfigEditor(this);
  configurationDock_ =
      addDock(configEditor_, tr("Configuration"), "ConfigurationDock", Qt::LeftDockWidgetArea);
  problemsPanel_ = new views::ProblemsPanel(this);
  problemsDock_ = addDock(problemsPanel_, tr("Problems"), "ProblemsDock", Qt::LeftDockWidgetArea);
  splitDockWidget(scenarios, configurationDock_, Qt::Vertical);
  splitDockWidget(configurationDock_, problemsDock_, Qt::Vertical);
  resizeDocks({scenarios, configurationDock_, problemsDock_}, {160, 420, 110}, Qt::Vertical);

  resultsPanel_ = new views::ResultsPanel(this);
  resultsDock_ = addDock(resultsPanel_, tr("Results"), "ResultsDock", Qt::RightDockWidgetArea);
  criteriaPanel_ = new views::CriteriaPanel(this);
  QDockWidget *criteria = addDock(criteriaPanel_, tr("Criteria"), "CriteriaDock", Qt::RightDockWidgetArea);
  notes_ = new QTextBrowser(this);
  notes_->setObjectName("ScenarioNotes");
  QDockWidget *notes = addDock(notes_, tr("Notes"), "NotesDock", Qt::RightDockWidgetArea);
  selectionPanel_ = new views::SelectionPanel(this);
  QDockWidget *selection =
      addDock(selectionPanel_, tr("Selection"), "SelectionDock", Qt::RightDockWidgetArea);
  // One column of tabs on the right keeps the 3D view wide on a 1366×768 screen; the verdict
  // is always visible in the status bar.
  tabifyDockWidget(resultsDock_, criteria);
  tabifyDockWidget(resultsDock_, notes);
  tabifyDockWidget(resultsDock_, selection);
  resultsDock_->raise();

  undoView_ = new QUndoView(document_->undoStack(), this);
  undoView_->setEmptyLabel(tr("<opened>"));
  QDockWidget *history = addDock(undoView_, tr("Undo History"), "UndoHistoryDock", Qt::RightDockWidgetArea);
  history->hide();

  // The replay's banner and goodput chart in a dock; its nodes' states on the room's nodes for
  // as long as the dock is open.
  replayPanel_ = new views::ReplayPanel(this);
  replayDock_ = addDock(replayPanel_, tr("Failure Replay"), "FailureReplayDock", Qt::BottomDockWidgetArea);
  replayDock_->hide();
  connect(replayPanel_, &views::ReplayPanel::frameChanged, this, &MainWindow::showReplayInRoom);
  connect(replayPanel_, &views::ReplayPanel::replayCleared, this, &MainWindow::showReplayInRoom);
  connect(replayDock_->toggleViewAction(), &QAction::toggled, this, &MainWindow::showReplayInRoom);

  connect(configEditor_, &views::ConfigEditor::fieldEdited, this,
          [this](const QString &path, const nlohmann::json &, const nlohmann::json &after) {
            QStringList refusal;
            if (!document_->editField(path.toStdString(), after, &refusal))
              statusBar()->showMessage(refusal.join("; "), 8000);
          });
  connect(document_, &ProjectDocument::structureFollowed, this, [this](const QStringList &what) {
    configEditor_->showNotice(tr("Followed the new size: %1").arg(what.join(QStringLiteral("; "))));
  });
  connect(configEditor_, &views::ConfigEditor::editRefused, this,
          [this](const QString &, const QString &message) { statusBar()->showMessage(message, 8000); });
  connect(problemsPanel_, &views::ProblemsPanel::problemActivated, this, [this](const QString &path) {
    configurationDock_->show();
    configurationDock_->raise();
    configEditor_->selectPath(path);
  });
  connect(comparisonView_, &views::ComparisonView::includedChanged, this,
          [this](const QList<bool> &included) {
            compared_ = included;
            refreshVisibleViews();
          });
  connect(comparisonView_, &views::ComparisonView::openCandidate, this, [this](int candidate) {
    if (candidate < 0 || candidate >= static_cast<int>(comparedIndices_.size())) return;
    document_->setCurrentIndex(comparedIndices_[static_cast<std::size_t>(candidate)]);
    centralTabs_->setCurrentWidget(roomTab_);
  });
  connect(criteriaPanel_, &views::CriteriaPanel::criteriaEdited, this,
          [this](const model::CriteriaSet &set, const QString &description) {
            document_->replaceCriteriaSet(document_->currentCriteriaIndex(), set, description);
          });
  connect(criteriaPanel_, &views::CriteriaPanel::currentSetChanged, document_,
          &ProjectDocument::setCurrentCriteriaIndex);
  connect(criteriaPanel_, &views::CriteriaPanel::newSetRequested, this, [this] {
    model::CriteriaSet copy = document_->criteria();
    copy.name = tr("%1 copy").arg(QString::fromStdString(copy.name)).toStdString();
    document_->addCriteriaSet(copy);
  });
  // The criteria's check box is a shortcut to colouring the room by the verdict.
  connect(criteriaPanel_, &views::CriteriaPanel::colourByCriteriaChanged, this, [this](bool on) {
    if (on)
      setRoomMetric(views::RoomMetric::Verdict);
    else if (roomMetric() == views::RoomMetric::Verdict)
      setRoomMetric(views::RoomMetric::Cooling);
  });
}

void MainWindow::createActions() {
  QMenu *file = menuBar()->addMenu(tr("&File"));
  QAction *newAction = file->addAction(tr("&New Project"), this, &MainWindow::newProject);
  newAction->setShortcut(QKeySequence::New);
  QAction *open = file->addAction(tr("&Open Project…"), this, &MainWindow::openWithDialog);
  open->setShortcut(QKeySequence::Open);
  QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
  saveAction->setShortcut(QKeySequence::Save);
  QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
  saveAsAction->setShortcut(QKeySequence::SaveAs);
  file->addSeparator();
  file->addAction(tr("&Import Configuration…"), this, &MainWindow::importConfiguration);
  file->addAction(tr("&Export Configuration…"), this, &MainWindow::exportConfiguration);
  file->addSeparator();
  QAction *report = file->addAction(tr("Export &Report (PDF)…"), this, &MainWindow::exportReportWithDialog);
  report->setShortcut(Qt::CTRL | Qt::Key_P);
  file->addAction(tr("Export &Comparison (CSV)…"), this, &MainWindow::exportComparisonCsv);
  file->addSeparator();
  QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);

  QMenu *edit = menuBar()->addMenu(tr("&Edit"));
  QAction *undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  QAction *redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  edit->addAction(tr("Design-Space &Sweep…"), this, &MainWindow::openSweep);
  QMenu *tiers = edit->addMenu(tr("Network &Tiers"));
  connect(tiers, &QMenu::aboutToShow, this, [this, tiers] { configEditor_->fillNetworkTierMenu(*tiers); });

  QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
  // The camera of the 3D view in front (the room's or the network's).
  QList<QAction *> cameraActions;
  auto cameraAction = [this, viewMenu, &cameraActions](const QString &text, const QString &shortText,
                                                       const QString &tip, QKeySequence key,
                                                       views::CameraPreset preset) {
    QAction *action = viewMenu->addAction(text, this, [this, preset] {
      if (views::VtkViewWidget *view = currentView()) view->showCameraPreset(preset);
    });
    action->setShortcut(key);
    action->setIconText(shortText); // the room's bar is narrow on a laptop screen
    action->setToolTip(tip);
    roomBar_->addAction(action);
    cameraActions.append(action);
  };
  cameraAction(tr("&Front View"), tr("Front"), tr("Look at the fronts of the cabinets, a little from above"),
               Qt::CTRL | Qt::Key_1, views::CameraPreset::Front);
  cameraAction(tr("&Top View"), tr("Top"), tr("Look straight down on the hall"), Qt::CTRL | Qt::Key_2,
               views::CameraPreset::Top);
  cameraAction(tr("&Side View"), tr("Side"), tr("Look along the rows, a little from above"),
               Qt::CTRL | Qt::Key_3, views::CameraPreset::Side);
  cameraAction(tr("&Isometric View"), tr("Isometric"),
               tr("Look along the diagonal, from the front left and above"), Qt::CTRL | Qt::Key_4,
               views::CameraPreset::Isometric);
  cameraAction(tr("&Reset Camera"), tr("Reset Camera"), tr("Back to the starting view of the whole scene"),
               Qt::CTRL | Qt::Key_R, views::CameraPreset::Home);
  topologyPanel_->setCameraActions(cameraActions);
  viewMenu->addAction(tr("Save 3D View as &Image…"), this, [this] {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save 3D View"), "view.png", tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".png", Qt::CaseInsensitive)) path += ".png";
    if (!view_->saveSnapshot(path))
      QMessageBox::warning(this, tr("Cannot save image"), tr("%1 cannot be written.").arg(path));
  });
  viewMenu->addSeparator();
  for (QDockWidget *dock : findChildren<QDockWidget *>())
    viewMenu->addAction(dock->toggleViewAction());
  viewMenu->addSeparator();
  viewMenu->addAction(tr("Reset &Layout"), this, [this] { restoreState(defaultLayout_); });

  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About Supernode Planner"), this, &MainWindow::showAbout);

  QToolBar *toolbar = addToolBar(tr("Project"));
  toolbar->setObjectName("ProjectToolBar");
  toolbar->addAction(open);
  toolbar->addAction(saveAction);
  toolbar->addSeparator();
  toolbar->addAction(undo);
  toolbar->addAction(redo);
}

void MainWindow::refresh() {
  const model::Config &config = document_->config();
  const model::Problems problems = model::validate(config);
  results_.reset();
  if (problems.empty()) results_ = sim::evaluate(config);

  configEditor_->setConfig(config);
  notes_->setPlainText(QString::fromStdString(config.notes));
  QString caption = tr("Cabinets: %L1 · nodes: %L2 · accelerators: %L3")
                        .arg(config.layout.cabinets)
                        .arg(config.nodeCount(), 0, 'f', 0)
                        .arg(config.acceleratorCount(), 0, 'f', 0);
  if (!config.sizedWithinBounds())
    caption += "\n" + tr("Not drawn: beyond the planner's bounds of %L1 accelerators, nodes or cabinets "
                         "(see Problems)")
                          .arg(model::kMaxCount);
  else if (views::drawnInBlocks(config))
    caption += "\n" + tr("More than %L1 cabinets: drawn in blocks, each coloured by its worst cabinet; "
                         "nodes, aisles and pipes left out")
                          .arg(views::kMaxCabinetBoxes);
  else if (!views::nodesDrawn(config))
    caption += "\n" + tr("More than %L1 nodes and hot spares: cabinets drawn without their nodes")
                          .arg(views::kMaxNodeSlabs);
  sceneCaption_->setText(caption);
  // As wide as its longest line up to 620 px, clear of the legend at the view's right edge, then
  // as tall as the text wrapped to that width.
  sceneCaption_->setWordWrap(false);
  const int captionWidth = std::min(sceneCaption_->sizeHint().width(), 620);
  sceneCaption_->setWordWrap(true);
  sceneCaption_->resize(captionWidth, sceneCaption_->heightForWidth(captionWidth));

  QStringList warnings;
  if (results_) {
    resultsPanel_->show(*results_, sim::concernsOf(config, *results_));
    replayPanel_->setConfig(config);
    summaryLabel_->setText(tr("%1 accelerators · %2 · step %3 · PUE %4")
                               .arg(QLocale().toString(config.accelerators()))
                               .arg(views::formatValue(results_->compute.peak_flops_total.value, "FLOP/s"))
                               .arg(views::formatValue(results_->training.step_time_s.value, "s"))
                               .arg(QLocale().toString(results_->cooling.pue.value, 'f', 3)));
    warnings = resultsPanel_->warnings();
  } else {
    QStringList messages;
    for (const model::Problem &problem : problems)
      messages << views::problemText(problem);
    resultsPanel_->showProblems(messages);
    summaryLabel_->setText(tr("Problems in the configuration: %1").arg(problems.size()));
  }
  problemsPanel_->show(problems, warnings);
  problemsDock_->setWindowTitle(problems.empty() && warnings.isEmpty()
                                    ? tr("Problems")
                                    : tr("Problems (%1)").arg(problems.size() + warnings.size()));
  roomStale_ = true;
  refreshCriteria();
  if (results_ && room_->selectedCabinet() >= 0)
    selectionPanel_->showCabinet(config, *results_, room_->selectedCabinet());
  refreshTitle();
}

void MainWindow::refreshCriteria() {
  criteriaPanel_->setCriteria(document_->criteriaSets(), document_->currentCriteriaIndex());
  verdicts_.reset();
  if (results_)
    verdicts_ = sim::judge(document_->criteria(), sim::MetricValues(document_->config(), *results_));
  criteriaPanel_->setVerdicts(verdicts_);
  if (verdicts_) {
    QStringList failed;
    for (const sim::Verdict &v : verdicts_->verdicts)
      if (v.rule->must && !v.pass) failed << QString::fromStdString(v.rule->name);
    resultsPanel_->showVerdict(
        failed.isEmpty()
            ? tr("✔ Meets every must-rule of %1").arg(QString::fromStdString(document_->criteria().name))
            : tr("✘ Fails: %1").arg(failed.join(", ")),
        failed.isEmpty());
  }
  if (!verdicts_) {
    verdictLabel_->setText(tr("Criteria: cannot judge"));
    verdictLabel_->setStyleSheet({});
  } else if (verdicts_->must_pass) {
    verdictLabel_->setText(tr("✔ Meets %1").arg(QString::fromStdString(document_->criteria().name)));
    verdictLabel_->setStyleSheet("color: #1d7a2e; font-weight: bold;");
  } else {
    verdictLabel_->setText(tr("✘ %1: must-rules failed: %2")
                               .arg(QString::fromStdString(document_->criteria().name))
                               .arg(verdicts_->failed_must));
    verdictLabel_->setStyleSheet("color: #b02a1a; font-weight: bold;");
  }
  refreshRoomColours();
  refreshVisibleViews();
}

void MainWindow::refreshVisibleViews() {
  // Hidden views are brought up to date when they are shown, not on every edit.
  const model::Config &config = document_->config();
  if (centralTabs_->currentWidget() == roomTab_ && roomStale_) {
    showRoom(config);
    roomStale_ = false;
  }
  topologyPanel_->show(config); // computes on a worker thread, and only when visible
  if (centralTabs_->currentWidget() == chartsPanel_) refreshCharts();
  if (centralTabs_->currentWidget() == comparisonView_) refreshComparison();
  if (centralTabs_->currentWidget() == schedulingPanel_) schedulingPanel_->setConfig(config);
  if (centralTabs_->currentWidget() == servingPanel_) servingPanel_->setConfig(config);
  view_->update();
}

std::vector<MainWindow::Evaluated> MainWindow::comparedScenarios() const {
  std::vector<Evaluated> evaluated;
  const auto &scenarios = document_->scenarios();
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const int index = static_cast<int>(i);
    // New scenarios take part until the user leaves them out; the current one always does.
    const bool included = index >= compared_.size() || compared_[index] || index == document_->currentIndex();
    if (!included || !model::validate(scenarios[i].config).empty()) continue;
    evaluated.push_back({index, sim::evaluate(scenarios[i].config)});
  }
  return evaluated;
}

void MainWindow::refreshComparison() {
  const auto &scenarios = document_->scenarios();
  QStringList names;
  QList<bool> included;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    names << QString::fromStdString(scenarios[i].name);
    included << (static_cast<qsizetype>(i) >= compared_.size() || compared_[static_cast<qsizetype>(i)]);
  }
  comparisonView_->setCandidates(names, included);
  std::vector<sim::Candidate> candidates;
  comparedIndices_.clear();
  for (const Evaluated &e : comparedScenarios()) {
    const model::Scenario &scenario = scenarios[static_cast<std::size_t>(e.index)];
    candidates.push_back({scenario.name, scenario.config});
    comparedIndices_.push_back(e.index);
  }
  comparisonView_->setComparison(sim::compare(candidates, document_->criteria()), document_->criteria());
}

void MainWindow::refreshCharts() {
  charts::Scenarios series;
  int current = 0;
  for (Evaluated &e : comparedScenarios()) {
    if (e.index == document_->currentIndex()) current = static_cast<int>(series.size());
    const model::Scenario &scenario = document_->scenarios()[static_cast<std::size_t>(e.index)];
    series.push_back({QString::fromStdString(scenario.name), scenario.config, std::move(e.results)});
  }
  chartsPanel_->setScenarios(std::move(series), current);
}

views::RoomMetric MainWindow::roomMetric() const {
  return static_cast<views::RoomMetric>(roomColour_->currentData().toInt());
}

void MainWindow::setRoomMetric(views::RoomMetric metric) {
  roomColour_->setCurrentIndex(roomColour_->findData(static_cast<int>(metric)));
}

void MainWindow::refreshRoomColours() {
  const std::optional<bool> verdict = verdicts_ ? std::optional<bool>(verdicts_->must_pass) : std::nullopt;
  room_->colourBy(
      views::roomColouring(roomMetric(), document_->config(), results_ ? &*results_ : nullptr, verdict));
  view_->update();
}

views::VtkViewWidget *MainWindow::currentView() const {
  if (centralTabs_->currentWidget() == roomTab_) return view_;
  if (centralTabs_->currentWidget() == topologyPanel_) return topologyPanel_->view();
  if (centralTabs_->currentWidget() == schedulingPanel_) return schedulingPanel_->view();
  return nullptr;
}

void MainWindow::showRoom(const model::Config &config) {
  // Each scenario keeps the room camera it was left with for the session. Scenarios are known
  // by name: unique in a project, and stable when others are added, removed or moved.
  const std::string name = document_->scenario().name;
  const bool renamed = name != roomScenario_ && document_->currentIndex() == roomScenarioIndex_ &&
                       std::none_of(document_->scenarios().begin(), document_->scenarios().end(),
                                    [&](const model::Scenario &s) { return s.name == roomScenario_; });
  const bool switched = !roomScenario_.empty() && name != roomScenario_ && !renamed;
  if (!roomScenario_.empty())
    roomCameras_[renamed ? name : roomScenario_] = views::cameraState(view_->renderer());
  if (renamed) roomCameras_.erase(roomScenario_);
  room_->show(config);
  if (switched) {
    if (const auto saved = roomCameras_.find(name); saved != roomCameras_.end())
      views::restoreCameraState(view_->renderer(), saved->second);
    else
      views::applyCameraPreset(view_->renderer(), views::CameraPreset::Home);
  }
  roomScenario_ = name;
  roomScenarioIndex_ = document_->currentIndex();
}

void MainWindow::selectCabinet(int index) {
  room_->selectCabinet(index);
  view_->update();
  if (index < 0 || !results_) {
    selectionPanel_->clear();
    return;
  }
  selectionPanel_->showCabinet(document_->config(), *results_, index);
  if (auto *dock = qobject_cast<QDockWidget *>(selectionPanel_->parentWidget())) dock->raise();
  statusBar()->showMessage(tr("Cabinet %1 selected").arg(room_->cabinetName(index)), 4000);
}

void MainWindow::refreshTitle() {
  const QString project = document_->path().empty()
                              ? tr("Default project")
                              : QString::fromStdString(document_->path().filename().string());
  setWindowTitle(
      tr("%1[*] — %2 — Supernode Planner").arg(project, QString::fromStdString(document_->scenario().name)));
  setWindowModified(document_->isModified());
}

QString MainWindow::openElsewhereText(const QString &path, const QString &holder) {
  return tr("%1 is open in another Supernode Planner (%2). If both save it, the later save replaces the "
            "other's "
            "work.")
      .arg(path, holder);
}

bool MainWindow::openProject(const QString &path, bool quiet) {
  const auto file = toPath(path);
  auto lock = std::make_unique<ProjectLock>(file);
  if (!lock->holder().isEmpty()) {
    const QString elsewhere = openElsewhereText(path, lock->holder());
    if (quiet) {
      report(tr("Project open elsewhere"), elsewhere, true);
    } else if (QMessageBox::warning(
                   this, tr("Project open elsewhere"), elsewhere + "\n\n" + tr("Open it here too?"),
                   QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Open) {
      return false;
    }
  }
  // Something at the autosave's name that is no readable autosave (damaged, or someone else's
  // file) is moved aside, never deleted, and the user is told where it went.
  using AutosaveState = model::ProjectStore::AutosaveState;
  QString notice;
  try {
    if (model::ProjectStore::autosaveState(file) == AutosaveState::Unreadable)
      notice = tr("%1 was not a readable autosave; it is kept as %2.")
                   .arg(QString::fromStdString(model::ProjectStore::autosavePath(file).string()),
                        QString::fromStdString(model::ProjectStore::setAutosaveAside(file).string()));
  } catch (const model::ProjectStoreError &error) {
    notice = QString::fromStdString(error.what());
  }
  enum class Choice { Keep, Recover, Discard } choice = Choice::Keep;
  if (!quiet && model::ProjectStore::hasNewerAutosave(file)) {
    QMessageBox ask(QMessageBox::Question, tr("Recover unsaved changes?"),
                    tr("%1 has unsaved changes from a session that did not end normally. Recover them, "
                       "discard them, or keep them for later?")
                        .arg(path),
                    QMessageBox::NoButton, this);
    QPushButton *recover = ask.addButton(tr("Recover"), QMessageBox::AcceptRole);
    QPushButton *discard = ask.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    ask.addButton(tr("Keep for later"), QMessageBox::RejectRole);
    ask.setDefaultButton(recover);
    ask.exec();
    choice = ask.clickedButton() == recover   ? Choice::Recover
             : ask.clickedButton() == discard ? Choice::Discard
                                              : Choice::Keep;
  }
  try {
    document_->open(file, choice == Choice::Recover);
    if (choice == Choice::Discard) model::ProjectStore::discardAutosave(file);
  } catch (const model::ProjectStoreError &error) {
    report(tr("Cannot open project"), QString::fromStdString(error.what()), quiet);
    return false;
  }
  QStringList warnings;
  for (const model::Problem &warning : document_->openWarnings())
    warnings << QString::fromStdString(model::describe(warning));
  if (!warnings.isEmpty())
    report(tr("Parts of the project were not understood"),
           tr("These keys are unknown to this version and were ignored; the fields they meant keep "
              "their defaults:\n%1")
               .arg(warnings.join('\n')),
           quiet);
  if (!notice.isEmpty()) report(tr("Autosave kept aside"), notice, quiet);
  projectLock_ = std::move(lock);
  return true;
}

void MainWindow::report(const QString &title, const QString &text, bool quiet) {
  statusBar()->showMessage(title + ": " + text.simplified(), 15000);
  if (quiet)
    std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
  else
    QMessageBox::warning(this, title, text);
}

void MainWindow::openWithDialog() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), {}, tr(kProjectFilter));
  if (!path.isEmpty()) openProject(path);
}

void MainWindow::newProject() {
  if (!maybeSave()) return;
  document_->reset(ProjectDocument::defaultScenarios());
  projectLock_.reset();
}

bool MainWindow::save() {
  if (document_->path().empty()) return saveAs();
  try {
    document_->saveAs(document_->path());
    statusBar()->showMessage(tr("Saved %1").arg(QString::fromStdString(document_->path().string())), 4000);
    return true;
  } catch (const model::ProjectStoreError &error) {
    QMessageBox::warning(this, tr("Cannot save project"), QString::fromStdString(error.what()));
    return false;
  }
}

bool MainWindow::saveAs() {
  // The dialog adds ".snp" itself, before it asks whether to replace an existing file: adding it
  // afterwards overwrote "foo.snp" when the user had confirmed "foo".
  QFileDialog dialog(this, tr("Save Project"), {}, tr(kProjectFilter));
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setDefaultSuffix("snp");
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
  const QString path = dialog.selectedFiles().constFirst();
  try {
    document_->saveAs(toPath(path));
    auto lock = std::make_unique<ProjectLock>(toPath(path));
    if (!lock->holder().isEmpty())
      report(tr("Project open elsewhere"), openElsewhereText(path, lock->holder()), false);
    projectLock_ = std::move(lock);
    return true;
  } catch (const model::ProjectStoreError &error) {
    QMessageBox::warning(this, tr("Cannot save project"), QString::fromStdString(error.what()));
    return false;
  }
}

void MainWindow::importConfiguration() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Import Configuration"), {}, tr(kJsonFilter));
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    QMessageBox::warning(this, tr("Cannot import"), tr("%1 cannot be read.").arg(path));
    return;
  }
  const model::Decoded decoded = model::parseConfig(file.readAll().toStdString());
  if (!decoded.config) {
    QStringList messages;
    for (const auto &problem : decoded.errors)
      messages << QString::fromStdString(model::describe(problem));
    QMessageBox::warning(this, tr("Cannot import"), messages.join('\n'));
    return;
  }
  // An import is a new scenario named after the imported configuration: no stale names.
  document_->addScenario(
      {decoded.config->name.empty() ? QFileInfo(path).baseName().toStdString() : decoded.config->name,
       *decoded.config});
  if (!decoded.warnings.empty()) {
    QStringList ignored;
    for (const auto &warning : decoded.warnings)
      ignored << QString::fromStdString(model::describe(warning));
    QMessageBox::information(this, tr("Imported with warnings"),
                             tr("These entries of %1 were ignored:\n%2").arg(path, ignored.join('\n')));
  }
}

void MainWindow::exportConfiguration() {
  QString path =
      QFileDialog::getSaveFileName(this, tr("Export Configuration"),
                                   QString::fromStdString(document_->config().id) + ".json", tr(kJsonFilter));
  if (path.isEmpty()) return;
  QSaveFile file(path); // written to a temporary and renamed: a failure leaves the old file
  const QByteArray text = QByteArray::fromStdString(model::dumpConfig(document_->config()) + "\n");
  if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
    QMessageBox::warning(this, tr("Cannot export"), tr("%1 cannot be written.").arg(path));
}

void MainWindow::exportComparisonCsv() {
  QString filter;
  const QString wide = tr("One row per scenario (*.csv)");
  const QString longForm = tr("One row per scenario and figure (*.csv)");
  QString path = QFileDialog::getSaveFileName(this, tr("Export Comparison"), "comparison.csv",
                                              wide + ";;" + longForm, &filter);
  if (path.isEmpty()) return;
  if (!path.endsWith(".csv", Qt::CaseInsensitive)) path += ".csv";
  std::vector<sim::Candidate> candidates;
  for (const Evaluated &e : comparedScenarios()) {
    const model::Scenario &scenario = document_->scenarios()[static_cast<std::size_t>(e.index)];
    candidates.push_back({scenario.name, scenario.config});
  }
  const sim::Comparison comparison = sim::compare(candidates, document_->criteria());
  const std::string csv = filter == longForm ? report::comparisonCsvLong(comparison, document_->criteria())
                                             : report::comparisonCsvWide(comparison, document_->criteria());
  QSaveFile file(path);
  const QByteArray bytes = QByteArray::fromStdString(csv);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
    QMessageBox::warning(this, tr("Cannot export"), tr("%1 cannot be written.").arg(path));
  else
    statusBar()->showMessage(tr("Wrote %1").arg(path), 4000);
}

bool MainWindow::exportReport(const QString &path, QString *error) {
  report::ReportInput input;
  input.project = document_->path().empty() ? tr("Default project")
                                            : QString::fromStdString(document_->path().stem().string());
  input.author = QSettings().value("report/author", qEnvironmentVariable("USER")).toString();
  input.date = QDate::currentDate();
  input.criteria = document_->criteria();
  const std::vector<Evaluated> compared = comparedScenarios();
  const bool pictures = report::canRenderScenes();
  QProgressDialog progress(tr("Writing the report…"), tr("Cancel"), 0, static_cast<int>(compared.size()) + 1,
                           this);
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(300);
  for (std::size_t i = 0; i < compared.size(); ++i) {
    progress.setValue(static_cast<int>(i));
    if (progress.wasCanceled()) {
      if (error) *error = tr("Cancelled.");
      return false;
    }
    const model::Scenario &scenario = document_->scenarios()[static_cast<std::size_t>(compared[i].index)];
    report::ReportScenario entry{QString::fromStdString(scenario.name), scenario.config, {}, {}};
    if (pictures) {
      entry.room = report::renderSceneSnapshot(scenario.config, report::SceneKind::Room, {1200, 800});
      entry.network = report::renderSceneSnapshot(scenario.config, report::SceneKind::Network, {1200, 800});
    }
    input.scenarios.push_back(std::move(entry));
  }
  progress.setLabelText(tr("Laying out the pages…"));
  progress.setValue(static_cast<int>(compared.size()));
  const bool written = report::writeReportPdf(input, path, error);
  progress.setValue(progress.maximum());
  return written;
}

void MainWindow::exportReportWithDialog() {
  QString path =
      QFileDialog::getSaveFileName(this, tr("Export Report"), "report.pdf", tr("PDF documents (*.pdf)"));
  if (path.isEmpty()) return;
  if (!path.endsWith(".pdf", Qt::CaseInsensitive)) path += ".pdf";
  QString error;
  if (exportReport(path, &error))
    statusBar()->showMessage(tr("Wrote %1").arg(path), 4000);
  else
    QMessageBox::warning(this, tr("Cannot export the report"), error);
}

void MainWindow::autosaveInBackground() {
  if (document_->path().empty() || !document_->isModified() || autosaveWatcher_.isRunning()) return;
  // The snapshot is taken here, on the UI thread; SQLite writes it on a worker thread, so the
  // window does not stall for the tens of milliseconds a synced write takes.
  autosaveWatcher_.setFuture(
      QtConcurrent::run([path = document_->path(), scenarios = document_->autosaveSnapshot(),
                         criteria = document_->criteriaSets()] {
        try {
          model::ProjectStore::writeAutosave(path, scenarios, criteria);
          return QString();
        } catch (const model::ProjectStoreError &error) {
          return QString::fromStdString(error.what());
        }
      }));
}

bool MainWindow::maybeSave() {
  if (!document_->isModified()) return true;
  const auto answer =
      QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to the project?"),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void MainWindow::openSweep() {
  auto *dialog = new SweepDialog(document_->config(), document_->criteria(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &SweepDialog::scenarioRequested, this,
          [this](const QString &name, const model::Config &config) {
            document_->addScenario({name.toStdString(), config});
          });
  dialog->show();
}

void MainWindow::showNetwork() { centralTabs_->setCurrentWidget(topologyPanel_); }

void MainWindow::showReplayInRoom() {
  // A replay still playing behind a closed dock does not colour the room.
  const sim::ReplayFrame *frame = replayPanel_->frame();
  const bool open = replayDock_->toggleViewAction()->isChecked();
  room_->showNodeStates(open && frame ? frame->nodes : std::vector<sim::NodeState>{});
  view_->update();
}

void MainWindow::openFailureReplay() {
  replayDock_->show();
  replayDock_->raise();
  replayPanel_->simulate();
}

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About Supernode Planner"),
                     tr("<h3>Supernode Planner %1</h3>"
                        "<p>Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, "
                        "cooling and reliability, with an analytic simulator that explains every figure.</p>"
                        "<p>Built with Qt %2 and VTK. Licensed under the GNU GPL version 3 or later.</p>")
                         .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::restoreLayout() {
  QSettings settings;
  restoreGeometry(settings.value("window/geometry").toByteArray());
  restoreState(settings.value("window/state").toByteArray());
}

void MainWindow::saveLayout() const {
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
}

void MainWindow::closeEvent(QCloseEvent *event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  autosaveWatcher_.waitForFinished();
  if (!document_->path().empty()) model::ProjectStore::discardAutosave(document_->path());
  saveLayout();
  event->accept();
}

} // namespace snp::app

#include "app/gui/MainWindow.h"

#include "app/gui/CentralTabs.h"
#include "app/gui/ContextHelp.h"
#include "app/gui/DialogTitleFit.h"
#include "app/gui/EquipmentMenus.h"
#include "app/gui/HelpWindow.h"
#include "app/gui/ProjectDocument.h"
#include "app/gui/ProjectFiles.h"
#include "app/gui/ProjectReport.h"
#include "app/gui/RecentFiles.h"
#include "app/gui/ScenarioPanel.h"
#include "app/gui/actions/AboutReaction.h"
#include "app/gui/actions/BestParallelismReaction.h"
#include "app/gui/actions/CameraPresetReaction.h"
#include "app/gui/actions/ExportComparisonReaction.h"
#include "app/gui/actions/ExportReportReaction.h"
#include "app/gui/actions/PriceBookReaction.h"
#include "app/gui/actions/SaveViewImageReaction.h"
#include "app/gui/actions/SweepReaction.h"
#include "app/gui/actions/WhatIfReaction.h"
#include "model/Validation.h"
#include "sim/decision/Comparison.h"
#include "sim/decision/Concerns.h"
#include "sim/decision/Metrics.h"
#include "views/FigureText.h"
#include "views/ProblemText.h"
#include "views/UnbrokenText.h"
#include "views/charts/ChartsPanel.h"
#include "views/compare/ComparisonView.h"
#include "views/compare/CriteriaPanel.h"
#include "views/compare/ResultsPanel.h"
#include "views/cost/CostPanel.h"
#include "views/editor/ConfigEditor.h"
#include "views/editor/ProblemsPanel.h"
#include "views/network/TopologyPanel.h"
#include "views/plant/PlantPanel.h"
#include "views/room/ReplayPanel.h"
#include "views/room/RoomScene.h"
#include "views/room/SelectionPanel.h"
#include "views/scheduling/SchedulingPanel.h"
#include "views/serving/ServingPanel.h"
#include "views/vtk/VtkViewWidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoView>

namespace snp::app {

MainWindow::MainWindow(const QString &presetId, QWidget *parent)
    : QMainWindow(parent), document_(new ProjectDocument(ProjectDocument::defaultScenarios(), this)),
      files_(new ProjectFiles(*document_, this)), compared_(*document_) {
  setObjectName("MainWindow");
  qApp->installEventFilter(new DialogTitleFit(this));
  createCentralTabs();
  createDocks();
  connectEditing();
  connectComparison();
  QToolBar *toolbar = addToolBar(tr("Project"));
  toolbar->setObjectName("ProjectToolBar");
  createFileMenu(*toolbar);
  toolbar->addSeparator();
  createEditMenu(*toolbar);
  createViewMenu();
  createHelpMenu();
  createStatusBar();

  for (std::size_t i = 0; i < document_->scenarios().size(); ++i)
    if (QString::fromStdString(document_->scenarios()[i].config.id) == presetId)
      document_->setCurrentIndex(static_cast<int>(i));
  connect(document_, &ProjectDocument::changed, this, &MainWindow::refresh);
  connect(document_, &ProjectDocument::criteriaChanged, this, &MainWindow::refreshCriteria);
  connect(document_, &ProjectDocument::modifiedChanged, this, &MainWindow::refreshTitle);
  refresh();

  // 1400×860 where the screen has room. A smaller screen (a 1366×768 laptop) gets the window
  // maximised: the window manager then fits its frame too, which a resize to the screen's
  // available size would push the status bar below the taskbar by.
  const QSize preferred(1400, 860);
  const QSize available = screen() ? screen()->availableSize() : preferred;
  resize(preferred.boundedTo(available));
  if (available.width() < preferred.width() || available.height() < preferred.height())
    setWindowState(Qt::WindowMaximized);
  resizeDocks({configurationDock_, resultsDock_}, {380, 400}, Qt::Horizontal);
  defaultLayout_ = saveState();
  restoreLayout();
}

MainWindow::~MainWindow() {
  // Closing the window hides the docks after the room is gone: the replay must not reach it.
  disconnect(replayDock_->toggleViewAction(), nullptr, this, nullptr);
}

QTabWidget *MainWindow::centralTabs() const { return centralTabs_; }

void MainWindow::createCentralTabs() {
  centralTabs_ = new CentralTabs(this);
  roomPanel_ = new views::RoomPanel(centralTabs_);
  centralTabs_->addPanel(
      roomPanel_, tr("Room"), [this] { presentRoom(); }, roomPanel_->view());
  plantPanel_ = new views::PlantPanel(centralTabs_);
  centralTabs_->addPanel(plantPanel_, tr("Plant"), [this] {
    results_ ? plantPanel_->showConfig(document_->config(), *results_) : plantPanel_->showNotEvaluated();
  });
  topologyPanel_ = new views::TopologyPanel(centralTabs_);
  topologyPanel_->setObjectName("NetworkTab");
  centralTabs_->addPanel(
      topologyPanel_, tr("Network"), [this] { topologyPanel_->setConfig(document_->config()); },
      topologyPanel_->view());
  comparisonView_ = new views::ComparisonView(centralTabs_);
  comparisonView_->setObjectName("ComparisonView");
  centralTabs_->addPanel(comparisonView_, tr("Compare"), [this] { presentComparison(); });
  chartsPanel_ = new charts::ChartsPanel(centralTabs_);
  chartsPanel_->setObjectName("ChartsPanel");
  centralTabs_->addPanel(chartsPanel_, tr("Charts"), [this] { presentCharts(); });
  schedulingPanel_ = new views::SchedulingPanel(centralTabs_);
  // Embedded with the program (app/CMakeLists.txt), like the presets.
  schedulingPanel_->addBundledTrace(tr("Sample: dl-training-2k.csv (2,000 jobs sized for 128 cards)"),
                                    QStringLiteral(":/traces/dl-training-2k.csv"));
  centralTabs_->addPanel(
      schedulingPanel_, tr("Scheduling"), [this] { schedulingPanel_->setConfig(document_->config()); },
      schedulingPanel_->view());
  servingPanel_ = new views::ServingPanel(centralTabs_);
  centralTabs_->addPanel(servingPanel_, tr("Serving"),
                         [this] { servingPanel_->setConfig(document_->config()); });
  setCentralWidget(centralTabs_);

  connect(roomPanel_, &views::RoomPanel::cabinetPicked, this, &MainWindow::selectCabinet);
  connect(plantPanel_, &views::PlantPanel::cabinetPicked, this, &MainWindow::selectCabinet);
  connect(roomPanel_, &views::RoomPanel::metricChanged, this, [this](views::RoomMetric metric) {
    criteriaPanel_->setColourByCriteria(metric == views::RoomMetric::Verdict);
    refreshRoomColours();
  });
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
  costPanel_ = new views::CostPanel(this);
  QDockWidget *cost = addDock(costPanel_, tr("Cost"), "CostDock", Qt::RightDockWidgetArea);
  // One column of tabs on the right keeps the 3D view wide on a 1366×768 screen; the verdict
  // is always visible in the status bar.
  tabifyDockWidget(resultsDock_, criteria);
  tabifyDockWidget(resultsDock_, notes);
  tabifyDockWidget(resultsDock_, selection);
  tabifyDockWidget(resultsDock_, cost);
  resultsDock_->raise();

  undoView_ = new QUndoView(document_->undoStack(), this);
  undoView_->setEmptyLabel(tr("As opened"));
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
}

// The configuration editor, the problems and the criteria send their edits to the document.
void MainWindow::connectEditing() {
  connect(configEditor_, &views::ConfigEditor::fieldEdited, this,
          [this](const QString &path, const nlohmann::json &, const nlohmann::json &after) {
            QStringList refusal;
            if (!document_->editField(path.toStdString(), after, &refusal))
              statusBar()->showMessage(refusal.join("; "), 8000);
          });
  // The notice tells what the last edit took along; any step through the history makes it stale
  // (an edit's own step comes first, its notice right after).
  connect(document_->undoStack(), &QUndoStack::indexChanged, configEditor_,
          [this] { configEditor_->showNotice({}); });
  connect(document_, &ProjectDocument::structureFollowed, this, [this](const QStringList &what) {
    configEditor_->showNotice(tr("Changed with it: %1").arg(what.join(QStringLiteral("; "))));
  });
  connect(configEditor_, &views::ConfigEditor::editRefused, this,
          [this](const QString &, const QString &message) { statusBar()->showMessage(message, 8000); });
  connect(problemsPanel_, &views::ProblemsPanel::problemActivated, this, [this](const QString &path) {
    configurationDock_->show();
    configurationDock_->raise();
    configEditor_->selectPath(path);
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

// The comparison chooses the scenarios the charts and the reports take, and opens one.
void MainWindow::connectComparison() {
  connect(comparisonView_, &views::ComparisonView::includedChanged, this,
          [this](const QList<bool> &included) { document_->setCompared(included); });
  connect(comparisonView_, &views::ComparisonView::baselineChosen, this, [this](int candidate) {
    document_->setBaseline(candidate < 0 || candidate >= static_cast<int>(comparedIndices_.size())
                               ? -1
                               : comparedIndices_[static_cast<std::size_t>(candidate)]);
  });
  connect(comparisonView_, &views::ComparisonView::openCandidate, this, [this](int candidate) {
    if (candidate < 0 || candidate >= static_cast<int>(comparedIndices_.size())) return;
    document_->setCurrentIndex(comparedIndices_[static_cast<std::size_t>(candidate)]);
    centralTabs_->setCurrentWidget(roomPanel_);
  });
}

void MainWindow::createFileMenu(QToolBar &toolbar) {
  QMenu *file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New Project"), files_, &ProjectFiles::newProject)->setShortcut(QKeySequence::New);
  QAction *open = file->addAction(tr("&Open Project…"), files_, &ProjectFiles::openWithDialog);
  open->setShortcut(QKeySequence::Open);
  QMenu *recentMenu = file->addMenu(tr("Open &Recent"));
  recentMenu->setObjectName("RecentProjectsMenu");
  auto *recent = new RecentFiles(recentMenu, this);
  connect(recent, &RecentFiles::openRequested, this, [this](const QString &path) {
    if (files_->maybeSave()) files_->open(path);
  });
  // A project opened or saved under a name becomes the newest entry.
  connect(document_, &ProjectDocument::changed, recent, [this, recent] {
    if (!document_->path().empty()) recent->add(QString::fromStdString(document_->path().string()));
  });
  QAction *save = file->addAction(tr("&Save"), files_, &ProjectFiles::save);
  save->setShortcut(QKeySequence::Save);
  toolbar.addActions({open, save});
  file->addAction(tr("Save &As…"), files_, &ProjectFiles::saveAs)->setShortcut(QKeySequence::SaveAs);
  file->addSeparator();
  file->addAction(tr("&Import Configuration…"), files_, &ProjectFiles::importConfiguration);
  file->addAction(tr("&Export Configuration…"), files_, &ProjectFiles::exportConfiguration);
  file->addSeparator();
  QAction *report = file->addAction(tr("&Report (PDF)…"));
  report->setShortcut(Qt::CTRL | Qt::Key_P);
  connect(new ExportReportReaction(report, this, *document_, compared_), &Reaction::message, statusBar(),
          &QStatusBar::showMessage);
  connect(new ExportComparisonReaction(file->addAction(tr("Export &Comparison (Excel, CSV)…")), this,
                                       *document_, compared_),
          &Reaction::message, statusBar(), &QStatusBar::showMessage);
  connect(files_, &ProjectFiles::message, statusBar(), &QStatusBar::showMessage);
  file->addSeparator();
  file->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);
}

void MainWindow::createEditMenu(QToolBar &toolbar) {
  QMenu *edit = menuBar()->addMenu(tr("&Edit"));
  QAction *undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  QAction *redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  edit->addActions({undo, redo});
  toolbar.addActions({undo, redo});
  edit->addSeparator();
  new SweepReaction(edit->addAction(tr("Design-Space &Sweep…")), this, *document_);
  QAction *whatIf = edit->addAction(tr("What Would It &Take?…"));
  whatIf->setToolTip(tr("The smallest changes that make the scenario pass every must-rule of the criteria"));
  auto *whatIfReaction = new WhatIfReaction(whatIf, this, *document_);
  connect(whatIfReaction, &Reaction::message, statusBar(), &QStatusBar::showMessage);
  connect(whatIfReaction, &WhatIfReaction::comparisonWanted, this,
          [this] { centralTabs_->setCurrentWidget(comparisonView_); });
  connect(criteriaPanel_, &views::CriteriaPanel::whatIfRequested, whatIf, &QAction::trigger);
  QAction *prices = edit->addAction(tr("&Price Book…"));
  prices->setToolTip(tr("The prices the scenario is costed from, each with its source"));
  connect(new PriceBookReaction(prices, this, *document_), &Reaction::message, statusBar(),
          &QStatusBar::showMessage);
  QAction *best = edit->addAction(tr("&Best Parallelism"));
  best->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
  best->setToolTip(
      tr("The fastest tp, cp, pp, dp, ep, interleaving and microbatch that fit these accelerators"));
  connect(new BestParallelismReaction(best, this, *document_), &Reaction::message, statusBar(),
          &QStatusBar::showMessage);
  connect(problemsPanel_, &views::ProblemsPanel::bestParallelismRequested, best, &QAction::trigger);
  QMenu *accelerators = edit->addMenu(tr("Use &Accelerator"));
  accelerators->setObjectName("AcceleratorMenu");
  connect(accelerators, &QMenu::aboutToShow, this,
          [this, accelerators] { fillAcceleratorMenu(*accelerators, *document_); });
  QMenu *nodes = edit->addMenu(tr("Use &Node Type"));
  nodes->setObjectName("NodeTypeMenu");
  connect(nodes, &QMenu::aboutToShow, this, [this, nodes] { fillNodeTypeMenu(*nodes, *document_); });
  QMenu *tiers = edit->addMenu(tr("Network &Tiers"));
  connect(tiers, &QMenu::aboutToShow, this, [this, tiers] { configEditor_->fillNetworkTierMenu(*tiers); });
}

void MainWindow::createViewMenu() {
  QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
  const ViewInFront viewInFront = [this] { return centralTabs_->viewInFront(); };
  // The camera of the 3D view in front; the room's bar is narrow on a laptop screen, hence the
  // short texts.
  struct Camera {
    QString text, shortText, tip;
    QKeySequence key;
    views::CameraPreset preset;
  };
  const Camera cameras[] = {
      {tr("&Front View"), tr("Front"), tr("Look at the fronts of the cabinets, a little from above"),
       Qt::CTRL | Qt::Key_1, views::CameraPreset::Front},
      {tr("&Top View"), tr("Top"), tr("Look straight down on the hall"), Qt::CTRL | Qt::Key_2,
       views::CameraPreset::Top},
      {tr("&Side View"), tr("Side"), tr("Look along the rows, a little from above"), Qt::CTRL | Qt::Key_3,
       views::CameraPreset::Side},
      {tr("&Isometric View"), tr("Isometric"), tr("Look along the diagonal, from the front left and above"),
       Qt::CTRL | Qt::Key_4, views::CameraPreset::Isometric},
      {tr("&Reset Camera"), tr("Reset Camera"), tr("Back to the starting view of the whole scene"),
       Qt::CTRL | Qt::Key_R, views::CameraPreset::Home},
  };
  QList<QAction *> cameraActions;
  for (const Camera &camera : cameras) {
    QAction *action = viewMenu->addAction(camera.text);
    action->setShortcut(camera.key);
    action->setIconText(camera.shortText);
    action->setToolTip(camera.tip);
    new CameraPresetReaction(action, this, viewInFront, camera.preset);
    roomPanel_->bar()->addAction(action);
    cameraActions.append(action);
  }
  topologyPanel_->setCameraActions(cameraActions);
  new SaveViewImageReaction(viewMenu->addAction(tr("Save 3D View as &Image…")), this, viewInFront);
  viewMenu->addSeparator();
  // Between the central tabs whatever has focus: a table or a 3D view keeps plain Tab for itself.
  const auto step = [this](int by) {
    centralTabs_->setCurrentIndex((centralTabs_->currentIndex() + by + centralTabs_->count()) %
                                  centralTabs_->count());
  };
  viewMenu->addAction(tr("&Next Tab"), this, [step] { step(1); })
      ->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
  viewMenu->addAction(tr("&Previous Tab"), this, [step] { step(-1); })
      ->setShortcuts(
          {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
  // Go To: a dock shown, brought in front of its tab group and given the focus, by Alt and its
  // place in the list.
  QMenu *goTo = viewMenu->addMenu(tr("&Go To"));
  int place = 0;
  for (QDockWidget *dock : findChildren<QDockWidget *>()) {
    QAction *go = goTo->addAction(dock->windowTitle(), this, [dock] {
      dock->show();
      dock->raise();
      dock->widget()->setFocus(Qt::ShortcutFocusReason);
    });
    if (++place <= 9) go->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_0 + place)));
  }
  viewMenu->addSeparator();
  for (QDockWidget *dock : findChildren<QDockWidget *>())
    viewMenu->addAction(dock->toggleViewAction());
  viewMenu->addSeparator();
  viewMenu->addAction(tr("Reset &Layout"), this, [this] { restoreState(defaultLayout_); });
}

void MainWindow::createHelpMenu() {
  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&Manual"), this, [this] { showHelp(QStringLiteral("index.md")); });
  // F1 asks about what has the keyboard, or else the tab in front.
  QAction *context = help->addAction(tr("Help on the Part in &Focus"), this, [this] {
    const QWidget *focus = QApplication::focusWidget();
    showHelp(contextHelpPage(focus && focus->window() == this ? focus : centralTabs_->currentWidget()));
  });
  context->setShortcut(QKeySequence::HelpContents);
  help->addAction(tr("&Keyboard Shortcuts"), this, [this] { showHelp(QStringLiteral("shortcuts.md")); });
  help->addSeparator();
  new AboutReaction(help->addAction(tr("&About Supernode Planner")), this);
}

void MainWindow::showHelp(const QString &page) {
  if (!helpWindow_) helpWindow_ = new HelpWindow(this);
  helpWindow_->showPage(page);
}

void MainWindow::createStatusBar() {
  verdictLabel_ = new QLabel(this);
  verdictLabel_->setObjectName("VerdictLabel");
  summaryLabel_ = new QLabel(this);
  // They quote the criteria set's name, which is the user's: shown as typed, never as markup.
  verdictLabel_->setTextFormat(Qt::PlainText);
  summaryLabel_->setTextFormat(Qt::PlainText);
  statusBar()->addPermanentWidget(verdictLabel_);
  statusBar()->addPermanentWidget(summaryLabel_);
}

void MainWindow::refresh() {
  const model::Config &config = document_->config();
  const model::Problems problems = model::validate(config);
  results_.reset();
  if (problems.empty()) results_ = sim::evaluate(config);

  configEditor_->setConfig(config);
  const QString notes = QString::fromStdString(config.notes);
  notes_->setWordWrapMode(views::wrapModeFor(notes)); // before the text: it is laid out at once
  notes_->setPlainText(notes);
  refreshRoomCaption(config);
  refreshSummary(config, problems);
  refreshCriteria();
  if (results_ && room().selectedCabinet() >= 0)
    selectionPanel_->showCabinet(config, *results_, room().selectedCabinet());
  refreshTitle();
}

void MainWindow::refreshRoomCaption(const model::Config &config) {
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
  roomPanel_->setCaption(caption);
}

// The results panel, the problems and the status bar's summary of the current scenario.
void MainWindow::refreshSummary(const model::Config &config, const model::Problems &problems) {
  QStringList warnings;
  if (results_) {
    resultsPanel_->setResults(config, *results_, sim::concernsOf(config, *results_));
    costPanel_->setResults(config, *results_);
    replayPanel_->setConfig(config);
    const sim::Figure &pue = results_->cooling.pue;
    summaryLabel_->setText(tr("%1 accelerators · %2 · step %3 · PUE %4")
                               .arg(QLocale().toString(config.accelerators()))
                               .arg(views::formatValue(results_->compute.peak_flops_total.value, "FLOP/s"))
                               .arg(views::formatValue(results_->training.step_time_s.value, "s"))
                               .arg(views::formatValue(pue.value, pue.unit)));
    warnings = resultsPanel_->warnings();
  } else {
    QStringList messages;
    for (const model::Problem &problem : problems)
      messages << views::problemText(problem);
    resultsPanel_->showProblems(messages);
    costPanel_->clearResults();
    summaryLabel_->setText(tr("Problems in the configuration: %1").arg(problems.size()));
  }
  problemsPanel_->setProblems(problems, warnings);
  problemsDock_->setWindowTitle(problems.empty() && warnings.isEmpty()
                                    ? tr("Problems")
                                    : tr("Problems (%1)").arg(problems.size() + warnings.size()));
}

void MainWindow::refreshCriteria() {
  criteriaPanel_->setCriteria(document_->criteriaSets(), document_->currentCriteriaIndex());
  verdicts_.reset();
  if (results_)
    verdicts_ = sim::judge(document_->criteria(), sim::MetricValues(document_->config(), *results_));
  criteriaPanel_->setVerdicts(verdicts_);
  refreshVerdict();
  refreshRoomColours();
  centralTabs_->projectChanged();
}

// The verdict above the results and in the status bar.
void MainWindow::refreshVerdict() {
  const QString set = QString::fromStdString(document_->criteria().name);
  if (!verdicts_) {
    verdictLabel_->setText(tr("Criteria: cannot judge"));
    verdictLabel_->setStyleSheet({});
    return;
  }
  QStringList failed;
  for (const sim::Verdict &v : verdicts_->verdicts)
    if (v.rule->must && !v.pass) failed << QString::fromStdString(v.rule->name);
  resultsPanel_->showVerdict(failed.isEmpty() ? tr("✔ Meets every must-rule of %1").arg(set)
                                              : tr("✘ Fails: %1").arg(failed.join(", ")),
                             failed.isEmpty());
  if (verdicts_->must_pass) {
    verdictLabel_->setText(tr("✔ Meets %1").arg(set));
    verdictLabel_->setStyleSheet("color: #1d7a2e; font-weight: bold;");
  } else {
    verdictLabel_->setText(tr("✘ %1: must-rules failed: %2").arg(set).arg(verdicts_->failed_must));
    verdictLabel_->setStyleSheet("color: #b02a1a; font-weight: bold;");
  }
}

void MainWindow::presentRoom() {
  std::vector<std::string> names;
  for (const model::Scenario &scenario : document_->scenarios())
    names.push_back(scenario.name);
  roomPanel_->showScenario(document_->config(), names, document_->currentIndex());
  view()->update();
}

void MainWindow::presentComparison() {
  const auto &scenarios = document_->scenarios();
  QStringList names;
  QList<bool> included;
  for (const model::Scenario &scenario : scenarios) {
    names << QString::fromStdString(scenario.name);
    included << scenario.compared;
  }
  comparisonView_->setCandidates(names, included);
  comparedIndices_ = compared_.indices();
  comparisonView_->setComparison(sim::compare(compared_.candidates(), document_->criteria()),
                                 document_->criteria());
  // The project keeps the baseline as a flag of its scenario; a baseline left out of the
  // comparison measures nothing.
  const auto baseline = std::find_if(comparedIndices_.begin(), comparedIndices_.end(), [&](int index) {
    return scenarios[static_cast<std::size_t>(index)].baseline;
  });
  comparisonView_->setBaseline(
      baseline == comparedIndices_.end() ? -1 : static_cast<int>(baseline - comparedIndices_.begin()));
}

void MainWindow::presentCharts() {
  charts::Scenarios series;
  int current = 0;
  for (ComparedScenarios::Evaluated &e : compared_.evaluated()) {
    if (e.index == document_->currentIndex()) current = static_cast<int>(series.size());
    const model::Scenario &scenario = document_->scenarios()[static_cast<std::size_t>(e.index)];
    series.push_back({QString::fromStdString(scenario.name), scenario.config, std::move(e.results)});
  }
  chartsPanel_->setScenarios(std::move(series), current);
}

void MainWindow::refreshRoomColours() {
  const std::optional<bool> verdict = verdicts_ ? std::optional<bool>(verdicts_->must_pass) : std::nullopt;
  roomPanel_->scene().colourBy(
      views::roomColouring(roomMetric(), document_->config(), results_ ? &*results_ : nullptr, verdict));
  view()->update();
}

void MainWindow::selectCabinet(int index) {
  roomPanel_->scene().selectCabinet(index);
  view()->update();
  if (index < 0 || !results_) {
    selectionPanel_->clear();
    return;
  }
  selectionPanel_->showCabinet(document_->config(), *results_, index);
  if (auto *dock = qobject_cast<QDockWidget *>(selectionPanel_->parentWidget())) dock->raise();
  statusBar()->showMessage(tr("Cabinet %1 selected").arg(room().cabinetName(index)), 4000);
}

void MainWindow::refreshTitle() {
  const QString file = QString::fromStdString(document_->path().filename().string());
  const QString project = document_->path().empty() ? tr("Default project")
                          : files_->isReadOnly()    ? tr("%1 (read-only)").arg(file)
                                                    : file;
  setWindowTitle(
      tr("%1[*] — %2 — Supernode Planner").arg(project, QString::fromStdString(document_->scenario().name)));
  setWindowModified(document_->isModified());
}

bool MainWindow::openProject(const QString &path, bool quiet) { return files_->open(path, quiet); }

bool MainWindow::exportReport(const QString &path, QString *error) {
  return writeProjectReport(*document_, compared_, path, this, error);
}

void MainWindow::showNetwork() { centralTabs_->setCurrentWidget(topologyPanel_); }

void MainWindow::showReplayInRoom() {
  // A replay still playing behind a closed dock does not colour the room.
  const sim::ReplayFrame *frame = replayPanel_->frame();
  const bool open = replayDock_->toggleViewAction()->isChecked();
  if (open && frame)
    roomPanel_->scene().showReplayFrame(*frame);
  else
    roomPanel_->scene().showNodeStates({});
  view()->update();
}

void MainWindow::openFailureReplay() {
  replayDock_->show();
  replayDock_->raise();
  replayPanel_->simulate();
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
  if (!files_->maybeSave()) {
    event->ignore();
    return;
  }
  files_->close();
  saveLayout();
  event->accept();
}

} // namespace snp::app

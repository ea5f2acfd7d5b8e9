#include "app/gui/MainWindow.h"

#include "app/gui/ProjectDocument.h"
#include "model/JsonCodec.h"
#include "model/Validation.h"
#include "sim/Evaluate.h"
#include "views/ConfigurationTree.h"
#include "views/FigureText.h"
#include "views/ResultsPanel.h"
#include "views/RoomScene.h"
#include "views/TopologyPanel.h"
#include "views/VtkViewWidget.h"

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
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

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
  centralTabs_->addTab(view_, tr("Room"));
  topologyPanel_ = new views::TopologyPanel(centralTabs_);
  centralTabs_->addTab(topologyPanel_, tr("Network"));
  setCentralWidget(centralTabs_);
  createDocks();
  createActions();
  summaryLabel_ = new QLabel(this);
  statusBar()->addPermanentWidget(summaryLabel_);
  // A Qt label over the 3D view: Qt renders every script, VTK's built-in font only Latin.
  sceneCaption_ = new QLabel(view_);
  sceneCaption_->setObjectName("SceneCaption");
  sceneCaption_->setStyleSheet("color: white; font-size: 15px; background: transparent;");
  sceneCaption_->setAttribute(Qt::WA_TransparentForMouseEvents);
  sceneCaption_->move(12, 8);

  for (std::size_t i = 0; i < document_->scenarios().size(); ++i)
    if (QString::fromStdString(document_->scenarios()[i].config.id) == presetId)
      document_->setCurrentIndex(static_cast<int>(i));

  connect(document_, &ProjectDocument::changed, this, &MainWindow::refresh);
  connect(document_, &ProjectDocument::modifiedChanged, this, &MainWindow::refreshTitle);
  connect(view_, &views::VtkViewWidget::propPicked, this, [this](vtkProp *prop) {
    const int cabinet = room_->cabinetIndex(prop);
    if (cabinet >= 0) statusBar()->showMessage(tr("Cabinet %1 selected").arg(cabinet + 1), 4000);
  });
  autosaveTimer_ = new QTimer(this);
  autosaveTimer_->setInterval(kAutosaveIntervalMs);
  connect(autosaveTimer_, &QTimer::timeout, this, [this] {
    try {
      document_->autosave();
    } catch (const model::ProjectStoreError &error) {
      statusBar()->showMessage(tr("Autosave failed: %1").arg(QString::fromStdString(error.what())), 8000);
    }
  });
  autosaveTimer_->start();

  refresh();
  resize(1400, 860);
  resizeDocks({configurationDock_, resultsDock_}, {330, 430}, Qt::Horizontal);
  restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks() {
  configurationTree_ = new views::ConfigurationTree(this);
  configurationDock_ = new QDockWidget(tr("Configuration"), this);
  configurationDock_->setObjectName("ConfigurationDock");
  configurationDock_->setWidget(configurationTree_);
  addDockWidget(Qt::LeftDockWidgetArea, configurationDock_);

  resultsPanel_ = new views::ResultsPanel(this);
  resultsDock_ = new QDockWidget(tr("Results"), this);
  resultsDock_->setObjectName("ResultsDock");
  resultsDock_->setWidget(resultsPanel_);
  addDockWidget(Qt::RightDockWidgetArea, resultsDock_);
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
  QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);

  QMenu *edit = menuBar()->addMenu(tr("&Edit"));
  QAction *undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  QAction *redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  edit->addAction(undo);
  edit->addAction(redo);

  QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
  QAction *reset = viewMenu->addAction(tr("&Reset Camera"), view_, &views::VtkViewWidget::resetCamera);
  reset->setShortcut(Qt::Key_R | Qt::CTRL);
  viewMenu->addAction(tr("Save 3D View as &Image…"), this, [this] {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save 3D View"), "view.png", tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".png", Qt::CaseInsensitive)) path += ".png";
    if (!view_->saveSnapshot(path))
      QMessageBox::warning(this, tr("Cannot save image"), tr("%1 cannot be written.").arg(path));
  });
  viewMenu->addSeparator();
  viewMenu->addAction(configurationDock_->toggleViewAction());
  viewMenu->addAction(resultsDock_->toggleViewAction());

  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About Supernode Planner"), this, &MainWindow::showAbout);

  QToolBar *toolbar = addToolBar(tr("Project"));
  toolbar->setObjectName("ProjectToolBar");
  toolbar->addAction(open);
  toolbar->addAction(saveAction);
  toolbar->addSeparator();
  toolbar->addWidget(new QLabel(tr("Scenario: "), toolbar));
  scenarioBox_ = new QComboBox(toolbar);
  scenarioBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  connect(scenarioBox_, &QComboBox::activated, document_, &ProjectDocument::setCurrentIndex);
  toolbar->addWidget(scenarioBox_);
  toolbar->addSeparator();
  toolbar->addAction(undo);
  toolbar->addAction(redo);
  toolbar->addAction(reset);
}

void MainWindow::refreshScenarioList() {
  const QSignalBlocker blocker(scenarioBox_);
  scenarioBox_->clear();
  for (const model::Scenario &scenario : document_->scenarios())
    scenarioBox_->addItem(QString::fromStdString(scenario.name));
  scenarioBox_->setCurrentIndex(document_->currentIndex());
}

void MainWindow::refresh() {
  const model::Config &config = document_->config();
  room_->show(config);
  topologyPanel_->show(config);
  sceneCaption_->setText(tr("Cabinets: %L1 · nodes: %L2 · accelerators: %L3")
                             .arg(config.layout.cabinets)
                             .arg(config.nodes())
                             .arg(config.accelerators()));
  sceneCaption_->adjustSize();
  configurationTree_->show(config);
  refreshScenarioList();

  const model::Problems problems = model::validate(config);
  if (problems.empty()) {
    const sim::Results results = sim::evaluate(config);
    resultsPanel_->show(results);
    summaryLabel_->setText(tr("%1 accelerators · %2 · step %3 · PUE %4")
                               .arg(config.accelerators())
                               .arg(views::formatValue(results.compute.peak_flops_total.value, "FLOP/s"))
                               .arg(views::formatValue(results.training.step_time_s.value, "s"))
                               .arg(results.cooling.pue.value, 0, 'f', 3));
  } else {
    QStringList messages;
    for (const model::Problem &problem : problems)
      messages << QString::fromStdString(model::describe(problem));
    resultsPanel_->showProblems(messages);
    summaryLabel_->setText(tr("Problems in the configuration: %1").arg(problems.size()));
  }
  refreshTitle();
  view_->update();
}

void MainWindow::refreshTitle() {
  const QString project = document_->path().empty()
                              ? tr("Default project")
                              : QString::fromStdString(document_->path().filename().string());
  setWindowTitle(
      tr("%1[*] — %2 — Supernode Planner").arg(project, QString::fromStdString(document_->config().name)));
  setWindowModified(document_->isModified());
}

bool MainWindow::openProject(const QString &path, bool quiet) {
  const auto file = toPath(path);
  bool recover = false;
  if (model::ProjectStore::hasNewerAutosave(file) && !quiet) {
    recover = QMessageBox::question(this, tr("Recover unsaved changes?"),
                                    tr("%1 has unsaved changes from a session that did not end normally. "
                                       "Recover them?")
                                        .arg(path)) == QMessageBox::Yes;
  }
  try {
    document_->open(file, recover);
    if (!recover) model::ProjectStore::discardAutosave(file);
    return true;
  } catch (const model::ProjectStoreError &error) {
    if (!quiet) QMessageBox::warning(this, tr("Cannot open project"), QString::fromStdString(error.what()));
    return false;
  }
}

void MainWindow::openWithDialog() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), {}, tr(kProjectFilter));
  if (!path.isEmpty()) openProject(path);
}

void MainWindow::newProject() {
  if (maybeSave()) document_->reset(ProjectDocument::defaultScenarios());
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
  QString path = QFileDialog::getSaveFileName(this, tr("Save Project"), {}, tr(kProjectFilter));
  if (path.isEmpty()) return false;
  if (!path.endsWith(".snp")) path += ".snp";
  try {
    document_->saveAs(toPath(path));
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
  document_->replaceConfig(*decoded.config, tr("Import %1").arg(QFileInfo(path).fileName()));
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

bool MainWindow::maybeSave() {
  if (!document_->isModified()) return true;
  const auto answer =
      QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to the project?"),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void MainWindow::showNetwork() { centralTabs_->setCurrentWidget(topologyPanel_); }

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About Supernode Planner"),
                     tr("<h3>Supernode Planner %1</h3>"
                        "<p>Plans AI supernodes: accelerators, cabinets, scale-up and scale-out networks, "
                        "cooling and reliability, with an analytic simulator that explains every figure.</p>"
                        "<p>Built with Qt %2 and VTK.</p>")
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
  if (!document_->path().empty()) model::ProjectStore::discardAutosave(document_->path());
  saveLayout();
  event->accept();
}

} // namespace snp::app

#include "app/gui/MainWindow.h"

#include "app/gui/ConfigDocument.h"
#include "model/Presets.h"
#include "views/ConfigurationTree.h"
#include "views/RoomScene.h"
#include "views/VtkViewWidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace snp::app {

namespace {

int presetIndex(const QString &id) {
  const auto &all = model::presets();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (QString::fromStdString(all[i].id) == id) return static_cast<int>(i);
  return -1;
}

} // namespace

MainWindow::MainWindow(const QString &presetId, QWidget *parent)
    : QMainWindow(parent),
      document_(new ConfigDocument(model::presets().at(std::max(0, presetIndex(presetId))), this)),
      view_(new views::VtkViewWidget(this)), room_(std::make_unique<views::RoomScene>(view_->renderer())) {
  setWindowTitle(tr("Supernode Planner"));
  setObjectName("MainWindow");
  setCentralWidget(view_);
  createDocks();
  createActions();
  summaryLabel_ = new QLabel(this);
  statusBar()->addPermanentWidget(summaryLabel_);
  connect(document_, &ConfigDocument::changed, this, &MainWindow::showConfiguration);
  connect(view_, &views::VtkViewWidget::propPicked, this, [this](vtkProp *prop) {
    const int cabinet = room_->cabinetIndex(prop);
    if (cabinet >= 0) statusBar()->showMessage(tr("Cabinet %1 selected").arg(cabinet + 1), 4000);
  });
  showConfiguration();
  resize(1400, 860);
  restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks() {
  configurationTree_ = new views::ConfigurationTree(this);
  configurationDock_ = new QDockWidget(tr("Configuration"), this);
  configurationDock_->setObjectName("ConfigurationDock");
  configurationDock_->setWidget(configurationTree_);
  addDockWidget(Qt::LeftDockWidgetArea, configurationDock_);

  auto *placeholder = new QLabel(tr("Results of the simulator appear here."), this);
  placeholder->setAlignment(Qt::AlignCenter);
  placeholder->setWordWrap(true);
  resultsDock_ = new QDockWidget(tr("Results"), this);
  resultsDock_->setObjectName("ResultsDock");
  resultsDock_->setWidget(placeholder);
  addDockWidget(Qt::RightDockWidgetArea, resultsDock_);
}

void MainWindow::createActions() {
  QMenu *file = menuBar()->addMenu(tr("&File"));
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
  viewMenu->addSeparator();
  viewMenu->addAction(configurationDock_->toggleViewAction());
  viewMenu->addAction(resultsDock_->toggleViewAction());

  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About Supernode Planner"), this, &MainWindow::showAbout);

  QToolBar *toolbar = addToolBar(tr("Configuration"));
  toolbar->setObjectName("ConfigurationToolBar");
  toolbar->addWidget(new QLabel(tr("Preset: "), toolbar));
  presetBox_ = new QComboBox(toolbar);
  for (const model::Config &preset : model::presets())
    presetBox_->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
  presetBox_->setCurrentIndex(std::max(0, presetIndex(QString::fromStdString(document_->config().id))));
  connect(presetBox_, &QComboBox::activated, this, &MainWindow::selectPreset);
  toolbar->addWidget(presetBox_);
  toolbar->addSeparator();
  toolbar->addAction(undo);
  toolbar->addAction(redo);
  toolbar->addAction(reset);
}

void MainWindow::selectPreset(int index) {
  const auto &all = model::presets();
  if (index < 0 || index >= static_cast<int>(all.size())) return;
  document_->replace(all[index], tr("Load preset %1").arg(QString::fromStdString(all[index].name)));
}

void MainWindow::showConfiguration() {
  const model::Config &config = document_->config();
  room_->show(config);
  configurationTree_->show(config);
  const int index = presetIndex(QString::fromStdString(config.id));
  if (index >= 0 && presetBox_) presetBox_->setCurrentIndex(index);
  summaryLabel_->setText(tr("%1 accelerators in %2 cabinets")
                             .arg(config.accelerators())
                             .arg(config.layout.cabinets));
  setWindowTitle(tr("%1 — Supernode Planner").arg(QString::fromStdString(config.name)));
  view_->update();
}

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
  saveLayout();
  event->accept();
}

} // namespace snp::app

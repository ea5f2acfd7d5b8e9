#pragma once

#include "app/gui/ComparedScenarios.h"
#include "sim/Evaluate.h"
#include "sim/decision/Verdicts.h"
#include "views/room/RoomColouring.h"
#include "views/room/RoomPanel.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class QComboBox;
class QDockWidget;
class QLabel;
class QTabWidget;
class QTextBrowser;
class QToolBar;
class QUndoView;

namespace snp::views {
class ComparisonView;
class ConfigEditor;
class CriteriaPanel;
class PlantPanel;
class ProblemsPanel;
class CostPanel;
class ResultsPanel;
class RoomScene;
class SchedulingPanel;
class SelectionPanel;
class ServingPanel;
class ReplayPanel;
class TopologyPanel;
class VtkViewWidget;
} // namespace snp::views

namespace snp::charts {
class ChartsPanel;
}

namespace snp::app {

class CentralTabs;
class HelpWindow;
class ProjectDocument;
class ProjectFiles;
class ScenarioPanel;

// The planner's frame: the room, plant, network, comparison, charts, scheduling and serving panels as
// tabs in the centre (CentralTabs); the scenarios, the configuration and its problems on the
// left; results, criteria, the scenario's notes and the picked cabinet on the right. Every edit
// re-evaluates the scenario and updates what is shown. What the menus do lives in reactions
// (app/gui/actions/) and in ProjectFiles; the window builds, connects and lays out.
class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  // Starts on the bundled default project, showing the scenario of preset `presetId` if given.
  explicit MainWindow(const QString &presetId = {}, QWidget *parent = nullptr);
  ~MainWindow() override;

  views::RoomPanel *roomPanel() const { return roomPanel_; }
  views::PlantPanel *plantPanel() const { return plantPanel_; }
  views::VtkViewWidget *view() const { return roomPanel_->view(); }
  views::TopologyPanel *topologyPanel() const { return topologyPanel_; }
  ProjectDocument *document() const { return document_; }
  views::ResultsPanel *resultsPanel() const { return resultsPanel_; }
  views::CostPanel *costPanel() const { return costPanel_; }
  views::CriteriaPanel *criteriaPanel() const { return criteriaPanel_; }
  views::ProblemsPanel *problemsPanel() const { return problemsPanel_; }
  views::SelectionPanel *selectionPanel() const { return selectionPanel_; }
  views::ReplayPanel *replayPanel() const { return replayPanel_; }
  charts::ChartsPanel *chartsPanel() const { return chartsPanel_; }
  views::SchedulingPanel *schedulingPanel() const { return schedulingPanel_; }
  views::ServingPanel *servingPanel() const { return servingPanel_; }
  views::ConfigEditor *configEditor() const { return configEditor_; }
  views::ComparisonView *comparisonView() const { return comparisonView_; }
  QTabWidget *centralTabs() const;
  ScenarioPanel *scenarioPanel() const { return scenarioPanel_; }
  const views::RoomScene &room() const { return roomPanel_->scene(); }
  QComboBox *roomColourBox() const { return roomPanel_->colourBox(); }
  views::RoomMetric roomMetric() const { return roomPanel_->metric(); }
  void setRoomMetric(views::RoomMetric metric) { roomPanel_->setMetric(metric); }
  QDockWidget *configurationDock() const { return configurationDock_; }
  QDockWidget *resultsDock() const { return resultsDock_; }
  QLabel *verdictLabel() const { return verdictLabel_; }
  // The current scenario's evaluation and verdicts (nullopt when it has problems).
  const std::optional<sim::Results> &results() const { return results_; }
  const std::optional<sim::CriteriaVerdicts> &verdicts() const { return verdicts_; }

  // Opens a project file (ProjectFiles::open); false when the file is refused.
  bool openProject(const QString &path, bool quiet = false);
  // Writes the PDF report of the compared scenarios to `path` (writeProjectReport).
  bool exportReport(const QString &path, QString *error);
  // Opens the manual at `page` ("criteria.md"); F1 opens the page about the part in focus.
  void showHelp(const QString &page);
  HelpWindow *helpWindow() const { return helpWindow_; }
  // Brings the Network tab to the front.
  void showNetwork();
  // Opens the Failure Replay dock and simulates a run of the current scenario to play.
  void openFailureReplay();

protected:
  void closeEvent(QCloseEvent *event) override;

private:
  void createCentralTabs();
  void createDocks();
  QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);
  void connectEditing();
  void connectComparison();
  // The file and edit menus put their most used actions on `toolbar` too.
  void createFileMenu(QToolBar &toolbar);
  void createEditMenu(QToolBar &toolbar);
  void createViewMenu();
  void createHelpMenu();
  void createStatusBar();

  void refresh();
  void refreshRoomCaption(const model::Config &config);
  void refreshSummary(const model::Config &config, const model::Problems &problems);
  void refreshCriteria();
  void refreshVerdict();
  void presentRoom();
  void presentComparison();
  void presentCharts();
  void refreshRoomColours();
  void refreshTitle();
  void selectCabinet(int index);
  // The replayed run's node states on the room while the Failure Replay dock is open.
  void showReplayInRoom();
  void restoreLayout();
  void saveLayout() const;

  ProjectDocument *document_;
  ProjectFiles *files_;
  ComparedScenarios compared_;
  std::vector<int> comparedIndices_; // scenario index of each column of the comparison
  CentralTabs *centralTabs_ = nullptr;
  HelpWindow *helpWindow_ = nullptr; // made when first asked for
  views::RoomPanel *roomPanel_ = nullptr;
  views::PlantPanel *plantPanel_ = nullptr;
  views::TopologyPanel *topologyPanel_ = nullptr;
  views::ComparisonView *comparisonView_ = nullptr;
  charts::ChartsPanel *chartsPanel_ = nullptr;
  views::SchedulingPanel *schedulingPanel_ = nullptr;
  views::ServingPanel *servingPanel_ = nullptr;
  ScenarioPanel *scenarioPanel_ = nullptr;
  views::ConfigEditor *configEditor_ = nullptr;
  views::ProblemsPanel *problemsPanel_ = nullptr;
  views::CostPanel *costPanel_ = nullptr;
  views::ResultsPanel *resultsPanel_ = nullptr;
  views::CriteriaPanel *criteriaPanel_ = nullptr;
  views::SelectionPanel *selectionPanel_ = nullptr;
  views::ReplayPanel *replayPanel_ = nullptr;
  QTextBrowser *notes_ = nullptr;
  QUndoView *undoView_ = nullptr;
  QDockWidget *configurationDock_ = nullptr;
  QDockWidget *resultsDock_ = nullptr;
  QDockWidget *problemsDock_ = nullptr;
  QDockWidget *replayDock_ = nullptr;
  QLabel *summaryLabel_ = nullptr;
  QLabel *verdictLabel_ = nullptr;
  QByteArray defaultLayout_;
  std::optional<sim::Results> results_;
  std::optional<sim::CriteriaVerdicts> verdicts_;
};

} // namespace snp::app

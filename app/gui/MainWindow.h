#pragma once

#include "sim/Evaluate.h"
#include "sim/decision/Verdicts.h"
#include "views/room/RoomColouring.h"
#include "views/vtk/CameraPresets.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <map>
#include <memory>
#include <optional>
#include <string>

class QComboBox;
class QDockWidget;
class QLabel;
class QTabWidget;
class QTimer;
class QToolBar;
class QTextBrowser;
class QUndoView;

namespace snp::views {
class ComparisonView;
class ConfigEditor;
class CriteriaPanel;
class ProblemsPanel;
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

class ProjectDocument;
class ProjectLock;
class ScenarioPanel;

// The planner's window: the room and the network in 3D in the centre; the scenarios, the
// configuration and its problems on the left; results, criteria, the scenario's notes and the
// picked cabinet on the right. Every edit re-evaluates the scenario and updates what is shown.
class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  // Starts on the bundled default project, showing the scenario of preset `presetId` if given.
  explicit MainWindow(const QString &presetId = {}, QWidget *parent = nullptr);
  ~MainWindow() override;

  views::VtkViewWidget *view() const { return view_; }
  views::TopologyPanel *topologyPanel() const { return topologyPanel_; }
  ProjectDocument *document() const { return document_; }
  views::ResultsPanel *resultsPanel() const { return resultsPanel_; }
  views::CriteriaPanel *criteriaPanel() const { return criteriaPanel_; }
  views::ProblemsPanel *problemsPanel() const { return problemsPanel_; }
  views::SelectionPanel *selectionPanel() const { return selectionPanel_; }
  views::ReplayPanel *replayPanel() const { return replayPanel_; }
  charts::ChartsPanel *chartsPanel() const { return chartsPanel_; }
  views::SchedulingPanel *schedulingPanel() const { return schedulingPanel_; }
  views::ServingPanel *servingPanel() const { return servingPanel_; }
  views::ConfigEditor *configEditor() const { return configEditor_; }
  views::ComparisonView *comparisonView() const { return comparisonView_; }
  QTabWidget *centralTabs() const { return centralTabs_; }
  ScenarioPanel *scenarioPanel() const { return scenarioPanel_; }
  const views::RoomScene &room() const { return *room_; }
  // The Room tab: its bar (colour, camera) over the 3D view.
  QWidget *roomTab() const { return roomTab_; }
  QComboBox *roomColourBox() const { return roomColour_; }
  views::RoomMetric roomMetric() const;
  void setRoomMetric(views::RoomMetric metric);
  QDockWidget *configurationDock() const { return configurationDock_; }
  QDockWidget *resultsDock() const { return resultsDock_; }
  QLabel *verdictLabel() const { return verdictLabel_; }
  // The current scenario's evaluation and verdicts (nullopt when it has problems).
  const std::optional<sim::Results> &results() const { return results_; }
  const std::optional<sim::CriteriaVerdicts> &verdicts() const { return verdicts_; }

  // Opens a project file, offering to recover, discard or keep its autosave when one is newer.
  // False when the file is refused. Refusals and warnings (unknown keys, an unreadable autosave
  // moved aside) go to a message box, or with `quiet` (tests, headless runs) to stderr; both also
  // to the status bar.
  bool openProject(const QString &path, bool quiet = false);
  // Brings the Network tab to the front.
  void showNetwork();
  // The design-space sweep over the current scenario; a design it picks becomes a new scenario.
  void openSweep();
  // Opens the Failure Replay dock and simulates a run of the current scenario to play.
  void openFailureReplay();

protected:
  void closeEvent(QCloseEvent *event) override;

private:
  // A problem the user must read: a message box, or with `quiet` a line on stderr.
  void report(const QString &title, const QString &text, bool quiet);
  static QString openElsewhereText(const QString &path, const QString &holder);
  // The replayed run's node states on the room while the Failure Replay dock is open.
  void showReplayInRoom();
  void createActions();
  void createDocks();
  QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);
  void refresh();
  void refreshCriteria();
  void refreshVisibleViews();
  void refreshCharts();
  void refreshComparison();
  // The scenarios the comparison and the charts show, evaluated; those with problems are left out.
  struct Evaluated {
    int index;
    sim::Results results;
  };
  std::vector<Evaluated> comparedScenarios() const;
  void refreshTitle();
  void selectCabinet(int index);
  void refreshRoomColours();
  // Shows `config` in the room, giving each scenario back the camera it was left with.
  void showRoom(const model::Config &config);
  // The 3D view of the tab in front, if it has one.
  views::VtkViewWidget *currentView() const;
  bool save();
  bool saveAs();
  void openWithDialog();
  void newProject();
  void importConfiguration();
  void exportConfiguration();
  void exportComparisonCsv();

public:
  // Writes the PDF report of the compared scenarios to `path`, with pictures of their rooms and
  // networks; progress is shown and can be cancelled. False, with the reason, on failure.
  bool exportReport(const QString &path, QString *error);

private:
  void exportReportWithDialog();
  void autosaveInBackground();
  bool maybeSave();
  void showAbout();
  void restoreLayout();
  void saveLayout() const;

  ProjectDocument *document_;
  views::VtkViewWidget *view_;
  std::unique_ptr<views::RoomScene> room_;
  std::unique_ptr<ProjectLock> projectLock_; // of the open project's file, when this planner holds it
  QWidget *roomTab_ = nullptr;
  QToolBar *roomBar_ = nullptr;
  QComboBox *roomColour_ = nullptr;
  std::map<std::string, views::CameraState> roomCameras_; // by scenario name, for the session
  std::string roomScenario_;                              // the scenario the room shows
  int roomScenarioIndex_ = -1;
  views::ConfigEditor *configEditor_ = nullptr;
  views::ComparisonView *comparisonView_ = nullptr;
  std::vector<int> comparedIndices_; // scenario index of each column of the comparison
  views::ResultsPanel *resultsPanel_ = nullptr;
  views::TopologyPanel *topologyPanel_ = nullptr;
  views::CriteriaPanel *criteriaPanel_ = nullptr;
  views::ProblemsPanel *problemsPanel_ = nullptr;
  views::SelectionPanel *selectionPanel_ = nullptr;
  views::ReplayPanel *replayPanel_ = nullptr;
  QDockWidget *replayDock_ = nullptr;
  ScenarioPanel *scenarioPanel_ = nullptr;
  charts::ChartsPanel *chartsPanel_ = nullptr;
  views::SchedulingPanel *schedulingPanel_ = nullptr;
  views::ServingPanel *servingPanel_ = nullptr;
  QList<bool> compared_; // which scenarios take part in the comparison and the charts
  QDockWidget *configurationDock_ = nullptr;
  QDockWidget *resultsDock_ = nullptr;
  QDockWidget *problemsDock_ = nullptr;
  QUndoView *undoView_ = nullptr;
  QLabel *summaryLabel_ = nullptr;
  QLabel *verdictLabel_ = nullptr;
  QLabel *sceneCaption_ = nullptr;
  QTextBrowser *notes_ = nullptr;
  QTabWidget *centralTabs_ = nullptr;
  QTimer *autosaveTimer_ = nullptr;
  QFutureWatcher<QString> autosaveWatcher_;
  QByteArray defaultLayout_;
  std::optional<sim::Results> results_;
  std::optional<sim::CriteriaVerdicts> verdicts_;
  bool roomStale_ = true; // the room tab was hidden when the configuration last changed
};

} // namespace snp::app

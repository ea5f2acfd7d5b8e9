#pragma once

#include <QMainWindow>

#include <memory>

class QComboBox;
class QDockWidget;
class QLabel;
class QTabWidget;
class QTimer;

namespace snp::views {
class ConfigurationTree;
class ResultsPanel;
class RoomScene;
class TopologyPanel;
class VtkViewWidget;
} // namespace snp::views

namespace snp::app {

class ProjectDocument;

// The planner's window: the 3D view in the centre, the configuration and the results in docks,
// the project's scenarios in the toolbar.
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
  QDockWidget *configurationDock() const { return configurationDock_; }
  QDockWidget *resultsDock() const { return resultsDock_; }

  // Opens a project file, offering to recover its autosave when one is newer. False (with a
  // message box unless `quiet`) when the file is refused.
  bool openProject(const QString &path, bool quiet = false);
  // Brings the Network tab to the front.
  void showNetwork();

protected:
  void closeEvent(QCloseEvent *event) override;

private:
  void createActions();
  void createDocks();
  void refresh();
  void refreshScenarioList();
  void refreshTitle();
  bool save();
  bool saveAs();
  void openWithDialog();
  void newProject();
  void importConfiguration();
  void exportConfiguration();
  bool maybeSave();
  void showAbout();
  void restoreLayout();
  void saveLayout() const;

  ProjectDocument *document_;
  views::VtkViewWidget *view_;
  std::unique_ptr<views::RoomScene> room_;
  views::ConfigurationTree *configurationTree_ = nullptr;
  views::ResultsPanel *resultsPanel_ = nullptr;
  views::TopologyPanel *topologyPanel_ = nullptr;
  QDockWidget *configurationDock_ = nullptr;
  QDockWidget *resultsDock_ = nullptr;
  QComboBox *scenarioBox_ = nullptr;
  QLabel *summaryLabel_ = nullptr;
  QLabel *sceneCaption_ = nullptr;
  QTabWidget *centralTabs_ = nullptr;
  QTimer *autosaveTimer_ = nullptr;
};

} // namespace snp::app

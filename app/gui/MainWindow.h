#pragma once

#include <QMainWindow>

#include <memory>

class QComboBox;
class QDockWidget;
class QLabel;

namespace snp::views {
class ConfigurationTree;
class RoomScene;
class VtkViewWidget;
} // namespace snp::views

namespace snp::app {

class ConfigDocument;

// The planner's window: the 3D view in the centre, the configuration and the results in docks.
class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  // `presetId` selects the bundled configuration shown first (empty = the default project's).
  explicit MainWindow(const QString &presetId = {}, QWidget *parent = nullptr);
  ~MainWindow() override;

  views::VtkViewWidget *view() const { return view_; }
  ConfigDocument *document() const { return document_; }
  QDockWidget *configurationDock() const { return configurationDock_; }
  QDockWidget *resultsDock() const { return resultsDock_; }

protected:
  void closeEvent(QCloseEvent *event) override;

private:
  void createActions();
  void createDocks();
  void showConfiguration();
  void selectPreset(int index);
  void showAbout();
  void restoreLayout();
  void saveLayout() const;

  ConfigDocument *document_;
  views::VtkViewWidget *view_;
  std::unique_ptr<views::RoomScene> room_;
  views::ConfigurationTree *configurationTree_ = nullptr;
  QDockWidget *configurationDock_ = nullptr;
  QDockWidget *resultsDock_ = nullptr;
  QComboBox *presetBox_ = nullptr;
  QLabel *summaryLabel_ = nullptr;
};

} // namespace snp::app

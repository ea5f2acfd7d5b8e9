#pragma once

#include <QTabWidget>

#include <functional>
#include <vector>

namespace snp::views {
class VtkViewWidget;
}

namespace snp::app {

// The window's centre: one tab per panel (room, network, comparison, charts, scheduling,
// serving), each behind the same small interface: a function that shows the project as it is
// now, and the panel's 3D view if it has one. A tab is brought up to date when it is in front
// and out of date, not on every edit: hidden panels cost nothing while the user types.
class CentralTabs : public QTabWidget {
  Q_OBJECT

public:
  explicit CentralTabs(QWidget *parent = nullptr);

  // Adds `panel` as the tab `title`; `present` shows the project on it.
  void addPanel(QWidget *panel, const QString &title, std::function<void()> present,
                views::VtkViewWidget *view = nullptr);
  // The project changed: every tab is out of date, and the one in front is brought up to date.
  void projectChanged();
  // Only `panel` is out of date (the comparison's choice of scenarios changed the charts).
  void outdated(QWidget *panel);
  // The 3D view of the tab in front, or nullptr.
  views::VtkViewWidget *viewInFront() const;

private:
  struct Tab {
    QWidget *panel;
    std::function<void()> present;
    views::VtkViewWidget *view;
    bool outdated = true;
  };
  void presentCurrent();

  std::vector<Tab> tabs_;
};

} // namespace snp::app

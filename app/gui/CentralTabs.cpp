#include "app/gui/CentralTabs.h"

namespace snp::app {

CentralTabs::CentralTabs(QWidget *parent) : QTabWidget(parent) {
  setObjectName("CentralTabs");
  setDocumentMode(true);
  connect(this, &QTabWidget::currentChanged, this, &CentralTabs::presentCurrent);
}

void CentralTabs::addPanel(QWidget *panel, const QString &title, std::function<void()> present,
                           views::VtkViewWidget *view) {
  addTab(panel, title); // first, so that the first tab's currentChanged presents nothing half-built
  tabs_.push_back({panel, std::move(present), view});
}

void CentralTabs::projectChanged() {
  for (Tab &tab : tabs_)
    tab.outdated = true;
  presentCurrent();
}

void CentralTabs::outdated(QWidget *panel) {
  for (Tab &tab : tabs_)
    if (tab.panel == panel) tab.outdated = true;
  presentCurrent();
}

views::VtkViewWidget *CentralTabs::viewInFront() const {
  for (const Tab &tab : tabs_)
    if (tab.panel == currentWidget()) return tab.view;
  return nullptr;
}

void CentralTabs::presentCurrent() {
  for (Tab &tab : tabs_)
    if (tab.panel == currentWidget() && tab.outdated) {
      tab.outdated = false;
      tab.present();
    }
}

} // namespace snp::app

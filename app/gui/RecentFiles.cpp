#include "app/gui/RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QTextDocument>

namespace snp::app {

RecentFiles::RecentFiles(QMenu *menu, QObject *parent) : QObject(parent), menu_(menu) {
  connect(menu_, &QMenu::aboutToShow, this, &RecentFiles::fill);
  fill(); // the menu has its entries for keyboard navigation before it is first opened
}

void RecentFiles::add(const QString &path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  QStringList list = paths();
  if (!list.isEmpty() && list.front() == absolute) return;
  list.removeAll(absolute);
  list.prepend(absolute);
  while (list.size() > kMax)
    list.removeLast();
  QSettings().setValue(kKey, list);
}

QStringList RecentFiles::paths() const { return QSettings().value(kKey).toStringList(); }

void RecentFiles::fill() {
  menu_->clear();
  const QStringList list = paths();
  for (qsizetype i = 0; i < list.size(); ++i) {
    const QString &path = list[i];
    // "&1 plan.snp": the digit is the entry's key; the folder is in the tooltip.
    QAction *action = menu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(
        QFileInfo(path).fileName().replace('&', QStringLiteral("&&"))));
    action->setToolTip(Qt::convertFromPlainText(QDir::toNativeSeparators(path))); // never as markup
    action->setStatusTip(QDir::toNativeSeparators(path));
    action->setEnabled(QFileInfo::exists(path));
    connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
  }
  if (list.isEmpty()) menu_->addAction(tr("No recent projects"))->setEnabled(false);
  menu_->addSeparator();
  QAction *clear = menu_->addAction(tr("&Clear the List"), this, [] { QSettings().remove(kKey); });
  clear->setEnabled(!list.isEmpty());
  menu_->setToolTipsVisible(true);
}

} // namespace snp::app

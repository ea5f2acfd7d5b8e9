#pragma once

#include <QObject>

namespace snp::app {

// Widens every dialog the application shows to its title: a short question under a long title
// (QInputDialog's "Rename criteria set") would otherwise cut the title off in the window manager's
// title bar. QMessageBox already does this for itself. Installed on the application by the window.
class DialogTitleFit : public QObject {
  Q_OBJECT

public:
  using QObject::QObject;

  // The width a dialog needs for `title` in its title bar: the text and room for the window
  // manager's icon and buttons.
  static int widthForTitle(const QString &title);

protected:
  bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace snp::app

#include "app/gui/DialogTitleFit.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QFontMetrics>
#include <QMessageBox>

#include <algorithm>

namespace snp::app {

namespace {

// The window manager's icon, its buttons and margins, as Qt's own message box allows for them.
constexpr int kTitleBarExtras = 150;
// A title longer than this is cut rather than the dialog made wider than a laptop's screen allows.
constexpr int kWidest = 900;

} // namespace

int DialogTitleFit::widthForTitle(const QString &title) {
  const QFontMetrics metrics(QApplication::font("QMdiSubWindowTitleBar"));
  return std::min(metrics.horizontalAdvance(title) + kTitleBarExtras, kWidest);
}

bool DialogTitleFit::eventFilter(QObject *watched, QEvent *event) {
  if (event->type() == QEvent::Show) {
    auto *dialog = qobject_cast<QDialog *>(watched);
    if (dialog && dialog->isWindow() && !qobject_cast<QMessageBox *>(dialog)) {
      const int needed = widthForTitle(dialog->windowTitle());
      if (dialog->minimumWidth() < needed) dialog->setMinimumWidth(needed);
    }
  }
  return QObject::eventFilter(watched, event);
}

} // namespace snp::app

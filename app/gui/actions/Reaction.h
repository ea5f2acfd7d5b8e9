#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace snp::app {

// What an action does, as a small object of its own (after ParaView's pqReaction): made with the
// QAction it serves and owned by it, it runs triggered() each time the action fires, so that the
// window only builds menus and the behaviour lives in one class per action.
class Reaction : public QObject {
  Q_OBJECT

public:
  // `window` is the parent of the dialogs the reaction opens.
  Reaction(QAction *action, QWidget *window);

signals:
  // A line for the status bar, shown for `milliseconds`.
  void message(const QString &text, int milliseconds);

protected:
  virtual void triggered() = 0;
  QWidget *window() const { return window_; }

private:
  QWidget *window_;
};

} // namespace snp::app

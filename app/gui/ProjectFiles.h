#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>

class QTimer;
class QWidget;

namespace snp::app {

class ProjectDocument;
class ProjectLock;

// The project's life on disk: open (with its lock and any newer autosave), save, save as, new,
// import and export of one configuration, and the autosave every minute. Asks the user through
// dialogs on `window`; says what happened through message().
class ProjectFiles : public QObject {
  Q_OBJECT

public:
  ProjectFiles(ProjectDocument &document, QWidget *window);
  ~ProjectFiles() override;

  // Opens a project file, offering to recover, discard or keep its autosave when one is newer.
  // False when the file is refused. Refusals and warnings (unknown keys, an unreadable autosave
  // moved aside) go to a message box, or with `quiet` (tests, headless runs) to stderr; both also
  // to message().
  bool open(const QString &path, bool quiet = false);
  void openWithDialog();
  void newProject();
  bool save();
  bool saveAs();
  // Asks whether to save unsaved changes; false when the user cancels.
  bool maybeSave();
  void importConfiguration();
  void exportConfiguration();
  // The window closes: the last autosave is waited for and, the project being saved or
  // discarded by then, removed.
  void close();

signals:
  // A line for the status bar, shown for `milliseconds`.
  void message(const QString &text, int milliseconds);

private:
  // A problem the user must read: a message box, or with `quiet` a line on stderr.
  void report(const QString &title, const QString &text, bool quiet);
  void autosaveInBackground();

  ProjectDocument &document_;
  QWidget *window_;
  std::unique_ptr<ProjectLock> lock_; // of the open project's file, when this planner holds it
  QTimer *autosaveTimer_;
  QFutureWatcher<QString> autosaveWatcher_;
};

} // namespace snp::app

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
  // A project another planner has open is opened read-only, as office applications do: this
  // planner neither saves over it nor touches its autosave, and Save asks for another file
  // (without `quiet`, the user is asked first and may cancel). False when the file is refused.
  // Refusals and warnings (unknown keys, an unreadable autosave moved aside) go to a message box,
  // or with `quiet` (tests, headless runs) to stderr; both also to message().
  bool open(const QString &path, bool quiet = false);
  // Whether the open project is another planner's, opened read-only.
  bool isReadOnly() const { return readOnly_; }
  void openWithDialog();
  void newProject();
  bool save();
  bool saveAs();
  // Asks whether to save unsaved changes; false when the user cancels.
  bool maybeSave();
  void importConfiguration();
  void exportConfiguration();
  // The window closes: the last autosave is waited for and, the project being saved or
  // discarded by then, removed when this planner wrote it. An autosave kept for later, or another
  // planner's, stays.
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
  bool readOnly_ = false;
  // The autosave beside the project: an earlier session's the user kept for later (this planner
  // then writes none over it until a save supersedes it), or one this planner wrote or recovered
  // (the only kind it deletes).
  bool autosaveKept_ = false;
  bool autosaveMine_ = false;
  QTimer *autosaveTimer_;
  QFutureWatcher<QString> autosaveWatcher_;
};

} // namespace snp::app

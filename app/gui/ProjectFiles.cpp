#include "app/gui/ProjectFiles.h"

#include "app/gui/ProjectDocument.h"
#include "app/gui/ProjectLock.h"
#include "model/JsonCodec.h"
#include "views/ChosenFile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTextDocument>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

#include <cstdio>

namespace snp::app {

namespace {

constexpr int kAutosaveIntervalMs = 60 * 1000;
const char *const kProjectFilter = QT_TRANSLATE_NOOP("snp::app::ProjectFiles", "Supernode projects (*.snp)");
const char *const kJsonFilter = QT_TRANSLATE_NOOP("snp::app::ProjectFiles", "Configurations (*.json)");

std::filesystem::path toPath(const QString &file) { return std::filesystem::path(file.toStdString()); }

QString openElsewhereText(const QString &path, const QString &holder) {
  return ProjectFiles::tr("%1 is open in another Supernode Planner (%2). If both save it, the later save "
                          "replaces the other's work.")
      .arg(path, holder);
}

enum class AutosaveChoice { Keep, Recover, Discard };

// What to do with the unsaved changes a crashed session left beside `path`.
AutosaveChoice askAboutAutosave(const QString &path, QWidget *window) {
  QMessageBox ask(QMessageBox::Question, ProjectFiles::tr("Recover unsaved changes?"),
                  ProjectFiles::tr("%1 has unsaved changes from a session that did not end normally. "
                                   "Recover them, discard them, or keep them for later?")
                      .arg(path),
                  QMessageBox::NoButton, window);
  ask.setTextFormat(Qt::PlainText); // the path is the user's: never as markup
  QPushButton *recover = ask.addButton(ProjectFiles::tr("Recover"), QMessageBox::AcceptRole);
  QPushButton *discard = ask.addButton(ProjectFiles::tr("Discard"), QMessageBox::DestructiveRole);
  ask.addButton(ProjectFiles::tr("Keep for later"), QMessageBox::RejectRole);
  ask.setDefaultButton(recover);
  ask.exec();
  if (ask.clickedButton() == recover) return AutosaveChoice::Recover;
  return ask.clickedButton() == discard ? AutosaveChoice::Discard : AutosaveChoice::Keep;
}

} // namespace

ProjectFiles::ProjectFiles(ProjectDocument &document, QWidget *window)
    : QObject(window), document_(document), window_(window), autosaveTimer_(new QTimer(this)) {
  autosaveTimer_->setObjectName("AutosaveTimer");
  autosaveTimer_->setInterval(kAutosaveIntervalMs);
  connect(autosaveTimer_, &QTimer::timeout, this, &ProjectFiles::autosaveInBackground);
  connect(&autosaveWatcher_, &QFutureWatcher<QString>::finished, this, [this] {
    if (const QString error = autosaveWatcher_.result(); !error.isEmpty())
      emit message(tr("Autosave failed: %1").arg(error), 8000);
  });
  autosaveTimer_->start();
}

ProjectFiles::~ProjectFiles() { autosaveWatcher_.waitForFinished(); }

bool ProjectFiles::open(const QString &path, bool quiet) {
  const auto file = toPath(path);
  auto lock = std::make_unique<ProjectLock>(file);
  const bool readOnly = !lock->holder().isEmpty();
  if (readOnly) {
    const QString elsewhere = openElsewhereText(path, lock->holder()) + "\n\n" +
                              tr("It opens read-only here: Save asks for another file, and the other "
                                 "planner's unsaved changes are left alone.");
    if (quiet) {
      // The status bar cuts a long path's message: what happened comes first.
      report(tr("Opened read-only"), elsewhere, true);
    } else {
      QMessageBox ask(QMessageBox::Warning, tr("Project open elsewhere"), elsewhere, QMessageBox::Cancel,
                      window_);
      ask.setTextFormat(Qt::PlainText); // the path is the user's: never as markup
      QPushButton *openReadOnly = ask.addButton(tr("Open Read-Only"), QMessageBox::AcceptRole);
      ask.setDefaultButton(openReadOnly);
      ask.exec();
      if (ask.clickedButton() != openReadOnly) return false;
    }
  }
  // Something at the autosave's name that is no readable autosave (damaged, or someone else's
  // file) is moved aside, never deleted, and the user is told where it went. Read-only, the
  // autosave is the other planner's: not touched, not offered.
  using AutosaveState = model::ProjectStore::AutosaveState;
  QString notice;
  try {
    if (!readOnly && model::ProjectStore::autosaveState(file) == AutosaveState::Unreadable)
      notice = tr("%1 was not a readable autosave; it is kept as %2.")
                   .arg(QString::fromStdString(model::ProjectStore::autosavePath(file).string()),
                        QString::fromStdString(model::ProjectStore::setAutosaveAside(file).string()));
  } catch (const model::ProjectStoreError &error) {
    notice = QString::fromStdString(error.what());
  }
  const bool newerAutosave = !readOnly && model::ProjectStore::hasNewerAutosave(file);
  const AutosaveChoice choice =
      newerAutosave && !quiet ? askAboutAutosave(path, window_) : AutosaveChoice::Keep;
  try {
    readOnly_ = readOnly; // before the document says it changed: the title reads it
    document_.open(file, choice == AutosaveChoice::Recover);
    if (choice == AutosaveChoice::Discard) model::ProjectStore::discardAutosave(file);
  } catch (const model::ProjectStoreError &error) {
    readOnly_ = false;
    report(tr("Cannot open project"), QString::fromStdString(error.what()), quiet);
    return false;
  }
  autosaveKept_ = newerAutosave && choice == AutosaveChoice::Keep;
  autosaveMine_ = choice == AutosaveChoice::Recover;
  if (autosaveKept_)
    emit message(tr("Unsaved changes of an earlier session are kept beside the project; no autosave "
                    "is written over them until you save."),
                 15000);
  QStringList warnings;
  for (const model::Problem &warning : document_.openWarnings())
    warnings << QString::fromStdString(model::describe(warning));
  if (!warnings.isEmpty())
    report(tr("Parts of the project were not understood"),
           tr("These keys are unknown to this version and were ignored; the fields they meant keep "
              "their defaults:\n%1")
               .arg(warnings.join('\n')),
           quiet);
  if (!notice.isEmpty()) report(tr("Autosave kept aside"), notice, quiet);
  lock_ = std::move(lock);
  return true;
}

void ProjectFiles::report(const QString &title, const QString &text, bool quiet) {
  emit message(title + ": " + text.simplified(), 15000);
  if (quiet)
    std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
  else
    QMessageBox::warning(window_, title, Qt::convertFromPlainText(text));
}

void ProjectFiles::openWithDialog() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(window_, tr("Open Project"), {}, tr(kProjectFilter));
  if (!path.isEmpty()) open(path);
}

void ProjectFiles::newProject() {
  if (!maybeSave()) return;
  readOnly_ = autosaveKept_ = autosaveMine_ = false;
  document_.reset(ProjectDocument::defaultScenarios());
  lock_.reset();
}

bool ProjectFiles::save() {
  if (document_.path().empty() || readOnly_) return saveAs();
  try {
    document_.saveAs(document_.path()); // supersedes any autosave, which it removes
    autosaveKept_ = autosaveMine_ = false;
    emit message(tr("Saved %1").arg(QString::fromStdString(document_.path().string())), 4000);
    return true;
  } catch (const model::ProjectStoreError &error) {
    QMessageBox::warning(window_, tr("Cannot save project"),
                         Qt::convertFromPlainText(QString::fromStdString(error.what())));
    return false;
  }
}

bool ProjectFiles::saveAs() {
  // The dialog adds ".snp" itself, before it asks whether to replace an existing file: adding it
  // afterwards overwrote "foo.snp" when the user had confirmed "foo".
  QFileDialog dialog(window_, tr("Save Project"), {}, tr(kProjectFilter));
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setDefaultSuffix("snp");
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
  const QString path = dialog.selectedFiles().constFirst();
  const auto file = toPath(path);
  // Another planner's project is not written over: its next save would replace this one.
  auto lock = !readOnly_ && file == document_.path() ? nullptr : std::make_unique<ProjectLock>(file);
  if (lock && !lock->holder().isEmpty()) {
    report(tr("Project open elsewhere"),
           openElsewhereText(path, lock->holder()) + "\n\n" + tr("Choose another file."), false);
    return false;
  }
  const bool wasReadOnly = std::exchange(readOnly_, false); // before the title is refreshed
  try {
    document_.saveAs(file);
    autosaveKept_ = autosaveMine_ = false;
    if (lock) lock_ = std::move(lock);
    return true;
  } catch (const model::ProjectStoreError &error) {
    readOnly_ = wasReadOnly;
    QMessageBox::warning(window_, tr("Cannot save project"),
                         Qt::convertFromPlainText(QString::fromStdString(error.what())));
    return false;
  }
}

bool ProjectFiles::maybeSave() {
  if (!document_.isModified()) return true;
  const auto answer =
      QMessageBox::question(window_, tr("Unsaved changes"), tr("Save the changes to the project?"),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void ProjectFiles::importConfiguration() {
  const QString path = QFileDialog::getOpenFileName(window_, tr("Import Configuration"), {}, tr(kJsonFilter));
  if (path.isEmpty()) return;
  const views::ChosenFile file = views::readChosenFile(path);
  if (!file.bytes) {
    QMessageBox::warning(window_, tr("Cannot import"), Qt::convertFromPlainText(file.refusal));
    return;
  }
  const model::Decoded decoded = model::parseConfig(file.bytes->toStdString());
  if (!decoded.config) {
    QStringList messages;
    for (const auto &problem : decoded.errors)
      messages << QString::fromStdString(model::describe(problem));
    QMessageBox::warning(window_, tr("Cannot import"), Qt::convertFromPlainText(messages.join('\n')));
    return;
  }
  // An import is a new scenario named after the imported configuration: no stale names.
  document_.addScenario(
      {decoded.config->name.empty() ? QFileInfo(path).baseName().toStdString() : decoded.config->name,
       *decoded.config});
  if (!decoded.warnings.empty()) {
    QStringList ignored;
    for (const auto &warning : decoded.warnings)
      ignored << QString::fromStdString(model::describe(warning));
    QMessageBox::information(
        window_, tr("Imported with warnings"),
        Qt::convertFromPlainText(tr("These entries of %1 were ignored:\n%2").arg(path, ignored.join('\n'))));
  }
}

void ProjectFiles::exportConfiguration() {
  const QString path =
      QFileDialog::getSaveFileName(window_, tr("Export Configuration"),
                                   QString::fromStdString(document_.config().id) + ".json", tr(kJsonFilter));
  if (path.isEmpty()) return;
  QSaveFile file(path); // written to a temporary and renamed: a failure leaves the old file
  const QByteArray text = QByteArray::fromStdString(model::dumpConfig(document_.config()) + "\n");
  if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
    QMessageBox::warning(window_, tr("Cannot export"),
                         Qt::convertFromPlainText(tr("%1 cannot be written.").arg(path)));
}

void ProjectFiles::autosaveInBackground() {
  if (document_.path().empty() || !document_.isModified() || autosaveWatcher_.isRunning() || readOnly_ ||
      autosaveKept_)
    return;
  autosaveMine_ = true;
  // The snapshot is taken here, on the UI thread; SQLite writes it on a worker thread, so the
  // window does not stall for the tens of milliseconds a synced write takes.
  autosaveWatcher_.setFuture(
      QtConcurrent::run([path = document_.path(), scenarios = document_.autosaveSnapshot(),
                         criteria = document_.criteriaSets(), report = document_.reportOptions()] {
        try {
          model::ProjectStore::writeAutosave(path, scenarios, criteria, report);
          return QString();
        } catch (const model::ProjectStoreError &error) {
          return QString::fromStdString(error.what());
        }
      }));
}

void ProjectFiles::close() {
  autosaveWatcher_.waitForFinished();
  if (autosaveMine_ && !document_.path().empty()) model::ProjectStore::discardAutosave(document_.path());
}

} // namespace snp::app

#include "app/gui/ProjectLock.h"

#include <QCoreApplication>

namespace snp::app {

ProjectLock::ProjectLock(const std::filesystem::path &path)
    : lock_(std::make_unique<QLockFile>(QString::fromStdString(path.string() + ".lock"))) {
  // A session lasts hours: only a lock whose process is gone is stale, not an old one.
  lock_->setStaleLockTime(0);
  held_ = lock_->tryLock(0);
  if (held_ || lock_->error() != QLockFile::LockFailedError) return;
  qint64 pid = 0;
  QString host, application;
  if (lock_->getLockInfo(&pid, &host, &application))
    holder_ = QCoreApplication::translate("ProjectLock", "process %1 on %2").arg(pid).arg(host);
  else
    holder_ = QCoreApplication::translate("ProjectLock", "a process that cannot be named");
}

} // namespace snp::app

#include "ChosenFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace snp::views {

namespace {

// lupdate files the strings of a free function tr() under the namespace.
QString tr(const char *text) { return QCoreApplication::translate("snp::views", text); }

constexpr qint64 kMiB = qint64(1) << 20;
constexpr qint64 kChunk = qint64(1) << 16;

ChosenFile refused(const QString &refusal) { return {std::nullopt, refusal}; }

} // namespace

ChosenFile readChosenFile(const QString &path) {
  const QFileInfo info(path);
  if (!info.exists()) return refused(tr("%1 does not exist.").arg(path));
  // A FIFO or a device is refused by its kind before it is opened: opening one can wait for a
  // writer, and reading it may never end.
  if (!info.isFile())
    return refused(tr("%1 is not a regular file; the planner reads regular files of at most %2 MiB.")
                       .arg(path)
                       .arg(kMaxChosenFileBytes / kMiB));
  if (info.size() > kMaxChosenFileBytes)
    return refused(tr("%1 is %2 MiB, over the %3 MiB the planner reads from one file.")
                       .arg(path)
                       .arg((info.size() + kMiB - 1) / kMiB)
                       .arg(kMaxChosenFileBytes / kMiB));
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return refused(tr("%1 cannot be read: %2").arg(path, file.errorString()));
  // The size said is not trusted: the file may grow while it is read. A chunk past the cap is
  // enough to know.
  QByteArray bytes;
  bytes.reserve(info.size());
  for (QByteArray chunk = file.read(kChunk); !chunk.isEmpty(); chunk = file.read(kChunk)) {
    bytes += chunk;
    if (bytes.size() > kMaxChosenFileBytes)
      return refused(tr("%1 grew past %2 MiB while it was read, over what the planner reads from one file.")
                         .arg(path)
                         .arg(kMaxChosenFileBytes / kMiB));
  }
  if (file.error() != QFileDevice::NoError)
    return refused(tr("%1 cannot be read: %2").arg(path, file.errorString()));
  return {std::move(bytes), {}};
}

} // namespace snp::views

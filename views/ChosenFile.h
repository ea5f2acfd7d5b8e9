#pragma once

#include "model/InputFileLimit.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace snp::views {

// The most bytes the window reads from a file a user picks (a configuration, a sweep spec, a job
// trace, a logo): the same cap as snplan's.
inline constexpr qint64 kMaxChosenFileBytes = qint64(model::kMaxInputFileBytes);

// A file as the window reads it: its bytes when it is a regular file of at most
// kMaxChosenFileBytes, otherwise a translated sentence naming the file and why not.
struct ChosenFile {
  std::optional<QByteArray> bytes;
  QString refusal;
};

ChosenFile readChosenFile(const QString &path);

} // namespace snp::views

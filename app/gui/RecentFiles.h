#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace snp::app {

// File > Open Recent: the projects last opened or saved, newest first, kept in QSettings under
// kKey. A project that is no longer there is listed greyed out, so the list does not silently
// change under the user; Clear empties it.
class RecentFiles : public QObject {
  Q_OBJECT

public:
  static constexpr const char *kKey = "recentProjects";
  static constexpr int kMax = 8;

  // Fills `menu` each time it is about to show.
  RecentFiles(QMenu *menu, QObject *parent);

  // `path` becomes the newest entry (once: an earlier entry of it goes).
  void add(const QString &path);
  QStringList paths() const;

signals:
  void openRequested(const QString &path);

private:
  void fill();

  QMenu *menu_;
};

} // namespace snp::app

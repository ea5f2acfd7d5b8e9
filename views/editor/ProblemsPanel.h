#pragma once

#include "model/Problem.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace snp::views {

// What is wrong with the configuration as a whole (tp·cp·pp·dp ≠ accelerators, a cabinet over its
// power limit, …), one problem per line, wrapped, never cut off. Activating one asks for its
// field to be selected in the editor. When the parallelism no longer suits the machine (after a
// structural edit), a button offers the best one.
class ProblemsPanel : public QWidget {
  Q_OBJECT

public:
  explicit ProblemsPanel(QWidget *parent = nullptr);
  // Validation problems (each names its field) and warnings (limits the design exceeds).
  void setProblems(const model::Problems &problems, const QStringList &warnings);
  int count() const;
  QListWidget *list() const { return list_; }
  QPushButton *bestParallelismButton() const { return bestParallelism_; }

signals:
  void problemActivated(const QString &path);
  void bestParallelismRequested();

private:
  QLabel *summary_;
  QPushButton *bestParallelism_;
  QListWidget *list_;
};

} // namespace snp::views

#pragma once

#include <QList>
#include <QWidget>

#include <functional>

class QTreeWidget;
class QTreeWidgetItem;
class QToolButton;

namespace snp::app {

class ProjectDocument;

// The project's scenarios as a list (name, and its size live from the configuration): pick one to work on,
// add one from any preset or from the current scenario, duplicate, rename in place (double-click or F2),
// delete and reorder, and choose which are compared (a check box each, or "Compare selected" for a
// multiple selection). Every change goes through the document as one undo step.
class ScenarioPanel : public QWidget {
  Q_OBJECT

public:
  explicit ScenarioPanel(ProjectDocument &document, QWidget *parent = nullptr);
  QTreeWidget *list() const { return list_; }

private:
  void rebuild();
  void onItemChanged(QTreeWidgetItem *item, int column);
  int selectedRow() const;
  void focusCurrent();
  // One flag per row, in list order: what `test` says of its item.
  QList<bool> rowFlags(const std::function<bool(const QTreeWidgetItem *)> &test) const;

  ProjectDocument &document_;
  QTreeWidget *list_;
  bool rebuilding_ = false;
};

} // namespace snp::app

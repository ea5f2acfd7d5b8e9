#pragma once

#include "model/Config.h"
#include "views/JsonMetaType.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QTreeView;

namespace snp::views {

class ConfigItemModel;

// The configuration editor: a searchable tree of every field with its value and unit, and the
// reason the last edit was refused. Edits leave as fieldEdited for the application to apply.
class ConfigEditor : public QWidget {
  Q_OBJECT

public:
  explicit ConfigEditor(QWidget *parent = nullptr);

  void setConfig(const model::Config &config);
  // Selects the field at `path` (or the nearest row, see ConfigItemModel::indexForPath), expanding
  // its section and scrolling to it; clears a filter that hides it.
  void selectPath(const QString &path);

  ConfigItemModel *model() const { return model_; }
  QTreeView *tree() const { return tree_; }
  QLineEdit *filter() const { return filter_; }
  QLabel *refusalLabel() const { return refusal_; }
  QLabel *noticeLabel() const { return notice_; }

  // Says under the tree which other fields the last edit took along; cleared by the next edit.
  void showNotice(const QString &message);
  // Fills a menu with the network tier choices (views/editor/NetworkTierActions.h) for the configuration
  // shown; the tree's context menu and Edit > Network Tiers show them.
  void fillNetworkTierMenu(QMenu &tiers);

signals:
  void fieldEdited(const QString &path, const nlohmann::json &before, const nlohmann::json &after);
  void editRefused(const QString &path, const QString &message);

private:
  void applyFilter(const QString &text);
  void showRefusal(const QString &message);

  ConfigItemModel *model_;
  QSortFilterProxyModel *proxy_;
  QLineEdit *filter_;
  QTreeView *tree_;
  QLabel *refusal_;
  QLabel *notice_;
};

} // namespace snp::views

#pragma once

#include "model/Config.h"
#include "views/JsonMetaType.h"
#include "views/editor/FieldCatalog.h"

#include <QAbstractItemModel>

#include <vector>

namespace snp::views {

// One configuration as sections of fields, for the editor's tree. It never edits the
// configuration itself: an accepted edit is announced (fieldEdited) for the application to apply
// as an undoable command, which then calls setConfig — the document stays the one source of truth.
class ConfigItemModel : public QAbstractItemModel {
  Q_OBJECT

public:
  enum Column { FieldColumn, ValueColumn, UnitColumn, ColumnCount };
  enum Role {
    PathRole = Qt::UserRole + 1, // the field's JSON path (empty on section rows)
    SearchRole,                  // label and path, what the editor's filter matches
    UnitRole,                    // the symbol of the unit the value is shown in
  };

  explicit ConfigItemModel(QObject *parent = nullptr);

  // Shows `config`, changing only the values that differ (no reset: expansion and selection stay).
  void setConfig(const model::Config &config);
  const model::Config &config() const { return config_; }

  // The row of a field (column Field); a group path ("workload.parallelism") or an element path
  // ("network.scale_up.torus.dims[2]") gives the nearest row. Invalid when nothing matches.
  QModelIndex indexForPath(const QString &path) const;
  const FieldSpec *fieldAt(const QModelIndex &index) const; // nullptr on section rows
  // Why the last edit of this row was refused; empty when it was not. Takes this model's indexes
  // or those of a proxy over it.
  QString refusal(const QModelIndex &index) const;

  QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
  QModelIndex parent(const QModelIndex &index) const override;
  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex &index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
  // An edit the field's own rules accept; the receiver applies it (values in stored units, JSON).
  void fieldEdited(const QString &path, const nlohmann::json &before, const nlohmann::json &after);
  // An edit refused; `message` names the field and what is allowed.
  void editRefused(const QString &path, const QString &message);

private:
  struct Row {
    const FieldSpec *spec;
    nlohmann::json value; // as model::fieldValue gives it
    const Unit *unit;     // the unit the value is shown in
    QString refusal;
    const Row *control = nullptr; // the row whose value decides whether this one is used
  };
  struct Group {
    FieldSection section;
    std::vector<Row> rows;
  };

  Row *rowAt(const QModelIndex &index);
  const Row *rowAt(const QModelIndex &index) const;
  QVariant fieldData(const Row &row, int column, int role) const;
  QString displayText(const Row &row) const;
  static bool isUsed(const Row &row);
  QVariant editValue(const Row &row) const;
  bool setValue(const QModelIndex &index, Row &row, const QVariant &value, int role);
  bool refuse(const QModelIndex &index, Row &row, const QString &message);
  void rowChanged(const QModelIndex &index);

  std::vector<Group> groups_;
  model::Config config_;
};

} // namespace snp::views

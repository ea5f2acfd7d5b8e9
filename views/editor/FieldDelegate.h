#pragma once

#include <QStyledItemDelegate>

namespace snp::views {

// Editors for ConfigItemModel's cells, chosen by the field's catalogue entry: a spin box in the
// shown unit (bounds from the validation rules), a menu of choices or units, a line for text
// and lists. Works through proxy models: it reads the field from the index's PathRole.
class FieldDelegate : public QStyledItemDelegate {
  Q_OBJECT

public:
  using QStyledItemDelegate::QStyledItemDelegate;

  QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                        const QModelIndex &index) const override;
  void setEditorData(QWidget *editor, const QModelIndex &index) const override;
  void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
  void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const override;
};

} // namespace snp::views

#include "views/editor/FieldDelegate.h"
#include "views/ChoiceLabel.h"
#include "views/UnbrokenText.h"

#include "views/editor/ConfigItemModel.h"
#include "views/editor/FieldCatalog.h"
#include "views/editor/QuantitySpinBox.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <limits>

namespace snp::views {

namespace {

// Spin boxes need finite bounds; far beyond any deployment.
constexpr double kLargestShown = 1e15;

constexpr const char *kOpenedWith = "snpOpenedWith";

const FieldSpec *fieldOf(const QModelIndex &index) {
  return findField(index.data(ConfigItemModel::PathRole).toString().toStdString());
}

const Unit &shownUnit(const FieldSpec &field, const QModelIndex &index) {
  const Unit *unit = findUnit(field.quantity, index.data(ConfigItemModel::UnitRole).toString());
  return unit ? *unit : field.unit();
}

double shownBound(double stored, const Unit &unit) {
  if (!std::isfinite(stored)) return std::copysign(kLargestShown, stored);
  return std::clamp(fromSi(stored, unit), -kLargestShown, kLargestShown);
}

int intBound(double bound) {
  constexpr double kLow = std::numeric_limits<int>::min();
  constexpr double kHigh = std::numeric_limits<int>::max();
  return static_cast<int>(std::clamp(bound, kLow, kHigh));
}

} // namespace

QWidget *FieldDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const {
  const FieldSpec *field = fieldOf(index);
  if (!field) return QStyledItemDelegate::createEditor(parent, option, index);

  if (index.column() == ConfigItemModel::UnitColumn) {
    auto *units = new QComboBox(parent);
    for (const Unit &unit : unitsOf(field->quantity))
      units->addItem(symbolOf(unit));
    connect(units, &QComboBox::activated, this, [this, units] {
      emit const_cast<FieldDelegate *>(this)->commitData(units);
      emit const_cast<FieldDelegate *>(this)->closeEditor(units);
    });
    return units;
  }

  switch (field->type) {
  case FieldType::Integer: {
    auto *box = new QSpinBox(parent);
    box->setRange(intBound(field->minimum), intBound(field->maximum));
    box->setSpecialValueText(field->automaticValueText()); // shown at the minimum, when set
    box->setKeyboardTracking(false);
    box->setAccelerated(true);
    box->setAlignment(Qt::AlignRight); // where the number stood in the cell
    return box;
  }
  case FieldType::Real: {
    const Unit &unit = shownUnit(*field, index);
    auto *box = new QuantitySpinBox(field->quantity, unit, parent);
    // Set decimals before the range: QDoubleSpinBox rounds bounds to its decimals.
    const double shown = index.data(Qt::EditRole).toDouble();
    box->setDecimals(std::max(decimalsFor(shown) + 2, 4));
    box->setRange(shownBound(field->minimum, unit), shownBound(field->maximum, unit));
    box->setAlignment(Qt::AlignRight);
    connect(box, &QuantitySpinBox::stepped, this,
            [this, box] { emit const_cast<FieldDelegate *>(this)->commitData(box); });
    return box;
  }
  case FieldType::Choice: {
    auto *choices = new QComboBox(parent);
    for (std::string_view name : field->choices)
      choices->addItem(choiceLabel(name),
                       QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
    connect(choices, &QComboBox::activated, this, [this, choices] {
      emit const_cast<FieldDelegate *>(this)->commitData(choices);
      emit const_cast<FieldDelegate *>(this)->closeEditor(choices);
    });
    return choices;
  }
  case FieldType::LongText: {
    auto *notes = new QPlainTextEdit(parent); // Return starts a new line; leaving the cell commits
    notes->setTabChangesFocus(true);
    return notes;
  }
  case FieldType::Text:
  case FieldType::IntegerList:
  case FieldType::FlagList: return new QLineEdit(parent);
  case FieldType::Flag:
  case FieldType::RecordList: return nullptr; // a check box in the cell; read-only
  }
  return nullptr;
}

void FieldDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const {
  const QVariant value = index.data(Qt::EditRole);
  if (auto *box = qobject_cast<QuantitySpinBox *>(editor)) {
    box->setValue(value.toDouble());
    // What the box shows is rounded to its decimals: closing it unchanged must not write that back.
    box->setProperty(kOpenedWith, box->value());
  } else if (auto *box = qobject_cast<QSpinBox *>(editor)) {
    // A field the configuration does not use may hold less than its range (a torus tier's
    // dragonfly shape is 0): opening its box must not raise it.
    box->setMinimum(std::min(box->minimum(), value.toInt()));
    box->setValue(value.toInt());
  } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
    const int at = index.column() == ConfigItemModel::UnitColumn ? combo->findText(value.toString())
                                                                 : combo->findData(value.toString());
    combo->setCurrentIndex(std::max(at, 0));
  } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
    line->setText(value.toString());
  } else if (auto *notes = qobject_cast<QPlainTextEdit *>(editor)) {
    notes->setWordWrapMode(wrapModeFor(value.toString())); // a pasted blob would take minutes
    notes->setPlainText(value.toString());
  } else {
    QStyledItemDelegate::setEditorData(editor, index);
  }
}

void FieldDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const {
  if (auto *box = qobject_cast<QuantitySpinBox *>(editor)) {
    if (!box->committable()) { // the model refuses it and says why (the unit, or the range)
      model->setData(index, box->typedText(), Qt::EditRole);
      return;
    }
    box->interpretText(); // text typed but not yet read ("0.25 MW" then focus lost)
    if (box->value() != box->property(kOpenedWith).toDouble())
      model->setData(index, box->value(), Qt::EditRole);
  } else if (auto *box = qobject_cast<QSpinBox *>(editor)) {
    box->interpretText();
    model->setData(index, box->value(), Qt::EditRole);
  } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
    model->setData(
        index, index.column() == ConfigItemModel::UnitColumn ? combo->currentText() : combo->currentData(),
        Qt::EditRole);
  } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
    model->setData(index, line->text(), Qt::EditRole);
  } else if (auto *notes = qobject_cast<QPlainTextEdit *>(editor)) {
    model->setData(index, notes->toPlainText(), Qt::EditRole);
  } else {
    QStyledItemDelegate::setModelData(editor, model, index);
  }
}

void FieldDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const {
  QStyledItemDelegate::updateEditorGeometry(editor, option, index);
  // Notes need room for a few lines; the editor floats over the rows below.
  if (qobject_cast<QPlainTextEdit *>(editor))
    editor->setGeometry(option.rect.adjusted(0, 0, 0, 6 * option.rect.height()));
}

} // namespace snp::views

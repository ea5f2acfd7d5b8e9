#include "views/editor/FieldRangeText.h"

#include "views/ChoiceLabel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace snp::views {

namespace {

// A bound as the editor shows it: an integer as a count, a real in the shown unit.
QString boundText(const FieldSpec &field, double stored, const Unit &shown) {
  if (field.type == FieldType::Integer || field.type == FieldType::IntegerList)
    return QLocale().toString(static_cast<qlonglong>(stored));
  return formatNumber(fromSi(stored, shown));
}

} // namespace

QString allowedValuesText(const FieldSpec &field, const Unit &shown) {
  if (field.type == FieldType::Choice) {
    QStringList labels;
    for (std::string_view choice : field.choices)
      labels << choiceLabel(choice);
    return QCoreApplication::translate("FieldRangeText", "One of: %1.")
        .arg(labels.join(QStringLiteral(", ")));
  }
  const bool number = field.type == FieldType::Integer || field.type == FieldType::Real ||
                      field.type == FieldType::IntegerList;
  if (!number) return {};
  const QString symbol = symbolOf(shown);
  const QString unit = symbol.isEmpty() ? QString() : QStringLiteral(" ") + symbol;
  const bool low = std::isfinite(field.minimum), high = std::isfinite(field.maximum);
  if (low && high)
    return QCoreApplication::translate("FieldRangeText", "From %1 to %2%3.")
        .arg(boundText(field, field.minimum, shown), boundText(field, field.maximum, shown), unit);
  if (low)
    return QCoreApplication::translate("FieldRangeText", "At least %1%2.")
        .arg(boundText(field, field.minimum, shown), unit);
  if (high)
    return QCoreApplication::translate("FieldRangeText", "At most %1%2.")
        .arg(boundText(field, field.maximum, shown), unit);
  return symbol.isEmpty() ? QString() : QCoreApplication::translate("FieldRangeText", "In %1.").arg(symbol);
}

} // namespace snp::views

#include "views/editor/QuantitySpinBox.h"

#include <QKeyEvent>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace snp::views {

QuantitySpinBox::QuantitySpinBox(Quantity quantity, const Unit &unit, QWidget *parent)
    : QDoubleSpinBox(parent), quantity_(quantity), unit_(unit) {
  if (*unit.symbol) setSuffix(' ' + symbolOf(unit));
  setCorrectionMode(CorrectToNearestValue);
  setStepType(AdaptiveDecimalStepType);
  setKeyboardTracking(false);
  setAccelerated(true);
}

std::optional<double> QuantitySpinBox::read(const QString &text) const {
  QString body = text.trimmed();
  // Select-all leaves the suffix in place: "0.25 MW kW" means 0.25 MW.
  const QString suffixText = suffix().trimmed();
  if (!suffixText.isEmpty() && body.endsWith(suffixText) && body.size() > suffixText.size()) {
    const QString rest = body.chopped(suffixText.size()).trimmed();
    if (parseQuantity(rest, quantity_, unit_).stored) body = rest;
  }
  const ParsedQuantity parsed = parseQuantity(body, quantity_, unit_);
  if (!parsed.stored) return std::nullopt;
  return fromSi(*parsed.stored, unit_);
}

QValidator::State QuantitySpinBox::validate(QString &text, int &) const {
  // Anything may be on its way to a quantity ("0.2", "0.25 M"): only a complete, in-range one is done.
  return withinRange(read(text)) ? QValidator::Acceptable : QValidator::Intermediate;
}

void QuantitySpinBox::fixup(QString &text) const {
  if (const std::optional<double> value = read(text))
    text = textFromValue(std::clamp(*value, minimum(), maximum()));
}

double QuantitySpinBox::valueFromText(const QString &text) const { return read(text).value_or(value()); }

QString QuantitySpinBox::textFromValue(double value) const {
  QLocale locale;
  locale.setNumberOptions(QLocale::OmitGroupSeparator);
  QString text = locale.toString(value, 'f', decimals());
  if (text.contains(locale.decimalPoint())) {
    while (text.endsWith(locale.zeroDigit()))
      text.chop(1);
    if (text.endsWith(locale.decimalPoint())) text.chop(locale.decimalPoint().size());
  }
  return text;
}

QString QuantitySpinBox::typedText() const {
  const QString body = text().trimmed();
  const QString suffixText = suffix().trimmed();
  if (!suffixText.isEmpty() && body.endsWith(suffixText) && body.size() > suffixText.size())
    return body.chopped(suffixText.size()).trimmed();
  return body;
}

void QuantitySpinBox::keyPressEvent(QKeyEvent *event) {
  // Enter on unreadable or out-of-range text: keep the text for the delegate's commit; the spin
  // box itself would replace it by its minimum or the nearest bound.
  if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !committable()) {
    event->accept();
    emit editingFinished();
    return;
  }
  QDoubleSpinBox::keyPressEvent(event);
}

void QuantitySpinBox::stepBy(int steps) {
  const double before = value();
  QDoubleSpinBox::stepBy(steps);
  if (value() != before) emit stepped();
}

} // namespace snp::views

#pragma once

#include "views/Units.h"

#include <QDoubleSpinBox>

namespace snp::views {

// A spin box in one unit that also takes any other unit of its quantity: in a kW field,
// "0.25 MW" reads as 250 kW. Text typed beyond the field's range is not pulled to the bound: it
// goes to the model, which refuses it and names the range. The arrows stop at the bounds.
class QuantitySpinBox : public QDoubleSpinBox {
  Q_OBJECT

public:
  QuantitySpinBox(Quantity quantity, const Unit &unit, QWidget *parent = nullptr);

  const Unit &unit() const { return unit_; }
  // Whether the text typed reads as a quantity within the range; when it does not, the delegate
  // hands the text to the model, whose refusal then says why ("kV" is not a unit of power, or the
  // range) instead of a silent 0 or bound.
  bool committable() const { return withinRange(read(text())); }
  QString typedText() const; // without the suffix the box keeps after the number

  QValidator::State validate(QString &text, int &position) const override;
  void fixup(QString &text) const override;
  double valueFromText(const QString &text) const override;
  QString textFromValue(double value) const override;
  void stepBy(int steps) override;

protected:
  void keyPressEvent(QKeyEvent *event) override;

signals:
  // An arrow, wheel or Page key changed the value: the delegate commits each step, so a drag
  // shows its effect as it goes (the application merges the steps into one undo command).
  void stepped();

private:
  std::optional<double> read(const QString &text) const; // in unit_, unbounded
  bool withinRange(std::optional<double> value) const {
    return value && *value >= minimum() && *value <= maximum();
  }

  Quantity quantity_;
  const Unit &unit_;
};

} // namespace snp::views

#pragma once

#include "model/Config.h"

#include <QString>

namespace snp::charts {

// Amounts of money on an axis: in millions from a million up, thousands from a thousand, else as
// they are; the axis title names the scale and the currency ("Annual cost (M USD)").
struct MoneyScale {
  double factor = 1; // axis value = amount × factor
  QString unit;      // "M USD", "k CNY", "EUR"
};
MoneyScale moneyScale(double largest, model::Currency currency);

} // namespace snp::charts

#include "views/charts/MoneyScale.h"

#include <cmath>
#include <string_view>

namespace snp::charts {

MoneyScale moneyScale(double largest, model::Currency currency) {
  const std::string_view name = model::kCurrencyNames[static_cast<std::size_t>(currency)];
  const QString code = QString::fromLatin1(name.data(), qsizetype(name.size()));
  const double magnitude = std::abs(largest);
  if (magnitude >= 1e6) return {1e-6, QStringLiteral("M ") + code};
  if (magnitude >= 1e3) return {1e-3, QStringLiteral("k ") + code};
  return {1, code};
}

} // namespace snp::charts

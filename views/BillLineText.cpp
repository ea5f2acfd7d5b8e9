#include "views/BillLineText.h"

#include "views/FigureText.h"

#include <QCoreApplication>

namespace snp::views {

QString makeOrRatingText(const sim::BomLine &line) {
  if (!line.model.empty()) return QString::fromUtf8(line.model.data(), qsizetype(line.model.size()));
  if (line.rating_W > 0) return formatValue(line.rating_W, "W");
  return {};
}

QString priceStatusText(sim::PriceStatus status) {
  switch (status) {
  case sim::PriceStatus::Priced: return {};
  case sim::PriceStatus::Included: return QCoreApplication::translate("Bom", "included");
  case sim::PriceStatus::Unpriced: return QCoreApplication::translate("Bom", "unpriced");
  }
  return {};
}

} // namespace snp::views

#include "views/BillLineText.h"

#include "views/FigureText.h"

#include <QCoreApplication>

namespace snp::views {

QString makeOrRatingText(const sim::BomLine &line) {
  const QString make = !line.model.empty()
                           ? QString::fromUtf8(line.model.data(), qsizetype(line.model.size()))
                       : line.rating_W > 0 ? formatValue(line.rating_W, "W")
                                           : QString();
  if (!(line.mean_length_m > 0)) return make;
  return QCoreApplication::translate("Bom", "%1, %2 on average")
      .arg(make, formatValue(line.mean_length_m, "m"));
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

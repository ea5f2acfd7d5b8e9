#include "views/PlantPartText.h"

#include <QCoreApplication>

namespace snp::views {

QString plantPartText(sim::PlantPart part, model::DistributionKind distribution) {
  switch (part) {
  case sim::PlantPart::Shelves:
    return QCoreApplication::translate("snp::views::PlantPart", "Rack power shelves");
  case sim::PlantPart::Distribution:
    return distribution == model::DistributionKind::Busway
               ? QCoreApplication::translate("snp::views::PlantPart", "Busways")
               : QCoreApplication::translate("snp::views::PlantPart", "Floor PDUs");
  case sim::PlantPart::Ups: return QCoreApplication::translate("snp::views::PlantPart", "UPS");
  case sim::PlantPart::Switchboard:
    return QCoreApplication::translate("snp::views::PlantPart", "Switchboard");
  case sim::PlantPart::Transformer:
    return QCoreApplication::translate("snp::views::PlantPart", "Transformer");
  case sim::PlantPart::Utility: return QCoreApplication::translate("snp::views::PlantPart", "Utility feed");
  case sim::PlantPart::Cdu: return QCoreApplication::translate("snp::views::PlantPart", "CDUs");
  }
  return {};
}

} // namespace snp::views

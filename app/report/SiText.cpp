#include "app/report/SiText.h"

#include "model/QuantityText.h"

namespace snp::report {

std::string siText(double value, std::string_view unit) {
  return model::plainText(model::quantityText(value, unit));
}

std::string inUnit(double si_value, std::string_view display_unit) {
  return model::plainText(model::quantityTextIn(si_value, display_unit));
}

} // namespace snp::report

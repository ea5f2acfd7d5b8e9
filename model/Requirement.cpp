#include "model/Requirement.h"

#include "model/QuantityText.h"

#include <fmt/format.h>

namespace snp::model {

Message requirementTemplate(Comparator comparator) {
  switch (comparator) {
  case Comparator::AtLeast: return SNP_MESSAGE("Criteria", "≥ {}");
  case Comparator::AtMost: return SNP_MESSAGE("Criteria", "≤ {}");
  case Comparator::Equal: return SNP_MESSAGE("Criteria", "= {} (± {} %)");
  case Comparator::Between: return SNP_MESSAGE("Criteria", "between {} and {}");
  }
  return {};
}

std::string requirementText(const Criterion &rule) {
  const std::string threshold = plainText(quantityTextIn(rule.threshold, rule.unit));
  const std::string second = rule.comparator == Comparator::Equal
                                 ? plainText(quantityText(100 * rule.tolerance, ""))
                                 : plainText(quantityTextIn(rule.upper, rule.unit));
  return fmt::format(fmt::runtime(requirementTemplate(rule.comparator).view()), threshold, second);
}

} // namespace snp::model

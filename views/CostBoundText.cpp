#include "views/CostBoundText.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace snp::views {

namespace {

double unpricedIn(const sim::Figure &group) {
  for (std::size_t i = 0; i < group.term_count; ++i)
    if (group.terms[i].name == "unpriced_parts") return group.terms[i].value;
  return 0;
}

} // namespace

QString boundedCostText(const sim::CostResults &cost, std::string_view name, const QString &value) {
  if (cost.unpriced_parts.value <= 0 || name == "unpriced_parts" || name == "annual_opex") return value;
  const std::pair<std::string_view, const sim::Figure *> groups[] = {
      {"capex_compute", &cost.capex_compute},
      {"capex_network", &cost.capex_network},
      {"capex_building", &cost.capex_building}};
  const auto group =
      std::ranges::find(groups, name, &std::pair<std::string_view, const sim::Figure *>::first);
  if (group != std::end(groups)) {
    if (unpricedIn(*group->second) == 0) return value;
    if (group->second->value == 0) return QCoreApplication::translate("Cost", "unpriced");
  }
  return QCoreApplication::translate("Cost", "≥ %1").arg(value);
}

} // namespace snp::views

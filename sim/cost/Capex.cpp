#include "sim/cost/Capex.h"

#include <algorithm>

namespace snp::sim {

namespace {

bool covers(const model::PartPrice &price, std::string_view part) {
  return std::find(price.covers.begin(), price.covers.end(), part) != price.covers.end();
}

} // namespace

Capex priceBill(const model::Config &config, const std::vector<BomLine> &bill, double it_design_W,
                const model::PriceBook &book) {
  Capex capex;
  capex.currency = model::kCurrencyNames[static_cast<std::size_t>(config.site.currency)];
  const double rate = book.rate(config.site.currency);
  // The prices this design uses, whose `covers` may include its other parts.
  std::vector<const model::PartPrice *> used;
  for (const BomLine &line : bill) {
    PricedLine priced{line};
    if (const model::PartPrice *price = book.find(line.part, line.model)) {
      priced.status = PriceStatus::Priced;
      priced.price = price;
      priced.unit_price = price->price * rate;
      priced.extended = line.quantity * priced.unit_price;
      used.push_back(price);
    }
    capex.lines.push_back(priced);
  }
  if (const model::PartPrice *building = book.find("building")) {
    capex.building_price = building;
    capex.building_it_W = it_design_W;
    capex.building = it_design_W * building->price * rate;
    used.push_back(building);
  }
  for (PricedLine &priced : capex.lines) {
    if (priced.status == PriceStatus::Unpriced &&
        std::any_of(used.begin(), used.end(),
                    [&](const model::PartPrice *p) { return covers(*p, priced.line.part); }))
      priced.status = PriceStatus::Included;
    if (priced.status == PriceStatus::Unpriced) ++capex.unpriced;
    capex.by_group[static_cast<std::size_t>(priced.line.group)] += priced.extended;
  }
  capex.by_group[static_cast<std::size_t>(PartGroup::Building)] += capex.building;
  for (double group : capex.by_group)
    capex.total += group;
  return capex;
}

} // namespace snp::sim

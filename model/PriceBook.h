#pragma once

#include "model/Cooling.h"

#include <string>
#include <vector>

namespace snp::model {

// What the parts of a bill of materials cost (sim/cost/BillOfMaterials.h), each price with its
// public source and date. A part the book does not price is unpriced, never free.
struct PartPrice {
  std::string part; // a bill-of-materials part ("accelerator", "scale_out_switch_leaf"), or "building"
  std::string make; // for one make of the part only (an accelerator's name); empty: any
  double price = 0; // USD per unit; the building's per watt of the cabinets' IT power at full load
  std::vector<std::string> covers; // parts the price includes (a server's CPUs and NICs with its GPUs)
  std::string date;
  std::string source;
};

// Prices are in US dollars; the book's exchange rates give them in a site's currency.
struct PriceBook {
  std::string name;
  double cny_per_usd = 1;
  double eur_per_usd = 1;
  std::string exchange_rates_source;
  std::vector<PartPrice> prices;

  // The price of `part` for `make`: the make's own first, then the part's for any make; nullptr
  // when the book has none.
  const PartPrice *find(std::string_view part, std::string_view make = {}) const;
  // One US dollar in `currency`.
  double rate(Currency currency) const;
};

// The bundled book, resources/prices/public-prices.json.
const PriceBook &publicPriceBook();

} // namespace snp::model

#pragma once

#include "model/Cooling.h"
#include "model/Problem.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
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
  // Cradle-to-gate carbon of one unit, kg CO2e, where a published footprint gives it (what it
  // counts may be less than what the price covers: a GPU baseboard's, not its server's), and where.
  std::optional<double> embodied_kg;
  std::string embodied_source;
  bool operator==(const PartPrice &) const = default;
};

// Prices are in US dollars; the book's exchange rates give them in a site's currency.
struct PriceBook {
  std::string name;
  std::string description;
  double cny_per_usd = 1;
  double eur_per_usd = 1;
  std::string exchange_rates_source;
  std::vector<PartPrice> prices;

  // One US dollar in `currency`.
  double rate(Currency currency) const;
  bool operator==(const PriceBook &) const = default;
};

// A price book read from its JSON form (resources/prices/public-prices.json is one), every problem
// named by its field ("prices[3].price") with the allowed values: a book is refused whole, never
// read in part.
struct DecodedPriceBook {
  std::optional<PriceBook> book;
  Problems errors;
};
DecodedPriceBook readPriceBook(const nlohmann::json &json, const std::string &path = {});
DecodedPriceBook parsePriceBook(std::string_view text);
// The JSON form, which readPriceBook reads back to the same book.
nlohmann::json priceBookJson(const PriceBook &book);

// The bundled book, resources/prices/public-prices.json.
const PriceBook &publicPriceBook();

} // namespace snp::model

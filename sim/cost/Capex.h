#pragma once

#include "model/Config.h"
#include "model/PriceBook.h"
#include "model/PriceIndex.h"
#include "sim/cost/BillOfMaterials.h"
#include "sim/facility/Power.h"

#include <array>
#include <string_view>
#include <vector>

namespace snp::sim {

// A bill of materials priced from a price book, in the site's currency.
enum class PriceStatus {
  Priced,   // the book prices the part
  Included, // another priced part's price includes it (a GPU's server share)
  Unpriced, // the book has no price: the capital cost leaves it out and says so
};

struct PricedLine {
  BomLine line;
  PriceStatus status = PriceStatus::Unpriced;
  double unit_price = 0;                   // in the site's currency; 0 unless priced
  double extended = 0;                     // quantity x unit price
  const model::PartPrice *price = nullptr; // the book's entry, for its source and date
};

// A bill's priced totals: what every evaluation computes, allocating nothing.
struct CapexTotals {
  std::array<double, std::size(kPartGroupNames)> by_group{}; // the building in its own group
  std::array<int, std::size(kPartGroupNames)> unpriced_by_group{};
  double building = 0;      // the hall, priced per watt of the IT power it is built for
  double building_it_W = 0; // the IT power the hall is built for
  double total = 0;
  int kinds = 0;    // kinds of part the bill lists
  int included = 0; // of them, those another price includes
  int unpriced = 0; // and those without a price
  // Cradle-to-gate carbon of the parts whose price gives a published footprint, and how many kinds.
  double embodied_kg = 0;
  int embodied_kinds = 0;
};

// A bill priced line by line, with its totals: what the command line, the report and the workbook
// show.
struct Capex {
  std::vector<PricedLine> lines;
  // The data hall's price per watt of IT power at full load (shell, power and cooling plant); none
  // when the book has no such price.
  const model::PartPrice *building_price = nullptr;
  std::string_view currency;
  CapexTotals totals;
};

// The IT power a design's hall is built for: every cabinet at its peak, every accelerator computing.
double designItPower(const model::Config &config, const PowerResults &power);

// `it_design_W` is the cabinets' IT power at full load (every accelerator computing).
Capex priceBill(const model::Config &config, const std::vector<BomLine> &bill, double it_design_W,
                const model::PriceIndex &prices);
// The evaluation's: priced from the configuration's own price book, or the public one; the hall for
// sources.it_design_W.
CapexTotals capexTotals(const model::Config &config, const BillSources &sources);

} // namespace snp::sim

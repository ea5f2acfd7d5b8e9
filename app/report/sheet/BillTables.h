#pragma once

#include "sim/decision/Comparison.h"

#include <QString>

#include <optional>
#include <vector>

namespace snp::report {

// Each candidate's bill of materials for people (sim/cost/BillOfMaterials.h), priced from the
// public price book (sim/PricedBill.h): the parts in the application's language, the make or one
// unit's rating as the window writes it, the quantity, and the unit price and amount where the
// book prices the part ("included" or "unpriced" where it does not).
struct BillRow {
  QString part;
  QString make; // the make where the configuration names it, else one unit's rating, else empty
  double quantity = 0;
  std::optional<double> unit_price; // in `BillTable::currency`
  std::optional<double> amount;
  QString status; // for a part without a price of its own: "included" or "unpriced", translated
};

struct BillTable {
  QString candidate;
  QString currency;
  std::vector<BillRow> rows;
  double building = 0; // the data hall, priced per watt of IT power
  double capex = 0;    // without the unpriced parts
};

// One table per candidate, in the candidates' order.
std::vector<BillTable> billTables(const std::vector<sim::Candidate> &candidates);

} // namespace snp::report

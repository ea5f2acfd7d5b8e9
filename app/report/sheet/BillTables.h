#pragma once

#include "sim/decision/Comparison.h"

#include <QString>

#include <vector>

namespace snp::report {

// Each candidate's bill of materials for people (sim/cost/BillOfMaterials.h): the parts in the
// application's language, the make or one unit's rating as the window writes it, the quantity.
struct BillRow {
  QString part;
  QString make; // the make where the configuration names it, else one unit's rating, else empty
  double quantity = 0;
};

struct BillTable {
  QString candidate;
  std::vector<BillRow> rows;
};

// One table per candidate, in the candidates' order.
std::vector<BillTable> billTables(const std::vector<sim::Candidate> &candidates);

} // namespace snp::report

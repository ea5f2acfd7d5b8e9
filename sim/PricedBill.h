#pragma once

#include "sim/Evaluate.h"
#include "sim/cost/Capex.h"

namespace snp::sim {

// The bill of materials of an evaluated configuration, priced from its price book (its own, or the
// public one): what the command line, the report and the workbook show. The building is priced per
// watt of the cabinets' IT power while every accelerator computes (the load the hall is built for).
Capex pricedBill(const model::Config &config, const Results &results);

} // namespace snp::sim

#pragma once

#include "model/Config.h"
#include "sim/Figure.h"

#include <optional>

namespace snp::sim {

// The configuration grown (or shrunk) by whole cabinets to at least `accelerators`, as a buyer
// would extend it: the same cabinets, nodes and scale-up domains, the scale-out tier sized for
// the new number of domains, data parallelism grown with the per-replica batch kept (weak
// scaling). nullopt when the scale-out network cannot reach that size without a new design.
std::optional<model::Config> scaledTo(const model::Config &config, int accelerators);

// Scaling efficiency of the workload on scaledTo(config, accelerators): throughput over the
// accelerator count times one accelerator's. NaN, with the reason, when it cannot be scaled.
Figure scalingEfficiencyAt(const model::Config &config, int accelerators);

} // namespace snp::sim

#pragma once

#include <nlohmann/json_fwd.hpp>

namespace snp::model {

// Rewrites a document of an older schema into the current one, so that the reader only knows the
// current fields. Schema 1 → 2: the boolean workload.parallelism.optimizer_sharding became the
// level workload.parallelism.sharding (true = "optimizer"); a document that already states the
// level keeps it.
void upgradeDocument(nlohmann::json &document, int schema);

} // namespace snp::model

#include "model/JsonUpgrade.h"

#include <nlohmann/json.hpp>

namespace snp::model {

namespace {

void upgradeFrom1(nlohmann::json &document) {
  const auto workload = document.find("workload");
  if (workload == document.end() || !workload->is_object()) return;
  const auto parallelism = workload->find("parallelism");
  if (parallelism == workload->end() || !parallelism->is_object()) return;
  const auto old = parallelism->find("optimizer_sharding");
  if (old == parallelism->end()) return;
  // A value of the wrong type is left for the reader to report under the new name.
  if (!parallelism->contains("sharding"))
    (*parallelism)["sharding"] =
        old->is_boolean() ? nlohmann::json(old->get<bool>() ? "optimizer" : "none") : *old;
  parallelism->erase("optimizer_sharding");
}

} // namespace

void upgradeDocument(nlohmann::json &document, int schema) {
  if (schema < 2) upgradeFrom1(document);
}

} // namespace snp::model

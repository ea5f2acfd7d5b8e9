#include "model/ServedModel.h"

#include "model/BundledPresets.h"

#include <algorithm>
#include <stdexcept>

namespace snp::model {

const std::vector<ServedModel> &servedModels() {
  static const std::vector<ServedModel> kModels = [] {
    std::vector<ServedModel> all;
    for (const BundledPreset &bundled : bundledModels()) {
      DecodedServedModel decoded = parseServedModel(bundled.json);
      // A bundled file that does not read is a defect of the build, caught by the serving tests.
      if (!decoded.model || !decoded.warnings.empty())
        throw std::logic_error("bundled model " + std::string(bundled.id) + " does not read cleanly");
      decoded.model->id = bundled.id;
      all.push_back(std::move(*decoded.model));
    }
    return all;
  }();
  return kModels;
}

std::optional<ServedModel> findServedModel(std::string_view id) {
  const auto &all = servedModels();
  const auto found = std::find_if(all.begin(), all.end(), [&](const ServedModel &m) { return m.id == id; });
  if (found == all.end()) return std::nullopt;
  return *found;
}

std::optional<ServedModel> scenarioServedModel(const Config &config) {
  if (config.workload.kind != WorkloadKind::Transformer) return std::nullopt;
  return ServedModel{config.id, config.name, "the scenario's workload.transformer",
                     config.workload.transformer};
}

} // namespace snp::model

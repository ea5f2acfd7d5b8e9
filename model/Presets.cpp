#include "model/Presets.h"

#include "model/PresetDefinitions.h"

#include <algorithm>

namespace snp::model {

const std::vector<Config> &presets() {
  static const std::vector<Config> kPresets = {
      preset::seedS1(),           preset::seedS2(),   preset::seedS3(),         preset::gb200Nvl72(),
      preset::dgxH100SuperPod(),  preset::tpuV4Pod(), preset::cloudMatrix384(), preset::baselineRoceFatTree(),
      preset::seleneMegatron1T(),
  };
  return kPresets;
}

std::optional<Config> findPreset(std::string_view id) {
  const auto &all = presets();
  const auto found = std::find_if(all.begin(), all.end(), [&](const Config &c) { return c.id == id; });
  if (found == all.end()) return std::nullopt;
  return *found;
}

} // namespace snp::model

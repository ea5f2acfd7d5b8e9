#pragma once

#include "model/Config.h"

#include <optional>
#include <string_view>
#include <vector>

namespace snp::model {

// The bundled configurations, read from resources/presets/*.json: seed-s1, seed-s2, seed-s3, gb200-nvl72,
// dgx-h100-superpod, tpu-v4-pod, cloudmatrix-384, baseline-roce-fattree, selene-megatron-1t. Each one
// validates cleanly.
const std::vector<Config> &presets();
std::optional<Config> findPreset(std::string_view id);

} // namespace snp::model
